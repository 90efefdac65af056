"""The store against real SQLite files (PERSISTENCE.md P1-P7, P15-P18)."""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

import desktop
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Message, Role, Status, new_id
from desktop.store.db import DB_NAME, open_store
from desktop.store.schema import SCHEMA_VERSION
from desktop.store.written_by import release_id, release_of, written_by
from tests.helpers import assistant, present, user


@pytest.fixture
def repo(tmp_path: Path):  # type: ignore[no-untyped-def]
    r = open_store(tmp_path)
    yield r
    r.close()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_p1_ids_are_client_made_and_address_every_write(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    mid = new_id()
    repo.add_message(Message(id=mid, conversation_id=c.id, role=Role.USER, content="a"))
    stored = repo.get_message(mid)
    assert stored is not None and stored.id == mid
    repo.add_message(Message(id=mid, conversation_id=c.id, role=Role.USER, content="a, edited"))
    assert repo.get_message(mid).content == "a, edited"


def test_p2_writing_the_same_message_twice_gives_one_row(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    m = Message(id=new_id(), conversation_id=c.id, role=Role.USER, content="hi")
    first = repo.add_message(m)
    second = repo.add_message(m)
    assert repo.count_messages(c.id) == 1
    assert first.seq == second.seq


def test_p3_order_comes_from_sequence_not_clock(repo) -> None:  # type: ignore[no-untyped-def]
    from datetime import UTC, datetime

    c = repo.create_conversation()
    late = Message(
        id=new_id(),
        conversation_id=c.id,
        role=Role.USER,
        content="stored first, clock says 2099",
        created_at=datetime(2099, 1, 1, tzinfo=UTC),
    )
    early = Message(
        id=new_id(),
        conversation_id=c.id,
        role=Role.USER,
        content="stored second, clock says 1999",
        created_at=datetime(1999, 1, 1, tzinfo=UTC),
    )
    repo.add_message(late)
    repo.add_message(early)
    seqs = [m.seq for m in repo.messages(c.id)]
    assert [m.id for m in repo.messages(c.id)] == [late.id, early.id]
    assert seqs == sorted(seqs) and len(set(seqs)) == 2


def test_p4_consecutive_user_messages_stay_two(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    a = user(repo, c.id, "first question")
    b = user(repo, c.id, "second question", parent=a.id)
    repo.set_tip(c.id, b.id)
    assert [m.content for m in repo.branch(c.id)] == ["first question", "second question"]
    assert repo.count_messages(c.id) == 2


def test_p6_stream_is_one_message_and_pieces_fold(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    u = user(repo, c.id, "q")
    a = assistant(repo, c.id, "", u.id, Status.STREAMING)
    for piece in ["Hel", "lo", " ", "wörld", " \u2028 ok"]:
        repo.journal.append_piece(a.id, piece)
    assert repo.get_message(a.id).content == "Hello wörld \u2028 ok"
    final = repo.finalize_message(a.id, Status.COMPLETE)
    assert final.content == "Hello wörld \u2028 ok" and final.status is Status.COMPLETE
    assert repo.count_messages(c.id) == 2  # five chunks, one message
    assert repo.db.execute_sql("SELECT count(*) FROM piece").fetchone()[0] == 0


def test_p6_checkpoint_cost_is_linear(repo) -> None:  # type: ignore[no-untyped-def]
    """Each append writes only the new piece: bytes written per append do not
    grow with the reply (a rewrite of the whole text would)."""
    c = repo.create_conversation()
    a = assistant(repo, c.id, "", None, Status.STREAMING)
    conn = repo.db.connection()
    before = conn.total_changes
    piece = "x" * 40
    for _ in range(2000):
        repo.journal.append_piece(a.id, piece)
    rows = repo.db.execute_sql("SELECT max(length(text)) FROM piece").fetchone()[0]
    assert rows == len(piece)  # no row holds the growing text
    assert conn.total_changes - before == 2000  # one row inserted per append, no rewrites


def test_p7_streaming_message_recovered_as_interrupted_on_open(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    c = repo.create_conversation()
    a = assistant(repo, c.id, "", None, Status.STREAMING)
    repo.journal.append_piece(a.id, "partial ", "thinking ")
    repo.journal.append_piece(a.id, "answer")
    repo.close()
    reopened = open_store(tmp_path)
    assert reopened.recovered_count == 1
    got = present(reopened.get_message(a.id))
    assert got.status is Status.INTERRUPTED
    assert got.content == "partial answer" and got.reasoning == "thinking "
    reopened.close()


def test_p8_finalize_with_displayed_text_stores_exactly_that(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    a = assistant(repo, c.id, "", None, Status.STREAMING)
    repo.journal.append_piece(a.id, "shown ")
    final = repo.finalize_message(a.id, Status.INTERRUPTED, content="shown and more shown")
    assert final.content == "shown and more shown"


def test_p15_integrity_ok_and_failed_transaction_leaves_previous_state(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation(title="before")
    with pytest.raises(RuntimeError), repo.db.atomic():
        repo.rename_conversation(c.id, "half-written")
        raise RuntimeError("crash mid-write")
    assert repo.get_conversation(c.id).title == "before"
    assert repo.integrity_check() == "ok"
    assert repo.db.execute_sql("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_p16_metadata_and_content_updates_do_not_undo_each_other(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation(title="old title")
    u = user(repo, c.id, "q")
    a = assistant(repo, c.id, "", u.id, Status.STREAMING)
    repo.journal.append_piece(a.id, "text")
    repo.rename_conversation(c.id, "new title")  # metadata written mid-stream
    repo.set_pinned(c.id, True)
    repo.finalize_message(a.id, Status.COMPLETE)
    conv = repo.get_conversation(c.id)
    assert conv.title == "new title" and conv.pinned
    assert repo.get_message(a.id).content == "text"
    assert repo.get_message(u.id).content == "q"


def test_p17_disk_full_is_reported_in_plain_words_and_nothing_is_counted_done(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    a = assistant(repo, c.id, "", None, Status.STREAMING)
    pages = repo.db.execute_sql("PRAGMA page_count").fetchone()[0]
    repo.db.execute_sql(f"PRAGMA max_page_count = {pages}")  # a real SQLITE_FULL
    with pytest.raises(StoreError) as info:
        for _ in range(500):
            repo.journal.append_piece(a.id, "y" * 4000)
    assert info.value.kind is StoreErrorKind.WRITE
    assert "disk is full" in str(info.value)
    repo.db.execute_sql("PRAGMA max_page_count = 1073741823")
    repo.journal.append_piece(a.id, "after retry")
    assert repo.get_message(a.id).content.endswith("after retry")


def test_p17_read_only_database_is_reported_in_plain_words(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    repo.db.execute_sql("PRAGMA query_only = 1")  # SQLite refuses writes as on a read-only file
    with pytest.raises(StoreError) as info:
        repo.rename_conversation(c.id, "x")
    assert "read-only" in str(info.value)
    repo.db.execute_sql("PRAGMA query_only = 0")


def test_p18_newer_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        conn.execute("PRAGMA application_id = 0")  # no release named (none before 0.11.0)
    conn.close()
    before = _digest(path)
    with pytest.raises(StoreError) as info:
        open_store(tmp_path)
    assert info.value.kind is StoreErrorKind.NEWER
    assert "newer version of Verbatim" in str(info.value)
    assert _digest(path) == before


def _written_by_a_later_release(data: Path, release: str) -> Path:
    """A store as a later release leaves it: this one's store, then that
    release's format (one more) and its number in the header."""
    repo = open_store(data)
    user(repo, repo.create_conversation(title="Kept").id, "do not lose me")
    repo.close()
    path = data / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        conn.execute(f"PRAGMA application_id = {release_id(release)}")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return path


def _folder(data: Path) -> dict[str, str]:
    """Every file's digest, but SQLite's own sidecars: reading a WAL store,
    even read-only, leaves an empty journal and its index beside it."""
    wal = data / (DB_NAME + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0  # nothing written
    return {
        p.name: _digest(p) if p.is_file() else "folder"
        for p in data.iterdir()
        if not p.name.endswith(("-wal", "-shm"))
    }


def test_p18_a_store_keeps_the_release_that_last_wrote_it(tmp_path: Path) -> None:
    open_store(tmp_path).close()
    assert written_by(tmp_path / DB_NAME) == desktop.__version__
    path = _written_by_a_later_release(tmp_path / "later", "0.99.0")
    assert written_by(path) == "0.99.0"
    assert release_of(release_id("12.345.678")) == "12.345.678"
    assert release_id("0.12") == release_id("1.2.3.4") == release_id("9" * 20 + ".0.0") == 0


def test_p18_going_back_to_an_older_release_is_refused_naming_the_newer(
    tmp_path: Path,
) -> None:
    """Installing an earlier Verbatim over a later one (issue 42): its store
    is refused in a sentence that names the release that wrote it, and
    nothing in the data folder changes, by the window's opening or a command."""
    path = _written_by_a_later_release(tmp_path, "0.99.0")
    before = _folder(tmp_path)
    with pytest.raises(StoreError) as info:
        open_store(tmp_path)
    said = str(info.value)
    assert info.value.kind is StoreErrorKind.NEWER
    assert "written by Verbatim 0.99.0" in said and f"this Verbatim {desktop.__version__}" in said
    assert "Install Verbatim 0.99.0 or later" in said and "has not been changed" in said
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "export", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode != 0 and "written by Verbatim 0.99.0" in out.stderr, out.stderr
    assert _folder(tmp_path) == before and written_by(path) == "0.99.0"


def test_p18_migration_takes_a_backup_first(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE legacy(x)")
        conn.execute("INSERT INTO legacy VALUES (42)")
    conn.close()
    repo = open_store(tmp_path)
    backups = list(tmp_path.glob("verbatim.db.v0.*.bak"))
    assert len(backups) == 1
    with sqlite3.connect(backups[0]) as conn:
        assert conn.execute("SELECT x FROM legacy").fetchone() == (42,)
    conn.close()  # the context manager commits; it does not close (3.13 warns)
    assert any("copy of the old one" in n for n in repo.notices)
    assert repo.db.execute_sql("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    repo.close()


def test_corrupt_database_is_moved_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    garbage = b"this is not an sqlite database at all" * 100
    path.write_bytes(garbage)
    repo = open_store(tmp_path)
    kept = list(tmp_path.glob("verbatim.db.*.corrupt"))
    assert len(kept) == 1 and kept[0].read_bytes() == garbage
    assert "damaged" in repo.notices[0] and "Nothing was deleted" in repo.notices[0]
    assert repo.count_conversations() == 0
    repo.close()


def test_unusable_data_folder_gives_a_clear_message(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreError) as info:
        open_store(blocker / "data")
    assert "cannot create its data folder" in str(info.value)
    (tmp_path / "d" / DB_NAME).mkdir(parents=True)
    with pytest.raises(StoreError) as info2:
        open_store(tmp_path / "d")
    assert "found a folder" in str(info2.value)


def test_branches_siblings_and_latest_leaf(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation()
    u = user(repo, c.id, "q")
    a1 = assistant(repo, c.id, "one", u.id)
    a2 = assistant(repo, c.id, "two", u.id)
    u2 = user(repo, c.id, "follow-up", a2.id)
    assert [m.id for m in repo.siblings(a1.id)] == [a1.id, a2.id]
    assert repo.latest_leaf(u.id).id == u2.id
    repo.set_tip(c.id, a1.id)
    assert [m.id for m in repo.branch(c.id)] == [u.id, a1.id]
    repo.delete_message(a2.id)
    assert repo.get_message(u2.id) is None and repo.get_message(a1.id) is not None


def test_search_finds_words_with_snippets_and_ignores_operators(repo) -> None:  # type: ignore[no-untyped-def]
    c = repo.create_conversation(title="Cooking")
    user(repo, c.id, "How long should I boil an egg?")
    user(repo, c.id, "Tell me about pasta")
    hits = repo.search("boil egg")
    assert len(hits) == 1 and hits[0].title == "Cooking"
    assert "boil" in hits[0].plain_snippet
    assert repo.search('NEAR("x" OR') == []  # FTS syntax in input is plain text
    assert len(repo.search("past")) == 1  # prefix while typing


def test_conversations_list_pinned_first_then_newest(repo) -> None:  # type: ignore[no-untyped-def]
    a = repo.create_conversation(title="a")
    b = repo.create_conversation(title="b")
    user(repo, a.id, "bump a")
    repo.set_pinned(b.id, True)
    assert [c.title for c in repo.list_conversations()] == ["b", "a"]


def test_the_early_check_finds_what_the_check_at_opening_finds(tmp_path: Path) -> None:
    """Issue 28: the health check started before Qt loads (store/probe.py)
    decides as the check at opening did: a damaged file is kept aside, a
    newer one refused untouched, a healthy one opened; its result is used
    once, and an unstarted or failed check runs again at opening."""
    from desktop.store.probe import _early, check_early

    damaged, newer, healthy = tmp_path / "damaged", tmp_path / "newer", tmp_path / "healthy"
    damaged.mkdir()
    (damaged / DB_NAME).write_bytes(b"not a database " * 300)
    test_p18_newer_database_is_refused_and_left_untouched(newer)  # leaves a newer file
    open_store(healthy).close()
    for folder in (damaged, newer, healthy):
        check_early(folder)
        assert folder / DB_NAME in _early  # started, for the opening to take
    repo = open_store(damaged)
    assert len(list(damaged.glob("verbatim.db.*.corrupt"))) == 1 and "damaged" in repo.notices[0]
    repo.close()
    with pytest.raises(StoreError) as info:
        open_store(newer)
    assert info.value.kind is StoreErrorKind.NEWER
    repo = open_store(healthy)
    assert repo.notices == [] and not _early  # each result taken once
    repo.close()
    check_early(tmp_path / "no store yet")  # nothing to check: nothing started
    assert not _early
