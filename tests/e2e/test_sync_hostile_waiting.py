"""1,300,000 orphan messages from a peer (issue 36), synced by the real
command line under a memory cap: they waited in sync_pending for ever and
were all read again every round (25 s and 1.34 GB a round with nothing
new). Now at most WAIT_LIMIT wait, and a round with nothing new reads none."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest

from desktop.domain.messages import Message, Role
from desktop.store.db import open_store
from desktop.store.exchange.transfer import message_json
from desktop.store.sync_store import WAIT_LIMIT
from desktop.sync.segment import PLAIN, file_name
from tests.capped import run_capped

HOSTILE = "0badc0ffee000000"
CAP_MB = 1536  # the probe's cap
PEAK_MB = 250  # a round with nothing new (the command line alone is about 100)
ORPHANS, PER_FILE = 1_300_000, 20_000


def _orphan_files(shared: Path) -> None:
    where = shared / "verbatim-sync" / HOSTILE
    where.mkdir(parents=True)
    for seq, start in enumerate(range(0, ORPHANS, PER_FILE), 1):
        lines = (
            json.dumps(
                {
                    "t": "msg",
                    "conversation_id": f"nowhere-{k % 1000}",
                    **message_json(Message(f"orphan-{k}", f"nowhere-{k % 1000}", Role.USER, "x")),
                }
            )
            + "\n"
            for k in range(start, min(start + PER_FILE, ORPHANS))
        )
        data = PLAIN + gzip.compress("".join(lines).encode(), mtime=0)
        (where / file_name(seq, data)).write_bytes(data)


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_a_million_orphans_wait_within_a_bound_and_are_not_read_again(tmp_path: Path) -> None:
    shared, data = tmp_path / "shared", tmp_path / "a"
    _orphan_files(shared)
    sync = ["sync", "--data-dir", str(data), "--folder", str(shared)]
    first = run_capped(sync, CAP_MB, tmp_path, timeout=900)
    assert first.code == 0, first.err
    said = re.findall(r"Skipped ([0-9,]+) changes from other devices that came before", first.err)
    assert sum(int(n.replace(",", "")) for n in said) == ORPHANS - WAIT_LIMIT, first.err[-2000:]
    again = run_capped(sync, CAP_MB, tmp_path, timeout=300)
    assert again.code == 0, again.err
    assert again.peak_mb < PEAK_MB, again.peak_mb
    repo = open_store(data)
    try:
        waiting = repo.db.execute_sql("SELECT COUNT(*) FROM sync_pending").fetchone()[0]
        assert waiting == WAIT_LIMIT
    finally:
        repo.close()
