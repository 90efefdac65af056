"""Quitting while the disk refuses an answer's final write.

Nothing is discarded silently (P17): the person is asked, in plain words,
and can save what they saw to a file they choose, keep waiting while they
free some space, or quit without it.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TypeVar

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from desktop.session.conversations import Conversations
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.i18n import tr

log = logging.getLogger(__name__)
T = TypeVar("T")


def _settle(future: asyncio.Future[T], value: T) -> None:
    if not future.done():
        future.set_result(value)


class UnsavedAtQuit:
    """Asks the person at quit what to do with answers the disk refused to
    store: save them to a file, keep waiting, or quit without them."""

    def __init__(self, parent: QWidget, engine: Conversations) -> None:
        self.parent = parent
        self.engine = engine
        self.box: QMessageBox | None = None
        self.files: QFileDialog | None = None

    def transcript(self) -> str:
        parts = []
        for turn in self.engine.unsaved():
            question = turn.user.content if turn.user else ""
            parts.append(f"## You\n\n{question}\n\n## Answer (not saved)\n\n{''.join(turn.text)}\n")
        return "\n".join(parts)

    async def decide(self) -> None:
        """Ask; returns once the person chose (or the disk took the text)."""
        words = sum(len(t.unsaved_text.split()) for t in self.engine.unsaved())
        box = self.box = QMessageBox(self.parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Not everything is saved"))
        box.setText(
            tr(
                "%n word(s) you saw could not be saved: the disk is full or read-only. "
                "Save them to a file, or free some space and keep waiting.",
                "",
                words,
            )
        )
        save = box.addButton(tr("Save to a file…"), QMessageBox.ButtonRole.AcceptRole)
        wait = box.addButton(tr("Keep trying"), QMessageBox.ButtonRole.RejectRole)
        drop = box.addButton(tr("Quit without them"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(save)
        chosen: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        box.buttonClicked.connect(lambda b: _settle(chosen, b))
        box.open()  # never exec() under qasync
        clicked = await chosen
        if clicked is save:
            if await self._save_to_file():
                self._abandon_all()
        elif clicked is drop:
            self._abandon_all()
        elif clicked is wait:
            await asyncio.sleep(2)

    async def _save_to_file(self) -> bool:
        files = self.files = file_dialog(self.parent, tr("Save the unsaved answer"), Purpose.SAVE)
        files.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        files.setDefaultSuffix("md")
        files.selectFile("verbatim-unsaved.md")
        picked: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        files.fileSelected.connect(lambda path: _settle(picked, path))
        files.rejected.connect(lambda: _settle(picked, ""))
        files.open()
        path = await picked
        if not path:
            return False
        try:
            Path(path).write_text(self.transcript(), encoding="utf-8")
        except OSError as exc:
            log.error("could not write %s: %s", path, exc)
            return False
        log.info("unsaved answer written to %s", path)
        return True

    def _abandon_all(self) -> None:
        for turn in self.engine.unsaved():
            self.engine.abandon(turn.conversation_id)
