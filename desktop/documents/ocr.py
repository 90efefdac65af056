"""Reading the words in a picture of a page (a scan, a photo of a letter) by
OCR on this computer, inside the document reader's child process
(documents/extract.py), under its limits.

The engine is Tesseract, the program (Debian's `tesseract-ocr` and its
language packs, or any `tesseract` on PATH), chosen by measurement over
RapidOCR (tests/perf/test_ocr_perf.py and issue 41's report: on a 300 dpi
scan Tesseract read every word of English and German pages in 0.5 to 1 s a
page, RapidOCR 77 to 98 % of them in 3 to 7 s, with 390 MB of opencv and
onnxruntime beside it). It runs as a program, once per page, not through a
Python binding: each page is then bounded on its own (killed at
PAGE_SECONDS), it inherits the reader's memory limit, and nothing is added
to the Python side of the package.

Each page is sent as a greyscale PNG on stdin at SCAN_DPI, scaled down so
that it never exceeds MAX_PIXELS however large the page claims to be.

Tesseract writes each page's text and, beside it, its words with the
confidence it read each with (its `tsv`, from the same recognition): a
picture is text when at least MIN_SURE_WORDS of its words, and SURE_SHARE
of them, were read with SURE confidence or more. A count of words alone
took a photo for a scan: Tesseract finds "words" in a photo's detail (in
photos of noise 0 to 377 of them: "aoe", "Rady:").
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL import Image

LANGUAGES_ENV = "VERBATIM_OCR_LANGUAGES"  # set by documents/reader.py: "de,en"
SCAN_DPI = 300  # what Tesseract reads best, and what scanners write
MAX_PIXELS = 25_000_000  # a page's picture (A3 at 300 dpi is 17.4 million)
PAGE_SECONDS = 20.0  # one page; a page that takes longer is left unread
# Measured on 300 dpi scans of the tests' letter (tests/documents.py) in
# English and German, pictures of text, a screenshot's 13-pixel words and a
# photo of a sign: their words are read at 87 to 97 (the median 96; one of
# 118 at 75; a German page read as English: 94 of 95 at 80 or more). Photos
# of noise: most "words" at 0 to 60, the surest at 62 to 90, but in one of
# 377 "words" only a handful at 80 or more, so a share is asked as well.
SURE = 80.0  # Tesseract's confidence, 0 to 100, in a word that is one
MIN_SURE_WORDS = 3  # fewer read surely in a picture: a photo, not text
SURE_SHARE = 0.5  # of a picture's words; fewer: its shapes, not text
SHORT_WORDS = 12  # a text this short is read in each language installed
# Verbatim's languages and Tesseract's packs for them.
PACKS = {"en": "eng", "de": "deu", "fr": "fra", "es": "spa", "zh_CN": "chi_sim"}
# Words that say which language a page is in, when the first reading was in
# another (an English reading of a German letter lost its umlauts: "fur",
# "Koln"). Only Latin-script languages: Chinese is read only when it is
# the app's language, since its pack slows every Latin page and misreads it.
_COMMON = {
    "eng": {"the", "and", "of", "to", "is", "in", "that", "with", "for", "was", "on", "are"},
    "deu": {"der", "die", "das", "und", "ist", "nicht", "mit", "den", "ein", "eine", "im", "zu"},
    "fra": {"le", "la", "les", "et", "est", "des", "une", "un", "pour", "dans", "que", "du"},
    "spa": {"el", "la", "los", "las", "y", "es", "que", "del", "una", "por", "con", "para"},
}


def program() -> str | None:
    """Tesseract's program, or None where it is not installed."""
    return shutil.which("tesseract")


