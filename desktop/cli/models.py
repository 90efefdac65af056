"""`verbatim models add|list|remove|search|download|download-speech`: models on this
computer, the session's use cases (session/local_models.py), printed."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.cli.common import paths_of
from desktop.domain.local_models import DownloadProgress, HubError, ModelFileError
from desktop.domain.sizes import disk_size as human_size
from desktop.domain.words import number, terminal_text

if TYPE_CHECKING:
    from desktop.session.local_models import HubChoice, ModelRow
    from desktop.session.speech_models import SpeechRow


def models(args: argparse.Namespace) -> int:
    """Models on this computer: the session's use cases, printed."""
    from desktop.session import local_models, speech_models

    try:
        if args.models_command == "search":  # the catalogue only: no data folder needed
            for repo in local_models.search_models(args.query):  # names from the hub
                print(f"{terminal_text(repo.repo_id)}\t{number(repo.downloads)} downloads")
            return 0
        data = paths_of(args).data
        if args.models_command == "add" and args.path.is_dir():  # a speech model's folder
            print(terminal_text(speech_models.add_speech_model(data, args.path).name))
        elif args.models_command == "add":
            model = local_models.add_model(data, args.path, copy=args.copy)
            print(terminal_text(model.name))  # the last line: what --model takes
        elif args.models_command in _VERBS:
            return _VERBS[args.models_command](args, data)
        else:
            for row in local_models.rows(data):
                print(_model_line(row))
            for speech in speech_models.speech_rows(data):
                print(_speech_line(speech))
    except (ModelFileError, HubError) as exc:
        print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
        return 2
    return 0


def _remove(args: argparse.Namespace, data: Path) -> int:
    """`verbatim models remove NAME`: a language model, or a speech model
    (one name space: the window's library lists both), as the library
    removes it; a copy or a downloaded speech model is deleted."""
    from desktop.session import local_models, speech_models
    from desktop.session.speech_downloads import remove_speech_model

    if args.name in {row.name for row in speech_models.speech_rows(data)}:
        speech = remove_speech_model(data, args.name)
        kept = " Its copy was deleted." if speech.deleted else " Its folder was left where it is."
        print(f"Removed {terminal_text(speech.name)}.{kept}")
        return 0
    gone = local_models.remove_model(data, args.name)
    kept = " Its copy was deleted." if gone.copied else ""
    print(f"Removed {terminal_text(gone.name)}.{kept}")
    return 0


def _download(args: argparse.Namespace, data: Path) -> int:
    """`verbatim models download`: the chosen or recommended file, with
    progress on stderr; the last line of output is the model's name."""
    import threading

    from desktop.session import local_models

    filename = args.file
    if not filename:
        choices = local_models.hub_choices(args.repo_id)
        for choice in choices:
            print(_choice_line(choice), file=sys.stderr)
        best = next((c for c in choices if c.recommended), None)
        if best is None:
            say_none = "verbatim: none of these fits this computer well; choose one with --file."
            print(say_none, file=sys.stderr)
            return 2
        filename = best.file.filename
    told = _printer(filename)
    try:
        model = local_models.download_model(data, args.repo_id, filename, told, threading.Event())
    except KeyboardInterrupt:
        print("\nverbatim: download cancelled; nothing of it was kept.", file=sys.stderr)
        return 130
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(terminal_text(model.name))
    return 0


def _download_speech(args: argparse.Namespace, data: Path) -> int:
    """`verbatim models download-speech NAME`: an offered speech model,
    with progress on stderr, added as the library adds it; the last line
    of output is its name. Interrupted, what arrived is kept for the next try."""
    import threading

    from desktop.session.speech_downloads import download_speech_model

    try:
        model = download_speech_model(data, args.name, _printer(args.name), threading.Event())
    except KeyboardInterrupt:
        print("\nverbatim: download stopped; the next try goes on from there.", file=sys.stderr)
        return 130
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print(terminal_text(model.name))
    return 0


def _printer(filename: str) -> Callable[[DownloadProgress], None]:
    """A download's progress on stderr: one line redrawn on a terminal,
    a line each tenth elsewhere."""
    tty = sys.stderr.isatty()
    last = [-1]

    def told(p: DownloadProgress) -> None:
        percent = int(100 * p.done / p.total) if p.total else 0
        if not tty and percent // 10 == last[0] // 10 and percent < 100:
            return
        last[0] = percent
        speed = f"{human_size(int(p.speed))}/s" if p.speed else ""
        secs = int(p.seconds_left or 0)
        left = f", {secs // 60:d}:{secs % 60:02d} left" if p.seconds_left else ""
        total = human_size(p.total)
        line = f"{terminal_text(filename)}: {percent:d}% of {total} {speed}{left}"
        shown = ("\r" + line.ljust(78)) if tty else line
        print(shown, end="" if tty else "\n", file=sys.stderr, flush=True)

    return told


_VERBS = {"remove": _remove, "download": _download, "download-speech": _download_speech}


def _columns(*cells: object) -> str:
    """One line of tab-separated cells, each escaped: a tab or a line end in
    a name from outside cannot make a column or a line of its own."""
    return "\t".join(terminal_text(cell) for cell in cells)


def _model_line(row: ModelRow) -> str:
    """One line of `verbatim models list`."""
    m = row.model
    return _columns(
        m.name,
        human_size(m.size),
        m.quantisation or "-",
        f"context {row.context}",
        f"needs {human_size(row.memory)}",
        row.fit,
    )


def _speech_line(row: SpeechRow) -> str:
    """One line of `verbatim models list` for a speech model or a voice:
    its name, size, kind, languages and what it is used for here."""
    languages = ",".join(row.languages) + (",…" if row.many_more else "")
    used = f"in use for {','.join(row.used_for)}" if row.in_use else "not in use"
    kind = "speech to text" if row.kind == "speech" else "voice"
    return _columns(row.name, human_size(row.size), kind, languages, used)


def _choice_line(choice: HubChoice) -> str:
    """One line of `verbatim models download` without --file."""
    mark = "  (recommended)" if choice.recommended else ""
    return _columns(
        choice.file.filename,  # as the hub lists it
        human_size(choice.file.size),
        choice.file.quantisation or "-",
        f"needs {human_size(choice.memory)}",
        f"{choice.fit}{mark}",
    )
