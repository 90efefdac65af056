"""One owner per data folder, damaged files and hostile imports (issue 10).

Real processes on real SQLite files: a streaming owner (the crash driver,
which opens the store as the window does), `verbatim export` and `import`
as a backup script would run them, second windows, SIGKILL.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.devserver import demo_text
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Role, Status
from desktop.session.lock import LOCK_NAME, DataFolderLock, is_locked
from desktop.store.db import DB_NAME, open_store
from desktop.store.exchange.transfer import export_json, import_json
from tests.crash.turn_driver import RATE, TOKENS

ROOT = Path(__file__).parents[2]
DRIVER = ROOT / "tests" / "crash" / "turn_driver.py"
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=ENV,
    )


def lines(path: Path) -> list[str]:
    text = path.read_text() if path.exists() else ""
    return [line for line in text.split("\n")[:-1] if line]


def start_driver(data: Path, progress: Path, seed: int = 3) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen(
        [sys.executable, str(DRIVER), str(data), str(progress), str(seed), "question"], env=ENV
    )
    deadline = time.monotonic() + 30
    while not any(x.startswith("delivered") for x in lines(progress)):
        assert proc.poll() is None and time.monotonic() < deadline
        time.sleep(0.01)
    return proc


def wait_for_checkpoint(data: Path, longer_than: int) -> None:
    """Until the streaming answer's checkpoints on disk hold more than
    `longer_than` characters (read as another process would; the test's
    timeout bounds the wait)."""
    while True:
        conn = sqlite3.connect(f"file:{data / DB_NAME}?mode=ro", uri=True)
        try:
            held = conn.execute("SELECT coalesce(sum(length(text)), 0) FROM piece").fetchone()[0]
        except sqlite3.OperationalError:  # not created yet
            held = 0
        finally:
            conn.close()
        if held > longer_than:
            return
        time.sleep(0.02)


def delivered(progress: Path) -> int:
    return max([int(x.split()[1]) for x in lines(progress) if x.startswith("delivered")] or [0])


# --------------------------------------------------------------- one owner
def test_export_while_an_answer_streams_changes_nothing_and_loses_nothing(
    tmp_path: Path,
) -> None:
    """Item 1: export recovered the live answer as interrupted, orphaning every
    later checkpoint (3,021 of 5,009 shown characters lost after a kill)."""
    data, progress = tmp_path / "data", tmp_path / "progress"
    proc = start_driver(data, progress)
    try:
        wait_for_checkpoint(data, longer_than=0)
        out = cli("export", "--data-dir", str(data))
        assert out.returncode == 0, out.stderr
        exported = json.loads(out.stdout)["conversations"][0]["messages"]
        answer = next(m for m in exported if m["role"] == "assistant")
        assert answer["status"] == "streaming"  # shown as what it is
        assert answer["content"] and demo_text(TOKENS, 3).startswith(answer["content"])
        refused = cli("import", "--data-dir", str(data), str(tmp_path / "none.json"))
        wait_for_checkpoint(data, longer_than=len(answer["content"]))  # it goes on
        shown = delivered(progress)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert refused.returncode in (2, 3)
    repo = open_store(data)
    try:
        assert repo.integrity_check() == "ok"
        kept = next(
            m
            for c in repo.list_conversations()
            for m in repo.messages(c.id)
            if m.role is Role.ASSISTANT
        )
        assert kept.status is Status.INTERRUPTED
        lost = shown - len(kept.content)
        assert lost <= (len(demo_text(TOKENS, 3)) / (TOKENS / RATE)) * 0.2, lost  # P6 interval
        assert len(kept.content) > len(answer["content"])  # checkpoints after the export kept
    finally:
        repo.close()


def test_import_while_the_folder_is_owned_is_refused_in_words(tmp_path: Path) -> None:
    export = tmp_path / "one.json"
    export.write_text(json.dumps({"format": "verbatim-export", "version": 1, "conversations": []}))
    with DataFolderLock(tmp_path):
        out = cli("import", "--data-dir", str(tmp_path), str(export))
    assert out.returncode == 3
    assert "already open" in out.stderr and "Nothing was changed" in out.stderr
    assert cli("import", "--data-dir", str(tmp_path), str(export)).returncode == 0


def test_a_lock_left_by_a_killed_owner_is_taken_over(tmp_path: Path) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; "
            "from desktop.session.lock import DataFolderLock; "
            "lock = DataFolderLock(Path(sys.argv[1])); lock.acquire(); print('held', flush=True); "
            "time.sleep(600)",
            str(tmp_path),
        ],
        env=ENV,
        stdout=subprocess.PIPE,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == b"held"
    assert is_locked(tmp_path)
    with pytest.raises(StoreError) as refused:
        DataFolderLock(tmp_path).acquire()
    assert refused.value.kind is StoreErrorKind.LOCKED
    assert str(holder.pid) in refused.value.message
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    holder.stdout.close()
    assert (tmp_path / LOCK_NAME).exists()  # the stale file is still there...
    with DataFolderLock(tmp_path) as lock:  # ...and taken over safely
        assert lock.held


@pytest.mark.timeout(90)
def test_a_second_window_hands_over_to_the_first_and_exits(tmp_path: Path) -> None:
    args = [sys.executable, "-m", "desktop", "--data-dir", str(tmp_path)]
    first = subprocess.Popen(args, env=ENV)
    try:
        log = tmp_path / "logs" / "verbatim.log"
        while not (log.exists() and "window ready" in log.read_text()):
            assert first.poll() is None
            time.sleep(0.05)  # polling the log; the test's timeout bounds it
        second = subprocess.run(args, env=ENV, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stdout + second.stderr
        logged = (tmp_path / "logs" / "verbatim.log").read_text()
        assert "a second launch brought the window to the front" in logged
        assert "handed over to the window already open" in logged
        assert first.poll() is None  # the first window is still there
    finally:
        first.send_signal(signal.SIGTERM)
        assert first.wait(30) == 0
    assert not is_locked(tmp_path)


# ----------------------------------------------------------- damaged files
def _damaged(folder: Path) -> bytes:
    repo = open_store(folder)
    repo.create_conversation(title="precious")
    repo.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    repo.close()
    path = folder / DB_NAME
    blob = bytearray(path.read_bytes())
    blob[100:4096] = os.urandom(3996)  # a bit-flipped first page
    path.write_bytes(bytes(blob))
    return bytes(blob)


def test_export_of_a_damaged_database_fails_and_moves_nothing(tmp_path: Path) -> None:
    """Item 3: export moved the file aside and exited 0 with nothing."""
    before = _damaged(tmp_path)
    out = cli("export", "--data-dir", str(tmp_path))
    assert out.returncode != 0 and out.stdout == ""
    assert "damaged" in out.stderr and "Nothing was changed" in out.stderr
    assert (tmp_path / DB_NAME).read_bytes() == before
    assert not list(tmp_path.glob("*.corrupt*"))
    imported = tmp_path / "x.json"
    imported.write_text(
        json.dumps({"format": "verbatim-export", "version": 1, "conversations": []})
    )
    out = cli("import", "--data-dir", str(tmp_path), str(imported))
    assert out.returncode != 0 and "damaged" in out.stderr
    assert (tmp_path / DB_NAME).read_bytes() == before
    # The owner (the window) repairs, and says where the damaged copy is.
    repo = open_store(tmp_path)
    try:
        moved = list(tmp_path.glob("*.corrupt"))
        assert len(moved) == 1 and any(str(moved[0]) in n for n in repo.notices)
    finally:
        repo.close()


# ---------------------------------------------------------- hostile imports
def _export_with(messages: list[dict[str, object]], **conversation: object) -> str:
    c = {"id": "c1", "title": "t", "messages": messages, **conversation}
    return json.dumps({"format": "verbatim-export", "version": 1, "conversations": [c]})


def _m(mid: str, parent: str | None, **extra: object) -> dict[str, object]:
    return {
        "id": mid,
        "parent_id": parent,
        "role": "user",
        "content": "x",
        "status": "complete",
        **extra,
    }


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (_export_with([_m("a", "b"), _m("b", "a")]), "answer each other in a loop"),
        (_export_with([_m("a", "a")]), "answer each other in a loop"),
        (_export_with([_m("a", "ghost")]), "which is not there"),
        (_export_with([_m("a", None), _m("a", None)]), "two messages with the id"),
        (_export_with([_m("a", None, content=5)]), "message 1 of conversation 1 has a text"),
        (_export_with([_m("a", None)], title=["no"]), "conversation 1 has a title"),
        (_export_with([_m("a", None, usage={"prompt_tokens": "9"})]), "token counts"),
        (_export_with([_m("a", None)], branch=["zz"]), "shown branch names a message"),
        (_export_with([_m("a", None, content="x" * (10 * 1024 * 1024 + 1))]), "the limit is"),
        (
            _export_with(["not an object"]),  # type: ignore[list-item]  # on purpose
            "message 1 of conversation 1 is not an object",
        ),
    ],
)
def test_a_hostile_import_is_refused_with_where_and_nothing_is_written(
    tmp_path: Path, text: str, says: str
) -> None:
    repo = open_store(tmp_path)
    try:
        with pytest.raises(StoreError) as refused:
            import_json(repo, text)
        assert says in refused.value.message and "Nothing was changed" in refused.value.message
        assert repo.count_conversations() == 0 and repo.count_messages() == 0
    finally:
        repo.close()


@pytest.mark.timeout(30)
def test_a_parent_cycle_already_in_the_database_never_hangs(tmp_path: Path) -> None:
    """A cycle written by an older version or another tool: export and
    opening the conversation must end."""
    repo = open_store(tmp_path)
    import_json(repo, _export_with([_m("a", None), _m("b", "a")], branch=["a", "b"]))
    repo.close()
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("UPDATE message SET parent_id = 'b' WHERE id = 'a'")
    conn.close()
    repo = open_store(tmp_path)
    try:
        assert len(repo.branch_ids("c1")) <= 3
        assert repo.latest_leaf("a").id in ("a", "b")
        assert export_json(repo)["conversations"][0]["id"] == "c1"
    finally:
        repo.close()
    assert cli("export", "--data-dir", str(tmp_path), "--format", "markdown").returncode == 0


def test_an_import_of_many_conversations_is_one_transaction(tmp_path: Path) -> None:
    conversations = [
        {"id": f"c{i}", "title": f"t{i}", "messages": [_m(f"m{i}", None)], "branch": [f"m{i}"]}
        for i in range(1_000)
    ]
    good = {"format": "verbatim-export", "version": 1, "conversations": conversations}
    bad = {**good, "conversations": [*conversations, {"id": "broken", "messages": [_m("q", "z")]}]}
    repo = open_store(tmp_path)
    try:
        with pytest.raises(StoreError):
            import_json(repo, json.dumps(bad))
        assert repo.count_conversations() == 0  # all or nothing
        started = time.perf_counter()
        assert import_json(repo, json.dumps(good)) == (1_000, 1_000)
        print(f"\n1,000 conversations imported in {time.perf_counter() - started:.1f} s")
    finally:
        repo.close()


# ---------------------------------------------------------------- settings
@pytest.mark.heavy
def test_the_settings_file_is_not_rewritten_at_start(tmp_path: Path) -> None:
    """Item 8: a newer or corrupt settings file was promised to be left alone."""
    config = tmp_path / "config"
    config.mkdir()
    for content in ('{"version": 99, "theme": "from the future"}', "{not json", '{"version": 1}'):
        (config / "settings.json").write_text(content)
        out = cli("--data-dir", str(tmp_path), "--self-test")
        assert out.returncode == 0, out.stdout + out.stderr
        assert (config / "settings.json").read_text() == content


def test_a_journal_deleted_after_a_crash_is_reported_honestly(tmp_path: Path) -> None:
    """Item 5: a deleted -wal lost the newest commits without a word."""
    from desktop.session.owner import open_owned_store

    writer = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from pathlib import Path; "
            "from desktop.session.owner import open_owned_store; "
            "store = open_owned_store(Path(sys.argv[1])); "
            "store.repo.create_conversation(title='newest'); print('written', flush=True); "
            "time.sleep(600)",
            str(tmp_path),
        ],
        env=ENV,
        stdout=subprocess.PIPE,
    )
    assert writer.stdout is not None and writer.stdout.readline().strip() == b"written"
    writer.send_signal(signal.SIGKILL)  # a crash: the journal holds the newest commit
    writer.wait()
    writer.stdout.close()
    (tmp_path / f"{DB_NAME}-wal").unlink()  # and then somebody deletes it
    store = open_owned_store(tmp_path)
    try:
        notices = store.repo.notices
        assert notices and "journal file" in notices[0] and "missing" in notices[0]
        assert not any("updated" in n for n in notices)
    finally:
        store.close()
    clean = open_owned_store(tmp_path)  # after a clean close, no alarm
    try:
        assert not any("journal" in n for n in clean.repo.notices)
    finally:
        clean.close()
