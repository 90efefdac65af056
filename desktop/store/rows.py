"""Rows as the store reads them: conversations and messages made from their
rows, and plain-SQL reads shared by the parts of the store."""

from __future__ import annotations

import collections
import functools
import json
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

import peewee

from desktop.domain.messages import (
    Conversation,
    Message,
    Parameters,
    Reasoning,
    Role,
    Status,
    Usage,
)
from desktop.domain.words import kept_said, said_fields
from desktop.store.document_index import sources_from_json, sources_json

# A branch, root first, from its tip (a message of the conversation).
BRANCH_SQL = """
WITH RECURSIVE chain(id, parent_id, depth) AS (
    SELECT id, parent_id, 0 FROM message WHERE id = ? AND conversation_id = ?
    UNION ALL
    SELECT m.id, m.parent_id, chain.depth + 1
    FROM message m JOIN chain ON m.id = chain.parent_id
    -- A damaged or hostile file may hold a parent cycle: never walk further
    -- than the conversation has messages.
    WHERE chain.depth < ?
)
SELECT message.* FROM message JOIN chain ON message.id = chain.id ORDER BY chain.depth DESC
"""

SUBTREE_SQL = """
WITH RECURSIVE sub(id) AS (
    SELECT id FROM message WHERE id = ?
    UNION  -- not UNION ALL: with a parent cycle, UNION still ends
    SELECT m.id FROM message m JOIN sub ON m.parent_id = sub.id
)
SELECT id FROM sub
"""


@functools.cache
def row_type(columns: tuple[str, ...]) -> Any:
    """A message row read by column name (the names in the file), as
    cheaply as a tuple."""
    return collections.namedtuple("MessageColumns", columns)


def _ts(value: float) -> datetime:
    return datetime.fromtimestamp(value, UTC)


def _reasoning(value: str | None) -> Reasoning:
    try:
        return Reasoning(value or "")
    except ValueError:  # written by a newer Verbatim: the model's default here
        return Reasoning.DEFAULT


def parameter_fields(p: Parameters) -> dict[str, Any]:
    return {
        "temperature": p.temperature,
        "top_p": p.top_p,
        "max_tokens": p.max_tokens,
        "reasoning": p.reasoning.value,
    }


def conversation_of(row: Any) -> Conversation:
    return Conversation(
        id=row.id,
        title=row.title,
        pinned=bool(row.pinned),
        tip_id=row.tip_id,
        provider=row.provider,
        model=row.model,
        system_prompt=row.system_prompt,
        created_at=_ts(row.created_at),
        updated_at=_ts(row.updated_at),
        parameters=Parameters(
            temperature=row.temperature,
            top_p=row.top_p,
            max_tokens=row.max_tokens,
            reasoning=_reasoning(row.reasoning),
        ),
        tools=bool(row.tools),
        project_id=row.project_id,
    )


def message_of(row: Any, content: str | None = None, reasoning: str | None = None) -> Message:
    """A message as its row holds it (its attachments and tool calls are
    read apart); `content` and `reasoning`, when given, as folded from the
    journal."""
    return Message(
        id=row.id,
        conversation_id=row.conversation_id,
        role=Role(row.role),
        content=row.content if content is None else content,
        parent_id=row.parent_id,
        status=Status(row.status),
        seq=row.seq,
        error=error_of(row.error, row.error_said),
        provider=row.provider,
        model=row.model,
        reasoning=row.reasoning if reasoning is None else reasoning,
        usage=Usage(row.prompt_tokens, row.completion_tokens, row.generation_seconds),
        created_at=_ts(row.created_at),
        updated_at=_ts(row.updated_at),
        finish_reason=row.finish_reason,
        reasoning_signature=row.reasoning_signature or "",
        omitted=row.omitted or 0,
        sources=sources_from_json(row.sources),
    )


def held_in(
    db: peewee.SqliteDatabase, table: str, ids: Iterable[str], column: str = "id"
) -> set[str]:
    """Which of `ids` the table holds in `column`, 500 at a time (SQLite's
    variable limit), in plain SQL (peewee's IN (...) for 10,000 ids cost
    more than the reading)."""
    wanted = list(dict.fromkeys(ids))
    found: set[str] = set()
    for start in range(0, len(wanted), 500):
        part = wanted[start : start + 500]
        marks = ",".join("?" * len(part))
        query = f"SELECT DISTINCT {column} FROM {table} WHERE {column} IN ({marks})"
        rows = db.execute_sql(query, part)
        found.update(str(r[0]) for r in rows.fetchall())
    return found


def message_row(m: Message, conversation_id: str, seq: int, now: float) -> dict[str, Any]:
    """A message's row as an import writes it, `seq` its place in the
    conversation and `now` when it was written here."""
    return {
        "id": m.id,
        "conversation": conversation_id,
        "parent_id": m.parent_id,
        "seq": seq,
        "role": m.role.value,
        "content": m.content,
        "status": m.status.value,
        "error": m.error,
        "error_said": error_said_json(m.error),
        "provider": m.provider,
        "model": m.model,
        "reasoning": m.reasoning,
        "prompt_tokens": m.usage.prompt_tokens,
        "completion_tokens": m.usage.completion_tokens,
        "generation_seconds": m.usage.generation_seconds,
        "finish_reason": m.finish_reason,
        "reasoning_signature": m.reasoning_signature,
        "omitted": m.omitted,
        "sources": sources_json(m.sources),
        "created_at": m.created_at.timestamp(),
        "updated_at": now,
    }


# A kept id and its values are small; a larger one is not read (a peer's
# store or a damaged row may hold anything).
MAX_SAID_JSON = 64 * 1024


def error_said_json(error: str | None) -> str | None:
    """The error's message id and values as the store keeps them (format
    10), when `say` wrote it; None for other words."""
    fields = said_fields(error)
    return None if fields is None else json.dumps(fields, ensure_ascii=False)


def error_of(error: str | None, said: str | None) -> str | None:
    """A stored error as the message carries it: a Said again where its id
    and values were kept whole, else its words as they are."""
    if error is None or not said or len(said) > MAX_SAID_JSON:
        return error
    try:
        fields = json.loads(said)
    except (ValueError, RecursionError):
        return error
    return kept_said(error, fields)
