"""The first hour, again (issue 35): the model menu, Settings' default, the
welcome page's first question, where the keys go after a pick, and windows
that fit the screen. Each test drives the real window as a person would
and failed before its fix."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from desktop.domain.providers import ProviderKind
from desktop.ui.header.conversation_sheet import ConversationSheet
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness
from tests.ui.people import (
    LEFT,
    dialog_button,
    idle,
    last,
    open_settings_by_click,
    type_and_enter,
    type_where_the_focus_is,
)
from tests.ui.screens import choice_lists, typing_lands_in_a_text_field

ROOT = Path(__file__).parents[2]


def pick_in_the_menu(h: Harness, window: MainWindow, model: str) -> None:
    """Click the model menu, then choose `model` in its list by keyboard
    (Down until it is current, Enter), as a person does."""
    picker = window.model_picker
    h.qtbot.mouseClick(picker, LEFT)
    h.wait(lambda: picker.view().isVisible())
    view = picker.view()
    wanted = next(
        i for i in range(picker.count()) if (picker.itemData(i) or (None, None))[1] == model
    )
    view.setCurrentIndex(picker.model().index(wanted, 0))
    h.qtbot.keyClick(view, Qt.Key.Key_Return)
    h.wait(lambda: not view.isVisible())
    h.wait(lambda: window.state.model == model)


def test_the_model_menu_lists_each_model_once_after_answers_and_stops(
    harness: Harness,
) -> None:
    """Defect 1: each open, answer or Stop inserted another copy of the
    model the menu names."""
    window = harness.open()
    harness.wait(lambda: len(window.model_picker.choices()) >= 2)
    for question in ("one", "two", "three"):
        type_and_enter(harness, window, question)
        harness.wait(lambda: idle(window) and bool(last(window).content))
    harness.server.script()
    type_and_enter(harness, window, "stop me")
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    harness.wait(lambda: idle(window))
    harness.qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    window.sidebar.list.setFocus()
    harness.qtbot.mouseClick(
        window.sidebar.list.viewport(),
        LEFT,
        pos=window.sidebar.list.visualRect(window.sidebar.model.index(1)).center(),
    )
    listed = window.model_picker.choices()
    assert len(listed) == len(set(listed)), listed
    assert sorted(m for _p, m in listed) == ["verbatim-demo", "verbatim-fast"]
    window.header.open_setup()
    sheet = window.header.sheet
    assert isinstance(sheet, ConversationSheet)
    for menu in choice_lists(window):
        assert len(menu) == len(set(menu)), menu
    sheet.reject()


def test_after_a_pick_in_the_menu_the_keys_go_to_the_message_box(harness: Harness) -> None:
    """Defect 4: after a pick, Space opened the menu again and letters
    changed the model; the question was lost."""
    window = harness.open()
    harness.wait(lambda: len(window.model_picker.choices()) >= 2)
    pick_in_the_menu(harness, window, "verbatim-fast")
    type_where_the_focus_is(harness, "why is the sky blue")
    assert window.composer.editor.toPlainText() == "why is the sky blue"
    assert window.state.model == "verbatim-fast"
    assert typing_lands_in_a_text_field(window, harness.qtbot)


def test_after_retry_and_continue_the_keys_go_to_the_message_box(harness: Harness) -> None:
    """Defect 4: after Retry or Continue the focus went to the transcript."""
    from desktop.devserver import Fault, Reply

    window = harness.open()
    harness.server.script(Reply(fault=Fault.HTTP_STATUS, status=503, error_message="busy"))
    type_and_enter(harness, window, "hello")
    harness.wait(lambda: idle(window) and last(window).status.value == "failed")
    harness.wait(lambda: window.transcript.widgets[-1].buttons["retry"].isVisible())
    harness.server.script(Reply(tokens=6, seed=1, cut_off=True))
    harness.qtbot.mouseClick(window.transcript.widgets[-1].buttons["retry"], LEFT)
    harness.wait(lambda: idle(window) and last(window).content != "")
    type_where_the_focus_is(harness, "more")
    assert window.composer.editor.toPlainText() == "more"
    window.composer.editor.clear()
    button = window.transcript.widgets[-1].buttons["continue"]
    harness.wait(button.isVisible)
    harness.qtbot.mouseClick(button, LEFT)
    harness.wait(lambda: idle(window) and not button.isVisible())
    type_where_the_focus_is(harness, "again")
    assert window.composer.editor.toPlainText() == "again"


def _on_a_small_screen(data: Path, *options: str) -> dict[str, Any]:
    """The window and its dialogs opened on an 800×600 screen, in a process
    of its own (Qt's screen is chosen when it starts)."""
    env = {**os.environ, "VERBATIM_TEST_SCREEN": "800x600", "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-m", "tests.ui.small_screen", str(data), *options],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    fitted: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return fitted


@pytest.mark.heavy
def test_on_an_800_by_600_screen_every_window_fits(tmp_path: Path) -> None:
    """Defect 5: the first window was 1180×780 whatever the screen (the
    composer off the bottom on 800×600), and Settings and the library were
    taller than the screen."""
    fitted = _on_a_small_screen(tmp_path / "set-up")
    assert fitted["screen"] == [800, 600]
    assert {"window", "SettingsDialog", "LocalModelsDialog", "ConversationSheet"} <= set(
        fitted["windows"]
    )
    assert fitted["outside"] == [], fitted["outside"]
    assert fitted["composer_visible"] is True


@pytest.mark.heavy
def test_a_size_saved_on_a_large_screen_fits_a_small_one(harness: Harness) -> None:
    """Defect 5: a window made large on a 1280×800 screen, then opened on an
    800×600 one (a laptop on a projector), came back at its old size."""
    window = harness.open()
    window.resize(1270, 790)
    harness.close(window)
    saved = json.loads((harness.data / "config" / "settings.json").read_text("utf-8"))
    assert saved["window_geometry"]
    fitted = _on_a_small_screen(harness.data)
    assert fitted["outside"] == [] and fitted["composer_visible"] is True, fitted


def test_saving_settings_keeps_the_default_model(harness: Harness) -> None:
    """Defect 2: a second server added in Settings with no default model,
    Save, Ctrl+N: the menu was blank and the question failed "No model is
    chosen…"."""
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    harness.qtbot.mouseClick(
        next(b for b in dialog.findChildren(QPushButton) if b.text() == "Add"), LEFT
    )
    harness.qtbot.keyClicks(dialog.name, "Second server")
    dialog.url.clear()
    harness.qtbot.keyClicks(dialog.url, harness.server.openai_base)
    dialog.kind.setCurrentIndex(dialog.kind.findData(ProviderKind.OPENAI))
    assert dialog.model.currentText() == ""
    harness.qtbot.mouseClick(dialog_button(dialog, QDialogButtonBox.StandardButton.Save), LEFT)
    harness.wait(lambda: not dialog.isVisible())
    harness.qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    harness.wait(lambda: window.model_picker.choice() is not None)
    assert window.model_picker.choice() == ("OpenAI-compatible", "verbatim-demo")
    requests = len(harness.server.chat_requests())
    type_and_enter(harness, window, "still answered?")
    harness.wait(lambda: idle(window) and last(window).content != "")
    assert harness.server.chat_requests()[requests].body["model"] == "verbatim-demo"
    assert last(window).error is None


def test_a_provider_with_no_default_model_answers_with_its_first_model(
    harness: Harness,
) -> None:
    """Defect 2: with no default model anywhere, new conversations had none
    and every question failed; the first model the provider lists answers."""
    window = harness.open(model=None)
    harness.wait(lambda: window.model_picker.choice() is not None)
    assert window.model_picker.choice() == ("OpenAI-compatible", "verbatim-demo")
    type_and_enter(harness, window, "hello")
    harness.wait(lambda: idle(window) and last(window).content != "")
    assert last(window).error is None


def test_a_first_question_on_the_welcome_page_is_answered(harness: Harness) -> None:
    """Defect 3: typed on the welcome page before any choice, the question
    failed "No model is chosen…", and the menu said "No model yet" beside
    the servers found."""
    found = ("LM Studio", ProviderKind.OPENAI, harness.server.port)
    window = harness.open(provider=None, base_url=None, model=None, discover=[found])
    welcome = window.welcome
    harness.wait(lambda: welcome.searched and bool(welcome.found))
    assert window.stack.currentWidget() is welcome
    harness.wait(lambda: len(window.model_picker.choices()) == 2)
    assert ("LM Studio", "verbatim-demo") in window.model_picker.choices()
    requests = len(harness.server.chat_requests())
    type_and_enter(harness, window, "hello there")
    harness.wait(lambda: idle(window) and last(window).content != "")
    assert last(window).error is None, last(window).error
    assert len(harness.server.chat_requests()) == requests + 1
    assert window.stack.currentWidget() is not welcome
    assert window.model_picker.choice() == ("LM Studio", "verbatim-demo")


def test_a_question_typed_at_once_waits_for_a_slow_server_to_be_found(harness: Harness) -> None:
    """A first question typed while the search for servers is still waiting
    for one's model list goes to that server. The search gave a server that
    had taken its connection one second to answer, and on a busy computer
    (a fresh clone's tests at load 5) the first question failed "No model is
    chosen…" beside a server that was running."""
    harness.server.list_delay = 1.5
    found = ("LM Studio", ProviderKind.OPENAI, harness.server.port)
    window = harness.open(provider=None, base_url=None, model=None, discover=[found])
    type_and_enter(harness, window, "hello there")
    harness.wait(lambda: idle(window) and bool(last(window).content or last(window).error))
    assert last(window).error is None, last(window).error
    assert window.model_picker.choice() == ("LM Studio", "verbatim-demo")


def test_a_model_of_a_found_server_picked_in_the_menu_answers(harness: Harness) -> None:
    """Defect 3: the menu offers the found servers' models on the welcome
    page; picking one sets its server up and it answers."""
    found = ("LM Studio", ProviderKind.OPENAI, harness.server.port)
    window = harness.open(provider=None, base_url=None, model=None, discover=[found])
    harness.wait(lambda: len(window.model_picker.choices()) == 2)
    pick_in_the_menu(harness, window, "verbatim-fast")
    assert window.settings.provider("LM Studio") is not None
    type_where_the_focus_is(harness, "hi")
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Return)
    harness.wait(lambda: idle(window) and last(window).content != "")
    assert harness.server.chat_requests()[-1].body["model"] == "verbatim-fast"


