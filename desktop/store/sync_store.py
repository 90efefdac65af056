"""What sync keeps in the store (issue 17, format 7): this device's id and
hybrid logical clock, what was already sent, each conversation's settings
as last synced, the change files applied, messages waiting for their
parent, and tombstones for explicit deletes. Sync itself is desktop/sync;
this is only its bookkeeping, in the same transactions as the rows it
describes."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterable
from typing import Any

import peewee

from desktop.domain import stamps

# The final messages no change file holds yet, in conversation and sequence
# order: at most `limit`, from after the (conversation, seq) a pass ended at
# (each pass of a round starts where the last ended instead of walking the
# sent ones again, which made a first sync of 1,000,000 messages quadratic).
# An answer whose tools are still running waits until they end.
UNSENT_SQL = (
    "FROM message m "
    "WHERE (m.conversation_id, m.seq) > (?, ?) AND m.status != 'streaming' "
    "AND NOT EXISTS (SELECT 1 FROM sync_sent s WHERE s.id = m.id) "
    "AND NOT EXISTS (SELECT 1 FROM tool_call t WHERE t.message_id = m.id "
    "AND t.status IN ('waiting', 'running')) "
    "ORDER BY m.conversation_id, m.seq LIMIT ?"
)


class SyncStore:
    """Mixed into Repository."""

    db: peewee.SqliteDatabase
    _msg: Any

    # ---------------------------------------------------------------- state
    def sync_value(self, key: str) -> str | None:
        row = self.db.execute_sql("SELECT value FROM sync_state WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_sync_value(self, key: str, value: str) -> None:
        self.db.execute_sql(
            "INSERT INTO sync_state(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def device_id(self) -> str:
        """This store's device id, made once: two computers with the same
        name are still two devices."""
        device = self.sync_value("device")
        if device is None:
            device = uuid.uuid4().hex[:16]
            self.set_sync_value("device", device)
        return device

    def new_device_id(self) -> str:
        """A new identity (this data folder was copied to another computer)."""
        device = uuid.uuid4().hex[:16]
        self.set_sync_value("device", device)
        return device

    def next_stamp(self, seen: str = "") -> str:
        """A hybrid-logical-clock stamp later than any this store made or
        saw (`seen`): ordered by causality even when clocks disagree by hours."""
        last = max(stamps.own_clock(self.sync_value("clock")), stamps.order(seen))
        made = stamps.after(last, int(time.time() * 1000), self.device_id())
        self.set_sync_value("clock", made.text())
        return made.text()

    def observe_stamp(self, stamp: stamps.Stamp) -> None:
        """Another device's stamp was read (checked, and not from the future):
        later stamps here sort after it."""
        if stamp > stamps.own_clock(self.sync_value("clock")):
            own = stamps.Stamp(stamp.wall, stamp.counter, self.device_id())
            self.set_sync_value("clock", own.text())

    # ------------------------------------------------------------ tombstones
    def _add_tombstone(self, kind: str, item_id: str, stamp: str = "") -> None:
        """Record a delete; an item deleted again keeps its newest stamp (a
        conversation that came back and was deleted once more)."""
        stamp = stamp or self.next_stamp()
        held = self.tombstone_stamp(item_id)
        if held is not None and not stamps.later(stamp, held):
            return
        self.db.execute_sql(
            "INSERT INTO tombstone(id, kind, stamp) VALUES (?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET stamp = excluded.stamp",
            (item_id, kind, stamp),
        )

    def tombstones(self) -> list[tuple[str, str, str]]:
        """(id, kind, stamp) of every explicit delete, oldest first."""
        rows = self.db.execute_sql("SELECT id, kind, stamp FROM tombstone")
        found = [(str(r[0]), str(r[1]), str(r[2])) for r in rows.fetchall()]
        return sorted(found, key=lambda t: stamps.order(t[2]))

    def tombstone_stamp(self, item_id: str) -> str | None:
        row = self.db.execute_sql("SELECT stamp FROM tombstone WHERE id = ?", (item_id,)).fetchone()
        return None if row is None else str(row[0])

    def tombstoned(self, ids: Iterable[str]) -> set[str]:
        return self.held_in("tombstone", ids)

    def held_in(self, table: str, ids: Iterable[str], column: str = "id") -> set[str]:
        """Which of `ids` the table holds in `column`, 500 at a time (SQLite's
        variable limit), in plain SQL (peewee's IN (...) for 10,000 ids cost
        more than the reading)."""
        wanted = list(dict.fromkeys(ids))
        found: set[str] = set()
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ",".join("?" * len(part))
            query = f"SELECT DISTINCT {column} FROM {table} WHERE {column} IN ({marks})"
            rows = self.db.execute_sql(query, part)
            found.update(str(r[0]) for r in rows.fetchall())
        return found

    def use_target(self, where: str) -> bool:
        """Sync goes to `where` now. What was sent to or applied from another
        target (or an unknown one: a store synced before targets were kept)
        says nothing of this one, so it starts afresh there, as a new device:
        everything is sent again (others apply it by id and add nothing), and
        its own folder there is empty. Returns whether it started afresh."""
        with self.db.atomic("IMMEDIATE"):
            held = self.sync_value("target")
            if held == where:
                return False
            synced = self.db.execute_sql(
                "SELECT EXISTS (SELECT 1 FROM sync_sent) OR EXISTS (SELECT 1 FROM sync_applied)"
            ).fetchone()[0]
            if synced:
                for table in ("sync_sent", "sync_applied", "sync_conversation", "sync_project"):
                    self.db.execute_sql(f"DELETE FROM {table}")
                self.set_sync_value("seq", "0")
                self.new_device_id()
            self.set_sync_value("target", where)
            return bool(synced)

    def set_outbox(self, names: list[str]) -> None:
        """The change files about to be uploaded: if Verbatim stops before
        recording them as sent, the next round knows them as its own."""
        self.set_sync_value("outbox", json.dumps(names))

    def adopt_outbox(self, device: str) -> None:
        """Files of an upload cut short by a crash are this device's own, not
        a sign that a copy of this data folder syncs too (which the next
        round used to say)."""
        names = json.loads(self.sync_value("outbox") or "[]")
        for name in names:
            self.mark_applied(device, str(name))
        self.set_sync_value("outbox", "[]")

    # ------------------------------------------------------------ bookkeeping
    def sent_ids(self, ids: Iterable[str]) -> set[str]:
        return self.held_in("sync_sent", ids)

    def mark_sent(self, ids: Iterable[str]) -> None:
        # In key order: a pass's 20,000 random ids then reach each page of
        # the index once, in file order, instead of jumping about it (at
        # 1,000,000 sent, the index is larger than SQLite's page cache).
        rows = [(i,) for i in sorted(set(ids))]
        if rows:  # in the caller's transaction
            self.db.cursor().executemany("INSERT OR IGNORE INTO sync_sent(id) VALUES (?)", rows)

    def unmark_sent(self, ids: Iterable[str]) -> None:
        cursor = self.db.cursor()
        cursor.executemany("DELETE FROM sync_sent WHERE id = ?", [(i,) for i in ids])

    def unsent_message_ids(
        self, limit: int = -1, after: tuple[str, int] | None = None
    ) -> list[tuple[str, str, int]]:
        """(id, conversation, seq) of the messages UNSENT_SQL names."""
        cid, seq = after if after is not None else ("", -1)
        rows = self.db.execute_sql(
            "SELECT m.id, m.conversation_id, m.seq " + UNSENT_SQL, (cid, seq, limit)
        )
        return [(str(r[0]), str(r[1]), int(r[2])) for r in rows.fetchall()]

    def conversation_sync(self, conversation_id: str) -> tuple[str, str] | None:
        """(stamp, digest) of a conversation's settings as last synced."""
        row = self.db.execute_sql(
            "SELECT stamp, digest FROM sync_conversation WHERE id = ?", (conversation_id,)
        ).fetchone()
        return None if row is None else (str(row[0]), str(row[1]))

    def set_conversation_sync(self, conversation_id: str, stamp: str, digest: str) -> None:
        self.db.execute_sql(
            "INSERT INTO sync_conversation(id, stamp, digest) VALUES (?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET stamp = excluded.stamp, digest = excluded.digest",
            (conversation_id, stamp, digest),
        )

    def project_sync(self, project_id: str) -> tuple[str, str] | None:
        """(stamp, digest) of a project's fields and files as last synced."""
        row = self.db.execute_sql(
            "SELECT stamp, digest FROM sync_project WHERE id = ?", (project_id,)
        ).fetchone()
        return None if row is None else (str(row[0]), str(row[1]))

    def set_project_sync(self, project_id: str, stamp: str, digest: str) -> None:
        self.db.execute_sql(
            "INSERT INTO sync_project(id, stamp, digest) VALUES (?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET stamp = excluded.stamp, digest = excluded.digest",
            (project_id, stamp, digest),
        )

    def applied(self, device: str) -> set[str]:
        rows = self.db.execute_sql("SELECT name FROM sync_applied WHERE device = ?", (device,))
        return {str(r[0]) for r in rows.fetchall()}

    def mark_applied(self, device: str, name: str) -> None:
        self.db.execute_sql(
            "INSERT OR IGNORE INTO sync_applied(device, name) VALUES (?, ?)", (device, name)
        )

    def pending_entries(self) -> list[tuple[str, str]]:
        """(id, entry) of what waits: messages whose parent or conversation
        has not come, and changes stamped too far in the future."""
        rows = self.db.execute_sql("SELECT id, entry FROM sync_pending")
        return [(str(r[0]), str(r[1])) for r in rows.fetchall()]

    def set_pending(self, item_id: str, entry: str | None) -> None:
        if entry is None:
            self.db.execute_sql("DELETE FROM sync_pending WHERE id = ?", (item_id,))
        else:
            self.db.execute_sql(
                "INSERT OR REPLACE INTO sync_pending(id, entry) VALUES (?, ?)", (item_id, entry)
            )
