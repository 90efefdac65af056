"""Opening the store as the data folder's one owner.

Only the owner recovers unfinished answers and repairs a damaged file;
everyone else (export, a backup script) reads a snapshot, and a second
window hands over to the first. See lock.py for how ownership works.
"""

from __future__ import annotations

from pathlib import Path

from desktop.session.lock import DataFolderLock
from desktop.store.db import open_store
from desktop.store.errors import StoreError, StoreErrorKind
from desktop.store.worker import AsyncRepository


def open_owned_store(data_dir: Path, *, repair: bool = True) -> AsyncRepository:
    """Take the folder's lock, then open, recover and repair the store.
    The lock is released when the returned store is closed. Raises
    StoreError (kind LOCKED when another Verbatim owns the folder).
    `repair=False` (the command line) refuses a damaged file instead of
    moving it aside: only the window repairs, and tells the person where
    the damaged copy went."""
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # open_store says what is wrong with the folder, in words
    lock = DataFolderLock(data_dir)
    if data_dir.is_dir():
        try:
            lock.acquire()
        except StoreError as exc:
            if exc.kind is StoreErrorKind.LOCKED:
                raise
            lock = DataFolderLock(data_dir)  # a read-only folder: open_store explains
    try:
        repo = open_store(data_dir, repair=repair)
    except BaseException:
        lock.release()
        raise
    return AsyncRepository(repo, on_close=lock.release)
