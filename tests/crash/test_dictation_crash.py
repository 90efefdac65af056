"""kill -9 during a twenty-second dictation (issue 40): the recording was
written to the data folder as it was made, made durable at least every half
second, and the next start offers the text of what was recorded; once its
text is discarded (or sent), the recording is gone."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.session.dictation import DictationService
from desktop.session.tasks import TaskManager
from desktop.voice.recording import RATE, SAMPLE_BYTES
from tests.voice import paragraph_pcm, words

ROOT = Path(__file__).parents[2]
DRIVER = Path(__file__).with_name("dictation_driver.py")
HALF_SECOND = RATE * SAMPLE_BYTES // 2


def _env() -> dict[str, str]:
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path}


def _durable_steps(progress: Path) -> list[int]:
    if not progress.exists():
        return []
    return [int(line.split()[1]) for line in progress.read_text().splitlines() if "durable" in line]


@pytest.mark.heavy
async def test_a_dictation_killed_midway_is_offered_back_as_text(tmp_path: Path) -> None:
    pcm, ends = paragraph_pcm()
    assert len(pcm) / SAMPLE_BYTES / RATE > 18  # a twenty-second dictation
    source = tmp_path / "paragraph.pcm"
    source.write_bytes(pcm)
    data, progress = tmp_path / "data", tmp_path / "progress"
    # Killed just after the third sentence was spoken and made durable.
    said, third_end = [s for s, _ in ends[:3]], ends[2][1]
    kill_at = round((third_end + 0.3) * RATE) * SAMPLE_BYTES
    child = subprocess.Popen(
        [sys.executable, str(DRIVER), str(data), str(source), str(progress)], env=_env()
    )
    try:
        deadline = time.monotonic() + 90
        while not _durable_steps(progress) or _durable_steps(progress)[-1] < kill_at:
            assert child.poll() is None, "the dictation ended by itself"
            assert time.monotonic() < deadline, "the dictation never got that far"
            await asyncio.sleep(0.02)
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    steps = _durable_steps(progress)
    gaps = [b - a for a, b in zip([0, *steps], steps, strict=False)]
    assert max(gaps) <= HALF_SECOND, "more than half a second waited for fsync"

    workers = TaskManager()
    service = DictationService(data, workers)
    try:
        (kept,) = service.kept()
        assert kept.pcm.stat().st_size >= steps[-1]
        assert kept.read() == pcm[: len(kept.read())]  # what was recorded, as it was
        text = await service.recover(kept)
        heard = set(words(text))
        missing = [w for w in words(" ".join(said)) if w not in heard]
        assert len(missing) <= 2, (missing, text)  # the tiny model may miss a word
        unsaid = set(words(ends[4][0])) - set(words(" ".join(said)))
        assert not heard & unsaid, text  # nothing of what came after the kill
        service.forget([kept.id])  # the text was discarded (or sent)
        assert service.kept() == []
        assert list((data / "recordings").iterdir()) == []
    finally:
        await workers.aclose()


@pytest.mark.parametrize("torn", [0, 1])
async def test_a_torn_last_sample_is_dropped(tmp_path: Path, torn: int) -> None:
    from desktop.voice.recording import RecordingWriter

    writer = RecordingWriter(tmp_path / "recordings")
    writer.append(b"\x01\x02" * 100 + b"\x03" * torn)
    writer.close()
    workers = TaskManager()
    try:
        (kept,) = DictationService(tmp_path, workers).kept()
        assert kept.read() == b"\x01\x02" * 100
        assert kept.seconds == pytest.approx(100 / RATE)
    finally:
        await workers.aclose()
