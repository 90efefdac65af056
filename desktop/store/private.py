"""Files private to the person's account (issue 24): folders 0700, files
0600. Everything under the data folder holds their conversations (the
database and its journal, backups, settings, logs, tool output, change
files); another account on the computer could read it all before, the
folder being 755 and the files 644. Installations made before are fixed
when they are opened. Where the disk refuses (read-only), nothing is said:
there is nothing to protect from a change there either."""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
from pathlib import Path

FOLDER_MODE = 0o700
FILE_MODE = 0o600


def private_folder(path: Path) -> Path:
    """Make `path` (and missing parents, which keep the usual mode), then
    make it private."""
    path.mkdir(parents=True, exist_ok=True)
    _chmod(path, FOLDER_MODE)
    return path


def private_file(path: Path) -> None:
    """An existing file, made private (one that is not there is no matter)."""
    _chmod(path, FILE_MODE)


def create_private(path: Path) -> None:
    """Create `path` empty with the private mode, so what opens it next
    (SQLite) starts private, and its journals too: SQLite gives a database's
    -wal and -shm files the mode of the database file."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))


def open_private(path: Path, mode: str = "wb") -> int:
    """A descriptor for writing `path`, created private."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if "a" in mode else os.O_TRUNC)
    return os.open(path, flags, FILE_MODE)


def write_private(path: Path, text: str) -> None:
    """`text` as UTF-8 in a new or emptied `path` readable by this account
    only, even where a file of that name was there before with another mode
    (exports and saved tool outputs were 0644, issue 37)."""
    fd = open_private(path)
    with contextlib.suppress(OSError, AttributeError):  # Windows has no fchmod
        os.fchmod(fd, FILE_MODE)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def copy_private(source: Path, path: Path) -> None:
    """`source`'s bytes into `path`, made as `write_private` makes it."""
    fd = open_private(path)
    with contextlib.suppress(OSError, AttributeError):
        os.fchmod(fd, FILE_MODE)
    with os.fdopen(fd, "wb") as out, source.open("rb") as inp:
        shutil.copyfileobj(inp, out)


# What Verbatim keeps in a data folder; nothing else there is touched (a
# folder given with --data-dir may hold other things).
OWN = ("verbatim.db*", "verbatim.lock", "restore.pending", "settings.json*", "verbatim.log*")
OWN_FOLDERS = ("backups", "tool-output", "config", "logs")


def make_private(folder: Path) -> None:
    """A data, config or log folder and what Verbatim keeps in it: how an
    installation made before this version is fixed on open."""
    if not folder.is_dir() or folder.is_symlink():
        return
    _chmod(folder, FOLDER_MODE)
    for pattern in OWN:
        for path in folder.glob(pattern):
            _chmod(path, FILE_MODE)
    for name in OWN_FOLDERS:
        inner = folder / name
        if inner.is_dir() and not inner.is_symlink():
            make_private(inner)
            for path in inner.iterdir():
                if path.is_file() and not path.is_symlink():
                    _chmod(path, FILE_MODE)


def _chmod(path: Path, mode: int) -> None:
    with contextlib.suppress(OSError):
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode) or stat.S_IMODE(info.st_mode) == mode:
            return
        os.chmod(path, mode)
