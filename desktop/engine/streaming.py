"""Streaming one message of an answer (P6-P9, P17): deltas delivered and
checkpointed, the tool calls it makes kept as they complete, and the final
state written with exactly the delivered text before anyone is told."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from contextlib import aclosing
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from desktop.backends.base import (
    Backend,
    BackendError,
    ChatMessage,
    ErrorKind,
    Finish,
    Preparing,
    ReasoningDelta,
    ReasoningSignature,
    StreamEvent,
    TextDelta,
    ToolCallDone,
    UsageReport,
)
from desktop.domain.errors import StoreError
from desktop.domain.events import EngineEvent, StepFinished, TurnPreparing, WriteRecovered
from desktop.domain.messages import (
    LENGTH_REASONS,
    Message,
    Role,
    Status,
    ToolCall,
    Usage,
)
from desktop.domain.words import reason, say, say_n
from desktop.engine.checkpoint import Checkpointer
from desktop.engine.tool_loop import ToolRounds
from desktop.engine.web import final_sources
from desktop.store.errors import MessageGone

if TYPE_CHECKING:
    from desktop.engine.turn_state import Turn
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository

log = logging.getLogger(__name__)


@dataclass
class _Heard:
    """What a stream said besides its text."""

    usage: Usage = field(default_factory=Usage)
    finish_reason: str | None = None
    first_token_at: float | None = None


SLICE_SECONDS = 0.008  # the longest the stream is read before the window may draw


# The web search a question runs before its first word (the turn engine's).
SearchFirst = Callable[["Turn", Message], Awaitable[None]]


class MessageStreaming:
    """The TurnEngine's streaming of one message (a step of an answer), a
    part of it: given the store, the backends, the tool rounds it offers
    tools and keeps calls through, the search to run before the first word
    and how to tell the listeners."""

    def __init__(
        self,
        store: AsyncRepository,
        resolve_backend: Callable[[str | None], Backend],
        rounds: ToolRounds,
        *,
        checkpoint_interval: float,
        search_first: SearchFirst,
        tell: Callable[[EngineEvent], None],
        tell_delta: Callable[[str, str, str, str], None],
        report_write_failure: Callable[[str], None],
    ) -> None:
        self.store = store
        self.resolve_backend = resolve_backend
        self.rounds = rounds
        self.checkpoint_interval = checkpoint_interval
        self._search_first = search_first
        self._tell = tell
        # (conversation, message, text, reasoning): told joined, once a loop
        # turn (telling.py); a bound method kept here, one lookup a token.
        self._tell_delta = tell_delta
        self._report_write_failure = report_write_failure

    async def reread(self, message: Message) -> Message:
        try:
            stored = await asyncio.shield(self.store.run(lambda r: r.get_message(message.id)))
        except (StoreError, asyncio.CancelledError):
            return message
        return stored or message

    async def step(self, turn: Turn, assistant: Message) -> tuple[Message, list[ToolCall]]:
        """Stream one message of the answer and store it final; returns it
        and the tool calls it made (each stored as soon as it was whole)."""
        turn.text, turn.reasoning, turn.signature = [], [], ""
        calls: list[ToolCall] = []
        checkpointer = Checkpointer(
            self.store, assistant.id, self.checkpoint_interval, self._report_write_failure
        )
        checkpointer.flush_times = turn.checkpoint_times
        status, error = Status.COMPLETE, None
        heard = _Heard()
        try:
            if not assistant.model:
                raise BackendError(
                    kind=ErrorKind.MODEL_NOT_FOUND,
                    message=say(
                        "No model is chosen for this conversation yet. Pick one in the "
                        "header (or add a provider in Settings, Ctrl+,), then press Retry."
                    ),
                )
            backend = self.resolve_backend(assistant.provider)
            # The web search, like the tools, runs after the question is on
            # disk: it takes seconds, and Stop works meanwhile (issue 41). A
            # model that can call tools runs it itself, as a tool.
            self.rounds.search_as_tool(turn, assistant)
            await self._search_first(turn, assistant)
            # Tools are offered after the question is on disk (P5): starting
            # a tool server may take a while, and Stop works meanwhile.
            await self.rounds.offer_tools(turn, assistant)
            try:
                await self._stream(turn, backend, assistant, checkpointer, calls, heard)
            except BackendError as exc:
                if _without_read_pictures(turn, exc, calls):
                    # A model that takes no pictures is given their words only.
                    await self._stream(turn, backend, assistant, checkpointer, calls, heard)
                elif self.rounds.refused_tools(turn, assistant, exc, calls):
                    await self._search_first(turn, assistant)  # the search it had as a tool
                    await self._stream(turn, backend, assistant, checkpointer, calls, heard)
                else:
                    raise
        except asyncio.CancelledError:
            status = Status.INTERRUPTED
        except BackendError as exc:
            status, error = Status.FAILED, _plain_error(exc, turn.request)
            log.info("turn failed: %s (%s)", exc.message, exc.detail)
        except Exception as exc:  # a bug must not lose the text: keep it, mark it failed
            log.exception("turn crashed")
            status = Status.FAILED
            error = say("Something went wrong inside Verbatim: {error}", error=reason(exc))
        usage = heard.usage
        if usage.generation_seconds is None and heard.first_token_at is not None:
            # Servers other than Ollama do not say how long they generated;
            # first token to last is what the person experienced.
            usage = replace(usage, generation_seconds=time.monotonic() - heard.first_token_at)
        finish_reason = heard.finish_reason if status is Status.COMPLETE else None
        final = await self._finish(turn, checkpointer, status, error, usage, finish_reason)
        return final, calls

    async def _stream(
        self,
        turn: Turn,
        backend: Backend,
        assistant: Message,
        checkpointer: Checkpointer,
        calls: list[ToolCall],
        heard: _Heard,
    ) -> None:
        assert assistant.model is not None
        stream = backend.stream_chat(turn.request, assistant.model, turn.options)
        slice_ends = time.monotonic() + SLICE_SECONDS
        async with aclosing(stream):  # type: ignore[type-var]
            async for event in stream:
                if isinstance(event, TextDelta | ReasoningDelta) and time.monotonic() > slice_ends:
                    # A fast server's tokens arrive faster than they are read:
                    # reading them never waits, so without this the loop would
                    # not draw the window until the answer ended (issue 28).
                    # Only between words: a tool call is stored as it comes.
                    await asyncio.sleep(0)
                    slice_ends = time.monotonic() + SLICE_SECONDS
                if isinstance(event, TextDelta):
                    if heard.first_token_at is None:
                        heard.first_token_at = time.monotonic()
                    self._deliver(turn, event.text, "", checkpointer)
                elif isinstance(event, ReasoningDelta):
                    self._deliver(turn, "", event.text, checkpointer)
                else:
                    await self._heard_other(turn, event, calls, heard)

    async def _heard_other(
        self, turn: Turn, event: StreamEvent, calls: list[ToolCall], heard: _Heard
    ) -> None:
        """What a stream says besides its words, once or a few times a turn
        (the words themselves are handled in `_stream`, without this call)."""
        if isinstance(event, ReasoningSignature):
            turn.signature = event.signature
        elif isinstance(event, UsageReport):
            heard.usage = event.usage
        elif isinstance(event, ToolCallDone):
            await self.rounds.keep_call(turn, event.call, calls)
        elif isinstance(event, Preparing):
            self._tell(TurnPreparing(turn.conversation_id, turn.assistant_id, event.text))
        elif isinstance(event, Finish) and heard.finish_reason not in LENGTH_REASONS:
            # OpenAI-style streams say "length" and then [DONE]: the first
            # length reason wins over a later generic "stop".
            heard.finish_reason = event.reason

    def _deliver(self, turn: Turn, text: str, reasoning: str, checkpointer: Checkpointer) -> None:
        if text:
            turn.text.append(text)
        if reasoning:
            turn.reasoning.append(reasoning)
        checkpointer.add(text, reasoning)
        self._tell_delta(turn.conversation_id, turn.assistant_id, text, reasoning)

    async def _finish(
        self,
        turn: Turn,
        checkpointer: Checkpointer,
        status: Status,
        error: str | None,
        usage: Usage,
        finish_reason: str | None = None,
    ) -> Message:
        """Write the final state with exactly the delivered text (P8), retrying
        a failing disk (P17); then, and only then, tell the listeners."""
        await checkpointer.close()
        text, reasoning = "".join(turn.text), "".join(turn.reasoning)

        def write(r: Repository) -> Message:
            for position, call in sorted(turn.unsaved_calls.items()):
                r.tools.add_tool_call(turn.assistant_id, call, position)
            turn.unsaved_calls.clear()
            sources, omitted = final_sources(r, turn)
            return r.finalize_message(
                turn.assistant_id,
                status,
                content=text,
                reasoning=reasoning,
                error=error,
                usage=usage,
                finish_reason=finish_reason,
                # A signature covers the whole thinking: only a complete one is kept.
                reasoning_signature=turn.signature if status is Status.COMPLETE else "",
                sources=sources,
                omitted=omitted,
            )

        final: Message | None = None
        delay = 0.1
        # Retried until it lands: text that was shown is never dropped from
        # memory before it is on disk (P17). The turn stays running (and the
        # window shows it as not yet saved) until then, or until the person
        # chooses what to do with it at quit (`abandon`).
        while not turn.abandoned.is_set():
            try:
                final = await asyncio.shield(self.store.run(write))
                break
            except asyncio.CancelledError:
                continue  # a second Stop while saving: keep saving
            except MessageGone:
                # Deleted meanwhile (from another window or handle): the
                # person deleted it on purpose; there is nothing to save into.
                log.info("answer %s was deleted while it finished", turn.assistant_id)
                break
            except StoreError as exc:
                turn.unsaved_text = text[checkpointer.written_chars :]
                words = len(turn.unsaved_text.split()) or 1
                self._report_write_failure(
                    say_n(
                        "Not saved yet: %n word(s) of an answer. {why}",
                        None,
                        words,
                        why=exc.message,
                    )
                )
                await _wait_or_abandoned(turn, delay)
                delay = min(delay * 2, 5.0)
        if final is not None and turn.unsaved_text:
            turn.unsaved_text = ""
            self._tell(WriteRecovered(turn.conversation_id, turn.assistant_id))
        if final is None:
            final = Message(
                id=turn.assistant_id,
                conversation_id=turn.conversation_id,
                role=Role.ASSISTANT,
                content=text,
                reasoning=reasoning,
                status=status,
                error=error,
                parent_id=turn.user.id if turn.user else None,
            )
        self._tell(StepFinished(turn.conversation_id, final))
        return final


# Words servers use when a model cannot see pictures: llama.cpp ("image input
# is not supported"), LM Studio ("does not support images"), vLLM ("not a
# multimodal model"), OpenAI ("image_url is only supported by certain models").
_NO_VISION_WORDS = ("image", "vision", "multimodal", "multi-modal", "mmproj")


def _refused_pictures(exc: BackendError, request: list[ChatMessage]) -> bool:
    """The server said the model cannot take the request's pictures."""
    refused = exc.kind in (ErrorKind.BAD_REQUEST, ErrorKind.SERVER_ERROR, ErrorKind.STREAM_ERROR)
    has_pictures = any(m.images for m in request)
    return refused and has_pictures and any(w in exc.message.lower() for w in _NO_VISION_WORDS)


