"""Tools at the window, as a person uses them (issue 16): a server added on
the command line, a tool turn approved and denied by clicking, a running
tool stopped with the Stop button, then close and reopen: every call is
there, marked for what it is, and no tool server outlives the window."""

from __future__ import annotations

import asyncio
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from desktop.cli import main as cli
from desktop.devserver import Reply, ScriptedCall
from desktop.domain.messages import Role, Status, ToolStatus
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings
from desktop.ui.dialogs.tools_page import ToolsPage
from desktop.ui.main_window import MainWindow
from desktop.ui.transcript.tool_view import ToolCallCard
from tests.helpers import of_type
from tests.tooling import TEST_SERVER, server_processes, start_http_tools
from tests.ui.conftest import Harness
from tests.ui.people import (
    click,
    dialog_button,
    idle,
    last,
    open_settings_by_click,
    replace_text,
    type_and_enter,
)


def _cards(window: MainWindow) -> list[ToolCallCard]:
    return [card for w in window.transcript.widgets for card in w.tools.cards]


def _add_server_on_the_command_line(data: Path, markers: Path) -> None:
    launch = [sys.executable, str(TEST_SERVER), "--marker-dir", str(markers)]
    assert cli(["mcp", "add", "--data-dir", str(data), "t", "--", *launch]) == 0


@pytest.mark.heavy
def test_approve_deny_stop_mid_tool_and_reopen(harness: Harness, tmp_path: Path) -> None:
    markers = tmp_path / "markers"
    markers.mkdir()
    _add_server_on_the_command_line(harness.data, markers)
    window = harness.open()
    assert window.tools_button.isVisible() and window.tools_button.isChecked()
    harness.server.script(
        Reply(
            text="I will use two tools.",
            tool_calls=(
                ScriptedCall("t__echo", {"text": "hello from a tool"}),
                ScriptedCall("t__echo", {"text": "not this one"}),
            ),
        ),
        Reply(text="Done: one ran, you denied the other."),
    )
    type_and_enter(harness, window, "use the tools")
    bar = window.approval_bar
    harness.wait(bar.isVisible)
    assert "“echo” from t" in bar.question.text()
    assert '"text": "hello from a tool"' in bar.arguments.toPlainText()
    click(harness, bar.allow_once)
    harness.wait(lambda: bar.isVisible() and "not this one" in bar.arguments.toPlainText())
    click(harness, bar.deny)
    harness.wait(lambda: idle(window) and last(window).content.startswith("Done"))
    assert not bar.isVisible()
    done, denied = _cards(window)
    assert done.state.text() == "Done" and denied.state.text() == "Denied by you"
    assert not done.result.isVisible()  # results start folded, with their size
    assert done.toggle.text() == "Result (17 bytes)"
    click(harness, done.toggle)
    assert done.result.isVisible() and done.result.toPlainText() == "hello from a tool"
    assert not denied.toggle.isVisible()  # nothing ran, nothing to show

    # A long tool: always allowed, then stopped while it runs.
    harness.server.script(
        Reply(text="", tool_calls=(ScriptedCall("t__count", {"label": "long", "seconds": 60}),)),
        Reply(text="never needed"),
    )
    type_and_enter(harness, window, "count for a minute")
    harness.wait(lambda: bar.isVisible() and "count" in bar.question.text())
    click(harness, bar.allow_always)
    harness.wait(lambda: "step 3" in _cards(window)[-1].result.toPlainText(), 20_000)
    running = _cards(window)[-1]
    assert running.state.text() == "Running…"
    click(harness, window.composer.button)  # Stop
    harness.wait(lambda: idle(window))
    harness.wait(lambda: _cards(window)[-1].state.text() == "Stopped by you")
    harness.wait((markers / "cancelled-long").exists)  # the tool's process was told
    stopped_answer = window.transcript.widgets[-1]
    assert stopped_answer.buttons["continue"].isVisible()
    partial = _cards(window)[-1].call.output
    assert partial.startswith("long: step 1 of 600\n")
    assert _cards(window)[-1].result.toPlainText() == partial.rstrip("\n")
    assert window.session.settings.tool_server("t").allowed_tools == ("count",)  # type: ignore[union-attr]
    # Continue: the model goes on from the results there are, with no note.
    click(harness, stopped_answer.buttons["continue"])
    harness.wait(lambda: idle(window) and last(window).content == "never needed")
    sent = harness.server.chat_requests()[-1].messages
    assert sent[-1]["role"] == "tool" and sent[-1]["content"].startswith("long: step 1 of 600")
    assert "[The person stopped this tool while it ran" in sent[-1]["content"]

    cid = window.conversation_id
    harness.close(window)
    assert server_processes(str(markers)) == []  # stopped with the window

    window = harness.open()
    window.open_conversation(cid)
    cards = _cards(window)
    assert [c.call.status for c in cards] == [
        ToolStatus.DONE,
        ToolStatus.DENIED,
        ToolStatus.CANCELLED,
    ]
    assert cards[2].call.output == partial and cards[2].state.text() == "Stopped by you"
    assert all(m.status is not Status.STREAMING for m in window.repo.messages(cid or ""))


