"""The store's health check, started before the window's modules load.

`PRAGMA quick_check` reads the whole file: 110 ms for a store of 100,000
messages, a tenth of the window's start-up, and it grows with the store
(issue 28). SQLite lets go of Python's lock while it reads, so started on
a thread of its own before Qt and the app's modules are imported, it runs
on the second core meanwhile. Only a check that ran cleanly is used; one
that raised is simply run again where it always ran (db.open_store), so
every error is handled there, as before.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

DB_NAME = "verbatim.db"
FIRST_FLAGS = "mode=ro"


def raw_probe(path: Path, flags: str) -> tuple[int, bool]:
    """(user_version, healthy), read without changing the file. Raises
    sqlite3.Error for the caller to put in words."""
    conn = sqlite3.connect(f"file:{path}?{flags}", uri=True)
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        ok = conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        return version, ok
    finally:
        conn.close()


class _Early(threading.Thread):
    def __init__(self, path: Path) -> None:
        super().__init__(name="store check", daemon=True)
        self.path = path
        self.result: tuple[int, bool] | None = None

    def run(self) -> None:
        try:
            self.result = raw_probe(self.path, FIRST_FLAGS)
        except sqlite3.Error:
            self.result = None  # checked again, and put in words, by open_store


_early: dict[Path, _Early] = {}


def check_early(data_dir: Path) -> None:
    """Start checking the store in `data_dir`, if it has one."""
    path = data_dir / DB_NAME
    if path.is_file() and path not in _early:
        thread = _Early(path)
        _early[path] = thread
        thread.start()


def early_result(path: Path) -> tuple[int, bool] | None:
    """What the early check found (waiting for it to end), or None if none
    was started or it could not finish cleanly."""
    thread = _early.pop(path, None)
    if thread is None:
        return None
    thread.join()
    return thread.result
