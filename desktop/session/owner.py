"""Opening the store as the data folder's one owner.

Only the owner recovers unfinished answers and repairs a damaged file;
everyone else (export, a backup script) reads a snapshot, and a second
window hands over to the first. See lock.py for how ownership works.
"""

from __future__ import annotations

from pathlib import Path

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import say
from desktop.session.lock import DataFolderLock
from desktop.store.backup import check_backup, clear_pending, pending_restore, restore_into
from desktop.store.db import DB_NAME, open_store
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
    journal_lost = _journal_lost(data_dir, lock)
    restored, restore_notice = _restore_if_asked(data_dir)
    journal_lost = journal_lost and not restored
    try:
        repo = open_store(data_dir, repair=repair)
    except BaseException:
        lock.release()
        raise
    if restore_notice:
        repo.notices.insert(0, restore_notice)
    if journal_lost:
        # Without its journal the file may look like an older format; it was
        # not "updated" in any sense a person would mean, so say what happened.
        copies = [n.split(" is at ", 1)[1] for n in repo.notices if " is at " in n]
        repo.notices[:] = [n for n in repo.notices if "updated its database" not in n]
        repo.notices.insert(
            0,
            say(
                "Verbatim was not closed properly last time, and its journal file "
                "({file}) is missing from {folder}: the most recent changes could not be "
                "recovered. Everything that had reached the database is shown. A copy of "
                "the database as it was found is at {copy}",
                file=f"{DB_NAME}-wal",
                folder=data_dir,
                copy=copies[0],
            )
            if copies
            else say(
                "Verbatim was not closed properly last time, and its journal file "
                "({file}) is missing from {folder}: the most recent changes could not be "
                "recovered. Everything that had reached the database is shown.",
                file=f"{DB_NAME}-wal",
                folder=data_dir,
            ),
        )
    return AsyncRepository(repo, on_close=lock.release)


def restore_now(data_dir: Path, source: Path) -> Path:
    """`verbatim restore`: the backup checked, then the same swap a window's
    next start does (`_restore_if_asked`), under the folder's lock. Returns
    where the conversations as they were are kept; StoreError (LOCKED when
    a window has the folder) otherwise."""
    check_backup(source)
    data_dir.mkdir(parents=True, exist_ok=True)
    lock = DataFolderLock(data_dir)
    lock.acquire()
    try:
        return restore_into(data_dir, source, DB_NAME)
    finally:
        lock.release()


def _restore_if_asked(data_dir: Path) -> tuple[bool, str]:
    """A restore the window asked for (Settings → Backups): done now, while
    this process holds the lock and nobody has the store open."""
    source = pending_restore(data_dir)
    if source is None:
        return False, ""
    clear_pending(data_dir)  # asked once: a failing restore is not retried at every start
    try:
        kept = restore_into(data_dir, source, DB_NAME)
    except StoreError as exc:
        return False, exc.message
    return True, say(
        "Restored the backup {backup}. The conversations as they were before are kept in {kept}.",
        backup=source.name,
        kept=kept.name,
    )


def _journal_lost(data_dir: Path, lock: DataFolderLock) -> bool:
    """After a crash SQLite's write-ahead journal (-wal) holds the newest
    commits; it is never removed until a clean close. A crash (the last
    owner left its process id) with the database there and no journal means
    someone deleted it: say so, instead of showing less without a word."""
    db = data_dir / DB_NAME
    wal = data_dir / f"{DB_NAME}-wal"
    return bool(lock.previous_owner) and db.exists() and not wal.exists()
