"""What the engine needs from tools, without knowing MCP: the tools on offer,
running one, and the person's permission. `desktop.tools` implements the
ToolBox over MCP; the window implements the Approver."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from desktop.backends.base import ToolSpec
from desktop.domain.messages import ToolCall

DEFAULT_TOOL_ROUNDS = 10  # tool rounds one answer may take before it must stop


class Decision(StrEnum):
    ALLOW_ONCE = "allow_once"
    ALLOW_ALWAYS = "allow_always"
    DENY = "deny"


@dataclass(frozen=True, slots=True)
class OfferedTool:
    """A tool as the model sees it (`spec.name`) and where it lives."""

    spec: ToolSpec
    server: str
    tool: str


# What of a tool's output Verbatim keeps, shows and sends (issue 24: a 50 MB
# result took minutes, froze the window and went to the model whole, paid by
# the token). Beyond KEPT_CHARS the whole output is saved to a file of its own
# in the data folder; the cut is said in the card and to the model.
KEPT_CHARS = 1_000_000  # stored with the call
MODEL_CHARS = 40_000  # sent to the model (about 10,000 tokens)
SHOWN_CHARS = 100_000  # put in the card's text box at once


@dataclass(frozen=True, slots=True)
class ToolOutput:
    text: str
    is_error: bool = False  # the tool said the call failed


class ToolUnavailable(Exception):
    """A call that could not be made at all; str() is plain language."""


class ToolBox(Protocol):
    async def offered(self) -> list[OfferedTool]:
        """The tools of every server that is up (starting them if needed).
        Never raises: a server that fails is left out and reported by the box."""
        ...

    async def call(
        self, server: str, tool: str, arguments: dict[str, Any], on_output: Callable[[str], None]
    ) -> ToolOutput:
        """Run one tool; `on_output` hears its progress as it comes.
        Cancelling the awaiting task cancels the call on the server."""
        ...

    def always_allowed(self, server: str, tool: str) -> bool: ...

    def allow_always(self, server: str, tool: str) -> None: ...


# (conversation id, answer id, the call): the person's decision.
Approver = Callable[[str, str, ToolCall], Awaitable[Decision]]
