"""The header's context meter: how much of the model's context the open
conversation fills, as a thin bar and "3.1k / 8.2k".

The count is the server's own (prompt and answer tokens of the newest
answer that reported usage), plus an estimate for what came after; with
no count yet, the whole branch is estimated. Hidden while the model's
context length is unknown.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from desktop.ui import icons
from desktop.ui.i18n import tr
from desktop.ui.widgets import plain_label, safe_tooltip

FULL_AT = 0.9  # from here the bar turns to the warning colour


def short(n: int) -> str:
    if n < 1000:
        return str(n)
    if n < 100_000:
        return f"{n / 1000:.1f}k".replace(".0k", "k")
    return f"{n // 1000}k"


class _Bar(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.share = 0.0
        self.setFixedSize(QSize(44, 6))

    def paintEvent(self, event: QPaintEvent) -> None:
        colors = icons.current_colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        rect = QRectF(self.rect())
        painter.setBrush(QColor(colors.border))
        painter.drawRoundedRect(rect, 3, 3)
        filled = QRectF(rect.x(), rect.y(), rect.width() * min(1.0, self.share), rect.height())
        painter.setBrush(QColor(colors.danger if self.share >= FULL_AT else colors.accent))
        painter.drawRoundedRect(filled, 3, 3)
        painter.end()


class ContextMeter(QWidget):
    """The header's bar and figures for how much of the model's context the
    open conversation fills; hidden while the context length is unknown."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ContextMeter")
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 0, 4, 0)
        row.setSpacing(6)
        self.bar = _Bar()
        self.label = plain_label("", "Meta")
        row.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.label)
        self.used = 0
        self.limit: int | None = None
        self.room = True  # False in a narrow window: the title needs the space
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.hide()

    # In a narrow window the header squeezes the meter to its bar alone (the
    # numbers stay in its tooltip); the hint stays the full width, so the
    # numbers come back as soon as there is room for them.
    # The widest its numbers get: its width never changes with them, so the
    # model menu beside it stays put (issue 35: it moved sideways as the
    # meter appeared and its numbers grew).
    WIDEST = "999.9k / 999.9k"

    def sizeHint(self) -> QSize:
        metrics = self.label.fontMetrics()
        label = max(
            metrics.horizontalAdvance(self.WIDEST), metrics.horizontalAdvance(self.label.text())
        )
        return QSize(self.bar.width() + label + 20, self.bar.height() + 10)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.bar.width() + 8, self.bar.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_label()

    def _fit_label(self) -> None:
        """The numbers show whole or not at all (their words are in the tooltip)."""
        self.label.setVisible(self.width() >= self.sizeHint().width())

    def set_room(self, room: bool) -> None:
        if room != self.room:
            self.room = room
            # With room, its place is kept while it is hidden (a conversation
            # whose model says no length): the header does not shift.
            policy = self.sizePolicy()
            policy.setRetainSizeWhenHidden(room)
            self.setSizePolicy(policy)
            self.show_use(self.used, self.limit)

    def show_use(self, used: int, limit: int | None) -> None:
        self.used, self.limit = used, limit
        if not limit or not self.room:
            self.hide()
            return
        self.bar.share = used / limit
        self.bar.update()
        self.label.setText(f"{short(used)} / {short(limit)}")
        self._fit_label()
        words = tr(
            "About {used} of the {limit} tokens this model reads. When a conversation is "
            "longer, the oldest messages after your first one are left out (the system "
            "prompt and your first message always go), and the answer says so."
        ).format(used=f"{used:,}", limit=f"{limit:,}")
        self.setToolTip(safe_tooltip(words))
        self.setAccessibleName(tr("Context used"))
        self.setAccessibleDescription(words)
        self.show()
