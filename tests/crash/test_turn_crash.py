"""SIGKILL a real process in the middle of turns, many times (P5, P6, P7, P15)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.devserver import demo_text
from desktop.domain.messages import Role, Status
from desktop.store.db import open_store
from tests.crash.turn_driver import RATE, TOKENS

DRIVER = Path(__file__).with_name("turn_driver.py")
ROOT = Path(__file__).parents[2]
# The checkpoint interval is 50 ms; allow four intervals for scheduling on a
# busy 2-core CI machine. Anything beyond that is a lost checkpoint.
ALLOWED_LOSS_SECONDS = 0.2


def _lines(path: Path) -> list[str]:
    text = path.read_text() if path.exists() else ""
    return [line for line in text.split("\n")[:-1] if line]


def _run(tmp_path: Path, kills: int, seed: int, budget: float = 0.0) -> dict[str, int]:
    """Up to `kills` kill cycles, or fewer when `budget` seconds run out
    first (a busy machine does less, it does not fail). Every cycle checks
    the invariants; where the kills land is reported, never required."""
    rng = random.Random(seed)
    began = time.monotonic()
    data = tmp_path / "data"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    phases = {"before_send": 0, "before_first_token": 0, "streaming": 0}
    for round_no in range(kills):
        if budget and round_no and time.monotonic() - began > budget:
            break
        progress = tmp_path / f"progress-{round_no}"
        question = f"question {round_no}"
        proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(data), str(progress), str(round_no), question],
            env=env,
        )
        deadline = time.monotonic() + 30
        while not any(line.startswith("conversation") for line in _lines(progress)):
            assert proc.poll() is None, "driver died on its own"
            assert time.monotonic() < deadline
            time.sleep(0.002)
        time.sleep(rng.uniform(0.0, 0.3))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        lines = _lines(progress)
        delivered = max([int(x.split()[1]) for x in lines if x.startswith("delivered")] or [0])
        started = [x.split() for x in lines if x.startswith("started")]
        repo = open_store(data)
        try:
            assert repo.integrity_check() == "ok"
            cid = next(x.split()[1] for x in lines if x.startswith("conversation"))
            messages = repo.messages(cid)
            if not started:
                # Killed before the turn was reported started: at most the
                # question and an empty answer were committed, in that order.
                phases["before_send"] += 1
                answers = [m for m in messages if m.role is Role.ASSISTANT]
                assert all(m.status is Status.INTERRUPTED and not m.content for m in answers)
                if answers:
                    assert [m.content for m in messages if m.role is Role.USER] == [question]
                continue
            phases["streaming" if delivered else "before_first_token"] += 1
            by_role = {m.role: m for m in messages}
            assert by_role[Role.USER].content == question  # P5
            answer = by_role[Role.ASSISTANT]
            assert answer.id == started[0][2]
            assert answer.status is Status.INTERRUPTED  # P7: recovered at open
            full = demo_text(TOKENS, round_no)
            assert full.startswith(answer.content)  # P6: a prefix of what was sent
            chars_per_second = len(full) / (TOKENS / RATE)
            lost = delivered - len(answer.content)
            assert lost <= chars_per_second * ALLOWED_LOSS_SECONDS, (lost, delivered)
        finally:
            repo.close()
    return phases


@pytest.mark.heavy
def test_p5_p6_p7_turns_survive_sigkill_at_random_moments(tmp_path: Path) -> None:
    phases = _run(tmp_path, kills=30, seed=11, budget=20)
    print(f"kills by phase: {phases} ({sum(phases.values())} kills)")
    assert sum(phases.values()) >= 5  # even a very busy machine does a few


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_p5_p6_p7_turns_survive_sigkill_many_times(tmp_path: Path) -> None:
    budget = float(os.environ.get("VERBATIM_CRASH_SECONDS", "300"))
    phases = _run(tmp_path, kills=300, seed=12, budget=budget)
    print(f"kills by phase: {phases} ({sum(phases.values())} kills in at most {budget:g} s)")
