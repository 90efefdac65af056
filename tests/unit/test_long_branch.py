"""A long branch's request is built from its newest messages alone (issue
28): the same request, and the same count of messages left out, as one
built from the whole branch."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from desktop.domain.messages import Message, Role, Status, new_id
from desktop.engine.context import prepare_request
from desktop.engine.long_branch import PAGE, request_branch
from desktop.store.db import open_store


def _long_conversation(data: Path, messages: int, seed: int) -> tuple[str, str]:
    """Questions and answers of random lengths; some answers failed (never
    sent) or stopped (sent with a note). Returns (conversation, tip)."""
    rng = random.Random(seed)
    repo = open_store(data)
    cid = repo.create_conversation(title="long").id
    parent = None
    batch = []
    for i in range(messages):
        role = Role.USER if i % 2 == 0 else Role.ASSISTANT
        status = Status.COMPLETE
        if role is Role.ASSISTANT:
            status = rng.choice([Status.COMPLETE] * 6 + [Status.FAILED, Status.INTERRUPTED])
        text = f"message {i} " + "word " * rng.choice([1, 5, 40, 300])
        m = Message(new_id(), cid, role, text, parent_id=parent, status=status)
        batch.append(m)
        parent = m.id
    repo.add_imported(cid, batch, {})
    repo.set_tip(cid, parent)
    repo.close()
    assert parent is not None
    return cid, parent


@pytest.mark.parametrize(
    ("messages", "budget", "seed"),
    [(3 * PAGE, 2_000, 1), (5 * PAGE, 8_192, 2), (5 * PAGE, 200_000, 3), (2 * PAGE - 1, 500, 4)],
)
def test_the_request_from_the_newest_messages_is_the_request_from_all(
    tmp_path: Path, messages: int, budget: int, seed: int
) -> None:
    cid, tip = _long_conversation(tmp_path, messages, seed)
    repo = open_store(tmp_path)
    conversation = repo.get_conversation(cid)
    assert conversation is not None
    whole = prepare_request(conversation, repo.branch(cid, tip), budget=budget)
    part, unread = request_branch(repo, cid, tip, budget)
    shorter = prepare_request(conversation, part, budget=budget)
    assert shorter.messages == whole.messages
    assert shorter.omitted + unread == whole.omitted
    if budget == 200_000:  # everything fits: everything was read
        assert unread == 0 and len(part) == messages
    elif messages >= 2 * PAGE:
        assert len(part) < messages  # the point: not all of it was read
    repo.close()