def installed_packs(tesseract: str) -> set[str]:
    try:
        done = subprocess.run(
            [tesseract, "--list-langs"],
            capture_output=True,
            timeout=PAGE_SECONDS,
            env=_environment(),
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return set()
    # The first line says where the packs are; one pack a line follows.
    return {line.strip() for line in done.stdout.decode(errors="replace").splitlines()[1:]}


def wanted_packs(installed: set[str]) -> list[str]:
    """The packs to read in, the app's language first (Tesseract trusts the
    first most), then English; only those installed."""
    codes = [c for c in os.environ.get(LANGUAGES_ENV, "").split(",") if c] + ["en"]
    packs = [PACKS[c] for c in dict.fromkeys(codes) if c in PACKS]
    return [p for p in packs if p in installed]


def _environment() -> dict[str, str]:
    """Tesseract's environment: where programs and its packs are, and one
    thread (OpenMP's threads made a page 3 times slower on two busy cores:
    2.3 s against 0.7 s)."""
    env = {"OMP_THREAD_LIMIT": "1"}
    for name in ("PATH", "TESSDATA_PREFIX", "LD_LIBRARY_PATH"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def fit(width_pt: float, height_pt: float) -> float:
    """The scale at which to draw a page of this size (in points): SCAN_DPI,
    or less for a page so large it would exceed MAX_PIXELS."""
    scale = SCAN_DPI / 72
    pixels = width_pt * scale * height_pt * scale
    if pixels > MAX_PIXELS:
        scale *= (MAX_PIXELS / pixels) ** 0.5
    return scale


def shrunk(picture: Image.Image) -> Image.Image:
    """A picture in greyscale, halved until it is within MAX_PIXELS."""
    picture = picture.convert("L")
    factor = 1
    while (picture.width // factor) * (picture.height // factor) > MAX_PIXELS:
        factor *= 2
    return picture.reduce(factor) if factor > 1 else picture


@dataclass(frozen=True)
class Reading:
    """What Tesseract read in a picture: its text, how many words it has,
    and how many of them it was sure of (read with SURE confidence or more)."""

    text: str = ""
    words: int = 0
    sure: int = 0
    confidence: float = 0.0  # the mean of its words'

    @property
    def is_text(self) -> bool:
        """Whether the picture is one of text (a scan, a screenshot), not a
        photo whose shapes Tesseract took for words."""
        return self.sure >= MIN_SURE_WORDS and self.sure >= self.words * SURE_SHARE

    @property
    def is_page_text(self) -> bool:
        """Whether a scanned document's page holds text: half its words
        read surely, however few (a page may hold a signature alone); a
        page that is a photo gives Tesseract's unsure shapes."""
        return self.sure > 0 and self.sure >= self.words * SURE_SHARE


class Reader:
    """Tesseract, found once per document, reading page after page; what it
    writes goes to a folder of its own in `folder` (the reader's private
    folder, removed by the parent even when the child is killed)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.tesseract = program()
        installed = installed_packs(self.tesseract) if self.tesseract else set()
        self.packs = wanted_packs(installed)
        self.others = [p for p in _COMMON if p in installed and p not in self.packs[:1]]

    @property
    def ready(self) -> bool:
        return self.tesseract is not None and bool(self.packs)

    def read(self, picture: Image.Image, deadline: float) -> str:
        """The words in `picture`, or "" where none were read (a blank page,
        or a page that took longer than PAGE_SECONDS or ran past `deadline`,
        a time.monotonic())."""
        return self.reading(picture, deadline).text

    def reading(self, picture: Image.Image, deadline: float) -> Reading:
        """The words in `picture` and how many were read surely, as `read`."""
        if not self.ready:
            return Reading()
        buffer = io.BytesIO()
        shrunk(picture).save(buffer, "PNG", compress_level=1)
        png = buffer.getvalue()
        reading = self._run(png, self.packs, deadline) or Reading()
        found = _language_of(reading.text)
        if found and found != self.packs[0] and found in self.others:
            # Written in another language installed than the first: read
            # again with that one first, so its letters are kept.
            return self._again(png, found, deadline) or reading
        if found is None and 0 < reading.words <= SHORT_WORDS:
            # Too few words to know the language by them ("Bitte Tür
            # schließen" came back as "Bitte Tur schliefSen"): each other
            # language tried first, and the surest reading kept. Measured:
            # the text's own language was the surest in every case tried,
            # and English text read first in another gave the same letters.
            for pack in self.others:
                again = self._again(png, pack, deadline)
                if again is not None and again.confidence > reading.confidence:
                    reading = again
        return reading

    def _again(self, png: bytes, first: str, deadline: float) -> Reading | None:
        """`png` read again with the pack `first` trusted most; None where
        that failed or found nothing."""
        again = self._run(png, [first, *[p for p in self.packs if p != first]], deadline)
        return again if again is not None and again.text else None

    def _run(self, png: bytes, packs: Sequence[str], deadline: float) -> Reading | None:
        """One reading by Tesseract: its text and its words' confidences,
        written at once (one recognition, two files); None where it failed."""
        assert self.tesseract is not None
        seconds = min(PAGE_SECONDS, deadline - time.monotonic())
        if seconds <= 0:
            return None
        with tempfile.TemporaryDirectory(dir=self.folder) as folder:
            base = Path(folder) / "page"
            try:
                done = subprocess.run(
                    [self.tesseract, "stdin", str(base), "-l", "+".join(packs), "txt", "tsv"],
                    input=png,
                    capture_output=True,
                    timeout=seconds,
                    env=_environment(),
                    check=False,
                )
                if done.returncode != 0:
                    return None
                text = base.with_suffix(".txt").read_text("utf-8", "replace")
                table = base.with_suffix(".tsv").read_text("utf-8", "replace")
            except (OSError, subprocess.TimeoutExpired):
                return None
        return Reading(tidy(text), *counted(table))


def counted(table: str) -> tuple[int, int, float]:
    """How many words Tesseract's tsv has, how many of them it read with
    SURE confidence or more, and their mean confidence. A word is a row of
    level 5; its confidence is the 11th column, its word the 12th; a word of
    no letter or digit ("=", "“") is not counted, since Tesseract finds
    those in any photo."""
    words = sure = 0
    total = 0.0
    for row in table.splitlines()[1:]:  # the first is the columns' names
        cells = row.split("\t")
        if len(cells) != 12 or cells[0] != "5" or not any(c.isalnum() for c in cells[11]):
            continue
        try:
            confidence = float(cells[10])
        except ValueError:
            continue
        words += 1
        sure += confidence >= SURE
        total += confidence
    return words, sure, total / words if words else 0.0


def tidy(text: str) -> str:
    """Tesseract's text without its page break, its lines' trailing spaces
    and runs of empty lines."""
    lines = [line.rstrip() for line in text.replace("\x0c", "").splitlines()]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def _language_of(text: str) -> str | None:
    """The Latin-script pack whose common words the text has most of, when
    it has a few of them at all."""
    words = re.findall(r"\w+", text.lower())
    counts = {pack: sum(w in common for w in words) for pack, common in _COMMON.items()}
    best = max(counts, key=lambda pack: counts[pack])
    return best if counts[best] >= 3 else None
