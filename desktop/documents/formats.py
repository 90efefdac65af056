"""Which document a file is, told by its bytes (its name only for formats
that are plain text underneath), and what its name claims."""

from __future__ import annotations

import io
import zipfile
from pathlib import PurePath

from desktop.domain.words import say

# kind -> (MIME type, what a person calls one)
KINDS: dict[str, tuple[str, str]] = {
    "pdf": ("application/pdf", "a PDF"),
    "docx": (
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "a Word document",
    ),
    "pptx": (
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "a PowerPoint presentation",
    ),
    "xlsx": (
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "an Excel workbook",
    ),
    "odt": ("application/vnd.oasis.opendocument.text", "an OpenDocument text"),
    "epub": ("application/epub+zip", "an EPUB book"),
    "rtf": ("application/rtf", "an RTF document"),
    "html": ("text/html", "a web page"),
    "md": ("text/markdown", "a Markdown file"),
    "csv": ("text/csv", "a CSV table"),
}
# What a name claims: a file called so and not that inside is refused.
SUFFIXES = {
    ".pdf": "pdf",
    ".docx": "docx",
    ".pptx": "pptx",
    ".xlsx": "xlsx",
    ".odt": "odt",
    ".epub": "epub",
    ".rtf": "rtf",
    ".html": "html",
    ".htm": "html",
    ".md": "md",
    ".markdown": "md",
    ".csv": "csv",
    ".tsv": "csv",
}
# Formats read in this process: plain text underneath, nothing to unpack.
TEXT_KINDS = frozenset({"html", "md", "csv"})
_ZIP_MARKERS = {
    "word/document.xml": "docx",
    "ppt/presentation.xml": "pptx",
    "xl/workbook.xml": "xlsx",
}
_ZIP_MIMETYPES = {
    b"application/vnd.oasis.opendocument.text": "odt",
    b"application/epub+zip": "epub",
}


def claimed(name: str) -> str | None:
    """The document kind a file's name claims, if any."""
    return SUFFIXES.get(PurePath(name).suffix.lower())


def sniff(data: bytes) -> str | None:
    """The document kind of `data` by its bytes; None when it is none of them
    (text formats are told by name: see `kind_of`)."""
    if b"%PDF-" in data[:1024]:
        return "pdf"
    if data.startswith(b"{\\rtf"):
        return "rtf"
    if data.startswith(b"PK\x03\x04"):
        return _zip_kind(data)
    return None


def _zip_kind(data: bytes) -> str | None:
    """Reads only the zip's table of contents (and the tiny `mimetype`
    entry of ODF and EPUB), never the documents inside."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
            for marker, kind in _ZIP_MARKERS.items():
                if marker in names:
                    return kind
            if "mimetype" in names and archive.getinfo("mimetype").file_size < 100:
                return _ZIP_MIMETYPES.get(archive.read("mimetype").strip())
    except (zipfile.BadZipFile, OSError, ValueError, KeyError):
        return None
    return None


def kind_of(name: str, data: bytes) -> str | None:
    """The document this is, or None: bytes decide for the packaged formats;
    a text format must also decode as text."""
    found = sniff(data)
    if found is not None:
        return found
    claim = claimed(name)
    if claim in TEXT_KINDS:
        return claim
    return None


def mime(kind: str) -> str:
    return KINDS[kind][0]


def described(kind: str) -> str:
    """What a person calls one, for a sentence (each written out, so the
    window can show it translated)."""
    names = {
        "pdf": say("a PDF"),
        "docx": say("a Word document"),
        "pptx": say("a PowerPoint presentation"),
        "xlsx": say("an Excel workbook"),
        "odt": say("an OpenDocument text"),
        "epub": say("an EPUB book"),
        "rtf": say("an RTF document"),
        "html": say("a web page"),
        "md": say("a Markdown file"),
        "csv": say("a CSV table"),
        "picture": say("a picture"),
    }
    return names.get(kind, KINDS[kind][1])
