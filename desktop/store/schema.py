"""How the code reads and writes the tables: peewee models, one set per store.

The tables themselves are made by `migrations.py`, in SQL of their own that
never changes once released; these models only have to agree with what the
migrations build, which `tests/unit/test_migrations.py` checks column by
column. `db.open_store` takes a backup copy of the file before migrating.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import peewee

from desktop.store.migrations import PAGE_SIZE, SCHEMA_VERSION, migrate, user_version

__all__ = ["PAGE_SIZE", "SCHEMA_VERSION", "Models", "make_models", "migrate", "user_version"]


@dataclass(frozen=True)
class Models:
    """The table classes bound to one database. Each open store gets its own,
    so several stores (tests, export while the app runs) never share state."""

    # Any: peewee builds field attributes at class creation, which type
    # checkers cannot see; the repository is the only user of these.
    conversation: Any
    message: Any
    piece: Any
    blob: Any
    attachment: Any
    tool_call: Any
    project: Any
    project_file: Any

    @property
    def all(self) -> list[type[peewee.Model]]:
        return [
            self.conversation,
            self.message,
            self.piece,
            self.blob,
            self.attachment,
            self.tool_call,
            self.project,
            self.project_file,
        ]


def make_models(db: peewee.SqliteDatabase) -> Models:
    """Columns only: tables, indexes and triggers are the migrations' (the
    models never create anything)."""

    class Base(peewee.Model):
        """The model every table's model derives from, bound to this store's
        database."""

        class Meta:
            database = db

    conversation, message = _conversation_models(Base)
    piece, blob, attachment = _content_models(Base, message)
    tool_call, project, project_file = _tool_and_project_models(Base, message)
    return Models(conversation, message, piece, blob, attachment, tool_call, project, project_file)


def _conversation_models(base: Any) -> tuple[Any, Any]:
    """The conversation's and the message's rows."""

    class ConversationRow(base):
        """A conversation's row: its title, pin, shown tip, model and setup,
        and the next sequence number its messages take (P3)."""

        id = peewee.TextField(primary_key=True)
        title = peewee.TextField()
        pinned = peewee.BooleanField(default=False)
        tip_id = peewee.TextField(null=True)
        provider = peewee.TextField(null=True)
        model = peewee.TextField(null=True)
        system_prompt = peewee.TextField(default="")
        created_at = peewee.FloatField()
        updated_at = peewee.FloatField()
        # The next per-conversation sequence number (P3): order never depends on clocks.
        next_seq = peewee.IntegerField(default=1)
        # How answers are made here (format 5); NULL: the model's own default.
        temperature = peewee.FloatField(null=True)
        top_p = peewee.FloatField(null=True)
        max_tokens = peewee.IntegerField(null=True)
        reasoning = peewee.TextField(default="")
        tools = peewee.BooleanField(default=True)  # format 6: the model may call tools here
        project_id = peewee.TextField(null=True)  # format 9: the project it belongs to

        class Meta:
            table_name = "conversation"

    class MessageRow(base):
        """A message's row: its place in the tree (parent, per-conversation
        seq), role, text, final state, and the model that wrote it."""

        id = peewee.TextField(primary_key=True)
        conversation = peewee.ForeignKeyField(
            ConversationRow, column_name="conversation_id", on_delete="CASCADE"
        )
        parent_id = peewee.TextField(null=True)
        seq = peewee.IntegerField()
        role = peewee.TextField()
        content = peewee.TextField(default="")
        status = peewee.TextField()
        error = peewee.TextField(null=True)
        error_said = peewee.TextField(null=True)  # format 10: its message id and values
        provider = peewee.TextField(null=True)
        model = peewee.TextField(null=True)
        reasoning = peewee.TextField(default="")
        prompt_tokens = peewee.IntegerField(null=True)
        completion_tokens = peewee.IntegerField(null=True)
        generation_seconds = peewee.FloatField(null=True)
        finish_reason = peewee.TextField(null=True)  # format 2
        reasoning_signature = peewee.TextField(default="")  # format 5
        omitted = peewee.IntegerField(default=0)  # format 8 (read since 3d69dc7)
        sources = peewee.TextField(default="")  # format 9: JSON, the passages it was given
        created_at = peewee.FloatField()
        updated_at = peewee.FloatField()

        class Meta:
            table_name = "message"

    return ConversationRow, MessageRow


def _content_models(base: Any, MessageRow: Any) -> tuple[Any, Any, Any]:
    """A streaming answer's pieces, the attached bytes, and the attachments."""

    class PieceRow(base):
        """Append-only journal of streamed text (P6): one small row per
        checkpoint, folded into the message when it is finalised. Appending
        never rewrites the growing text, so checkpointing stays linear."""

        # No index on message_id (format 3): an index made every checkpoint
        # write a second page. The table only ever holds the pieces of the
        # answers streaming right now, so reading them by scan is cheap.
        message = peewee.ForeignKeyField(
            MessageRow, column_name="message_id", on_delete="CASCADE", index=False
        )
        text = peewee.TextField(default="")
        reasoning = peewee.TextField(default="")

        class Meta:
            table_name = "piece"

    class BlobRow(base):
        """Attached bytes, stored once per content (format 5). Deleted by the
        `attachment_gc` trigger when no attachment names them any more."""

        sha256 = peewee.TextField(unique=True)
        data = peewee.BlobField()
        size = peewee.IntegerField()

        class Meta:
            table_name = "blob"

    class AttachmentRow(base):
        """A file attached to a message, in its place among the message's
        files: as the person gave it and as it was sent (names the bytes by
        hash in the blob table)."""

        message = peewee.ForeignKeyField(MessageRow, column_name="message_id", on_delete="CASCADE")
        position = peewee.IntegerField()
        name = peewee.TextField()
        mime = peewee.TextField()
        size = peewee.IntegerField()
        sha256 = peewee.TextField(index=True)
        sent_sha256 = peewee.TextField(index=True)
        sent_mime = peewee.TextField()
        width = peewee.IntegerField(default=0)
        height = peewee.IntegerField(default=0)
        sent_width = peewee.IntegerField(default=0)
        sent_height = peewee.IntegerField(default=0)
        pages = peewee.IntegerField(default=0)  # format 9: a document's pages and words
        words = peewee.IntegerField(default=0)

        class Meta:
            table_name = "attachment"

    return PieceRow, BlobRow, AttachmentRow


