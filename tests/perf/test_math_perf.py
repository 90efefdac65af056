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
from desktop.ui.transcript.markdown_render import render_markdown
from desktop.ui.transcript.math_typeset import TYPESET, typeset_now, typesetter
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


def test_typesetting_time_per_formula(qapp) -> None:  # type: ignore[no-untyped-def]
    style = LIGHT.render_style
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        typeset_now(("x", False, style.text, style.math_px))  # ziamath's import and fonts
        TYPESET.clear()
        times = []
        for i, tex in enumerate(FORMULAS):
            start = time.perf_counter()
            typeset_now((tex, i % 4 == 0, style.text, style.math_px))
            times.append(time.perf_counter() - start)
        start = time.perf_counter()
        render_markdown(_answer(), style)
        warm = time.perf_counter() - start
    times.sort()
    print(
        f"\ntypeset 200 formulas on the worker: median {times[100] * 1000:.1f} ms, "
        f"slowest {times[-1] * 1000:.1f} ms each; whole answer rendered from the cache: "
        f"{warm * 1000:.0f} ms"
    )
    assert len(TYPESET) == 200 and all(TYPESET.values())


def test_streaming_200_formulas_into_the_window(harness: Harness) -> None:
    answer = _answer()
    harness.server.script(Reply(text=answer, rate=400))
    window = harness.open()
    meter = LagMeter()
    TYPESET.clear()
    started = time.perf_counter()
    harness.run(window.writer.send("200 formulas please"))
    meter.start()
    cid = window.conversation_id or ""
    harness.wait(lambda: not window.session.engine.is_running(cid), timeout=120_000)
    widget = window.transcript.widgets[-1]
    harness.wait(lambda: not typesetter().busy() and widget.body._awaiting is None, 60_000)
    meter.stop()
    elapsed = time.perf_counter() - started
    final = window.model.message_at(window.model.rowCount() - 1)
    assert final.status is Status.COMPLETE and final.content == answer
    assert typesetter().in_process  # typeset in its own process, as built
    print(
        f"streamed an answer with 200 formulas ({len(answer):,} characters) in {elapsed:.1f} s; "
        f"event-loop lag of a 10 ms Qt timer: {meter.summary()} (target p99 < 50 ms)"
    )
