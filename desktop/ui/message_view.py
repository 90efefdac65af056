"""How one message looks: who, status, the text as markdown, and its actions.

Signals (MessageWidget):
    action(kind: str, message_id: str)   kinds: copy, regenerate, retry, continue,
                                          edit, prev, next
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
)

from desktop.domain.messages import Message, Role, Status
from desktop.ui.full_text import FullTextDialog, displayable
from desktop.ui.markdown_render import COPY_SCHEME, SAFE_SCHEMES, code_blocks
from desktop.ui.rich_text import RichText
from desktop.ui.theme import ThemePalette
from desktop.ui.widgets import describe, plain_label

ACTIONS = [  # kind, label, what a screen reader says
    ("prev", "‹", "Previous version"),
    ("versions", "", "Version"),
    ("next", "›", "Next version"),
    ("copy", "Copy", "Copy this message"),
    ("edit", "Edit", "Edit this question as a new version"),
    ("retry", "Retry", "Try this answer again"),
    ("continue", "Continue", "Continue this answer"),
    ("regenerate", "Regenerate", "Write a new version of this answer"),
]


def open_link(url: str, text: str) -> bool:
    """Copy a code block, or open a safe link in the browser. Returns True if handled."""
    if url.startswith(COPY_SCHEME):
        blocks = code_blocks(text)
        index = int(url[len(COPY_SCHEME) :] or -1)
        if 0 <= index < len(blocks):
            QGuiApplication.clipboard().setText(blocks[index])
            return True
        return False
    if url.lower().startswith(SAFE_SCHEMES):
        return QDesktopServices.openUrl(QUrl(url))
    return False  # any other scheme is never opened


class MessageWidget(QFrame):
    action = Signal(str, str)

    def __init__(self, message: Message, palette: ThemePalette, versions: tuple[int, int]) -> None:
        super().__init__()
        self.palette_ = palette
        self.message = message
        self.versions = versions
        self.started_at: float | None = None
        self.continuation = False
        self._stream_capped = False
        self._rendered_for: tuple[str, str, bool] | None = None
        outer = self.outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 6, 24, 6)
        self.card = QFrame()
        self.card.setObjectName("UserBubble" if message.role is Role.USER else "AnswerCard")
        col = QVBoxLayout(self.card)
        col.setContentsMargins(14, 10, 14, 8)
        col.setSpacing(6)
        if message.role is Role.USER:
            outer.addStretch(1)
            self.card.setMaximumWidth(720)
            self.card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.card, 100 if message.role is Role.ASSISTANT else 0)

        head = QHBoxLayout()
        self.role = plain_label("", "Role")
        self.badge = plain_label()
        head.addWidget(self.role)
        head.addWidget(self.badge)
        head.addStretch(1)
        col.addLayout(head)

        self.reasoning_toggle = QToolButton()
        self.reasoning_toggle.setCheckable(True)
        self.reasoning_toggle.toggled.connect(self._on_reasoning_toggled)
        describe(self.reasoning_toggle, "Show or hide the model's reasoning")
        # Reasoning can be long and streams: a plain-text document that is
        # appended to, never a label laid out again from the start. Made the
        # first time it is shown: most messages never need one.
        self._reasoning: QPlainTextEdit | None = None
        self._reasoning_shown = ""
        self._column = col
        col.addWidget(self.reasoning_toggle, 0, Qt.AlignmentFlag.AlignLeft)

        self.body = RichText(lambda url: open_link(url, self.message.content))
        describe(self.body, "Your message" if message.role is Role.USER else "Answer")
        col.addWidget(self.body)
        self.more = QHBoxLayout()
        self.more_label = plain_label("", "Meta")
        self.more_button = QToolButton()
        self.more_button.setText("Show all as plain text")
        describe(self.more_button, "Show the whole message as plain text")
        self.more_button.clicked.connect(self._show_all)
        self.more.addWidget(self.more_label)
        self.more.addWidget(self.more_button)
        self.more.addStretch(1)
        col.addLayout(self.more)

        self.error = plain_label("", "ErrorText", wrap=True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.error)

        foot = QHBoxLayout()
        foot.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        for kind, label, spoken in ACTIONS:
            button = QToolButton()
            button.setText(label)
            button.setObjectName(f"Action_{kind}")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            # Reached by click or by the last-answer shortcuts, not by Tab:
            # Tab from the composer must not walk every message's buttons.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            describe(button, spoken)
            button.clicked.connect(lambda _=False, k=kind: self.action.emit(k, self.message.id))
            foot.addWidget(button)
            self.buttons[kind] = button
        self.buttons["versions"].setEnabled(False)
        foot.addStretch(1)
        self.meta = plain_label("", "Meta")
        foot.addWidget(self.meta)
        col.addLayout(foot)
        self.set_message(message)

    # ---------------------------------------------------------------- state
    @property
    def streaming(self) -> bool:
        return self.message.status is Status.STREAMING

    def set_message(self, message: Message) -> None:
        self.message = message
        user = message.role is Role.USER
        if self.continuation:
            self.role.setText("↳ continued")
        else:
            self.role.setText("You" if user else (message.model or "Assistant")[:200])
        if user:
            # A word-wrapped label asks for very little width; size the bubble
            # to its longest line instead, up to a comfortable reading width.
            metrics = self.fontMetrics()
            lines = message.content[:20_000].split("\n")[:200]
            longest = max((metrics.horizontalAdvance(line[:500]) for line in lines), default=0)
            self.card.setMinimumWidth(min(longest + 40, 560))
        self._update_badge()
        self._render_body()
        self.reasoning_toggle.setVisible(bool(message.reasoning))
        self._on_reasoning_toggled(self.reasoning_toggle.isChecked())
        self.error.setVisible(message.status is Status.FAILED)
        self.error.setText(message.error or "")
        index, count = self.versions
        for kind in ("prev", "versions", "next"):
            self.buttons[kind].setVisible(count > 1)
        self.buttons["versions"].setText(f"{index}/{count}")
        self.buttons["prev"].setEnabled(index > 1)
        self.buttons["next"].setEnabled(index < count)
        done = not self.streaming
        self.buttons["copy"].setVisible(done and bool(message.content))
        self.buttons["edit"].setVisible(user)
        self.buttons["retry"].setVisible(message.status is Status.FAILED)
        self.buttons["continue"].setVisible(message.status is Status.INTERRUPTED or message.cut_off)
        self.buttons["regenerate"].setVisible(
            not user and message.status in (Status.COMPLETE, Status.INTERRUPTED)
        )
        self._update_meta()

    def _render_body(self) -> None:
        key = (self.message.content, self.palette_.name, self.streaming)
        if key == self._rendered_for:
            return
        self._rendered_for = key
        style = self.palette_.render_style
        content = self.message.content
        shown = displayable(content)
        cut = shown != content
        self.more_label.setText(
            f"Showing part of this message ({len(content):,} characters)." if cut else ""
        )
        self.more_label.setVisible(cut)
        self.more_button.setVisible(cut and not self.streaming)
        if self.streaming:
            if not (cut and self._stream_capped):
                self.body.stream_markdown(shown or "…", style)
            self._stream_capped = cut  # past the limit the body stops growing
        else:
            self.body.set_markdown(shown, style)

    def release(self) -> None:
        """Far off-screen: drop the rendered text (it is in the store and
        the model); the height stays, so the scroll position does not move."""
        if not self.streaming and not self.body.released:
            self.body.release()
            self._rendered_for = None

    def restore(self) -> None:
        if self.body.released:
            self._render_body()

    def _show_all(self) -> None:
        self._full = FullTextDialog(self.window(), self.message.content)
        self._full.open()

    @property
    def reasoning(self) -> QPlainTextEdit:
        if self._reasoning is None:
            view = self._reasoning = QPlainTextEdit()
            view.setObjectName("Reasoning")
            view.setReadOnly(True)
            view.setMaximumHeight(220)
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            view.hide()
            index = self._column.indexOf(self.reasoning_toggle)
            self._column.insertWidget(index + 1, view)
        return self._reasoning

    def _on_reasoning_toggled(self, shown: bool) -> None:
        self.reasoning_toggle.setText("▾ Hide reasoning" if shown else "▸ Show reasoning")
        if not shown:
            if self._reasoning is not None:
                self._reasoning.hide()
            return
        self.reasoning.setVisible(True)
        text, old = self.message.reasoning, self._reasoning_shown
        if text.startswith(old):
            if len(text) > len(old):  # streaming: append only what is new
                cursor = QTextCursor(self.reasoning.document())
                cursor.movePosition(QTextCursor.MoveOperation.End)
                cursor.insertText(text[len(old) :])
        else:
            self.reasoning.setPlainText(text)
        self._reasoning_shown = text

    def set_continuation(self, continuation: bool) -> None:
        """An answer that continues the one above it is drawn attached to it."""
        self.continuation = continuation
        self.outer.setContentsMargins(24, 0 if continuation else 6, 24, 6)
        self.role.setObjectName("Meta" if continuation else "Role")
        self.set_message(self.message)

    def show_copied(self) -> None:
        """Feedback that Copy worked, for a moment."""
        button = self.buttons["copy"]
        button.setText("Copied ✓")
        # The button is the timer's context: if the message is redrawn (and
        # this widget deleted) within the moment, the timer goes with it.
        QTimer.singleShot(1500, button, lambda: button.setText("Copy"))

    def highlight(self, query: str) -> None:
        """A search hit: select the first matching word in the text."""
        self.card.setProperty("hit", True)
        self.card.style().unpolish(self.card)
        self.card.style().polish(self.card)
        for word in query.split():
            if self.body.find(word.strip('"*')):
                break

    def _update_badge(self) -> None:
        status = self.message.status
        if status is Status.STREAMING:
            elapsed = time.monotonic() - self.started_at if self.started_at else 0.0
            self.badge.setObjectName("BadgeLive")
            self.badge.setText(f"● Answering… {elapsed:.0f}s")
        elif status is Status.INTERRUPTED:
            self.badge.setObjectName("BadgeStopped")
            self.badge.setText("Stopped")
        elif self.message.cut_off:
            self.badge.setObjectName("BadgeStopped")
            self.badge.setText("Cut off: length limit")
        elif status is Status.FAILED:
            self.badge.setObjectName("BadgeFailed")
            self.badge.setText("Failed")
        else:
            self.badge.setObjectName("")
            self.badge.setText("")
        self.badge.setVisible(bool(self.badge.text()))
        self.badge.style().unpolish(self.badge)
        self.badge.style().polish(self.badge)

    def _update_meta(self) -> None:
        usage = self.message.usage
        parts = []
        if usage.completion_tokens:
            parts.append(f"{usage.completion_tokens} tokens")
            if usage.generation_seconds:
                parts.append(f"{usage.completion_tokens / usage.generation_seconds:.0f} tokens/s")
        self.meta.setText(" · ".join(parts))

    def tick(self) -> None:
        """Once a second while streaming: the elapsed time in the badge."""
        if self.streaming:
            self._update_badge()
