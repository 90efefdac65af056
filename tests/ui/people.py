"""What a person does at the window, as test steps: click the widget a
person clicks, type on the focused widget. Shared by the journeys and the
window tests."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QPushButton,
    QWidget,
)

from desktop.domain.messages import Message, Role
from desktop.ui.dialogs.settings_dialog import SettingsDialog
from desktop.ui.header.conversation_sheet import ConversationSheet
from desktop.ui.main_window import MainWindow
from desktop.ui.sidebar.sidebar_paint import more_rect_in
from tests.ui.conftest import Harness

LEFT = Qt.MouseButton.LeftButton


def click(h: Harness, widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    h.qtbot.mouseClick(widget, LEFT)


def type_and_enter(h: Harness, window: MainWindow, text: str) -> None:
    """Types and sends, and waits until the window has handed the question
    to the session (its answer started, or refused in words): until then
    `idle` would be true of a conversation about to run."""
    editor = window.composer.editor
    editor.setFocus()
    h.qtbot.keyClicks(editor, text)
    before = window.tasks.running()
    h.qtbot.keyClick(editor, Qt.Key.Key_Return)
    sending = window.tasks.running() - before
    h.wait(lambda: all(task.done() for task in sending))


def type_where_the_focus_is(h: Harness, text: str) -> None:
    """Each key goes to the widget that has the focus when it is pressed,
    as a keyboard's do (ASCII only)."""
    for character in text:
        focus = QApplication.focusWidget()
        assert focus is not None, "no widget has the keyboard focus"
        h.qtbot.keyClick(focus, character)


def click_and_finish(
    h: Harness, window: MainWindow, widget: QWidget, timeout: int = 20_000
) -> None:
    """Click, and wait until the work the click started is done (Sync now:
    the round, and the window reading again what it changed). A button
    that is enabled again says nothing: it was enabled before the round began."""
    before = window.tasks.running()
    click(h, widget)
    started = window.tasks.running() - before
    h.wait(lambda: all(task.done() for task in started), timeout)


def last(window: MainWindow) -> Message:
    rows = window.model.rowCount()
    if rows == 0:
        return Message(id="", conversation_id="", role=Role.USER, content="")
    return window.model.message_at(rows - 1)


def idle(window: MainWindow) -> bool:
    cid = window.conversation_id
    return cid is not None and not window.session.engine.is_running(cid)


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


def replace_text(h: Harness, field: QLineEdit | QComboBox, text: str) -> None:
    """Select all in the field (or an editable list's field), type `text`."""
    if isinstance(field, QComboBox):
        edit = field.lineEdit()
        assert edit is not None, "the list takes no typing"
        field = edit
    field.setFocus()
    h.qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    h.qtbot.keyClick(field, Qt.Key.Key_Delete)
    h.qtbot.keyClicks(field, text)


def choose_from_row_menu(h: Harness, window: MainWindow, cid: str, item: str) -> None:
    """Hover a conversation in the sidebar, click its "⋯", click `item` in the menu."""
    sidebar = window.sidebar
    row = sidebar.model.row_of(cid)
    rect = sidebar.list.visualRect(sidebar.model.index(row))
    h.qtbot.mouseMove(sidebar.list.viewport(), rect.center())
    more = more_rect_in(rect).center()
    h.qtbot.mouseClick(sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=more)
    h.wait(lambda: sidebar.menu is not None and sidebar.menu.isVisible())
    menu = sidebar.menu
    action = next(a for a in menu.actions() if a.text() == item)
    h.qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def open_sheet(h: Harness, window: MainWindow) -> ConversationSheet:
    """The conversation's setup, opened by its button in the header."""
    click(h, window.setup_button)
    sheet = window.sheet
    assert isinstance(sheet, ConversationSheet) and sheet.isVisible()
    return sheet


def set_spin(h: Harness, box: QAbstractSpinBox, text: str) -> None:
    """Types a number over what a spin box holds, then leaves it by Tab."""
    box.setFocus()
    box.selectAll()
    h.qtbot.keyClicks(box, text)
    h.qtbot.keyClick(box, Qt.Key.Key_Tab)
