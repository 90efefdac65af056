"""Journeys: a person's first hour, clicking the real buttons (issue 9).

Every step here is a click on the widget a person clicks or a key on the
focused widget; nothing sets model values directly. Each test ends by
closing the window the normal way (the harness waits for it), so a journey
that leaves the window unclosable fails.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QPushButton,
    QWidget,
)

from desktop.devserver import DevServer, Reply, demo_text
from desktop.domain.messages import Message, Role, Status, new_id
from desktop.domain.providers import ProviderKind
from desktop.session.settings import load_settings
from desktop.ui.dialogs.confirm import ConfirmDialog
from desktop.ui.dialogs.settings_dialog import SettingsDialog
from desktop.ui.main_window import MainWindow
from desktop.ui.shortcuts import ShortcutSheet
from tests.ui.conftest import Harness
from tests.ui.people import (
    LEFT,
    choose_from_row_menu,
    choose_in_combo,
    click,
    dialog_button,
    idle,
    last,
    open_settings_by_click,
    replace_text,
    type_and_enter,
)


# ----------------------------------------------------------------- settings
def test_settings_save_after_changing_only_the_theme(harness: Harness) -> None:
    """Item 1: Save raised AttributeError (combo data came back as str)."""
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    choose_in_combo(harness, dialog.theme, "Dark")
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    assert not dialog.isVisible()
    assert window.palette_.name == "dark"
    saved = json.loads((harness.data / "config" / "settings.json").read_text())
    assert saved["theme"] == "dark"
    assert [p["kind"] for p in saved["providers"]] == ["openai"]
    harness.close(window)  # and the window still closes


def test_settings_add_test_and_save_a_provider_then_remove_it(harness: Harness) -> None:
    """Items 1 and 9: Add made no row; Save crashed on the provider kind."""
    window = harness.open(provider=None, base_url=None, model=None)
    dialog = open_settings_by_click(harness, window)
    providers = dialog.list  # the providers list (Backups has its own)
    assert providers is not None and providers.count() == 1  # a first row to fill in
    click(harness, next(b for b in dialog.findChildren(QPushButton) if b.text() == "Add"))
    assert providers.count() == 2 and providers.currentRow() == 1
    replace_text(harness, dialog.name, "My server")
    choose_in_combo(harness, dialog.kind, "OpenAI or compatible")
    replace_text(harness, dialog.url, harness.server.openai_base)
    replace_text(harness, dialog.model, "verbatim-demo")
    click(harness, dialog.test_button)
    harness.wait(lambda: dialog.test_result.text().startswith(("✓", "✗")))
    assert dialog.test_result.text().startswith("✓ Connected"), dialog.test_result.text()
    assert providers.item(1).text() == "My server"
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    assert window.settings.active_provider == "My server"
    assert window.settings.provider("My server") is not None
    harness.wait(lambda: "My server" in " ".join(_picker_items(window)))
    assert window.stack.currentWidget() is window.transcript  # welcome gives way

    type_and_enter(harness, window, "does my new server answer?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)

    dialog = open_settings_by_click(harness, window)
    providers = dialog.list  # the providers list (Backups has its own)
    assert providers is not None
    names = [providers.item(i).text() for i in range(providers.count())]
    providers.setFocus()
    rect = providers.visualItemRect(providers.item(names.index("My server")))
    harness.qtbot.mouseClick(providers.viewport(), LEFT, pos=rect.center())
    click(harness, next(b for b in dialog.findChildren(QPushButton) if b.text() == "Remove"))
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    assert window.settings.provider("My server") is None
    on_disk = load_settings(harness.data / "config")
    assert on_disk.provider("My server") is None


def _picker_items(window: MainWindow) -> list[str]:
    return [window.model_picker.itemText(i) for i in range(window.model_picker.count())]


def test_settings_test_connection_against_a_dead_port_ends_with_a_sentence(
    harness: Harness,
) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead = s.getsockname()[1]
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    replace_text(harness, dialog.url, f"http://127.0.0.1:{dead}/v1")
    click(harness, dialog.test_button)
    harness.wait(lambda: dialog.test_result.text().startswith("✗"))
    assert "did not answer" in dialog.test_result.text()
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Cancel))
    assert not dialog.isVisible()


@pytest.mark.parametrize("url", ["localhost:11434", "http://[::1", "ftp://127.0.0.1/"])
def test_settings_test_connection_with_a_typo_ends_with_a_sentence(
    harness: Harness, url: str
) -> None:
    """Issue 11, item 7: a URL typo left the dialog on "Testing…" forever."""
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    replace_text(harness, dialog.url, url)
    click(harness, dialog.test_button)
    harness.wait(lambda: dialog.test_result.text().startswith("✗"))
    assert "internal" not in dialog.test_result.text().lower()
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Cancel))


def test_closing_works_even_when_saving_settings_fails(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item 1: after a failed save, Ctrl+Q and the close button did nothing."""
    import desktop.session.app_session as app_session

    def broken(*_: object) -> None:
        raise RuntimeError("injected: the settings could not be written")

    window = harness.open()
    monkeypatch.setattr(app_session, "save_settings", broken)
    harness.qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    harness.wait(lambda: window._closed_done)
    harness.close(window)


