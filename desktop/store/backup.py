"""Backups: copies of the store in `backups/` inside the data folder.

Each copy is taken with SQLite's online backup through the owner's own
connection (`take_backup`, run on the store's writer thread, so never on the
GUI thread and never during a turn's final write), written to a temporary
name and renamed once complete. Kinds:
- `daily`: at most one a day, taken when the window has run a while; the
  newest copy of each of the last 7 days and of each of the last 4 weeks is
  kept (configurable), older ones are deleted.
- `before-import`, `before-restore`: taken before those; the newest 5 of
  each are kept.
(Migrations keep their own copy beside the store, P18.)

Restoring never edits the store in place: the chosen copy is checked
(integrity, and a format this Verbatim can read), copied next to the store,
checked again, and only then swapped in; the current store becomes a
`before-restore` copy first. The swap happens while nobody holds the store:
the CLI takes the folder's lock; the window asks for a restore at its next
start (`request_restore`), done by the owner before the store is opened.
"""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import peewee

from desktop import __version__
from desktop.domain.backups import BEFORE_RESTORE, DAILY, Backup
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import say
from desktop.store.db import copy_database
from desktop.store.private import create_private, private_folder
from desktop.store.schema import SCHEMA_VERSION
from desktop.store.written_by import written_by

FOLDER = "backups"
PENDING = "restore.pending"  # the path of a backup to restore at the next start
KEEP_OTHERS = 5


def backups(data_dir: Path) -> list[Backup]:
    """The copies in `backups/`, newest first."""
    folder = data_dir / FOLDER
    found: list[Backup] = []
    for path in folder.glob("verbatim-*.db") if folder.is_dir() else []:
        parts = path.stem.split("-", 3)  # verbatim, date, time, kind
        if len(parts) != 4:
            continue
        try:
            taken = datetime.strptime(parts[1] + parts[2], "%Y%m%d%H%M%S").replace(tzinfo=UTC)
        except ValueError:
            continue
        found.append(Backup(path, parts[3], taken, path.stat().st_size))
    return sorted(found, key=lambda b: b.taken, reverse=True)


def daily_due(data_dir: Path, now: datetime | None = None) -> bool:
    now = now or datetime.now(UTC)
    return not any(b.kind == DAILY and b.taken.date() == now.date() for b in backups(data_dir))


def take_backup(
    db: peewee.SqliteDatabase, data_dir: Path, kind: str, now: datetime | None = None
) -> Path:
    """Copy the open store (its own connection: what it holds now, WAL
    included) into `backups/`. Raises StoreError in words if the disk refuses."""
    now = now or datetime.now(UTC)
    folder = data_dir / FOLDER
    target = folder / f"verbatim-{now:%Y%m%d-%H%M%S}-{kind}.db"
    partial = target.with_suffix(".part")
    try:
        private_folder(folder)
        create_private(partial)
        destination = sqlite3.connect(partial)
        try:
            db.connection().backup(destination)
        finally:
            destination.close()
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as exc:
        partial.unlink(missing_ok=True)
        raise StoreError(
            StoreErrorKind.WRITE,
            say(
                "Verbatim could not make a backup in {folder}: {why}. Nothing was changed in "
                "your conversations; free some space on the disk and try again.",
                folder=folder,
                why=exc,
            ),
        ) from exc
    return target


