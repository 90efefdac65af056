"""What the commands share: where the data folder is, and the refusal said
when the window owns it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TypeVar

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import terminal_text
from desktop.session.paths import AppPaths, resolve_paths

# Everything printed by the command line that came from outside (a name, a
# title, a file's or a server's words, an error naming them) goes through
# terminal_text: printed raw, a project named "\x1b]0;…\x07" retitled the
# terminal and "\x1b[2J" cleared it (issue 37, hole 7).
# tests/unit/test_terminal_text.py reads every print() in desktop/cli and
# refuses one that bypasses it.

T = TypeVar("T")


def paths_of(args: argparse.Namespace) -> AppPaths:
    """The folders of the --data-dir given before or after the command's name."""
    return resolve_paths(args.sub_data_dir or args.data_dir)


def owning(doing: str, work: Callable[[], T]) -> T | None:
    """`work`, a use case that takes the data folder's lock; None, having
    said why, when the window has the folder (exit 3)."""
    try:
        return work()
    except StoreError as exc:
        if exc.kind is not StoreErrorKind.LOCKED:
            raise
        print(
            f"verbatim: {terminal_text(exc.message)} Close Verbatim's window first, then "
            f"{terminal_text(doing)} again. Nothing was changed.",
            file=sys.stderr,
        )
        return None
