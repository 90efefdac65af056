"""Which entries of the change files other devices wrote are applied now
(the rules are in round.py): those in the shape of a change, dated no more
than an hour ahead of this computer's clock (later ones wait, within a
bound), and those that waited before whose time or whose conversation has
come. What is skipped is said, a sentence for each kind, per device."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.domain import stamps
from desktop.domain.words import say, say_n
from desktop.store import sync_store
from desktop.store.repository import Repository
from desktop.sync.round import Incoming


@dataclass
class Applied:
    """What applying other devices' change files did: messages added, what was
    refused or held back, and the problems to name."""

    added: int = 0  # messages
    problems: list[str] = field(default_factory=list)
    skipped_projects: int = 0  # new ones past MAX_PROJECTS
    crowded: int = 0  # changes that would wait, refused: sync_store.WAIT_LIMIT wait already


def usable_entries(
    repo: Repository, incoming: list[Incoming], now_ms: int, result: Applied
) -> list[dict[str, Any]]:
    """The entries to apply now: those of readable files, and those held
    back before whose time has come, and what waits that these may settle
    (nothing else that waits is read). A stamp that does not parse is
    refused and never moves this device's clock; one from more than an
    hour past it waits (reported once) until time catches up."""
    expired = repo.sync.begin_waiting(now_ms)
    if expired:
        result.problems.append(
            say_n(
                "Dropped %n change(s) from other devices that waited {days} days for what "
                "they need (an earlier message, their conversation or their files).",
                None,
                expired,
                days=sync_store.WAIT_DAYS,
            )
        )
    entries: list[dict[str, Any]] = []
    for key, entry in repo.sync.due_changes(now_ms):
        stamp = stamps.parse(entry.get("stamp"))
        if stamp is None or not stamps.from_the_future(stamp, now_ms):
            repo.sync.release(key)
        if stamp is not None and not stamps.from_the_future(stamp, now_ms):
            repo.sync.observe_stamp(stamp)
            entries.append(entry)
    for batch in incoming:
        entries.extend(_readable(repo, batch, now_ms, result))
    settled = {str(e.get("id")) for e in entries if e.get("t") == "conv"}
    settled |= {str(e.get("conversation_id")) for e in entries if e.get("t") == "msg"}
    files = any(e.get("t") == "file" for e in entries)
    return [e for _key, e in repo.sync.waiting_for(settled, files)] + entries


_KEYS = {
    "msg": ("id", "conversation_id"),
    "conv": ("id",),
    "proj": ("id",),
    "del": ("id", "kind"),
    "file": ("sha", "data"),
}


def _well_formed(e: dict[str, Any]) -> bool:
    """The fields the round itself reads are there and are text (the rest is
    checked as an import's are). An unknown kind, from a newer Verbatim, is
    passed over."""
    keys = _KEYS.get(str(e.get("t")))
    if keys is None:
        return True
    if not all(isinstance(e.get(k), str) for k in keys):
        return False
    if e.get("t") == "del" and "seen" in e and not _bounded_ids(e["seen"]):
        return False
    parent = e.get("parent_id")
    return e.get("t") != "msg" or parent is None or isinstance(parent, str)


MAX_SEEN = 200_000  # ids a delete may say it covered (a conversation of 1,000,000 is not one)


def _bounded_ids(seen: object) -> bool:
    """A delete's `seen`: a list of ids, each text of an id's size, not too many."""
    return (
        isinstance(seen, list)
        and len(seen) <= MAX_SEEN
        and all(isinstance(i, str) and 0 < len(i) <= 200 for i in seen)
    )


def _readable(
    repo: Repository, batch: Incoming, now_ms: int, result: Applied
) -> list[dict[str, Any]]:
    """One change file's entries to apply now; those dated more than an hour
    ahead wait, and what is skipped is said, one sentence a kind."""
    changes = batch.entries()
    if batch.refused:
        result.problems.append(
            say(
                "A change file from device {device} ({name}) could not be read and was "
                "skipped: {why}.",
                device=batch.device,
                name=batch.name,
                why=batch.refused,
            )
        )
        return []
    entries: list[dict[str, Any]] = []
    malformed = future = broken = 0
    newest: stamps.Stamp | None = None  # the clock reads it once a file (issue 37, 10)
    for i, e in enumerate(changes):
        if not _well_formed(e):
            broken += 1
            continue
        if e.get("t") not in ("conv", "proj", "del"):
            entries.append(e)
            continue
        stamp = stamps.parse(e.get("stamp"))
        if stamp is None:
            malformed += 1
        elif stamps.from_the_future(stamp, now_ms):
            future += 1
            if not repo.sync.hold_change(stamp.wall, f"{batch.device}:{batch.name}:{i}", e):
                result.crowded += 1
        else:
            newest = stamp if newest is None or stamp > newest else newest
            entries.append(e)
    if newest is not None:
        repo.sync.observe_stamp(newest)
    _say_skipped(result, batch.device, broken, malformed, future)
    return entries


def _say_skipped(result: Applied, device: str, broken: int, malformed: int, future: int) -> None:
    if broken:
        result.problems.append(
            say_n(
                "Skipped %n change(s) from device {device}: not in the shape of a change.",
                None,
                broken,
                device=device,
            )
        )
    if malformed:
        result.problems.append(
            say_n(
                "Skipped %n change(s) from device {device}: their time is unreadable.",
                None,
                malformed,
                device=device,
            )
        )
    if future:
        result.problems.append(
            say_n(
                "Held until their time comes: %n change(s) from device {device}, dated "
                "more than an hour ahead of this computer's clock. Check the clocks of "
                "both computers.",
                None,
                future,
                device=device,
            )
        )
