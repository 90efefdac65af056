"""Two small parts of a message on screen: the round mark beside the
speaker's name, and the box the model's reasoning shows in."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QSizePolicy

from desktop.ui import icons
from desktop.ui.i18n import tr


class ReasoningView(QPlainTextEdit):
    """The model's reasoning, read-only, as tall as its lines up to
    MAX_HEIGHT, past which it scrolls (one line sat in a 70 px box)."""

    MAX_HEIGHT = 220

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Reasoning")
        self.setReadOnly(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        # Streaming appends and a new width (wrapping) both change the lines.
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._fit()

    def _fit(self) -> None:
        margins = self.contentsMargins()
        # Each block's rectangle as laid out at this width (the first one
        # holds the document's top margin); the bottom margin and a pixel
        # for the last line's descent below, or it scrolls by one.
        height = margins.top() + margins.bottom() + self.document().documentMargin() + 1
        block = self.document().firstBlock()
        while block.isValid() and height < self.MAX_HEIGHT:
            height += self.blockBoundingRect(block).height()
            block = block.next()
        self.setFixedHeight(min(self.MAX_HEIGHT, round(height)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class RoleMark(QLabel):
    """A small round mark beside the name: who is speaking, at a glance."""

    def __init__(self, who: str) -> None:
        super().__init__()
        self.setObjectName("RoleMark")
        self.setFixedSize(24, 24)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setPixmap(icons.icon(who, "text").pixmap(QSize(15, 15), self.devicePixelRatioF()))
        self.setAccessibleName(tr("You") if who == "you" else tr("Model"))
