"""Web search as a tool (issue 41): a model that can call tools, asked a
question with web search on, is offered a built-in `web_search(query)`
beside the MCP tools and writes its own queries. Each call runs the same
search the question would have (provider, fetch guard, extraction, the
documents' ranking) and returns the numbered passages with their
addresses; the answer's sources gain those pages, numbered on across the
answer's calls. It is approved as any tool is (the person is asked unless
they allowed it). A model that refuses tools gets the search for the
question itself instead. A Stop during the tool's search keeps the pages
read by then as the sources of the message that asked for it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from desktop.backends.base import ToolSpec
from desktop.domain.errors import StoreError
from desktop.domain.messages import Source, ToolCall
from desktop.domain.web import WebPage
from desktop.domain.words import say
from desktop.engine.tools import OfferedTool, ToolOutput
from desktop.engine.web import web_sources, web_text
from desktop.store.errors import MessageGone

if TYPE_CHECKING:
    from desktop.engine.turn_state import Turn
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository

WEB_SERVER = "Verbatim"  # the built-in tool's "server": the app itself, no MCP
WEB_TOOL = "web_search"
WEB_SPEC = ToolSpec(
    name=WEB_TOOL,
    description=(
        "Search the web. Verbatim fetches the pages found and returns their most"
        " relevant passages, numbered, with their addresses; cite them by number, as [1]."
    ),
    parameters={
        "type": "object",
        "properties": {"query": {"type": "string", "description": "What to search for."}},
        "required": ["query"],
    },
)


def is_web_call(call: ToolCall) -> bool:
    return call.server == WEB_SERVER and call.tool == WEB_TOOL


class WebToolRounds:
    """The built-in web_search tool of the tool rounds (a part of the
    ToolRounds, beside the MCP tools): given the store, where a stopped
    search's pages are kept."""

    def __init__(self, store: AsyncRepository) -> None:
        self.store = store
        # The person chose "always allow" for the built-in search while Verbatim runs.
        self.allowed = False

    def search_as_tool(self, turn: Turn, *, can_ask: bool) -> None:
        """Before the question-level search: a model that can call tools
        gets the search as a tool instead, and the question is sent as it
        is. `can_ask`: someone can be asked to approve a call (the tool
        rounds have an approver)."""
        shape = turn.shape
        if turn.search is None or shape is None or not shape.plan.tools:
            return
        if not shape.plan.searches_itself:
            return  # given the results for its question instead
        if not can_ask and not self.allowed:
            return  # no one to say yes: the tool could never run
        turn.web_tool, turn.search = turn.search, None

    def offer(self, turn: Turn) -> list[OfferedTool]:
        return [OfferedTool(WEB_SPEC, WEB_SERVER, WEB_TOOL)] if turn.web_tool else []

    def search_for_question(self, turn: Turn) -> None:
        """The model refused tools: the question is searched before it is
        asked again, as for any model that cannot call them."""
        if turn.web_tool is not None:
            turn.search, turn.web_tool = turn.web_tool, None

    def always(self, call: ToolCall) -> bool | None:
        """Whether the person allowed the built-in search always; None: not it."""
        return self.allowed if is_web_call(call) else None

    async def run(self, turn: Turn, query: object, on_output: Callable[[str], None]) -> ToolOutput:
        """One web_search call: the pages are read into the turn as they
        come (a Stop keeps them), then ranked for the query and numbered on
        from the answer's earlier searches."""
        search = turn.web_tool
        if search is None:  # offered only with one; a call from before is refused
            return ToolOutput(say("Web search is not on for this question."), is_error=True)
        if not isinstance(query, str) or not query.strip():
            return ToolOutput(say("The search needs a query: words to search for."), True)
        pages: list[WebPage] = []
        turn.web_pages = pages  # the pages read so far, as a question's search has them
        on_output(say("Searching the web for “{query}”…", query=query) + "\n\n")
        try:
            await search(query, pages)
        except asyncio.CancelledError:
            # Stopped: what was read is kept, in the call's output and
            # (by keep_fetched) the sources.
            kept = _numbered(turn, pages, query)
            if kept:
                on_output(web_text(kept))
            raise
        found = _numbered(turn, pages, query)
        if not found:
            return ToolOutput(say("The search found no page that could be read."))
        return ToolOutput(web_text(found))

    async def keep_fetched(self, turn: Turn, message_id: str) -> None:
        """A Stop during the tool's search: the pages read by then, ranked
        for its query, become sources of the message that asked for it."""
        new = tuple(turn.tool_sources[turn.tool_sources_given :])
        if not new:
            return
        turn.tool_sources_given = len(turn.tool_sources)

        def keep(r: Repository) -> None:
            stored = r.get_message(message_id)
            if stored is None:
                return
            r.finalize_message(
                message_id,
                stored.status,
                content=stored.content,
                reasoning=stored.reasoning,
                error=stored.error,
                usage=stored.usage,
                finish_reason=stored.finish_reason,
                reasoning_signature=stored.reasoning_signature,
                sources=(*stored.sources, *new),
            )

        try:
            await self.store.run(keep)
        except (StoreError, MessageGone):
            pass  # the answer is gone or the disk refuses: the pages were shown in the call


def _numbered(turn: Turn, pages: list[WebPage], query: str) -> tuple[Source, ...]:
    """The best passages of `pages` for `query`, numbered on after the
    answer's earlier ones, and added to them."""
    start = len(turn.tool_sources)
    found = tuple(replace(s, page=start + s.page) for s in web_sources(pages, query))
    turn.tool_sources.extend(found)
    return found
