"""Dictation as the window shows it: what was heard, and the failures said
in a sentence. Recording and recognising speech are desktop/voice's."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Heard:
    """A stretch of speech recognised, with where it lies in the recording
    (seconds from its start)."""

    start: float
    end: float
    text: str


class SpeechUnavailable(Exception):
    """Speech cannot be recognised here (no speech model, no engine, a file
    the decoder cannot read), said in a sentence."""


def joined(heard: list[Heard] | tuple[Heard, ...]) -> str:
    """The words as the composer takes them: one space between stretches."""
    return " ".join(h.text.strip() for h in heard if h.text.strip())


class VoiceUnavailable(Exception):
    """An answer cannot be read aloud here (no voice for its language, the
    voice program failed), said in a sentence."""
