"""Conversations in the store: their own fields (title, pin, the tip shown,
model and setup, project), written by targeted updates (P16), and their
explicit delete, told to other devices by a tombstone (issue 17). A part of
the store on Repository's database handle (`repo.conversations`); their
messages are Repository's own."""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path
from typing import Any

import peewee

from desktop.domain.messages import DEFAULT_TITLE, Conversation, Parameters, new_id
from desktop.store.rows import conversation_of, held_in, parameter_fields
from desktop.store.schema import Models
from desktop.store.sync_store import SyncStore
from desktop.store.tool_store import CONVERSATION_CALLS, ToolCallStore
from desktop.store.writes import writes


class ConversationStore:
    """The conversations' own rows. A delete takes its tool calls' whole
    outputs with it (the tools part knows where they lie) and leaves a
    tombstone (sync's)."""

    def __init__(
        self,
        db: peewee.SqliteDatabase,
        path: Path,
        models: Models,
        tools: ToolCallStore,
        sync: SyncStore,
    ) -> None:
        self.db = db
        self.path = path  # for `writes`: the file a failed write names
        self.tools = tools
        self.sync = sync
        self._conv = models.conversation
        self._msg = models.message
        self._project = models.project

    @writes
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
        params = parameters or Parameters()

        now = time.time()
        cid = id or new_id()
        with self.db.atomic("IMMEDIATE"):
            self._conv.insert(
                id=cid,
                title=title,
                provider=provider,
                model=model,
                system_prompt=system_prompt,
                created_at=now,
                updated_at=now,
                project_id=project_id,
                **parameter_fields(params),
            ).on_conflict_ignore().execute()
        conversation = self.get_conversation(cid)
        assert conversation is not None
        return conversation

    def get_conversation(self, conversation_id: str) -> Conversation | None:
        row = self._conv.get_or_none(self._conv.id == conversation_id)
        return None if row is None else conversation_of(row)

    def list_conversations(self, limit: int | None = None, offset: int = 0) -> list[Conversation]:
        query = self._conv.select().order_by(
            self._conv.pinned.desc(), self._conv.updated_at.desc(), self._conv.id
        )
        if limit is not None:
            query = query.limit(limit).offset(offset)
        return [conversation_of(row) for row in query]

    def count_conversations(self) -> int:
        return int(self._conv.select().count())

    def _loose(self) -> Any:
        """Conversations in no project (or in one this store does not hold:
        deleted on another device, or not arrived yet)."""
        return self._conv.project_id.is_null() | self._conv.project_id.not_in(
            self._project.select(self._project.id)
        )

    def list_loose_conversations(
        self, limit: int | None = None, offset: int = 0
    ) -> list[Conversation]:
        """As list_conversations, without those kept in a project."""
        query = (
            self._conv.select()
            .where(self._loose())
            .order_by(self._conv.pinned.desc(), self._conv.updated_at.desc(), self._conv.id)
        )
        if limit is not None:
            query = query.limit(limit).offset(offset)
        return [conversation_of(row) for row in query]

    def count_loose_conversations(self) -> int:
        return int(self._conv.select().where(self._loose()).count())

    def project_conversations(self, project_id: str) -> list[Conversation]:
        """A project's conversations, pinned first, then newest."""
        query = (
            self._conv.select()
            .where(self._conv.project_id == project_id)
            .order_by(self._conv.pinned.desc(), self._conv.updated_at.desc(), self._conv.id)
        )
        return [conversation_of(row) for row in query]

    @writes
    def _update_conversation(
        self, conversation_id: str, touch: bool = False, **fields: Any
    ) -> None:
        if touch:
            fields["updated_at"] = time.time()
        with self.db.atomic("IMMEDIATE"):
            self._conv.update(**fields).where(self._conv.id == conversation_id).execute()

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        self._update_conversation(conversation_id, title=title)

    def set_pinned(self, conversation_id: str, pinned: bool) -> None:
        self._update_conversation(conversation_id, pinned=pinned)

    def set_tip(self, conversation_id: str, message_id: str | None) -> None:
        self._update_conversation(conversation_id, tip_id=message_id)

    def set_conversation_model(
        self, conversation_id: str, provider: str | None, model: str | None
    ) -> None:
        self._update_conversation(conversation_id, provider=provider, model=model)

    def set_system_prompt(self, conversation_id: str, text: str) -> None:
        self._update_conversation(conversation_id, system_prompt=text)

    def set_setup(self, conversation_id: str, system_prompt: str, parameters: Parameters) -> None:
        """The conversation's own system prompt and parameters, in one write."""
        self._update_conversation(
            conversation_id, system_prompt=system_prompt, **parameter_fields(parameters)
        )

    def set_tools(self, conversation_id: str, enabled: bool) -> None:
        """Whether the model may call the person's tools in this conversation."""
        self._update_conversation(conversation_id, tools=enabled)

    def set_timestamps(self, conversation_id: str, created: datetime, updated: datetime) -> None:
        """For import: keep the times the conversation really had."""
        self._update_conversation(
            conversation_id, created_at=created.timestamp(), updated_at=updated.timestamp()
        )

    @writes
    def delete_conversation(self, conversation_id: str) -> None:
        """Explicit user action; a tombstone tells other devices (issue 17).
        Its tools' whole outputs (tool-output/) go with it."""
        with self.db.atomic("IMMEDIATE"):
            outputs = self.tools.outputs(CONVERSATION_CALLS, [conversation_id])
            # What this device has seen of it: the delete covers that, and
            # words another device adds that this one never saw survive it.
            seen = [
                m.id
                for m in self._msg.select(self._msg.id).where(
                    self._msg.conversation_id == conversation_id
                )
            ]
            deleted = self._conv.delete().where(self._conv.id == conversation_id).execute()
            if deleted:
                self.sync.add_tombstone("conversation", conversation_id, covered=seen)
        self.tools.remove_outputs(outputs if deleted else [])

    def existing_conversation_ids(self, ids: list[str]) -> set[str]:
        """Which of `ids` are conversations the store holds."""
        return held_in(self.db, "conversation", ids)
