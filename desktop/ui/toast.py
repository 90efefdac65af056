"""A short confirmation that floats over the window and fades by itself
("Copied"). It never takes focus and never needs dismissing; it is also
announced to screen readers through its accessible name."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from desktop.ui.design import Space

SHOWN_MS = 1600


class Toast(QLabel):
    """A short confirmation floating over the window, gone by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._host = parent
        self.setObjectName("Toast")
        self.setTextFormat(self.textFormat().PlainText)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_text(self, text: str, above: QWidget | None = None) -> None:
        """Centred over the window, just above `above` (the composer)."""
        self.setText(text)
        self.setAccessibleName(text)
        self.adjustSize()
        parent = self._host
        bottom = parent.height() - Space.xl
        if above is not None:
            bottom = above.mapTo(parent, above.rect().topLeft()).y() - Space.s
        self.move((parent.width() - self.width()) // 2, bottom - self.height())
        self.show()
        self.raise_()
        self._timer.start(SHOWN_MS)
