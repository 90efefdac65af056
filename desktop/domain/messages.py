"""The domain: conversations and messages, as plain immutable values.

No Qt and no peewee here. The store turns rows into these values and the
engine and the window read them; nobody mutates one in place, they ask the
repository for a new one.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum


class Role(StrEnum):
    """Who wrote a message: the person or the model."""

    USER = "user"
    ASSISTANT = "assistant"


class Status(StrEnum):
    """Lifecycle of a message. User messages are always COMPLETE.

    An assistant message starts STREAMING and ends in exactly one of the
    other three (P7).
    """

    STREAMING = "streaming"
    COMPLETE = "complete"
    INTERRUPTED = "interrupted"
    FAILED = "failed"

    @property
    def is_final(self) -> bool:
        return self is not Status.STREAMING


# finish_reason "length" (OpenAI-compatible, Ollama's done_reason) and
# stop_reason "max_tokens" (Anthropic) mean the same thing: out of room.
LENGTH_REASONS = frozenset({"length", "max_tokens", "model_length"})


def new_id() -> str:
    """A fresh message or conversation id (P1): made in the client, never reused."""
    return str(uuid.uuid4())


def utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Usage:
    """What a server reported an answer cost: tokens in and out, and
    generation time where it says."""

    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    # Seconds the server spent generating, when it says so (Ollama does).
    generation_seconds: float | None = None


# What a document's text is kept as: JSON of its pages (documents/pages.py).
PAGES_MIME = "application/vnd.verbatim.pages+json"


@dataclass(frozen=True, slots=True)
class Source:
    """A passage of a document an answer was given (the relevant parts of
    a document too long to send whole), or of a web page a search read
    (issue 41: with its address and when it was fetched): shown under the
    answer."""

    name: str  # the file's name, or the page's title
    doc: str  # the hash of its text (the attachment's sent_sha256, or the page text's)
    page: int  # 1-based page (slide, sheet, chapter, part); a web page's passage number [n]
    passage: str  # the words sent
    address: str = ""  # a web page's address (http or https); "" for a document
    fetched: str = ""  # when the web page was fetched (ISO 8601, UTC)


@dataclass(frozen=True, slots=True)
class Attachment:
    """A file the person attached to a message. The bytes live in the store,
    content-addressed: `sha256` names the original exactly as it was given,
    `sent_sha256` the copy the model receives (a downscaled image, or the
    original itself). Both stay until the last message naming them is deleted."""

    name: str
    mime: str
    size: int  # bytes of the original
    sha256: str
    sent_sha256: str
    sent_mime: str
    width: int = 0  # pixels of the original image; 0 for text
    height: int = 0
    sent_width: int = 0  # pixels of the copy the model receives
    sent_height: int = 0
    # A document (PDF, Word...): its pages (slides, sheets, chapters) and
    # words, as read; the model receives its text (`sent_mime` PAGES_MIME).
    pages: int = 0
    words: int = 0

    @property
    def is_document(self) -> bool:
        return self.sent_mime == PAGES_MIME

    @property
    def is_image(self) -> bool:
        """A picture the model is sent as a picture (and shown as one)."""
        return self.mime.startswith("image/") and not self.is_document

    @property
    def is_read_picture(self) -> bool:
        """A picture whose words were read by OCR when it was attached
        (issue 41): kept as a one-page document, its text what is stored as
        sent; the picture itself is made from the original for a model that
        takes pictures (engine/context.py)."""
        return self.mime.startswith("image/") and self.is_document

    @property
    def resized(self) -> bool:
        """The model receives a smaller copy than the original."""
        return self.is_image and (self.sent_width, self.sent_height) != (self.width, self.height)


class ToolStatus(StrEnum):
    """Where a tool call the model asked for stands. Every call ends in one of
    the final states, and each is stored the moment it is reached (P19)."""

    WAITING = "waiting"  # asked for; waiting for the person to allow it
    RUNNING = "running"
    DONE = "done"  # the tool answered (its answer may say it failed: is_error)
    FAILED = "failed"  # it could not be run (server down, unknown tool)
    DENIED = "denied"  # the person said no
    CANCELLED = "cancelled"  # the person pressed Stop while it ran
    INTERRUPTED = "interrupted"  # Verbatim closed or was killed before it ended
    SKIPPED = "skipped"  # not run: the answer was stopped first, or the round limit was reached

    @property
    def is_final(self) -> bool:
        return self not in (ToolStatus.WAITING, ToolStatus.RUNNING)


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One tool call of an answer, and what became of it. `output` holds only
    what the tool itself produced (partial, for a stopped call); Verbatim's
    own words about it go in `note` and are never sent as the tool's (P10)."""

    id: str  # the call's id on the wire (made by Verbatim where a server gives none)
    name: str  # the name the model called, as the model was given it
    arguments: str  # JSON text exactly as the model wrote it
    server: str = ""  # the MCP server and its tool that `name` stands for
    tool: str = ""
    status: ToolStatus = ToolStatus.WAITING
    output: str = ""
    is_error: bool = False  # the tool said its own call failed
    note: str = ""


