"""A delete covers what its device had seen (issue 36): the words another
device added that the deleting one never saw survive it, with the chain of
messages above them that reading them in order needs; what it saw goes.

Both ways messages arrive settle here by the same rule, so devices agree
whichever way the words came: sync (a change file) and an import (another
device's export). What a delete covered is kept beside its tombstone
(`repo.sync.covered`); a delete that said nothing of it (an older
Verbatim's) keeps the older rule and is not settled here."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop.store.repository import Repository

_CONVERSATION_SQL = "SELECT id, parent_id FROM message WHERE conversation_id = ?"
_SUBTREE_SQL = (
    "WITH RECURSIVE sub(id) AS (SELECT id FROM message WHERE id = ? "
    "UNION SELECT m.id FROM message m JOIN sub ON m.parent_id = sub.id) "
    "SELECT m.id, m.parent_id FROM message m JOIN sub ON m.id = sub.id"
)
# The messages and every message above them, as this store holds them.
_ANCESTORS_SQL = (
    "WITH RECURSIVE up(id) AS (SELECT id FROM message WHERE id IN ({marks}) "
    "UNION SELECT m.parent_id FROM message m JOIN up ON m.id = up.id "
    "WHERE m.parent_id IS NOT NULL) SELECT id FROM up"
)


_CHAINS_SQL = (
    "SELECT 1 FROM tombstone t JOIN message m ON m.id = t.id WHERE t.kind = 'message' LIMIT 1"
)


def held_under(repo: Repository, item: str, kind: str) -> list[tuple[str, str | None]]:
    """(id, parent id) of the messages a delete of `item` takes here: a
    conversation's, or a message's and the replies below it."""
    sql = _CONVERSATION_SQL if kind == "conversation" else _SUBTREE_SQL
    rows = repo.db.execute_sql(sql, (item,)).fetchall()
    return [(str(r[0]), None if r[1] is None else str(r[1])) for r in rows]


def settle(
    repo: Repository, item: str, kind: str, stamp: str, covered: set[str], *, resend: bool
) -> None:
    """A delete of `item` that covered `covered` (with what earlier deletes
    of it covered): the messages here it did not cover stay, with the chain
    above them; the rest of what it covered goes. With `resend` (the delete
    has just arrived from another device) what stays goes out again, with
    its conversation stamped anew, so the deleting device gets back the
    words it never saw. Nothing uncovered: the item goes whole."""
    covered = covered | (repo.sync.covered(item) or set())
    held = held_under(repo, item, kind)
    uncovered = [i for i, _parent in held if i not in covered]
    if not uncovered:
        repo.remove_synced(item, kind, stamp, covered)
        return
    parents = dict(held)
    keep: set[str] = set()
    for start in uncovered:
        current: str | None = start
        while current is not None and current not in keep:
            keep.add(current)
            current = parents.get(current)
    going = [i for i, _parent in held if i not in keep]
    if going:
        _remove_messages(repo, going, parents)
    repo.sync.record_delete(kind, item, stamp, covered)
    if resend:
        repo.sync.send_again(keep)
        conversation = item if kind == "conversation" else _conversation_of(repo, item)
        if conversation is not None and repo.get_conversation(conversation) is not None:
            repo.sync.set_conversation_sync(conversation, repo.sync.next_stamp(stamp), "")


def settle_arrivals(repo: Repository, message_ids: Iterable[str]) -> None:
    """Messages were added (by sync or an import) where a delete here covered
    something: what such a delete covered and no kept message needs goes
    again. Nothing is sent back: a keeping device sends its words once, when
    the delete reaches it. The deletes that matter are those of the added
    messages' conversations and of the messages above them (a reply added
    below a message kept only as a chain)."""
    ids = list(dict.fromkeys(message_ids))
    if not ids:
        return
    # Only a deleted message still here (kept as a chain) can be above an
    # arrival; usually there is none, and a first sync of 100,000 messages
    # walks no chains at all.
    chains = repo.db.execute_sql(_CHAINS_SQL).fetchone() is not None
    above: set[str] = set()
    conversations: set[str] = set()
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        if chains:
            rows = repo.db.execute_sql(_ANCESTORS_SQL.format(marks=marks), part).fetchall()
            above |= {str(r[0]) for r in rows}
        found = repo.db.execute_sql(
            f"SELECT DISTINCT conversation_id FROM message WHERE id IN ({marks})", part
        ).fetchall()
        conversations |= {str(r[0]) for r in found}
    for cid in sorted(repo.sync.tombstoned(conversations)):
        _settle_again(repo, cid, "conversation")
    for mid in sorted(repo.sync.tombstoned(above)):
        if repo.existing_message_ids([mid]):
            _settle_again(repo, mid, "message")


def _settle_again(repo: Repository, item: str, kind: str) -> None:
    covered = repo.sync.covered(item)
    stamp = repo.sync.tombstone_stamp(item)
    if covered is None or stamp is None:
        return  # an older Verbatim's delete: its rule was applied as it came
    if kind == "conversation" and repo.get_conversation(item) is None:
        return
    settle(repo, item, kind, stamp, covered, resend=False)


def _remove_messages(repo: Repository, ids: list[str], parents: dict[str, str | None]) -> None:
    """Remove exactly these messages (their replies are not among them: the
    caller keeps every reply's chain); a conversation's tip moves up past
    them."""
    going = set(ids)
    for start in range(0, len(ids), 500):
        part = ids[start : start + 500]
        marks = ",".join("?" * len(part))
        tips = repo.db.execute_sql(
            f"SELECT id, tip_id FROM conversation WHERE tip_id IN ({marks})", part
        ).fetchall()
        for cid, tip in tips:
            current: str | None = str(tip)
            while current is not None and current in going:
                current = parents.get(current)
            repo.db.execute_sql(  # as it was, when it was last used stays
                "UPDATE conversation SET tip_id = ? WHERE id = ?", (current, str(cid))
            )
        repo.db.execute_sql(f"DELETE FROM message WHERE id IN ({marks})", part)


def _conversation_of(repo: Repository, message_id: str) -> str | None:
    row = repo.db.execute_sql(
        "SELECT conversation_id FROM message WHERE id = ?", (message_id,)
    ).fetchone()
    return None if row is None else str(row[0])
