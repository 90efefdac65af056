"""The transcript view: a scroll area showing the MessageModel's rows.

Only the loaded rows (the newest page, more as the person scrolls up) have
widgets, so opening a 10,000-message conversation creates a few dozen. The
messages sit in a centred column of a readable width; a floating button
brings the person back to the latest words when they scrolled away.

Signals:
    action(kind: str, message_id: str)   forwarded from the message widgets
    saveToolOutput(message_id: str, call_id: str)   forwarded from the message widgets
    made(message_id: str)   a message's widget was made (its look may depend on the window)
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

from desktop.domain.messages import Role, Status, continued
from desktop.ui import icons
from desktop.ui.design import READING_WIDTH, Colors, Space
from desktop.ui.i18n import tr
from desktop.ui.transcript.message_model import MessageModel
from desktop.ui.transcript.message_view import MessageWidget
from desktop.ui.widgets import describe, later

Versions = Callable[[str], tuple[int, int]]
_Index = QModelIndex | QPersistentModelIndex


class TranscriptView(QScrollArea):
    """Shows the MessageModel's loaded rows as message widgets in a readable
    column: older ones read as the person scrolls up, those far off screen
    released, and a way back to the latest words."""

    action = Signal(str, str)
    saveToolOutput = Signal(str, str)
    made = Signal(str)

    def __init__(self, model: MessageModel, palette: Colors, versions: Versions) -> None:
        super().__init__()
        self.setObjectName("Transcript")
        describe(self, tr("Conversation"), tr("The messages of this conversation"))
        self.model = model
        self.palette_ = palette
        self.versions = versions
        self.widgets: list[MessageWidget] = []
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        inner = QWidget()
        inner.setObjectName("TranscriptInner")
        centre = QHBoxLayout(inner)
        centre.setContentsMargins(Space.xl, Space.m, Space.xl, Space.m)
        self.column = QWidget()
        self.column.setObjectName("TranscriptInner")
        self.set_reading_width(1.0)
        centre.addStretch(1)
        centre.addWidget(self.column, 100)
        centre.addStretch(1)
        self._layout = QVBoxLayout(self.column)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(Space.xs)
        self._layout.addStretch(1)
        self.empty = QLabel(
            tr("Ask anything.")
            + "\n\n"
            + tr("Enter sends · Shift+Enter adds a line · Esc stops an answer")
            + "\n"
            + tr("Every word you see is kept, even if you stop or close the window.")
        )
        self.empty.setObjectName("EmptyHint")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Its lines wrap in the column: whole, they were wider than the
        # window zoomed in (German, French), and widened it past the screen.
        self.empty.setWordWrap(True)
        self._layout.insertWidget(0, self.empty)
        self.setWidget(inner)
        self.jump = QToolButton(self.viewport())
        self.jump.setObjectName("JumpToLatest")
        self.jump.setIcon(icons.icon("latest", "text"))
        self.jump.setIconSize(QSize(18, 18))
        self.jump.setCursor(Qt.CursorShape.PointingHandCursor)
        describe(self.jump, tr("Jump to the latest message"), tr("Jump to the latest message"))
        self.jump.clicked.connect(self.scroll_to_latest)
        self.jump.hide()
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

    def set_palette(self, palette: Colors) -> None:
        self.palette_ = palette
        self._rebuild()

    def set_reading_width(self, zoom: float) -> None:
        """The column grows with the text size, so a line keeps its length."""
        self.column.setMaximumWidth(round(READING_WIDTH * zoom))

    def scroll_to_latest(self) -> None:
        self._stick_to_bottom = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._update_jump()

    def _update_jump(self) -> None:
        """Shown while the person is scrolled away from the newest words."""
        bar = self.verticalScrollBar()
        away = bar.maximum() - bar.value() > max(120, self.viewport().height() // 3)
        self.jump.setVisible(away and not self._stick_to_bottom)
        if self.jump.isVisible():
            size = self.jump.sizeHint()
            self.jump.resize(size)
            self.jump.move(
                (self.viewport().width() - size.width()) // 2,
                self.viewport().height() - size.height() - Space.m,
            )
            self.jump.raise_()

    def _mark_last_answer(self) -> None:
        """The last answer keeps its actions in sight: that is where people
        act next. An answer continued below offers no Continue."""
        for i, widget in enumerate(self.widgets):
            last = i == len(self.widgets) - 1 and widget.message.role is Role.ASSISTANT
            if widget.always_show_actions != last:
                widget.set_always_show_actions(last)
            below = self.widgets[i + 1].message if i + 1 < len(self.widgets) else None
            widget.set_continued(continued(widget.message, below))

    def _make(self, row: int) -> MessageWidget:
        message = self.model.message_at(row)
        widget = MessageWidget(
            message, self.palette_, self.versions(message.id), files=self.model.files
        )
        widget.started_at = self.model.live_started_at(message.id)
        widget.preparing = self.model.preparing_of(message.id)
        widget.set_ran_on(self.model.ran_on_of(message.id))  # made before it was known
        widget.action.connect(self.action)
        widget.saveToolOutput.connect(self.saveToolOutput)
        above = self.model.message_at(row - 1) if row > 0 else None
        if above is not None and above.role is message.role is Role.ASSISTANT:
            widget.set_continuation(True)  # Continue: drawn attached to the stopped answer
        return widget

    def _update_empty(self) -> None:
        self.empty.setVisible(self.model.rowCount() == 0)
        self._mark_last_answer()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The hint fills the visible area so that it sits in its middle.
        self.empty.setMinimumHeight(max(0, self.viewport().height() - 40))
        self._update_jump()

    def _rebuild(self) -> None:
        for widget in self.widgets:
            widget.deleteLater()
        self.widgets = []
        for row in range(self.model.rowCount()):
            widget = self._make(row)
            self._layout.insertWidget(self._layout.count() - 1, widget)
            self.widgets.append(widget)
            self.made.emit(widget.message.id)
        self._stick_to_bottom = True
        self._update_empty()
        later(self, 0, self._fill)  # once laid out: does the first screen fill the height?

    def _on_rows_inserted(self, parent: _Index, first: int, last: int) -> None:
        bar = self.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        prepended = first == 0 and bool(self.widgets)
        for row in range(first, last + 1):
            widget = self._make(row)
            self._layout.insertWidget(row + 1, widget)  # index 0 is the empty-state hint
            self.widgets.insert(row, widget)
            self.made.emit(widget.message.id)
        self._update_empty()
        if prepended:
            # Older messages arrived above: keep what the person was reading in place.
            later(bar, 0, lambda: bar.setValue(bar.maximum() - from_bottom))
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
                widget.ran_on = self.model.ran_on_of(message.id)
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
        self._update_jump()
        if value == bar.minimum() and self.model.canFetchMore(QModelIndex()):
            self.model.fetchMore(QModelIndex())

    def _on_range_changed(self, _low: int, high: int) -> None:
        if self._stick_to_bottom:
            self.verticalScrollBar().setValue(high)
        self._update_jump()
        if high == 0:
            later(self, 0, self._fill)

    def _fill(self) -> None:
        """While the messages read do not fill the height there is nothing
        to scroll up to: the older ones are read now, a page at a time,
        each after the last is laid out."""
        if not self.model.canFetchMore(QModelIndex()):
            return
        self._layout.activate()  # the heights as they will be drawn, not as last drawn
        if self.column.sizeHint().height() <= self.viewport().height():
            self.model.fetchMore(QModelIndex())
            later(self, 0, self._fill)

    def scroll_position(self) -> int:
        bar = self.verticalScrollBar()
        return bar.maximum() - bar.value()  # distance from the bottom survives new messages

    def restore_scroll(self, from_bottom: int) -> None:
        bar = self.verticalScrollBar()
        self._stick_to_bottom = from_bottom <= 0
        later(bar, 0, lambda: bar.setValue(bar.maximum() - from_bottom))

    def reveal(self, message_id: str, query: str) -> None:
        """Scroll a message into view and highlight it (a search hit)."""
        widget = self.widget_for(message_id)
        if widget is None:
            return
        self._stick_to_bottom = False
        widget.highlight(query)
        later(widget, 0, lambda: self.ensureWidgetVisible(widget, 0, 40))

    def widget_for(self, message_id: str) -> MessageWidget | None:
        return next((w for w in self.widgets if w.message.id == message_id), None)
