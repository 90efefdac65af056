"""The keyboard at the window, as a person without a mouse uses it (issue
35, defect 10): Tab walking the window in the order a person reads it."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop.devserver import DevServer
from desktop.session.provider_setup import ProviderKind
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness

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
