"""The backups folder as the window lists it (Settings → Backups)."""

from __future__ import annotations

from desktop.store.backup import BEFORE_IMPORT, BEFORE_RESTORE, DAILY, Backup, backups

__all__ = ["BEFORE_IMPORT", "BEFORE_RESTORE", "DAILY", "Backup", "backups"]
