"""Backups: taking one (the window's Back up now and daily copy, `verbatim
backup`) with the retention applied after, and the folder as Settings →
Backups lists it."""

from __future__ import annotations

from pathlib import Path

import peewee

from desktop.domain.backups import BEFORE_IMPORT, BEFORE_RESTORE, DAILY, Backup
from desktop.session.owner import open_owned_store
from desktop.session.paths import AppPaths
from desktop.session.settings import load_settings
from desktop.store import backup

__all__ = [
    "BEFORE_IMPORT",
    "BEFORE_RESTORE",
    "DAILY",
    "Backup",
    "back_up",
    "back_up_now",
    "backups",
]


def back_up(db: peewee.SqliteDatabase, data_dir: Path, kind: str, days: int, weeks: int) -> Path:
    """A copy of the store in backups/, then the copies the retention (days
    of daily copies, weeks of weekly ones) no longer keeps are removed."""
    path = backup.take_backup(db, data_dir, kind)
    backup.prune(data_dir, days, weeks)
    return path


def back_up_now(paths: AppPaths) -> Path:
    """`verbatim backup`: the window's Back up now, with the retention of
    Settings → Backups, on a store this process owns while it copies (never
    repaired). Raises StoreError (kind LOCKED when the window has the folder)."""
    settings = load_settings(paths.config)
    store = open_owned_store(paths.data, repair=False)
    try:
        return back_up(
            store.repo.db, paths.data, DAILY, settings.backup_days, settings.backup_weeks
        )
    finally:
        store.close()


def backups(data_dir: Path) -> list[Backup]:
    """The copies in the data folder's backups/, newest first."""
    return backup.backups(data_dir)
