"""The transcript view: a scroll area showing the MessageModel's rows.

Only the loaded rows (the newest page, more as the person scrolls up) have
widgets, so opening a 10,000-message conversation creates a few dozen.

Signals:
    action(kind: str, message_id: str)   forwarded from the message widgets
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop.domain.messages import Role, Status
from desktop.ui.message_model import MessageModel
from desktop.ui.message_view import MessageWidget
from desktop.ui.theme import ThemePalette
from desktop.ui.widgets import describe

Versions = Callable[[str], tuple[int, int]]
_Index = QModelIndex | QPersistentModelIndex


class TranscriptView(QScrollArea):
    action = Signal(str, str)

    def __init__(self, model: MessageModel, palette: ThemePalette, versions: Versions) -> None:
        super().__init__()
        self.setObjectName("Transcript")
        describe(self, "Conversation", "The messages of this conversation")
        self.model = model
        self.palette_ = palette
        self.versions = versions
        self.widgets: list[MessageWidget] = []
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner.setObjectName("TranscriptInner")
        self._layout = QVBoxLayout(inner)
        self._layout.setContentsMargins(0, 12, 0, 12)
        self._layout.setSpacing(4)
        self._layout.addStretch(1)
        self.empty = QLabel(
            "Ask anything.\n\nEnter sends · Shift+Enter adds a line · Esc stops an answer\n"
            "Every word you see is kept, even if you stop or close the window."
        )
        self.empty.setObjectName("EmptyHint")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.insertWidget(0, self.empty, 0, Qt.AlignmentFlag.AlignCenter)
        self.setWidget(inner)
        self._stick_to_bottom = True
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()
        # Rows far outside the viewport give back their rendered documents
        # (issue 11); they render again as they come near.
        self._release_timer = QTimer(self)
        self._release_timer.setSingleShot(True)
        self._release_timer.setInterval(150)
        self._release_timer.timeout.connect(self.release_far_rows)
        bar = self.verticalScrollBar()
        # (lambdas: connected directly, start(int) would take the value as msec)
        bar.valueChanged.connect(lambda _value: self._release_timer.start())
        bar.rangeChanged.connect(lambda _low, _high: self._release_timer.start())
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)
        model.modelReset.connect(self._rebuild)
        model.rowsInserted.connect(self._on_rows_inserted)
        model.rowsRemoved.connect(self._on_rows_removed)
        model.dataChanged.connect(self._on_data_changed)
        self._rebuild()

    def set_palette(self, palette: ThemePalette) -> None:
        self.palette_ = palette
        self._rebuild()

    def _make(self, row: int) -> MessageWidget:
        message = self.model.message_at(row)
        widget = MessageWidget(message, self.palette_, self.versions(message.id))
        widget.started_at = self.model.live_started_at(message.id)
        widget.action.connect(self.action)
        above = self.model.message_at(row - 1) if row > 0 else None
        if above is not None and above.role is message.role is Role.ASSISTANT:
            widget.set_continuation(True)  # Continue: drawn attached to the stopped answer
        return widget

    def _update_empty(self) -> None:
        self.empty.setVisible(self.model.rowCount() == 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The hint fills the visible area so that it sits in its middle.
        self.empty.setMinimumHeight(max(0, self.viewport().height() - 40))

    def _rebuild(self) -> None:
        for widget in self.widgets:
            widget.deleteLater()
        self.widgets = []
        for row in range(self.model.rowCount()):
            widget = self._make(row)
            self._layout.insertWidget(self._layout.count() - 1, widget)
            self.widgets.append(widget)
        self._stick_to_bottom = True
        self._update_empty()

    def _on_rows_inserted(self, parent: _Index, first: int, last: int) -> None:
        bar = self.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        prepended = first == 0 and bool(self.widgets)
        for row in range(first, last + 1):
            widget = self._make(row)
            self._layout.insertWidget(row + 1, widget)  # index 0 is the empty-state hint
            self.widgets.insert(row, widget)
        self._update_empty()
        if prepended:
            # Older messages arrived above: keep what the person was reading in place.
            QTimer.singleShot(0, lambda: bar.setValue(bar.maximum() - from_bottom))
        else:
            self._stick_to_bottom = True

    def _on_rows_removed(self, parent: _Index, first: int, last: int) -> None:
        for widget in self.widgets[first : last + 1]:
            self._layout.removeWidget(widget)
            widget.deleteLater()
        del self.widgets[first : last + 1]
        self._update_empty()

    def _on_data_changed(self, top: _Index, bottom: _Index, roles: list[int]) -> None:
        for row in range(top.row(), bottom.row() + 1):
            if 0 <= row < len(self.widgets):
                message = self.model.message_at(row)
                widget = self.widgets[row]
                if message.status is not Status.STREAMING:  # versions do not change mid-stream
                    widget.versions = self.versions(message.id)
                widget.set_message(message)

    def release_far_rows(self) -> None:
        """Keep rendered only what is within two screens of the viewport."""
        top = self.verticalScrollBar().value()
        height = self.viewport().height()
        near_top, near_bottom = top - 2 * height, top + 3 * height
        for widget in self.widgets:
            geometry = widget.geometry()
            if geometry.bottom() < near_top or geometry.top() > near_bottom:
                widget.release()
            else:
                widget.restore()

    def _tick(self) -> None:
        for widget in self.widgets:
            widget.tick()

    def _on_scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self._stick_to_bottom = value >= bar.maximum() - 40
        if value == bar.minimum() and self.model.canFetchMore(QModelIndex()):
            self.model.fetchMore(QModelIndex())

    def _on_range_changed(self, _low: int, high: int) -> None:
        if self._stick_to_bottom:
            self.verticalScrollBar().setValue(high)

    def scroll_position(self) -> int:
        bar = self.verticalScrollBar()
        return bar.maximum() - bar.value()  # distance from the bottom survives new messages

    def restore_scroll(self, from_bottom: int) -> None:
        bar = self.verticalScrollBar()
        self._stick_to_bottom = from_bottom <= 0
        QTimer.singleShot(0, lambda: bar.setValue(bar.maximum() - from_bottom))

    def reveal(self, message_id: str, query: str) -> None:
        """Scroll a message into view and highlight it (a search hit)."""
        widget = self.widget_for(message_id)
        if widget is None:
            return
        self._stick_to_bottom = False
        widget.highlight(query)
        QTimer.singleShot(0, lambda: self.ensureWidgetVisible(widget, 0, 40))

    def widget_for(self, message_id: str) -> MessageWidget | None:
        return next((w for w in self.widgets if w.message.id == message_id), None)
