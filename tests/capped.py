"""Run Verbatim's command line on hostile input in a child process under a
memory cap, and measure what it really used (issue 24): a regression fails
against the cap in seconds instead of taking the machine's memory.

The child is started by a small launcher, not forked from pytest: Linux
carries a process's peak memory across fork and exec, so a child forked
from a test run that has grown to 170 MB would report 170 MB however
little it used itself."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).parents[1]
LAUNCHER = Path(__file__).with_name("capped_launcher.py")


@dataclass
class Outcome:
    code: int
    out: str
    err: str
    peak_mb: float  # the child's peak resident memory


def run_capped(
    args: list[str], cap_mb: int, work: Path, timeout: float = 300, script: Path | None = None
) -> Outcome:
    """`python -m desktop ARGS` (or `python SCRIPT ARGS`) with its address
    space capped at `cap_mb`."""
    out_path, err_path = work / "child.out", work / "child.err"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, *([str(script)] if script else ["-m", "desktop"]), *args]
    launcher = [sys.executable, str(LAUNCHER), str(cap_mb), str(timeout), str(out_path)]
    report = subprocess.run(
        [*launcher, str(err_path), *command],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout + 30,  # the launcher kills the child at `timeout`
        check=True,
    )
    result = json.loads(report.stdout)
    peaks = os.environ.get("VERBATIM_PEAKS")
    if peaks:  # a table of every capped run's peak, for a closing note or a review
        test = os.environ.get("PYTEST_CURRENT_TEST", "?").removesuffix(" (call)")
        with open(peaks, "a", encoding="utf-8") as f:
            f.write(f"{test}\t{result['peak_mb']:.0f} MB of {cap_mb} MB\n")
    return Outcome(
        result["code"],
        out_path.read_text("utf-8", "replace"),
        err_path.read_text("utf-8", "replace"),
        result["peak_mb"],
    )
