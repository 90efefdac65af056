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
    while not (log.exists() and "window ready" in log.read_text()):
        assert proc.poll() is None, "the app exited on its own"
        time.sleep(0.05)  # polling the log file; the test's timeout bounds it
    proc.send_signal(signal.SIGTERM)
    output, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0, output
    assert "closed cleanly" in log.read_text()
    assert oct(log.stat().st_mode & 0o777) == "0o600"  # it names conversations (issue 24)
    settings = (tmp_path / "config" / "settings.json").read_text()
    assert '"window_geometry": ""' not in settings  # saved by the normal close path


def test_without_a_display_the_app_says_so_in_a_sentence(tmp_path: Path) -> None:
    """Over SSH, with no desktop: Qt would abort (134) and advise reinstalling."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--data-dir", str(tmp_path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "verbatim: Verbatim needs a graphical desktop; no display was found "
        "(DISPLAY/WAYLAND_DISPLAY are not set). Start it from your desktop session. Without "
        "one, `verbatim export`, `import`, `backup` and `sync` still work."
    )
    assert "Traceback" not in done.stdout + done.stderr
    assert not (tmp_path / "verbatim.db").exists()  # nothing was started


def test_a_command_that_fails_unexpectedly_says_so_without_a_traceback(tmp_path: Path) -> None:
    """Writing an export where no folder is: a sentence, the details in the log."""
    target = tmp_path / "no-such-folder" / "out.json"
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "export", "--data-dir", str(tmp_path), "-o", str(target)],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stdout + done.stderr
    assert done.stderr.startswith("verbatim: export stopped: ")
    assert str(target) in done.stderr and "verbatim.log" in done.stderr
    assert "Traceback" in (tmp_path / "logs" / "verbatim.log").read_text()


def test_sigterm_while_the_window_is_still_being_built_closes_it_the_normal_way(
    tmp_path: Path, devserver: DevServer
) -> None:
    """A logout at the moment Verbatim starts: it used to die by the signal
    (-15) before its handlers were installed; now it closes cleanly."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "--data-dir", str(tmp_path)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    log = tmp_path / "logs" / "verbatim.log"
    while not (log.exists() and "starting" in log.read_text()):
        assert proc.poll() is None, "the app exited on its own"
        time.sleep(0.01)  # polling the log file; the test's timeout bounds it
    proc.send_signal(signal.SIGTERM)
    output, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0, output
    assert "closed cleanly" in log.read_text()
