"""Every character typed in the window lands in a text field (issue 35).

After a pick in the model menu, a click on a conversation or on an
answer's button, the keyboard focus sat on a widget that takes no text:
Space opened the model menu again, letters jumped between models, and the
question the person was typing was lost. `TypingGoesOn` watches the main
window's key presses: text typed on a widget that takes none (a list, a
menu button, the transcript) goes to the message box instead, which takes
the focus. Keys that move or act (arrows, Enter, Tab, Esc, shortcuts) and
Space on a button (it presses the button) are left where they are.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)
from shiboken6 import isValid

COMMANDS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def takes_text(widget: QWidget) -> bool:
    """A field the person can type into (a read-only text view is not)."""
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        return not widget.isReadOnly()
    return isinstance(widget, QLineEdit | QAbstractSpinBox)


class TypingGoesOn(QObject):
    """Hands text typed on the wrong widget of `window` to `editor`.

    It watches the one widget that has the keyboard focus, following the
    focus as it moves: a filter on the application instead saw every event
    of every widget in Python, a third of the time it took to open a long
    conversation (issue 38)."""

    def __init__(self, window: QWidget, editor: QPlainTextEdit | QTextEdit) -> None:
        super().__init__(window)
        self.window, self.editor = window, editor
        self._watched: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow)
            self._follow(None, app.focusWidget())

    @Slot(QWidget, QWidget)
    def _follow(self, _old: QWidget | None, now: QWidget | None) -> None:
        """The filter moves to the widget that took the focus in the window."""
        if self._watched is not None and isValid(self._watched):
            self._watched.removeEventFilter(self)
        self._watched = None
        if now is not None and now.window() is self.window:
            now.installEventFilter(self)
            self._watched = now

    def forwards(self, widget: QWidget) -> bool:
        """Whether text typed on `widget` goes to the message box."""
        return (
            widget.window() is self.window
            and not takes_text(widget)
            and self.editor.isEnabled()
            and self.editor.isVisible()
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        assert isinstance(event, QKeyEvent)
        if watched is not QApplication.focusWidget() or QApplication.activePopupWidget():
            return False  # each key press is seen once, at the focused widget
        text = event.text()
        if not text or not text.isprintable() or event.modifiers() & COMMANDS:
            return False
        if text == " " and isinstance(watched, QAbstractButton):
            return False  # Space presses the button Tab reached
        if not self.forwards(watched):
            return False
        self.editor.setFocus(Qt.FocusReason.OtherFocusReason)
        self.editor.insertPlainText(text)
        return True
