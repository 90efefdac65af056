"""How fast the real window renders an unpaced streamed answer, against a
bare client on the same stack (issue 28). Both run in this one process, on
the same qasync loop, against the same scripted server; the server runs in
its own process, so its writing does not share this process's GIL.

The bare client: httpx AsyncClient streaming POST /v1/chat/completions,
its body split into SSE lines, json.loads per event, and each network
chunk's deltas appended to a shown QPlainTextEdit with one QTextCursor
insertText at the end (batched per chunk: what a bare but reasonable client
does; appending per token is measured too, as a second figure).

Verbatim: the window with a seeded 10,000-message conversation open, a
message sent, the same tokens streamed; timed from the send to the store
holding the finished answer (the turn ends only after that final write).

It prints figures; it does not gate. Run: pytest -m perf -s tests/perf/test_render_limit.py
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QPlainTextEdit
from pytestqt.qtbot import QtBot

from desktop.devserver import demo_text
from desktop.domain.messages import Status
from tests.perf.lag import LagMeter, load_words, pct
from tests.perf.seed import seed
from tests.ui.conftest import Harness

pytestmark = pytest.mark.perf
ROOT = Path(__file__).parents[2]
TOKENS = int(os.environ.get("VERBATIM_RENDER_TOKENS", "20000"))
ROUNDS = int(os.environ.get("VERBATIM_RENDER_ROUNDS", "1"))

_SERVER = """
import sys, time
from desktop.devserver import DevServer, Reply
server = DevServer()
server.default_reply = Reply(tokens=int(sys.argv[1]))  # rate None: unpaced
server.start()
print(server.port, flush=True)
sys.stdin.read()  # until the test closes our stdin
server.stop()
"""


@dataclass
class _Server:
    """What Harness needs of a DevServer, for one in another process."""

    url: str

    @property
    def openai_base(self) -> str:
        return self.url + "/v1"


@pytest.fixture
def outside_server() -> Iterator[_Server]:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.Popen(
        [sys.executable, "-c", _SERVER, str(TOKENS)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None and proc.stdin is not None
    port = int(proc.stdout.readline())
    yield _Server(f"http://127.0.0.1:{port}")
    proc.stdin.close()
    proc.wait(10)
    proc.stdout.close()


class TimedLag(LagMeter):
    """LagMeter that keeps when each tick came: the send (before the first
    token), the streaming, and a second after the end are told apart."""

    def __init__(self) -> None:
        super().__init__()
        self.at: list[float] = []
        self.first_at = 0.0  # perf_counter of the first token
        self.end_at = float("inf")  # of the end (stored)

    def _tick(self) -> None:
        super()._tick()
        self.at.append(time.perf_counter())

    def _between(self, low: float, high: float) -> list[float]:
        return sorted(lag for lag, t in zip(self.lags, self.at, strict=True) if low <= t < high)

    def summary(self) -> str:
        """Send to end, as LagMeter says it."""
        lags = self._between(0.0, self.end_at)
        return (
            f"p50 {pct(lags, 0.5) * 1000:.1f} ms, p99 {pct(lags, 0.99) * 1000:.1f} ms, "
            f"max {lags[-1] * 1000:.0f} ms"
        )

    def phases(self) -> str:
        parts = []
        for name, low, high in (
            ("before the first token", 0.0, self.first_at),
            ("streaming", self.first_at, self.end_at),
            ("1 s after the end", self.end_at, float("inf")),
        ):
            lags = self._between(low, high)
            if lags:
                parts.append(
                    f"{name} p99 {pct(lags, 0.99) * 1000:.1f} ms, max {lags[-1] * 1000:.0f} ms "
                    f"({len(lags)} ticks)"
                )
        return "; ".join(parts)


@dataclass
class Figures:
    name: str
    seconds: float  # from the request (or the send) to the end
    first_token: float  # seconds from the request to the first token
    lag: TimedLag

    @property
    def rate(self) -> float:
        return TOKENS / self.seconds

    def line(self) -> str:
        return (
            f"{self.name:<28} {self.rate:>8,.0f} tokens/s ({self.seconds:.2f} s, first token "
            f"{self.first_token * 1000:.0f} ms); lag {self.lag.summary()}"
        )

    def streaming(self) -> str:
        """The first token to the end: the rendering alone, without the send."""
        seconds = self.seconds - self.first_token
        return f"{TOKENS / seconds:,.0f} tokens/s from the first token ({seconds:.2f} s)"


async def _bare_stream(
    client: httpx.AsyncClient, url: str, view: QPlainTextEdit, per_token: bool, marks: dict
) -> int:
    """The bare client: returns the number of deltas appended."""
    body = {
        "model": "verbatim-demo",
        "messages": [{"role": "user", "content": "stream please"}],
        "stream": True,
    }
    count = 0
    cursor = QTextCursor(view.document())
    async with client.stream("POST", url + "/v1/chat/completions", json=body) as response:
        rest = b""
        async for chunk in response.aiter_bytes():
            marks.setdefault("first_byte", time.perf_counter())
            *lines, rest = (rest + chunk).split(b"\n")
            pieces: list[str] = []
            for line in lines:
                if not line.startswith(b"data: ") or line == b"data: [DONE]":
                    continue
                event = json.loads(line[6:])
                choices = event.get("choices") or []
                text = choices[0].get("delta", {}).get("content") if choices else None
                if text:
                    count += 1
                    if per_token:
                        cursor.movePosition(QTextCursor.MoveOperation.End)
                        cursor.insertText(text)
                    else:
                        pieces.append(text)
            if pieces:
                cursor.movePosition(QTextCursor.MoveOperation.End)
                cursor.insertText("".join(pieces))
    return count


def _bare(qtbot: QtBot, server: _Server, per_token: bool) -> Figures:
    view = QPlainTextEdit()
    view.setReadOnly(True)
    view.resize(1100, 760)
    view.show()
    qtbot.waitExposed(view)
    marks: dict[str, float] = {}
    # Made before the clock starts, as an app makes its client once (making
    # one loads the CA bundle: ~100 ms the window does not pay per answer).
    client = httpx.AsyncClient(timeout=60)
    gc.collect()  # what earlier benchmarks in this process left is not this client's
    meter = TimedLag()
    meter.start()
    start = time.perf_counter()
    task = asyncio.ensure_future(_bare_stream(client, server.url, view, per_token, marks))
    qtbot.waitUntil(task.done, timeout=120_000)
    elapsed = time.perf_counter() - start
    meter.stop()
    meter.first_at, meter.end_at = marks["first_byte"], start + elapsed
    closing = asyncio.ensure_future(client.aclose())
    qtbot.waitUntil(closing.done)
    assert task.result() == TOKENS
    # QPlainTextEdit's document turns \u2029 and \u2028 into block/line breaks.
    shown = view.toPlainText()
    assert len(shown) == len(demo_text(TOKENS))  # every token shown
    view.close()
    view.deleteLater()
    name = "bare, per token" if per_token else "bare, per network chunk"
    return Figures(name, elapsed, marks["first_byte"] - start, meter)


def _verbatim(harness: Harness) -> Figures:
    repo, ids = seed(harness.data, conversations=1, messages_each=10_000)
    cid = ids[0]
    repo.conversations.set_conversation_model(cid, "OpenAI-compatible", "verbatim-demo")
    repo.close()
    window = harness.open()
    window.open_conversation(cid)
    window.grab()  # first paint of the opened conversation
    # A person reads before typing: what opening started (the context
    # meter's count) ends before the question is sent.
    harness.qtbot.wait(1500)
    from desktop.backends.http import tls

    tls()  # made once the window shows, as desktop/app.py does (the bare client's is made too)
    engine = window.session.engine
    meter = TimedLag()
    first: dict[str, float] = {}

    def seen(event: object) -> None:
        if type(event).__name__ == "TurnStarted":  # the question stored, the request built
            first.setdefault("started", time.perf_counter())
        if type(event).__name__ == "TurnDelta":
            first.setdefault("first", time.perf_counter())

    engine.add_listener(seen)
    profile = os.environ.get("VERBATIM_RENDER_PROFILE")
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile()
    gc.collect()  # what earlier benchmarks in this process left is not the window's
    meter.start()
    start = time.perf_counter()
    if profiler is not None:
        profiler.enable()
    task = asyncio.ensure_future(window.writer.send("stream into a long conversation"))
    harness.wait(lambda: task.done() and not engine.is_running(cid), timeout=120_000)
    if profiler is not None and profile:
        profiler.disable()
        profiler.dump_stats(profile)
    elapsed = time.perf_counter() - start
    # The lag goes on being measured for a second after the end: what the
    # window does once an answer ends is felt too.
    harness.qtbot.wait(1000)
    meter.stop()
    meter.first_at, meter.end_at = first["first"], start + elapsed
    engine.remove_listener(seen)
    task.result()
    final = window.model.message_at(window.model.rowCount() - 1)
    stored = window.session.repo.get_message(final.id)
    assert stored is not None and stored.status is Status.COMPLETE
    assert stored.content == demo_text(TOKENS)  # every word shown is stored
    harness.close(window)
    print(
        f"  Verbatim before the first token: {(first['started'] - start) * 1000:.0f} ms to store "
        f"the question and build the request, {(first['first'] - first['started']) * 1000:.0f} ms "
        "from there to the first token"
    )
    return Figures("Verbatim, 10k-message conv.", elapsed, first["first"] - start, meter)


def test_render_limit_verbatim_vs_bare_client(
    qtbot: QtBot,
    qapp: QApplication,
    qloop: asyncio.AbstractEventLoop,
    tmp_path: Path,
    outside_server: _Server,
) -> None:
    harnesses: list[Harness] = []
    print(f"\n{TOKENS:,} unpaced tokens, server in its own process; {load_words()}")
    try:
        for r in range(ROUNDS):
            bare = _bare(qtbot, outside_server, per_token=False)
            token = _bare(qtbot, outside_server, per_token=True)
            harness = Harness(qtbot, qapp, tmp_path / f"r{r}", outside_server)  # type: ignore[arg-type]
            harnesses.append(harness)
            verbatim = _verbatim(harness)
            after = _bare(qtbot, outside_server, per_token=False)
            reference = (bare.rate + after.rate) / 2
            for figures in (bare, token, verbatim, after):
                print(figures.line())
            print(f"  Verbatim: {verbatim.streaming()}; bare: {bare.streaming()}")
            print(f"  Verbatim lag: {verbatim.lag.phases()}")
            print(f"  bare lag: {bare.lag.phases()}")
            print(
                f"ratio Verbatim / bare (per chunk, mean of before and after): "
                f"{verbatim.rate / reference:.2f}; / bare per token: "
                f"{verbatim.rate / token.rate:.2f}; {load_words()}"
            )
    finally:
        for harness in harnesses:
            for window, _store, _providers in list(harness.open_windows):
                harness.close(window)
