"""What the start-up path loads (issue 38: the window's start went from
0.50 to 0.68 s as features landed). Sound (Qt Multimedia) loads when the
microphone or the speaker is first used, not for a window that may never
use them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def test_the_window_starts_without_loading_sound(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests/perf/startup_child.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    line = next(x for x in done.stdout.splitlines() if x.startswith("VISIBLE"))
    fields = dict(f.split("=") for f in line.split()[2:])
    assert fields["ready"] == "True"  # the window was built and shown
    assert fields["multimedia"] == "False", line
