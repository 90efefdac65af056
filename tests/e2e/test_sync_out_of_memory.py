"""`verbatim sync` that runs out of memory says so in a sentence (issue 37,
hole 13b).

A peer's change files hold three messages of 40 MB (each within what a
line may hold; the round refuses them only once read). Read by `verbatim
sync` in a child capped at 200 or 300 MB, the round runs out of memory
while the JSON parser holds one of those texts. Before: the process died
of SIGSEGV (exit -11, nothing said): yajl, ijson's C parser, never checks
its own malloc. Earlier still, a MemoryError ended "sync stopped: ." Now
it ends in a sentence that says memory ran out, and adds no message.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.messages import Message, Role
from desktop.store.db import open_store
from tests.capped import run_capped


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A sync folder holding another device's three 40 MB messages."""
    work = tmp_path_factory.mktemp("peer")
    peer = work / "peer"
    repo = open_store(peer)
    try:
        cid = repo.create_conversation(title="long").id
        parent = None
        for index in range(3):
            text = ("x" * 99 + "\n") * 400_000  # 40 MB
            parent = repo.add_message(Message(f"m{index}", cid, Role.USER, text, parent)).id
    finally:
        repo.close()
    folder = work / "shared"
    folder.mkdir()
    sent = subprocess.run(
        [sys.executable, "-m", "desktop", "sync", "--data-dir", str(peer), "--folder", str(folder)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert sent.returncode == 0, sent.stderr
    assert "Sent 3 messages" in sent.stdout
    return folder


@pytest.mark.heavy
@pytest.mark.parametrize("cap_mb", [200, 300])
def test_a_sync_out_of_memory_says_why_in_a_sentence(
    shared: Path, tmp_path: Path, cap_mb: int
) -> None:
    data = tmp_path / "data"
    open_store(data).close()
    outcome = run_capped(
        ["sync", "--data-dir", str(data), "--folder", str(shared)], cap_mb, tmp_path
    )
    assert outcome.code == 2, (outcome.code, outcome.err)
    # Said by the round (it stopped, what came is kept) or by the command
    # line's catch-all: either way a sentence with its reason, never a
    # read-only data folder (the rollback after it failed, at 300 MB).
    assert outcome.err.startswith(
        (
            "verbatim: This sync round needed more memory than this computer gave Verbatim",
            "verbatim: sync stopped: there was not enough memory. ",
        )
    ), outcome.err
    assert "stopped: ." not in outcome.err and "Traceback" not in outcome.err
    repo = open_store(data)
    try:
        # The round applies a file at a time: the conversation's own change
        # may be in; none of the texts it could not read is, even in part.
        assert repo.count_messages() == 0
    finally:
        repo.close()
