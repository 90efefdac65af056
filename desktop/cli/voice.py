"""`verbatim transcribe FILE`: what dictation would write for a sound file,
printed as it is recognised (for scripts, and to check an install's speech
engine)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from desktop.domain.words import terminal_text


def add_transcribe(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = sub.add_parser(
        "transcribe",
        help="print the words spoken in a sound file (WAV, FLAC, MP3…), recognised here",
    )
    command.add_argument("file", type=Path)


def transcribe(args: argparse.Namespace) -> int:
    """Each stretch on its own line as soon as it is recognised."""
    from desktop.domain.voice import SpeechUnavailable
    from desktop.session.dictation import transcribe_file

    try:
        for heard in transcribe_file(args.file):
            print(terminal_text(heard.text), flush=True)  # words from outside: escaped
    except SpeechUnavailable as exc:
        print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
        return 2
    return 0
