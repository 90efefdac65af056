"""A file still being read, in the composer's tray: a tile with its name and
how far the reading has come ("Reading page 2 of 5 from the scan…"), and a
× that lets it go. A scanned PDF is read by OCR at a second or more a page
(issue 41), so without it the person saw nothing for half a minute.

The reading happens on the session's "files" thread; what the reader tells
of its pages is passed to the tile through a signal, so it is shown on the
window's thread, and a tile removed meanwhile is simply not told any more.

Signals (ReadingTile):
    removed()   its × was clicked: the file is not attached when it is read
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt, Signal, Slot
from PySide6.QtWidgets import QToolButton

from desktop.domain.words import neutral
from desktop.ui import icons
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, safe_tooltip


def reading_words(kind: str, done: int, of: int) -> str:
    """What a tile says while its file is read: the page OCR is at in a
    scan, or that a picture's words are being read."""
    if kind == "picture":
        return tr("Reading the words in the picture…")
    if of > 0:
        page = min(done + 1, of)
        return tr("Reading page {page} of {pages} from the scan…").format(page=page, pages=of)
    return tr("Reading…")


class ReadingTile(QToolButton):
    """A file being read: its name, what the reader has said so far, and a
    × to let it go (it is then not attached when its reading ends)."""

    removed = Signal()

    def __init__(self, name: str, owner: object) -> None:
        super().__init__()
        self.name = neutral(name)
        self.owner = owner  # the conversation's state it was offered in
        self.setObjectName("AttachmentTile")
        self.setIcon(icons.icon("document"))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setProperty("removable", True)
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("TileRemove")
        self.remove_button.setIcon(icons.icon("dismiss"))
        self.remove_button.setIconSize(QSize(12, 12))
        describe(self.remove_button, tr("Remove {name}").format(name=name))
        self.remove_button.clicked.connect(self.removed)
        self.show_progress("", 0, 0)

    @Slot(str, int, int)
    def show_progress(self, kind: str, done: int, of: int) -> None:
        words = reading_words(kind, done, of)
        label = self.name if len(self.name) <= 28 else self.name[:26] + "…"
        self.setText(f"{label}\n{words}")
        self.setToolTip(safe_tooltip(f"{self.name}\n{words}"))  # a file name is not ours
        describe(self, self.name, words)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self.remove_button.adjustSize()
        self.remove_button.move(self.width() - self.remove_button.width(), 0)


class ReadingRelay(QObject):
    """Carries the reader's progress from the files thread to a tile: made
    on the window's thread, so a signal emitted on the files thread is
    queued to the tile's slot there."""

    told = Signal(str, int, int)

    def __init__(self, tile: ReadingTile) -> None:
        super().__init__()
        self.let_go = False  # the tile's × was clicked: kept here, the tile is deleted
        self.told.connect(tile.show_progress)
        tile.removed.connect(self._on_removed)

    @Slot()
    def _on_removed(self) -> None:
        self.let_go = True

    def progress(self, kind: str, done: int, of: int) -> None:
        """Called on the files thread (engine/attachments.ReadProgress)."""
        self.told.emit(kind, done, of)
