"""What the session tells the window, as typed values (issue 25): the
engine's events as they are, and the session's own. A window follows them
through one listener and shows what the session holds; it never asks the
store or the engine itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.domain.events import (
    EngineEvent,
    StepFinished,
    ToolChanged,
    TurnDelta,
    TurnFinished,
    TurnPreparing,
    TurnStarted,
    WriteFailed,
    WriteRecovered,
)
from desktop.session.sync_service import SyncStatus

__all__ = [
    "ConversationsChanged",
    "EngineEvent",
    "SessionEvent",
    "SessionListener",
    "StateChanged",
    "StepFinished",
    "SyncChanged",
    "ToolChanged",
    "ToolProblem",
    "TurnDelta",
    "TurnFinished",
    "TurnPreparing",
    "TurnStarted",
    "WriteFailed",
    "WriteRecovered",
]


@dataclass(frozen=True, slots=True)
class ToolProblem:
    """A tool server failed (told from the tool host's thread)."""

    server: str
    text: str


@dataclass(frozen=True, slots=True)
class ConversationsChanged:
    """The list of conversations changed from outside the window's own
    actions (a sync round, an import, a restore) or by one of them (a delete,
    a rename, a pin): the sidebar and the open conversation read again."""


@dataclass(frozen=True, slots=True)
class StateChanged:
    """A conversation's state changed (its model, setup, context figures,
    notices or tool question). None: the conversation not created yet."""

    conversation_id: str | None


@dataclass(frozen=True, slots=True)
class SyncChanged:
    """The sync's state changed (a round started or ended): what the sidebar
    shows."""

    status: SyncStatus


SessionEvent = EngineEvent | ToolProblem | ConversationsChanged | StateChanged | SyncChanged
SessionListener = Callable[[SessionEvent], None]
