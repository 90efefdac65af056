"""Everything Verbatim writes is private to the person's account (issue 24,
hole 9): the data folder 0700, and the database with its journal, backups,
settings, logs, tool output and this device's change files 0600. Before,
the folder was 755 and the files 644: any other account could read every
conversation. An installation made before is fixed when it is opened."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from desktop.cli import main as cli
from desktop.devserver import Reply
from desktop.domain.messages import Status
from tests.old_stores import copy_store
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter


def _modes(folder: Path) -> dict[str, str]:
    """Every folder and file under `folder` (itself included) with its mode."""
    found = {".": oct(stat.S_IMODE(folder.stat().st_mode))}
    for path in folder.rglob("*"):
        found[str(path.relative_to(folder))] = oct(stat.S_IMODE(path.lstat().st_mode))
    return found


def _not_private(folder: Path) -> dict[str, str]:
    return {
        name: mode
        for name, mode in _modes(folder).items()
        if mode != ("0o700" if (folder / name).is_dir() else "0o600")
    }


def test_a_new_installation_is_private_to_its_account(harness: Harness, tmp_path: Path) -> None:
    assert os.umask(0o022) == 0o022  # the usual umask: what made everything 644 before
    window = harness.open()
    harness.server.script(Reply(tokens=5))
    type_and_enter(harness, window, "a private question")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    assert _not_private(harness.data) == {}  # live: the database, its -wal and -shm
    harness.close(window)
    shared = tmp_path.parent / f"{tmp_path.name}-shared"  # the data folder is tmp_path
    assert cli(["backup", "--data-dir", str(harness.data)]) == 0
    assert cli(["sync", "--data-dir", str(harness.data), "--folder", str(shared)]) == 0
    written = _modes(harness.data)
    assert any(name.startswith("backups/") for name in written)
    assert "config/settings.json" in written  # the log: tests/e2e/test_app_process.py
    assert _not_private(harness.data) == {}
    mine = next((shared / "verbatim-sync").iterdir())
    assert _not_private(mine) == {}  # this device's change files


def test_an_installation_made_before_is_made_private_when_opened(
    harness: Harness, tmp_path: Path
) -> None:
    copy_store("59f9d3f-v7", harness.data)
    for folder, files in (("backups", ["verbatim-20261101-daily.db"]), ("logs", ["verbatim.log"])):
        (harness.data / folder).mkdir()
        for name in files:
            (harness.data / folder / name).write_bytes(b"old")
    (harness.data / "config").mkdir()
    (harness.data / "config" / "settings.json").write_text("{}")
    for path in [harness.data, *harness.data.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)  # as 59f9d3f left them
    (harness.data / "notes-of-mine.txt").write_text("not Verbatim's")
    (harness.data / "notes-of-mine.txt").chmod(0o644)
    window = harness.open()
    assert window.sidebar.model.conversation_count() == 8
    assert _not_private(harness.data) == {"notes-of-mine.txt": "0o644"}  # only its own
    harness.close(window)
