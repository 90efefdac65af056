"""pytest-qt drives the real window against the scripted server (issue 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from desktop.devserver import Fault, Reply, demo_text
from desktop.domain.messages import Message, Role, Status
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness


def _type_and_enter(h: Harness, window: MainWindow, text: str) -> None:
    editor = window.composer.editor
    editor.setFocus()
    h.qtbot.keyClicks(editor, text)
    h.qtbot.keyClick(editor, Qt.Key.Key_Return)


def _last(window: MainWindow) -> Message:
    rows = window.model.rowCount()
    if rows == 0:  # nothing sent yet: an empty stand-in keeps wait predicates simple
        return Message(id="", conversation_id="", role=Role.USER, content="")
    return window.model.message_at(rows - 1)


def _words(text: str) -> list[str]:
    return text.split()


def _idle(window: MainWindow) -> bool:
    cid = window.conversation_id
    return cid is not None and not window.session.engine.is_running(cid)


def test_composer_has_focus_and_send_streams_an_answer(harness: Harness) -> None:
    harness.server.script(Reply(tokens=120, seed=4, rate=2000))
    window = harness.open()
    # The widget that holds the keyboard when the window is active: the composer.
    assert window.focusWidget() is window.composer.editor
    _type_and_enter(harness, window, "hello there")
    harness.wait(lambda: window.model.rowCount() == 2)
    assert window.composer.running and window.composer.button.accessibleName() == "Stop"
    harness.wait(lambda: _idle(window) and _last(window).status is Status.COMPLETE)
    assert _last(window).content == demo_text(120, 4)
    widget = window.transcript.widgets[-1]
    assert _words(widget.body.toPlainText()) == _words(demo_text(120, 4))  # what was read
    assert window.composer.text() == "" and window.composer.button.accessibleName() == "Send"
    assert window.sidebar.model.conversation_count() == 1
    assert window.title.text() == "hello there"


def test_stop_mid_stream_then_reopen_shows_the_stopped_text_exactly(harness: Harness) -> None:
    harness.server.script(Reply(tokens=100_000, rate=800))
    window = harness.open()
    _type_and_enter(harness, window, "tell me everything")
    harness.wait(lambda: len(_last(window).content) > 300)
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    harness.wait(lambda: _last(window).status is Status.INTERRUPTED)
    seen = _words(window.transcript.widgets[-1].body.toPlainText())  # on the screen
    assert window.transcript.widgets[-1].badge.text() == "Stopped"
    assert len(seen) > 50 and _words(demo_text(100_000))[: len(seen)] == seen
    harness.close(window)

    again = harness.open()
    last = _last(again)
    widget = again.transcript.widgets[-1]
    assert last.status is Status.INTERRUPTED and _words(widget.body.toPlainText()) == seen
    assert widget.badge.text() == "Stopped" and widget.badge.isVisible()
    assert widget.buttons["continue"].isVisible() and widget.buttons["regenerate"].isVisible()


def test_closing_the_window_mid_stream_saves_the_answer_as_stopped(harness: Harness) -> None:
    harness.server.script(Reply(tokens=100_000, rate=800))
    window = harness.open()
    _type_and_enter(harness, window, "a long answer please")
    harness.wait(lambda: len(_last(window).content) > 200)
    harness.close(window)  # no question asked: closing never blocks on a dialog
    delivered = harness.server.disconnects
    assert delivered == 1
    again = harness.open()
    last = _last(again)
    assert last.status is Status.INTERRUPTED and len(last.content) > 200
    assert demo_text(100_000).startswith(last.content)


def test_shift_enter_adds_a_line_and_enter_sends_it(harness: Harness) -> None:
    harness.server.script(Reply(tokens=3))
    window = harness.open()
    editor = window.composer.editor
    editor.setFocus()
    harness.qtbot.keyClicks(editor, "line one")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    harness.qtbot.keyClicks(editor, "line two")
    assert window.conversation_id is None and window.composer.text() == "line one\nline two"
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.wait(lambda: _idle(window))
    assert window.model.message_at(0).content == "line one\nline two"


def test_empty_input_is_never_sent(harness: Harness) -> None:
    window = harness.open()
    editor = window.composer.editor
    assert not window.composer.button.isEnabled()
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.qtbot.keyClicks(editor, "   ")
    harness.qtbot.keyClick(editor, Qt.Key.Key_Return)
    harness.qtbot.wait(100)
    assert not window.composer.button.isEnabled()
    assert window.conversation_id is None and harness.server.chat_requests() == []
    assert window.repo.count_messages() == 0


def test_switching_away_while_streaming_and_back_shows_the_complete_answer(
    harness: Harness,
) -> None:
    harness.server.script(Reply(tokens=600, seed=9, rate=1500), Reply(tokens=5, seed=1))
    window = harness.open()
    _type_and_enter(harness, window, "first conversation")
    harness.wait(lambda: len(_last(window).content) > 50)
    first = window.conversation_id
    harness.qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.conversation_id is None
    _type_and_enter(harness, window, "second conversation")
    harness.wait(lambda: window.model.rowCount() == 2 and _idle(window))
    assert first is not None
    harness.wait(lambda: not window.session.engine.is_running(first))
    window.open_conversation(first)
    assert _last(window).status is Status.COMPLETE and _last(window).content == demo_text(600, 9)
    assert window.sidebar.model.conversation_count() == 2


def test_error_is_shown_in_plain_words_and_retry_makes_a_new_version(harness: Harness) -> None:
    harness.server.script(
        Reply(fault=Fault.HTTP_STATUS, status=503, error_message="the GPU is busy"),
        Reply(tokens=6, seed=2),
    )
    window = harness.open()
    _type_and_enter(harness, window, "will this work?")
    harness.wait(lambda: _idle(window) and _last(window).status is Status.FAILED)
    widget = window.transcript.widgets[-1]
    assert "the GPU is busy" in widget.error.text() and widget.error.isVisible()
    assert widget.badge.text() == "Failed" and widget.buttons["retry"].isVisible()
    harness.qtbot.mouseClick(widget.buttons["retry"], Qt.MouseButton.LeftButton)
    harness.wait(lambda: _idle(window) and _last(window).status is Status.COMPLETE)
    assert _last(window).content == demo_text(6, 2)
    # The failed attempt showed no text: it stays stored (P12) but is not a
    # version to step through (issue 9: failed Retries piled up as versions).
    assert not window.transcript.widgets[-1].buttons["versions"].isVisible()
    stored = window.repo.messages(window.conversation_id or "")
    assert len([m for m in stored if m.role is Role.USER]) == 1
    assert [m.status for m in stored if m.role is Role.ASSISTANT] == [
        Status.FAILED,
        Status.COMPLETE,
    ]


def test_regenerate_and_switch_between_versions(harness: Harness) -> None:
    harness.server.script(Reply(tokens=5, seed=1), Reply(tokens=5, seed=2))
    window = harness.open()
    _type_and_enter(harness, window, "give me a name")
    harness.wait(lambda: _idle(window) and _last(window).status is Status.COMPLETE)
    first = _last(window).content
    regenerate = window.transcript.widgets[-1].buttons["regenerate"]
    harness.qtbot.mouseClick(regenerate, Qt.MouseButton.LeftButton)
    harness.wait(lambda: _idle(window) and _last(window).content == demo_text(5, 2))
    widget = window.transcript.widgets[-1]
    assert widget.buttons["versions"].text() == "2/2"
    harness.qtbot.mouseClick(widget.buttons["prev"], Qt.MouseButton.LeftButton)
    harness.wait(lambda: _last(window).content == first)
    assert window.transcript.widgets[-1].buttons["versions"].text() == "1/2"
    assert window.repo.count_messages() == 3  # nothing was deleted


def test_search_finds_a_message_and_opens_its_conversation(harness: Harness) -> None:
    harness.server.script(Reply(text="Bananas are berries, botanically speaking."), Reply(tokens=3))
    window = harness.open()
    _type_and_enter(harness, window, "tell me a fruit fact")
    harness.wait(lambda: _idle(window))
    fruit = window.conversation_id
    window.new_conversation()
    _type_and_enter(harness, window, "something else")
    harness.wait(lambda: _idle(window))
    harness.qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.sidebar.search.isVisible() and window.focusWidget() is window.sidebar.search
    harness.qtbot.keyClicks(window.sidebar.search, "botanic")
    assert window.sidebar.search_model.rowCount() == 1
    index = window.sidebar.search_model.index(0)
    assert "Bananas" in window.sidebar.search_model.data(index)
    rect = window.sidebar.results.visualRect(index)
    harness.qtbot.mouseClick(
        window.sidebar.results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
    )
    assert window.conversation_id == fruit


def test_about_says_which_verbatim_this_is_as_the_command_line_does(harness: Harness) -> None:
    """Issue 42: `verbatim --version` gave the store format and the local
    engine's release, the About box (where a person reporting a problem
    looks) only the version."""
    from desktop.session.entry import version_text

    window = harness.open()
    harness.qtbot.mouseClick(window.about_button, Qt.MouseButton.LeftButton)
    harness.wait(lambda: window._about is not None and window._about.isVisible())
    release, store, engine = (line.split()[-1] for line in version_text().splitlines())
    said = window._about.text().splitlines()
    assert f"Version {release}" in said
    assert f"Store format {store}" in said
    assert f"Local engine: llama-cpp-python {engine}" in said
    window._about.close()


def test_about_shows_the_version_and_settings_open_without_blocking(harness: Harness) -> None:
    from desktop import __version__

    window = harness.open()
    harness.qtbot.mouseClick(window.about_button, Qt.MouseButton.LeftButton)
    assert __version__ in window._about.text() and window._about.isVisible()
    window._about.close()
    window.open_settings()
    dialogs = [w for w in window.findChildren(QDialog) if w.isVisible()]
    assert dialogs and dialogs[0].windowTitle() == "Verbatim settings"
    dialogs[0].reject()


def test_first_run_offers_the_demo_and_the_demo_answers(harness: Harness) -> None:
    window = harness.open(provider=None, base_url=None, model=None)
    assert window.stack.currentWidget() is window.welcome
    harness.wait(
        lambda: (
            "No model server" in window.welcome.status.text()
            or "Found" in window.welcome.status.text()
        )
    )
    harness.qtbot.mouseClick(window.welcome.demo_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.transcript
    assert window.demo_label.isVisible() and "Demo" in window.windowTitle()
    assert window.settings.active_provider == "Demo"
    _type_and_enter(harness, window, "show me some python")
    harness.wait(lambda: len(_last(window).content) > 20)
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    harness.wait(lambda: _last(window).status is Status.INTERRUPTED)


def test_reopening_shows_the_last_conversation_with_the_composer_ready(harness: Harness) -> None:
    harness.server.script(Reply(tokens=4), Reply(tokens=4))
    window = harness.open()
    _type_and_enter(harness, window, "first")
    harness.wait(lambda: _idle(window))
    window.new_conversation()
    _type_and_enter(harness, window, "second")
    harness.wait(lambda: _idle(window))
    shown = window.conversation_id
    window.resize(900, 640)
    harness.close(window)
    again = harness.open()
    assert again.conversation_id == shown and again.model.message_at(0).content == "second"
    assert again.sidebar.model.conversation_count() == 2


def test_an_api_key_never_reaches_the_database_settings_logs_or_exports(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json
    import subprocess
    import sys

    secret = "sk-verbatim-test-0123456789abcdef"
    monkeypatch.setenv("OPENAI_API_KEY", secret)
    harness.server.require_key = secret
    harness.server.script(Reply(tokens=5))
    window = harness.open()
    _type_and_enter(harness, window, "does the key work?")
    harness.wait(lambda: _idle(window))
    assert _last(window).status is Status.COMPLETE  # the key was used on the wire
    harness.close(window)
    exported = subprocess.run(
        [sys.executable, "-m", "desktop", "export", "--data-dir", str(harness.data)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert json.loads(exported)["conversations"]
    assert secret not in exported
    for path in harness.data.rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path


@pytest.mark.parametrize(("words", "fills"), [(1, False), (400, True)])
def test_opening_reads_a_screen_of_messages_and_more_while_they_do_not_fill_it(
    harness: Harness, words: int, fills: bool
) -> None:
    """Issue 28: a conversation opens with about a screen of its newest
    messages (FIRST); when those are short and leave the transcript without
    a scrollbar, older ones are read until they fill it, or all are there."""
    from PySide6.QtCore import QModelIndex, QTimer

    from desktop.store.db import open_store
    from desktop.ui.transcript.message_model import FIRST

    repo = open_store(harness.data)
    cid = repo.create_conversation(title="long").id
    parent = None
    for i in range(5 * FIRST):
        role = Role.USER if i % 2 == 0 else Role.ASSISTANT
        text = " ".join(["word"] * words)
        made = repo.add_message(Message(f"m{i:03d}", cid, role, text, parent))
        parent = made.id
    repo.set_tip(cid, parent)
    repo.close()
    window = harness.open()
    # A tall screen, where twelve one-word messages leave room: the test's
    # screen is 800 px high, so the window is not fitted to it meanwhile.
    from desktop.ui.screen_fit import ScreenFit

    fit = harness.qapp.findChild(ScreenFit)
    assert fit is not None
    window.removeEventFilter(fit)
    window.resize(1000, 2400)
    window.open_conversation(cid)
    bar = window.conversation.view.verticalScrollBar()
    model = window.model
    harness.wait(lambda: bar.maximum() > 0 or not model.canFetchMore(QModelIndex()))
    view = window.conversation.view
    # Each further read is a 0 ms timer of the transcript's: once none is
    # armed, nothing more will be read.
    harness.wait(
        lambda: not any(t.isActive() and t.isSingleShot() for t in view.findChildren(QTimer))
    )
    if fills:
        assert model.rowCount() == FIRST and bar.maximum() > 0
    else:
        assert model.rowCount() > FIRST
    assert model.message_at(model.rowCount() - 1).id == parent  # the newest, at the bottom


def test_the_meter_counts_the_version_shown(harness: Harness) -> None:
    """Stepping to another version of an answer changes what the next
    request sends: the context meter says so (the window's state machine
    saw it keep the count of the version left)."""
    harness.server.script(Reply(tokens=5, seed=1), Reply(tokens=200, seed=2))
    window = harness.open()
    meter = window.context_meter

    def counted() -> int:  # the server's count for the answer shown
        usage = _last(window).usage
        return (usage.prompt_tokens or 0) + (usage.completion_tokens or 0)

    _type_and_enter(harness, window, "give me a name")
    harness.wait(lambda: _idle(window) and _last(window).status is Status.COMPLETE)
    short = counted()
    harness.wait(lambda: meter.used == short)
    regenerate = window.transcript.widgets[-1].buttons["regenerate"]
    harness.qtbot.mouseClick(regenerate, Qt.MouseButton.LeftButton)
    harness.wait(lambda: _idle(window) and _last(window).content == demo_text(200, 2))
    harness.wait(lambda: meter.used == counted() != short)
    previous = window.transcript.widgets[-1].buttons["prev"]
    harness.qtbot.mouseClick(previous, Qt.MouseButton.LeftButton)
    harness.wait(lambda: window.transcript.widgets[-1].buttons["versions"].text() == "1/2")
    harness.wait(lambda: meter.used == short)
