"""The window on a full disk (issue 10, item 2): a persistent banner says how
many words wait; quitting offers to save them to a file; nothing is dropped
silently. The data folder is a real 2 MB tmpfs."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox, QPushButton

from desktop.devserver import Reply, demo_text
from tests.e2e.conftest import fill_disk, tiny_disk
from tests.e2e.test_disk_full import TOKENS
from tests.ui.conftest import Harness

__all__ = ["tiny_disk"]
SHOTS = Path(__file__).parents[2] / "docs" / "screenshots"


def test_quitting_on_a_full_disk_offers_a_file_and_writes_every_word(
    harness: Harness, tiny_disk: Path, tmp_path: Path
) -> None:
    harness.data = tiny_disk
    window = harness.open()
    full = demo_text(TOKENS, 9)
    harness.server.script(Reply(tokens=TOKENS, seed=9, rate=20_000))
    filler = fill_disk(tiny_disk, leave=200_000)
    window.composer.editor.setFocus()
    harness.qtbot.keyClicks(window.composer.editor, "a very long answer please")
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Return)
    harness.wait(lambda: bool(window.session.engine.unsaved()), timeout=60_000)
    harness.wait(lambda: "not saved yet" in window.banner.label.text().lower())
    assert window.banner.isVisible()
    if os.environ.get("VERBATIM_SHOTS"):
        window.grab().save(str(SHOTS / "disk-full-banner.png"))

    window.close()  # the person quits while the disk still refuses
    boxes: list[QMessageBox] = []

    def asked() -> bool:
        boxes[:] = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()
        ]
        return bool(boxes)

    harness.wait(asked, timeout=10_000)
    assert "could not be saved" in boxes[0].text()
    assert not window._closed_done  # nothing closes behind the person's back
    save = next(b for b in boxes[0].findChildren(QPushButton) if b.text() == "Save to a file…")
    harness.qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    dialogs: list[QFileDialog] = []

    def file_dialog() -> bool:
        dialogs[:] = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QFileDialog) and w.isVisible()
        ]
        return bool(dialogs)

    harness.wait(file_dialog)
    target = tmp_path / "rescued.md"
    name = dialogs[0].findChild(QLineEdit, "fileNameEdit")
    assert name is not None
    name.setFocus()
    name.clear()
    harness.qtbot.keyClicks(name, str(target))
    harness.qtbot.keyClick(name, Qt.Key.Key_Return)
    harness.wait(lambda: window._closed_done, timeout=20_000)
    assert full in target.read_text(encoding="utf-8")
    filler.unlink()
