"""The About box: name, version, where the data lives."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from desktop import __version__


def show_about(parent: QWidget, data_folder: Path) -> QMessageBox:
    box = QMessageBox(parent)
    box.setWindowTitle("About Verbatim")
    box.setText(f"<b>Verbatim {__version__}</b>")
    box.setInformativeText(
        "A chat client for language models that keeps every word you saw.\n\n"
        f"Your conversations are stored in:\n{data_folder}"
    )
    box.open()  # never exec(): it would nest event loops under qasync
    return box
