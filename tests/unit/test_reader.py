"""The reader the session hands the window is read-only (issue 38): no
write method of the store is reachable from it, and the check that says so
catches one planted in any of the ways a write could leak."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

from desktop.session.app_session import AppSession
from desktop.session.paths import resolve_paths
from desktop.session.reader import Reader
from desktop.store.db import open_store
from desktop.store.repository import Repository
from tests.read_only import is_write, writes_reachable

# What the window may read, and nothing else.
READS = {
    "path",
    "recovered_conversations",
    "get_conversation",
    "list_conversations",
    "count_conversations",
    "list_loose_conversations",
    "count_loose_conversations",
    "project_conversations",
    "project_conversation_ids",
    "get_message",
    "messages",
    "count_messages",
    "branch",
    "branch_ids",
    "children",
    "messages_by_ids",
    "blobs",
    "search",
    "projects",
    "get_project",
    "project_counts",
    "integrity_check",
}


def _public(obj: object) -> set[str]:
    return {name for name in dir(obj) if not name.startswith("_")}


def test_the_session_s_reader_offers_reads_only(tmp_path: Path) -> None:
    args = argparse.Namespace(data_dir=tmp_path, provider=None, base_url=None, model=None)
    session = AppSession.open(resolve_paths(tmp_path).ensure(), args)
    try:
        reader = session.repo  # what the window's models and parts are given
        assert writes_reachable(reader) == []
        assert _public(reader) == READS
        cid = session.store.repo.create_conversation(title="kept").id
        conversation = reader.get_conversation(cid)  # and it reads the store
        assert conversation is not None and conversation.title == "kept"
    finally:
        asyncio.run(session.aclose())


def test_the_walk_finds_the_repository_s_writes(tmp_path: Path) -> None:
    # Not vacuous: the store it wraps has writes, and the walk sees them,
    # those of its parts (repo.conversations.…) included.
    repo = open_store(tmp_path)
    try:
        found = writes_reachable(repo)
        assert "reader.delete_conversation" in found and "reader.add_message" in found
        assert "reader.conversations.set_tools" in found
        assert len(found) > 30
        assert not any(is_write(name) for name in READS)
    finally:
        repo.close()


def test_a_planted_write_is_caught(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    try:

        class WithWrite(Reader):
            def delete_conversation(self, conversation_id: str) -> None: ...

        class Leaky(Reader):  # no __slots__: attributes can be added
            pass

        assert writes_reachable(WithWrite(repo)) == ["reader.delete_conversation"]
        holding = Leaky(repo)
        holding.store = repo  # type: ignore[attr-defined]
        assert "reader.store.rename_conversation" in writes_reachable(holding)
        handing = Leaky(repo)
        handing.lookup = repo.get_conversation  # type: ignore[attr-defined]
        assert "reader.lookup.__self__.create_conversation" in writes_reachable(handing)
    finally:
        repo.close()


def test_the_reader_holds_its_repository_out_of_reach(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    try:
        reader = Reader(repo)
        assert not hasattr(reader, "__dict__")  # nothing can be hung on it
        assert all(not isinstance(getattr(reader, n), Repository) for n in _public(reader))
    finally:
        repo.close()
