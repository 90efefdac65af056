"""Where a file dialog opens: the folder the person last used for the same
kind of file, else the natural place in their home (Documents for what they
attach and save, Downloads for what they bring in), never the folder the
program was started from.

The folders are remembered per purpose for the whole window (every dialog
reads them here); the window recalls them from the settings at start and
gives them back at close (`recall`, `remembered`).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget


class Purpose(StrEnum):
    """What a file dialog is for, so each kind of file opens in the folder
    last used for it."""

    ATTACH = "attach"
    PROJECT_FILES = "project_files"
    SAVE = "save"  # an export, a tool's output, an unsaved answer
    IMPORT = "import"
    MODEL = "model"
    SYNC = "sync"


_Where = QStandardPaths.StandardLocation
_NATURAL = {
    Purpose.ATTACH: _Where.DocumentsLocation,
    Purpose.PROJECT_FILES: _Where.DocumentsLocation,
    Purpose.SAVE: _Where.DocumentsLocation,
    Purpose.IMPORT: _Where.DownloadLocation,  # an export from ChatGPT or Claude
    Purpose.MODEL: _Where.DownloadLocation,
    Purpose.SYNC: _Where.HomeLocation,
}
_last: dict[str, str] = {}


def recall(folders: Mapping[str, str]) -> None:
    """At the window's start: the folders its settings kept."""
    _last.clear()
    known = {p.value for p in Purpose}
    _last.update({k: v for k, v in folders.items() if k in known})


def remembered() -> dict[str, str]:
    """At close: the folders to keep in the settings."""
    return dict(_last)


def start_folder(purpose: Purpose) -> str:
    last = _last.get(purpose)
    if last and Path(last).is_dir():
        return last
    for where in (_NATURAL[purpose], _Where.HomeLocation):
        found = QStandardPaths.writableLocation(where)
        if found and Path(found).is_dir():
            return found
    return str(Path.home())


def _remember(purpose: Purpose, chosen: str) -> None:
    if chosen:
        _last[purpose] = str(Path(chosen).parent)


def file_dialog(parent: QWidget, title: str, purpose: Purpose) -> QFileDialog:
    """A file dialog opened where this purpose's files are; a name given
    to selectFile afterwards is taken within that folder."""
    dialog = QFileDialog(parent, title)
    dialog.setDirectory(start_folder(purpose))
    dialog.fileSelected.connect(lambda chosen: _remember(purpose, chosen))
    dialog.filesSelected.connect(lambda chosen: _remember(purpose, chosen[0] if chosen else ""))
    return dialog
