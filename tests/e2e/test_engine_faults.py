"""Engine faults from issue 10: a conversation deleted while its answer
finishes, and backends resolved only on the event loop's thread."""

from __future__ import annotations

import asyncio
import sqlite3
import threading

from desktop.backends.base import Backend
from desktop.devserver import Reply
from desktop.engine.turns import TurnEngine
from tests.e2e.conftest import Env


async def test_a_conversation_deleted_while_its_answer_finishes_ends_cleanly(env: Env) -> None:
    """Item 7: `_finish` raised, shutdown failed, the window could not close."""
    env.server.script(Reply(tokens=100_000, rate=500))
    cid = env.conversation()
    turn = await env.engine.send(cid, "a long one")
    await env.until(lambda: len(env.recorder.shown.get(turn.assistant_id, "")) > 50)
    # Another handle (another window, a script) deletes it meanwhile.
    with sqlite3.connect(env.repo.path) as other:
        other.execute("PRAGMA foreign_keys = ON")
        other.execute("DELETE FROM conversation WHERE id = ?", (cid,))
    other.close()
    stopped = await asyncio.wait_for(env.engine.stop(cid), 10)
    assert stopped is not None and stopped.id == turn.assistant_id
    assert not env.engine.is_running(cid)
    await asyncio.wait_for(env.engine.shutdown(), 10)  # and the app can still quit
    assert env.repo.get_conversation(cid) is None


async def test_backends_are_resolved_on_the_event_loop_thread_only(env: Env) -> None:
    """Item 9: the writer thread resolved backends (and so called the keyring)."""
    threads: list[str] = []
    loop_thread = threading.current_thread().name

    def resolve(name: str | None) -> Backend:
        threads.append(threading.current_thread().name)
        return env.backends[name or "ollama"]

    engine = TurnEngine(env.store, resolve, checkpoint_interval=0.05)
    env.server.script(Reply(tokens=5), Reply(tokens=5))
    cid = env.conversation(provider="anthropic")  # alternates roles: asked while preparing
    first = await engine.send(cid, "hello")
    await first.wait()
    again = await engine.regenerate(first.assistant_id)
    await again.wait()
    assert threads and set(threads) == {loop_thread}, threads
