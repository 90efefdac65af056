"""Frozen history: every change of the store's format, in its own SQL (P18).

A migration says exactly what changed at its step and is never edited once
released: a store written by any earlier Verbatim goes through the same
steps it would have gone through then. None of them builds tables from
today's peewee models (`schema.py`), which describe only how the code reads
and writes. Migration 1 created format 1's tables as release ed7f387 wrote
them; every later migration adds to that. `tests/unit/test_migrations.py`
checks that a store migrated from each format equals a new one, table by
table, column by column, index by index and trigger by trigger, and
`tests/fixtures/old_stores/` holds stores written by the old releases
themselves.

Up to format 7, migration 1 built the tables from the models of the day, so
stores created by different releases at "the same" format differ: a store
made at format 1 and upgraded lacked `message.omitted` (and one made by
0ab2c68 the conversation's setup columns), and its piece index, which
migration 3 meant to drop, had another name. Migration 8 repairs every such
store by rebuilding the two tables that drifted.

Adding a format: append a migration here (never change one above), raise
SCHEMA_VERSION, change the models in `schema.py` to match, and add a store
written by the release before it to `tests/fixtures/old_stores/`.
"""

from __future__ import annotations

from collections.abc import Callable

import peewee

SCHEMA_VERSION = 10
PAGE_SIZE = 2048  # bytes; see _migration_4

Migration = Callable[[peewee.SqliteDatabase], None]


def _columns(db: peewee.SqliteDatabase, table: str) -> list[str]:
    return [row[1] for row in db.execute_sql(f'PRAGMA table_info("{table}")').fetchall()]


def _run(db: peewee.SqliteDatabase, statements: list[str]) -> None:
    for statement in statements:
        db.execute_sql(statement)


# ---------------------------------------------------------------- format 1
# Exactly what release ed7f387 created (peewee 4.5.3 from its models).
_FORMAT_1 = [
    'CREATE TABLE "conversation" ("id" TEXT NOT NULL PRIMARY KEY, "title" TEXT NOT NULL, '
    '"pinned" INTEGER NOT NULL, "tip_id" TEXT, "provider" TEXT, "model" TEXT, '
    '"system_prompt" TEXT NOT NULL, "created_at" REAL NOT NULL, "updated_at" REAL NOT NULL, '
    '"next_seq" INTEGER NOT NULL)',
    'CREATE INDEX "conversationrow_pinned_updated_at" ON "conversation" ("pinned", "updated_at")',
    'CREATE TABLE "message" ("id" TEXT NOT NULL PRIMARY KEY, "conversation_id" TEXT NOT NULL, '
    '"parent_id" TEXT, "seq" INTEGER NOT NULL, "role" TEXT NOT NULL, "content" TEXT NOT NULL, '
    '"status" TEXT NOT NULL, "error" TEXT, "provider" TEXT, "model" TEXT, '
    '"reasoning" TEXT NOT NULL, "prompt_tokens" INTEGER, "completion_tokens" INTEGER, '
    '"generation_seconds" REAL, "created_at" REAL NOT NULL, "updated_at" REAL NOT NULL, '
    'FOREIGN KEY ("conversation_id") REFERENCES "conversation" ("id") ON DELETE CASCADE)',
    'CREATE INDEX "messagerow_conversation_id" ON "message" ("conversation_id")',
    'CREATE UNIQUE INDEX "messagerow_conversation_id_seq" ON "message" ("conversation_id", "seq")',
    'CREATE INDEX "messagerow_conversation_id_parent_id" ON "message" '
    '("conversation_id", "parent_id")',
    'CREATE INDEX "messagerow_status" ON "message" ("status")',
    'CREATE TABLE "piece" ("id" INTEGER NOT NULL PRIMARY KEY, "message_id" TEXT NOT NULL, '
    '"text" TEXT NOT NULL, "reasoning" TEXT NOT NULL, '
    'FOREIGN KEY ("message_id") REFERENCES "message" ("id") ON DELETE CASCADE)',
    'CREATE INDEX "piecerow_message_id" ON "piece" ("message_id")',
]

