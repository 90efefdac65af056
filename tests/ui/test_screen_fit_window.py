"""A window that grows past its screen while it is shown is fitted again
(issue 35's invariant: every window fits the screen). The window's state
machine found one: after a larger text size raised its minimum, the main
window reached 807 px down a screen 800 px high."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from desktop.ui.screen_fit import available_area, fits
from tests.ui.conftest import Harness


def test_a_window_grown_past_the_screen_is_fitted_again(harness: Harness) -> None:
    window = harness.open()
    harness.wait(lambda: fits(window))
    area = available_area(window)
    window.resize(area.width() + 200, area.height() + 200)  # as a larger minimum grows it
    harness.wait(lambda: fits(window))
    for _ in range(10):  # the largest text size, then fitted still
        harness.qtbot.keyClick(
            window.composer.editor, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier
        )
    harness.wait(lambda: fits(window))


def test_every_new_window_is_fitted_wherever_it_was_made(harness: Harness) -> None:
    """Windows are found without a hook on every widget (issue 38): one
    made on top of the window, one on top of a widget inside it, and one
    with no parent, each larger than the screen, all come up inside it."""
    window = harness.open()
    harness.wait(lambda: fits(window))
    area = available_area(window)
    made = []
    for parent in (window, window.composer.editor, None):
        dialog = QDialog(parent)
        dialog.resize(area.width() + 300, area.height() + 300)
        dialog.show()
        made.append(dialog)
        harness.wait(lambda d=dialog: fits(d))  # type: ignore[misc]
        dialog.close()
    for dialog in made:
        dialog.deleteLater()
