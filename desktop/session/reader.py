"""What the window reads, and the types it reads them as: the store's
reading side (queries run on the GUI thread through its own connection, WAL
lets it read while the writer thread writes), search hits, and the errors
that carry a sentence for the person. The window reaches the layers below
only through the session (issue 25), and takes nothing defined below it
(issue 38): `Reader` is the session's own statement of what the window may
read, which the store's Repository meets; it names no write."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Protocol

from desktop.backends.base import BackendError
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Conversation, Message, Project
from desktop.domain.search import MARK_END, MARK_START, SearchHit
from desktop.engine.turns import TurnRefused

__all__ = [
    "MARK_END",
    "MARK_START",
    "SAID",
    "Reader",
    "SearchHit",
    "StoreError",
    "StoreErrorKind",
]

# Failures whose str() is a sentence for the person (the rest are bugs).
SAID: tuple[type[Exception], ...] = (TurnRefused, BackendError, StoreError)


class Reader(Protocol):
    """The store as the window reads it: conversations, messages, projects,
    attached bytes and search. Reading only; every change goes through the
    session's use cases."""

    @property
    def path(self) -> Path:
        """The store's file (its folder holds what a call's output spilled to)."""
        ...

    @property
    def recovered_conversations(self) -> list[str]:
        """Conversations whose unfinished answers were closed at start-up."""
        ...

    def get_conversation(self, conversation_id: str) -> Conversation | None: ...

    def list_conversations(
        self, limit: int | None = None, offset: int = 0
    ) -> list[Conversation]: ...

    def count_conversations(self) -> int: ...

    def list_loose_conversations(
        self, limit: int | None = None, offset: int = 0
    ) -> list[Conversation]: ...

    def count_loose_conversations(self) -> int: ...

    def project_conversations(self, project_id: str) -> list[Conversation]: ...

    def project_conversation_ids(self, project_id: str) -> list[str]: ...

    def get_message(self, message_id: str) -> Message | None: ...

    def messages(self, conversation_id: str) -> list[Message]: ...

    def count_messages(self, conversation_id: str | None = None) -> int: ...

    def branch(self, conversation_id: str, tip_id: str | None = None) -> list[Message]: ...

    def branch_ids(self, conversation_id: str, tip_id: str | None = None) -> list[str]: ...

    def children(self, conversation_id: str, parent_id: str | None) -> list[Message]: ...

    def messages_by_ids(self, ids: list[str]) -> list[Message]: ...

    def blobs(self, hashes: Iterable[str]) -> dict[str, bytes]: ...

    def search(
        self, query: str, limit: int = 50, project_id: str | None = None
    ) -> list[SearchHit]: ...

    def projects(self) -> list[Project]: ...

    def get_project(self, project_id: str) -> Project | None: ...

    def project_counts(self) -> dict[str, int]: ...

    def integrity_check(self) -> str:
        """SQLite's own check of the file: "ok" when it is whole."""
        ...
