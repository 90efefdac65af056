"""Documents and projects the ways a person uses them, in the real window
(issue 27): a PDF dropped on the window and asked about, its tile and its
text; an answer's sources opening their page at the passage; a project made
in its sheet, a conversation started in it, another dragged into it, its
instructions in every request, a search within it, and its delete, which
asks what becomes of its conversations."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.domain.messages import Status
from desktop.ui.documents.attachment_view import AttachmentTile
from desktop.ui.documents.document_view import DocumentViewer
from desktop.ui.sidebar.project_dialog import DeleteProjectDialog, ProjectDialog
from tests import documents
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter
from tests.ui.test_attachments_window import _drop, _files_mime

FACT = "The lighthouse keeper's cat is called Marmalade."


def _report(tmp_path: Path, pages: int, fact_page: int) -> Path:
    filler = "The committee reviewed budgets, schedules and the usual minutes. " * 14
    texts = [f"Section {n}. {filler}" for n in range(1, pages + 1)]
    texts[fact_page - 1] += " " + FACT
    path = tmp_path / "report.pdf"
    path.write_bytes(documents.pdf(texts))
    return path


def test_a_dropped_pdf_is_read_asked_about_and_its_sources_open_at_the_passage(
    harness: Harness, tmp_path: Path
) -> None:
    window = harness.open()
    window.session.settings.documents = "relevant"  # Settings → Send: only the relevant parts
    report = _report(tmp_path, 40, fact_page=23)
    _drop(window, window.transcript.viewport(), _files_mime(report))
    harness.wait(lambda: len(window.composer.pending) == 1, timeout=30_000)
    (tile,) = window.composer.tiles.values()
    assert "report.pdf" in tile.text() and "40 pages" in tile.text() and "words" in tile.text()
    type_and_enter(harness, window, "What is the lighthouse keeper's cat called?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    sent = harness.server.chat_requests()[-1].messages[-1]["content"]
    assert "[page 23]" in sent and FACT in sent
    answer = window.transcript.widgets[-1]
    harness.wait(lambda: answer.sources.isVisible())
    labels = [b.text() for b in answer.sources.buttons]
    assert "23" in labels and len(labels) <= 8
    # The source opens the document at its page, with the passage marked.
    click(harness, answer.sources.buttons[labels.index("23")])
    viewer = next(v for v in window.findChildren(DocumentViewer) if v.isVisible())
    assert viewer.page_box.value() == 23
    assert "Marmalade" in viewer.marked
    assert "Marmalade" in viewer.text.textCursor().block().text()
    harness.qtbot.keyClick(viewer.page_box, Qt.Key.Key_Up)  # the next page, by the box
    assert viewer.text.toPlainText().startswith("— Page 24 —\nSection 24.")
    assert viewer.marked == ""
    viewer.reject()
    harness.close(window)

    again = harness.open()  # reopened: the sources are the answer's, kept
    harness.wait(lambda: again.model.rowCount() == 2)
    assert any(s.page == 23 for s in again.model.message_at(1).sources)
    harness.wait(lambda: again.transcript.widgets[-1].sources.isVisible())


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_a_dropped_scan_shows_the_words_read_from_it_and_answers_from_its_page(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 41: a PDF whose pages are only pictures of a letter is read by
    OCR; its tile says how many words were read from the scan, and a
    question about page 2 is sent that page and cites it."""
    window = harness.open()
    window.session.settings.documents = "relevant"
    scan = tmp_path / "letter.pdf"
    scan.write_bytes(documents.scanned_text_pdf(documents.SCAN_PAGES))
    _drop(window, window.transcript.viewport(), _files_mime(scan))
    harness.wait(lambda: len(window.composer.pending) == 1, timeout=60_000)
    (tile,) = window.composer.tiles.values()
    words = window.composer.pending[0].attachment.words
    assert words > 300
    assert tile.text() == f"letter.pdf\n3 pages · {words:,} words (read from the scan)"
    type_and_enter(harness, window, "Until when does the warranty on the new boiler run?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    sent = harness.server.chat_requests()[-1].messages[-1]["content"]
    assert "[page 2]" in sent and "October 2031" in sent
    answer = window.transcript.widgets[-1]
    harness.wait(lambda: answer.sources.isVisible())
    labels = [b.text() for b in answer.sources.buttons]
    click(harness, answer.sources.buttons[labels.index("2")])
    viewer = next(v for v in window.findChildren(DocumentViewer) if v.isVisible())
    assert viewer.page_box.value() == 2 and "October 2031" in viewer.marked
    viewer.reject()
    # The question's own tile says the words came from the scan, as the
    # composer's did: from what the store holds, so after a restart too.
    said = f"letter.pdf\n3 pages · {words:,} words (read from the scan)"
    assert _question_tile(window, "letter.pdf").text() == said
    harness.close(window)
    again = harness.open()
    harness.wait(lambda: len(again.transcript.widgets) == 2)
    assert _question_tile(again, "letter.pdf").text() == said
    harness.close(again)


def _question_tile(window, name: str) -> AttachmentTile:  # type: ignore[no-untyped-def]
    question = window.transcript.widgets[-2]
    (tile,) = [t for t in question.findChildren(AttachmentTile) if t.attachment.name == name]
    return tile


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_a_scan_being_read_says_its_page_and_can_be_let_go(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 41: while a scanned PDF is read by OCR (a second or more a
    page) its tile says which page it is at, and its × lets it go: it is
    not attached when the reading ends."""
    window = harness.open()
    composer = window.composer
    scan = tmp_path / "letter.pdf"
    scan.write_bytes(documents.scanned_text_pdf(documents.SCAN_PAGES))
    _drop(window, window.transcript.viewport(), _files_mime(scan))
    harness.wait(lambda: bool(composer.reading) and "2 of 3" in composer.reading[0].text())
    (tile,) = composer.reading
    assert tile.isVisible()
    assert tile.text() in {f"letter.pdf\nReading page {n} of 3 from the scan…" for n in (2, 3)}
    click(harness, tile.remove_button)
    assert not composer.reading and not composer.tray.isVisible()
    # A note dropped after it is read after it (one files thread): when its
    # tile is there, the scan's reading has ended, and it was not attached.
    note = tmp_path / "note.txt"
    note.write_text("Bring the surveyor's report.")
    _drop(window, window.transcript.viewport(), _files_mime(note))
    harness.wait(lambda: len(composer.pending) == 1, timeout=60_000)
    assert [f.attachment.name for f in composer.pending] == ["note.txt"]
    (note_tile,) = composer.tiles.values()
    assert not composer.reading and note_tile.isVisible()
    harness.close(window)


def test_a_dropped_picture_of_text_is_read_for_a_model_that_takes_no_pictures(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 41: a photo of a note, dropped in a conversation whose model
    takes no pictures, is read by OCR; its tile says the words were read
    from the picture, and the model is sent them (not a refusal)."""
    harness.server.vision_models = set()  # no model takes pictures
    window = harness.open()
    note = tmp_path / "note.jpg"
    text = "The warranty on the new boiler runs until October 2031."
    note.write_bytes(documents.text_picture(text, "JPEG"))
    _drop(window, window.transcript.viewport(), _files_mime(note))
    harness.wait(lambda: len(window.composer.pending) == 1, timeout=30_000)
    (tile,) = window.composer.tiles.values()
    words = window.composer.pending[0].attachment.words
    assert words == len(text.split())
    said = f"note.jpg\n1 page · {words} words (read from the picture)"
    assert tile.text() == said
    type_and_enter(harness, window, "Until when does the warranty run?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    sent = harness.server.chat_requests()[-1].messages[-1]["content"]
    assert "[page 1]" in sent and "October 2031" in sent
    # The question's own tile, in the conversation, says the same.
    question = window.transcript.widgets[-2]
    tiles = [t for t in question.findChildren(AttachmentTile) if t.attachment.name == "note.jpg"]
    assert tiles and tiles[0].text() == said
    harness.close(window)


def test_a_source_whose_passage_opens_with_a_heading_is_marked_whole(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 35, defect 8: the passage the model was given begins with the
    page's heading, a paragraph of its own; the mark's search never crossed
    a paragraph break, so the page opened with nothing marked."""
    window = harness.open()
    window.session.settings.documents = "relevant"
    filler = "The committee reviewed budgets, schedules and the usual minutes. " * 14
    texts = [f"Section {n}. {filler}" for n in range(1, 41)]
    texts[22] = f"Animals of the Lighthouse\n\n{FACT} {filler}"  # a heading, then the fact
    report = tmp_path / "report.pdf"
    report.write_bytes(documents.pdf(texts))
    _drop(window, window.transcript.viewport(), _files_mime(report))
    harness.wait(lambda: len(window.composer.pending) == 1, timeout=30_000)
    type_and_enter(harness, window, "What is the lighthouse keeper's cat called?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    answer = window.transcript.widgets[-1]
    harness.wait(lambda: answer.sources.isVisible())
    (given,) = [s for s in last(window).sources if s.page == 23]
    assert given.passage.startswith("Animals of the Lighthouse\n") and FACT in given.passage
    labels = [b.text() for b in answer.sources.buttons]
    click(harness, answer.sources.buttons[labels.index("23")])
    viewer = next(v for v in window.findChildren(DocumentViewer) if v.isVisible())
    assert viewer.page_box.value() == 23
    marked = " ".join(viewer.marked.split())
    assert marked == " ".join(given.passage.split())  # the whole passage, heading and all
    assert viewer.text.textCursor().block().text() == "Animals of the Lighthouse"
    viewer.reject()


def test_a_short_pdf_sent_whole_names_its_pages_under_the_answer(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 35, defect 8: by default (Settings → Send: the whole document
    when it fits) a short PDF went to the model whole and the answer showed
    no Sources line; it names the document and its pages, and each opens."""
    window = harness.open()
    assert window.session.settings.documents == "whole"  # the default
    plan = tmp_path / "plan.pdf"
    plan.write_bytes(documents.pdf(["Tomatoes in May.", "Beans in June.", FACT]))
    _drop(window, window.transcript.viewport(), _files_mime(plan))
    harness.wait(lambda: len(window.composer.pending) == 1, timeout=30_000)
    type_and_enter(harness, window, "What is the cat called?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    sent = harness.server.chat_requests()[-1].messages[-1]["content"]
    assert sent.startswith('<document name="plan.pdf">') and "passages" not in sent  # whole
    answer = window.transcript.widgets[-1]
    harness.wait(lambda: answer.sources.isVisible())
    assert [b.text() for b in answer.sources.buttons] == ["1", "2", "3"]
    assert {(s.name, s.page) for s in last(window).sources} == {("plan.pdf", n) for n in (1, 2, 3)}
    click(harness, answer.sources.buttons[2])
    viewer = next(v for v in window.findChildren(DocumentViewer) if v.isVisible())
    assert viewer.page_box.value() == 3
    assert FACT in viewer.text.toPlainText() and viewer.marked == ""  # sent whole: no passage
    viewer.reject()
    harness.close(window)
    again = harness.open()  # kept with the answer
    harness.wait(lambda: again.model.rowCount() == 2)
    harness.wait(lambda: again.transcript.widgets[-1].sources.isVisible())
    assert len(again.transcript.widgets[-1].sources.buttons) == 3


def test_a_long_document_sent_whole_shows_its_first_pages_and_its_last(qtbot: QtBot) -> None:
    """A 300-page book sent whole to a model with a long context: a dozen
    page buttons under the answer, not 300; the viewer's box reaches the rest."""
    from desktop.domain.messages import Source
    from desktop.ui.documents.document_view import MAX_PAGE_BUTTONS, SourcesView

    view = SourcesView()
    qtbot.addWidget(view)
    view.set_sources([Source("book.pdf", "b" * 64, n, "") for n in range(1, 301)])
    labels = [b.text() for b in view.buttons]
    assert len(labels) == MAX_PAGE_BUTTONS
    assert labels == [str(n) for n in range(1, MAX_PAGE_BUTTONS)] + ["300"]
    assert "whole document" in view.buttons[0].toolTip()


def _create_project(harness: Harness, window, name: str, instructions: str) -> str:  # type: ignore[no-untyped-def]
    click(harness, window.sidebar.new_project_button)
    dialog = next(d for d in window.findChildren(ProjectDialog) if d.isVisible())
    harness.qtbot.keyClicks(dialog.name, name)
    dialog.instructions.setPlainText(instructions)
    click(harness, dialog.save)
    harness.wait(lambda: any(p.name == name for p in window.session.repo.projects()))
    project = next(p for p in window.session.repo.projects() if p.name == name)
    # the store has it before the sidebar is refreshed from it
    harness.wait(lambda: window.sidebar.model.row_of_project(project.id) >= 0)
    return project.id


def _drag_onto(harness: Harness, window, source_row: int, target_row: int) -> None:  # type: ignore[no-untyped-def]
    """What the list receives when a row is dragged onto another."""
    view = window.sidebar.list
    model = window.sidebar.model
    mime = model.mimeData([model.index(source_row)])
    at = QPointF(view.visualRect(model.index(target_row)).center())
    press = (Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        enter = QDragEnterEvent(at, Qt.DropAction.MoveAction, mime, *press)  # type: ignore[call-overload,unused-ignore]
        move = QDragMoveEvent(at, Qt.DropAction.MoveAction, mime, *press)  # type: ignore[call-overload,unused-ignore]
    except TypeError:  # PySide6 6.11 takes only a QPoint here; 6.12 deprecates that
        enter = QDragEnterEvent(at.toPoint(), Qt.DropAction.MoveAction, mime, *press)
        move = QDragMoveEvent(at.toPoint(), Qt.DropAction.MoveAction, mime, *press)
    QApplication.sendEvent(view.viewport(), enter)
    QApplication.sendEvent(view.viewport(), move)
    QApplication.sendEvent(view.viewport(), QDropEvent(at, Qt.DropAction.MoveAction, mime, *press))


def _project_of(window, conversation_id: str) -> str | None:  # type: ignore[no-untyped-def]
    conversation = window.session.repo.get_conversation(conversation_id)
    return conversation.project_id if conversation is not None else None


def test_a_project_steers_its_conversations_keeps_them_and_asks_before_it_goes(
    harness: Harness,
) -> None:
    window = harness.open()
    type_and_enter(harness, window, "Groceries: milk")  # a conversation outside any project
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    loose_id = window.conversation_id
    assert loose_id is not None
    pid = _create_project(harness, window, "Voyage", "Answer as a ship's captain would.")
    model = window.sidebar.model
    row = model.row_of_project(pid)
    assert row >= 0 and model.index(row).data() == "Voyage"

    # Its menu: a new conversation in it, which the header names.
    menu = window.sidebar.menu_for(row, QPoint(0, 0))
    assert menu is not None
    new_here = next(a for a in menu.actions() if a.text() == "New conversation in this project")
    new_here.trigger()
    menu.close()
    harness.wait(lambda: window.header.title.full_text().startswith("Voyage › "))
    type_and_enter(harness, window, "Where is the harbour?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    system = harness.server.chat_requests()[-1].messages[0]
    assert system["role"] == "system" and system["content"].startswith("Answer as a ship's")
    inside_id = window.conversation_id
    assert inside_id is not None and _project_of(window, inside_id) == pid

    # The loose conversation dragged onto the project's row moves into it.
    harness.wait(lambda: model.row_of(loose_id) >= 0)
    _drag_onto(harness, window, model.row_of(loose_id), model.row_of_project(pid))
    harness.wait(lambda: _project_of(window, loose_id) == pid)
    assert window.session.repo.list_loose_conversations() == []

    # Search within the project finds only its conversations.
    window.sidebar.search_in(window.session.repo.get_project(pid))
    harness.qtbot.keyClicks(window.sidebar.search, "harbour")
    harness.wait(lambda: len(window.sidebar.search_model.hits) >= 1)
    assert {h.conversation_id for h in window.sidebar.search_model.hits} == {inside_id}
    assert window.sidebar.scope_button.isVisible()
    click(harness, window.sidebar.scope_button)
    assert window.sidebar.scope is None
    window.sidebar.search_in(window.session.repo.get_project(pid))  # searching in it again…

    # Delete asks; keeping the conversations leaves them outside any project.
    row = model.row_of_project(pid)
    dialog = window.sidebar.ask_delete_project(model.project_at(row))
    assert isinstance(dialog, DeleteProjectDialog) and "2 conversations" in dialog.body.text()
    assert dialog.cancel.isDefault() and not dialog.everything.isDefault()
    click(harness, dialog.keep)
    harness.wait(lambda: window.session.repo.projects() == [])
    kept = {c.id for c in window.session.repo.list_loose_conversations()}
    assert kept == {loose_id, inside_id}
    harness.wait(lambda: model.row_of(inside_id) >= 0 and model.row_of_project(pid) < 0)
    # …the search no longer keeps to a project that is gone (it had found nothing)
    assert window.sidebar.scope is None and not window.sidebar.scope_button.isVisible()
    assert {h.conversation_id for h in window.sidebar.search_model.hits} == {inside_id}


def test_a_projects_files_are_added_and_removed_in_its_sheet(
    harness: Harness, tmp_path: Path
) -> None:
    from PySide6.QtWidgets import QFileDialog

    window = harness.open()
    pid = _create_project(harness, window, "Garden", "Answer as a gardener.")
    menu = window.sidebar.menu_for(window.sidebar.model.row_of_project(pid), QPoint(0, 0))
    assert menu is not None
    next(a for a in menu.actions() if a.text() == "Edit project…").trigger()
    menu.close()
    sheet = next(d for d in window.findChildren(ProjectDialog) if d.isVisible())
    click(harness, sheet.add_files)
    chooser = window.side.files_dialog
    assert isinstance(chooser, QFileDialog) and chooser.isVisible()
    plan = tmp_path / "plan.pdf"
    plan.write_bytes(documents.pdf(["Tomatoes in May.", "Beans in June."]))
    chooser.filesSelected.emit([str(plan)])  # what choosing the file and Open does
    chooser.reject()
    harness.wait(lambda: sheet.files.count() == 1, timeout=30_000)
    assert sheet.files.item(0).text() == "plan.pdf · 2 pages · 6 words"
    project = window.session.repo.get_project(pid)
    assert project is not None and [a.name for a in project.files] == ["plan.pdf"]
    sheet.files.setCurrentRow(0)
    click(harness, sheet.remove_file)
    harness.wait(lambda: sheet.files.count() == 0)
    emptied = window.session.repo.get_project(pid)
    assert emptied is not None and emptied.files == ()
    assert window.session.repo.blobs([project.files[0].sha256]) == {}  # its bytes went with it
    sheet.reject()


def test_a_project_starts_its_conversations_with_its_preset_and_its_last_model(
    harness: Harness,
) -> None:
    from desktop.domain.messages import Parameters, Preset

    window = harness.open()
    window.session.save_preset(
        Preset("Terse", "Answer in one sentence.", Parameters(temperature=0.2))
    )
    click(harness, window.sidebar.new_project_button)
    dialog = next(d for d in window.findChildren(ProjectDialog) if d.isVisible())
    harness.qtbot.keyClicks(dialog.name, "Recipes")
    dialog.preset.setCurrentIndex(dialog.preset.findData("Terse"))
    click(harness, dialog.save)
    harness.wait(lambda: bool(window.session.repo.projects()))
    (project,) = window.session.repo.projects()
    assert project.preset == "Terse"
    window.new_conversation(project.id)
    assert window.state.system_prompt == "Answer in one sentence."
    assert window.state.parameters.temperature == 0.2
    type_and_enter(harness, window, "Bread?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    system = harness.server.chat_requests()[-1].messages[0]["content"]
    assert system == "Answer in one sentence."
    after = window.session.repo.get_project(project.id)
    assert after is not None and after.model == "verbatim-demo"  # the model last used there
    window.new_conversation()  # Ctrl+N: outside any project, the defaults again
    assert window.state.project_id is None and window.state.system_prompt == ""
