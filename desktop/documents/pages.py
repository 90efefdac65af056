"""A document's text as Verbatim keeps it: its pages (slides, sheets,
chapters, parts), stored as one JSON blob beside the original file and sent
to the model in place of the file's bytes (the attachment's `sent_sha256`).

Kept, not re-read: an export, a backup or a second computer has the text
the person's answers were made from, without reading the file again.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

# The kinds of page a format has, as the tile and the sources name them.
UNITS = ("page", "slide", "sheet", "chapter", "part")
MAX_TEXT_CHARS = 8_000_000  # about 2 million tokens: more than any model reads
PASSAGE_CHARS = 900  # about 250 tokens: a passage chosen for a question


@dataclass(frozen=True)
class Pages:
    """What was read from a document. `scanned`: pages with no text layer
    (pictures of pages), so there is nothing to send; `cut`: reading stopped
    at MAX_TEXT_CHARS, and this many pages were not read."""

    kind: str  # "pdf", "docx"... (documents/formats.py)
    unit: str
    pages: list[str] = field(default_factory=list)
    scanned: bool = False
    cut: int = 0

    @property
    def words(self) -> int:
        return sum(len(p.split()) for p in self.pages)

    def encode(self) -> bytes:
        data = {
            "v": 1,
            "kind": self.kind,
            "unit": self.unit,
            "pages": self.pages,
            "scanned": self.scanned,
            "cut": self.cut,
        }
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def decode(data: bytes) -> Pages:
    """The pages of a stored text blob; anything malformed reads as no pages
    (a damaged import sends what there is, never raises in a request)."""
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Pages("", "page")
    if not isinstance(raw, dict):
        return Pages("", "page")
    pages = raw.get("pages")
    unit = raw.get("unit")
    cut = raw.get("cut")
    return Pages(
        kind=str(raw.get("kind", "")),
        unit=unit if unit in UNITS else "page",
        pages=[p for p in pages if isinstance(p, str)] if isinstance(pages, list) else [],
        scanned=raw.get("scanned") is True,
        cut=cut if isinstance(cut, int) and not isinstance(cut, bool) else 0,
    )


def unit_label(unit: str, number: int) -> str:
    """ "page 3", "slide 3"... in the text the model is sent (in English,
    as every note to the model is)."""
    return f"{unit if unit in UNITS else 'page'} {number}"


def _escape_name(name: str) -> str:
    return name.replace('"', "'").replace("<", "(").replace(">", ")")


SCANNED_NOTE = (
    "[This document has no text layer: its pages are pictures (a scan), so Verbatim "
    "could not read any words from it. Tell the person so if they ask about it.]"
)
CUT_NOTE = "[Only the first part of this document could be read: {count} more {unit}s follow.]"


def whole_text(name: str, pages: Pages) -> str:
    """The whole document as the model reads it, page by page."""
    head = f'<document name="{_escape_name(name)}">'
    if pages.scanned or not any(p.strip() for p in pages.pages):
        return f"{head}\n{SCANNED_NOTE}\n</document>"
    body = "\n\n".join(
        f"[{unit_label(pages.unit, i)}]\n{text.strip()}"
        for i, text in enumerate(pages.pages, 1)
        if text.strip()
    )
    if pages.cut:
        body += "\n\n" + CUT_NOTE.format(count=pages.cut, unit=pages.unit)
    return f"{head}\n{body}\n</document>"


@dataclass(frozen=True)
class Passage:
    page: int  # 1-based
    text: str


def passages(pages: Pages) -> list[Passage]:
    """Each page cut into passages of about PASSAGE_CHARS, at paragraph or
    sentence ends where there are any, never across pages (a source names
    its page)."""
    out: list[Passage] = []
    for number, text in enumerate(pages.pages, 1):
        for piece in _split(text.strip()):
            out.append(Passage(number, piece))
    return out


_BREAK = re.compile(r"\n\s*\n|(?<=[.!?])\s+|\n")


def _split(text: str) -> list[str]:
    parts: list[str] = []
    start = 0
    while len(text) - start > PASSAGE_CHARS:
        window = text[start : start + PASSAGE_CHARS]
        cut = 0
        for match in _BREAK.finditer(window):
            if match.start() > PASSAGE_CHARS // 3:
                cut = match.end()
        if cut == 0:
            space = window.rfind(" ")
            cut = space + 1 if space > PASSAGE_CHARS // 3 else PASSAGE_CHARS
        parts.append(text[start : start + cut].strip())
        start += cut
    if text[start:].strip():
        parts.append(text[start:].strip())
    return [p for p in parts if p]


def relevant_text(name: str, unit: str, chosen: list[Passage]) -> str:
    """The passages chosen for a question, in page order, each with its page."""
    head = (
        f'<document name="{_escape_name(name)}" '
        'sent="the passages most relevant to the question, not the whole document">'
    )
    body = "\n\n".join(f"[{unit_label(unit, p.page)}]\n{p.text}" for p in chosen)
    return f"{head}\n{body or NO_MATCH}\n</document>"


NO_MATCH = "[No passage of this document matched the question.]"