def test_settings_offers_the_models_a_provider_lists(harness: Harness) -> None:
    """Settings choose, not type: the Default model is picked from what the
    provider lists, and picking another makes it the default."""
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    harness.wait(lambda: dialog.model.count() == 2)
    assert [dialog.model.itemText(i) for i in range(2)] == ["verbatim-demo", "verbatim-fast"]
    assert dialog.model.currentText() == "verbatim-demo"
    arrow = QPoint(dialog.model.width() - 8, dialog.model.height() // 2)
    harness.qtbot.mouseClick(dialog.model, LEFT, pos=arrow)  # its arrow opens the list
    view = dialog.model.view()
    harness.wait(view.isVisible)
    view.setCurrentIndex(dialog.model.model().index(1, 0))
    harness.qtbot.keyClick(view, Qt.Key.Key_Return)
    assert dialog.model.currentText() == "verbatim-fast"
    harness.qtbot.mouseClick(dialog_button(dialog, QDialogButtonBox.StandardButton.Save), LEFT)
    harness.qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    harness.wait(lambda: window.model_picker.choice() == ("OpenAI-compatible", "verbatim-fast"))


def test_a_model_on_this_computer_asks_for_no_address_or_key(harness: Harness) -> None:
    """A provider's fields show only what applies to it."""
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    assert dialog.url.isVisible() and dialog.key.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData(ProviderKind.LOCAL))
    assert not dialog.url.isVisible() and not dialog.key.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData(ProviderKind.OLLAMA))
    assert dialog.url.isVisible() and not dialog.key.isVisible()
    dialog.reject()


