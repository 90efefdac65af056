"""Backups: taking one (the window's Back up now and daily copy, `verbatim
backup`) with the retention applied after, and the folder as Settings →
Backups lists it."""

from __future__ import annotations

from pathlib import Path

import peewee

from desktop.domain.backups import BEFORE_IMPORT, BEFORE_RESTORE, DAILY, Backup
from desktop.store import backup

__all__ = ["BEFORE_IMPORT", "BEFORE_RESTORE", "DAILY", "Backup", "back_up", "backups"]


def back_up(db: peewee.SqliteDatabase, data_dir: Path, kind: str, days: int, weeks: int) -> Path:
    """A copy of the store in backups/, then the copies the retention (days
    of daily copies, weeks of weekly ones) no longer keeps are removed."""
    path = backup.take_backup(db, data_dir, kind)
    backup.prune(data_dir, days, weeks)
    return path


def backups(data_dir: Path) -> list[Backup]:
    """The copies in the data folder's backups/, newest first."""
    return backup.backups(data_dir)
