"""The About box: the app's mark, name and version (with the store format
and the local engine, as `verbatim --version` gives them: what a person
reporting a problem is asked for), what it promises, and where the
person's data lives (selectable, so it can be copied).

Opened with open(), never exec() (PLATFORM.md: no nested loops under qasync).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.session.entry import release_numbers
from desktop.ui.design import Space
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label

MARK = Path(__file__).resolve().parents[3] / "resources" / "verbatim.svg"


class AboutDialog(QDialog):
    """The About box: the app's mark, name and version, what it promises, and
    where its data folder is."""

    def __init__(self, parent: QWidget, data_folder: Path) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About Verbatim"))
        self.setModal(True)
        self.setMinimumWidth(420)
        self.setMaximumWidth(700)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.xl, Space.xl, Space.xl, Space.l)
        col.setSpacing(Space.m)
        top = QHBoxLayout()
        top.setSpacing(Space.l)
        mark = QLabel()
        mark.setPixmap(QIcon(str(MARK)).pixmap(48, 48))
        top.addWidget(mark, 0, Qt.AlignmentFlag.AlignTop)
        names = QVBoxLayout()
        names.setSpacing(0)
        names.addWidget(plain_label("Verbatim", "Title"))
        version, store, engine = release_numbers()
        self.version = plain_label(tr("Version {version}").format(version=version), "Meta")
        self.store = plain_label(tr("Store format {number}").format(number=store), "Meta")
        self.engine = plain_label(
            tr("Local engine: llama-cpp-python {version}").format(version=engine), "Meta"
        )
        for label in (self.version, self.store, self.engine):
            # Selectable, so it can be copied into a report.
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            names.addWidget(label)
        top.addLayout(names, 1)
        col.addLayout(top)
        col.addWidget(
            plain_label(
                tr("A chat client for language models that keeps every word you saw."), wrap=True
            )
        )
        col.addWidget(plain_label(tr("Your conversations are stored in:"), "Meta"))
        # Plain text: the data folder's path is the person's, not ours.
        self.folder = plain_label(str(data_folder), wrap=True)
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.folder)
        row = QHBoxLayout()
        row.addStretch(1)
        self.close_button = QPushButton(tr("Close"))
        describe(self.close_button, tr("Close"))
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.close_button)
        col.addSpacing(Space.s)
        col.addLayout(row)

    def text(self) -> str:
        """Everything the box says, for a reader or a test."""
        return "\n".join(label.text() for label in self.findChildren(QLabel) if label.text())


def show_about(parent: QWidget, data_folder: Path) -> AboutDialog:
    box = AboutDialog(parent, data_folder)
    box.open()
    return box