def test_a_newcomers_first_hour(harness: Harness, tmp_path: Path) -> None:
    """The first hour replayed from a fresh data folder by the window's state
    machine (its invariants checked after every step): a server is found,
    a question typed at once, a picture attached, another model picked, a
    provider added, a new conversation: every question answered, none lost."""
    from tests.ui.test_window_defects import play

    machine = play(
        harness,
        tmp_path,
        first_run=True,
        steps=[
            ("type_and_send", {"text": "hello"}),
            ("answered", {}),
            ("paste_a_picture", {"colour": "teal", "width": 32}),
            ("type_and_send", {"text": "what is in this picture?"}),
            ("answered", {}),
            ("pick_a_model", {"pick": 1}),
            ("type_and_send", {"text": "and now?"}),
            ("answered", {}),
            ("add_a_provider", {"default": ""}),
            ("ctrl_n", {}),
            ("type_and_send", {"text": "what is 2+2?"}),
            ("answered", {}),
            ("add_a_provider", {"default": "verbatim-fast"}),
            ("type_and_send", {"text": "naïve café 東京 🙂"}),
            ("answered", {}),
        ],
    )
    answered = machine["answered"]
    assert answered == machine["asked"] == 5, machine


def test_on_an_800_by_600_screen_the_welcome_page_fits(tmp_path: Path) -> None:
    """Defect 5: on a first start with no server found, the welcome page's
    sentence on one line made the window 1106 px wide on an 800 px screen."""
    fitted = _on_a_small_screen(tmp_path, "--first-run")
    assert fitted["outside"] == [] and fitted["composer_visible"] is True, fitted


