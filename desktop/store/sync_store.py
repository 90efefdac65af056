"""What sync keeps in the store (issue 17, format 7): this device's id and
hybrid logical clock, what was already sent, each conversation's settings
as last synced, the change files applied, messages waiting for their
parent, and tombstones for explicit deletes. Sync itself is desktop/sync;
this is only its bookkeeping, in the same transactions as the rows it
describes: a part of the store, which Repository holds as `repo.sync`, on
its database handle."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterable
from typing import Any

import peewee

from desktop.domain import stamps
from desktop.store.rows import held_in

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


# What waits in sync_pending (issue 36): a message whose conversation or
# parent has not come, a project whose files have not, a change stamped
# too far ahead. 1,300,000 orphan messages a peer sent waited there for
# ever and were all read again every round (25 s and 1.34 GB a round with
# nothing new). Now each is keyed by what may settle it, so an apply reads
# only the rows that what came may settle ("m:<length>:<conversation>:<id>"
# by conversation; "due:<wall ms, 15 digits>:…" by time; "proj:<id>" when
# files came); each value begins with when it began to wait; at most
# WAIT_LIMIT rows wait, and none longer than WAIT_DAYS.
WAIT_LIMIT = 100_000
WAIT_DAYS = 30
_DAY_MS = 24 * 60 * 60 * 1000
_PENDING_FORMAT = "2"


def _message_prefix(conversation_id: str) -> str:
    # Its length first: no conversation's prefix is the start of another's.
    return f"m:{len(conversation_id)}:{conversation_id}:"


def _entry_text(value: str) -> str:
    """The entry of a sync_pending value ("<15-digit ms> <entry>")."""
    return value if value.startswith("{") else value[16:]


class SyncStore:
    """Sync's bookkeeping: the clock, what was sent and applied, what waits,
    and the tombstones of explicit deletes."""

    def __init__(self, db: peewee.SqliteDatabase) -> None:
        self.db = db
        self._waiting_rows: int | None = None  # rows in sync_pending, during one apply

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
    def add_tombstone(
        self, kind: str, item_id: str, stamp: str = "", covered: Iterable[str] | None = None
    ) -> None:
        """Record a delete; an item deleted again keeps its newest stamp (a
        conversation that came back and was deleted once more), and what
        the deletes covered adds up (issue 36: a delete covers what its
        device had seen)."""
        if covered is not None:
            self._add_covered(item_id, covered)
        stamp = stamp or self.next_stamp()
        held = self.tombstone_stamp(item_id)
        if held is not None and not stamps.later(stamp, held):
            return
        self.db.execute_sql(
            "INSERT INTO tombstone(id, kind, stamp) VALUES (?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET stamp = excluded.stamp",
            (item_id, kind, stamp),
        )

    def record_delete(self, kind: str, item_id: str, stamp: str, covered: Iterable[str]) -> None:
        """Another device's delete of `item_id`, which covered `covered`, is
        known here (what it covered is settled by store/kept_words.py)."""
        self.add_tombstone(kind, item_id, stamp, covered)

    def renew_tombstone(self, kind: str, item_id: str, after: str) -> None:
        """Stamp this delete anew, after `after`: what it covers here grew
        past what another device's delete of it said, and goes out again."""
        self.add_tombstone(kind, item_id, self.next_stamp(after))

    # What a delete covered is kept beside its tombstone, as sync bookkeeping
    # ("covered:<id>" in sync_state): a store of format 9 still, which every
    # release since format 7 opens, and which an older Verbatim ignores.
    def covered(self, item_id: str) -> set[str] | None:
        """The ids a delete of `item_id` covered: the messages (and, for a
        project, the conversations and files) the deleting devices had
        seen. None: a delete that said nothing of it (an older Verbatim's),
        which covers everything, as deletes did before."""
        raw = self.sync_value(f"covered:{item_id}")
        if raw is None:
            return None
        found: set[str] = set(json.loads(raw))
        return found

    def _add_covered(self, item_id: str, ids: Iterable[str]) -> None:
        held = self.covered(item_id) or set()
        self.set_sync_value(f"covered:{item_id}", json.dumps(sorted(held | set(ids))))

    def tombstones(self) -> list[tuple[str, str, str]]:
        """(id, kind, stamp) of every explicit delete, oldest first."""
        rows = self.db.execute_sql("SELECT id, kind, stamp FROM tombstone")
        found = [(str(r[0]), str(r[1]), str(r[2])) for r in rows.fetchall()]
        return sorted(found, key=lambda t: stamps.order(t[2]))

    def tombstone_stamp(self, item_id: str) -> str | None:
        row = self.db.execute_sql("SELECT stamp FROM tombstone WHERE id = ?", (item_id,)).fetchone()
        return None if row is None else str(row[0])

    def tombstoned(self, ids: Iterable[str]) -> set[str]:
        return held_in(self.db, "tombstone", ids)

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
        return held_in(self.db, "sync_sent", ids)

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

    def send_again(self, ids: Iterable[str]) -> None:
        """These messages go out in this round's changes, though sent before
        (words kept after a delete elsewhere, issue 36). Unmarked when the
        round collects, after every file of it is applied: a copy of one
        arriving in a later file of the round marks it sent as it comes (so
        it is never echoed back), which left the deleting device without
        the answer a kept follow-up needed."""
        held = set(json.loads(self.sync_value("send_again") or "[]"))
        self.set_sync_value("send_again", json.dumps(sorted(held | set(ids))))

    def take_send_again(self) -> None:
        """Unmark what `send_again` named, so the round's collect sends it."""
        ids = json.loads(self.sync_value("send_again") or "[]")
        if ids:
            self.unmark_sent(ids)
            self.db.execute_sql("DELETE FROM sync_state WHERE key = 'send_again'")

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

    # --------------------------------------------------------------- waiting
    def begin_waiting(self, now_ms: int) -> int:
        """Before an apply reads what waits: the count of waiting rows is
        taken afresh (when first needed), a store from before these keys has
        its rows keyed anew (once), and, once a day, what has waited
        WAIT_DAYS is dropped. Returns how many were dropped."""
        self._waiting_rows = None
        if self.sync_value("pending") != _PENDING_FORMAT:
            self._key_anew(now_ms)
            self.set_sync_value("pending", _PENDING_FORMAT)
        swept = int(self.sync_value("pending_swept") or "0")
        if 0 <= now_ms - swept < _DAY_MS:
            return 0
        self.set_sync_value("pending_swept", str(now_ms))
        # Values begin with when they began to wait: a scan inside SQLite,
        # once a day, of at most WAIT_LIMIT rows.
        cutoff = f"{max(0, now_ms - WAIT_DAYS * _DAY_MS):015d}"
        gone = self.db.execute_sql("DELETE FROM sync_pending WHERE entry < ?", (cutoff,))
        return max(0, gone.rowcount)

    def due_changes(self, now_ms: int) -> list[tuple[str, dict[str, Any]]]:
        """(key, entry) of the changes held for their time whose time has come."""
        return self._waiting_between("due:", f"due:{now_ms + stamps.MAX_SKEW_MS:015d};")

    def waiting_for(
        self, conversations: Iterable[str], files: bool
    ) -> list[tuple[str, dict[str, Any]]]:
        """(key, entry) of what waits and what has come may settle: the
        messages of `conversations` (their conversation, or an earlier
        message, may be among what came), and the projects waiting for
        their files when `files` came. Nothing else is read."""
        found = self._waiting_between("proj:", "proj;") if files else []
        if self._waiting_between("m:", "m;", 1):
            for cid in sorted(set(conversations)):
                prefix = _message_prefix(cid)
                found += self._waiting_between(prefix, prefix[:-1] + ";")
        return found

    def hold_message(self, message: dict[str, Any]) -> bool:
        """A message waits for its conversation or its parent (kept as it
        began to wait, when it is held again); False when WAIT_LIMIT rows
        wait already."""
        key = _message_prefix(str(message.get("conversation_id"))) + str(message.get("id"))
        return self._hold(key, json.dumps(message), replace=False)

    def release_message(self, message: dict[str, Any]) -> None:
        self.release(_message_prefix(str(message.get("conversation_id"))) + str(message.get("id")))

    def hold_change(self, wall: int, where: str, entry: dict[str, Any]) -> bool:
        """A change stamped too far ahead waits for its time (`where`: the
        file and line it came in); False when WAIT_LIMIT rows wait already."""
        return self._hold(f"due:{min(wall, stamps.MAX_WALL):015d}:{where}", json.dumps(entry))

    def hold_project(self, project_id: str, entry: dict[str, Any]) -> bool:
        """A project waits for its files: a later version takes its place
        and keeps when it began to wait."""
        return self._hold(f"proj:{project_id}", json.dumps(entry), replace=True)

    def release_project(self, project_id: str) -> None:
        self.release(f"proj:{project_id}")

    def release(self, key: str) -> None:
        gone = self.db.execute_sql("DELETE FROM sync_pending WHERE id = ?", (key,)).rowcount
        if self._waiting_rows is not None:
            self._waiting_rows -= max(0, gone)

    def waiting_projects(self) -> int:
        """Projects waiting for their files."""
        rows = self.db.execute_sql(
            "SELECT COUNT(*) FROM sync_pending WHERE id >= 'proj:' AND id < 'proj;'"
        )
        return int(rows.fetchone()[0])

    def waiting_count(self) -> int:
        return int(self.db.execute_sql("SELECT COUNT(*) FROM sync_pending").fetchone()[0])

    def _hold(self, key: str, text: str, *, replace: bool = False) -> bool:
        if replace:
            kept = self.db.execute_sql(
                "UPDATE sync_pending SET entry = substr(entry, 1, 16) || ? WHERE id = ?",
                (text, key),
            )
            if kept.rowcount > 0:
                return True
        if self._waiting_rows is None:
            self._waiting_rows = self.waiting_count()
        if self._waiting_rows >= WAIT_LIMIT:
            held = self.db.execute_sql("SELECT 1 FROM sync_pending WHERE id = ?", (key,))
            return held.fetchone() is not None
        added = self.db.execute_sql(
            "INSERT OR IGNORE INTO sync_pending(id, entry) VALUES (?, ?)",
            (key, f"{int(time.time() * 1000):015d} {text}"),
        )
        self._waiting_rows += max(0, added.rowcount)
        return True

    def _waiting_between(
        self, low: str, high: str, limit: int = -1
    ) -> list[tuple[str, dict[str, Any]]]:
        rows = self.db.execute_sql(
            "SELECT id, entry FROM sync_pending WHERE id >= ? AND id < ? LIMIT ?",
            (low, high, limit),
        )
        return [(str(r[0]), json.loads(_entry_text(str(r[1])))) for r in rows.fetchall()]

    def _key_anew(self, now_ms: int) -> None:
        """Rows an older Verbatim wrote (a message under its own id, a
        change held for its time under "held:…", each value the entry
        alone) keyed as this one reads them, at most WAIT_LIMIT of them, a
        thousand at a time, as if they began to wait now."""
        last, kept = "", 0
        while True:
            rows = self.db.execute_sql(
                "SELECT id, entry FROM sync_pending WHERE id > ? ORDER BY id LIMIT 1000", (last,)
            ).fetchall()
            if not rows:
                return
            for key, value in ((str(r[0]), str(r[1])) for r in rows):
                last = key
                if not value.startswith("{"):
                    continue  # keyed this way already
                self.db.execute_sql("DELETE FROM sync_pending WHERE id = ?", (key,))
                try:
                    entry = json.loads(value)
                except ValueError:
                    continue
                if not isinstance(entry, dict) or kept >= WAIT_LIMIT:
                    continue
                if key.startswith("held:"):
                    stamp = stamps.parse(entry.get("stamp"))
                    if stamp is None:
                        continue
                    key = f"due:{stamp.wall:015d}:{key.removeprefix('held:')}"
                elif not key.startswith("proj:"):
                    key = _message_prefix(str(entry.get("conversation_id"))) + key
                self.db.execute_sql(
                    "INSERT OR IGNORE INTO sync_pending(id, entry) VALUES (?, ?)",
                    (key, f"{now_ms:015d} {value}"),
                )
                kept += 1
