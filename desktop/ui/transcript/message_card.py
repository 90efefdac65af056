"""The frame a message is shown in: an answer's card, or a question's
bubble, which asks for the width of its longest line (a word-wrapped label
asks for very little) but gives it up where the window is narrower.

It was a minimum width: a question of 73 characters held the reading
column 543 px wide in an 800x600 window whose transcript had 526, and the
column ran under the scroll bar, cutting the right edge of every message in
the conversation (the "45 tokens/s" line under an answer with web sources,
in scripts/screenshots.py --web)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFrame


class MessageCard(QFrame):
    """A message's frame, whose width `wanted` is what it asks for, not what
    it must have: the layout gives it that where there is room, and less
    (its text wraps) where there is not."""

    def __init__(self) -> None:
        super().__init__()
        self.wanted = 0

    def want_width(self, width: int) -> None:
        self.wanted = width
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.wanted), hint.height())
