"""Opening the store: pragmas, migrations with backups, corrupt and newer files."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import peewee

from desktop import __version__
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import say
from desktop.store.private import create_private, make_private, private_folder
from desktop.store.probe import DB_NAME, FIRST_FLAGS, early_result
from desktop.store.repository import Repository
from desktop.store.schema import (
    PAGE_SIZE,
    SCHEMA_VERSION,
    make_models,
    migrate,
    user_version,
)
from desktop.store.written_by import mark_written_by_this_release, written_by

# WAL lets the UI thread read while the writer thread writes. synchronous=FULL
# costs ~250 us per commit here (PLATFORM.md); at a checkpoint every 50-100 ms
# that is nothing, and it keeps the last checkpoints through a power cut,
# which NORMAL would not (P6, P15).
PRAGMAS = {
    # First: a page size applies only to a database not yet written, and
    # only before WAL mode (schema.PAGE_SIZE says why 2 KiB).
    "page_size": PAGE_SIZE,
    "journal_mode": "wal",
    "synchronous": "full",
    "foreign_keys": 1,
    "busy_timeout": 5000,
    "cache_size": -16000,
}

__all__ = ["DB_NAME", "StoreError", "StoreErrorKind", "open_store"]


def _stamp() -> str:
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S")


def _sidecars(path: Path) -> list[Path]:
    return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


def _probe(path: Path) -> tuple[int, bool]:
    """(user_version, healthy) of an existing file, read without changing it.
    On a read-only disk a WAL database cannot create its index file, so the
    second try reads the file as it lies (immutable): nothing can be writing."""
    last: BaseException | None = None
    for flags in (FIRST_FLAGS, "immutable=1"):
        try:
            return _probe_with(path, flags)
        except StoreError as exc:
            last = exc
            if "unable to open" not in str(exc.detail):
                raise
    assert last is not None
    raise last


def _probe_with(path: Path, flags: str) -> tuple[int, bool]:
    early = early_result(path) if flags == FIRST_FLAGS else None
    if early is not None:
        return early
    try:
        conn = sqlite3.connect(f"file:{path}?{flags}", uri=True)
    except sqlite3.Error as exc:
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "Verbatim cannot open its database at {path}: {error}. Check that the "
                "file and its folder can be read.",
                path=path,
                error=exc,
            ),
            str(exc),
        ) from exc
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        ok = conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
        return version, ok
    except sqlite3.DatabaseError as exc:
        # Only a damaged file is "corrupt". A file that cannot be opened (a
        # read-only disk cannot hold the WAL index, a permission problem) is
        # a different failure, and must never be moved aside.
        if any(word in str(exc).lower() for word in ("not a database", "malformed", "corrupt")):
            return 0, False
        raise _cannot_write(path, exc) from exc
    finally:
        conn.close()


def probe_readable(path: Path, *, repair: bool) -> tuple[int, bool]:
    """Probe an existing file; refuse a newer one, and a damaged one unless
    the caller is the owner that repairs (`repair=True`)."""
    version, healthy = _probe(path)
    if version > SCHEMA_VERSION:
        raise _newer(path, version)
    if not healthy and not repair:
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "Verbatim's database at {path} is damaged and cannot be read. Nothing "
                "was changed. Start Verbatim's window: it keeps the damaged file aside,"
                " starts afresh and tells you where the copy is.",
                path=path,
            ),
        )
    return version, healthy


def _newer(path: Path, version: int) -> StoreError:
    """A store of a format this release does not know: refused untouched,
    naming the release that wrote it when the file says (an older Verbatim
    installed again over a newer one: the person learns which to put back)."""
    writer = written_by(path)
    if writer is None:
        return StoreError(
            StoreErrorKind.NEWER,
            say(
                "The database at {path} was written by a newer version of Verbatim "
                "(format {version}; this version knows up to {SCHEMA_VERSION}). Please "
                "update Verbatim. The file has not been changed.",
                path=path,
                version=version,
                SCHEMA_VERSION=SCHEMA_VERSION,
            ),
        )
    return StoreError(
        StoreErrorKind.NEWER,
        say(
            "The database at {path} was written by Verbatim {writer}, which is newer "
            "than this Verbatim {this} (its store format {version}; this one reads up to "
            "{SCHEMA_VERSION}). Install Verbatim {writer} or later to open it. The file "
            "has not been changed.",
            path=path,
            writer=writer,
            this=__version__,
            version=version,
            SCHEMA_VERSION=SCHEMA_VERSION,
        ),
    )


def _cannot_write(path: Path, exc: BaseException) -> StoreError:
    return StoreError(
        StoreErrorKind.UNREADABLE,
        say(
            "Verbatim cannot open its database at {path} ({error}). Check that the "
            "folder is writable and the disk is not full; nothing was changed.",
            path=path,
            error=exc,
        ),
        str(exc),
    )


def _move_aside(path: Path) -> Path:
    target = path.with_name(f"{path.name}.{_stamp()}.corrupt")
    for src in _sidecars(path):
        if src.exists():
            src.rename(src.with_name(target.name + src.name[len(path.name) :]))
    return target


def _backup(path: Path, version: int) -> Path:
    """A consistent copy (SQLite's online backup) before a migration (P18)."""
    target = path.with_name(f"{path.name}.v{version}.{_stamp()}.bak")
    try:
        copy_database(path, target)
    except (sqlite3.Error, OSError) as exc:
        target.unlink(missing_ok=True)
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "This version of Verbatim needs to update its database, and first keeps a "
                "copy of it, but the copy could not be made ({error}). Nothing was changed. "
                "Free some space on the disk, or check the folder {folder} can be written, "
                "then start Verbatim again.",
                error=exc,
                folder=path.parent,
            ),
            str(exc),
        ) from exc
    return target


