"""A document's pages as the model reads them: the whole text, page by page,
or the passages chosen for a question. The pages themselves, as Verbatim
keeps them, are desktop/domain/pages.py's `Pages`."""

from __future__ import annotations

import re
from dataclasses import dataclass

from desktop.domain.pages import UNITS, Pages

MAX_TEXT_CHARS = 8_000_000  # about 2 million tokens: more than any model reads
PASSAGE_CHARS = 900  # about 250 tokens: a passage chosen for a question


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


def _head(name: str, address: str, sent: str = "") -> str:
    """A document's opening tag; a web page attached by its link names its
    address, the source its passages are cited with."""
    at = f' address="{_escape_name(address)}"' if address else ""
    return f'<document name="{_escape_name(name)}"{at}{sent}>'


def whole_text(name: str, pages: Pages) -> str:
    """The whole document as the model reads it, page by page."""
    head = _head(name, pages.address)
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
    """A piece of one page (about PASSAGE_CHARS, cut at a paragraph or
    sentence end): what a document is indexed and chosen in when the whole
    does not fit, so a source names its page."""

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


def relevant_text(name: str, unit: str, chosen: list[Passage], address: str = "") -> str:
    """The passages chosen for a question, in page order, each with its page."""
    sent = ' sent="the passages most relevant to the question, not the whole document"'
    head = _head(name, address, sent)
    body = "\n\n".join(f"[{unit_label(unit, p.page)}]\n{p.text}" for p in chosen)
    return f"{head}\n{body or NO_MATCH}\n</document>"


NO_MATCH = "[No passage of this document matched the question.]"
