"""Small builders shared by tests (real values, no fakes)."""

from __future__ import annotations

from typing import TypeVar

from desktop.domain.messages import Message, Role, Status, new_id
from desktop.store.repository import Repository

T = TypeVar("T")


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


def present(value: T | None) -> T:
    """The value a test expects to be there: a clear failure if it is not."""
    assert value is not None, "expected a value, found nothing"
    return value


def of_type(value: object, kind: type[T]) -> T:
    """`value`, checked to be a `kind` (and typed as one for mypy)."""
    assert isinstance(value, kind), f"expected a {kind.__name__}, found {type(value).__name__}"
    return value
