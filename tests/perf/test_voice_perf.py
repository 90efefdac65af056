"""Dictation's speed on 2 cores (issue 40), printed with its goal and the
machine's load: the real-time factor of the tiny English model on a
20-second clip spoken by a local voice (goal: at most 0.3), through
Verbatim's transcriber and through faster-whisper run directly with the same
settings, in the same run. Only invariants are asserted."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from desktop.domain.voice import joined
from desktop.voice.speech import RATE, Transcriber, bundled_model
from tests.voice import paragraph_pcm, words, write_wav

pytestmark = pytest.mark.perf

CORES = 2


@pytest.fixture(scope="module")
def clip(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, float, str]:
    pcm, ends = paragraph_pcm()
    path = write_wav(tmp_path_factory.mktemp("voice") / "paragraph.wav", pcm)
    return path, len(pcm) / 2 / RATE, " ".join(s for s, _ in ends)


def _direct(path: Path) -> tuple[float, float, str]:
    """faster-whisper as its README runs it, with our settings: load, transcribe."""
    from faster_whisper import WhisperModel

    model = bundled_model()
    assert model is not None
    started = time.perf_counter()
    whisper = WhisperModel(str(model.path), device="cpu", compute_type="int8", cpu_threads=CORES)
    loaded = time.perf_counter() - started
    started = time.perf_counter()
    segments, _ = whisper.transcribe(
        str(path),
        language="en",
        beam_size=1,
        vad_filter=True,
        condition_on_previous_text=False,
    )
    text = " ".join(s.text.strip() for s in segments)
    return loaded, time.perf_counter() - started, text


def _ours(path: Path) -> tuple[float, float, str]:
    transcriber = Transcriber(threads=CORES)
    started = time.perf_counter()
    transcriber.load()
    loaded = time.perf_counter() - started
    started = time.perf_counter()
    text = joined(list(transcriber.transcribe(path)))
    return loaded, time.perf_counter() - started, text


def test_real_time_factor_of_the_tiny_model_on_two_cores(
    clip: tuple[Path, float, str],
) -> None:
    path, seconds, spoken = clip
    assert seconds > 18
    allowed = os.sched_getaffinity(0)
    os.sched_setaffinity(0, sorted(allowed)[:CORES])  # 2 cores, as the goal is set for
    try:
        _ours(path)  # the first run pays for reading the files from disk; not counted
        rows = {"faster-whisper directly": _direct(path), "Verbatim": _ours(path)}
    finally:
        os.sched_setaffinity(0, allowed)
    load = os.getloadavg()[0]
    head = f"{seconds:.1f} s clip, {CORES} cores (load {load:.1f})"
    print(f"\nDictation, tiny English model, {head}:")
    for name, (loaded, took, _text) in rows.items():
        print(
            f"  {name:24} load {loaded:.2f} s, transcribe {took:.2f} s, "
            f"real-time factor {took / seconds:.3f} (goal: at most 0.3)"
        )
    for _, _, text in rows.values():
        missing = set(words(spoken)) - set(words(text))
        assert len(missing) <= 3, missing  # the tiny model may miss a word or two
    ours, direct = rows["Verbatim"][1], rows["faster-whisper directly"][1]
    assert ours < direct * 1.5 + 0.5  # the same call: no cost of our own
