"""SIGKILL a real writer process mid-checkpoint, many times (P6, P7, P15)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.domain.messages import Status, new_id
from desktop.store.db import open_store
from tests.crash.store_writer import piece

WRITER = Path(__file__).with_name("store_writer.py")
ROOT = Path(__file__).parents[2]


def _committed(progress: Path) -> int:
    lines = progress.read_text().split("\n") if progress.exists() else []
    complete = [line for line in lines[:-1] if line]  # the last line may be half-written
    return int(complete[-1]) if complete else 0


def _kill_cycles(tmp_path: Path, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    data = tmp_path / "data"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for round_no in range(kills):
        mid = new_id()
        progress = tmp_path / f"progress-{round_no}"
        proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(data), mid, str(progress)], env=env
        )
        deadline = time.monotonic() + 20
        while _committed(progress) < 1 and time.monotonic() < deadline:
            assert proc.poll() is None, "writer died on its own"
            time.sleep(0.005)
        time.sleep(rng.uniform(0, 0.15))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        committed = _committed(progress)
        repo = open_store(data)
        try:
            assert repo.integrity_check() == "ok"
            got = repo.get_message(mid)
            assert got is not None
            assert got.status is Status.INTERRUPTED
            full = "".join(piece(i) for i in range(committed + 2))
            assert full.startswith(got.content), (
                "recovered text is not a prefix of what was written"
            )
            assert got.content.startswith("".join(piece(i) for i in range(committed)))
        finally:
            repo.close()


@pytest.mark.heavy
def test_p6_p7_p15_store_survives_sigkill_during_checkpoints(tmp_path: Path) -> None:
    _kill_cycles(tmp_path, kills=30, seed=1)


@pytest.mark.slow
def test_p6_p7_p15_store_survives_sigkill_many_times(tmp_path: Path) -> None:
    _kill_cycles(tmp_path, kills=250, seed=2)