def test_tools_switched_off_for_one_conversation(harness: Harness, tmp_path: Path) -> None:
    _add_server_on_the_command_line(harness.data, tmp_path)
    window = harness.open()
    click(harness, window.tools_button)  # off, before the conversation exists
    assert not window.tools_button.isChecked()
    harness.server.script(Reply(text="No tools here."))
    type_and_enter(harness, window, "hello")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    assert "tools" not in harness.server.chat_requests()[-1].body
    conversation = window.repo.get_conversation(window.conversation_id or "")
    assert conversation is not None and conversation.tools is False
    click(harness, window.tools_button)  # on again, stored for this conversation
    harness.wait(lambda: window.repo.get_conversation(conversation.id).tools)  # type: ignore[union-attr]
    harness.server.script(Reply(text="Now with tools."))
    type_and_enter(harness, window, "again")
    harness.wait(lambda: idle(window) and last(window).content == "Now with tools.")
    assert "t__echo" in str(harness.server.chat_requests()[-1].body["tools"])


def test_settings_tools_test_and_add_a_real_server_then_remove_it(harness: Harness) -> None:
    window = harness.open()
    assert not window.tools_button.isVisible()  # no servers yet: no switch
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
    page = of_type(dialog.tabs.currentWidget(), ToolsPage)
    replace_text(harness, page.name, "broken")
    replace_text(harness, page.launch, "/no/such/program --flag")
    click(harness, page.add)
    harness.wait(lambda: page.result.text().startswith("✗"), 30_000)
    assert "could not be started" in page.result.text()
    assert page.list.count() == 0  # a server that does not start is not kept
    replace_text(harness, page.name, "time")
    replace_text(harness, page.launch, f"{sys.executable} -m mcp_server_time --local-timezone UTC")
    click(harness, page.add)
    harness.wait(lambda: page.result.text().startswith("✓"), 30_000)
    assert "get_current_time" in page.result.text() and page.list.count() == 1
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    harness.wait(lambda: not dialog.isVisible())
    on_disk = load_settings(resolve_paths(harness.data).config)
    assert [s.name for s in on_disk.tool_servers] == ["time"]
    assert window.tools_button.isVisible()
    # And removed again.
    dialog = open_settings_by_click(harness, window)
    harness.qtbot.mouseClick(
        dialog.tabs.tabBar(), Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center()
    )
    page = of_type(dialog.tabs.currentWidget(), ToolsPage)
    row = page.list.visualItemRect(page.list.item(0)).center()
    harness.qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=row)
    click(harness, page.remove)
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    harness.wait(lambda: not window.tools_button.isVisible())
    assert load_settings(resolve_paths(harness.data).config).tool_servers == []


def test_an_address_with_a_token_never_puts_the_token_in_a_file(
    harness: Harness, tmp_path: Path
) -> None:
    process, url = start_http_tools(tmp_path)
    try:
        window = harness.open()
        dialog = open_settings_by_click(harness, window)
        bar = dialog.tabs.tabBar()
        harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
        page = dialog.tabs.currentWidget()
        assert isinstance(page, ToolsPage)
        replace_text(harness, page.name, "web")
        replace_text(harness, page.launch, url)
        replace_text(harness, page.token, "s3cret-token")
        click(harness, page.add)
        harness.wait(lambda: page.result.text().startswith("✓"), 30_000)
        save = dialog_button(dialog, QDialogButtonBox.StandardButton.Save)
        click(harness, save)  # this machine has no keyring: said, and nothing saved yet
        assert dialog.isVisible() and "VERBATIM_MCP_TOKEN_WEB" in page.result.text()
        assert load_settings(resolve_paths(harness.data).config).tool_servers == []
        click(harness, save)  # saved, without the token
        harness.wait(lambda: not dialog.isVisible())
        config = resolve_paths(harness.data).config
        assert [s.url for s in load_settings(config).tool_servers] == [url]
        assert "s3cret" not in (config / "settings.json").read_text(encoding="utf-8")
    finally:
        process.kill()
        process.wait(10)


