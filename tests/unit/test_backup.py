"""Backups and restore with real files (issue 15): copies taken through
the owner's connection, a retention of days and weeks, a damaged backup
refused in words, a restore swapped in only whole, by the CLI and at the
next start."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from desktop.domain.backups import BEFORE_IMPORT, DAILY
from desktop.domain.errors import StoreError
from desktop.session.owner import open_owned_store
from desktop.store.backup import (
    backups,
    check_backup,
    daily_due,
    prune,
    request_restore,
    take_backup,
)
from desktop.store.db import open_store
from desktop.store.schema import SCHEMA_VERSION
from desktop.store.written_by import release_id
from tests.helpers import user


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, timeout=60
    )


def test_a_backup_holds_what_the_store_holds_now(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    cid = repo.create_conversation(title="Kept").id
    user(repo, cid, "remember this")
    path = take_backup(repo.db, tmp_path, DAILY)
    repo.close()
    assert path.parent == tmp_path / "backups" and not list(path.parent.glob("*.part"))
    check_backup(path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT content FROM message").fetchall() == [("remember this",)]
    conn.close()
    assert not daily_due(tmp_path)
    assert [b.kind for b in backups(tmp_path)] == [DAILY]


def test_retention_keeps_7_days_and_4_weeks_and_5_of_the_others(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    start = datetime(2026, 1, 1, 12, tzinfo=UTC)
    for day in range(60):
        for hour in (0, 5):  # two copies some days: the newest of a day counts
            take_backup(repo.db, tmp_path, DAILY, start + timedelta(days=day, hours=hour))
    for n in range(8):
        take_backup(repo.db, tmp_path, BEFORE_IMPORT, start + timedelta(minutes=n))
    repo.close()
    prune(tmp_path, keep_daily=7, keep_weekly=4)
    left = backups(tmp_path)
    daily = [b for b in left if b.kind == DAILY]
    days = {b.taken.date() for b in daily}
    newest = start + timedelta(days=59, hours=5)
    assert {newest.date() - timedelta(days=d) for d in range(7)} <= days
    assert len({b.taken.isocalendar()[:2] for b in daily}) >= 4
    assert len(daily) <= 7 + 4
    assert all(b.taken.hour == 17 for b in daily)  # the newest of each day
    assert len([b for b in left if b.kind == BEFORE_IMPORT]) == 5


def test_a_damaged_backup_is_refused_in_plain_words(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    path = take_backup(repo.db, tmp_path, DAILY)
    repo.close()
    data = bytearray(path.read_bytes())
    data[2048:4096] = b"\xff" * 2048  # a page of garbage
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as refused:
        check_backup(path)
    assert "is damaged and cannot be restored" in str(refused.value)
    assert "Nothing was changed" in str(refused.value)
    not_a_db = tmp_path / "notes.db"
    not_a_db.write_text("hello")
    with pytest.raises(StoreError, match="damaged"):
        check_backup(not_a_db)


def test_cli_backup_keeps_the_retention_the_window_keeps(tmp_path: Path) -> None:
    """`verbatim backup` is the window's Back up now: the copy, then the
    retention of Settings → Backups (it used to keep every copy)."""
    data = tmp_path / "data"
    repo = open_store(data)
    start = datetime.now(UTC) - timedelta(days=40)
    for day in range(40):
        take_backup(repo.db, data, DAILY, start + timedelta(days=day))
    repo.close()
    out = _cli("backup", "--data-dir", str(data))
    assert out.returncode == 0 and "Backed up to" in out.stdout, out.stderr
    daily = [b for b in backups(data) if b.kind == DAILY]
    assert 7 <= len(daily) <= 7 + 4  # seven days and four weeks, as the window keeps
    assert max(b.taken for b in daily) > start + timedelta(days=39)  # the new copy is kept


def test_cli_backup_then_restore_brings_the_conversations_back(tmp_path: Path) -> None:
    data = tmp_path / "data"
    repo = open_store(data)
    cid = repo.create_conversation(title="Before").id
    user(repo, cid, "the old words")
    repo.close()
    out = _cli("backup", "--data-dir", str(data))
    assert out.returncode == 0 and "Backed up to" in out.stdout, out.stderr
    (copy,) = backups(data)
    repo = open_store(data)
    repo.delete_conversation(cid)
    repo.create_conversation(title="After")
    repo.close()
    out = _cli("restore", "--data-dir", str(data), str(copy.path))
    assert out.returncode == 0, out.stderr
    assert "kept in" in out.stdout
    repo = open_store(data)
    assert [c.title for c in repo.list_conversations()] == ["Before"]
    repo.close()
    kinds = [b.kind for b in backups(data)]
    assert "before-restore" in kinds  # "After" is kept too


def test_cli_restore_of_a_damaged_backup_changes_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    repo = open_store(data)
    repo.create_conversation(title="Still here")
    repo.close()
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 100)
    before = (data / "verbatim.db").read_bytes()
    out = _cli("restore", "--data-dir", str(data), str(bad))
    assert out.returncode == 2 and "cannot be restored" in out.stderr
    assert (data / "verbatim.db").read_bytes() == before


def test_cli_restore_of_a_later_releases_backup_names_it_and_changes_nothing(
    tmp_path: Path,
) -> None:
    """A backup a later Verbatim made (a format this one does not read) is
    refused naming that release, as its store is (issue 42)."""
    data, later = tmp_path / "data", tmp_path / "later"
    open_store(data).close()
    repo = open_store(later)
    backup = take_backup(repo.db, later, DAILY)
    repo.close()
    with sqlite3.connect(backup) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        conn.execute(f"PRAGMA application_id = {release_id('0.12.0')}")
    conn.close()
    before = (data / "verbatim.db").read_bytes()
    out = _cli("restore", "--data-dir", str(data), str(backup))
    assert out.returncode == 2, out.stderr
    assert "made by Verbatim 0.12.0" in out.stderr and "Nothing was changed" in out.stderr
    assert (data / "verbatim.db").read_bytes() == before


def test_a_restore_asked_for_by_the_window_happens_at_the_next_start(tmp_path: Path) -> None:
    store = open_owned_store(tmp_path)
    repo = store.repo
    cid = repo.create_conversation(title="Then").id
    user(repo, cid, "as it was")
    path = take_backup(repo.db, tmp_path, DAILY)
    repo.rename_conversation(cid, "Now")
    request_restore(tmp_path, path)
    store.close()
    store = open_owned_store(tmp_path)
    try:
        assert [c.title for c in store.repo.list_conversations()] == ["Then"]
        assert any("Restored the backup" in n for n in store.repo.notices)
    finally:
        store.close()
    store = open_owned_store(tmp_path)  # asked once: not again
    assert not any("Restored" in n for n in store.repo.notices)
    store.close()


def test_the_import_command_takes_a_backup_first(tmp_path: Path) -> None:
    from tests.exports import branching_chatgpt, chatgpt_zip

    data = tmp_path / "data"
    path = chatgpt_zip(tmp_path / "e.zip", [branching_chatgpt().export()])
    assert _cli("import", "--data-dir", str(data), str(path)).returncode == 0
    assert [b.kind for b in backups(data)] == [BEFORE_IMPORT]


def test_a_copy_killed_midway_is_removed_by_the_next_backup(tmp_path: Path) -> None:
    """Issue 37, hole 12: a backup killed mid-copy left its `…-daily.part`
    (58 MB) for ever; pruning looked only at `*.db`. The next backup, as
    `verbatim backup` and the window take it, removes it."""
    data = tmp_path / "data"
    repo = open_store(data)
    repo.create_conversation(title="kept")
    first = take_backup(repo.db, data, DAILY, datetime.now(UTC) - timedelta(days=1))
    repo.close()
    killed = first.with_name("verbatim-20250101-030000-daily.part")
    killed.write_bytes(first.read_bytes()[: first.stat().st_size // 2])  # as a kill leaves it
    out = _cli("backup", "--data-dir", str(data))
    assert out.returncode == 0, out.stderr
    assert not killed.exists()
    assert sorted(p.suffix for p in (data / "backups").iterdir()) == [".db", ".db"]