def _tool_and_project_models(base: Any, MessageRow: Any) -> tuple[Any, Any, Any]:
    """An answer's tool calls, the projects, and a project's files."""

    class ToolCallRow(base):
        """One tool call of an answer and what became of it (format 6),
        addressed by (message, call id): written when the model finishes
        asking for it, updated as it runs and when it ends (P19)."""

        message = peewee.ForeignKeyField(MessageRow, column_name="message_id", on_delete="CASCADE")
        position = peewee.IntegerField()
        call_id = peewee.TextField()
        name = peewee.TextField()
        arguments = peewee.TextField(default="{}")
        server = peewee.TextField(default="")
        tool = peewee.TextField(default="")
        status = peewee.TextField()
        output = peewee.TextField(default="")
        is_error = peewee.BooleanField(default=False)
        note = peewee.TextField(default="")
        updated_at = peewee.FloatField()

        class Meta:
            table_name = "tool_call"

    class ProjectRow(base):
        """A project (format 9): conversations kept together, with
        instructions and files that every one of them is given."""

        id = peewee.TextField(primary_key=True)
        name = peewee.TextField()
        instructions = peewee.TextField(default="")
        preset = peewee.TextField(default="")  # the setup a new conversation here starts with
        provider = peewee.TextField(null=True)
        model = peewee.TextField(null=True)
        created_at = peewee.FloatField()
        updated_at = peewee.FloatField()

        class Meta:
            table_name = "project"

    class ProjectFileRow(base):
        """A file of a project: the same fields as an attachment."""

        project = peewee.ForeignKeyField(ProjectRow, column_name="project_id", on_delete="CASCADE")
        position = peewee.IntegerField()
        name = peewee.TextField()
        mime = peewee.TextField()
        size = peewee.IntegerField()
        sha256 = peewee.TextField()
        sent_sha256 = peewee.TextField()
        sent_mime = peewee.TextField()
        pages = peewee.IntegerField(default=0)
        words = peewee.IntegerField(default=0)

        class Meta:
            table_name = "project_file"

    return ToolCallRow, ProjectRow, ProjectFileRow
