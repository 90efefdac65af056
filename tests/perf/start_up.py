"""The real start-up path, run in a child (tests/perf/startup_child.py):
what it printed once the window had painted."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).parents[2]


def start_up(data: Path) -> tuple[float, float, dict[str, str]]:
    """A start on `data`: when the child was launched and when its window
    had painted (time.time()), and the fields of its VISIBLE line."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    launched = time.time()
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests/perf/startup_child.py"), str(data)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    line = next((x for x in done.stdout.splitlines() if x.startswith("VISIBLE")), None)
    assert line is not None, done.stdout + done.stderr[-2000:]
    return launched, float(line.split()[1]), dict(f.split("=") for f in line.split()[2:])
