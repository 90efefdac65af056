"""A question before something that cannot be undone.

The destructive button says what it does ("Delete") and is drawn as
destructive; Cancel is the default, so Enter or Esc never destroys.
Opened with open(), never exec() (PLATFORM.md: no nested loops under qasync).

Signals:
    confirmed()   the person pressed the destructive button
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.ui.design import Space
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label


class ConfirmDialog(QDialog):
    """Asks once more before something that cannot be undone, the action named
    on its button."""

    confirmed = Signal()

    def __init__(
        self, parent: QWidget, title: str, text: str, action: str, destructive: bool = True
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(True)
        self.setMinimumWidth(380)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.xl, Space.xl, Space.xl, Space.l)
        col.setSpacing(Space.l)
        heading = plain_label(title, "Title")
        self.body = plain_label(text, wrap=True)  # the person's words: never markup
        self.body.setMaximumWidth(480)
        col.addWidget(heading)
        col.addWidget(self.body)
        row = QHBoxLayout()
        row.addStretch(1)
        self.cancel = QPushButton(tr("Cancel"))
        self.action = QPushButton(action)
        self.action.setObjectName("Danger" if destructive else "")
        describe(self.cancel, tr("Cancel"))
        describe(self.action, action)
        self.action.setAutoDefault(False)
        self.cancel.setDefault(True)
        self.cancel.clicked.connect(self.reject)
        self.action.clicked.connect(self._on_action)
        row.addWidget(self.cancel)
        row.addWidget(self.action)
        col.addLayout(row)
        self.cancel.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_action(self) -> None:
        self.accept()
        self.confirmed.emit()
