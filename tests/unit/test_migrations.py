"""Migrations are frozen history (issue 23): a store written by any earlier
release, migrated by today's code, is the same store as a new one, table by
table, column by column, index by index and trigger by trigger.

The old stores are real: `tests/fixtures/old_stores/` holds files written by
the old releases' own code (see its README), never by today's code pretending.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import peewee
import pytest

from desktop.store.db import missing_columns, open_store
from desktop.store.migrations import MIGRATIONS, SCHEMA_VERSION
from desktop.store.schema import make_models

FIXTURES = Path(__file__).parents[1] / "fixtures" / "old_stores"
OLD_STORES = sorted(p.name for p in FIXTURES.iterdir() if (p / "verbatim.db").exists())


def schema_of(path: Path) -> dict[str, Any]:
    """Everything that makes up a store's format, in comparable form."""
    conn = sqlite3.connect(path)
    try:
        found: dict[str, Any] = {
            "user_version": conn.execute("PRAGMA user_version").fetchone()[0],
            "page_size": conn.execute("PRAGMA page_size").fetchone()[0],
        }
        rows = conn.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master "
            "WHERE name NOT LIKE 'sqlite_autoindex%' ORDER BY type, name"
        ).fetchall()
        for kind, name, table, sql in rows:
            found[f"{kind} {name}"] = (table, sql)
            if kind == "table":
                # cid, name, type, NOT NULL, default, primary key, hidden
                found[f"columns {name}"] = conn.execute(f'PRAGMA table_xinfo("{name}")').fetchall()
                found[f"foreign keys {name}"] = conn.execute(
                    f'PRAGMA foreign_key_list("{name}")'
                ).fetchall()
            if kind == "index":
                found[f"index columns {name}"] = conn.execute(
                    f'PRAGMA index_xinfo("{name}")'
                ).fetchall()
        return found
    finally:
        conn.close()


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("fresh")
    open_store(folder).close()
    return schema_of(folder / "verbatim.db")


def _copy(name: str, target: Path) -> Path:
    """Fixtures are only ever read through copies: SQLite opening a WAL
    store in place would add its -wal and -shm files to the fixture."""
    shutil.copytree(FIXTURES / name, target)
    return target


def test_there_is_an_old_store_for_every_format_before_today() -> None:
    """A new format must come with a store written by the release before it
    (and a store of today's format written by a release may be there too)."""
    formats = set()
    for name in OLD_STORES:
        header = (FIXTURES / name / "verbatim.db").read_bytes()[:100]
        formats.add(int.from_bytes(header[60:64], "big"))  # the header's user_version
    assert set(range(1, SCHEMA_VERSION)) <= formats <= set(range(1, SCHEMA_VERSION + 1))


@pytest.mark.parametrize("name", OLD_STORES)
def test_a_migrated_old_store_is_the_same_store_as_a_new_one(
    name: str, fresh: dict[str, Any], tmp_path: Path
) -> None:
    folder = _copy(name, tmp_path / name)
    open_store(folder).close()
    migrated = schema_of(folder / "verbatim.db")
    differences = {
        key: (migrated.get(key), fresh.get(key))
        for key in sorted(set(migrated) | set(fresh))
        if migrated.get(key) != fresh.get(key)
    }
    assert differences == {}
    kinds = Counter(key.split(" ", 1)[0] for key in migrated if " " in key)
    columns = sum(len(v) for k, v in migrated.items() if k.startswith("columns "))
    print(  # a line per store for the record (seen with -s)
        f"\n{name}: format {fresh['user_version']}, identical to a new store: "
        f"{kinds['table']} tables, {columns} columns (name, type, NOT NULL, default, key), "
        f"{kinds['index']} indexes, {kinds['trigger']} triggers, "
        f"{sum(len(v) for k, v in migrated.items() if k.startswith('foreign keys '))} foreign keys"
    )
    # The full-text index still finds what the old release wrote.
    conn = sqlite3.connect(folder / "verbatim.db")
    conn.execute("INSERT INTO message_fts(message_fts) VALUES ('integrity-check')")
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    conn.close()


