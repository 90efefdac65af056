"""What every model backend speaks: the request, the stream events, the errors.

No Qt here. A backend turns a list of `ChatMessage` into an async iterator of
`StreamEvent`s. Errors are *raised* as `BackendError` (never yielded), so a
consumer cannot forget to handle them; the text already yielded stays with
the consumer.
"""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from desktop.domain.messages import Reasoning, Usage
from desktop.domain.providers import ProviderKind


@dataclass(frozen=True, slots=True)
class ImagePart:
    """A picture in a request: each backend shapes it the way its API wants."""

    mime: str  # image/png or image/jpeg (engine/attachments.py makes sure)
    data: bytes
    # Its words, read by OCR, are in the request's text too: a server that
    # refuses pictures is asked again without it (engine/streaming.py).
    read: bool = False

    def base64(self) -> str:
        return base64.b64encode(self.data).decode("ascii")


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """A tool offered to the model: its name as the model sees it, what it
    does, and its arguments as a JSON Schema object."""

    name: str
    description: str
    parameters: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ToolRequest:
    """A tool call the model made, as it goes back in later requests."""

    id: str
    name: str
    arguments: str  # JSON text, as the model wrote it


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """One message of a request, already shaped by `engine.context`."""

    role: str  # "system" | "user" | "assistant" | "tool"
    content: str
    images: tuple[ImagePart, ...] = ()
    # An earlier answer's thinking and the signature Anthropic gave it: sent
    # back as a signed thinking block, exactly as the API requires.
    reasoning: str = ""
    signature: str = ""
    # An answer's tool calls (role "assistant"), or which call a result
    # answers (role "tool", with `is_error` where the tool said it failed).
    tool_calls: tuple[ToolRequest, ...] = ()
    tool_call_id: str = ""
    tool_name: str = ""
    is_error: bool = False


@dataclass(frozen=True, slots=True)
class ChatOptions:
    """A conversation's parameters for one request. None and DEFAULT send
    nothing, leaving the choice to the server and the model."""

    temperature: float | None = None
    top_p: float | None = None
    max_tokens: int | None = None
    reasoning: Reasoning = Reasoning.DEFAULT
    tools: tuple[ToolSpec, ...] = ()  # offered to the model; none: no tools field
    context: int | None = None  # the context length to run the model with, where asked


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A piece of the answer's text, as the server sent it."""

    text: str


@dataclass(frozen=True, slots=True)
class ReasoningDelta:
    """A piece of the model's reasoning, shown apart from the answer."""

    text: str


@dataclass(frozen=True, slots=True)
class ReasoningSignature:
    """Anthropic signs each thinking block; the signature is stored with the
    answer so its thinking can be replayed."""

    signature: str


@dataclass(frozen=True, slots=True)
class UsageReport:
    """The tokens an answer cost, when the server reports them."""

    usage: Usage


@dataclass(frozen=True, slots=True)
class Finish:
    """The server said the answer is complete, and why it stopped."""

    reason: str  # "stop", "length", "end_turn", ... as the server said it


@dataclass(frozen=True, slots=True)
class ToolCallDone:
    """One tool call, complete: every fragment of its arguments received."""

    call: ToolRequest


@dataclass(frozen=True, slots=True)
class Preparing:
    """Before the first word: what the backend is doing to be ready (the
    local engine starting, a model loading into memory), in a sentence."""

    text: str


StreamEvent = (
    TextDelta
    | ReasoningDelta
    | ReasoningSignature
    | UsageReport
    | Finish
    | ToolCallDone
    | Preparing
)


class ErrorKind(StrEnum):
    """What kind of failure a BackendError is, which decides its sentence and
    next step."""

    NOT_RUNNING = "not_running"  # connection refused / host unreachable
    WRONG_ADDRESS = "wrong_address"  # 404 on the endpoint
    AUTH = "auth"  # API key missing or rejected (401/403)
    MODEL_NOT_FOUND = "model_not_found"
    RATE_LIMITED = "rate_limited"  # 429
    SERVER_ERROR = "server_error"  # 5xx
    STREAM_ERROR = "stream_error"  # error object in the middle of a stream
    MALFORMED = "malformed"  # bytes we cannot make sense of
    TIMEOUT = "timeout"  # connect, first token, or idle between tokens
    DISCONNECTED = "disconnected"  # the server closed the stream before finishing
    BAD_REQUEST = "bad_request"  # other 4xx


@dataclass(eq=False)
class BackendError(Exception):
    """A failure a person can act on.

    `message` is plain language for the person ("The model server at
    http://127.0.0.1:11434 did not answer. Is Ollama running?"); `detail` is
    the technical text for logs and the details pane. Neither contains an API key.
    """

    kind: ErrorKind
    message: str
    detail: str = ""
    retry_after: float | None = None
    available_models: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


@runtime_checkable
class Backend(Protocol):
    """A model server. Implementations: openai.py, ollama.py, anthropic.py."""

    kind: ProviderKind
    base_url: str

    def stream_chat(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncIterator[StreamEvent]:
        """Stream one reply. Cancelling the consuming task closes the HTTP
        response at once; nothing is yielded after cancellation."""
        ...

    async def list_models(self) -> list[str]: ...

    async def check(self) -> list[str]:
        """Raise BackendError in plain words if the server cannot be used;
        otherwise return its models."""
        ...

    async def aclose(self) -> None: ...
