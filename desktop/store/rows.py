"""Reading rows in plain SQL, shared by the parts of the store."""

from __future__ import annotations

from collections.abc import Iterable

import peewee


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