def test_a_password_in_a_servers_address_is_never_shown_or_saved(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 37, hole 9: an address such as http://me:PW@host/mcp?token=PW
    was listed in Settings → Tools and written into settings.json."""
    secret = "s3cret-Pw-41"
    process, url = start_http_tools(tmp_path, secret=secret)
    address = url.replace("http://", f"http://me:{secret}@") + f"?token={secret}"
    try:
        window = harness.open()
        dialog = open_settings_by_click(harness, window)
        bar = dialog.tabs.tabBar()
        harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
        page = of_type(dialog.tabs.currentWidget(), ToolsPage)
        replace_text(harness, page.name, "web")
        replace_text(harness, page.launch, address)
        click(harness, page.add)
        harness.wait(lambda: page.result.text().startswith("✓"), 30_000)  # the secret worked
        listed = page.list.item(0).text()
        assert secret not in listed and "http://…@127.0.0.1" in listed
        click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
        harness.wait(lambda: not dialog.isVisible())
        # this machine has no keyring: the person is told, and the file never has it
        harness.wait(lambda: any("VERBATIM_MCP_URL_WEB" in h for h in window.notifier.history))
        config = resolve_paths(harness.data).config
        assert secret not in (config / "settings.json").read_text(encoding="utf-8")
        assert not any(secret in h for h in window.notifier.history)
    finally:
        process.kill()
        process.wait(10)


def test_typing_through_the_approval_bar_never_answers_it(harness: Harness, tmp_path: Path) -> None:
    """Issue 24: the bar took the focus and made Allow once the default
    button, so the next Space or Enter typed for the message ran the tool."""
    markers = tmp_path / "markers"
    markers.mkdir()
    _add_server_on_the_command_line(harness.data, markers)
    window = harness.open()
    harness.server.script(
        Reply(text="", tool_calls=(ScriptedCall("t__echo", {"text": "sneaky"}),)),
        Reply(text="Done."),
    )
    type_and_enter(harness, window, "go on")
    bar = window.approval_bar
    harness.wait(bar.isVisible)
    editor = window.composer.editor
    assert editor.hasFocus()  # the bar did not take it
    # The person keeps typing their next message: words, spaces, Enter.
    harness.qtbot.keyClicks(editor, "next question with spaces ")
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        harness.qtbot.keyClick(editor, key)
    assert bar.isVisible()
    asked = window.repo.messages(window.conversation_id or "")[-1]
    assert [c.status for c in asked.tool_calls] == [ToolStatus.WAITING]  # still asking
    # Into the bar with Tab (its first stop is the arguments, above the
    # answers), where Ctrl+Enter is the deliberate yes.
    while not bar.isAncestorOf(QApplication.focusWidget()):
        harness.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not bar.allow_once
    harness.qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
    )
    harness.wait(lambda: idle(window) and last(window).content == "Done.")
    assert _cards(window)[-1].call.status is ToolStatus.DONE
    assert QApplication.focusWidget() is editor  # back where the typing goes


def test_a_long_result_opens_at_once_says_its_cut_and_saves_whole(
    harness: Harness, tmp_path: Path
) -> None:
    markers = tmp_path / "markers"
    markers.mkdir()
    _add_server_on_the_command_line(harness.data, markers)
    window = harness.open()
    harness.server.script(
        Reply(text="", tool_calls=(ScriptedCall("t__flood", {"megabytes": 2}),)),
        Reply(text="That was long."),
    )
    type_and_enter(harness, window, "flood")
    bar = window.approval_bar
    harness.wait(bar.isVisible)
    click(harness, bar.allow_once)
    harness.wait(lambda: idle(window) and last(window).content == "That was long.", 30_000)
    (card,) = _cards(window)
    assert card.call.status is ToolStatus.DONE and len(card.call.output) == 1_000_000
    assert "the first 976.6 KB are kept here" in card.note.text()
    assert card.toggle.text() == "Result (976.6 KB, the first 97.7 KB shown)"
    click(harness, card.toggle)
    assert len(card.result.toPlainText()) <= 100_000
    click(harness, card.save)
    target = tmp_path / "whole.txt"
    window.tool_output_dialog.fileSelected.emit(str(target))
    harness.wait(target.exists)
    whole = target.read_text()
    assert len(whole) > 2_000_000 and whole.startswith(card.call.output)


def _awaiting(name: str) -> bool:
    """Some task of the loop is suspended inside the coroutine `name`
    (followed down what each awaits: the engine's step awaits its
    stream, which awaits the call's write)."""
    for task in asyncio.all_tasks():
        coro: Any = task.get_coro()
        while coro is not None and hasattr(coro, "cr_code"):
            if coro.cr_code.co_name == name:
                return True
            coro = coro.cr_await
    return False


def test_stop_while_a_tool_call_is_being_written_stops_the_answer(
    harness: Harness, tmp_path: Path
) -> None:
    """Stop landed while the model's tool call was being written to a busy
    store: the step awaited the write a second time ("cannot reuse already
    awaited coroutine", the window's long run), and the answer ended as
    "Something went wrong inside Verbatim" instead of stopped."""
    markers = tmp_path / "markers"
    markers.mkdir()
    _add_server_on_the_command_line(harness.data, markers)
    window = harness.open()
    harness.server.script(
        Reply(
            text="Tools first.",
            first_token_delay=0.3,
            tool_calls=(ScriptedCall("t__echo", {"text": "hi"}),),
        )
    )
    type_and_enter(harness, window, "use a tool")
    harness.wait(lambda: last(window).role is Role.ASSISTANT)
    # The disk is slow now: the store's one writer is busy until `free`.
    free = threading.Event()
    busy = asyncio.ensure_future(window.session.store.run(lambda _r: free.wait(30)))
    harness.wait(lambda: _awaiting("keep_call"))  # the call came, its write waits
    click(harness, window.composer.button)  # Stop
    free.set()
    harness.wait(busy.done)
    harness.wait(lambda: idle(window))
    answer = window.repo.messages(window.conversation_id or "")[-1]
    assert answer.error is None, answer.error
    assert answer.status is Status.INTERRUPTED
    assert [c.status.is_final for c in answer.tool_calls] == [True]