def test_the_model_menu_stays_put_as_the_meter_appears_and_grows(harness: Harness) -> None:
    """Defect 10: the model menu moved sideways as the context meter
    appeared, and the meter's numbers were cut as they grew."""
    from tests.ui.screens import cut_words

    window = harness.open()
    window.resize(1100, 760)
    meter = window.context_meter
    harness.wait(lambda: window.model_picker.choice() is not None)
    before = window.model_picker.mapTo(window, window.model_picker.rect().topLeft())
    type_and_enter(harness, window, "hello")
    harness.wait(lambda: idle(window) and meter.isVisible() and meter.used > 0)
    after = window.model_picker.mapTo(window, window.model_picker.rect().topLeft())
    assert after == before
    meter.show_use(123_456, 131_072)  # a long conversation's numbers
    layout = window.header.layout()
    assert layout is not None
    layout.activate()  # the header lays itself out again now
    assert window.model_picker.mapTo(window, window.model_picker.rect().topLeft()) == before
    assert [c for c in cut_words(window.header) if "/" in c] == []


def test_a_source_of_one_page_says_page_and_of_several_pages(qtbot: QtBot) -> None:
    """Defect 9: "report.pdf, pages 2" beside one page button."""
    from PySide6.QtWidgets import QLabel

    from desktop.domain.messages import Source
    from desktop.ui.documents.document_view import SourcesView

    view = SourcesView()
    qtbot.addWidget(view)
    view.set_sources(
        [
            Source("report.pdf", "a", 2, "one passage"),
            Source("notes.pdf", "b", 1, "first"),
            Source("notes.pdf", "b", 4, "second"),
        ]
    )
    said = [label.text() for label in view.findChildren(QLabel) if "," in label.text()]
    assert said == ["report.pdf, page", "notes.pdf, pages"]


def test_a_new_project_takes_files_before_it_is_made(harness: Harness, tmp_path: Path) -> None:
    """Defect 10: the New project sheet had no Files; they could be added
    only after Create, by opening the project again."""
    from desktop.ui.sidebar.project_dialog import ProjectDialog

    notes = tmp_path / "notes.txt"
    notes.write_text("The kitchen is to be painted green.", "utf-8")
    window = harness.open()
    harness.qtbot.mouseClick(window.sidebar.new_project_button, LEFT)
    sheet = next(d for d in window.findChildren(ProjectDialog) if d.isVisible())
    assert sheet.add_files.isVisible() and sheet.files.isVisible()
    harness.qtbot.keyClicks(sheet.name, "Kitchen")
    harness.qtbot.mouseClick(sheet.add_files, LEFT)
    chooser = window.side.files_dialog
    assert chooser is not None
    chooser.selectFile(str(notes))
    chooser.accept()
    harness.wait(lambda: sheet.files.count() == 1)
    assert sheet.files.item(0).text().startswith("notes.txt")
    harness.qtbot.mouseClick(sheet.save, LEFT)
    harness.wait(lambda: len(window.repo.projects()) == 1)
    harness.wait(lambda: [f.name for f in window.repo.projects()[0].files] == ["notes.txt"])


def test_no_tooltip_follows_the_pointer_over_the_transcript_or_the_lists(
    harness: Harness,
) -> None:
    """Defect 10: a tooltip ("The messages of this conversation") showed
    wherever the pointer rested over the transcript, and over the search
    results; their descriptions are for screen readers."""
    from PySide6.QtWidgets import QAbstractScrollArea

    window = harness.open()
    type_and_enter(harness, window, "hello")
    harness.wait(lambda: idle(window))
    areas = [w for w in window.findChildren(QAbstractScrollArea) if w.isVisible()]
    assert window.transcript in areas
    assert {a.objectName() or type(a).__name__: a.toolTip() for a in areas if a.toolTip()} == {}
    assert window.transcript.accessibleDescription()  # still said to a screen reader
