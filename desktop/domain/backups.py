"""A backup as Settings → Backups lists it, and its kinds (taking, pruning
and restoring them is the store's, desktop/store/backup.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

DAILY, BEFORE_IMPORT, BEFORE_RESTORE = "daily", "before-import", "before-restore"


@dataclass(frozen=True)
class Backup:
    """One backup file as Settings → Backups lists it: where it is, its kind,
    when it was taken and its size."""

    path: Path
    kind: str
    taken: datetime
    size: int
