"""How one message looks: who, status, the text as markdown, and its actions.

The actions sit under the message, quiet until the pointer is over it or a
key reaches them (they stay in the Tab order and are drawn as soon as one
takes focus); the last answer and an interrupted or failed one show them
always, because that is where a person acts next.

Signals (MessageWidget):
    action(kind: str, message_id: str)   kinds: copy, read, regenerate, retry, continue,
                                          edit, prev, next
    saveToolOutput(message_id: str, call_id: str)   save a tool call's whole output
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QLocale, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QEnterEvent, QGuiApplication, QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QPlainTextEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
)

from desktop.domain.messages import Message, Role, Status, ToolStatus
from desktop.ui import icons
from desktop.ui.composer.attached import FileLoader
from desktop.ui.design import Colors
from desktop.ui.documents.attachment_view import AttachmentStrip
from desktop.ui.documents.document_view import SourcesView, open_document
from desktop.ui.i18n import tr, translated
from desktop.ui.transcript.answer_details import details
from desktop.ui.transcript.full_text import FullTextDialog, displayable
from desktop.ui.transcript.markdown_render import COPY_SCHEME, SAFE_SCHEMES, code_blocks
from desktop.ui.transcript.message_actions import action_row, show_actions, show_copied
from desktop.ui.transcript.message_card import MessageCard
from desktop.ui.transcript.message_parts import ReasoningView, RoleMark
from desktop.ui.transcript.rich_text import RichText
from desktop.ui.transcript.tool_view import ToolCallsView
from desktop.ui.widgets import ElidedLabel, describe, later, plain_label


def tools_cut_short(message: Message) -> bool:
    """A complete answer whose tool round was stopped or cut: Continue lets
    the model go on from the results there are."""
    cut = (ToolStatus.CANCELLED, ToolStatus.INTERRUPTED, ToolStatus.SKIPPED)
    return message.status is Status.COMPLETE and any(c.status in cut for c in message.tool_calls)


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
    """One message on screen: who wrote it, its status, its text as Markdown,
    files and tool calls, and the buttons under it."""

    action = Signal(str, str)
    saveToolOutput = Signal(str, str)
    ran_on = ""  # where a local model wrote it (session's sentence); set by the transcript

    def __init__(
        self,
        message: Message,
        palette: Colors,
        versions: tuple[int, int],
        files: FileLoader | None = None,
    ) -> None:
        super().__init__()
        self.palette_ = palette
        self.message = message
        self.versions = versions
        self.started_at: float | None = None
        # Before the first word: what the backend is doing ("Loading … into
        # memory… 40 %"), shown in the badge instead of "Writing…".
        self.preparing = ""
        self.continued = False  # a continuation of it follows
        self.continuation = False
        self.always_show_actions = False
        self._hovered = False
        self._stream_capped = False
        self._rendered_for: tuple[str, str, bool] | None = None
        user = message.role is Role.USER
        stack = QVBoxLayout(self)
        stack.setContentsMargins(0, 0, 0, 0)
        stack.setSpacing(2)
        outer = self.outer = QHBoxLayout()
        outer.setContentsMargins(0, 6, 0, 0)
        stack.addLayout(outer)
        self.card = MessageCard()
        self.card.setObjectName("UserBubble" if user else "AnswerCard")
        col = QVBoxLayout(self.card)
        col.setContentsMargins(14, 10, 14, 10) if user else col.setContentsMargins(0, 4, 0, 2)
        col.setSpacing(6)
        if user:
            outer.addStretch(1)
            self.card.setMaximumWidth(640)
            self.card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        outer.addWidget(self.card, 0 if user else 100)
        self._head(col, user)
        self._content(col, message, files, user)
        self.action_row, foot, self.buttons = action_row(
            user, lambda kind: self.action.emit(kind, self.message.id), self._focus_moved
        )
        # Shortened with "…" rather than widening the column past a small window.
        self.meta = ElidedLabel("", "Meta")
        self.meta.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        foot.addWidget(self.meta, 1)
        self._quiet = QGraphicsOpacityEffect(self.action_row)
        self._quiet.setOpacity(0.0)
        self.action_row.setGraphicsEffect(self._quiet)
        # A question's actions sit under its bubble, an answer's under its text.
        (stack if user else col).addWidget(self.action_row)
        self.set_message(message)

    def _head(self, col: QVBoxLayout, user: bool) -> None:
        """Who wrote it and its state, what its model did not see, and the
        reasoning's toggle."""
        head = QHBoxLayout()
        head.setSpacing(8)
        self.mark = RoleMark("you" if user else "model")
        self.role = plain_label("", "Role")
        self.badge = plain_label()
        head.addWidget(self.mark)
        head.addWidget(self.role)
        head.addWidget(self.badge)
        head.addStretch(1)
        col.addLayout(head)

        # The stated policy at work: what this answer's model did not see.
        self.omitted = plain_label("", "Meta", wrap=True)
        self.omitted.hide()
        col.addWidget(self.omitted)

        self.reasoning_toggle = QToolButton()
        self.reasoning_toggle.setCheckable(True)
        self.reasoning_toggle.setIcon(icons.icon("reasoning"))
        self.reasoning_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.reasoning_toggle.toggled.connect(self._on_reasoning_toggled)
        describe(self.reasoning_toggle, tr("Show or hide the model's reasoning"))
        # Reasoning can be long and streams: a plain-text document that is
        # appended to, never a label laid out again from the start. Made the
        # first time it is shown: most messages never need one.
        self._reasoning: QPlainTextEdit | None = None
        self._reasoning_shown = ""
        self._column = col
        col.addWidget(self.reasoning_toggle, 0, Qt.AlignmentFlag.AlignLeft)

    def _content(
        self, col: QVBoxLayout, message: Message, files: FileLoader | None, user: bool
    ) -> None:
        """Its files, its text, its tool calls and sources, its error."""
        self.attachments: AttachmentStrip | None = None
        if message.attachments and files is not None:
            self.attachments = AttachmentStrip(message.attachments, files)
            col.addWidget(self.attachments)
        self.body = RichText(lambda url: open_link(url, self.message.content))
        describe(self.body, tr("Your message") if user else tr("Answer"))
        col.addWidget(self.body)
        self.more = QHBoxLayout()
        self.more_label = plain_label("", "Meta")
        self.more_button = QToolButton()
        self.more_button.setText(tr("Show all as plain text"))
        describe(self.more_button, tr("Show the whole message as plain text"))
        self.more_button.clicked.connect(self._show_all)
        self.more.addWidget(self.more_label)
        self.more.addWidget(self.more_button)
        self.more.addStretch(1)
        col.addLayout(self.more)

        self.tools = ToolCallsView()
        self.tools.saveRequested.connect(
            lambda call: self.saveToolOutput.emit(self.message.id, call)
        )
        col.addWidget(self.tools)

        # The document passages this answer was given: each opens its page.
        self.files = files
        self.sources = SourcesView()
        self.sources.opened.connect(self._open_source)
        col.addWidget(self.sources)

        self.error = plain_label("", "ErrorText", wrap=True)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        col.addWidget(self.error)

    def _open_source(self, name: str, doc: str, page: int, passage: str) -> None:
        if self.files is not None:
            open_document(name, doc, self.files, self.window(), page, passage)

    # -------------------------------------------------------- hover actions
    def enterEvent(self, event: QEnterEvent) -> None:
        self._hovered = True
        self._update_actions_shown()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hovered = False
        self._update_actions_shown()
        super().leaveEvent(event)

    def _focus_moved(self) -> None:
        # After the move: the focus widget is the new one only then.
        later(self, 0, self._update_actions_shown)

    @property
    def actions_shown(self) -> bool:
        focus = QApplication.focusWidget()
        return (
            self._hovered
            or self.always_show_actions
            or self.message.status is Status.FAILED
            or (self.can_continue and not self.continued)
            or (focus is not None and self.action_row.isAncestorOf(focus))
        )

    def set_always_show_actions(self, shown: bool) -> None:
        self.always_show_actions = shown
        self._update_actions_shown()

    def _update_actions_shown(self) -> None:
        self._quiet.setOpacity(1.0 if self.actions_shown else 0.0)

    # ---------------------------------------------------------------- state
    @property
    def streaming(self) -> bool:
        return self.message.status is Status.STREAMING

    def set_message(self, message: Message) -> None:
        self.message = message
        user = message.role is Role.USER
        if self.continuation:
            self.role.setText(tr("↳ continued"))
        else:
            self.role.setText(tr("You") if user else (message.model or tr("Assistant"))[:200])
        self.mark.setVisible(not self.continuation)
        if user:
            # A word-wrapped label asks for very little width; size the bubble
            # to its longest line instead, up to a comfortable reading width.
            metrics = self.fontMetrics()
            lines = message.content[:20_000].split("\n")[:200]
            longest = max((metrics.horizontalAdvance(line[:500]) for line in lines), default=0)
            self.card.want_width(min(longest + 40, 560))
        self._update_badge()
        self._render_body()
        self.omitted.setVisible(message.omitted > 0)
        if message.omitted:
            self.omitted.setText(
                tr(
                    "The conversation was longer than this model reads: Verbatim left out "
                    "the %n oldest message(s) after your first one (the system prompt and "
                    "your first message are always sent).",
                    None,
                    message.omitted,
                )
            )
        self.reasoning_toggle.setVisible(bool(message.reasoning))
        self._on_reasoning_toggled(self.reasoning_toggle.isChecked())
        self.tools.set_calls(message.tool_calls)
        if message.sources != getattr(self, "_sources_shown", ()):
            self.sources.set_sources(message.sources)
            self._sources_shown = message.sources
        self.error.setVisible(message.status is Status.FAILED)
        self.error.setText(translated(message.error or ""))
        show_actions(
            self.buttons,
            message,
            self.versions,
            can_continue=self.can_continue and not self.continued,
        )
        self._update_meta()
        self._update_actions_shown()

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
            tr("Showing part of this message ({count} characters).").format(
                count=QLocale().toString(len(content))
            )
            if cut
            else ""
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
            view = self._reasoning = ReasoningView()
            view.hide()
            index = self._column.indexOf(self.reasoning_toggle)
            self._column.insertWidget(index + 1, view)
        return self._reasoning

    def _on_reasoning_toggled(self, shown: bool) -> None:
        self.reasoning_toggle.setText(tr("Hide reasoning") if shown else tr("Show reasoning"))
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

    @property
    def can_continue(self) -> bool:
        m = self.message
        return m.status is Status.INTERRUPTED or m.cut_off or tools_cut_short(m)

    def set_continued(self, continued: bool) -> None:
        """Its continuation follows it: no second Continue (issue 25)."""
        if continued != self.continued:
            self.continued = continued
            self.set_message(self.message)

    def set_continuation(self, continuation: bool) -> None:
        """An answer that continues the one above it is drawn attached to it."""
        self.continuation = continuation
        self.outer.setContentsMargins(0, 0 if continuation else 6, 0, 0)
        self.role.setObjectName("Meta" if continuation else "Role")
        self.set_message(self.message)

    def show_copied(self) -> None:
        """Feedback that Copy worked, for a moment: a check mark in its place."""
        show_copied(self.buttons["copy"])

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
            seconds = f"{elapsed:.0f}"
            self.badge.setText(
                tr("{doing} {seconds} s").format(doing=self.preparing, seconds=seconds)
                if self.preparing
                else tr("Writing… {seconds} s").format(seconds=seconds)
            )
        elif status is Status.INTERRUPTED:
            self.badge.setObjectName("BadgeStopped")
            self.badge.setText(tr("Stopped"))
        elif self.message.cut_off:
            self.badge.setObjectName("BadgeStopped")
            self.badge.setText(tr("Cut off: length limit"))
        elif status is Status.FAILED:
            self.badge.setObjectName("BadgeFailed")
            self.badge.setText(tr("Failed"))
        else:
            self.badge.setObjectName("")
            self.badge.setText("")
        self.badge.setVisible(bool(self.badge.text()))
        self.badge.style().unpolish(self.badge)
        self.badge.style().polish(self.badge)

    def _update_meta(self) -> None:
        self.meta.set_full_text(details(self.message.usage, self.ran_on))

    def set_ran_on(self, ran_on: str) -> None:
        self.ran_on = ran_on
        self._update_meta()

    def set_preparing(self, text: str) -> None:
        self.preparing = text
        self._update_badge()

    def tick(self) -> None:
        """Once a second while streaming: the elapsed time in the badge."""
        if self.streaming:
            self._update_badge()
