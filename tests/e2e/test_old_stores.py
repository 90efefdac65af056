"""Every store an earlier release wrote opens in today's Verbatim, whole
(issue 23), through each door a person uses from the command line: export,
backup, restore, import into it, and sync. (The window's door:
tests/ui/test_old_stores_window.py.)

Each store was written by the old release's own code, and its `export.json`
by that release's own `verbatim export`: what came out then must come out
now, message by message.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from desktop.cli import main
from desktop.store.migrations import SCHEMA_VERSION
from tests.e2e.conftest import fill_disk
from tests.old_stores import (
    FIXTURES,
    OLD_STORES,
    copy_store,
    differences,
    message_count,
    old_export,
)


def _export(folder: Path, out: Path) -> dict[str, Any]:
    assert main(["export", "--data-dir", str(folder), "--format", "json", "-o", str(out)]) == 0
    data: dict[str, Any] = json.loads(out.read_text("utf-8"))
    return data


def _format(db: Path) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("name", OLD_STORES)
def test_an_old_store_comes_through_every_door_whole(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old = old_export(name)
    store = copy_store(name, tmp_path / "store")
    db = store / "verbatim.db"
    written_format = _format(db)

    # Export reads a snapshot: everything the old release exported, and the
    # old file itself left as it was (the old release can still open it).
    before = {p.name: p.read_bytes() for p in store.glob("verbatim.db*")}
    exported = _export(store, tmp_path / "export.json")
    assert differences(exported, old) == []
    assert {p.name: p.read_bytes() for p in store.glob("verbatim.db*")} == before

    # Restore: the old file, kept as a backup, put back into an empty folder.
    restored = tmp_path / "restored"
    restored.mkdir()
    assert main(["restore", "--data-dir", str(restored), str(db)]) == 0
    capsys.readouterr()
    assert differences(_export(restored, tmp_path / "restored.json"), old) == []

    # Backup: the owner opens the store (migrating it, recovering a crash),
    # then copies it; the copy holds everything.
    assert main(["backup", "--data-dir", str(store)]) == 0
    assert _format(db) == SCHEMA_VERSION >= written_format  # today's, or upgraded to it
    copy = Path(capsys.readouterr().out.strip().removeprefix("Backed up to "))
    from_backup = tmp_path / "from-backup"
    from_backup.mkdir()
    (from_backup / "verbatim.db").write_bytes(copy.read_bytes())
    assert differences(_export(from_backup, tmp_path / "backup.json"), old) == []

    # Import into it: its own old export adds nothing; another release's adds all.
    assert main(["import", "--data-dir", str(store), str(tmp_path / "export.json")]) == 0
    assert "Imported 0 conversations and 0 messages" in capsys.readouterr().out
    other = next(n for n in OLD_STORES if n != name and "crashed" not in n)
    other_file = tmp_path / "other.json"
    other_file.write_text(json.dumps(old_export(other)), "utf-8")
    assert main(["import", "--data-dir", str(store), str(other_file)]) == 0
    said = capsys.readouterr().out
    assert f"and {message_count(old_export(other)):,} messages;" in said, said
    after = _export(store, tmp_path / "after-import.json")
    assert differences(after, old) == []
    assert differences(after, old_export(other)) == []

    # Sync to a new folder: a new device there receives everything, whole (a
    # store that synced elsewhere before starts afresh on a new target).
    folder = tmp_path / "sync"
    assert main(["sync", "--data-dir", str(store), "--folder", str(folder)]) == 0
    device = tmp_path / "device-2"
    assert main(["sync", "--data-dir", str(device), "--folder", str(folder)]) == 0
    assert "verbatim:" not in capsys.readouterr().err
    received = _export(device, tmp_path / "device-2.json")
    assert differences(received, old, loose=frozenset({"branch"})) == []
    assert differences(received, old_export(other), loose=frozenset({"branch"})) == []
    statuses = Counter(m["status"] for c in old["conversations"] for m in c["messages"])
    with capsys.disabled():  # a line per store for the record (seen with -s, one worker)
        print(
            f"\n{name}: format {written_format} -> {SCHEMA_VERSION}, "
            f"{len(old['conversations'])} conversations, {message_count(old)} messages "
            f"({', '.join(f'{k} {v}' for k, v in sorted(statuses.items()))}): export, restore, "
            "backup, import and sync each equal the old release's own export"
        )


@pytest.mark.parametrize("name", ["ed7f387-v1", "59f9d3f-v7"])
def test_an_update_on_a_full_disk_says_so_and_loses_nothing(
    name: str, tiny_disk: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A real full disk at every point of the update, from the copy it takes
    first to the last step: a sentence, exit 2, and once space is back the
    store opens whole. (The rollback error used to hide the disk's own.)"""
    old = old_export(name)
    size = (FIXTURES / name / "verbatim.db").stat().st_size
    outcomes = set()
    for leave in range(size // 2, 6 * size, size // 4):
        for path in tiny_disk.iterdir():
            shutil.rmtree(path) if path.is_dir() else path.unlink()
        copy_store(name, tiny_disk)
        filler = fill_disk(tiny_disk, leave)
        code = main(["backup", "--data-dir", str(tiny_disk)])
        said = capsys.readouterr()
        assert "Traceback" not in said.out + said.err
        if code == 2:
            assert "full" in said.err, said.err
            assert "Nothing was" in said.err, said.err
            outcomes.add(said.err.split("(")[0])
        else:
            assert code == 0, said.err
            outcomes.add("updated")
        filler.unlink()
        assert differences(_export(tiny_disk, tmp_path / "after.json"), old) == [], leave
        assert main(["backup", "--data-dir", str(tiny_disk)]) == 0
        assert _format(tiny_disk / "verbatim.db") == SCHEMA_VERSION
        capsys.readouterr()
    # The sweep reached each kind of end: no room for the copy, a failed
    # step put back (or left as the failed step found it), and success.
    assert len(outcomes) >= 3, outcomes
