"""One owner per data folder: an exclusive lock on `verbatim.lock`.

The lock is an OS advisory lock on an open file (flock on Linux and macOS,
msvcrt.locking on Windows), not the file's existence: when the owner dies,
even by SIGKILL, the operating system releases it, so a stale lock is
taken over safely by the next start. The file holds the owner's process id
so a refusal can say who owns the folder.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path
from typing import IO, Any

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import say

LOCK_NAME = "verbatim.lock"


class DataFolderLock:
    """The exclusive OS lock on a data folder's verbatim.lock: one owner at a
    time, taken over when the owner died, and a record of whether the last
    owner closed cleanly."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / LOCK_NAME
        self._file: IO[str] | None = None
        # The process id the last owner left behind: it is cleared on a clean
        # release, so a value here means that owner did not close properly.
        self.previous_owner = ""

    @property
    def held(self) -> bool:
        return self._file is not None

    def acquire(self) -> None:
        """Take the folder, or raise StoreError(LOCKED) in plain words."""
        try:
            handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 (kept open)
        except OSError as exc:
            raise StoreError(
                StoreErrorKind.UNREADABLE,
                say(
                    "Verbatim cannot use its data folder {folder} ({reason}). Check that "
                    "the folder exists and is writable.",
                    folder=self.path.parent,
                    reason=exc.strerror,
                ),
                repr(exc),
            ) from exc
        try:
            _lock(handle)
        except OSError as exc:
            owner = _owner(handle)
            handle.close()
            raise StoreError(
                StoreErrorKind.LOCKED,
                say(
                    "Verbatim is already open on {folder} (process {owner}).",
                    folder=self.path.parent,
                    owner=owner,
                ),
                repr(exc),
            ) from exc
        handle.seek(0)
        self.previous_owner = handle.read().strip()
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._file = handle

    def release(self) -> None:
        handle, self._file = self._file, None
        if handle is not None:
            try:
                handle.seek(0)
                handle.truncate()  # a clean close leaves no owner behind
                handle.flush()
            except OSError:
                pass
            try:
                _unlock(handle)
            finally:
                handle.close()

    def __enter__(self) -> DataFolderLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def is_locked(folder: Path) -> bool:
    """Whether another process owns the folder right now."""
    probe = DataFolderLock(folder)
    try:
        probe.acquire()
    except StoreError as exc:
        return exc.kind is StoreErrorKind.LOCKED
    probe.release()
    return False


def _owner(handle: IO[str]) -> str:
    """The owner's process id as its file says, where it can be read:
    Windows refuses to read a byte another process has locked (the lock is
    mandatory there), which escaped as a PermissionError instead of the
    sentence saying Verbatim is already open."""
    try:
        handle.seek(0)
        return handle.read().strip() or "another program"
    except OSError:
        return "another program"


def _msvcrt() -> Any:
    """Windows' C runtime module (typed as Windows', so read as Any here)."""
    return importlib.import_module("msvcrt")


def _windows_lock(handle: IO[str]) -> None:
    msvcrt = _msvcrt()

    handle.seek(0)  # the first byte, whatever the file holds
    msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)


def _windows_unlock(handle: IO[str]) -> None:
    msvcrt = _msvcrt()

    handle.seek(0)
    msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)


def _posix_lock(handle: IO[str]) -> None:
    import fcntl  # Linux and macOS

    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def _posix_unlock(handle: IO[str]) -> None:
    import fcntl

    fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


# Chosen once, at import; both kinds are plain functions so that the Windows
# one can be run on Linux against a stand-in msvcrt (tests/unit/test_other_systems.py).
_lock, _unlock = (
    (_windows_lock, _windows_unlock) if sys.platform == "win32" else (_posix_lock, _posix_unlock)
)