def _migrate_or_put_back(db: peewee.SqliteDatabase, path: Path, backup: Path | None) -> None:
    """Migrate; a step that fails leaves the file as the step before left it,
    and then the copy taken before the first step is put back, so the
    person's previous Verbatim still opens it. Always a sentence."""
    started = user_version(db)
    try:
        migrate(db, started)
        return
    except (peewee.DatabaseError, sqlite3.Error, OSError) as exc:
        db.close()
        failure = exc
    if backup is None:  # a new store: there was nothing to lose
        raise _cannot_write(path, failure) from failure
    # Each step is one transaction: the one that failed left nothing. Only
    # steps that went through before it need undoing.
    put_back = _probe(path)[0] == started or _put_back(path, backup)
    cause = root_cause(failure)
    raise StoreError(
        StoreErrorKind.UNREADABLE,
        say(
            "Verbatim could not update its database to this version ({error}). Nothing "
            "was lost: the database is as it was before, and a copy is also kept at "
            "{backup}. Your previous version of Verbatim still opens it. Free some disk "
            "space if the disk is full and start again; otherwise please report this "
            "problem.",
            error=cause,
            backup=backup,
        )
        if put_back
        else say(
            "Verbatim could not update its database to this version ({error}). Nothing "
            "was lost: your conversations as they were before are kept at {backup}. "
            "Free some disk space if the disk is full and start again; otherwise please "
            "report this problem.",
            error=cause,
            backup=backup,
        ),
        str(failure),
    ) from failure


def _put_back(path: Path, backup: Path) -> bool:
    """Replace a half-migrated file with the copy taken before migrating.
    Its journal goes first: frames left in it belong to the other file."""
    spare = path.with_name(path.name + ".putback")
    try:
        create_private(spare)
        shutil.copyfile(backup, spare)
        with spare.open("rb+") as handle:
            os.fsync(handle.fileno())
        for sidecar in _sidecars(path)[1:]:
            sidecar.unlink(missing_ok=True)
        os.replace(spare, path)
    except OSError:
        spare.unlink(missing_ok=True)
        return False
    return True


def copy_database(source: Path, target: Path) -> None:
    """SQLite's online backup from `source`, opened read-only, into `target`."""
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    create_private(target)
    dst = sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        dst.close()
        src.close()


