"""Tables and migrations, keyed on `PRAGMA user_version` (P18).

Each migration runs in one transaction. `db.open_store` takes a backup copy
of the file before running any of them on an existing database.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import peewee

SCHEMA_VERSION = 7
PAGE_SIZE = 2048  # bytes; see _migration_4


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

    @property
    def all(self) -> list[type[peewee.Model]]:
        return [
            self.conversation,
            self.message,
            self.piece,
            self.blob,
            self.attachment,
            self.tool_call,
        ]


def make_models(db: peewee.SqliteDatabase) -> Models:
    class Base(peewee.Model):
        class Meta:
            database = db

    class ConversationRow(Base):
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

        class Meta:
            table_name = "conversation"
            indexes = ((("pinned", "updated_at"), False),)

    class MessageRow(Base):
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
        provider = peewee.TextField(null=True)
        model = peewee.TextField(null=True)
        reasoning = peewee.TextField(default="")
        prompt_tokens = peewee.IntegerField(null=True)
        completion_tokens = peewee.IntegerField(null=True)
        generation_seconds = peewee.FloatField(null=True)
        finish_reason = peewee.TextField(null=True)  # added in format 2
        reasoning_signature = peewee.TextField(default="")  # added in format 5
        omitted = peewee.IntegerField(default=0)  # added in format 5
        created_at = peewee.FloatField()
        updated_at = peewee.FloatField()

        class Meta:
            table_name = "message"
            indexes = (
                (("conversation", "seq"), True),
                (("conversation", "parent_id"), False),
                (("status",), False),
            )

    class PieceRow(Base):
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

    class BlobRow(Base):
        """Attached bytes, stored once per content (format 5). Deleted by the
        `attachment_gc` trigger when no attachment names them any more."""

        sha256 = peewee.TextField(unique=True)
        data = peewee.BlobField()
        size = peewee.IntegerField()

        class Meta:
            table_name = "blob"

    class AttachmentRow(Base):
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

        class Meta:
            table_name = "attachment"

    class ToolCallRow(Base):
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
            indexes = ((("message", "call_id"), True), (("status",), False))

    return Models(ConversationRow, MessageRow, PieceRow, BlobRow, AttachmentRow, ToolCallRow)


_FTS = [
    # External-content FTS5 index over message text, kept in sync by triggers.
    # Streaming text lives in `piece` until finalised, so the index is updated
    # once per answer, not once per checkpoint.
    "CREATE VIRTUAL TABLE message_fts USING fts5(content, content='message', "
    "content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')",
    "CREATE TRIGGER message_ai AFTER INSERT ON message BEGIN "
    "INSERT INTO message_fts(rowid, content) VALUES (new.rowid, new.content); END",
    "CREATE TRIGGER message_ad AFTER DELETE ON message BEGIN "
    "INSERT INTO message_fts(message_fts, rowid, content) "
    "VALUES ('delete', old.rowid, old.content); END",
    "CREATE TRIGGER message_au AFTER UPDATE OF content ON message BEGIN "
    "INSERT INTO message_fts(message_fts, rowid, content) "
    "VALUES ('delete', old.rowid, old.content); "
    "INSERT INTO message_fts(rowid, content) VALUES (new.rowid, new.content); END",
]


def _migration_1(db: peewee.SqliteDatabase) -> None:
    db.create_tables(make_models(db).all)
    for statement in _FTS:
        db.execute_sql(statement)


def _migration_2(db: peewee.SqliteDatabase) -> None:
    """Why an answer ended, so one cut off by the length limit is shown as such.
    A store created at format 2 already has the column (migration 1 builds
    today's tables), so it is added only where it is missing."""
    columns = {row[1] for row in db.execute_sql("PRAGMA table_info(message)").fetchall()}
    if "finish_reason" not in columns:
        db.execute_sql("ALTER TABLE message ADD COLUMN finish_reason TEXT")


def _migration_3(db: peewee.SqliteDatabase) -> None:
    """Checkpoints that cost what they carry: one page per checkpoint, not
    two (the piece index was the second). Issue 10."""
    db.execute_sql("DROP INDEX IF EXISTS piece_message_id")


def _migration_4(db: peewee.SqliteDatabase) -> None:
    """2 KiB pages: a checkpoint appends one page to the WAL, so the page
    size is what each checkpoint costs (4,120 bytes with 4 KiB pages, 2,072
    now). New stores are created with it (db.PRAGMAS); an existing store is
    rewritten once. A page size can only change outside WAL mode and outside
    a transaction; VACUUM under the rollback journal is atomic, and the
    backup copy of the old file was taken before migrating (P18)."""
    current = int(db.execute_sql("PRAGMA page_size").fetchone()[0])
    if current == PAGE_SIZE:
        return
    db.execute_sql("PRAGMA journal_mode = DELETE")
    db.execute_sql(f"PRAGMA page_size = {PAGE_SIZE}")
    db.execute_sql("VACUUM")
    db.execute_sql("PRAGMA journal_mode = WAL")


# A blob goes with the last attachment that names it, whichever way that
# attachment goes: a deleted message or conversation (foreign-key cascades
# fire triggers) or a deleted attachment row.
_ATTACHMENT_GC = (
    "CREATE TRIGGER IF NOT EXISTS attachment_gc AFTER DELETE ON attachment BEGIN "
    "DELETE FROM blob WHERE sha256 IN (old.sha256, old.sent_sha256) AND NOT EXISTS ("
    "SELECT 1 FROM attachment a WHERE a.sha256 = blob.sha256 OR a.sent_sha256 = blob.sha256); "
    "END"
)


_SETUP_COLUMNS = {
    "temperature": "REAL",
    "top_p": "REAL",
    "max_tokens": "INTEGER",
    "reasoning": "TEXT NOT NULL DEFAULT ''",
}


def _migration_5(db: peewee.SqliteDatabase) -> None:
    """Issue 14. Attachments: content-addressed blobs and the rows that name
    them. Each conversation's own parameters (temperature, top-p, max
    tokens, reasoning), added where a store made before lacks them."""
    models = make_models(db)
    db.create_tables([models.blob, models.attachment], safe=True)
    db.execute_sql(_ATTACHMENT_GC)
    columns = {row[1] for row in db.execute_sql("PRAGMA table_info(conversation)").fetchall()}
    for name, kind in _SETUP_COLUMNS.items():
        if name not in columns:
            db.execute_sql(f"ALTER TABLE conversation ADD COLUMN {name} {kind}")
    columns = {row[1] for row in db.execute_sql("PRAGMA table_info(message)").fetchall()}
    if "reasoning_signature" not in columns:
        db.execute_sql(
            "ALTER TABLE message ADD COLUMN reasoning_signature TEXT NOT NULL DEFAULT ''"
        )


def _migration_6(db: peewee.SqliteDatabase) -> None:
    """Issue 16. Tool calls, each in its own row, and whether a conversation
    offers tools to the model."""
    db.create_tables([make_models(db).tool_call], safe=True)
    columns = {row[1] for row in db.execute_sql("PRAGMA table_info(conversation)").fetchall()}
    if "tools" not in columns:
        db.execute_sql("ALTER TABLE conversation ADD COLUMN tools INTEGER NOT NULL DEFAULT 1")


_SYNC_TABLES = [
    # Issue 17. What this device knows of sync: its id and counters.
    "CREATE TABLE IF NOT EXISTS sync_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    # Ids (messages, files by hash, deletes) already in some device's change
    # files: never sent again.
    "CREATE TABLE IF NOT EXISTS sync_sent (id TEXT PRIMARY KEY) WITHOUT ROWID",
    # Each conversation's settings as last synced: a hybrid-logical-clock
    # stamp and a digest, so a local change is seen and the newest wins.
    "CREATE TABLE IF NOT EXISTS sync_conversation (id TEXT PRIMARY KEY, stamp TEXT NOT NULL, "
    "digest TEXT NOT NULL) WITHOUT ROWID",
    # Change files already applied, by device and name.
    "CREATE TABLE IF NOT EXISTS sync_applied (device TEXT NOT NULL, name TEXT NOT NULL, "
    "PRIMARY KEY (device, name)) WITHOUT ROWID",
    # Messages received before their parent or conversation.
    "CREATE TABLE IF NOT EXISTS sync_pending (id TEXT PRIMARY KEY, entry TEXT NOT NULL) "
    "WITHOUT ROWID",
    # Explicit deletes, kept so other devices delete too.
    "CREATE TABLE IF NOT EXISTS tombstone (id TEXT PRIMARY KEY, kind TEXT NOT NULL, "
    "stamp TEXT NOT NULL) WITHOUT ROWID",
]


def _migration_7(db: peewee.SqliteDatabase) -> None:
    """Issue 17: what sync needs to know, beside the conversations."""
    for statement in _SYNC_TABLES:
        db.execute_sql(statement)


MIGRATIONS: dict[int, Callable[[peewee.SqliteDatabase], None]] = {
    1: _migration_1,
    2: _migration_2,
    3: _migration_3,
    4: _migration_4,
    5: _migration_5,
    6: _migration_6,
    7: _migration_7,
}
OUTSIDE_TRANSACTION = {4}  # VACUUM cannot run inside one
assert max(MIGRATIONS) == SCHEMA_VERSION


def user_version(db: peewee.SqliteDatabase) -> int:
    return int(db.execute_sql("PRAGMA user_version").fetchone()[0])


def migrate(db: peewee.SqliteDatabase, current: int) -> None:
    """Run every migration after `current`, each in its own transaction."""
    for version in range(current + 1, SCHEMA_VERSION + 1):
        if version in OUTSIDE_TRANSACTION:
            MIGRATIONS[version](db)
            db.execute_sql(f"PRAGMA user_version = {version}")
            continue
        with db.atomic("IMMEDIATE"):
            MIGRATIONS[version](db)
            db.execute_sql(f"PRAGMA user_version = {version}")
