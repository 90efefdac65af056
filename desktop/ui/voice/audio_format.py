"""The one sound format Verbatim records and plays: mono, 16-bit samples."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt Multimedia loads when sound is first used, not at start-up
    from PySide6.QtMultimedia import QAudioFormat

SPEECH_RATE = 16_000  # what the session keeps and the speech model hears


def mono_pcm16(rate: int = SPEECH_RATE) -> QAudioFormat:
    """Mono 16-bit PCM at `rate` samples a second (a microphone's for the
    speech model, or a voice's own rate when it speaks)."""
    from PySide6.QtMultimedia import QAudioFormat

    fmt = QAudioFormat()
    fmt.setSampleRate(rate)
    fmt.setChannelCount(1)
    fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
    return fmt
