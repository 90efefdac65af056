"""The office, e-book and web formats a document may be (docx, pptx, xlsx,
odt, epub, rtf, html), each read with its library in the reader's child
process (documents/extract.py) within the text budget."""

from __future__ import annotations

import html.parser
import zipfile
from collections.abc import Iterator
from pathlib import Path

from desktop.documents.paging import Budget, Refused, paged, parts
from desktop.domain.pages import Pages
from desktop.domain.words import say


def read_docx(path: Path, name: str) -> Pages:
    import docx
    from docx.table import Table

    document = docx.Document(str(path))

    def blocks() -> Iterator[str]:
        for item in document.iter_inner_content():
            if isinstance(item, Table):
                for row in item.rows:
                    yield " | ".join(cell.text.strip() for cell in row.cells)
            elif item.text.strip():
                yield item.text

    return parts("docx", blocks())


def read_pptx(path: Path, name: str) -> Pages:
    from pptx import Presentation

    slides = list(Presentation(str(path)).slides)

    def texts() -> Iterator[str]:
        for slide in slides:
            lines = []
            for shape in slide.shapes:
                if shape.has_text_frame:
                    lines.append(shape.text_frame.text)
                if getattr(shape, "has_table", False) and shape.has_table:
                    for row in shape.table.rows:
                        lines.append(" | ".join(cell.text for cell in row.cells))
            if slide.has_notes_slide:
                notes = slide.notes_slide.notes_text_frame
                if notes is not None and notes.text.strip():
                    lines.append(f"Notes: {notes.text}")  # for the model: never translated
            yield "\n".join(line for line in lines if line.strip())

    return paged("pptx", "slide", texts(), len(slides))


def read_xlsx(path: Path, name: str) -> Pages:
    import openpyxl

    book = openpyxl.load_workbook(str(path), read_only=True, data_only=True)
    sheets = book.worksheets
    budget, pages, cut = Budget(), [], 0
    for number, sheet in enumerate(sheets):
        # A sheet may claim to be 16,384 columns wide; rows are read as they are.
        sheet.reset_dimensions()
        lines = [f"# {sheet.title}"]
        for row in sheet.iter_rows(values_only=True):
            line = "\t".join("" if v is None else str(v) for v in row).rstrip("\t")
            if not line:
                continue
            if not budget.take(line):
                cut = len(sheets) - number
                break
            lines.append(line)
        pages.append("\n".join(lines))
        if cut:
            break
    book.close()
    return Pages("xlsx", "sheet", pages, cut=cut)


def read_odt(path: Path, name: str) -> Pages:
    from odf import teletype
    from odf.namespaces import TEXTNS
    from odf.opendocument import load

    document = load(str(path))

    def blocks(node: object) -> Iterator[str]:
        for child in getattr(node, "childNodes", []):
            if getattr(child, "qname", None) in ((TEXTNS, "p"), (TEXTNS, "h")):
                text = teletype.extractText(child)
                if text.strip():
                    yield text
            else:
                yield from blocks(child)

    return parts("odt", blocks(document.text))


class _HtmlText(html.parser.HTMLParser):
    """The words of a web page: no scripts, styles or markup; nothing fetched."""

    _SKIP = frozenset({"script", "style", "head", "template", "noscript"})
    _BLOCK = frozenset(
        [
            "p",
            "div",
            "br",
            "li",
            "tr",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "section",
            "article",
            "table",
            "ul",
            "ol",
            "pre",
            "blockquote",
        ]
    )

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self.skipping += 1
        elif tag in self._BLOCK:
            self.out.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self.skipping:
            self.skipping -= 1
        elif tag in self._BLOCK:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.out.append(data)

    def text(self) -> str:
        lines = (" ".join(line.split()) for line in "".join(self.out).splitlines())
        return "\n".join(line for line in lines if line)


def html_text(markup: str) -> str:
    parser = _HtmlText()
    parser.feed(markup)
    parser.close()
    return parser.text()


def read_epub(path: Path, name: str) -> Pages:
    """An EPUB's chapters in reading order. Read here with zipfile and the
    standard XML parser (ebooklib is AGPL, which Verbatim's MIT bundle cannot
    carry), through defusedxml: a book that declares entities (a billion
    laughs, an external file) is refused, not expanded. container.xml names
    the package, its spine the chapters, and a chapter is only ever a member
    of this zip, whatever its path says."""
    import posixpath
    from urllib.parse import unquote

    from defusedxml import ElementTree

    with zipfile.ZipFile(path) as archive:
        members = set(archive.namelist())
        container = ElementTree.fromstring(archive.read("META-INF/container.xml"))
        rootfile = next(e for e in container.iter() if e.tag.endswith("rootfile"))
        package_path = str(rootfile.get("full-path", ""))
        package = ElementTree.fromstring(archive.read(package_path))
        base = posixpath.dirname(package_path)
        hrefs = {
            e.get("id"): e.get("href", "")
            for e in package.iter()
            if e.tag.endswith("}item") or e.tag == "item"
        }
        order = [
            e.get("idref")
            for e in package.iter()
            if e.tag.endswith("}itemref") or e.tag == "itemref"
        ]
        chapters: list[str] = []
        for idref in order:
            member = posixpath.normpath(posixpath.join(base, unquote(hrefs.get(idref) or "")))
            if member.startswith(("../", "/")) or member not in members:
                continue  # a path that climbs out of the book names nothing in it
            chapters.append(member)

        def texts() -> Iterator[str]:
            for member in chapters:
                yield html_text(archive.read(member).decode("utf-8", "replace"))

        return paged("epub", "chapter", texts(), len(chapters))


def read_rtf(path: Path, name: str) -> Pages:
    from striprtf.striprtf import rtf_to_text

    raw = path.read_bytes().decode("latin-1")
    return parts("rtf", iter(rtf_to_text(raw, errors="ignore").splitlines()))


def read_html(path: Path, name: str) -> Pages:
    """A web page's words, here in the child: Python's HTML parser slows
    down quadratically on unfinished tags, which only the time limit ends."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Refused(
            say("“{name}” is not UTF-8 text, so it cannot be shown to the model.", name=name)
        ) from exc
    return parts("html", iter(html_text(text).splitlines()))