def prune(data_dir: Path, keep_daily: int = 7, keep_weekly: int = 4) -> list[Path]:
    """Delete the copies the retention no longer keeps; returns them."""
    all_backups = backups(data_dir)
    keep: set[Path] = set()
    daily = [b for b in all_backups if b.kind == DAILY]
    days: dict[object, Backup] = {}
    weeks: dict[object, Backup] = {}
    for b in daily:  # newest first: the first seen of a day or week is its newest
        days.setdefault(b.taken.date(), b)
        weeks.setdefault(b.taken.isocalendar()[:2], b)
    keep.update(b.path for b in list(days.values())[:keep_daily])
    keep.update(b.path for b in list(weeks.values())[:keep_weekly])
    for kind in {b.kind for b in all_backups} - {DAILY}:
        keep.update(b.path for b in [b for b in all_backups if b.kind == kind][:KEEP_OTHERS])
    gone = [b.path for b in all_backups if b.path not in keep]
    # A copy the process was killed in the middle of (a power cut, a kill)
    # stays as `.part` for ever otherwise (issue 37: 58 MB a time). Backups
    # are taken by the folder's one owner, on its writer thread, as is this
    # pruning after them: no `.part` left here is being written now.
    folder = data_dir / FOLDER
    gone += sorted(folder.glob("verbatim-*.part")) if folder.is_dir() else []
    for path in gone:
        path.unlink(missing_ok=True)
    return gone


def check_backup(path: Path) -> None:
    """Raise StoreError in plain words unless `path` is a whole store this
    Verbatim can read."""
    if not path.is_file():
        raise StoreError(StoreErrorKind.UNREADABLE, say("There is no backup at {path}.", path=path))
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
            version = int(conn.execute("PRAGMA user_version").fetchone()[0])
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        finally:
            conn.close()
    except sqlite3.Error as exc:
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "The backup {path} is damaged and cannot be restored ({why}). Nothing was changed.",
                path=path.name,
                why=exc,
            ),
        ) from exc
    if verdict != "ok" or "message" not in tables:
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "The backup {path} is damaged and cannot be restored. Nothing was changed.",
                path=path.name,
            ),
        )
    if version > SCHEMA_VERSION:
        writer = written_by(path)
        raise StoreError(
            StoreErrorKind.NEWER,
            say(
                "The backup {path} was made by a newer Verbatim. Nothing was changed.",
                path=path.name,
            )
            if writer is None
            else say(
                "The backup {path} was made by Verbatim {writer}, newer than this one "
                "({this}); install Verbatim {writer} or later to restore it. Nothing was "
                "changed.",
                path=path.name,
                writer=writer,
                this=__version__,
            ),
        )


def restore_into(data_dir: Path, source: Path, db_name: str) -> Path:
    """Swap `source` in as the store (nobody may hold it now). The current
    store is kept as a `before-restore` copy; returns that copy's path."""
    check_backup(source)
    store = data_dir / db_name
    incoming = data_dir / (db_name + ".restoring")
    try:
        copy_database(source, incoming)
        check_backup(incoming)
        kept = data_dir / FOLDER / f"verbatim-{datetime.now(UTC):%Y%m%d-%H%M%S}-{BEFORE_RESTORE}.db"
        private_folder(kept.parent)
        if store.exists():
            create_private(kept)
            current = sqlite3.connect(store)
            copy = sqlite3.connect(kept)
            try:
                current.backup(copy)  # folds in the WAL, so the copy is whole
            finally:
                copy.close()
                current.close()
        for suffix in ("-wal", "-shm"):
            (data_dir / (db_name + suffix)).unlink(missing_ok=True)
        os.replace(incoming, store)
    except (OSError, sqlite3.Error) as exc:
        incoming.unlink(missing_ok=True)
        raise StoreError(
            StoreErrorKind.WRITE,
            say(
                "Verbatim could not restore {path}: {why}. Nothing was changed.",
                path=source,
                why=exc,
            ),
        ) from exc
    return kept


def request_restore(data_dir: Path, source: Path) -> None:
    """Ask the next start to restore `source` (checked now, and again then)."""
    check_backup(source)
    (data_dir / PENDING).write_text(str(source), encoding="utf-8")


def pending_restore(data_dir: Path) -> Path | None:
    marker = data_dir / PENDING
    if not marker.is_file():
        return None
    return Path(marker.read_text(encoding="utf-8").strip())


def clear_pending(data_dir: Path) -> None:
    (data_dir / PENDING).unlink(missing_ok=True)