# --------------------------------------------------------------- the demo
def test_the_demo_lasts_one_run_then_a_real_provider_takes_over(harness: Harness) -> None:
    """Item 2: after --demo, a plain start opened in demo mode again."""
    window = harness.open(provider=None, base_url=None, model=None, demo=True)
    assert window.demo_label.isVisible()
    type_and_enter(harness, window, "hello demo")
    harness.wait(lambda: idle(window))
    harness.close(window)

    plain = harness.open(provider=None, base_url=None, model=None)
    assert not plain.demo_label.isVisible() and "Demo" not in plain.windowTitle()
    assert plain.settings.active_provider is None
    assert plain.settings.provider("Demo") is None
    harness.close(plain)

    real = harness.open()  # --provider openai --base-url <devserver>
    assert real.settings.active_provider == "OpenAI-compatible"
    real.new_conversation()
    harness.server.script(Reply(tokens=4, seed=3))
    type_and_enter(harness, real, "hello real model")
    harness.wait(lambda: idle(real) and last(real).status is Status.COMPLETE)
    assert last(real).content == demo_text(4, 3)


# ----------------------------------------------------------------- layout
def test_a_long_title_and_the_demo_never_widen_the_window(harness: Harness) -> None:
    """Item 3: the header's minimum width followed the title (1,617 px)."""
    window = harness.open(demo=True)
    type_and_enter(harness, window, "x" * 30)
    harness.wait(lambda: idle(window))
    cid = window.conversation_id
    assert cid is not None
    window.side._on_rename(cid, "A very long title " * 12)  # 216 characters, as a rename gives
    harness.wait(lambda: window.title.full_text().startswith("A very long title"))
    assert window.minimumSizeHint().width() <= 800
    window.resize(800, 600)
    harness.qtbot.wait(50)
    assert window.width() <= 800
    header = [window.title, window.demo_label, window.model_picker, window.context_meter]
    header += [window.setup_label, window.setup_button, window.settings_button]
    header += [window.about_button]
    boxes = [w.geometry() for w in header if w.isVisible()]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not a.intersects(b), (a, b)
    right = window.about_button.mapTo(window, QPoint(window.about_button.width(), 0)).x()
    assert right <= window.width()
    assert window.title.text().endswith("…")
    assert window.title.width() >= 100  # the title keeps room to be read


