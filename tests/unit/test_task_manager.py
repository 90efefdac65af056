"""The session's one owner of pools, tasks and closers (issue 38): its
close ends everything within its bound, says what did not end, and can be
called twice."""

from __future__ import annotations

import asyncio
import threading

import pytest

from desktop.session.tasks import Closed, TaskManager


async def test_close_cancels_tasks_runs_closers_last_first_and_ends_pools() -> None:
    workers = TaskManager(grace=5)
    said: list[str] = []
    task = workers.spawn(asyncio.sleep(60))

    async def later() -> None:
        said.append("async closer")

    workers.on_close("first", lambda: said.append("first"))
    workers.on_close("second", later)
    assert await workers.run("one", lambda: threading.current_thread().name) == "verbatim-one_0"
    pool_threads = [t for t in threading.enumerate() if t.name.startswith("verbatim-one")]

    assert await workers.aclose() == []
    assert task.cancelled()
    assert said == ["async closer", "first"]
    assert not any(t.is_alive() for t in pool_threads)
    assert workers.open_pools() == [] and workers.closed
    assert await workers.aclose() == []  # a second close is a no-op
    with pytest.raises(Closed):
        workers.pool("one")


async def test_a_thread_that_will_not_end_is_said_not_waited_for_beyond_the_bound() -> None:
    workers = TaskManager(grace=0.3)
    release = threading.Event()
    started = threading.Event()

    def stuck() -> None:
        started.set()
        release.wait(30)

    running = asyncio.ensure_future(workers.run("stuck", stuck))
    await asyncio.get_running_loop().run_in_executor(None, started.wait, 5)
    try:
        assert await asyncio.wait_for(workers.aclose(), 5) == ["pool stuck"]
        assert workers.left == ["pool stuck"]
    finally:
        release.set()
    await running  # the work itself ends once released
