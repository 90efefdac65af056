"""What the engine needs from tools, without knowing MCP: the tools on offer,
running one, and the person's permission. `desktop.tools` implements the
ToolBox over MCP; the window implements the Approver."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from desktop.backends.base import ToolSpec
from desktop.domain.messages import ToolCall
from desktop.domain.tools import Decision

DEFAULT_TOOL_ROUNDS = 10  # tool rounds one answer may take before it must stop


@dataclass(frozen=True, slots=True)
class OfferedTool:
    """A tool as the model sees it (`spec.name`) and where it lives."""

    spec: ToolSpec
    server: str
    tool: str


@dataclass(frozen=True, slots=True)
class ToolOutput:
    """What a tool call returned, as text, and whether the tool said it
    failed."""

    text: str
    is_error: bool = False  # the tool said the call failed


class ToolUnavailable(Exception):
    """A call that could not be made at all; str() is plain language."""


class ToolBox(Protocol):
    """What the engine needs from tool servers, whatever runs them: the tools
    on offer and a way to call one."""

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
