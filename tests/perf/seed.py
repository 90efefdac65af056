"""Build large stores quickly for benchmarks: one transaction, executemany,
through the same schema (and FTS triggers) the app uses."""

from __future__ import annotations

import time
import uuid
from pathlib import Path

from desktop.store.db import open_store
from desktop.store.repository import Repository

WORDS = [
    "the",
    "quick",
    "brown",
    "fox",
    "jumps",
    "over",
    "lazy",
    "dogs",
    "while",
    "river",
    "stone",
    "light",
    "garden",
]


def text(i: int) -> str:
    return " ".join(WORDS[(i + k) % len(WORDS)] for k in range(12)) + f" item{i}"


def seed(data: Path, conversations: int, messages_each: int) -> tuple[Repository, list[str]]:
    repo = open_store(data)
    now = time.time()
    ids: list[str] = []
    conn = repo.db.connection()
    with repo.db.atomic():
        for c in range(conversations):
            cid = str(uuid.uuid4())
            ids.append(cid)
            rows = []
            parent = None
            for i in range(messages_each):
                mid = str(uuid.uuid4())
                role = "user" if i % 2 == 0 else "assistant"
                rows.append(
                    (
                        mid,
                        cid,
                        parent,
                        i + 1,
                        role,
                        text(c * messages_each + i),
                        "complete",
                        now + i * 1e-3,
                        now + i * 1e-3,
                    )
                )
                parent = mid
            conn.execute(
                "INSERT INTO conversation (id, title, pinned, tip_id, system_prompt, created_at,"
                " updated_at, next_seq) VALUES (?, ?, 0, ?, '', ?, ?, ?)",
                (cid, f"Conversation {c}", parent, now + c, now + c, messages_each + 1),
            )
            conn.executemany(
                "INSERT INTO message (id, conversation_id, parent_id, seq, role, content, status,"
                " reasoning, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, '', ?, ?)",
                rows,
            )
    return repo, ids
