"""The provider "This computer": the OpenAI-compatible path, already tested
against llama-server, aimed at the engine this run started.

Before each request the engine is made to run the asked model (started,
or switched); while the answer streams it is not unloaded. A stream that
breaks because the engine itself ended says so in words; Retry starts it
again.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import aclosing
from typing import Any, cast

from desktop.backends.base import (
    BackendError,
    ChatMessage,
    ChatOptions,
    ErrorKind,
    Preparing,
    StreamEvent,
)
from desktop.backends.openai import OpenAIBackend
from desktop.domain.providers import ProviderKind
from desktop.domain.words import say
from desktop.local.process import EngineError, LocalEngine


class LocalBackend(OpenAIBackend):
    """The provider "This computer": the OpenAI-compatible client, pointed at
    the llama-server the local engine starts for the model asked for."""

    kind = ProviderKind.LOCAL
    product = "The local engine"

    def __init__(self, engine: LocalEngine, **timeouts: Any) -> None:
        super().__init__("http://127.0.0.1:0/v1", None, **timeouts)
        self.engine = engine

    async def list_models(self) -> list[str]:
        return [m.name for m in self.engine.library.models()]

    async def check(self) -> list[str]:
        return await self.list_models()

    async def context_length(self, model: str) -> int | None:
        running = self.engine.running
        if running is not None and running.model.name == model:
            return running.context
        found = self.engine.library.get(model)
        return found.context_length or None if found else None

    async def stream_chat(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncIterator[StreamEvent]:
        self.engine.begin()
        try:
            said: asyncio.Queue[str] = asyncio.Queue()
            starting = asyncio.ensure_future(
                self.engine.ensure(model, said.put_nowait, options.context)
            )
            try:
                # While the engine starts and loads the model, what it is doing
                # goes to the window in place of silence.
                while not starting.done():
                    heard = asyncio.ensure_future(said.get())
                    await asyncio.wait({starting, heard}, return_when=asyncio.FIRST_COMPLETED)
                    if heard.done():
                        yield Preparing(heard.result())
                    else:
                        heard.cancel()
                running = starting.result()
            except EngineError as exc:
                raise BackendError(ErrorKind.MODEL_NOT_FOUND, str(exc)) from exc
            finally:
                if not starting.done():  # Stop while loading: the start is undone
                    starting.cancel()
                    with contextlib.suppress(asyncio.CancelledError, EngineError):
                        await starting
            self.base_url, self.api_key = running.base_url, running.key
            # Loaded: the engine now reads the whole prompt before its first
            # word (seconds for a long one), and "Loading…" would stay on.
            yield Preparing(say("Reading your question…"))
            try:
                # OpenAIBackend's stream_chat is an async generator (closed here).
                stream = cast(
                    AsyncGenerator[StreamEvent], super().stream_chat(messages, model, options)
                )
                async with aclosing(stream) as events:
                    async for event in events:
                        yield event
            except BackendError as exc:
                if await self.engine.crashed():
                    raise BackendError(
                        ErrorKind.DISCONNECTED,
                        self.engine.crash_sentence(),  # the GPU's end: Retry on the processor
                        exc.detail or exc.message,
                    ) from exc
                raise
        finally:
            self.engine.end()
