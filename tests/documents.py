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


SCAN_DPI = 300  # a scanner's usual resolution
SCAN_FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")  # fonts-dejavu-core


def scanned_page(text: str, *, width_mm: float = 210, height_mm: float = 297) -> Image.Image:
    """One page of `text` as a scanner sees it: a greyscale picture at
    SCAN_DPI, 12-point type, 25 mm margins, lines wrapped at the margin."""
    from PIL import ImageDraw, ImageFont

    px = SCAN_DPI / 25.4
    width, height, margin = round(width_mm * px), round(height_mm * px), round(25 * px)
    font = ImageFont.truetype(str(SCAN_FONT), round(12 / 72 * SCAN_DPI))
    page = Image.new("L", (width, height), 255)
    draw = ImageDraw.Draw(page)
    line_height = round(font.size * 1.45)
    y = margin
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if draw.textlength(trial, font=font) > width - 2 * margin and line:
                draw.text((margin, y), line, font=font, fill=0)
                y, line = y + line_height, word
            else:
                line = trial
        draw.text((margin, y), line, font=font, fill=0)
        y += line_height * 2
    return page


# A letter of three pages, the last in German, for the scanned-PDF tests:
# the fact on page 2 (the boiler's warranty) is asked about and cited.
SCAN_PAGES = [
    "Dear Mrs Okafor,\n"
    "Thank you for your letter about the house on Mill Lane. We visited the property "
    "last Tuesday with the surveyor and walked through every room on the ground floor. "
    "The kitchen window frames are sound, although the paint is peeling on the garden "
    "side. The front door needs a new lock, and the hallway floorboards creak near the "
    "stairs but are not loose. We found no damp in the living room, and the chimney was "
    "swept in the autumn. The garden fence along the north border leans where the old "
    "apple tree pushes against it; the neighbours have agreed to share the cost of a "
    "new section. Our full notes on the roof follow on the next page.",
    "The roof was inspected from a ladder and from the attic. Three slates above the "
    "bathroom are cracked and will be replaced before the winter. The gutters were "
    "cleared of leaves and moss. In the cellar, the old boiler was replaced on 14 March "
    "by Harrow and Sons; the invoice number is HX-4471, and the warranty on the new "
    "boiler runs until October 2031. The water pressure was tested at the kitchen tap "
    "and in the shower upstairs, and both were normal. The electrician will return in "
    "May to check the fuse box, which is older than the rest of the wiring. Please keep "
    "this letter with the deeds, since the buyer will ask for the boiler papers.",
    "Sehr geehrte Frau Okafor,\n"
    "anbei finden Sie die deutsche Zusammenfassung für Ihren Bruder in Köln. Das Haus "
    "ist in einem guten Zustand. Die Fenster in der Küche sind stabil, nur die Farbe "
    "blättert an der Gartenseite ab. Im Keller wurde der alte Heizkessel im März "
    "ersetzt, und die Garantie gilt bis Oktober 2031. Drei Dachziegel über dem Badezimmer "
    "sind gesprungen und werden vor dem Winter erneuert. Der Zaun an der Nordseite "
    "steht schief, weil der alte Apfelbaum dagegen drückt. Die Nachbarn übernehmen die "
    "Hälfte der Kosten für ein neues Stück. Mit freundlichen Grüßen, Ihr Gutachterbüro.",
]


def scanned_text_pdf(pages: list[str]) -> bytes:
    """A PDF as a scanner writes it: each page one picture of its text
    (`scanned_page`), A4, with no text layer at all."""
    from fpdf import FPDF

    doc = FPDF(unit="mm", format="A4")
    for text in pages:
        doc.add_page()
        picture = io.BytesIO()
        scanned_page(text).save(picture, "PNG")
        picture.seek(0)
        doc.image(picture, x=0, y=0, w=210, h=297)
    return bytes(doc.output())


def text_picture(text: str, kind: str = "PNG", *, width_mm: float = 150) -> bytes:
    """A photo or screenshot of `text` as a person attaches it: one picture
    (`scanned_page`, a short page), saved as PNG or JPEG."""
    picture = io.BytesIO()
    scanned_page(text, width_mm=width_mm, height_mm=100).save(picture, kind)
    return picture.getvalue()


def word_accuracy(reference: str, read: str) -> float:
    """The share of `reference`'s words that `read` has, in order (the
    longest common run of words, punctuation aside): 1.0 is every word."""
    import difflib
    import re

    want, got = re.findall(r"\w+", reference), re.findall(r"\w+", read)
    matcher = difflib.SequenceMatcher(a=want, b=got, autojunk=False)
    return sum(block.size for block in matcher.get_matching_blocks()) / max(1, len(want))


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
