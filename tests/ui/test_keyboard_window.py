"""The keyboard at the window, as a person without a mouse uses it (issue
35, defects 6 and 10): a tool's question answered the way the shortcuts
sheet says, Esc in the search, and Tab walking the window in the order a
person reads it."""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop.cli import main as cli
from desktop.devserver import DevServer, Reply
from desktop.domain.messages import ToolStatus
from desktop.session.provider_setup import ProviderKind
from desktop.ui.main_window import MainWindow
from desktop.ui.shortcuts import ShortcutSheet, native
from desktop.ui.sidebar.sidebar_view import Sidebar
from desktop.ui.transcript.tool_approval import ApprovalBar
from tests.tooling import own_server
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter
from tests.ui.test_window_state_machine import REPLIES

SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def _press(
    h: Harness, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> QWidget:
    """A key on whatever has the focus, as a keyboard delivers it; returns
    where the focus is after."""
    focused = QApplication.focusWidget()
    assert focused is not None
    h.qtbot.keyClick(focused, key, modifiers)
    after = QApplication.focusWidget()
    assert after is not None
    return after


# ------------------------------------------- defect 10: the order of Tab
def _region(window: MainWindow, widget: QWidget) -> str:
    regions = {
        "composer": window.composer,
        "question": window.approval_bar,
        "header": window.header,
        "banner": window.banner,
        "sidebar": window.sidebar,
        "page": window.stack,
    }
    return next(
        (name for name, root in regions.items() if root is widget or root.isAncestorOf(widget)),
        "elsewhere",
    )


def _rect(window: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def _reads_after(window: MainWindow, first: QWidget, second: QWidget) -> bool:
    """`second` comes after `first` as a person reads: below it, on the same
    line to its right, or inside it (the transcript, then what it holds,
    scrolled into view or not)."""
    if first.isAncestorOf(second):
        return True
    a, b = _rect(window, first), _rect(window, second)
    below = b.top() >= a.bottom() - 2
    same_line = b.top() <= a.bottom() and a.top() <= b.bottom()
    return below or (same_line and b.left() >= a.right() - 2)


def _walk_from_the_message_box(harness: Harness, window: MainWindow) -> list[QWidget]:
    editor = window.composer.editor
    editor.setFocus()
    stops = [editor]
    for _ in range(80):
        after = _press(harness, Qt.Key.Key_Tab)
        if after is editor:
            return stops
        assert after not in stops, f"Tab went round without the message box: {[*stops, after]}"
        stops.append(after)
    raise AssertionError("Tab never came back to the message box")


def _check_reading_order(window: MainWindow, stops: list[QWidget], regions: list[str]) -> None:
    def say(w: QWidget) -> str:
        at = _rect(window, w)
        name = w.accessibleName() or type(w).__name__
        return f"{_region(window, w)}: {name} at {at.x()},{at.y()} {at.width()}x{at.height()}"

    walked = [_region(window, w) for w in stops] + ["composer"]  # and round to the start
    visited = [r for n, r in enumerate(walked) if n == 0 or r != walked[n - 1]]
    # Each region once, in the order a person reads the window from the message box.
    assert visited == regions, [say(w) for w in stops]
    for first, second in itertools.pairwise(stops):
        if _region(window, first) == _region(window, second):
            assert _reads_after(window, first, second), (
                f"{say(first)} -> {say(second)}",
                [say(w) for w in stops],
            )


def test_tab_walks_the_welcome_page_in_the_order_a_person_reads_it(
    harness: Harness, devserver: DevServer
) -> None:
    """The welcome page's buttons were split by the sidebar's footer: the
    server found came after Import… and Export all…, the others before."""
    lm_studio = ("LM Studio", ProviderKind.OPENAI, devserver.port)
    window = harness.open(provider=None, base_url=None, model=None, discover=[lm_studio])
    harness.wait(lambda: "Found" in window.welcome.status.text(), timeout=15_000)
    stops = _walk_from_the_message_box(harness, window)
    _check_reading_order(window, stops, ["composer", "header", "sidebar", "page", "composer"])
    welcome = window.welcome
    page = [w for w in stops if _region(window, w) == "page"]
    assert page[0].accessibleName() == "Use LM Studio"
    assert page[1:] == [welcome.local_button, welcome.demo_button, welcome.add_button]


# ------------------------------------------- defect 6: a tool's question
def _add_the_test_tool_server(data: Path) -> None:
    """As the state machine adds it: `verbatim mcp add`, before the window opens."""
    markers = data / "tool-markers"
    markers.mkdir(parents=True)
    server = own_server(markers)
    assert (
        cli(["mcp", "add", "--data-dir", str(data), "t", "--", server.command, *server.args]) == 0
    )


def _sheet_rows(h: Harness, window: MainWindow) -> dict[str, str]:
    h.qtbot.keyClick(window, Qt.Key.Key_F1)
    (sheet,) = [s for s in window.findChildren(ShortcutSheet) if s.isVisible()]
    rows = dict(sheet.rows)
    sheet.reject()
    return rows


def test_a_tool_is_answered_from_the_keyboard_as_the_shortcuts_sheet_says(
    harness: Harness,
) -> None:
    _add_the_test_tool_server(harness.data)
    window = harness.open()
    harness.server.script(REPLIES["tools"](1), Reply(text="Both ran."))
    type_and_enter(harness, window, "use the tools")
    bar: ApprovalBar = window.approval_bar
    harness.wait(lambda: bar.isVisible() and "echo" in bar.question.text())
    editor = window.composer.editor
    assert editor.hasFocus()  # shown, the question takes no key typed for the message

    # Shift+Tab, as the sheet says: past the paperclip into the question,
    # every answer a stop, right to left.
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is window.composer.attach_button
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is bar.deny
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is bar.allow_always
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is bar.allow_once
    # Which answer Ctrl+Enter gives is shown: the main button, the default.
    assert bar.allow_once.isDefault() and bar.allow_once.objectName() == "Primary"
    assert not bar.deny.isDefault() and not bar.allow_always.isDefault()
    assert native("Ctrl+Return") in bar.allow_once.toolTip()
    # Space on the answer that has the focus: the first tool runs, and the
    # typing goes back to the message box.
    assert _press(harness, Qt.Key.Key_Space) is editor
    harness.wait(lambda: bar.isVisible() and "count" in bar.question.text())

    # The second: Ctrl+Enter while the question has the focus (on Deny,
    # the first stop from below) allows it once, as the main button says.
    _press(harness, Qt.Key.Key_Tab, SHIFT)
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is bar.deny
    assert _press(harness, Qt.Key.Key_Return, CTRL) is editor
    harness.wait(lambda: idle(window) and last(window).content == "Both ran.", 20_000)
    calls = [c for m in window.repo.messages(window.conversation_id or "") for c in m.tool_calls]
    assert [c.status for c in calls] == [ToolStatus.DONE, ToolStatus.DONE]
    # F1 lists what was done here: Shift+Tab into the question, Ctrl+Enter
    # allows once, Space presses the answer that has the focus.
    rows = _sheet_rows(harness, window)
    assert "tool's question" in rows[native("Shift+Tab")]
    assert rows[native("Ctrl+Return")] == "In a tool's question: allow the tool once"
    assert "tool's question" in rows[native("Space")]


def test_tab_walks_a_conversation_with_a_tool_question_in_reading_order(
    harness: Harness,
) -> None:
    """Header, sidebar, the answers, the question above the message box:
    each region once, and within each, left to right and down."""
    _add_the_test_tool_server(harness.data)
    window = harness.open()
    harness.server.script(Reply(tokens=5), REPLIES["tools"](1), Reply(text="never needed"))
    type_and_enter(harness, window, "a first question")
    harness.wait(lambda: idle(window))
    type_and_enter(harness, window, "use the tools")
    bar: ApprovalBar = window.approval_bar
    harness.wait(bar.isVisible)
    stops = _walk_from_the_message_box(harness, window)
    _check_reading_order(
        window, stops, ["composer", "header", "sidebar", "page", "question", "composer"]
    )
    assert [w for w in stops if _region(window, w) == "question"][-3:] == [
        bar.allow_once,
        bar.allow_always,
        bar.deny,
    ]
    # Answered from there (Enter on the answer with the focus), the bar goes
    # and the keys are the message box's again.
    editor = window.composer.editor
    _press(harness, Qt.Key.Key_Tab, SHIFT)
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is bar.deny
    assert _press(harness, Qt.Key.Key_Return) is editor
    harness.wait(lambda: bar.isVisible() and "count" in bar.question.text())
    # Esc in the question stops the answer; the question goes with it, and
    # the focus it had goes back to the message box, not to the next control.
    _press(harness, Qt.Key.Key_Tab, SHIFT)
    assert _press(harness, Qt.Key.Key_Tab, SHIFT) is bar.deny
    _press(harness, Qt.Key.Key_Escape)
    harness.wait(lambda: idle(window) and not bar.isVisible())
    assert QApplication.focusWidget() is editor
    calls = [c for m in window.repo.messages(window.conversation_id or "") for c in m.tool_calls]
    assert [c.status for c in calls] == [ToolStatus.DENIED, ToolStatus.SKIPPED]


# ------------------------------------------------ defect 10: Esc in search
def test_esc_in_the_search_clears_it_then_goes_back_to_the_message_box(
    harness: Harness,
) -> None:
    harness.server.script(Reply(text="Walruses sleep in water."))
    window = harness.open()
    type_and_enter(harness, window, "where do walruses sleep?")
    harness.wait(lambda: idle(window))
    sidebar: Sidebar = window.sidebar
    assert _press(harness, Qt.Key.Key_K, CTRL) is sidebar.search
    harness.qtbot.keyClicks(sidebar.search, "walrus")
    harness.wait(lambda: sidebar.stack.currentWidget() is sidebar.results)
    assert sidebar.search_model.hits

    assert _press(harness, Qt.Key.Key_Escape) is sidebar.search  # first Esc: cleared
    assert sidebar.search.text() == ""
    assert sidebar.stack.currentWidget() is sidebar.list
    assert _press(harness, Qt.Key.Key_Escape) is window.composer.editor  # second: back
    # Typing goes on where it belongs.
    harness.qtbot.keyClicks(window.composer.editor, "and seals?")
    assert window.composer.text() == "and seals?"

    # Esc in a search left empty goes straight back.
    _press(harness, Qt.Key.Key_K, CTRL)
    assert _press(harness, Qt.Key.Key_Escape) is window.composer.editor