def open_store(data_dir: Path, *, recover: bool = True, repair: bool = True) -> Repository:
    """Open (or create) the store in `data_dir`, recovering unfinished answers.

    Raises StoreError in plain words for a folder that cannot be used or a
    database written by a newer Verbatim (left byte-identical). A corrupt file
    is moved aside, never deleted; `Repository.notices` says so.

    Only the data folder's owner (the window, or a command holding the
    folder's lock) recovers and repairs: `recover=False` leaves a streaming
    answer as it is (its writer may be alive), `repair=False` refuses a
    damaged file instead of moving it aside.
    """
    path = _usable_folder(data_dir)
    notices: list[str] = []
    backup = _older_or_damaged(path, notices, repair=repair)
    if not path.exists():
        with contextlib.suppress(OSError):  # a read-only folder: open_store says so below
            create_private(path)
    make_private(data_dir)  # an installation from before issue 24 was 755/644
    db = _connect(path, backup)
    mark_written_by_this_release(db)  # a refused store (above) is left as it was
    repo = Repository(db, path)
    repo.notices.extend(notices)
    if not recover:
        return repo
    try:
        repo.recovered_count, repo.recovered_conversations = repo.journal.recover_unfinished()
    except StoreError:
        # A read-only store can still be read; recovery is retried next time.
        repo.recovered_count = 0
    return repo


def _usable_folder(data_dir: Path) -> Path:
    """The database's path in a data folder made (and kept) private;
    StoreError when the folder cannot be made or the path is a folder."""
    try:
        private_folder(data_dir)
    except OSError as exc:
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "Verbatim cannot create its data folder {folder}: {reason}. Choose "
                "another folder with --data-dir or fix its permissions.",
                folder=data_dir,
                reason=exc.strerror,
            ),
            str(exc),
        ) from exc
    path = data_dir / DB_NAME
    if path.is_dir():
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "Verbatim expected a database file at {path} but found a folder. Move "
                "it away or choose another folder with --data-dir.",
                path=path,
            ),
        )
    return path


def _older_or_damaged(path: Path, notices: list[str], *, repair: bool) -> Path | None:
    """A damaged file moved aside, or an older one's backup made before it
    is migrated (returned), each said in `notices`."""
    backup: Path | None = None
    if path.exists() and path.stat().st_size > 0:
        version, healthy = probe_readable(path, repair=repair)
        if not healthy:
            try:
                moved = _move_aside(path)
            except OSError as exc:
                raise _cannot_write(path, exc) from exc
            notices.append(
                say(
                    "Verbatim's database was damaged and could not be read. It was kept as "
                    "{moved} and a new, empty one was started. Nothing was deleted.",
                    moved=moved,
                )
            )
        elif version < SCHEMA_VERSION:
            backup = _backup(path, version)
            notices.append(
                say(
                    "Verbatim updated its database; a copy of the old one is at {path}.",
                    path=backup,
                )
            )
    return backup


def _connect(path: Path, backup: Path | None) -> peewee.SqliteDatabase:
    """The database connected and migrated; StoreError, with nothing
    changed, when it cannot be written or lacks parts this version reads."""
    db = peewee.SqliteDatabase(str(path), pragmas=PRAGMAS, autoconnect=True)
    try:
        db.connect(reuse_if_open=True)
    except (peewee.DatabaseError, sqlite3.Error, OSError) as exc:
        db.close()
        raise _cannot_write(path, exc) from exc
    if user_version(db) < SCHEMA_VERSION:
        _migrate_or_put_back(db, path, backup)
    missing = missing_columns(db)
    if missing:
        db.close()
        raise StoreError(
            StoreErrorKind.UNREADABLE,
            say(
                "Verbatim's database at {path} lacks parts this version needs ({missing}). "
                "Nothing was changed. Restore a backup (Settings → Backups, or verbatim "
                "restore), or report this problem.",
                path=path,
                missing=", ".join(missing),
            ),
        )
    return db


def missing_columns(db: peewee.SqliteDatabase) -> list[str]:
    """`table.column` for each column the code reads that the file lacks:
    after the migrations, none; a file that claims today's format without
    them is refused in words instead of failing on its first query."""
    missing: list[str] = []
    for model in make_models(db).all:
        table = model._meta.table_name
        present = {row[1] for row in db.execute_sql(f'PRAGMA table_info("{table}")').fetchall()}
        missing += [
            f"{table}.{field.column_name}"
            for field in model._meta.sorted_fields
            if field.column_name not in present
        ]
    return missing


def root_cause(exc: BaseException) -> str:
    """The first failure in a chain: when SQLite has already rolled back by
    itself (a full disk), the error raised last is peewee's failed rollback
    ("no transaction is active"), which hides what happened."""
    first: BaseException = exc
    while first.__context__ is not None and first.__context__ is not first:
        first = first.__context__
    return str(first)
