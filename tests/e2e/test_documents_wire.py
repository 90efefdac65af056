"""Documents reach the model as their text, page by page, over real loopback
HTTP with the scripted server; one too long for the model is sent as its
most relevant passages, which the answer keeps as its sources (issue 27)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from desktop.domain.messages import Status
from desktop.engine.attachments import prepare
from desktop.engine.documents import DocumentMode
from desktop.store.exchange.transfer import export_json, export_markdown
from tests import documents
from tests.e2e.conftest import Env

FACT = "The lighthouse keeper's cat is called Marmalade."
FILES: dict[str, Callable[[], bytes]] = {
    "report.pdf": lambda: documents.pdf(["Quarterly figures rose.", FACT]),
    "notes.docx": lambda: documents.docx(["Meeting notes.", FACT], [["owner", "Ana"]]),
    "deck.pptx": lambda: documents.pptx(["Welcome. Agenda.", FACT]),
    "sheet.xlsx": lambda: documents.xlsx({"Cats": [["name", "job"], ["Marmalade", "keeper"]]}),
    "book.epub": lambda: documents.epub(["It was a dark night.", FACT]),
    "essay.odt": lambda: documents.odt(["An essay.", FACT]),
    "letter.rtf": lambda: documents.rtf(["Dear Ana,", FACT]),
    "page.html": lambda: f"<html><body><h1>Log</h1><p>{FACT}</p></body></html>".encode(),
    "readme.md": lambda: f"# Log\n\n{FACT}\n".encode(),
    "cats.csv": lambda: b"name,job\nMarmalade,keeper\n",
}
# What the request must carry for each: the page label and the words.
EXPECTED = {
    "report.pdf": ("[page 2]", FACT),
    "notes.docx": ("[part 1]", "owner | Ana"),
    "deck.pptx": ("[slide 2]", FACT),
    "sheet.xlsx": ("[sheet 1]", "Marmalade\tkeeper"),
    "book.epub": ("[chapter 2]", FACT),
    "essay.odt": ("[part 1]", FACT),
    "letter.rtf": ("[part 1]", FACT),
    "page.html": ("[part 1]", FACT),
    "readme.md": ("[part 1]", FACT),
    "cats.csv": ("[part 1]", "Marmalade,keeper"),
}


@pytest.mark.parametrize("name", list(FILES))
async def test_each_format_is_sent_as_its_text_page_by_page(env: Env, name: str) -> None:
    file = prepare(name, FILES[name]())
    assert file.attachment.is_document and file.attachment.words > 0
    cid = env.conversation("openai")
    answer = await (await env.engine.send(cid, "What is the cat called?", [file])).wait()
    assert answer.status is Status.COMPLETE
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    label, words = EXPECTED[name]
    assert sent.startswith(f'<document name="{name}">\n')
    assert label in sent and words in sent
    assert sent.endswith("</document>\n\nWhat is the cat called?")
    # Sent whole: the answer names the document by every page it read, with
    # no passage (the whole page went), so its Sources line shows (issue 35).
    assert answer.sources and {s.name for s in answer.sources} == {name}
    assert all(s.passage == "" and s.doc == file.attachment.sent_sha256 for s in answer.sources)
    assert label.strip("[]").split()[1] in {str(s.page) for s in answer.sources}
    print(
        f"\n{name}: {file.attachment.pages} page(s), {file.attachment.words} words; sent {sent!r}"
    )


async def test_a_scanned_pdf_says_it_has_no_text_instead_of_sending_nothing(env: Env) -> None:
    scan = prepare("scan.pdf", documents.scanned_pdf(3))
    assert scan.attachment.pages == 3 and scan.attachment.words == 0
    cid = env.conversation("ollama")
    await (await env.engine.send(cid, "Summarise this.", [scan])).wait()
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    assert "no text layer" in sent and "scan" in sent
    assert sent.startswith('<document name="scan.pdf">')


@pytest.mark.heavy
async def test_a_scanned_pdf_is_read_by_ocr_and_its_fact_cited_to_its_page(env: Env) -> None:
    """Issue 41: three pages that are only pictures of their text (two in
    English, one in German) are read by OCR in the reader's child; the
    fact on page 2 is found by the documents' ranking and cited to page 2."""
    from desktop.domain.pages import decode

    scan = prepare("letter.pdf", documents.scanned_text_pdf(documents.SCAN_PAGES))
    pages = decode(scan.sent)
    assert pages.ocr and not pages.scanned and scan.from_scan
    accuracy = [
        documents.word_accuracy(want, read)
        for want, read in zip(documents.SCAN_PAGES, pages.pages, strict=True)
    ]
    assert min(accuracy) >= 0.98, accuracy
    expected = sum(len(page.split()) for page in documents.SCAN_PAGES)
    assert scan.attachment.pages == 3
    assert abs(scan.attachment.words - expected) <= expected * 0.02
    assert "für Ihren Bruder in Köln" in pages.pages[2]  # German, umlauts and all
    cid = env.conversation("openai")
    question = "Until when does the warranty on the new boiler run?"
    plan = env.plan(cid, documents=DocumentMode.RELEVANT)
    answer = await (await env.engine.send(cid, question, [scan], plan=plan)).wait()
    assert answer.status is Status.COMPLETE
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    assert 'sent="the passages most relevant to the question' in sent
    cited = sent.split("[page 2]\n", 1)[1]
    page_two = " ".join(cited.split("\n\n[page")[0].split())  # OCR's line breaks aside
    assert "the warranty on the new boiler runs until October 2031" in page_two
    assert any(s.page == 2 and "October 2031" in s.passage for s in answer.sources)
    print(f"\nOCR accuracy {accuracy}, {scan.attachment.words} words; sent {sent!r}")


