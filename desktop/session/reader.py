"""What the window reads, and the types it reads them as: the store's
reading side (queries run on the GUI thread through its own connection, WAL
lets it read while the writer thread writes), search hits, and the errors
that carry a sentence for the person. The window reaches the layers below
only through the session (issue 25), and takes nothing defined below it
(issue 38): `Reader` is the session's own statement of what the window may
read, and the object it is handed: it wraps the store's Repository and
offers its reading queries only, so no write is reachable from the window
(tests/unit/test_reader.py looks)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.backends.base import BackendError
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Conversation, Message, Project
from desktop.domain.search import MARK_END, MARK_START, SearchHit
from desktop.engine.turns import TurnRefused

if TYPE_CHECKING:
    from desktop.store.repository import Repository

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


class Reader:
    """The store as the window reads it: conversations, messages, projects,
    attached bytes and search. Reading only; every change goes through the
    session's use cases. The repository it reads is held in a private slot:
    its write methods are not the reader's attributes."""

    __slots__ = ("__repo",)

    def __init__(self, repo: Repository) -> None:
        self.__repo = repo

    @property
    def path(self) -> Path:
        """The store's file (its folder holds what a call's output spilled to)."""
        return self.__repo.path

    @property
    def recovered_conversations(self) -> list[str]:
        """Conversations whose unfinished answers were closed at start-up."""
        return list(self.__repo.recovered_conversations)

    def get_conversation(self, conversation_id: str) -> Conversation | None:
        return self.__repo.get_conversation(conversation_id)

    def list_conversations(self, limit: int | None = None, offset: int = 0) -> list[Conversation]:
        return self.__repo.list_conversations(limit, offset)

    def count_conversations(self) -> int:
        return self.__repo.count_conversations()

    def list_loose_conversations(
        self, limit: int | None = None, offset: int = 0
    ) -> list[Conversation]:
        return self.__repo.list_loose_conversations(limit, offset)

    def count_loose_conversations(self) -> int:
        return self.__repo.count_loose_conversations()

    def project_conversations(self, project_id: str) -> list[Conversation]:
        return self.__repo.project_conversations(project_id)

    def project_conversation_ids(self, project_id: str) -> list[str]:
        return self.__repo.project_conversation_ids(project_id)

    def get_message(self, message_id: str) -> Message | None:
        return self.__repo.get_message(message_id)

    def messages(self, conversation_id: str) -> list[Message]:
        return self.__repo.messages(conversation_id)

    def count_messages(self, conversation_id: str | None = None) -> int:
        return self.__repo.count_messages(conversation_id)

    def branch(self, conversation_id: str, tip_id: str | None = None) -> list[Message]:
        return self.__repo.branch(conversation_id, tip_id)

    def branch_ids(self, conversation_id: str, tip_id: str | None = None) -> list[str]:
        return self.__repo.branch_ids(conversation_id, tip_id)

    def children(self, conversation_id: str, parent_id: str | None) -> list[Message]:
        return self.__repo.children(conversation_id, parent_id)

    def messages_by_ids(self, ids: list[str]) -> list[Message]:
        return self.__repo.messages_by_ids(ids)

    def blobs(self, hashes: Iterable[str]) -> dict[str, bytes]:
        return self.__repo.blobs(hashes)

    def search(self, query: str, limit: int = 50, project_id: str | None = None) -> list[SearchHit]:
        return self.__repo.search(query, limit, project_id)

    def projects(self) -> list[Project]:
        return self.__repo.projects()

    def get_project(self, project_id: str) -> Project | None:
        return self.__repo.get_project(project_id)

    def project_counts(self) -> dict[str, int]:
        return self.__repo.project_counts()

    def integrity_check(self) -> str:
        """SQLite's own check of the file: "ok" when it is whole."""
        return self.__repo.integrity_check()