def test_migration_1_builds_exactly_what_release_ed7f387_wrote(tmp_path: Path) -> None:
    """The first step is frozen: the SQL of format 1, not today's models."""
    db = peewee.SqliteDatabase(str(tmp_path / "one.db"))
    db.connect()
    db.execute_sql("PRAGMA page_size = 4096")
    MIGRATIONS[1](db)
    db.execute_sql("PRAGMA user_version = 1")
    db.close()
    made = schema_of(tmp_path / "one.db")
    written = schema_of(_copy("ed7f387-v1", tmp_path / "written") / "verbatim.db")
    assert made == written


def test_the_models_read_exactly_the_columns_the_migrations_make(tmp_path: Path) -> None:
    """The models describe how the code reads and writes; they must agree
    with the tables in name, type and NOT NULL (the bug behind issue 23 was
    a model column that no migration added)."""
    repo = open_store(tmp_path)
    try:
        assert missing_columns(repo.db) == []
        kinds = {
            "TEXT": "TEXT",
            "INTEGER": "INTEGER",
            "REAL": "REAL",
            "BLOB": "BLOB",
            "BOOL": "INTEGER",
            "FLOAT": "REAL",
            "DOUBLE": "REAL",
            "INT": "INTEGER",
            "AUTO": "INTEGER",
        }
        for model in make_models(repo.db).all:
            table = model._meta.table_name
            columns = {
                row[1]: (row[2], bool(row[3]))
                for row in repo.db.execute_sql(f'PRAGMA table_info("{table}")').fetchall()
            }
            declared = {
                f.column_name: (kinds[f.field_type.upper()], not f.null and not f.primary_key)
                for f in model._meta.sorted_fields
            }
            for column, (kind, not_null) in declared.items():
                assert columns[column][0] == kind, (table, column)
                # A primary key is NOT NULL in SQL whatever the model says.
                assert columns[column][1] in (not_null, True), (table, column)
            assert set(columns) == set(declared), table
    finally:
        repo.close()


def test_a_store_that_claims_todays_format_without_its_columns_is_refused_in_words(
    tmp_path: Path,
) -> None:
    """Never a traceback at start: the missing column is named."""
    folder = _copy("ed7f387-v1", tmp_path / "store")
    conn = sqlite3.connect(folder / "verbatim.db")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")  # as if migrated, but not
    conn.commit()
    conn.close()
    from desktop.domain.errors import StoreError

    with pytest.raises(StoreError) as raised:
        open_store(folder)
    assert "message.omitted" in raised.value.message
    assert "Nothing was changed" in raised.value.message


@pytest.mark.parametrize("name", ["ed7f387-v1", "9bc1221-v5"])
def test_an_update_first_keeps_the_old_file_as_it_was(name: str, tmp_path: Path) -> None:
    """P18: the copy taken before migrating is the old release's store,
    format, pages and rows, so that release could open it again."""
    folder = _copy(name, tmp_path / name)
    original = _copy(name, tmp_path / "original") / "verbatim.db"
    repo = open_store(folder)
    assert any("copy of the old one" in n for n in repo.notices)
    repo.close()
    (copy,) = folder.glob("verbatim.db.v*.bak")
    assert schema_of(copy) == schema_of(original)
    rows = "SELECT id, content, status FROM message ORDER BY id"
    with sqlite3.connect(copy) as kept, sqlite3.connect(original) as wrote:
        assert kept.execute(rows).fetchall() == wrote.execute(rows).fetchall()
    kept.close()
    wrote.close()


def test_the_old_stores_are_exactly_as_their_releases_wrote_them() -> None:
    """Every fixture file still has the SHA-256 its NOTE.md recorded when
    the old release wrote it: no test (or person) changed one in place."""
    import hashlib
    import re

    for name in OLD_STORES:
        note = (FIXTURES / name / "NOTE.md").read_text("utf-8")
        recorded = dict(
            re.findall(r"`(verbatim\.db[-a-z]*)`: \d+ bytes, sha256 `([0-9a-f]{64})`", note)
        )
        present = {p.name for p in (FIXTURES / name).glob("verbatim.db*")}
        assert set(recorded) == present, name
        for file, digest in recorded.items():
            assert hashlib.sha256((FIXTURES / name / file).read_bytes()).hexdigest() == digest
