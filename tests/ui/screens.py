"""What a person sees, as checks the window tests and the state machine
share (issue 35): each choice listed once, the keys landing in a text
field, every window inside its screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QListWidget,
    QTabBar,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop.ui.conversation_sheet import ConversationSheet
from desktop.ui.main_window import MainWindow
from desktop.ui.screen_fit import fits
from desktop.ui.settings_dialog import SettingsDialog
from desktop.ui.typing import takes_text


def _listed(combo: QComboBox) -> list[object]:
    """The entries a person picks from (separators and actions aside)."""
    out = []
    for row in range(combo.count()):
        data = combo.itemData(row)
        if data not in (None, "") and not isinstance(data, bool):
            out.append(data)
    return out


def choice_lists(window: MainWindow) -> list[list[object]]:
    """Every list of choices the window shows now: the model menu, an open
    setup sheet's models and presets, an open Settings' providers."""
    lists: list[list[object]] = [[c for c in window.model_picker.choices()]]
    for sheet in window.findChildren(ConversationSheet):
        if sheet.isVisible():
            lists.append(_listed(sheet.model))
            lists.append([sheet.preset.itemText(i) for i in range(sheet.preset.count())])
    for settings in window.findChildren(SettingsDialog):
        if settings.isVisible():
            providers: QListWidget = settings.list
            lists.append([providers.item(i).text() for i in range(providers.count())])
    return lists


def typing_lands_in_a_text_field(window: MainWindow, qtbot: QtBot) -> bool:
    """A letter typed now lands in a text field: the focused one, or the
    message box (the window hands it what is typed on a list or a menu).
    Checked by typing one, then putting the message box back as it was."""
    focus = QApplication.focusWidget()
    if focus is not None and takes_text(focus):
        return True
    editor = window.composer.editor
    if focus is None or not (editor.isVisible() and editor.isEnabled()):
        return focus is not None
    before = editor.toPlainText()
    qtbot.keyClick(focus, "q")
    landed = editor.toPlainText() == before + "q" or (
        editor.hasFocus() and len(editor.toPlainText()) == len(before) + 1
    )
    editor.setPlainText(before)
    editor.moveCursor(QTextCursor.MoveOperation.End)
    return landed


def fits_the_screen(widget: QWidget) -> bool:
    return fits(widget)


def cut_words(root: QWidget) -> list[str]:
    """Buttons, tabs and labels whose words do not fit the room they were given."""
    cut = []
    for button in root.findChildren(QAbstractButton):
        icon_only = (
            isinstance(button, QToolButton)
            and button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly
            and not button.icon().isNull()  # without an icon, Qt shows the text
        )
        if button.isVisible() and button.text() and not icon_only:
            needed = button.fontMetrics().horizontalAdvance(button.text().replace("&", ""))
            if needed > button.width():
                cut.append(f"button {button.text()!r}: {needed} > {button.width()} px")
    for label in root.findChildren(QLabel):
        shown = label.isVisible() and label.text() and not label.wordWrap()
        if shown and label.minimumSizeHint().width() > label.width() + 1:
            cut.append(f"label {label.text()!r}: {label.width()} px")
    for bar in root.findChildren(QTabBar):
        for i in range(bar.count()):
            if bar.tabRect(i).width() < bar.fontMetrics().horizontalAdvance(bar.tabText(i)):
                cut.append(f"tab {bar.tabText(i)!r}")
    return cut
