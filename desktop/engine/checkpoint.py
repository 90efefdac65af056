"""Streaming checkpoints (P6): the text received since the last checkpoint
is appended to the store's journal every `interval` seconds, through the
writer thread, so the event loop never waits on the disk. A failed write
keeps the text in memory, is reported, and is retried next time (P17)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from desktop.domain.errors import StoreError

if TYPE_CHECKING:
    from desktop.store.worker import AsyncRepository


class Checkpointer:
    """Writes a streaming answer's new text to the store's journal every
    interval, on the writer thread; a failed write keeps the text, reports
    it and tries again next time."""

    def __init__(
        self,
        store: AsyncRepository,
        message_id: str,
        interval: float,
        on_failure: Callable[[str], None],
    ) -> None:
        self.store = store
        self.message_id = message_id
        self.interval = interval
        self.on_failure = on_failure
        self._text: list[str] = []
        self._reasoning: list[str] = []
        self._task: asyncio.Task[None] | None = None
        self._failing = False
        self.flush_times: list[float] = []  # monotonic time of each written checkpoint
        self.written_chars = 0  # characters of text on disk so far

    def add(self, text: str, reasoning: str) -> None:
        if text:
            self._text.append(text)
        if reasoning:
            self._reasoning.append(reasoning)
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._loop())

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            await self.flush()

    async def flush(self) -> None:
        if not self._text and not self._reasoning:
            return
        text, reasoning = "".join(self._text), "".join(self._reasoning)
        self._text, self._reasoning = [], []
        mid = self.message_id
        try:
            await self.store.run(lambda r: r.journal.append_piece(mid, text, reasoning))
        except StoreError as exc:
            # Put it back in front of anything newer and try again next time.
            self._text.insert(0, text)
            self._reasoning.insert(0, reasoning)
            if not self._failing:
                self._failing = True
                self.on_failure(exc.message)
            return
        self._failing = False
        self.written_chars += len(text)
        self.flush_times.append(time.monotonic())

    async def close(self) -> None:
        """Stop checkpointing. The final write carries the whole text, so
        whatever is still pending here needs no flush."""
        task, self._task = self._task, None
        if task is None:
            return
        task.cancel()
        try:
            await asyncio.wait([task])
        except asyncio.CancelledError:
            pass  # a second Stop: the final write still follows
