"""SIGKILL a real process in the middle of tool turns (P7, P15, P19): the
store stays whole, every call reported done is there with its output, no
call is left waiting or running, and the tool server's process goes too."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.domain.messages import Status, ToolStatus
from desktop.store.db import open_store
from tests.tooling import server_processes

DRIVER = Path(__file__).with_name("tool_driver.py")
ROOT = Path(__file__).parents[2]


def _expected(tool: str, arguments: dict[str, object]) -> str:
    """What our test server answers to a finished call."""
    if tool == "echo":
        return str(arguments["text"])
    steps = max(1, int(float(str(arguments["seconds"])) * 10))
    return f"{arguments['label']}: counted {steps} steps"


def _lines(path: Path) -> list[str]:
    text = path.read_text() if path.exists() else ""
    return [line for line in text.split("\n")[:-1] if line]


def _run(tmp_path: Path, kills: int, seed: int, budget: float) -> dict[str, int]:
    rng = random.Random(seed)
    began = time.monotonic()
    data = tmp_path / "data"
    seen = {"calls_done": 0, "calls_cut": 0, "kills": 0}
    for round_no in range(kills):
        if round_no and time.monotonic() - began > budget:
            break
        markers = tmp_path / f"markers-{round_no}"
        markers.mkdir()
        progress = tmp_path / f"progress-{round_no}"
        proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(data), str(progress), str(markers), str(round_no)],
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        deadline = time.monotonic() + 60
        while not any(line.startswith("started") for line in _lines(progress)):
            assert proc.poll() is None, "driver died on its own"
            assert time.monotonic() < deadline
            time.sleep(0.005)
        time.sleep(rng.uniform(0.0, 4.0))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        seen["kills"] += 1
        lines = _lines(progress)
        done = {
            (p[1], p[2])
            for p in (line.split() for line in lines if line.startswith("tool "))
            if p[3] == "done"
        }
        repo = open_store(data)
        try:
            assert repo.integrity_check() == "ok"
            cid = next(x.split()[1] for x in lines if x.startswith("conversation"))
            messages = repo.messages(cid)
            stored = {(m.id, c.id): c for m in messages for c in m.tool_calls}
            for key in done:  # every call reported done is on disk, with its output
                call = stored[key]
                assert call.status is ToolStatus.DONE and call.output, call
            for call in stored.values():
                assert call.status.is_final, call  # recovered at open
                if call.status is ToolStatus.DONE:
                    assert call.output == _expected(call.tool, json.loads(call.arguments))
            assert all(m.status is not Status.STREAMING for m in messages)
            seen["calls_done"] += sum(c.status is ToolStatus.DONE for c in stored.values())
            seen["calls_cut"] += sum(
                c.status in (ToolStatus.INTERRUPTED, ToolStatus.SKIPPED) for c in stored.values()
            )
        finally:
            repo.close()
        # The server's stdin closed with its parent: it ends on its own.
        end = time.monotonic() + 10
        while server_processes(str(markers)) and time.monotonic() < end:
            time.sleep(0.05)
        assert server_processes(str(markers)) == [], "a tool server outlived Verbatim"
    return seen


@pytest.mark.heavy
def test_p19_tool_turns_survive_sigkill(tmp_path: Path) -> None:
    seen = _run(tmp_path, kills=8, seed=5, budget=6)
    print(f"tool crash: {seen}")
    assert seen["kills"] >= 2


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_p19_tool_turns_survive_sigkill_many_times(tmp_path: Path) -> None:
    budget = float(os.environ.get("VERBATIM_CRASH_SECONDS", "240"))
    seen = _run(tmp_path, kills=200, seed=6, budget=budget)
    print(f"tool crash: {seen} in at most {budget:g} s")
    assert seen["calls_done"] and seen["calls_cut"]
