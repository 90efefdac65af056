"""A read-only data folder, for real. Root ignores file permissions, so as
root the child runs in its own mount namespace where the folder is a
read-only bind mount (as on a read-only disk); otherwise chmod does it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
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
    folder = Path(tempfile.mkdtemp(prefix="verbatim-ro-"))
    try:
        repo = open_store(folder)
        cid = repo.create_conversation(title="precious").id
        user(repo, cid, "keep me")
        repo.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        repo.close()
        for side in ("-wal", "-shm"):
            (folder / (DB_NAME + side)).unlink(missing_ok=True)
        before = (folder / DB_NAME).read_bytes()
        os.chmod(folder / DB_NAME, 0o444)
        os.chmod(folder, 0o555)
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
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder)
