"""A file the person names on the command line or in a dialog, checked
before it is read: what is wrong with it, said as what it is (a folder, a
pipe, a device), not as "There is no file" (issue 37)."""

from __future__ import annotations

import stat
from pathlib import Path

from desktop.domain.words import say


def why_not_a_file(path: Path) -> str:
    """ "" for a regular file (or a link to one), else a sentence saying what
    `path` is instead."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return say("There is no file at “{path}”.", path=str(path))
    except OSError as exc:
        return say("“{path}” cannot be read ({why}).", path=str(path), why=exc.strerror or exc)
    if stat.S_ISREG(mode):
        return ""
    if stat.S_ISDIR(mode):
        return say("“{path}” is a folder, not a file.", path=str(path))
    if stat.S_ISFIFO(mode):
        return say("“{path}” is a pipe, not a regular file.", path=str(path))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return say("“{path}” is a device, not a regular file.", path=str(path))
    return say("“{path}” is not a regular file.", path=str(path))
