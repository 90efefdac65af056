"""The tool round of an answer (P19): each call the model asked for is asked
of the person, run, and stored with its outcome the moment it has one; then
the next step of the answer is a new message under the last. Stop cancels
the running call (the tool server is told), keeps what it printed, and marks
the calls not reached as skipped. Nothing here writes words for the model or
the tool into the store: what the model is told about a stopped or denied
call is built for each request (engine/context.py, P10)."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from desktop.backends.base import BackendError, ErrorKind, ToolRequest
from desktop.domain.errors import StoreError
from desktop.domain.events import EngineEvent, ToolChanged, TurnStarted
from desktop.domain.messages import Message, Status, ToolCall, ToolStatus
from desktop.domain.sizes import human_size
from desktop.domain.tools import KEPT_CHARS, Decision
from desktop.domain.words import reason, say
from desktop.engine.context import Request
from desktop.engine.new_answer import add_answer
from desktop.engine.tools import OfferedTool, ToolUnavailable
from desktop.engine.web_tool import WebToolRounds, is_web_call
from desktop.store.errors import MessageGone
from desktop.store.tool_output import save_whole_output

if TYPE_CHECKING:
    from desktop.engine.tools import Approver, ToolBox
    from desktop.engine.turn_state import Turn
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository

log = logging.getLogger(__name__)

STOPPED_FIRST = say("the person stopped the answer before it ran")
OUTPUT_SAVE_SECONDS = 0.5  # a running tool's output is saved at most this often
OFFER_SECONDS = 30.0  # how long the first request waits for tool servers to start


def _arguments(call: ToolCall) -> dict[str, Any] | None:
    try:
        value = json.loads(call.arguments or "{}")
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


class ToolRounds:
    """The TurnEngine's tool work, a part of it kept apart from streaming:
    given the store, the tool servers, the approver and how to tell the
    listeners; the built-in web search is a part of its own (`web`)."""

    def __init__(
        self,
        store: AsyncRepository,
        tools: ToolBox | None,
        approve: Approver | None,
        *,
        tell: Callable[[EngineEvent], None],
        report_write_failure: Callable[[str], None],
    ) -> None:
        self.store = store
        self.tools = tools
        self.approve = approve  # the session sets it once it is made
        self.web = WebToolRounds(store)
        self._tell = tell
        self._report_write_failure = report_write_failure
        # (provider, model) pairs that refused a request offering tools.
        self._no_tools: set[tuple[str | None, str | None]] = set()

    def search_as_tool(self, turn: Turn, assistant: Message) -> None:
        """A model that can call tools runs the question's web search
        itself, as a tool (engine/web_tool.py); not one that refused tools."""
        if (assistant.provider, assistant.model) in self._no_tools:
            return
        self.web.search_as_tool(turn, can_ask=self.approve is not None)

    async def offer_tools(self, turn: Turn, assistant: Message) -> None:
        """Once per answer: the tools of every server that is up, and the
        built-in web search where it is on, unless the conversation has
        tools off or this model refused them before."""
        shape = turn.shape
        if shape is None or not shape.plan.tools or turn.tools_asked:
            return
        turn.tools_asked = True
        if (assistant.provider, assistant.model) in self._no_tools:
            return
        offered = [*self.web.offer(turn), *await self._servers_offer()]
        if not offered:
            return
        turn.offered = {t.spec.name: t for t in offered}
        turn.options = replace(turn.options, tools=tuple(t.spec for t in offered))

    async def _servers_offer(self) -> list[OfferedTool]:
        if self.tools is None:
            return []
        try:
            return await asyncio.wait_for(self.tools.offered(), OFFER_SECONDS)
        except (Exception, TimeoutError):  # tools are never allowed to stop a chat
            log.warning("tools are not available", exc_info=True)
            return []

    def refused_tools(
        self, turn: Turn, assistant: Message, exc: BackendError, calls: list[ToolCall]
    ) -> bool:
        """A model that takes no tools refuses a request offering them (Ollama:
        "… does not support tools"; llama.cpp without --jinja: "tools param
        requires --jinja flag"). Then it is asked again without them, once,
        and not offered tools again while Verbatim runs. True: ask again."""
        refused = exc.kind in (ErrorKind.BAD_REQUEST, ErrorKind.SERVER_ERROR)
        said_nothing = not (turn.text or turn.reasoning or calls)
        if not (refused and said_nothing and turn.options.tools and "tool" in str(exc).lower()):
            return False
        log.info("%s takes no tools: %s", assistant.model, exc)
        self._no_tools.add((assistant.provider, assistant.model))
        turn.offered = {}
        turn.options = replace(turn.options, tools=())
        self.web.search_for_question(turn)
        return True

    async def keep_call(self, turn: Turn, request: ToolRequest, calls: list[ToolCall]) -> None:
        """Store a call the moment the model has asked for it whole; if the
        disk refuses, it goes with the message's final write (P17). It is in
        `calls` before the write starts, so a Stop that lands during the write
        still ends it (a call on disk is never left waiting)."""
        offered = turn.offered.get(request.name)
        call = ToolCall(
            id=request.id,
            name=request.name,
            arguments=request.arguments,
            server=offered.server if offered else "",
            tool=offered.tool if offered else "",
        )
        position = len(calls)
        calls.append(call)
        mid = turn.assistant_id
        # A task, not a bare coroutine: shield runs it, and a Stop awaits the
        # same write (a coroutine cannot be awaited twice: the answer ended
        # "Something went wrong inside Verbatim" instead of stopped).
        write = asyncio.ensure_future(
            self.store.run(lambda r: r.tools.add_tool_call(mid, call, position))
        )
        try:
            await asyncio.shield(write)
        except asyncio.CancelledError:
            turn.stop_requested = True
            try:
                await write  # it lands (or fails) before the step ends
            except StoreError:
                turn.unsaved_calls[position] = call
            except asyncio.CancelledError:
                pass
            raise
        except StoreError as exc:
            turn.unsaved_calls[position] = call
            self._report_write_failure(exc.message)
        self._tell(ToolChanged(turn.conversation_id, mid, call))

    async def _save_call(self, turn: Turn, message_id: str, call: ToolCall) -> None:
        """Write a call's new state, retrying a failing disk until it lands
        (P17; a second Stop does not end the saving), then tell the
        listeners: what they show is on disk (P8)."""
        await self._write_call(turn, message_id, call)
        self._tell(ToolChanged(turn.conversation_id, message_id, call))

    async def _write_call(self, turn: Turn, message_id: str, call: ToolCall) -> None:
        delay = 0.1
        while not turn.abandoned.is_set():
            write = asyncio.ensure_future(
                self.store.run(lambda r: r.tools.update_tool_call(message_id, call))
            )
            try:
                await asyncio.shield(write)
                return
            except asyncio.CancelledError:
                turn.stop_requested = True
                try:
                    await write  # the write goes on; wait for it
                    return
                except asyncio.CancelledError:
                    continue
                except StoreError:
                    pass
            except MessageGone:
                return  # the answer was deleted meanwhile
            except StoreError as exc:
                self._report_write_failure(exc.message)
            try:
                await asyncio.sleep(delay)
            except asyncio.CancelledError:
                turn.stop_requested = True
            delay = min(delay * 2, 5.0)

    async def end_calls(self, turn: Turn, message_id: str, calls: list[ToolCall], why: str) -> None:
        for call in calls:
            if not call.status.is_final:
                await self._save_call(
                    turn, message_id, replace(call, status=ToolStatus.SKIPPED, note=why)
                )

    async def run_calls(self, turn: Turn, message_id: str, calls: list[ToolCall]) -> bool:
        """Ask, run and store each call in order. False: the person stopped."""
        for index, call in enumerate(calls):
            if turn.stop_requested:
                await self.end_calls(turn, message_id, calls[index:], STOPPED_FIRST)
                return False
            try:
                decision = await self._decide(turn, message_id, call)
            except asyncio.CancelledError:
                turn.stop_requested = True
                await self.end_calls(turn, message_id, calls[index:], STOPPED_FIRST)
                return False
            if decision is not None:
                ended = await self._run_one(turn, message_id, call, decision)
                if ended.status is ToolStatus.CANCELLED:
                    await self.end_calls(turn, message_id, calls[index + 1 :], STOPPED_FIRST)
                    return False
        return not turn.stop_requested

    async def _decide(self, turn: Turn, message_id: str, call: ToolCall) -> Decision | None:
        """The person's decision; None when the call was settled without
        running (not offered, bad arguments, denied)."""
        failed = None
        builtin = self.web.always(call)
        if builtin is None and (not call.server or self.tools is None):
            failed = say("the model asked for “{name}”, which is not offered", name=call.name)
        elif _arguments(call) is None:
            failed = say("the model's arguments are not a JSON object")
        if failed is not None:
            await self._save_call(
                turn, message_id, replace(call, status=ToolStatus.FAILED, note=failed)
            )
            return None
        if builtin or (builtin is None and self._box.always_allowed(call.server, call.tool)):
            return Decision.ALLOW_ONCE
        if self.approve is None:
            decision = Decision.DENY
        else:
            decision = await self.approve(turn.conversation_id, message_id, call)
        if decision is Decision.DENY:
            await self._save_call(turn, message_id, replace(call, status=ToolStatus.DENIED))
            return None
        if decision is Decision.ALLOW_ALWAYS and builtin is not None:
            self.web.allowed = True  # while Verbatim runs
        elif decision is Decision.ALLOW_ALWAYS:
            self._box.allow_always(call.server, call.tool)
        return decision

    @property
    def _box(self) -> ToolBox:
        assert self.tools is not None  # only a call to a server's tool gets here
        return self.tools

    async def _run_one(
        self, turn: Turn, message_id: str, call: ToolCall, decision: Decision
    ) -> ToolCall:
        running = replace(call, status=ToolStatus.RUNNING)
        await self._save_call(turn, message_id, running)
        printed: list[str] = []
        kept = 0  # characters of `printed`: a tool that prints for ever is cut at KEPT_CHARS
        saved_at = time.monotonic()
        saving: asyncio.Task[None] | None = None

        def on_output(text: str) -> None:
            nonlocal saved_at, saving, kept
            if kept >= KEPT_CHARS:
                return
            printed.append(text[: KEPT_CHARS - kept])
            kept += len(printed[-1])
            now = replace(running, output="".join(printed))
            self._tell(ToolChanged(turn.conversation_id, message_id, now))
            if time.monotonic() - saved_at >= OUTPUT_SAVE_SECONDS and (
                saving is None or saving.done()
            ):
                saved_at = time.monotonic()
                saving = asyncio.get_running_loop().create_task(self._quiet_save(message_id, now))

        try:
            arguments = _arguments(call) or {}
            if is_web_call(call):
                output = await self.web.run(turn, arguments.get("query"), on_output)
            else:
                output = await self._box.call(call.server, call.tool, arguments, on_output)
            ended = await self._kept(
                message_id,
                replace(running, status=ToolStatus.DONE, is_error=output.is_error),
                output.text,
            )
        except asyncio.CancelledError:
            turn.stop_requested = True
            ended = replace(running, status=ToolStatus.CANCELLED, output="".join(printed))
        except ToolUnavailable as exc:
            ended = replace(
                running, status=ToolStatus.FAILED, output="".join(printed), note=reason(exc)
            )
        except Exception as exc:  # a bug in a tool path must not lose the call
            log.exception("tool call crashed")
            ended = replace(running, status=ToolStatus.FAILED, note=reason(exc))
        if saving is not None:
            await asyncio.wait([saving])
        await self._save_call(turn, message_id, ended)
        if turn.stop_requested:  # no step follows to be given the pages read
            await self.web.keep_fetched(turn, message_id)
        return ended

    async def _kept(self, message_id: str, call: ToolCall, text: str) -> ToolCall:
        """The call with what is kept of its output: all of it, or the first
        KEPT_CHARS with the whole saved to a file of its own and the cut said
        in the note (off the event loop: a 50 MB write must not freeze it)."""
        if len(text) <= KEPT_CHARS:
            return replace(call, output=text)
        data_dir = self.store.repo.path.parent
        try:
            # On the store's own thread: the loop's default executor is a
            # pool of QThreads under qasync, which Qt aborts on if left at exit.
            path = await self.store.run(
                lambda _repo: save_whole_output(data_dir, message_id, call.id, text)
            )
            where = say("The whole output is saved as {path}.", path=path)
        except OSError as exc:
            where = say("The whole output could not be saved ({error}).", error=reason(exc))
        note = say(
            "The tool returned {size}; the first {kept} are kept here. {where}",
            size=human_size(len(text)),  # characters: bytes for the text tools print
            kept=human_size(KEPT_CHARS),
            where=where,
        )
        return replace(call, output=text[:KEPT_CHARS], note=note)

    async def _quiet_save(self, message_id: str, call: ToolCall) -> None:
        """A running call's output so far: best effort, the end is what counts."""
        try:
            await self.store.run(lambda r: r.tools.update_tool_call(message_id, call))
        except (StoreError, MessageGone):
            pass

    async def next_step(self, turn: Turn, after: Message) -> Message | None:
        """The answer goes on under its last message, with the tool results."""
        shape = turn.shape
        assert shape is not None
        cid = turn.conversation_id

        def prepare(r: Repository) -> tuple[Message, Request]:
            conv = r.get_conversation(cid)
            if conv is None:
                raise MessageGone(say("This conversation was deleted."))
            return add_answer(r, conv, after.id, shape, False)

        write: Awaitable[tuple[Message, Request]] = asyncio.ensure_future(self.store.run(prepare))
        try:
            assistant, request = await asyncio.shield(write)
        except asyncio.CancelledError:
            # Stopped while the next message was being added: it is ended at
            # once, empty and marked stopped, and the answer ends there.
            turn.stop_requested = True
            try:
                assistant, _ = await write
                await self.store.run(
                    lambda r: r.finalize_message(assistant.id, Status.INTERRUPTED, content="")
                )
            except (StoreError, asyncio.CancelledError):
                pass
            return None
        except StoreError as exc:
            self._report_write_failure(exc.message)
            return None
        turn.assistant_id = assistant.id
        turn.request = request.messages
        self._tell(TurnStarted(cid, None, assistant))
        return assistant
