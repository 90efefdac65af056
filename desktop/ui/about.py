"""The About box: name, version, where the data lives."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop import __version__
from desktop.ui.i18n import tr


def show_about(parent: QWidget, data_folder: Path) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle(tr("About Verbatim"))
    # Plain text: the data folder's path is the person's, not ours.
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(f"Verbatim {__version__}")
    box.setInformativeText(
        tr("A chat client for language models that keeps every word you saw.")
        + "\n\n"
        + tr("Your conversations are stored in:")
        + f"\n{data_folder}"
    )
    box.open()  # never exec(): it would nest event loops under qasync
    return box