PICTURE_TEXT = (
    "Harrow and Sons replaced the old boiler on 14 March. The warranty on the new "
    "boiler runs until October 2031."
)


@pytest.mark.heavy
@pytest.mark.parametrize("kind", ["PNG", "JPEG"])
async def test_a_picture_of_text_reaches_a_model_without_pictures_as_its_words(
    env: Env, kind: str
) -> None:
    """Issue 41: a picture of text attached in a conversation with a model
    that takes no pictures is read by OCR in the reader's child, and its
    words reach the model as a one-page document's, cited as page 1; the
    server's refusal of the picture is not the answer."""
    from desktop.domain.pages import decode

    note = prepare(f"note.{kind.lower()}", documents.text_picture(PICTURE_TEXT, kind))
    assert note.attachment.is_read_picture and note.from_scan
    assert note.attachment.pages == 1
    assert abs(note.attachment.words - len(PICTURE_TEXT.split())) <= 1
    assert documents.word_accuracy(PICTURE_TEXT, decode(note.sent).pages[0]) >= 0.95
    env.server.vision_models = {"some-vision-model"}  # the conversation's model takes none
    cid = env.conversation("openai")
    question = "Until when does the boiler's warranty run?"
    answer = await (await env.engine.send(cid, question, [note])).wait()
    assert answer.status is Status.COMPLETE, answer.error
    request = env.server.chat_requests()[-1].messages[-1]
    sent = request["content"]
    assert isinstance(sent, str)  # words only: no picture part
    assert sent.startswith(f'<document name="note.{kind.lower()}">\n')
    assert "[page 1]" in sent and "October 2031" in sent
    assert sent.endswith(question)
    assert answer.sources and {(s.name, s.page) for s in answer.sources} == {
        (f"note.{kind.lower()}", 1)
    }


@pytest.mark.heavy
async def test_a_model_that_takes_pictures_gets_the_picture_and_its_words(env: Env) -> None:
    from desktop.devserver.pictures import pictures_of

    note = prepare("note.png", documents.text_picture(PICTURE_TEXT))
    cid = env.conversation("openai")  # the devserver's models all take pictures
    answer = await (await env.engine.send(cid, "What does it say?", [note])).wait()
    assert answer.status is Status.COMPLETE, answer.error
    requests = env.server.chat_requests()
    assert len(requests) == 1  # asked once: nothing refused
    last = requests[-1].messages[-1]
    assert [p.data for p in pictures_of(last)] == [note.original]  # small: the original itself
    assert "October 2031" in json.dumps(last["content"])


