"""How an answer's tool calls look: one card per call with its server, tool
and arguments, its state in words, and its result folded away with its size.

Everything a tool or the model wrote (arguments, output) is shown as plain
text, never as HTML or markdown that could fetch anything (issue 11).
"""

from __future__ import annotations

import json

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import ToolCall, ToolStatus
from desktop.domain.words import neutral
from desktop.session.files import SHOWN_CHARS
from desktop.ui.i18n import tr, translated
from desktop.ui.widgets import describe, plain_label

STATUS_WORDS = {
    ToolStatus.WAITING: QT_TR_NOOP("Waiting for you"),
    ToolStatus.RUNNING: QT_TR_NOOP("Running…"),
    ToolStatus.DONE: QT_TR_NOOP("Done"),
    ToolStatus.FAILED: QT_TR_NOOP("Could not run"),
    ToolStatus.DENIED: QT_TR_NOOP("Denied by you"),
    ToolStatus.CANCELLED: QT_TR_NOOP("Stopped by you"),
    ToolStatus.INTERRUPTED: QT_TR_NOOP("Cut off when Verbatim closed"),
    ToolStatus.SKIPPED: QT_TR_NOOP("Not run"),
}
ARGUMENT_LINES = 6  # arguments longer than this scroll inside their box
RESULT_LINES = 14  # a result longer than this scrolls inside its box


def pretty_arguments(arguments: str) -> str:
    """The model's arguments, indented when they are JSON (as written if not)."""
    try:
        return json.dumps(json.loads(arguments), ensure_ascii=False, indent=2)
    except ValueError:
        return arguments


def size_words(text: str) -> str:
    n = len(text.encode("utf-8"))
    if n < 1024:
        return tr("%n byte(s)", None, n)
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n / 1024 / 1024:.1f} MB"


def fit_height(box: QPlainTextEdit, lines: int) -> None:
    """As tall as its text (counted in lines), up to `lines`; longer text scrolls."""
    box.ensurePolished()  # the style sheet's font size, not the default one
    shown = min(lines, max(1, box.toPlainText().rstrip("\n").count("\n") + 1))
    margins = 2 * box.document().documentMargin() + 2 * box.frameWidth()
    box.setFixedHeight(round(box.fontMetrics().lineSpacing() * shown + margins + 4))


def plain_box(text: str, lines: int) -> QPlainTextEdit:
    box = QPlainTextEdit()
    box.setObjectName("ToolText")
    # Set here, not in the style sheet: the height is counted in this font's lines.
    box.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    box.setReadOnly(True)
    box.setPlainText(text)
    box.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
    fit_height(box, lines)
    return box


class ToolCallCard(QFrame):
    """One call. Its result is shown on request; a running call's output
    grows in place.

    Signals:
        saveRequested(call_id: str)   the person asked to save the whole output
    """

    saveRequested = Signal(str)

    def __init__(self, call: ToolCall) -> None:
        super().__init__()
        self.setObjectName("ToolCard")
        self.call = call
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 8, 10, 8)
        col.setSpacing(4)
        head = QHBoxLayout()
        self.title = plain_label("", "ToolName")
        self.state = plain_label("", "ToolState")
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.state)
        col.addLayout(head)
        self.arguments = plain_box(pretty_arguments(call.arguments), ARGUMENT_LINES)
        describe(self.arguments, tr("Arguments"))
        col.addWidget(self.arguments)
        self.note = plain_label("", "Meta", wrap=True)
        col.addWidget(self.note)
        self.toggle = QToolButton()
        self.toggle.setObjectName("ToolResultToggle")
        self.toggle.setCheckable(True)
        self.toggle.setCursor(Qt.CursorShape.PointingHandCursor)
        self.toggle.toggled.connect(self._on_toggled)
        col.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        self.result = plain_box("", RESULT_LINES)
        self.result.hide()
        describe(self.result, tr("Result"))
        col.addWidget(self.result)
        self.save = QToolButton()
        self.save.setObjectName("ToolResultToggle")
        self.save.setText(tr("Save the whole output…"))
        self.save.setCursor(Qt.CursorShape.PointingHandCursor)
        self.save.clicked.connect(lambda: self.saveRequested.emit(self.call.id))
        self.save.hide()
        col.addWidget(self.save, 0, Qt.AlignmentFlag.AlignLeft)
        self.set_call(call)

    def set_call(self, call: ToolCall) -> None:
        self.call = call
        where = call.server or tr("not offered")
        self.title.setText(neutral(f"{call.tool or call.name}  ·  {where}"))
        self.state.setText(tr(STATUS_WORDS[call.status]))
        self.state.setProperty("state", call.status.value)
        self.state.style().unpolish(self.state)
        self.state.style().polish(self.state)
        note = translated(call.note)
        if call.is_error and call.status is ToolStatus.DONE:
            note = tr("The tool says this call failed.")
        self.note.setText(note)
        self.note.setVisible(bool(note))
        has_output = bool(call.output)
        partial = call.status in (ToolStatus.CANCELLED, ToolStatus.INTERRUPTED, ToolStatus.RUNNING)
        label = tr("Output so far") if partial else tr("Result")
        size = size_words(call.output)
        if len(call.output) > SHOWN_CHARS:  # a long result opens at once, its start shown
            size = tr("{size}, the first {shown} shown").format(
                size=size, shown=size_words(call.output[:SHOWN_CHARS])
            )
        self.toggle.setText(f"{label} ({size})")
        self.toggle.setVisible(has_output)
        self.save.setVisible(has_output and self.result.isVisible())
        describe(self.toggle, tr("Show or hide the result"))
        # A last line break would show as an empty line.
        shown = call.output[:SHOWN_CHARS].rstrip("\n")
        if self.result.toPlainText() != shown:
            self.result.setPlainText(shown)
            fit_height(self.result, RESULT_LINES)
            bar = self.result.verticalScrollBar()
            if call.status is ToolStatus.RUNNING:
                bar.setValue(bar.maximum())  # a running tool's newest line in view

    def _on_toggled(self, shown: bool) -> None:
        self.result.setVisible(shown)
        self.save.setVisible(shown and bool(self.call.output))


class ToolCallsView(QWidget):
    """The calls of one answer, in the order the model made them.

    Signals:
        saveRequested(call_id: str)   forwarded from the cards
    """

    saveRequested = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[ToolCallCard] = []
        self._col = QVBoxLayout(self)
        self._col.setContentsMargins(0, 0, 0, 0)
        self._col.setSpacing(6)
        self.hide()

    def set_calls(self, calls: tuple[ToolCall, ...]) -> None:
        for card, call in zip(self.cards, calls, strict=False):
            if card.call != call:
                card.set_call(call)
        for call in calls[len(self.cards) :]:
            card = ToolCallCard(call)
            card.saveRequested.connect(self.saveRequested)
            self.cards.append(card)
            self._col.addWidget(card)
        self.setVisible(bool(calls))
