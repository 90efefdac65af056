"""Where the person types. Enter sends, Shift+Enter adds a line, Esc stops.

Signals:
    submitted(text: str)   Enter or the Send button, with non-empty text
    stopRequested()        Esc or the Stop button while a turn runs
    editCancelled()        Esc while editing an earlier message
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPlainTextEdit, QPushButton, QVBoxLayout

from desktop.ui import icons
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label


class ComposerEdit(QPlainTextEdit):
    submitted = Signal()
    escaped = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class Composer(QFrame):
    submitted = Signal(str)
    stopRequested = Signal()
    editCancelled = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Composer")
        self.running = False
        self.editing_id: str | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 6, 8, 6)
        self.edit_label = plain_label("", "Meta")
        self.edit_label.hide()
        col.addWidget(self.edit_label)
        row = QHBoxLayout()
        self.editor = ComposerEdit()
        self.editor.setPlaceholderText(tr("Message Verbatim…"))
        self.editor.setTabChangesFocus(True)
        describe(self.editor, tr("Message"), tr("Enter sends, Shift+Enter adds a line, Esc stops"))
        self.editor.setFixedHeight(64)
        self.editor.textChanged.connect(self._on_text_changed)
        self.editor.submitted.connect(self._on_submit)
        self.editor.escaped.connect(self._on_escape)
        # One round icon button that is Send or Stop; its accessible name
        # says which, for screen readers and for the tests.
        self.button = QPushButton()
        self.button.setIconSize(QSize(18, 18))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._on_button)
        row.addWidget(self.editor, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignBottom)
        col.addLayout(row)
        self.set_running(False)

    def text(self) -> str:
        return self.editor.toPlainText()

    def clear(self) -> None:
        self.editor.clear()
        self.set_editing(None, "")

    def set_running(self, running: bool) -> None:
        self.running = running
        self.button.setIcon(
            icons.icon("stop", "window") if running else icons.icon("send", "accent_text")
        )
        describe(
            self.button,
            tr("Stop") if running else tr("Send"),
            tr("Stop the answer (Esc)") if running else tr("Send the message (Enter)"),
        )
        self.button.setToolTip(self.button.accessibleDescription())
        self.button.setObjectName("Stop" if running else "Send")
        self.button.style().unpolish(self.button)
        self.button.style().polish(self.button)
        self._on_text_changed()

    def set_editing(self, message_id: str | None, text: str) -> None:
        self.editing_id = message_id
        self.edit_label.setVisible(message_id is not None)
        self.edit_label.setText(
            tr("Editing an earlier message: Enter sends it as a new version, Esc cancels.")
        )
        if message_id is not None:
            self.editor.setPlainText(text)
            self.editor.setFocus()

    def _on_text_changed(self) -> None:
        lines = max(1, min(8, self.editor.document().blockCount()))
        self.editor.setFixedHeight(28 + 20 * lines)
        self.button.setEnabled(self.running or bool(self.text().strip()))

    def _on_submit(self) -> None:
        if self.running or not self.text().strip():
            return  # never sends empty text (P14); never a second turn (P13)
        self.submitted.emit(self.text())

    def _on_escape(self) -> None:
        if self.running:
            self.stopRequested.emit()
        elif self.editing_id is not None:
            self.clear()
            self.editCancelled.emit()

    def _on_button(self) -> None:
        if self.running:
            self.stopRequested.emit()
        else:
            self._on_submit()
