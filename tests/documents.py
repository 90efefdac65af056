"""Real documents for the tests, written by each format's own library (fpdf2,
python-docx, python-pptx, openpyxl, odfpy) or, for EPUB and RTF, by hand
to their specifications: nothing here is a stand-in for a reader."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from PIL import Image


def pdf(pages: list[str], *, password: str | None = None) -> bytes:
    from fpdf import FPDF

    doc = FPDF()
    doc.set_font("Helvetica", size=11)
    for text in pages:
        doc.add_page()
        doc.multi_cell(0, 5, text)
    if password is not None:
        doc.set_encryption(owner_password="owner-" + password, user_password=password)
    return bytes(doc.output())


def scanned_pdf(pages: int = 2) -> bytes:
    """Pages that are only pictures, as a scanner makes them: no text layer."""
    from fpdf import FPDF

    picture = io.BytesIO()
    Image.new("RGB", (300, 400), "white").save(picture, "PNG")
    doc = FPDF()
    for _ in range(pages):
        doc.add_page()
        picture.seek(0)
        doc.image(picture, x=10, y=10, w=180)
    return bytes(doc.output())


def docx(paragraphs: list[str], table: list[list[str]] | None = None) -> bytes:
    import docx as python_docx

    document = python_docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    if table:
        grid = document.add_table(rows=len(table), cols=len(table[0]))
        for r, row in enumerate(table):
            for c, value in enumerate(row):
                grid.cell(r, c).text = value
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def pptx(slides: list[str]) -> bytes:
    from pptx import Presentation

    deck = Presentation()
    for text in slides:
        slide = deck.slides.add_slide(deck.slide_layouts[1])
        slide.shapes.title.text = text.split(".")[0]
        slide.placeholders[1].text = text
    out = io.BytesIO()
    deck.save(out)
    return out.getvalue()


def xlsx(sheets: dict[str, list[list[object]]]) -> bytes:
    import openpyxl

    book = openpyxl.Workbook(write_only=True)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def big_xlsx(path: Path, rows: int, cols: int) -> None:
    import openpyxl

    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("numbers")
    for r in range(rows):
        sheet.append([r * cols + c for c in range(cols)])
    book.save(path)


def odt(paragraphs: list[str]) -> bytes:
    from odf.opendocument import OpenDocumentText
    from odf.text import P

    document = OpenDocumentText()
    for text in paragraphs:
        document.text.addElement(P(text=text))
    out = io.BytesIO()
    document.write(out)
    return out.getvalue()


def epub(chapters: list[str], *, extra_spine: list[str] | None = None) -> bytes:
    """An EPUB 3 as its specification lays it out; `extra_spine` adds items
    whose paths are given as they are (a hostile book's `../../etc/passwd`)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as book:
        book.writestr("mimetype", "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        book.writestr(
            "META-INF/container.xml",
            '<?xml version="1.0"?><container version="1.0" '
            'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
            '<rootfile full-path="OEBPS/content.opf" '
            'media-type="application/oebps-package+xml"/></rootfiles></container>',
        )
        items, spine = [], []
        for i, text in enumerate(chapters, 1):
            book.writestr(
                f"OEBPS/ch{i}.xhtml",
                f'<html xmlns="http://www.w3.org/1999/xhtml"><head><title>{i}</title></head>'
                f"<body><h1>Chapter {i}</h1><p>{text}</p></body></html>",
            )
            items.append(f'<item id="c{i}" href="ch{i}.xhtml" media-type="application/xhtml+xml"/>')
            spine.append(f'<itemref idref="c{i}"/>')
        for j, href in enumerate(extra_spine or []):
            items.append(f'<item id="x{j}" href="{href}" media-type="application/xhtml+xml"/>')
            spine.append(f'<itemref idref="x{j}"/>')
        book.writestr(
            "OEBPS/content.opf",
            '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" '
            'unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
            '<dc:identifier id="id">test</dc:identifier><dc:title>Test</dc:title>'
            "<dc:language>en</dc:language></metadata>"
            f"<manifest>{''.join(items)}</manifest><spine>{''.join(spine)}</spine></package>",
        )
    return out.getvalue()


def rtf(paragraphs: list[str]) -> bytes:
    body = "".join(f"{p}\\par\n" for p in paragraphs)
    return ("{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs22 " + body + "}").encode()


def docx_bomb(path: Path, inflated: int = 1024 * 1024 * 1024) -> None:
    """A .docx whose document.xml inflates to `inflated` bytes from about a
    thousandth of that: written streaming, so the test never holds it."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as bomb:
        bomb.writestr("[Content_Types].xml", "<Types/>")
        with bomb.open("word/document.xml", "w", force_zip64=True) as part:
            block = b"<w:p>" + b"a" * (1024 * 1024 - 5)
            for _ in range(inflated // len(block)):
                part.write(block)


def many_pages_pdf(pages: int, text: str) -> bytes:
    """A PDF of `pages` pages that all show `text`, written by hand (one
    content stream shared by every page), so a 5,000-page file takes
    milliseconds to make where fpdf2 takes a minute."""
    from desktop.documents.sample import sample_pdf

    return sample_pdf(pages, text)


_XML = '<?xml version="1.0" encoding="UTF-8"?>'
_PKG = "http://schemas.openxmlformats.org/package/2006"
_DOC = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_SHEET_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_OFFICE = "application/vnd.openxmlformats-officedocument.spreadsheetml"


def _rels(kind: str, target: str) -> str:
    return (
        f'{_XML}<Relationships xmlns="{_PKG}/relationships">'
        f'<Relationship Id="rId1" Type="{_DOC}/{kind}" Target="{target}"/></Relationships>'
    )


def million_cell_xlsx(path: Path, rows: int = 1000, cols: int = 1000) -> None:
    """An .xlsx of rows × cols numbers, its sheet written as the Office Open
    XML specification lays it out, streamed straight into the zip."""
    types = (
        f'{_XML}<Types xmlns="{_PKG}/content-types">'
        f'<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        f'<Override PartName="/xl/workbook.xml" ContentType="{_OFFICE}.sheet.main+xml"/>'
        f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{_OFFICE}.worksheet+xml"/>'
        "</Types>"
    )
    workbook = (
        f'{_XML}<workbook xmlns="{_SHEET_NS}" xmlns:r="{_DOC}">'
        '<sheets><sheet name="numbers" sheetId="1" r:id="rId1"/></sheets></workbook>'
    )
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as book:
        book.writestr("[Content_Types].xml", types)
        book.writestr("_rels/.rels", _rels("officeDocument", "xl/workbook.xml"))
        book.writestr("xl/workbook.xml", workbook)
        book.writestr("xl/_rels/workbook.xml.rels", _rels("worksheet", "worksheets/sheet1.xml"))
        with book.open("xl/worksheets/sheet1.xml", "w") as sheet:
            sheet.write(f'{_XML}<worksheet xmlns="{_SHEET_NS}"><sheetData>'.encode())
            for r in range(rows):
                cells = "".join(f"<c><v>{r * cols + c}</v></c>" for c in range(cols))
                sheet.write(f'<row r="{r + 1}">{cells}</row>'.encode())
            sheet.write(b"</sheetData></worksheet>")