# External-content FTS5 index over message text, kept in sync by triggers.
# Streaming text lives in `piece` until finalised, so the index is updated
# once per answer, not once per checkpoint.
_FTS_TABLE = (
    "CREATE VIRTUAL TABLE message_fts USING fts5(content, content='message', "
    "content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')"
)
_FTS_TRIGGERS = [
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
    _run(db, [*_FORMAT_1, _FTS_TABLE, *_FTS_TRIGGERS])


def _migration_2(db: peewee.SqliteDatabase) -> None:
    """Why an answer ended, so one cut off by the length limit is shown as such."""
    if "finish_reason" not in _columns(db, "message"):
        db.execute_sql("ALTER TABLE message ADD COLUMN finish_reason TEXT")


def _migration_3(db: peewee.SqliteDatabase) -> None:
    """Meant to drop the piece journal's index (one page per checkpoint, not
    two), but named it wrongly: format 1's index is `piecerow_message_id`.
    Left as it ran; migration 8 drops the right one."""
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


# Issue 14: attached bytes stored once per content, and the rows that name them.
_ATTACHMENT_TABLES = [
    'CREATE TABLE IF NOT EXISTS "blob" ("id" INTEGER NOT NULL PRIMARY KEY, '
    '"sha256" TEXT NOT NULL, "data" BLOB NOT NULL, "size" INTEGER NOT NULL)',
    'CREATE UNIQUE INDEX IF NOT EXISTS "blobrow_sha256" ON "blob" ("sha256")',
    'CREATE TABLE IF NOT EXISTS "attachment" ("id" INTEGER NOT NULL PRIMARY KEY, '
    '"message_id" TEXT NOT NULL, "position" INTEGER NOT NULL, "name" TEXT NOT NULL, '
    '"mime" TEXT NOT NULL, "size" INTEGER NOT NULL, "sha256" TEXT NOT NULL, '
    '"sent_sha256" TEXT NOT NULL, "sent_mime" TEXT NOT NULL, "width" INTEGER NOT NULL, '
    '"height" INTEGER NOT NULL, "sent_width" INTEGER NOT NULL, "sent_height" INTEGER NOT NULL, '
    'FOREIGN KEY ("message_id") REFERENCES "message" ("id") ON DELETE CASCADE)',
    'CREATE INDEX IF NOT EXISTS "attachmentrow_message_id" ON "attachment" ("message_id")',
    'CREATE INDEX IF NOT EXISTS "attachmentrow_sha256" ON "attachment" ("sha256")',
    'CREATE INDEX IF NOT EXISTS "attachmentrow_sent_sha256" ON "attachment" ("sent_sha256")',
    # A blob goes with the last attachment that names it, whichever way that
    # attachment goes: a deleted message or conversation (foreign-key
    # cascades fire triggers) or a deleted attachment row.
    "CREATE TRIGGER IF NOT EXISTS attachment_gc AFTER DELETE ON attachment BEGIN "
    "DELETE FROM blob WHERE sha256 IN (old.sha256, old.sent_sha256) AND NOT EXISTS ("
    "SELECT 1 FROM attachment a WHERE a.sha256 = blob.sha256 OR a.sent_sha256 = blob.sha256); "
    "END",
]
_SETUP_COLUMNS = {
    "temperature": "REAL",
    "top_p": "REAL",
    "max_tokens": "INTEGER",
    "reasoning": "TEXT NOT NULL DEFAULT ''",
}


def _migration_5(db: peewee.SqliteDatabase) -> None:
    """Issue 14: attachments; each conversation's own parameters
    (temperature, top-p, max tokens, reasoning), where a store lacks them."""
    _run(db, _ATTACHMENT_TABLES)
    present = _columns(db, "conversation")
    for name, kind in _SETUP_COLUMNS.items():
        if name not in present:
            db.execute_sql(f"ALTER TABLE conversation ADD COLUMN {name} {kind}")
    if "reasoning_signature" not in _columns(db, "message"):
        db.execute_sql(
            "ALTER TABLE message ADD COLUMN reasoning_signature TEXT NOT NULL DEFAULT ''"
        )


_TOOL_TABLE = [
    'CREATE TABLE IF NOT EXISTS "tool_call" ("id" INTEGER NOT NULL PRIMARY KEY, '
    '"message_id" TEXT NOT NULL, "position" INTEGER NOT NULL, "call_id" TEXT NOT NULL, '
    '"name" TEXT NOT NULL, "arguments" TEXT NOT NULL, "server" TEXT NOT NULL, '
    '"tool" TEXT NOT NULL, "status" TEXT NOT NULL, "output" TEXT NOT NULL, '
    '"is_error" INTEGER NOT NULL, "note" TEXT NOT NULL, "updated_at" REAL NOT NULL, '
    'FOREIGN KEY ("message_id") REFERENCES "message" ("id") ON DELETE CASCADE)',
    'CREATE INDEX IF NOT EXISTS "toolcallrow_message_id" ON "tool_call" ("message_id")',
    'CREATE UNIQUE INDEX IF NOT EXISTS "toolcallrow_message_id_call_id" '
    'ON "tool_call" ("message_id", "call_id")',
    'CREATE INDEX IF NOT EXISTS "toolcallrow_status" ON "tool_call" ("status")',
]


def _migration_6(db: peewee.SqliteDatabase) -> None:
    """Issue 16: tool calls, each in its own row, and whether a conversation
    offers tools to the model."""
    _run(db, _TOOL_TABLE)
    if "tools" not in _columns(db, "conversation"):
        db.execute_sql("ALTER TABLE conversation ADD COLUMN tools INTEGER NOT NULL DEFAULT 1")


_SYNC_TABLES = [
    # What this device knows of sync: its id and counters.
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
    _run(db, _SYNC_TABLES)


# ---------------------------------------------------------------- format 8
_CONVERSATION_8 = (
    'CREATE TABLE "conversation" ("id" TEXT NOT NULL PRIMARY KEY, "title" TEXT NOT NULL, '
    '"pinned" INTEGER NOT NULL DEFAULT 0, "tip_id" TEXT, "provider" TEXT, "model" TEXT, '
    '"system_prompt" TEXT NOT NULL DEFAULT \'\', "created_at" REAL NOT NULL, '
    '"updated_at" REAL NOT NULL, "next_seq" INTEGER NOT NULL DEFAULT 1, '
    '"temperature" REAL, "top_p" REAL, "max_tokens" INTEGER, '
    '"reasoning" TEXT NOT NULL DEFAULT \'\', "tools" INTEGER NOT NULL DEFAULT 1)'
)
_CONVERSATION_8_INDEXES = [
    'CREATE INDEX "conversationrow_pinned_updated_at" ON "conversation" ("pinned", "updated_at")',
]
_MESSAGE_8 = (
    'CREATE TABLE "message" ("id" TEXT NOT NULL PRIMARY KEY, "conversation_id" TEXT NOT NULL, '
    '"parent_id" TEXT, "seq" INTEGER NOT NULL, "role" TEXT NOT NULL, '
    '"content" TEXT NOT NULL DEFAULT \'\', "status" TEXT NOT NULL, "error" TEXT, '
    '"provider" TEXT, "model" TEXT, "reasoning" TEXT NOT NULL DEFAULT \'\', '
    '"prompt_tokens" INTEGER, "completion_tokens" INTEGER, "generation_seconds" REAL, '
    '"finish_reason" TEXT, "reasoning_signature" TEXT NOT NULL DEFAULT \'\', '
    '"omitted" INTEGER NOT NULL DEFAULT 0, "created_at" REAL NOT NULL, '
    '"updated_at" REAL NOT NULL, '
    'FOREIGN KEY ("conversation_id") REFERENCES "conversation" ("id") ON DELETE CASCADE)'
)
_MESSAGE_8_INDEXES = [
    'CREATE UNIQUE INDEX "messagerow_conversation_id_seq" ON "message" ("conversation_id", "seq")',
    'CREATE INDEX "messagerow_conversation_id_parent_id" ON "message" '
    '("conversation_id", "parent_id")',
    'CREATE INDEX "messagerow_status" ON "message" ("status")',
]


def _rebuild(db: peewee.SqliteDatabase, table: str, create: str, keep_rowid: bool) -> None:
    """SQLite's documented way to change a table: make the new one, copy the
    columns both have (a missing one takes its default), drop, rename.
    Foreign keys are off around it (see `migrate`), so dropping the old
    table cascades nothing."""
    new = f"{table}_format8"
    db.execute_sql(create.replace(f'CREATE TABLE "{table}"', f'CREATE TABLE "{new}"', 1))
    wanted = _columns(db, new)
    shared = [c for c in _columns(db, table) if c in wanted]
    names = ", ".join(f'"{c}"' for c in shared)
    if keep_rowid:  # the full-text index refers to messages by rowid
        db.execute_sql(f'INSERT INTO "{new}" (rowid, {names}) SELECT rowid, {names} FROM "{table}"')
    else:
        db.execute_sql(f'INSERT INTO "{new}" ({names}) SELECT {names} FROM "{table}"')
    db.execute_sql(f'DROP TABLE "{table}"')
    db.execute_sql(f'ALTER TABLE "{new}" RENAME TO "{table}"')


def _migration_8(db: peewee.SqliteDatabase) -> None:
    """Issue 23: one schema whichever release made the store. Conversation
    and message are rebuilt with every column today's code reads (adding
    `omitted`, and the setup columns a store from 0ab2c68 lacks) and with
    defaults in SQL; the piece index migration 3 missed is dropped, and the
    message index that the (conversation, seq) index already covers."""
    _rebuild(db, "conversation", _CONVERSATION_8, keep_rowid=False)
    _run(db, _CONVERSATION_8_INDEXES)
    _rebuild(db, "message", _MESSAGE_8, keep_rowid=True)
    _run(db, [*_MESSAGE_8_INDEXES, *_FTS_TRIGGERS])
    db.execute_sql('DROP INDEX IF EXISTS "piecerow_message_id"')
    broken = db.execute_sql("PRAGMA foreign_key_check").fetchall()
    if broken:
        raise peewee.IntegrityError(f"{len(broken)} rows point at rows that are not there")


# ---------------------------------------------------------------- format 9
_FORMAT_9 = [
    # A document's pages and words, for its tile (0 for pictures and text).
    'ALTER TABLE "attachment" ADD COLUMN "pages" INTEGER NOT NULL DEFAULT 0',
    'ALTER TABLE "attachment" ADD COLUMN "words" INTEGER NOT NULL DEFAULT 0',
    # The passages an answer was given, as JSON: what "Sources" shows under it.
    'ALTER TABLE "message" ADD COLUMN "sources" TEXT NOT NULL DEFAULT \'\'',
    'CREATE TABLE "project" ("id" TEXT NOT NULL PRIMARY KEY, "name" TEXT NOT NULL, '
    "\"instructions\" TEXT NOT NULL DEFAULT '', \"preset\" TEXT NOT NULL DEFAULT '', "
    '"provider" TEXT, "model" TEXT, "created_at" REAL NOT NULL, "updated_at" REAL NOT NULL)',
    # No foreign key: a conversation synced before its project arrives waits
    # outside it, and deleting a project is the session's choice, said first.
    'ALTER TABLE "conversation" ADD COLUMN "project_id" TEXT',
    'CREATE INDEX "conversation_project_id" ON "conversation" ("project_id")',
    'CREATE TABLE "project_file" ("id" INTEGER NOT NULL PRIMARY KEY, '
    '"project_id" TEXT NOT NULL, "position" INTEGER NOT NULL, "name" TEXT NOT NULL, '
    '"mime" TEXT NOT NULL, "size" INTEGER NOT NULL, "sha256" TEXT NOT NULL, '
    '"sent_sha256" TEXT NOT NULL, "sent_mime" TEXT NOT NULL, '
    '"pages" INTEGER NOT NULL DEFAULT 0, "words" INTEGER NOT NULL DEFAULT 0, '
    'FOREIGN KEY ("project_id") REFERENCES "project" ("id") ON DELETE CASCADE)',
    'CREATE INDEX "project_file_project_id" ON "project_file" ("project_id")',
    # A blob stays while an attachment or a project's file names it.
    "DROP TRIGGER attachment_gc",
    "CREATE TRIGGER attachment_gc AFTER DELETE ON attachment BEGIN "
    "DELETE FROM blob WHERE sha256 IN (old.sha256, old.sent_sha256) AND NOT EXISTS ("
    "SELECT 1 FROM attachment a WHERE a.sha256 = blob.sha256 OR a.sent_sha256 = blob.sha256) "
    "AND NOT EXISTS (SELECT 1 FROM project_file p WHERE p.sha256 = blob.sha256 "
    "OR p.sent_sha256 = blob.sha256); END",
    "CREATE TRIGGER project_file_gc AFTER DELETE ON project_file BEGIN "
    "DELETE FROM blob WHERE sha256 IN (old.sha256, old.sent_sha256) AND NOT EXISTS ("
    "SELECT 1 FROM attachment a WHERE a.sha256 = blob.sha256 OR a.sent_sha256 = blob.sha256) "
    "AND NOT EXISTS (SELECT 1 FROM project_file p WHERE p.sha256 = blob.sha256 "
    "OR p.sent_sha256 = blob.sha256); END",
    # Documents in passages, for choosing the relevant ones (BM25). Made from
    # a document's text when first needed, so it is never exported or synced.
    # `terms` is what is matched (Chinese, Japanese and Korean as pairs of
    # characters: document_index.py), `body` the passage as it is sent; `doc`
    # is indexed too, so a question keeps to its documents inside the index.
    "CREATE VIRTUAL TABLE doc_chunk USING fts5(terms, body UNINDEXED, doc, "
    "page UNINDEXED, tokenize='porter unicode61 remove_diacritics 2')",
    'CREATE TABLE "doc_indexed" ("doc" TEXT NOT NULL PRIMARY KEY, "chunks" INTEGER NOT NULL)',
    "CREATE TRIGGER blob_chunks_gc AFTER DELETE ON blob BEGIN "
    "DELETE FROM doc_chunk WHERE doc = old.sha256; "
    "DELETE FROM doc_indexed WHERE doc = old.sha256; END",
    # Each project's fields as last synced, as sync_conversation for conversations.
    'CREATE TABLE "sync_project" ("id" TEXT NOT NULL PRIMARY KEY, "stamp" TEXT NOT NULL, '
    '"digest" TEXT NOT NULL)',
]


def _migration_9(db: peewee.SqliteDatabase) -> None:
    """Issue 27: documents (their pages and words, an answer's sources, the
    passage index) and projects (their fields, files and sync bookkeeping)."""
    _run(db, _FORMAT_9)


# --------------------------------------------------------------- format 10
def _migration_10(db: peewee.SqliteDatabase) -> None:
    """Issue 38: a failed answer's error keeps its message id and values
    (JSON, desktop/domain/words.py `said_fields`) beside its English words,
    so the window shows it in the language of the day. Older rows have
    none and are matched back by their words, as before."""
    _run(db, ['ALTER TABLE "message" ADD COLUMN "error_said" TEXT'])


MIGRATIONS: dict[int, Migration] = {
    1: _migration_1,
    2: _migration_2,
    3: _migration_3,
    4: _migration_4,
    5: _migration_5,
    6: _migration_6,
    7: _migration_7,
    8: _migration_8,
    9: _migration_9,
    10: _migration_10,
}
OUTSIDE_TRANSACTION = {4}  # VACUUM cannot run inside one
FOREIGN_KEYS_OFF = {8}  # rebuilds a table others point at
assert max(MIGRATIONS) == SCHEMA_VERSION


def user_version(db: peewee.SqliteDatabase) -> int:
    return int(db.execute_sql("PRAGMA user_version").fetchone()[0])


def migrate(db: peewee.SqliteDatabase, current: int) -> None:
    """Run every migration after `current`, each in its own transaction
    (migration 4's VACUUM is atomic by itself). A step that fails leaves
    the store as the step before it left it."""
    for version in range(current + 1, SCHEMA_VERSION + 1):
        step = MIGRATIONS[version]
        if version in OUTSIDE_TRANSACTION:
            step(db)
            db.execute_sql(f"PRAGMA user_version = {version}")
            continue
        if version in FOREIGN_KEYS_OFF:  # only outside a transaction
            db.execute_sql("PRAGMA foreign_keys = OFF")
        try:
            with db.atomic("IMMEDIATE"):
                step(db)
                db.execute_sql(f"PRAGMA user_version = {version}")
        finally:
            if version in FOREIGN_KEYS_OFF:
                db.execute_sql("PRAGMA foreign_keys = ON")
