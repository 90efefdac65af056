"""The open conversation's messages: the item model and its view, the
engine's events as they concern them, and what a person does under a
message (copy, edit, retry, regenerate, continue, step through versions).
Every change goes through the session; this shows what it holds.

Signals (TranscriptPart):
    editRequested(message_id: str, text: str)   Edit under a question
    copied()                                     Copy worked (the window says so)
    acted()                                      an answer's button was used: typing goes on
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Signal, Slot
from PySide6.QtGui import QGuiApplication

from desktop.domain.messages import Message, Role, Status
from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState
from desktop.session.events import (
    SessionEvent,
    StepFinished,
    ToolChanged,
    TurnDelta,
    TurnFinished,
    TurnPreparing,
    TurnStarted,
)
from desktop.ui.design import Colors
from desktop.ui.tasks import Tasks
from desktop.ui.transcript.message_model import MessageModel
from desktop.ui.transcript.transcript_view import TranscriptView
from desktop.ui.voice.read_aloud import ReadAloudPart


class TranscriptPart(QObject):
    """The window's transcript part: the open conversation's messages, the
    engine's events as they concern them, and what a person does under a
    message, through the session."""

    editRequested = Signal(str, str)
    copied = Signal()
    acted = Signal()  # an answer's button did its work: typing goes on

    def __init__(self, session: AppSession, tasks: Tasks, palette: Colors, parent: QObject) -> None:
        super().__init__(parent)
        self.session, self.tasks = session, tasks
        self.state: ConversationState | None = None
        self.model = MessageModel(session.repo)
        self.view = TranscriptView(self.model, palette, session.chat.versions)
        self.view.action.connect(self._on_action)
        self.reading = ReadAloudPart(session, tasks, self.view, self._is_shown)

    def _is_shown(self, conversation_id: str) -> bool:
        shown = (self.model.conversation_id, self.state.id if self.state is not None else None)
        return conversation_id in shown

    # -------------------------------------------------------------- showing
    def show_state(self, state: ConversationState) -> None:
        """The conversation's shown branch; nothing of a conversation that
        was deleted on another device (its notice says so)."""
        self.state = state
        self.model.load(None if state.deleted else state.id)

    def reload(self) -> None:
        """Read the shown branch again (another device went on, a version
        switched), unless an answer is being written here."""
        state = self.state
        if state is not None and not self.session.chat.is_running(state.id):
            self.show_state(state)

    def reveal(self, message_id: str, query: str) -> None:
        while self.model.row_of(message_id) < 0 and self.model.canFetchMore(QModelIndex()):
            self.model.fetchMore(QModelIndex())
        self.view.reveal(message_id, query)

    def on_event(self, event: SessionEvent) -> None:
        """The engine's events, for whichever conversation they concern
        (the model keeps only the shown one's)."""
        match event:
            case TurnStarted(conversation_id=cid, user=user, assistant=assistant):
                self.model.turn_started(cid, user, assistant)
                widget = self.view.widget_for(assistant.id)
                if widget is not None:
                    widget.started_at = self.model.live_started_at(assistant.id)
            case TurnPreparing(message_id=mid, text=text):
                self.model.turn_preparing(mid, text)
                self._show_preparing(mid)
            case TurnDelta(conversation_id=cid, message_id=mid, text=text, reasoning=reasoning):
                was_preparing = bool(self.model.preparing_of(mid))
                self.model.turn_delta(cid, mid, text, reasoning)
                if was_preparing:
                    self._show_preparing(mid)
            case StepFinished(conversation_id=cid, message=message, ran_on=ran_on):
                self.model.turn_finished(cid, message, ran_on)
            case TurnFinished(conversation_id=cid, message=message, ran_on=ran_on):
                self.model.turn_finished(cid, message, ran_on)
            case ToolChanged(conversation_id=cid, message_id=mid, call=call):
                self.model.tool_changed(cid, mid, call)
            case _:
                pass
        self.reading.on_event(event)  # read aloud as it arrives, where that is set

    def _show_preparing(self, message_id: str) -> None:
        widget = self.view.widget_for(message_id)
        if widget is not None:
            widget.set_preparing(self.model.preparing_of(message_id))

    # ------------------------------------------------------------- actions
    def last_answer(self) -> Message | None:
        rows = self.model.rowCount()
        last = self.model.message_at(rows - 1) if rows else None
        return last if last is not None and last.role is Role.ASSISTANT else None

    @Slot(str, str)
    def _on_action(self, kind: str, message_id: str) -> None:
        row = self.model.row_of(message_id)
        if kind == "read" and row >= 0:  # the speaker button: read aloud, or stop
            self.reading.toggle(self.model.message_at(row))
            self.acted.emit()
            return
        self.act(kind, message_id)

    def act(self, kind: str, message_id: str) -> None:
        row = self.model.row_of(message_id)
        if row < 0 or self.state is None:
            return
        message, state, chat = self.model.message_at(row), self.state, self.session.chat
        if kind == "copy":
            QGuiApplication.clipboard().setText(message.content)
            widget = self.view.widget_for(message_id)
            if widget is not None:
                widget.show_copied()
            self.copied.emit()
        elif kind == "edit":
            self.editRequested.emit(message_id, message.content)
        elif kind == "retry":
            self.tasks.spawn(chat.retry(message_id), state)
        elif kind == "regenerate":
            self.tasks.spawn(chat.regenerate(message_id), state)
        elif kind == "continue":
            self.tasks.spawn(chat.continue_(message_id), state)
        elif kind in ("prev", "next"):
            self.switch_version(message_id, -1 if kind == "prev" else 1)
        if kind != "edit":
            self.acted.emit()

    def switch_version(self, message_id: str, step: int) -> None:
        state = self.state
        if state is None or state.id is None:
            return
        cid = state.id

        async def switch() -> None:
            if (
                await self.session.chat.switch_version(cid, message_id, step)
                and self.state is state
            ):
                self.model.load(cid)

        self.tasks.spawn(switch(), state)

    def answer_again(self) -> None:
        last = self.last_answer()
        if last is not None and last.status is not Status.STREAMING:
            self.act("retry" if last.status is Status.FAILED else "regenerate", last.id)

    def continue_last(self) -> None:
        last = self.last_answer()
        widget = self.view.widget_for(last.id) if last is not None else None
        if (
            last is not None
            and widget is not None
            and widget.buttons["continue"].isVisibleTo(widget)
        ):
            self.act("continue", last.id)
