"""Renaming a conversation: a heading, the whole title in a field wide
enough to read it, and Cancel / Rename.

Rename is the default, so Enter renames and Esc cancels; it is disabled
while the field holds only spaces, so a title can never become empty.
Opened with open(), never exec() (PLATFORM.md: no nested loops under qasync).

Signals:
    renamed(title: str)   the person pressed Rename; the title is stripped
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from desktop.ui.design import Space
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label

# A title is one line; longer ones are cut by the store anyway.
TITLE_LIMIT = 200


class RenameDialog(QDialog):
    """Renaming a conversation, with the whole title in a field wide enough to
    read it."""

    renamed = Signal(str)

    def __init__(self, parent: QWidget, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Rename conversation"))
        self.setModal(True)
        # Wide enough for a typical title, and never wider than an 800 px screen.
        self.setMinimumWidth(520)
        self.setMaximumWidth(760)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.xl, Space.xl, Space.xl, Space.l)
        col.setSpacing(Space.l)
        col.addWidget(plain_label(tr("Rename conversation"), "Title"))
        self.field = QLineEdit(title.split("\n", 1)[0][:TITLE_LIMIT])
        self.field.setMaxLength(TITLE_LIMIT)
        self.field.setClearButtonEnabled(True)
        self.field.setPlaceholderText(tr("A name for this conversation"))
        describe(self.field, tr("New name:"))
        # All selected (typing replaces it), with the start of the title in view.
        self.field.setSelection(len(self.field.text()), -len(self.field.text()))
        col.addWidget(self.field)
        row = QHBoxLayout()
        row.addStretch(1)
        self.cancel = QPushButton(tr("Cancel"))
        self.rename = QPushButton(tr("Rename"))
        self.rename.setObjectName("Primary")
        describe(self.cancel, tr("Cancel"))
        describe(self.rename, tr("Rename"))
        self.cancel.setAutoDefault(False)
        self.rename.setDefault(True)
        self.cancel.clicked.connect(self.reject)
        self.rename.clicked.connect(self._on_rename)
        self.field.textChanged.connect(self._on_text)
        row.addWidget(self.cancel)
        row.addWidget(self.rename)
        col.addLayout(row)
        self._on_text(self.field.text())
        self.field.setFocus(Qt.FocusReason.OtherFocusReason)

    @Slot(str)
    def _on_text(self, text: str) -> None:
        self.rename.setEnabled(bool(text.strip()))

    @Slot()
    def _on_rename(self) -> None:
        title = self.field.text().strip()
        if not title:
            return
        self.accept()
        self.renamed.emit(title)
