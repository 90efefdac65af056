"""A consistent, read-only view of the store for `export` and backups.

Export must never change anything: no recovery (an answer may be streaming
in the window right now), no migration, no moving a damaged file aside.
SQLite's online backup copies the database as of one moment, through a
read-only connection, into a temporary file; that copy is migrated if it is
old and read from. A live answer therefore shows as `streaming` with the
text its checkpoints hold.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.store.db import DB_NAME, open_store, probe_readable
from desktop.store.repository import Repository


def _copy(source: Path, target: Path) -> None:
    # mode=ro first; on a read-only disk the WAL index cannot be created, and
    # immutable=1 reads the file as it lies (nothing can be writing to it).
    last: sqlite3.Error | None = None
    for flags in ("mode=ro", "immutable=1"):
        try:
            src = sqlite3.connect(f"file:{source}?{flags}", uri=True)
        except sqlite3.Error as exc:
            last = exc
            continue
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
            return
        except sqlite3.Error as exc:
            last = exc
        finally:
            dst.close()
            src.close()
    raise StoreError(
        StoreErrorKind.UNREADABLE,
        f"Verbatim cannot read its database at {source} ({last}). Nothing was changed.",
        str(last),
    )


@contextmanager
def read_snapshot(data_dir: Path) -> Iterator[Repository]:
    """Yield a Repository over a copy of the store taken now."""
    path = data_dir / DB_NAME
    work = Path(tempfile.mkdtemp(prefix="verbatim-snapshot-"))
    try:
        if path.exists() and path.stat().st_size > 0:
            probe_readable(path, repair=False)
            _copy(path, work / DB_NAME)
        repo = open_store(work, recover=False, repair=False)
        try:
            yield repo
        finally:
            repo.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
