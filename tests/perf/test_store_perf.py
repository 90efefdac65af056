"""Store benchmarks (issue 2). Run: make perf. They print figures; they do not gate."""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest

from desktop.domain.messages import Message, Role, Status, new_id
from desktop.store.db import open_store
from tests.perf.seed import seed

pytestmark = pytest.mark.perf


def _disk_bytes_written() -> int:
    with open("/proc/self/io") as f:
        fields = dict(line.split(": ") for line in f.read().splitlines())
    return int(fields["write_bytes"])


def _wal_frames(wal: Path, page: int) -> int:
    """Frames in the WAL file (autocheckpoint is off while measuring)."""
    return max(0, (wal.stat().st_size - 32) // (page + 24)) if wal.exists() else 0


def test_checkpoint_append_cost_and_bytes_written(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    cid = repo.create_conversation().id
    mid = new_id()
    repo.add_message(
        Message(
            id=mid, conversation_id=cid, role=Role.ASSISTANT, content="", status=Status.STREAMING
        )
    )
    piece = "token text "  # 11 characters, about 3 tokens
    times = []
    wal = tmp_path / "verbatim.db-wal"
    page = int(repo.db.execute_sql("PRAGMA page_size").fetchone()[0])
    repo.db.execute_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    repo.db.execute_sql("PRAGMA wal_autocheckpoint = 0")  # so the WAL counts every frame
    wal_frames = _wal_frames(wal, page)
    before = _disk_bytes_written()
    for _ in range(20_000):
        start = time.perf_counter()
        repo.journal.append_piece(mid, piece)
        times.append(time.perf_counter() - start)
    written = _disk_bytes_written() - before
    frames = _wal_frames(wal, page) - wal_frames
    repo.db.execute_sql("PRAGMA wal_autocheckpoint = 1000")
    final = repo.finalize_message(mid, Status.COMPLETE)
    assert wal.exists()
    first, last = statistics.mean(times[:1000]), statistics.mean(times[-1000:])
    times.sort()
    print(
        f"\ncheckpoint append: mean {statistics.mean(times) * 1e6:.0f} us, "
        f"p50 {times[len(times) // 2] * 1e6:.0f} us, "
        f"p99 {times[int(len(times) * 0.99)] * 1e6:.0f} us (synchronous=FULL, one transaction each)"
    )
    print(
        f"20,000-piece reply: final size {len(final.content):,} bytes, "
        f"bytes written to disk {written:,} ({written / len(final.content):.0f}x the text; "
        "WAL page writes, linear in pieces)"
    )
    print(
        f"mean append, first 1,000 vs last 1,000 pieces: {first * 1e6:.0f} / {last * 1e6:.0f} us "
        f"(flat = linear total); {written / 20_000:,.0f} bytes written per append "
        "(block layer: each synced commit rewrites whole 4 KiB blocks)"
    )
    print(
        f"what SQLite writes per checkpoint: {frames / 20_000:.2f} WAL frame(s) of "
        f"{page + 24:,} bytes = {frames * (page + 24) / 20_000:,.0f} bytes"
    )
    repo.close()


def test_recovering_1000_unfinished_messages(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    cid = repo.create_conversation().id
    for _ in range(1000):
        mid = new_id()
        repo.add_message(
            Message(
                id=mid,
                conversation_id=cid,
                role=Role.ASSISTANT,
                content="",
                status=Status.STREAMING,
            )
        )
        for _ in range(5):
            repo.journal.append_piece(mid, "some streamed text ")
    repo.close()
    start = time.perf_counter()
    reopened = open_store(tmp_path)
    elapsed = time.perf_counter() - start
    assert reopened.recovered_count == 1000
    print(f"\nopen + recover 1,000 unfinished messages (5,000 pieces): {elapsed * 1000:.0f} ms")
    reopened.close()


def test_fts_query_over_100k_messages(tmp_path: Path) -> None:
    start = time.perf_counter()
    repo, _ = seed(tmp_path, conversations=1000, messages_each=100)
    print(f"\nseeded 100,000 messages in {time.perf_counter() - start:.1f} s")
    for query in ("river garden", "item99999", "lazy do"):
        times = []
        for _ in range(20):
            t0 = time.perf_counter()
            hits = repo.search(query, limit=50)
            times.append(time.perf_counter() - t0)
        times.sort()
        print(
            f"FTS '{query}': {len(hits)} hits, median {times[10] * 1000:.2f} ms, "
            f"max {times[-1] * 1000:.2f} ms"
        )
    repo.close()


@pytest.mark.timeout(1800)
def test_import_of_100000_conversations(tmp_path: Path) -> None:
    """Issue 10: a 100,000-conversation import, validated then written in one
    transaction. Prints the time and the peak memory."""
    import json

    import psutil

    from desktop.store.exchange.transfer import import_json

    conversations = [
        {
            "id": f"c{i}",
            "title": f"conversation {i}",
            "branch": [f"m{i}"],
            "messages": [
                {
                    "id": f"m{i}",
                    "parent_id": None,
                    "role": "user",
                    "content": f"question number {i}",
                    "status": "complete",
                }
            ],
        }
        for i in range(100_000)
    ]
    text = json.dumps({"format": "verbatim-export", "version": 1, "conversations": conversations})
    repo = open_store(tmp_path)
    process = psutil.Process()
    before = process.memory_info().rss
    started = time.perf_counter()
    added = import_json(repo, text)
    elapsed = time.perf_counter() - started
    assert added == (100_000, 100_000) and repo.count_conversations() == 100_000
    print(
        f"\nimport of 100,000 conversations ({len(text) / 2**20:.0f} MB of JSON): {elapsed:.1f} s, "
        f"memory +{(process.memory_info().rss - before) / 2**20:.0f} MB"
    )
    repo.close()
