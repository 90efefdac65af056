"""What the turn engine tells its listeners, as typed values (issue 25).
They live in the domain, not the engine: the window follows them through
the session and takes nothing defined below it (issue 38).

Listeners were once told by method name (`getattr(listener, "turn_started")`),
so a misspelt event was silently dropped and nothing checked the arguments.
Now each event is a small frozen dataclass, a listener is a callable taking
any `EngineEvent`, and it picks what it follows with `match` or
`isinstance`; mypy checks both sides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.domain.messages import Message, ToolCall


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """A turn began: its question (None for Retry, Continue, a tool step) and
    the answer being written, both on disk already (P5)."""

    conversation_id: str
    user: Message | None
    assistant: Message


@dataclass(frozen=True, slots=True)
class TurnDelta:
    """Text (and reasoning) that arrived for the answer being written."""

    conversation_id: str
    message_id: str
    text: str
    reasoning: str


@dataclass(frozen=True, slots=True)
class TurnPreparing:
    """Before the answer's first word: what its backend is doing to be
    ready (a local model loading), to show in place of silence."""

    conversation_id: str
    message_id: str
    text: str


@dataclass(frozen=True, slots=True)
class StepFinished:
    """One message of an answer ended and is stored final (a tool round
    goes on in a new message)."""

    conversation_id: str
    message: Message
    # Where a model on this computer ran it ("On the GPU: … (Vulkan), 31 of
    # 31 layers", "On the processor"), filled by the session as it passes the
    # event on; "" for every other provider. Not stored: answers of this run.
    ran_on: str = ""


@dataclass(frozen=True, slots=True)
class TurnFinished:
    """The whole answer ended; `message` is its last message, stored final."""

    conversation_id: str
    message: Message
    ran_on: str = ""  # as StepFinished's


@dataclass(frozen=True, slots=True)
class ToolChanged:
    """A tool call changed (asked, running, output, ended), on disk now (P19)."""

    conversation_id: str
    message_id: str
    call: ToolCall


@dataclass(frozen=True, slots=True)
class WriteFailed:
    """The disk refused a write; `text` says so in words (P17)."""

    text: str


@dataclass(frozen=True, slots=True)
class WriteRecovered:
    """The disk took a write it had refused: everything shown is stored."""

    conversation_id: str
    message_id: str


EngineEvent = (
    TurnStarted
    | TurnDelta
    | TurnPreparing
    | StepFinished
    | TurnFinished
    | ToolChanged
    | WriteFailed
    | WriteRecovered
)
Listener = Callable[[EngineEvent], None]
