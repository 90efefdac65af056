"""A document's text as Verbatim keeps it: its pages (slides, sheets,
chapters, parts), stored as one JSON blob beside the original file and sent
to the model in place of the file's bytes (the attachment's `sent_sha256`).

Kept, not re-read: an export, a backup or a second computer has the text
the person's answers were made from, without reading the file again. A
value the window shows (the document view), so it is the domain's; reading
a document is desktop/documents'.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

# The kinds of page a format has, as the tile and the sources name them.
UNITS = ("page", "slide", "sheet", "chapter", "part")


@dataclass(frozen=True)
class Pages:
    """What was read from a document. `scanned`: pages with no text layer
    (pictures of pages) and no words could be read from them, so there is
    nothing to send; `ocr`: some pages' words were read from their pictures
    (documents/ocr.py); `cut`: reading stopped (at MAX_TEXT_CHARS, or at the
    time a scan may take), and this many pages were not read."""

    kind: str  # "pdf", "docx"... (documents/formats.py)
    unit: str
    pages: list[str] = field(default_factory=list)
    scanned: bool = False
    cut: int = 0
    ocr: bool = False
    # A web page attached by its address (issue 41, a link as a source): its
    # passages are cited with the address, and when it was fetched.
    address: str = ""
    fetched: str = ""

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
        if self.ocr:  # only then: a document read before OCR keeps its bytes, and its hash
            data["ocr"] = True
        if self.address:  # only then, as for ocr: a file's text keeps its bytes
            data["address"], data["fetched"] = self.address, self.fetched
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
    # Only a web address is kept: an imported blob's would be clicked.
    address = raw.get("address") if _web(raw.get("address")) else ""
    fetched = raw.get("fetched") if address else ""
    return Pages(
        kind=str(raw.get("kind", "")),
        unit=unit if unit in UNITS else "page",
        pages=[p for p in pages if isinstance(p, str)] if isinstance(pages, list) else [],
        scanned=raw.get("scanned") is True,
        cut=cut if isinstance(cut, int) and not isinstance(cut, bool) else 0,
        ocr=raw.get("ocr") is True,
        address=str(address),
        fetched=fetched if isinstance(fetched, str) else "",
    )


# How `encode` writes the mark, as a key of the top object: inside a page's
# text a quote is escaped (\"), so these bytes are never a page's words.
_OCR_MARK = b'"ocr":true'


def read_by_ocr(data: bytes) -> bool:
    """Whether a stored text blob's words were read by OCR, without decoding
    the pages of the many documents that were not (up to 8 million
    characters each): only a blob that holds the mark is decoded."""
    return _OCR_MARK in data and decode(data).ocr


def _web(address: object) -> bool:
    return isinstance(address, str) and address.lower().startswith(("http://", "https://"))
