"""The window's answer to each of the session's events: which parts show
what again. The transcript sees every event first; the rest follow here.
It keeps no state: what is shown is the open conversation's state."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QTimer

from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState
from desktop.session.events import (
    ConversationsChanged,
    SessionEvent,
    StateChanged,
    SyncChanged,
    ToolProblem,
    TurnFinished,
    TurnStarted,
    WriteFailed,
    WriteRecovered,
)
from desktop.ui.composer.composer_part import ComposerPart
from desktop.ui.header.header_part import HeaderPart
from desktop.ui.i18n import tr
from desktop.ui.notify import Notifier
from desktop.ui.sidebar.sidebar_part import SidebarPart
from desktop.ui.titles import title_label
from desktop.ui.transcript.transcript_part import TranscriptPart


class _Window(Protocol):
    """The window's parts the events are shown by."""

    session: AppSession
    state: ConversationState
    conversation: TranscriptPart
    writer: ComposerPart
    header: HeaderPart
    side: SidebarPart
    notifier: Notifier

    def open_conversation(self, conversation_id: str | None) -> None: ...

    def after_turn_started(self) -> None: ...


class EventRoutes:
    """Shows each session event in the window's parts (the window's slot
    for the session's events hands every one here)."""

    def __init__(self, window: _Window) -> None:
        self._window = window

    def show(self, event: SessionEvent) -> None:
        window = self._window
        window.conversation.on_event(event)
        match event:
            case TurnStarted(conversation_id=cid):
                if cid == window.state.id:
                    window.writer.show_running()
                # Each in a turn of the loop of its own: the new answer's rows
                # are drawn first, and no one turn holds the window a frame.
                QTimer.singleShot(0, window.after_turn_started)
            case TurnFinished(conversation_id=cid):
                window.side.answer_finished()
                if cid == window.state.id:
                    window.writer.show_running()
                window.side.reload(window.state.id)
            case StateChanged(conversation_id=cid):
                self._state_changed(cid)
            case ConversationsChanged():
                self._conversations_changed()
            case SyncChanged(status=status):
                window.side.show_sync(status)
            case ToolProblem(text=text) | WriteFailed(text=text):
                window.notifier.error(text)
            case WriteRecovered():
                window.notifier.info(tr("Saved: everything you saw is on disk now."))
            case _:
                pass

    def _state_changed(self, cid: str | None) -> None:
        window = self._window
        if cid == window.state.id:
            window.header.show_state(window.state)
            window.writer.show_approval()
            window.writer.show_web()
            window.notifier.show_for(window.state)
        elif any(s.id == cid for s in window.session.chat.waiting_approvals()):
            self._tool_waits_elsewhere(cid)

    def _conversations_changed(self) -> None:
        window = self._window
        window.side.reload(window.state.id)
        cid = window.state.id
        if cid and not window.state.deleted and not window.session.repo.get_conversation(cid):
            # Deleted here by the session (a banner's "Delete it
            # here too"): the window moves on, as after the sidebar's.
            window.open_conversation(None)
            return
        if window.state.deleted:
            window.conversation.show_state(window.state)
            window.notifier.show_for(window.state)
        else:
            window.conversation.reload()
            window.header.show_state(window.state)

    def _tool_waits_elsewhere(self, cid: str | None) -> None:
        repo = self._window.session.repo
        conversation = repo.get_conversation(cid) if cid else None
        title = title_label(conversation.title) if conversation else ""
        self._window.notifier.info(
            tr("A tool in “{title}” waits for you to allow it.").format(title=title)
        )
