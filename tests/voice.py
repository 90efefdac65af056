"""Speech for the dictation tests: sentences spoken by a local voice
(hibari-tts, one English voice inside its wheel) into WAV files, and words
compared as a person reads them (case and punctuation aside)."""

from __future__ import annotations

import re
import wave
from pathlib import Path

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
    """The words, lower case, without punctuation."""
    return re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))


def speak(text: str, rate: int = RATE) -> bytes:
    """`text` spoken by hibari's voice, as 16-bit mono PCM at `rate`."""
    import numpy as np
    from hibari import SAMPLE_RATE, Hibari

    audio = np.asarray(Hibari()(text), dtype=np.float64)
    if rate != SAMPLE_RATE:  # linear resampling: plenty for speech at 16 kHz
        count = round(len(audio) * rate / SAMPLE_RATE)
        audio = np.interp(np.linspace(0, len(audio) - 1, count), np.arange(len(audio)), audio)
    pcm = (np.clip(audio, -1.0, 1.0) * 32767).astype("<i2")
    return pcm.tobytes()


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
