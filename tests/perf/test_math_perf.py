"""Math benchmarks (issue 14): typesetting time per formula, and the
event-loop lag while an answer with 200 formulas streams into the real
window (target p99 < 50 ms). They print figures; they do not gate."""

from __future__ import annotations

import time
import warnings

import pytest

from desktop.devserver import Reply
from desktop.domain.messages import Status
from desktop.ui.design import LIGHT
from desktop.ui.markdown_render import TYPESET, render_markdown
from tests.perf.lag import LagMeter
from tests.ui.conftest import Harness

pytestmark = pytest.mark.perf
FORMULAS = [
    rf"\int_0^{{{n}}} x^{{{n % 7 + 1}}}\,dx = \frac{{{n}^{{{n % 7 + 2}}}}}{{{n % 7 + 2}}}"
    for n in range(1, 201)
]


def _answer() -> str:
    lines = []
    for i, tex in enumerate(FORMULAS):
        if i % 4 == 0:
            lines.append(f"Step {i}: the display form\n\n$$\n{tex}\n$$\n")
        else:
            lines.append(f"Step {i}: inline, ${tex}$, and the words around it.\n")
    return "\n".join(lines)


def test_typesetting_time_per_formula() -> None:
    style = LIGHT.render_style
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        TYPESET.clear()
        start = time.perf_counter()
        render_markdown(_answer(), style)
        cold = time.perf_counter() - start
        start = time.perf_counter()
        render_markdown(_answer(), style)
        warm = time.perf_counter() - start
    print(
        f"\ntypeset 200 formulas: {cold * 1000 / 200:.1f} ms each the first time, "
        f"whole answer again from the cache: {warm * 1000:.0f} ms"
    )
    assert len(TYPESET) >= 200


def test_streaming_200_formulas_into_the_window(harness: Harness) -> None:
    answer = _answer()
    harness.server.script(Reply(text=answer, rate=400))
    window = harness.open()
    meter = LagMeter()
    TYPESET.clear()
    started = time.perf_counter()
    harness.run(window.send("200 formulas please"))
    meter.start()
    cid = window.conversation_id or ""
    harness.wait(lambda: not window.engine.is_running(cid), timeout=120_000)
    meter.stop()
    elapsed = time.perf_counter() - started
    final = window.model.message_at(window.model.rowCount() - 1)
    assert final.status is Status.COMPLETE and final.content == answer
    print(
        f"streamed an answer with 200 formulas ({len(answer):,} characters) in {elapsed:.1f} s; "
        f"event-loop lag of a 10 ms Qt timer: {meter.summary()} (target p99 < 50 ms)"
    )
