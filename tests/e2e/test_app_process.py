"""The real app as a process: SIGTERM closes it the normal way."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from desktop.devserver import DevServer

ROOT = Path(__file__).parents[2]


def test_sigterm_closes_the_app_cleanly_and_saves_its_state(
    tmp_path: Path, devserver: DevServer
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "desktop",
            "--data-dir",
            str(tmp_path),
            "--provider",
            "openai",
            "--base-url",
            devserver.openai_base,
            "--model",
            "verbatim-demo",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    log = tmp_path / "logs" / "verbatim.log"
    deadline = time.monotonic() + 30
    while not (log.exists() and "starting" in log.read_text()):
        assert proc.poll() is None, "the app exited on its own"
        assert time.monotonic() < deadline
        time.sleep(0.05)
    time.sleep(1.0)  # let the window come up and list the server's models
    proc.send_signal(signal.SIGTERM)
    output, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0, output
    assert "closed cleanly" in log.read_text()
    settings = (tmp_path / "config" / "settings.json").read_text()
    assert '"window_geometry": ""' not in settings  # saved by the normal close path
