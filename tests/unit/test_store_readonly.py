"""A read-only data folder, for real. Root ignores file permissions, so as
root the child runs in its own mount namespace where the folder is a
read-only bind mount (as on a read-only disk); otherwise chmod does it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from desktop.store.db import DB_NAME, open_store
from tests.helpers import user

ROOT = Path(__file__).parents[2]
CHILD = """
import sys
from pathlib import Path
from desktop.store.db import open_store
from desktop.store.errors import StoreError
try:
    open_store(Path(sys.argv[1]))
except StoreError as exc:
    print(exc)
    sys.exit(3)
print("opened")
"""


READ_ONLY_MOUNT = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && exec "$@"'


def _read_only(folder: Path, command: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return command
    probe = subprocess.run(
        ["unshare", "--mount", "--propagation", "private", "true"], capture_output=True, text=True
    )
    if probe.returncode != 0:  # inside a chroot, for example
        pytest.skip(f"root, but no private mount namespace here: {probe.stderr.strip()}")
    return [
        "unshare",
        "--mount",
        "--propagation",
        "private",
        "sh",
        "-c",
        READ_ONLY_MOUNT,
        str(folder),
        *command,
    ]


def test_read_only_data_folder_is_refused_in_plain_words_and_loses_nothing() -> None:
    with precious_read_only_folder() as folder:
        before = (folder / DB_NAME).read_bytes()
        out = subprocess.run(
            _read_only(folder, [sys.executable, "-c", CHILD, str(folder)]),
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert out.returncode == 3, out.stdout + out.stderr
        assert "Check that the folder is writable" in out.stdout
        assert str(folder) in out.stdout
        assert (folder / DB_NAME).read_bytes() == before  # nothing lost, nothing changed


@contextmanager
def precious_read_only_folder() -> Iterator[Path]:
    """A store holding one conversation, in a folder made read-only (and a
    read-only logs folder), restored and removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="verbatim-ro-"))
    try:
        repo = open_store(folder)
        cid = repo.create_conversation(title="precious").id
        user(repo, cid, "keep me")
        repo.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        repo.close()
        for side in ("-wal", "-shm"):
            (folder / (DB_NAME + side)).unlink(missing_ok=True)
        (folder / "logs").mkdir()
        os.chmod(folder / DB_NAME, 0o444)
        os.chmod(folder / "logs", 0o555)
        os.chmod(folder, 0o555)
        yield folder
    finally:
        os.chmod(folder, 0o755)
        if (folder / "logs").exists():
            os.chmod(folder / "logs", 0o755)
        shutil.rmtree(folder)


def test_the_window_on_a_read_only_folder_says_so_without_a_traceback() -> None:
    """Issue 10, item 4: logging set-up raised before any dialog could show."""
    import select
    import signal
    import time

    with precious_read_only_folder() as folder:
        before = (folder / DB_NAME).read_bytes()
        command = [sys.executable, "-m", "desktop", "--data-dir", str(folder)]
        env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
        proc = subprocess.Popen(
            _read_only(folder, command), stderr=subprocess.PIPE, text=True, env=env
        )
        assert proc.stderr is not None
        seen, deadline = "", time.monotonic() + 30
        # The plain dialog is modal and waits for a click; its message is
        # logged to the terminal just before it shows.
        while "store:" not in seen and time.monotonic() < deadline and proc.poll() is None:
            if select.select([proc.stderr], [], [], 0.2)[0]:
                seen += proc.stderr.readline()
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stderr.close()
        assert "Traceback" not in seen, seen
        assert "store: Verbatim cannot" in seen and "writable" in seen, seen
        assert (folder / DB_NAME).read_bytes() == before


def test_export_from_a_read_only_folder_works() -> None:
    """Issue 10, item 4: the data is readable, so export must work."""
    with precious_read_only_folder() as folder:
        out = subprocess.run(
            _read_only(
                folder, [sys.executable, "-m", "desktop", "export", "--data-dir", str(folder)]
            ),
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert out.returncode == 0, out.stderr
        assert "keep me" in out.stdout and "precious" in out.stdout


def test_sync_into_a_read_only_data_folder_says_so_without_a_traceback(
    tmp_path: Path,
) -> None:
    """Issue 24, item 7: `verbatim sync --folder` ended in a traceback."""
    with precious_read_only_folder() as folder:
        before = (folder / DB_NAME).read_bytes()
        command = [sys.executable, "-m", "desktop", "sync", "--data-dir", str(folder)]
        out = subprocess.run(
            _read_only(folder, [*command, "--folder", str(tmp_path / "shared")]),
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        assert out.returncode == 2, out.stdout + out.stderr
        assert "Traceback" not in out.stderr
        assert "Is it read-only? Nothing was changed." in out.stderr
        assert (folder / DB_NAME).read_bytes() == before
