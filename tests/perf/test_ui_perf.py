"""Window benchmarks (issue 5). Targets: visible < 1.5 s, open < 300 ms,
lag p99 < 50 ms, no token dropped. They print figures; they do not gate."""

from __future__ import annotations

import gc
import time
from pathlib import Path

import psutil
import pytest

from desktop.devserver import Reply, demo_text
from desktop.session.settings import Settings, save_settings
from tests.perf.lag import LagMeter
from tests.perf.seed import seed
from tests.perf.start_up import start_up
from tests.ui.conftest import Harness

pytestmark = pytest.mark.perf
ROOT = Path(__file__).parents[2]


def _start_ups(data: Path, runs: int = 3) -> list[dict[str, float]]:
    """The real start-up path in a child, `runs` times: seconds from launch
    to the end of each stage."""
    out = []
    for _ in range(runs):
        start, visible, fields = start_up(data)
        assert fields["ready"] == "True"
        out.append(
            {
                "python": float(fields["began"]) - start,
                "imports": float(fields["imported"]) - float(fields["began"]),
                "window": float(fields["built"]) - float(fields["imported"]),
                "paint": visible - float(fields["built"]),
                "total": visible - start,
            }
        )
    return out


def test_window_ready_with_an_empty_store_and_with_100k_messages(tmp_path: Path) -> None:
    """Issue 28: launch to a window ready for typing, under 1 s at load 2,
    with an empty store and with 100,000 messages; each stage is printed,
    so what dominates is seen."""
    from tests.perf.lag import load_words

    repo, ids = seed(tmp_path / "full", conversations=1000, messages_each=100)
    repo.close()
    save_settings(tmp_path / "full" / "config", Settings(last_conversation_id=ids[-1]))
    for name, data in (
        ("an empty store", tmp_path / "empty"),
        ("100,000 messages", tmp_path / "full"),
    ):
        runs = _start_ups(data)
        best = min(runs, key=lambda r: r["total"])
        stages = ", ".join(f"{k} {v * 1000:.0f} ms" for k, v in best.items() if k != "total")
        print(
            f"\nwindow ready for typing with {name}: best {best['total']:.2f} s = "
            f"{best['total']:.2f} of the 1 s target (worst {max(r['total'] for r in runs):.2f} s); "
            f"stages of the best: {stages}; {load_words()}"
        )


def test_open_10k_conversation_and_stream_5000_tokens_per_second(
    harness: Harness, tmp_path: Path
) -> None:
    repo, ids = seed(tmp_path, conversations=1, messages_each=10_000)
    cid = ids[0]
    repo.conversations.set_conversation_model(cid, "OpenAI-compatible", "verbatim-demo")
    repo.close()
    window = harness.open()
    window.open_conversation(None)
    process = psutil.Process()
    rss_before = process.memory_info().rss
    start = time.perf_counter()
    window.open_conversation(cid)
    window.grab()  # the first paint of the opened conversation
    opened = time.perf_counter() - start
    rss_after = process.memory_info().rss
    print(
        f"\nopen a 10,000-message conversation (first paint included): {opened * 1000:.0f} ms, "
        f"memory added {(rss_after - rss_before) / 2**20:.1f} MiB (target < 300 ms)"
    )

    tokens = 20_000
    harness.server.script(Reply(tokens=tokens, rate=5000))
    meter = LagMeter()
    # What earlier benchmarks in this process left is not the window's: a
    # full collection of it landed in this one's measure (156 ms) in a
    # whole make perf run, never in a run of its own (23 ms).
    gc.collect()
    streamed = time.perf_counter()
    harness.run(window.writer.send("stream into a long conversation"))
    meter.start()
    harness.wait(lambda: not window.session.engine.is_running(cid), timeout=60_000)
    meter.stop()
    elapsed = time.perf_counter() - streamed
    final = window.model.message_at(window.model.rowCount() - 1)
    assert final.content == demo_text(tokens)  # no token dropped
    print(
        f"streamed {tokens:,} tokens into it at {tokens / elapsed:,.0f} tokens/s rendered; "
        f"event-loop lag of a 10 ms Qt timer: {meter.summary()} (target p99 < 50 ms); "
        "no token dropped"
    )
