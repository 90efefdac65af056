"""Dictation, the session's use cases (issue 40): a file transcribed for
`verbatim transcribe`; more follow with the recording that survives a crash.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from desktop.domain.voice import Heard, SpeechUnavailable
from desktop.domain.words import say
from desktop.session.given_file import why_not_a_file
from desktop.voice.speech import Transcriber


def transcribe_file(path: Path, transcriber: Transcriber | None = None) -> Iterator[Heard]:
    """What dictation would write for this sound file, a stretch at a time."""
    why = why_not_a_file(path)
    if why:
        raise SpeechUnavailable(say("{why} Nothing was transcribed.", why=why))
    yield from (transcriber or Transcriber()).transcribe(path)