# ----------------------------------------------------------------- search
def test_search_opens_the_match_on_its_own_version_and_highlights_it(harness: Harness) -> None:
    """Item 4: a hit opened the conversation as it stood, not at the match."""
    harness.server.script(
        Reply(text="Bananas are berries, botanically speaking."),
        Reply(text="Strawberries are not berries at all."),
    )
    window = harness.open()
    type_and_enter(harness, window, "tell me a fruit fact")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    click(harness, window.transcript.widgets[-1].buttons["regenerate"])
    harness.wait(lambda: idle(window) and "Strawberries" in last(window).content)
    window.new_conversation()

    harness.qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.sidebar.search.hasFocus()
    harness.qtbot.keyClicks(window.sidebar.search, "botanically")
    results = window.sidebar.results
    assert window.sidebar.search_model.rowCount() == 1
    rect = results.visualRect(window.sidebar.search_model.index(0))
    harness.qtbot.mouseClick(results.viewport(), LEFT, pos=rect.center())
    harness.wait(lambda: "Bananas" in last(window).content)
    widget = window.transcript.widgets[-1]
    assert widget.card.property("hit") is True
    assert widget.body.textCursor().selectedText().lower() == "botanically"


# ------------------------------------------------------- first run, models
def test_sending_before_a_model_is_chosen_shows_the_message_and_why(harness: Harness) -> None:
    """Item 5: the message disappeared behind the welcome page."""
    window = harness.open(provider=None, base_url=None, model=None)
    assert window.stack.currentWidget() is window.welcome
    type_and_enter(harness, window, "is anybody there?")
    harness.wait(lambda: idle(window) and last(window).status is Status.FAILED)
    assert window.stack.currentIndex() == window.stack.indexOf(window.transcript)
    assert window.model.message_at(0).content == "is anybody there?"
    error = window.transcript.widgets[-1].error
    assert error.isVisible() and "No model is chosen" in error.text()


def test_first_run_with_a_local_server_makes_it_the_primary_choice(
    harness: Harness, devserver: DevServer
) -> None:
    """Items 8 and 9: found servers are primary, and the composer gets focus.
    The scripted server stands in for LM Studio on a port of its own."""
    lm_studio = ("LM Studio", ProviderKind.OPENAI, devserver.port)
    window = harness.open(provider=None, base_url=None, model=None, discover=[lm_studio])
    harness.wait(lambda: "Found" in window.welcome.status.text(), timeout=15_000)
    buttons = [
        b for b in window.welcome.findChildren(QPushButton) if b.text().startswith("Use LM Studio")
    ]
    assert len(buttons) == 1
    assert buttons[0].objectName() == "Primary"
    assert window.welcome.demo_button.objectName() != "Primary"
    click(harness, buttons[0])
    assert window.stack.currentWidget() is window.transcript
    assert QApplication.focusWidget() is window.composer.editor
    devserver.script(Reply(tokens=3, seed=5))
    harness.qtbot.keyClicks(QApplication.focusWidget(), "first question")
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Return)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    assert last(window).content == demo_text(3, 5)


