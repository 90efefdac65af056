"""Which pictures are read as text (issue 41's follow-up): a picture is
kept by its words when Tesseract, the real program in the reader's child,
was sure of enough of them, not when it found a few "words" at all. A photo
of noise gave 17 unsure ones ("aoe", "Rady:") and was kept as a scan."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw, ImageFont

from desktop.domain.pages import decode
from desktop.engine.attachments import prepare
from tests import documents
from tests.images import noise_photo

pytestmark = pytest.mark.heavy

UI_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"  # fonts-dejavu-core


def _screenshot(text: str) -> bytes:
    """A screenshot of a dialog as a screen shows it: 96 dpi, a 13-pixel
    sans-serif line on a window's grey, and two buttons."""
    shot = Image.new("RGB", (420, 140), "#efefef")
    draw = ImageDraw.Draw(shot)
    font = ImageFont.truetype(UI_FONT, 13)
    draw.text((20, 24), text, font=font, fill="#202020")
    for left, label in ((230, "Cancel"), (320, "Save")):
        draw.rounded_rectangle(
            (left, 90, left + 80, 118), radius=4, fill="#fafafa", outline="#9a9a9a"
        )
        draw.text((left + 20, 97), label, font=font, fill="#202020")
    out = io.BytesIO()
    shot.save(out, "PNG")
    return out.getvalue()


def test_a_photo_of_noise_is_sent_as_a_picture_not_as_a_scan() -> None:
    """A photo with a camera's grain and no text: Tesseract reads shapes in
    it as words it is unsure of (at most 70 of 100 in this one), so it is
    sent as the picture it is, not as those words "read from the scan"."""
    photo = prepare("IMG_0002.jpg", noise_photo((1600, 1200), seed=2))
    assert not photo.from_scan
    assert not photo.attachment.is_read_picture
    assert photo.attachment.sent_mime == "image/jpeg" and photo.attachment.words == 0


@pytest.mark.parametrize(
    ("page", "kept"),
    [(1, "the warranty on the new boiler runs until October 2031"), (2, "Bruder in Köln")],
    ids=["English", "German"],
)
def test_a_scanned_page_in_english_or_german_is_still_read_as_text(page: int, kept: str) -> None:
    """The letter's pages the scanned-PDF tests read, each as a picture: a
    page of a scanner's 300 dpi, its words read surely (87 to 97)."""
    text = documents.SCAN_PAGES[page]
    picture = io.BytesIO()
    documents.scanned_page(text).save(picture, "PNG")
    scan = prepare("letter.png", picture.getvalue())
    assert scan.from_scan and scan.attachment.is_read_picture
    read = decode(scan.sent).pages[0]
    assert kept in " ".join(read.split()), read
    assert documents.word_accuracy(text, read) >= 0.95


def test_a_screenshot_of_a_few_words_is_read_as_text() -> None:
    """A screenshot's few small words, at a screen's resolution, are read
    surely enough to count: the picture's words are kept."""
    shot = prepare("Screenshot.png", _screenshot("Save changes before closing?"))
    assert shot.from_scan and shot.attachment.is_read_picture
    read = decode(shot.sent).pages[0]
    assert "Save changes before closing?" in read, read


def test_a_scanned_pdf_page_that_is_a_photo_gives_no_words() -> None:
    """A scanned PDF is read page by page by the same rule as a picture: a
    page that is a photo (noise with a camera's grain) gives no words, where
    Tesseract's unsure "words" were kept as the page's text; the letter's
    page beside it is read as before."""
    from fpdf import FPDF

    doc = FPDF(unit="mm", format="A4")
    doc.add_page()
    # A page-sized photo of noise: Tesseract read 'ah, vy … ve us “+' in it.
    doc.image(io.BytesIO(noise_photo((1240, 1754), seed=0)), x=0, y=0, w=210, h=297)
    doc.add_page()
    letter = io.BytesIO()
    documents.scanned_page(documents.SCAN_PAGES[1]).save(letter, "PNG")
    letter.seek(0)
    doc.image(letter, x=0, y=0, w=210, h=297)
    scan = prepare("scanned.pdf", bytes(doc.output()))
    pages = decode(scan.sent).pages
    assert pages[0].strip() == "", pages[0]
    assert "the warranty on the new boiler runs until October 2031" in " ".join(pages[1].split())


@pytest.mark.parametrize(
    "text",
    ["Bitte Tür schließen", "Grüße aus Düsseldorf", "Café à côté de la gare"],
    ids=["German", "German name", "French"],
)
def test_a_short_sign_in_another_language_keeps_its_letters(text: str) -> None:
    """A photo of a few words in German or French, attached in an English
    Verbatim: too few words to know their language by, so each language
    installed is tried and the surest reading kept. Read in English alone,
    "Bitte Tür schließen" came back as "Bitte Tur schliefSen"."""
    sign = prepare("sign.png", documents.text_picture(text))
    assert sign.from_scan
    assert decode(sign.sent).pages[0] == text


def test_a_short_english_line_reads_the_same() -> None:
    """Trying the other languages changes nothing in English words."""
    line = "Meeting moved to Thursday at 3 pm"
    note = prepare("note.png", documents.text_picture(line))
    assert decode(note.sent).pages[0] == line
