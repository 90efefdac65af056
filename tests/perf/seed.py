"""Build large stores for benchmarks through the code the app writes with
(its import path, in one transaction), so a column added later is filled
here as it is in the app."""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

from desktop.domain.messages import Message, Role, Status
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
    """Conversations of alternating questions and complete answers, written
    by the app's own import path (`add_imported`), so every column the app
    writes is written here too; one outer transaction keeps it quick."""
    repo = open_store(data)
    now = time.time()
    ids: list[str] = []
    with repo.db.atomic():
        for c in range(conversations):
            cid = str(uuid.uuid4())
            ids.append(cid)
            repo.create_conversation(id=cid, title=f"Conversation {c}")
            messages: list[Message] = []
            parent = None
            for i in range(messages_each):
                message = Message(
                    id=str(uuid.uuid4()),
                    conversation_id=cid,
                    parent_id=parent,
                    role=Role.USER if i % 2 == 0 else Role.ASSISTANT,
                    content=text(c * messages_each + i),
                    status=Status.COMPLETE,
                    created_at=datetime.fromtimestamp(now + i * 1e-3, UTC),
                )
                messages.append(message)
                parent = message.id
            repo.add_imported(cid, messages, {})
            repo.set_tip(cid, parent)
            stamp = datetime.fromtimestamp(now + c, UTC)
            repo.conversations.set_timestamps(cid, stamp, stamp)
    return repo, ids
