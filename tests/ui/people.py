"""What a person does at the window, as test steps: click the widget a
person clicks, type on the focused widget. Shared by the journeys and the
window tests."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLineEdit, QPushButton, QWidget

from desktop.domain.messages import Message, Role
from desktop.ui.main_window import MainWindow
from desktop.ui.settings_dialog import SettingsDialog
from tests.ui.conftest import Harness

LEFT = Qt.MouseButton.LeftButton


def click(h: Harness, widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    h.qtbot.mouseClick(widget, LEFT)


def type_and_enter(h: Harness, window: MainWindow, text: str) -> None:
    editor = window.composer.editor
    editor.setFocus()
    h.qtbot.keyClicks(editor, text)
    h.qtbot.keyClick(editor, Qt.Key.Key_Return)


def last(window: MainWindow) -> Message:
    rows = window.model.rowCount()
    if rows == 0:
        return Message(id="", conversation_id="", role=Role.USER, content="")
    return window.model.message_at(rows - 1)


def idle(window: MainWindow) -> bool:
    cid = window.conversation_id
    return cid is not None and not window.engine.is_running(cid)


def open_settings_by_click(h: Harness, window: MainWindow) -> SettingsDialog:
    click(h, window.settings_button)
    dialogs = [d for d in window.findChildren(SettingsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def dialog_button(dialog: QDialog, which: QDialogButtonBox.StandardButton) -> QPushButton:
    button = dialog.findChild(QDialogButtonBox).button(which)  # type: ignore[union-attr]
    assert button is not None
    return button


def choose_in_combo(h: Harness, combo: QComboBox, label_part: str) -> None:
    """As a person with a keyboard: focus the box, step with arrow keys."""
    combo.setFocus()
    for _ in range(combo.count()):
        if label_part in combo.currentText():
            return
        h.qtbot.keyClick(combo, Qt.Key.Key_Down)
    h.qtbot.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if label_part in combo.currentText():
            return
        h.qtbot.keyClick(combo, Qt.Key.Key_Down)
    raise AssertionError(f"{label_part!r} not in the box")


def replace_text(h: Harness, field: QLineEdit, text: str) -> None:
    field.setFocus()
    h.qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    h.qtbot.keyClick(field, Qt.Key.Key_Delete)
    h.qtbot.keyClicks(field, text)
