"""Every store call of the running app goes through one writer thread.

The event loop awaits the result, so a slow disk never freezes the window
(ARCHITECTURE.md: "a single writer thread that the turn awaits").
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from desktop.store.repository import Repository

T = TypeVar("T")


class AsyncRepository:
    """The store for the event loop: every call runs on one writer thread,
    awaited without blocking the loop; closed last, releasing the folder's
    lock after it."""

    def __init__(self, repo: Repository, on_close: Callable[[], None] | None = None) -> None:
        self.repo = repo
        self._on_close = on_close  # the owner's lock is released after the store closes
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="verbatim-store")
        self._closed = False
        self.cpu_seconds = 0.0  # CPU time the writer thread spent in store calls

    def _timed(self, fn: Callable[[Repository], T]) -> T:
        start = time.thread_time()
        try:
            return fn(self.repo)
        finally:
            self.cpu_seconds += time.thread_time() - start

    async def run(self, fn: Callable[[Repository], T]) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, self._timed, fn)

    def run_sync(self, fn: Callable[[Repository], T]) -> T:
        """Run on the writer thread and wait: for shutdown paths with no loop."""
        return self._executor.submit(fn, self.repo).result()

    async def aclose(self) -> None:
        if self._closed:
            return
        self._closed = True
        await self.run(lambda r: r.close())
        self._executor.shutdown(wait=True)
        self.repo.close()
        if self._on_close is not None:
            self._on_close()

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.run_sync(lambda r: r.close())
        self._executor.shutdown(wait=True)
        self.repo.close()
        if self._on_close is not None:
            self._on_close()
