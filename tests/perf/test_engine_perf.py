"""Turn engine benchmarks (issue 4): Stop latency, checkpoint interval,
event-loop lag while streaming 5,000 tokens/s, persistence CPU per 1,000 tokens."""

from __future__ import annotations

import asyncio
import itertools
import statistics
import time
from pathlib import Path

import pytest

from desktop.backends.ollama import OllamaBackend
from desktop.devserver import DevServer, Reply
from desktop.engine.turns import TurnEngine
from desktop.store.db import open_store
from desktop.store.worker import AsyncRepository

pytestmark = pytest.mark.perf


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))]


async def test_stop_latency_checkpoints_lag_and_cpu(tmp_path: Path, devserver: DevServer) -> None:
    store = AsyncRepository(open_store(tmp_path))
    backend = OllamaBackend(devserver.ollama_base)
    engine = TurnEngine(store, lambda _n: backend, checkpoint_interval=0.05)
    cid = store.repo.create_conversation(provider="ollama", model="verbatim-demo").id

    stops = []
    for _ in range(30):
        devserver.script(Reply(tokens=100_000, rate=3000))
        turn = await engine.send(cid, "stop me")
        while len(turn.text) < 50:
            await asyncio.sleep(0.002)
        start = time.perf_counter()
        await engine.stop(cid)  # returns once the final state is committed
        stops.append(time.perf_counter() - start)
    print(
        f"\nStop latency (cancel -> committed interrupted state), 30 stops: "
        f"p50 {_pct(stops, 0.5) * 1000:.1f} ms, p99 {_pct(stops, 0.99) * 1000:.1f} ms"
    )

    lags: list[float] = []
    running = True

    async def ticker() -> None:
        while running:
            start = time.perf_counter()
            await asyncio.sleep(0.010)
            lags.append(time.perf_counter() - start - 0.010)

    tokens = 25_000
    devserver.script(Reply(tokens=tokens, rate=5000))
    cpu_before = store.cpu_seconds
    tick = asyncio.create_task(ticker())
    started = time.perf_counter()
    turn = await engine.send(cid, "stream fast")
    final = await turn.wait()
    elapsed = time.perf_counter() - started
    running = False
    await tick
    # The checkpointer task is gone with the turn; measure its cadence from the journal's effect:
    intervals = []
    checkpointer_times = getattr(turn, "checkpoint_times", [])
    if checkpointer_times:
        intervals = [b - a for a, b in itertools.pairwise(checkpointer_times)]
    cpu = store.cpu_seconds - cpu_before
    assert len(turn.text) == tokens and final.content == "".join(turn.text)
    print(f"streamed {tokens:,} tokens at {tokens / elapsed:,.0f} tokens/s")
    print(
        f"event-loop lag of a 10 ms timer while streaming: p50 {_pct(lags, 0.5) * 1000:.2f} ms, "
        f"p99 {_pct(lags, 0.99) * 1000:.2f} ms ({len(lags)} samples)"
    )
    if intervals:
        print(
            f"checkpoint interval achieved: median {statistics.median(intervals) * 1000:.0f} ms, "
            f"p99 {_pct(intervals, 0.99) * 1000:.0f} ms ({len(intervals) + 1} checkpoints)"
        )
    print(
        f"persistence CPU (writer thread): {cpu * 1000 / (tokens / 1000):.2f} ms per 1,000 tokens"
    )
    await engine.shutdown()
    await backend.aclose()
    await store.aclose()