@dataclass(frozen=True, slots=True)
class Message:
    """One message as stored, immutable: its place in the conversation's tree
    (parent, seq), its text and final state, the model that wrote it, and
    its files and tool calls."""

    id: str
    conversation_id: str
    role: Role
    content: str
    parent_id: str | None = None
    status: Status = Status.COMPLETE
    seq: int = 0  # per-conversation order, assigned by the store (P3)
    error: str | None = None
    provider: str | None = None
    model: str | None = None
    reasoning: str = ""
    usage: Usage = field(default_factory=Usage)
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    # Why the server ended a complete answer, as it said it ("stop", "length",
    # "max_tokens"...); None when it did not say or the answer did not finish.
    finish_reason: str | None = None
    attachments: tuple[Attachment, ...] = ()
    # Anthropic's signature over `reasoning`: kept so the thinking can be
    # sent back as the API requires. "" where a server gives none.
    reasoning_signature: str = ""
    # Messages of the branch left out of this answer's request because the
    # conversation was longer than the model reads (engine/context.py: fit).
    omitted: int = 0
    # The tools this answer asked for, in the order it asked (assistant only).
    tool_calls: tuple[ToolCall, ...] = ()
    # The document passages this answer was given (assistant only, format 9).
    sources: tuple[Source, ...] = ()

    @property
    def cut_off(self) -> bool:
        """The answer ended at the length limit (max_tokens or a full context),
        not because the model was done: shown as cut off, with Continue."""
        return self.status is Status.COMPLETE and self.finish_reason in LENGTH_REASONS


class Reasoning(StrEnum):
    """How much a model should think before answering, where it can be told.
    DEFAULT sends nothing: the server's and the model's own choice."""

    DEFAULT = ""
    OFF = "off"
    ON = "on"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


@dataclass(frozen=True, slots=True)
class Parameters:
    """How a conversation's answers are made. None: the model's own default
    (nothing is sent for it)."""

    temperature: float | None = None
    top_p: float | None = None
    max_tokens: int | None = None
    reasoning: Reasoning = Reasoning.DEFAULT


@dataclass(frozen=True, slots=True)
class Preset:
    """A named setup a person can apply to any conversation ("Coder")."""

    name: str
    system_prompt: str = ""
    parameters: Parameters = field(default_factory=Parameters)
    # The model may call the person's tools here (each call still asks first).
    tools: bool = True


# A conversation's title until its first question names it: data (stored,
# synced, exported), always in English; the window shows it in the person's
# language.
DEFAULT_TITLE = "New conversation"


@dataclass(frozen=True, slots=True)
class Conversation:
    """One conversation as stored, immutable: its title, pin, the tip of the
    branch shown, and the setup its next answer uses (model, instructions,
    parameters, tools, project)."""

    id: str
    title: str = DEFAULT_TITLE
    pinned: bool = False
    tip_id: str | None = None  # last message of the branch that is shown (P12)
    provider: str | None = None
    model: str | None = None
    system_prompt: str = ""
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    parameters: Parameters = field(default_factory=Parameters)
    # The model may call the person's tools here (each call still asks first).
    tools: bool = True
    project_id: str | None = None  # the project it is kept in (format 9)


@dataclass(frozen=True, slots=True)
class Project:
    """Conversations kept together: each is given the project's
    instructions (before its own system prompt) and its files."""

    id: str
    name: str
    instructions: str = ""
    preset: str = ""  # the setup (a preset's name) a new conversation here starts with
    provider: str | None = None  # the model last used here: a new conversation starts with it
    model: str | None = None
    created_at: datetime = field(default_factory=utcnow)
    updated_at: datetime = field(default_factory=utcnow)
    files: tuple[Attachment, ...] = ()


def sources_line(sources: tuple[Source, ...]) -> str:
    """ "report.pdf, pages 3, 7, 12; notes.docx, page 2": an answer's sources
    in one line, for the readable exports."""
    by_file: dict[str, list[int]] = {}
    web = [f"[{s.page}] {s.name} ({s.address})" for s in sources if s.address]
    for s in sources:
        if s.address:
            continue
        pages = by_file.setdefault(s.name, [])
        if s.page not in pages:
            pages.append(s.page)
    return "; ".join(
        [
            f"{name}, {'page' if len(pages) == 1 else 'pages'} {', '.join(map(str, sorted(pages)))}"
            for name, pages in by_file.items()
        ]
        + web
    )


def continued(message: Message, below: Message | None) -> bool:
    """An answer that was continued: the next message of the branch is an
    answer under it. It offers no Continue of its own (one did, and a second
    continuation followed: issue 25)."""
    return (
        below is not None
        and message.role is Role.ASSISTANT
        and below.role is Role.ASSISTANT
        and below.parent_id == message.id
    )
