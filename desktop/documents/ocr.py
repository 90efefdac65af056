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
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL import Image

LANGUAGES_ENV = "VERBATIM_OCR_LANGUAGES"  # set by documents/reader.py: "de,en"
SCAN_DPI = 300  # what Tesseract reads best, and what scanners write
MAX_PIXELS = 25_000_000  # a page's picture (A3 at 300 dpi is 17.4 million)
PAGE_SECONDS = 20.0  # one page; a page that takes longer is left unread
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


class Reader:
    """Tesseract, found once per document, reading page after page."""

    def __init__(self) -> None:
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
        if not self.ready:
            return ""
        buffer = io.BytesIO()
        shrunk(picture).save(buffer, "PNG", compress_level=1)
        png = buffer.getvalue()
        text = self._run(png, self.packs, deadline)
        found = _language_of(text)
        if found and found != self.packs[0] and found in self.others:
            # Written in another language installed than the first: read
            # again with that one first, so its letters are kept.
            packs = [found, *[p for p in self.packs if p != found]]
            text = self._run(png, packs, deadline) or text
        return text

    def _run(self, png: bytes, packs: Sequence[str], deadline: float) -> str:
        assert self.tesseract is not None
        seconds = min(PAGE_SECONDS, deadline - time.monotonic())
        if seconds <= 0:
            return ""
        try:
            done = subprocess.run(
                [self.tesseract, "stdin", "stdout", "-l", "+".join(packs)],
                input=png,
                capture_output=True,
                timeout=seconds,
                env=_environment(),
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired):
            return ""
        if done.returncode != 0:
            return ""
        return tidy(done.stdout.decode("utf-8", "replace"))


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
