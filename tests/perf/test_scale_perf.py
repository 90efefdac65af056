"""A heavy user's years (issue 28): 100,000 messages in 2,000 conversations
against 1,000,000 in 20,000, each step in a fresh window process
(scale_bench.py, scale_child.py). Prints seconds, peak memory, the ratio
1M/100k (linear growth: about 10 or less) and the window's event-loop lag
while each step ran. The stores are made once and kept outside the clone
(/tmp/verbatim-scale, about 0.6 GB)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.perf.scale_bench import STEPS, seeded, step

pytestmark = pytest.mark.perf
SIZES = (2_000, 20_000)  # conversations of 50 messages, one of 2,000


@pytest.mark.timeout(3600)
def test_a_heavy_users_years() -> None:
    work = Path("/tmp/verbatim-scale")
    work.mkdir(exist_ok=True)
    table: dict[tuple[str, int], dict[str, Any]] = {}
    for conversations in SIZES:
        data = seeded(work, conversations)
        for name in STEPS:
            runs = [step(name, data) for _ in range(2)]
            table[name, conversations] = min(runs, key=lambda r: float(r["seconds"]))
    print("\nstep      100,000 messages      1,000,000 messages    ratio 1M/100k   window lag")
    for name in STEPS:
        small, large = table[name, SIZES[0]], table[name, SIZES[1]]
        seconds = [float(r["seconds"]) for r in (small, large)]
        peaks = [float(r["peak_mb"]) for r in (small, large)]
        print(
            f"{name:8} {seconds[0]:8.2f} s {peaks[0]:5.0f} MB   {seconds[1]:8.2f} s "
            f"{peaks[1]:5.0f} MB   {seconds[1] / seconds[0]:5.1f}x {peaks[1] / peaks[0]:4.1f}x   "
            f"{small.get('lag', '-')} | {large.get('lag', '-')}; {large['load']}"
        )
    for conversations in SIZES:
        found = table["search", conversations]
        assert found["zephyr"]["hits"] == 3  # the rare word, everywhere it is
        assert table["sync", conversations]["state"] == "synced"
