"""Which Verbatim release last wrote a store, kept in the file itself.

SQLite keeps a 32-bit "application id" in the database header (offset 68),
outside every table: writing it needs no format change, a backup copies it,
and any later release can read it however its tables change. An older
Verbatim that meets a store of a newer format reads it to say which release
wrote it, so the person knows which one to put back (issue 42).

A release a.b.c is kept as a * 1,000,000 + b * 1,000 + c (0.11.0 is 11000);
0 is a store from before 0.11.0, or one whose release cannot be kept so.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
from pathlib import Path

import peewee

from desktop import __version__

_RELEASE = re.compile(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})")


def release_id(version: str) -> int:
    """The header's number for `version`; 0 when it does not fit."""
    match = _RELEASE.fullmatch(version)
    if match is None:
        return 0
    major, minor, patch = (int(part) for part in match.groups())
    if major > 2000:  # the header holds a signed 32-bit number
        return 0
    return major * 1_000_000 + minor * 1_000 + patch


def release_of(app_id: int) -> str | None:
    """The release a header's number names, or None (none kept)."""
    if app_id <= 0:
        return None
    major, rest = divmod(app_id, 1_000_000)
    minor, patch = divmod(rest, 1_000)
    return f"{major}.{minor}.{patch}"


def mark_written_by_this_release(db: peewee.SqliteDatabase) -> None:
    """Keep this release's number in the header of a store it opened to
    write. Only when it differs (an upgrade, a downgrade within a format),
    so an ordinary start writes nothing. A store that cannot be written
    (a read-only disk) is left as it is: it is still read."""
    wanted = release_id(__version__)
    with contextlib.suppress(peewee.DatabaseError, sqlite3.Error):
        if int(db.execute_sql("PRAGMA application_id").fetchone()[0]) != wanted:
            db.execute_sql(f"PRAGMA application_id = {int(wanted)}")


def written_by(path: Path) -> str | None:
    """The release that last wrote the store at `path`, read without
    changing it; None when none was kept or the file cannot be read."""
    for flags in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(f"file:{path}?{flags}", uri=True)
            try:
                return release_of(int(conn.execute("PRAGMA application_id").fetchone()[0]))
            finally:
                conn.close()
        except sqlite3.Error:
            continue
    return None