def _without_read_pictures(turn: Turn, exc: BackendError, calls: list[ToolCall]) -> bool:
    """A model refused pictures whose words the request carries too (issue
    41: read by OCR when attached): the request loses those pictures, to be
    sent again. False (nothing changed) for any other refusal, or once the
    model has begun to answer."""
    said_nothing = not (turn.text or turn.reasoning or calls)
    read = any(p.read for m in turn.request for p in m.images)
    if not (said_nothing and read and _refused_pictures(exc, turn.request)):
        return False
    turn.request = [
        replace(m, images=tuple(p for p in m.images if not p.read)) for m in turn.request
    ]
    return True


def _plain_error(exc: BackendError, request: list[ChatMessage]) -> str:
    """The error to store and show; a refused picture is said plainly."""
    if _refused_pictures(exc, request):
        return say(
            "This model does not accept images; pick a vision model such as Gemma 3, "
            "Qwen2.5-VL, LLaVA or GPT-4o, then press Retry. {server}",
            server=exc.message,
        )
    return exc.message


async def _wait_or_abandoned(turn: Turn, seconds: float) -> None:
    """Sleep before the next try; a second Stop does not end the saving,
    only `abandon` (the person's choice at quit) does."""
    try:
        await asyncio.wait_for(turn.abandoned.wait(), seconds)
    except (TimeoutError, asyncio.CancelledError):
        pass