@pytest.mark.heavy
def test_a_huge_picture_of_text_is_read_within_the_pixel_cap() -> None:
    """A picture of 53 million pixels (within what may be attached, twice
    what OCR is given) is read shrunk to ocr.MAX_PIXELS, its words whole."""
    import io

    from desktop.documents import ocr

    line = "The warranty on the new boiler runs until October 2031. "
    page = documents.scanned_page(line * 30, width_mm=760, height_mm=500)
    assert page.width * page.height > 2 * ocr.MAX_PIXELS
    assert page.width * page.height * 0.25 <= ocr.shrunk(page).width * ocr.shrunk(page).height
    assert ocr.shrunk(page).width * ocr.shrunk(page).height <= ocr.MAX_PIXELS
    data = io.BytesIO()
    page.save(data, "PNG")
    huge = prepare("huge.png", data.getvalue())
    assert huge.attachment.is_read_picture
    assert huge.attachment.words == len((line * 30).split())


def _long_report(pages: int, fact_page: int) -> bytes:
    filler = (
        "Revenue and costs were reviewed by the committee in the usual way. "
        "The minutes record routine approvals of budgets and schedules. "
    ) * 12
    texts = [f"Section {n}. {filler}" for n in range(1, pages + 1)]
    texts[fact_page - 1] += " " + FACT
    return documents.pdf(texts)


async def test_a_document_too_long_for_the_model_is_sent_as_relevant_passages_with_sources(
    env: Env,
) -> None:
    report = prepare("report.pdf", _long_report(120, fact_page=87))
    assert report.attachment.pages == 120
    cid = env.conversation("openai")
    question = "What is the lighthouse keeper's cat called?"
    plan = env.plan(cid, limit=4096)
    answer = await (await env.engine.send(cid, question, [report], plan=plan)).wait()
    assert answer.status is Status.COMPLETE
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    assert 'sent="the passages most relevant to the question, not the whole document"' in sent
    assert "[page 87]" in sent and FACT in sent
    assert len(sent) // 3 < 4096  # it fits where the whole (about 30,000 tokens) could not
    pages = sorted({s.page for s in answer.sources})
    assert 87 in pages and all(s.name == "report.pdf" for s in answer.sources)
    assert any(FACT in s.passage for s in answer.sources)
    # Kept: read back from the store, and carried by an export.
    stored = env.repo.get_message(answer.id)
    assert stored is not None and stored.sources == answer.sources
    exported = json.dumps(export_json(env.repo))
    assert FACT in exported and '"sources"' in exported
    readable = export_markdown(env.repo)
    assert f"*Sources: report.pdf, page{'s' if len(pages) > 1 else ''} " in readable
    assert "87" in readable.split("*Sources: ")[1].split("*")[0]
    print(f"\nsent {len(sent):,} characters; sources: report.pdf, pages {pages}")


async def test_the_relevant_parts_setting_sends_passages_even_when_the_whole_fits(
    env: Env,
) -> None:
    report = prepare("report.pdf", _long_report(6, fact_page=4))
    cid = env.conversation("ollama")
    plan = env.plan(cid, documents=DocumentMode.RELEVANT)
    answer = await (await env.engine.send(cid, "cat lighthouse keeper", [report], plan=plan)).wait()
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    assert "[page 4]" in sent and FACT in sent
    assert {s.page for s in answer.sources} >= {4}
    # The index was made once, for the document's text, and is used again.
    assert env.repo.documents.indexed(report.attachment.sent_sha256)
    again = await (await env.engine.send(cid, "And the lighthouse?", plan=plan)).wait()
    assert 4 in {s.page for s in again.sources}
