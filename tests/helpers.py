"""Small builders shared by tests (real values, no fakes)."""

from __future__ import annotations

from desktop.domain.messages import Message, Role, Status, new_id
from desktop.store.repository import Repository


def user(repo: Repository, cid: str, text: str, parent: str | None = None) -> Message:
    return repo.add_message(
        Message(id=new_id(), conversation_id=cid, role=Role.USER, content=text, parent_id=parent)
    )


def assistant(
    repo: Repository,
    cid: str,
    text: str,
    parent: str | None,
    status: Status = Status.COMPLETE,
) -> Message:
    return repo.add_message(
        Message(
            id=new_id(),
            conversation_id=cid,
            role=Role.ASSISTANT,
            content=text,
            parent_id=parent,
            status=status,
        )
    )
