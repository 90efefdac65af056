"""Full-text search over message text (SQLite FTS5)."""

from __future__ import annotations

import re

import peewee

from desktop.domain.search import MARK_END, MARK_START, SearchHit

# Newest matches first: what a person looking through their chats expects,
# and FTS5 walks its index in rowid order, so it stops after `limit` hits
# instead of scoring every match (a common word matches most messages).
_SQL = f"""
SELECT m.conversation_id, m.id, c.title,
       snippet(message_fts, 0, '{MARK_START}', '{MARK_END}', '…', 12)
FROM message_fts
JOIN message m ON m.rowid = message_fts.rowid
JOIN conversation c ON c.id = m.conversation_id
WHERE message_fts MATCH ? {{scope}}
ORDER BY message_fts.rowid DESC
LIMIT ?
"""


def fts_query(text: str) -> str:
    """Turn what a person typed into a safe FTS5 query: every word must
    appear, the last one as a prefix (search as you type). Quotes and
    operators in the input are treated as plain text."""
    words = re.findall(r"\w+", text)
    if not words:
        return ""
    quoted = [f'"{w}"' for w in words]
    quoted[-1] += "*"
    return " ".join(quoted)


def search_rows(
    db: peewee.SqliteDatabase, match: str, limit: int, project_id: str | None = None
) -> list[SearchHit]:
    if project_id is None:
        cursor = db.execute_sql(_SQL.format(scope=""), (match, limit))
    else:
        scoped = _SQL.format(scope="AND c.project_id = ?")
        cursor = db.execute_sql(scoped, (match, project_id, limit))
    return [SearchHit(*row) for row in cursor.fetchall()]
