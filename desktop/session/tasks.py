"""Every worker the application starts, under one owner (issue 38).

The session's `TaskManager` makes the thread pools (named, made on first
use, one thread each unless asked), keeps the asyncio tasks it is given,
and holds what must be told at the end (a download's cancel, a child
process, the typesetter). `aclose()` ends them all, in that order: tasks
cancelled, closers run, pools shut down, each waited for within a bound.
Before, ten pools were made in ten places and three of them were never
shut down at quit, so a download or a sync round kept the process alive
after its window had gone.

No Qt: the window and the command line end the same way, through
`AppSession.aclose()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import multiprocessing
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

# How long quitting waits for what it ended: a thread finishing the step it
# is in (a request answered, a megabyte written), a child told to stop.
GRACE_S = 5.0

Closer = Callable[[], Awaitable[None] | None]


class Closed(RuntimeError):
    """Work asked for after the session closed (a late slot): refused."""


class TaskManager:
    """The pools, tasks and closers of one session, and their one end."""

    def __init__(self, grace: float = GRACE_S) -> None:
        self.grace = grace
        self._pools: dict[str, Executor] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closers: list[tuple[str, Closer]] = []
        self._closed = False
        self._closing: asyncio.Future[list[str]] | None = None
        self.left: list[str] = []  # what did not end within the bound, said by aclose

    @property
    def closed(self) -> bool:
        return self._closed

    # ------------------------------------------------------------- pools
    def pool(self, name: str, workers: int = 1) -> ThreadPoolExecutor:
        """The thread pool `name`, made the first time it is asked for.
        Plain Python threads, not the loop's default executor (under qasync
        a pool of QThreads, which Qt aborts on when one still runs at exit)."""
        if self._closed:
            raise Closed(f"the session has closed; no work starts on {name!r}")
        pool = self._pools.get(name)
        if pool is None:
            pool = ThreadPoolExecutor(workers, thread_name_prefix=f"verbatim-{name}")
            self._pools[name] = pool
        assert isinstance(pool, ThreadPoolExecutor)
        return pool

    def process_pool(self, name: str, initializer: Callable[[], object] | None = None) -> Executor:
        """One child process for CPU work that holds global state (the
        typesetter); spawned, not forked: forking a process that runs Qt's
        threads is unsafe. OSError/ValueError if this system cannot."""
        if self._closed:
            raise Closed(f"the session has closed; no work starts on {name!r}")
        pool = self._pools.get(name)
        if pool is None:
            pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=initializer,
            )
            self._pools[name] = pool
        return pool

    async def run(self, name: str, work: Callable[..., T], *args: Any, workers: int = 1) -> T:
        """`work(*args)` on the pool `name`, awaited from the event loop."""
        pool = self.pool(name, workers)
        return await asyncio.get_running_loop().run_in_executor(pool, work, *args)

    def open_pools(self) -> list[str]:
        """The pools not yet shut down (none once aclose has run)."""
        return sorted(self._pools)

    def retire(self, name: str) -> None:
        """The pool `name` takes no more work and ends once its current
        item is done (its queue is dropped); asked for again, a new one is
        made. Nothing waits here: `aclose` waits for it."""
        pool = self._pools.get(name)
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
            # Kept under another name: aclose still waits for its thread.
            del self._pools[name]
            self._pools[f"{name} (retired {id(pool):x})"] = pool

    # ------------------------------------------------------------- tasks
    def spawn(self, coro: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
        """A task kept until it ends, cancelled at close."""
        if self._closed:
            coro.close()
            raise Closed("the session has closed; no task starts")
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def tasks(self) -> frozenset[asyncio.Task[Any]]:
        return frozenset(self._tasks)

    # ----------------------------------------------------------- closers
    def on_close(self, name: str, closer: Closer) -> Callable[[], None]:
        """`closer` runs at close (last registered, first run); what is
        returned forgets it, for something that ended on its own."""
        entry = (name, closer)
        self._closers.append(entry)

        def forget() -> None:
            with contextlib.suppress(ValueError):
                self._closers.remove(entry)

        return forget

    # ----------------------------------------------------------- closing
    async def aclose(self) -> list[str]:
        """End everything; what did not end within the bound is logged and
        returned (empty when all ended). A second call waits for the first."""
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close())
        return await asyncio.shield(self._closing)

    async def _close(self) -> list[str]:
        self._closed = True
        deadline = time.monotonic() + self.grace
        left: list[str] = []
        current = asyncio.current_task()
        tasks = [t for t in self._tasks if t is not current]
        for task in tasks:
            task.cancel()
        if tasks:
            _, pending = await asyncio.wait(tasks, timeout=_until(deadline))
            left += [f"task {t.get_name()}" for t in pending]
        for name, closer in reversed(self._closers):
            try:
                said = closer()
                if inspect.isawaitable(said):
                    await asyncio.wait_for(said, _until(deadline))
            except TimeoutError:
                left.append(name)
            except Exception:
                log.exception("closing %s failed", name)
        self._closers.clear()
        pools, self._pools = self._pools, {}
        left += await _shut_down(pools, deadline)
        if left:
            log.warning("still running after quit: %s", ", ".join(left))
        self.left = left
        return left


def _until(deadline: float) -> float:
    return max(0.0, deadline - time.monotonic())


async def _shut_down(pools: dict[str, Executor], deadline: float) -> list[str]:
    """Each pool told to stop (queued work dropped) and waited for, on a
    thread of its own so the event loop never blocks on a stuck one."""
    if not pools:
        return []
    loop = asyncio.get_running_loop()
    ended: dict[str, asyncio.Future[None]] = {}

    def told(future: asyncio.Future[None]) -> None:
        if not future.done():
            future.set_result(None)

    def shut(pool: Executor, future: asyncio.Future[None]) -> None:
        try:
            pool.shutdown(wait=True, cancel_futures=True)
        finally:
            with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
                loop.call_soon_threadsafe(told, future)

    closers: dict[str, threading.Thread] = {}
    for name, pool in pools.items():
        pool.shutdown(wait=False, cancel_futures=True)  # nothing new starts, at once
        ended[name] = loop.create_future()
        closers[name] = threading.Thread(
            target=shut, args=(pool, ended[name]), name=f"closing {name}", daemon=True
        )
        closers[name].start()
    await asyncio.wait(list(ended.values()), timeout=_until(deadline))
    left = []
    for name, future in ended.items():
        if future.done():
            closers[name].join(1)  # it said so as its last step: it ends now
        else:
            left.append(f"pool {name}")
    return left
