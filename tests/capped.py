"""Run Verbatim's command line on hostile input in a child process under a
memory cap, and measure what it really used (issue 24): a regression fails
against the cap in seconds instead of taking the machine's memory."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).parents[1]
MB = 1024 * 1024


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
    cap = cap_mb * MB

    def limit() -> None:  # in the child, before it execs Python
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    out_path, err_path = work / "child.out", work / "child.err"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    with out_path.open("wb") as out, err_path.open("wb") as err:
        proc = subprocess.Popen(
            [sys.executable, *([str(script)] if script else ["-m", "desktop"]), *args],
            stdout=out,
            stderr=err,
            env=env,
            preexec_fn=limit,
        )
        try:
            _pid, status, usage = os.wait4(proc.pid, 0)
        except BaseException:
            proc.kill()
            raise
        proc.returncode = os.waitstatus_to_exitcode(status)
    return Outcome(
        proc.returncode,
        out_path.read_text("utf-8", "replace"),
        err_path.read_text("utf-8", "replace"),
        usage.ru_maxrss / 1024,  # KiB on Linux
    )
