"""A running answer's state, shared by the parts of the turn engine.

The engine (turns.py), its streaming of one message (streaming.py) and its
tool rounds (tool_loop.py) all work on a `Turn`. It was defined in
turns.py, which imports the other two, so they imported it back: a circle
(issue 38). Here it depends on none of them.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from desktop.backends.base import ChatMessage, ChatOptions
from desktop.domain.messages import Conversation, Message, Parameters, Source, ToolCall
from desktop.domain.web import WebPage
from desktop.engine.documents import DocumentMode
from desktop.engine.tools import DEFAULT_TOOL_ROUNDS, OfferedTool

# A web search for a question (issue 41): it appends each page it reads to
# the list as it is read, so a Stop keeps what was fetched; a search that
# fails says so itself and reads nothing (the answer goes on without it).
WebSearch = Callable[[str, list[WebPage]], Awaitable[None]]


@dataclass
class Turn:
    """One answer while it runs: what it asked, what the listeners were
    given so far, and what is not on disk yet."""

    conversation_id: str
    user: Message | None
    assistant_id: str
    request: list[ChatMessage]
    options: ChatOptions = field(default_factory=ChatOptions)
    task: asyncio.Task[Message] | None = None
    # Set once `_run` is executing: cancelling a task that has not started
    # would skip its final write, so Stop waits for this first.
    running: asyncio.Event = field(default_factory=asyncio.Event)
    text: list[str] = field(default_factory=list)  # exactly what listeners were given
    reasoning: list[str] = field(default_factory=list)
    signature: str = ""  # Anthropic's, over the reasoning
    checkpoint_times: list[float] = field(default_factory=list)  # when each checkpoint landed
    # While the final write fails: the text not on disk yet (kept until it is).
    unsaved_text: str = ""
    abandoned: asyncio.Event = field(default_factory=asyncio.Event)
    # Tools: what the model was offered (by the name it sees), how the request
    # was shaped (a tool round builds the next one alike), the calls of the
    # current step not on disk yet, and whether the person pressed Stop.
    offered: dict[str, OfferedTool] = field(default_factory=dict)
    shape: Shape | None = None
    unsaved_calls: dict[int, ToolCall] = field(default_factory=dict)
    stop_requested: bool = False
    tools_asked: bool = False  # the tool servers were asked what they offer
    # Web search (issue 41): the search this answer runs before its first
    # word, the question it searches for, the pages read so far (None: no
    # search ran), and the answer's sources once they include them.
    search: WebSearch | None = None
    web_answer: str = ""  # the message the search's sources belong to (its first)
    question: str = ""
    web_pages: list[WebPage] | None = None
    sources: tuple[Source, ...] | None = None
    omitted: int | None = None  # messages left out, once the passages took their room
    # A model that can call tools searches by itself (engine/web_tool.py):
    # the search its web_search tool runs, every passage its calls
    # returned (numbered across the answer), and how many of them are on a
    # message already.
    web_tool: WebSearch | None = None
    tool_sources: list[Source] = field(default_factory=list)
    tool_sources_given: int = 0

    async def wait(self) -> Message:
        assert self.task is not None
        return await asyncio.shield(self.task)


@dataclass(frozen=True)
class TurnPlan:
    """What one turn runs with, decided by the session before it starts
    (issue 38): which provider and model answer, with what options, the
    model's context length, whether tools are offered and for how many
    rounds, and how documents are sent. The engine asks nobody else."""

    provider: str | None
    model: str | None
    options: ChatOptions = field(default_factory=ChatOptions)
    limit: int | None = None  # the model's context length; None: unknown
    tools: bool = False  # the conversation lets the model ask for tools
    tool_rounds: int = DEFAULT_TOOL_ROUNDS
    documents: DocumentMode = DocumentMode.WHOLE
    # With web search on, the model searches by itself (a web_search tool)
    # rather than being given results for the question: not for the small
    # models this computer runs, which mostly leave a tool unused (issue 41).
    searches_itself: bool = True

    @property
    def budget(self) -> int | None:
        """Tokens the request may take (None: unknown), leaving room for the
        answer: what the person allowed it, or a quarter of the context."""
        if self.limit is None:
            return None
        return max(0, self.limit - (self.options.max_tokens or min(2048, self.limit // 4)))

    @classmethod
    def plain(cls, conversation: Conversation) -> TurnPlan:
        """The conversation's own model and parameters, nothing else known:
        what a turn no session planned runs with (the self-test, tests)."""
        c = conversation
        return cls(c.provider, c.model, options_for(c.parameters, ChatOptions()), tools=c.tools)


@dataclass(frozen=True)
class Shape:
    """What the request must fit (found before the writer thread builds it):
    the plan, and whether its backend needs user and assistant turns to
    alternate (only the backend knows)."""

    plan: TurnPlan
    alternate: bool


# The plan a turn runs with, or the session's making of it: awaited once the
# conversation is claimed, so that a second send is refused at once and the
# conversation shows as answering from the moment it is asked (P13), as it
# did when the engine found these itself. None: the conversation's own.
Planning = TurnPlan | Awaitable[TurnPlan | None] | None


def let_go(planning: Planning) -> None:
    """A turn refused before its plan was awaited: the making of it is
    closed, never left half-started."""
    if inspect.iscoroutine(planning):
        planning.close()


def options_for(own: Parameters, defaults: ChatOptions) -> ChatOptions:
    """The conversation's own parameters; where it has none (a conversation
    from before they existed), the global defaults."""
    return ChatOptions(
        temperature=own.temperature if own.temperature is not None else defaults.temperature,
        top_p=own.top_p if own.top_p is not None else defaults.top_p,
        max_tokens=own.max_tokens if own.max_tokens is not None else defaults.max_tokens,
        reasoning=own.reasoning or defaults.reasoning,
    )