def test_first_run_without_a_server_offers_the_demo_first(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Looking where nothing answers: a port held by this test, bound and
    not listening (refused), never one assumed free. With no local engine
    installed (with one, running a model here comes first:
    test_local_models_window.py)."""
    monkeypatch.setenv("VERBATIM_LLAMA_SERVER", str(tmp_path / "no-engine-here"))
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        nobody = ("Ollama", ProviderKind.OLLAMA, held.getsockname()[1])
        window = harness.open(provider=None, base_url=None, model=None, discover=[nobody])
        status = window.welcome.status
        harness.wait(lambda: status.text().startswith(("No model", "Found")), timeout=15_000)
    assert status.text().startswith("No model")
    assert window.welcome.demo_button.objectName() == "Primary"


def test_after_a_crash_the_window_reopens_where_the_cut_off_answer_is(harness: Harness) -> None:
    """Item 8: the relaunch opened an empty conversation, not the recovered one."""
    window = harness.open()
    harness.close(window)
    from desktop.store.db import open_store

    repo = open_store(harness.data)
    crashed = repo.create_conversation(provider="OpenAI-compatible", model="verbatim-demo")
    question = repo.add_message(
        Message(id=new_id(), conversation_id=crashed.id, role=Role.USER, content="long story")
    )
    answer = repo.add_message(
        Message(
            id=new_id(),
            conversation_id=crashed.id,
            role=Role.ASSISTANT,
            content="",
            parent_id=question.id,
            status=Status.STREAMING,
        )
    )
    repo.set_tip(crashed.id, answer.id)
    repo.journal.append_piece(answer.id, "Once upon a time")  # what a checkpoint left behind
    repo.create_conversation()  # a newer, unrelated conversation
    repo.close()

    again = harness.open()
    assert again.conversation_id == crashed.id
    assert last(again).status is Status.INTERRUPTED and last(again).content == "Once upon a time"


def test_an_answer_cut_off_by_the_length_limit_says_so_and_offers_continue(
    harness: Harness,
) -> None:
    """Item 8: finish_reason "length" looked exactly like a finished answer."""
    harness.server.script(Reply(tokens=8, seed=1, cut_off=True), Reply(tokens=4, seed=2))
    window = harness.open()
    type_and_enter(harness, window, "write a long essay")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    widget = window.transcript.widgets[-1]
    assert widget.badge.text() == "Cut off: length limit" and widget.badge.isVisible()
    click(harness, widget.buttons["continue"])
    harness.wait(lambda: idle(window) and last(window).content == demo_text(4, 2))
    # Item 6: the continuation is drawn attached to the answer it continues.
    continued = window.transcript.widgets[-1]
    assert continued.role.text() == "↳ continued"
    assert window.model.message_at(window.model.rowCount() - 2).cut_off


def test_continue_after_stop_is_attached_to_the_stopped_answer(harness: Harness) -> None:
    harness.server.script(Reply(tokens=100_000, rate=800), Reply(tokens=3, seed=8))
    window = harness.open()
    type_and_enter(harness, window, "go on and on")
    harness.wait(lambda: len(last(window).content) > 100)
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    harness.wait(lambda: last(window).status is Status.INTERRUPTED)
    harness.qtbot.keyClick(
        window,
        Qt.Key.Key_Return,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    harness.wait(lambda: idle(window) and last(window).content == demo_text(3, 8))
    assert window.transcript.widgets[-1].role.text() == "↳ continued"
    assert window.transcript.widgets[-2].badge.text() == "Stopped"


# ------------------------------------------------------- keyboard, a11y
def test_tab_from_the_composer_goes_to_the_header_not_the_transcript(harness: Harness) -> None:
    """Item 7: the first Tab scrolled to the top and walked every Copy button."""
    harness.server.script(*[Reply(tokens=200, seed=i) for i in range(4)])
    window = harness.open()
    for i in range(4):
        type_and_enter(harness, window, f"question {i}")
        harness.wait(lambda: idle(window))
    bar = window.transcript.verticalScrollBar()
    harness.wait(lambda: bar.value() == bar.maximum())
    bottom = bar.value()
    window.composer.editor.setFocus()
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    # Send when it can be pressed; else the header's first control (with
    # every answer done and the box empty, Send is off).
    assert focused is not None
    assert focused is window.composer.button or window.header.isAncestorOf(focused), focused
    assert bar.value() == bottom


def test_every_focusable_control_has_an_accessible_name(harness: Harness) -> None:
    harness.server.script(Reply(tokens=5, reasoning="thinking first"))
    window = harness.open()
    type_and_enter(harness, window, "name everything")
    harness.wait(lambda: idle(window))
    dialog = open_settings_by_click(harness, window)
    for root in (window, dialog):
        nameless = [
            f"{type(w).__name__}#{w.objectName()}"
            for w in root.findChildren(QWidget)
            if w.isVisible()
            and w.focusPolicy() != Qt.FocusPolicy.NoFocus
            and not w.accessibleName()
            and not _labelled_by_text(w)
        ]
        assert nameless == [], nameless
    dialog.reject()


def _labelled_by_text(widget: QWidget) -> bool:
    """A button is read by its own text."""
    from PySide6.QtWidgets import QAbstractButton

    return isinstance(widget, QAbstractButton) and bool(widget.text().strip("&"))


def test_shortcuts_open_settings_and_the_sheet_that_lists_them(harness: Harness) -> None:
    window = harness.open()
    harness.qtbot.keyClick(window, Qt.Key.Key_F1)
    sheets = [s for s in window.findChildren(ShortcutSheet) if s.isVisible()]
    assert len(sheets) == 1
    listed = " ".join(keys for keys, _ in sheets[0].rows)
    for keys in ("Ctrl+,", "Ctrl+K", "Ctrl+Shift+C", "Ctrl+Up", "F1", "Esc"):
        assert keys in listed, keys
    sheets[0].reject()
    harness.qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert [d for d in window.findChildren(SettingsDialog) if d.isVisible()]


def test_copy_says_copied_and_ctrl_shift_c_copies_the_last_answer(harness: Harness) -> None:
    harness.server.script(Reply(tokens=6, seed=6))
    window = harness.open()
    type_and_enter(harness, window, "something to copy")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    clipboard = QApplication.clipboard()
    clipboard.setText("")
    copy = window.transcript.widgets[-1].buttons["copy"]
    click(harness, copy)
    assert copy.accessibleName() == "Copied" and clipboard.text() == demo_text(6, 6)
    assert window.toast.isVisible() and window.toast.text() == "Copied"
    clipboard.setText("")
    harness.qtbot.keyClick(
        window,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert clipboard.text() == demo_text(6, 6)


def test_a_quick_double_enter_makes_one_conversation(harness: Harness) -> None:
    harness.server.script(Reply(tokens=3))
    window = harness.open()
    editor = window.composer.editor
    editor.setFocus()
    harness.qtbot.keyClicks(editor, "only once")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.wait(lambda: idle(window))
    harness.qtbot.wait(200)
    assert window.repo.count_conversations() == 1
    assert window.repo.count_messages() == 2


def test_the_sidebar_highlight_follows_the_open_conversation(harness: Harness) -> None:
    harness.server.script(Reply(tokens=3), Reply(tokens=3))
    window = harness.open()
    type_and_enter(harness, window, "first")
    harness.wait(lambda: idle(window))
    first = window.conversation_id
    harness.qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert not window.sidebar.list.currentIndex().isValid()
    type_and_enter(harness, window, "second")
    harness.wait(lambda: idle(window))
    current = window.sidebar.list.currentIndex()
    assert window.sidebar.model.conversation_at(current.row()).id == window.conversation_id
    rect = window.sidebar.list.visualRect(
        window.sidebar.model.index(window.sidebar.model.row_of(first or ""))
    )
    harness.qtbot.mouseClick(window.sidebar.list.viewport(), LEFT, pos=rect.center())
    assert window.conversation_id == first
    current = window.sidebar.list.currentIndex()
    assert window.sidebar.model.conversation_at(current.row()).id == first


def test_rename_pin_and_delete_through_the_context_menu_dialogs(harness: Harness) -> None:
    harness.server.script(Reply(tokens=3))
    window = harness.open()
    type_and_enter(harness, window, "to be renamed")
    harness.wait(lambda: idle(window))
    cid = window.conversation_id or ""
    rename = window.sidebar.ask_rename(cid, "to be renamed")
    assert rename.field.text() == "to be renamed" and rename.field.hasSelectedText()
    replace_text(harness, rename.field, "   ")
    assert not rename.rename.isEnabled()  # a title never becomes empty
    replace_text(harness, rename.field, "Renamed <b>plainly</b>")
    assert rename.rename.isDefault()
    harness.qtbot.keyClick(rename.field, Qt.Key.Key_Return)
    harness.wait(lambda: window.title.full_text() == "Renamed <b>plainly</b>")
    choose_from_row_menu(harness, window, cid, "Pin to top")
    harness.wait(lambda: window.sidebar.model.headings() == ["Pinned"])
    harness.wait(lambda: window.sidebar.model.conversation_at(1).pinned)
    choose_from_row_menu(harness, window, cid, "Delete…")
    box = next(d for d in window.findChildren(ConfirmDialog) if d.isVisible())
    assert box.cancel.isDefault() and box.action.objectName() == "Danger"
    click(harness, box.action)
    harness.wait(lambda: window.repo.count_conversations() == 0 and window.conversation_id is None)
    assert window.conversation_id is None and window.sidebar.model.conversation_count() == 0
