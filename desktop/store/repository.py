"""The one API the rest of Verbatim uses to read and write conversations.

Every write is one transaction addressed by id (P1, P15); metadata and
content are written by separate, targeted updates (P16). Streaming text is
journaled as pieces and folded in one transaction at the end (P6).

Repository keeps the messages and is made of parts on its database handle,
none inheriting another (one needing another takes it when made): `tools`,
`attachments`, `sync`, `project_store`, `journal`, `conversations`, `documents`.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import peewee

from desktop.domain.messages import (
    DEFAULT_TITLE,
    Conversation,
    Message,
    Parameters,
    Project,
    Role,
    Source,
    Status,
    Usage,
)
from desktop.domain.search import SearchHit
from desktop.domain.words import say
from desktop.store.attachment_store import AttachmentStore
from desktop.store.conversation_store import ConversationStore
from desktop.store.document_index import DocumentIndex, sources_json
from desktop.store.errors import MessageGone
from desktop.store.journal import JournalStore
from desktop.store.project_store import ProjectStore
from desktop.store.rows import (
    BRANCH_SQL,
    SUBTREE_SQL,
    error_said_json,
    held_in,
    message_row,
    row_type,
)
from desktop.store.schema import make_models
from desktop.store.search import fts_query, search_rows
from desktop.store.sync_store import UNSENT_SQL, SyncStore
from desktop.store.tool_store import MESSAGE_CALLS, ToolCallStore
from desktop.store.writes import writes


class Repository:
    """The messages, and the store's parts on one database handle."""

    def __init__(self, db: peewee.SqliteDatabase, path: Path) -> None:
        self.db = db
        self.path = path
        self.notices: list[str] = []
        self.recovered_count = 0
        self.recovered_conversations: list[str] = []
        models = make_models(db)
        self._conv = models.conversation
        self._msg = models.message
        self.documents = DocumentIndex(db)
        self.tools = ToolCallStore(db, path, models)
        self.attachments = AttachmentStore(db, models)
        self.sync = SyncStore(db)
        self.project_store = ProjectStore(db, path, models, self.attachments, self.sync)
        self.journal = JournalStore(db, path, models, self.tools)
        self.conversations = ConversationStore(db, path, models, self.tools, self.sync)

    def _attached(self, messages: list[Message]) -> list[Message]:
        """The same messages with their attachments and tool calls, read in
        one query each per 500 messages (most have none)."""
        # Which messages have any is asked in plain SQL first: building
        # peewee's IN (...) for 10,000 ids cost more than reading them.
        users = [m.id for m in messages if m.role is Role.USER]
        answers = [m.id for m in messages if m.role is Role.ASSISTANT]
        found = self.attachments.of_messages(list(self.held_in("attachment", users, "message_id")))
        calls = self.tools.of_messages(list(self.held_in("tool_call", answers, "message_id")))
        if not found and not calls:
            return messages
        return [
            replace(
                m,
                attachments=tuple(found.get(m.id, ())),
                tool_calls=tuple(calls.get(m.id, ())),
            )
            for m in messages
        ]

    # -------------------------------------------------------------- messages
    @writes
    def add_message(self, message: Message, blobs: Mapping[str, bytes] | None = None) -> Message:
        """Insert, or update the same id in place (P2). Order comes from the
        conversation's own sequence, assigned on first insert (P3). The
        message's attachments, and the `blobs` they name that the store does
        not hold yet, are written in the same transaction (set once)."""
        now = time.time()
        usage = message.usage
        with self.db.atomic("IMMEDIATE"):
            existing = self._msg.get_or_none(self._msg.id == message.id)
            # Fields a later write of the same id may change; the rest is set once.
            changing = {
                "content": message.content,
                "status": message.status.value,
                "error": message.error,
                "error_said": error_said_json(message.error),
                "reasoning": message.reasoning,
                "prompt_tokens": usage.prompt_tokens,
                "completion_tokens": usage.completion_tokens,
                "generation_seconds": usage.generation_seconds,
                "finish_reason": message.finish_reason,
                "reasoning_signature": message.reasoning_signature,
                "omitted": message.omitted,
                "updated_at": now,
            }
            if existing is None:
                conv = self._conv.get(self._conv.id == message.conversation_id)
                self._msg.insert(
                    id=message.id,
                    conversation=message.conversation_id,
                    parent_id=message.parent_id,
                    seq=conv.next_seq,
                    role=message.role.value,
                    provider=message.provider,
                    model=message.model,
                    created_at=message.created_at.timestamp(),
                    sources=sources_json(message.sources),
                    **changing,
                ).execute()
                self._conv.update(next_seq=conv.next_seq + 1, updated_at=now).where(
                    self._conv.id == conv.id
                ).execute()
                self.attachments.insert(message, blobs or {})
            else:
                self._msg.update(**changing).where(self._msg.id == message.id).execute()
        stored = self.get_message(message.id)
        assert stored is not None
        return stored

    @writes
    def add_imported(
        self, conversation_id: str, messages: list[Message], blobs: Mapping[str, bytes]
    ) -> int:
        """Messages from an import (parents first) in one batch: the ids the
        store already holds are skipped (P2), the rest take the conversation's
        next sequence numbers in the order given (P3). Returns how many were added."""
        with self.db.atomic("IMMEDIATE"):
            existing = self.existing_message_ids([m.id for m in messages])
            fresh = [m for m in messages if m.id not in existing]
            if not fresh:
                return 0
            conv = self._conv.get(self._conv.id == conversation_id)
            now = time.time()
            rows = [
                message_row(m, conversation_id, seq, now)
                for seq, m in enumerate(fresh, start=conv.next_seq)
            ]
            for start in range(0, len(rows), 40):  # 20 columns: under the variable limit
                self._msg.insert_many(rows[start : start + 40]).execute()
            self._conv.update(next_seq=conv.next_seq + len(fresh), updated_at=now).where(
                self._conv.id == conversation_id
            ).execute()
            for m in fresh:
                if m.attachments:
                    self.attachments.insert(m, blobs)
                for position, call in enumerate(m.tool_calls):
                    self.tools.add(m.id, call, position)
        return len(fresh)

    def held_in(self, table: str, ids: Iterable[str], column: str = "id") -> set[str]:
        """Which of `ids` the table holds in `column` (rows.held_in)."""
        return held_in(self.db, table, ids, column)

    def existing_message_ids(self, ids: list[str]) -> set[str]:
        """Which of `ids` the store holds."""
        return self.held_in("message", ids)

    def get_message(self, message_id: str) -> Message | None:
        row = self._msg.get_or_none(self._msg.id == message_id)
        return None if row is None else self._attached([self.journal.with_pieces(row)])[0]

    def messages(self, conversation_id: str) -> list[Message]:
        rows = (
            self._msg.select()
            .where(self._msg.conversation == conversation_id)
            .order_by(self._msg.seq)
        )
        return self._attached([self.journal.with_pieces(row) for row in rows])

    def count_messages(self, conversation_id: str | None = None) -> int:
        query = self._msg.select()
        if conversation_id is not None:
            query = query.where(self._msg.conversation == conversation_id)
        return int(query.count())

    def branch(self, conversation_id: str, tip_id: str | None = None) -> list[Message]:
        if tip_id is None:
            conv = self._conv.get_or_none(self._conv.id == conversation_id)
            tip_id = None if conv is None else conv.tip_id
        if tip_id is None:
            return []
        rows = self._plain_rows(BRANCH_SQL, (tip_id, conversation_id, self._size(conversation_id)))
        return self._attached([self.journal.with_pieces(row) for row in rows])

    def _plain_rows(self, sql: str, params: Sequence[object]) -> Iterator[Any]:
        """Message rows read by column name as plain tuples, not model
        instances: a model instance sets each column as an attribute (20
        setattr a message), half the time of a long branch or a sync pass."""
        cursor = self.db.execute_sql(sql, params)
        return map(row_type(tuple(d[0] for d in cursor.description))._make, cursor)

    def _size(self, conversation_id: str) -> int:
        return int(self._msg.select().where(self._msg.conversation == conversation_id).count())

    def branch_ids(self, conversation_id: str, tip_id: str | None = None) -> list[str]:
        """Ids of the shown branch (or the one ending at `tip_id`), root first:
        cheap even for long conversations, so the window can load the
        messages themselves page by page."""
        if tip_id is None:
            conv = self._conv.get_or_none(self._conv.id == conversation_id)
            tip_id = None if conv is None else conv.tip_id
        if tip_id is None:
            return []
        sql = BRANCH_SQL.replace("SELECT message.* FROM", "SELECT message.id FROM")
        rows = self.db.execute_sql(
            sql, (tip_id, conversation_id, self._size(conversation_id))
        ).fetchall()
        return [row[0] for row in rows]

    def count_sent(self, ids: list[str]) -> int:
        """How many of these messages a request would carry (questions, and
        answers that completed or were stopped; never a failed one)."""
        total = 0
        for start in range(0, len(ids), 500):  # SQLite's variable limit
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            total += self.db.execute_sql(
                f"SELECT count(*) FROM message WHERE id IN ({marks}) "
                "AND (role = 'user' OR status IN ('complete', 'interrupted'))",
                part,
            ).fetchone()[0]
        return int(total)

    def messages_by_ids(self, ids: list[str]) -> list[Message]:
        """The messages with these ids, in the order given."""
        found: dict[str, Message] = {}
        for start in range(0, len(ids), 500):  # SQLite's variable limit
            part = ids[start : start + 500]
            marks = ",".join("?" * len(part))
            rows = self._plain_rows(f"SELECT * FROM message WHERE id IN ({marks})", part)
            found.update((row.id, self.journal.with_pieces(row)) for row in rows)
        return self._attached([found[i] for i in ids if i in found])

    def unsent_messages(
        self, limit: int = -1, after: tuple[str, int] | None = None
    ) -> list[Message]:
        """The messages `unsent_message_ids` names, whole, read in one pass
        along the (conversation, seq) index: read by id (random), a sync
        pass of a 1,000,000-message store spent 20 s finding them."""
        cid, seq = after if after is not None else ("", -1)
        rows = self._plain_rows("SELECT m.* " + UNSENT_SQL, (cid, seq, limit))
        return self._attached([self.journal.with_pieces(row) for row in rows])

    def children(self, conversation_id: str, parent_id: str | None) -> list[Message]:
        parent = (
            self._msg.parent_id.is_null() if parent_id is None else self._msg.parent_id == parent_id
        )
        rows = self._msg.select().where((self._msg.conversation == conversation_id) & parent)
        # Sorted here, not by ORDER BY seq: with it SQLite walks the
        # (conversation_id, seq) index through the whole conversation (5 ms at
        # 10,000 messages, on the window's thread) instead of finding the
        # few children by (conversation_id, parent_id).
        children = [self.journal.with_pieces(row) for row in rows]
        return self._attached(sorted(children, key=lambda m: m.seq))

    def version_ids(self, message_id: str) -> list[str]:
        """The versions a person can step through: every sibling, except
        failed attempts that never showed a word (a failed Retry would
        otherwise stay forever as an empty version; they stay stored). One
        query: reading each sibling whole took 3 ms a message, and the
        window asks for each message it shows (issue 28)."""
        rows = self.db.execute_sql(
            "SELECT s.id FROM message m JOIN message s "
            "ON s.conversation_id = m.conversation_id AND s.parent_id IS m.parent_id "
            "WHERE m.id = ? AND (s.id = m.id OR s.status != 'failed' OR s.content != '' "
            "OR EXISTS (SELECT 1 FROM piece p WHERE p.message_id = s.id AND p.text != '')) "
            "ORDER BY +s.seq",  # not by the seq index: that walks the whole conversation
            (message_id,),
        )
        return [str(r[0]) for r in rows.fetchall()]

    def siblings(self, message_id: str) -> list[Message]:
        message = self.get_message(message_id)
        if message is None:
            return []
        return self.children(message.conversation_id, message.parent_id)

    def latest_leaf(self, message_id: str) -> Message:
        """Follow the newest child down from `message_id`: the branch a person
        most likely wants to see when they switch to that version."""
        start = self._msg.get(self._msg.id == message_id)
        pairs = (
            self._msg.select(self._msg.id, self._msg.parent_id)
            .where(self._msg.conversation == start.conversation_id)
            .order_by(self._msg.seq)
            .tuples()
        )
        newest_child: dict[str, str] = {}
        for child_id, parent_id in pairs:
            if parent_id is not None:
                newest_child[parent_id] = child_id
        current, seen = message_id, {message_id}
        while current in newest_child and newest_child[current] not in seen:
            current = newest_child[current]
            seen.add(current)
        leaf = self.get_message(current)
        assert leaf is not None
        return leaf

    @writes
    @writes
    def finalize_message(
        self,
        message_id: str,
        status: Status,
        *,
        content: str | None = None,
        reasoning: str | None = None,
        error: str | None = None,
        usage: Usage | None = None,
        finish_reason: str | None = None,
        reasoning_signature: str = "",
        sources: tuple[Source, ...] | None = None,
        omitted: int | None = None,
    ) -> Message:
        """End a streaming message in one transaction (P7): the journal's
        `finalize`, then the message as stored, whole."""
        self.journal.finalize(
            message_id,
            status,
            content=content,
            reasoning=reasoning,
            error=error,
            usage=usage,
            finish_reason=finish_reason,
            reasoning_signature=reasoning_signature,
            sources=sources,
            omitted=omitted,
        )
        final = self.get_message(message_id)
        if final is None:
            raise MessageGone(say("That answer was deleted."))
        return final

    @writes
    def delete_message(self, message_id: str) -> None:
        """Explicit user action: remove a message and every reply below it,
        and their tools' whole outputs."""
        with self.db.atomic("IMMEDIATE"):
            ids = [r[0] for r in self.db.execute_sql(SUBTREE_SQL, (message_id,)).fetchall()]
            outputs = self.tools.outputs(MESSAGE_CALLS, ids)
            if self._remove_subtree(message_id):
                # Other devices delete it too, with the replies this one had
                # seen below it; replies written elsewhere survive (issue 36).
                self.sync.add_tombstone("message", message_id, covered=ids)
        self.tools.remove_outputs(outputs)

    def _remove_subtree(self, message_id: str) -> bool:
        """Delete a message and the replies below it; the tip moves up if it
        was among them. False if there was no such message."""
        row = self._msg.get_or_none(self._msg.id == message_id)
        if row is None:
            return False
        ids = [r[0] for r in self.db.execute_sql(SUBTREE_SQL, (message_id,)).fetchall()]
        conv = self._conv.get(self._conv.id == row.conversation_id)
        if conv.tip_id in ids:
            self._conv.update(tip_id=row.parent_id).where(self._conv.id == conv.id).execute()
        self._msg.delete().where(self._msg.id.in_(ids)).execute()
        return True

    def remove_synced(
        self, item_id: str, kind: str, stamp: str, covered: Iterable[str] | None = None
    ) -> None:
        """Another device deleted a conversation or a message (and the replies
        below it): the same here, keeping its tombstone. In the caller's
        transaction (sync applies a round in one)."""
        if kind == "conversation":
            self._conv.delete().where(self._conv.id == item_id).execute()
        else:
            self._remove_subtree(item_id)
        self.sync.add_tombstone(kind, item_id, stamp, covered)

    # ---------------------------------------------------------------- search
    def search(self, query: str, limit: int = 50, project_id: str | None = None) -> list[SearchHit]:
        """Messages matching `query`, newest first; with `project_id`, only
        in that project's conversations."""
        match = fts_query(query)
        if not match:
            return []
        return search_rows(self.db, match, limit, project_id)

    # ------------------------------------------------------------ handed on
    # What many callers ask of Repository itself (the window's Reader, the
    # session, engine, sync, import; old_stores/write_store.py looks for
    # these on the class); the rest of each part is asked of the part.
    def create_conversation(
        self,
        *,
        title: str = DEFAULT_TITLE,
        provider: str | None = None,
        model: str | None = None,
        system_prompt: str = "",
        parameters: Parameters | None = None,
        id: str | None = None,
        project_id: str | None = None,
    ) -> Conversation:
        return self.conversations.create_conversation(
            title=title,
            provider=provider,
            model=model,
            system_prompt=system_prompt,
            parameters=parameters,
            id=id,
            project_id=project_id,
        )

    def get_conversation(self, conversation_id: str) -> Conversation | None:
        return self.conversations.get_conversation(conversation_id)

    def list_conversations(self, limit: int | None = None, offset: int = 0) -> list[Conversation]:
        return self.conversations.list_conversations(limit, offset)

    def count_conversations(self) -> int:
        return self.conversations.count_conversations()

    def list_loose_conversations(
        self, limit: int | None = None, offset: int = 0
    ) -> list[Conversation]:
        return self.conversations.list_loose_conversations(limit, offset)

    def count_loose_conversations(self) -> int:
        return self.conversations.count_loose_conversations()

    def project_conversations(self, project_id: str) -> list[Conversation]:
        return self.conversations.project_conversations(project_id)

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        self.conversations.rename_conversation(conversation_id, title)

    def set_pinned(self, conversation_id: str, pinned: bool) -> None:
        self.conversations.set_pinned(conversation_id, pinned)

    def set_tip(self, conversation_id: str, message_id: str | None) -> None:
        self.conversations.set_tip(conversation_id, message_id)

    def set_setup(self, conversation_id: str, system_prompt: str, parameters: Parameters) -> None:
        self.conversations.set_setup(conversation_id, system_prompt, parameters)

    def delete_conversation(self, conversation_id: str) -> None:
        self.conversations.delete_conversation(conversation_id)

    def projects(self) -> list[Project]:
        return self.project_store.projects()

    def get_project(self, project_id: str) -> Project | None:
        return self.project_store.get_project(project_id)

    def project_counts(self) -> dict[str, int]:
        return self.project_store.project_counts()

    def project_conversation_ids(self, project_id: str) -> list[str]:
        return self.project_store.project_conversation_ids(project_id)

    def blobs(self, hashes: Iterable[str]) -> dict[str, bytes]:
        return self.attachments.blobs(hashes)

    # ---------------------------------------------------------------- checks
    def integrity_check(self) -> str:
        return str(self.db.execute_sql("PRAGMA integrity_check").fetchone()[0])

    def close(self) -> None:
        """Close this thread's connection (peewee keeps one per thread)."""
        if not self.db.is_closed():
            self.db.close()
