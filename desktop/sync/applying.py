"""Applying the change files another device wrote, in one transaction a
file (the rules are in round.py): their entries checked as an import's
are, messages added by id, each conversation's newest settings, deletes.
"""

from __future__ import annotations

import base64
import time
from collections.abc import Container, Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from desktop.domain import stamps
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Conversation, Message
from desktop.domain.words import number, say, say_n
from desktop.store import project_store, sync_store
from desktop.store.exchange.export_check import check_conversation, check_file, check_project
from desktop.store.exchange.import_write import write_conversation
from desktop.store.exchange.transfer import conversation_json
from desktop.store.kept_projects import (
    deleted_for_good,
    listed_files,
    settle_project,
    without_covered,
)
from desktop.store.kept_words import settle, settle_arrivals
from desktop.store.repository import Repository
from desktop.sync.round import Incoming, delete_key, digest, project_digest
from desktop.sync.usable import Applied, usable_entries


class _Arriving(Mapping[str, bytes]):
    """The files that came in the change file being applied, by hash (each
    checked), read from their entries when asked for: what is written from
    the same file is given their bytes again. Applying one project could
    otherwise tidy away the bytes of a file it no longer names, which a
    later project or message in the same file names (and the sender will not
    send again): that project was refused for ever, and that message stopped
    every round (issue 36)."""

    def __init__(self) -> None:
        self._encoded: dict[str, str] = {}

    def add(self, sha: str, encoded: str) -> None:
        self._encoded[sha] = encoded

    def __getitem__(self, sha: str) -> bytes:
        return base64.b64decode(self._encoded[sha])

    def __iter__(self) -> Iterator[str]:
        return iter(self._encoded)

    def __len__(self) -> int:
        return len(self._encoded)


class _FilesHere:
    """The files a message may name: those arriving now, or already here."""

    def __init__(self, repo: Repository, arriving: _Arriving) -> None:
        self.repo, self.arriving = repo, arriving

    def __contains__(self, sha: object) -> bool:
        return sha in self.arriving or bool(self.repo.blobs([str(sha)]))


def apply(repo: Repository, incoming: list[Incoming]) -> Applied:
    """Apply the files in one transaction; entries that cannot be used are
    skipped with a sentence, and everything else is applied."""
    result = Applied()
    now_ms = int(time.time() * 1000)
    with repo.db.atomic("IMMEDIATE"):
        entries = usable_entries(repo, incoming, now_ms, result)
        arriving = _store_files(repo, entries, result)
        for project in _within_bound(repo, _newest(entries, "proj"), result):
            try:
                _apply_project(repo, project, _FilesHere(repo, arriving))
            except StoreError as exc:
                result.problems.append(_refused_change(exc))
        deletes = [e for e in entries if e.get("t") == "del"]
        messages = [e for e in entries if e.get("t") == "msg"]
        # A delete that says what it covered (issue 36) drops nothing here:
        # what arrives is added, then settle() keeps what it did not cover.
        gone = {str(e.get("id")) for e in deletes if "seen" not in e} | {
            i
            for i in repo.sync.tombstoned(str(e.get("id")) for e in messages)
            if repo.sync.covered(i) is None
        }
        metas = _newest(entries, "conv")
        result.added += _add_messages(
            repo, messages, metas, _FilesHere(repo, arriving), gone, result
        )
        for meta in metas.values():
            try:
                _apply_meta(repo, meta)
            except StoreError as exc:
                result.problems.append(_refused_change(exc))
        for e in deletes:
            _apply_delete(repo, e)
        settle_arrivals(repo, (str(m.get("id")) for m in messages))
        for batch in incoming:
            if not batch.later:
                repo.sync.mark_applied(batch.device, batch.name)
    if result.crowded:
        result.problems.append(
            say_n(
                "Skipped %n change(s) from other devices that came before what they need (an "
                "earlier message, their conversation or their files): {limit} changes wait "
                "for theirs already, as many as Verbatim keeps.",
                None,
                result.crowded,
                limit=number(sync_store.WAIT_LIMIT),
            )
        )
    return result


def _store_files(repo: Repository, entries: list[dict[str, Any]], result: Applied) -> _Arriving:
    """Attached files, checked against their hashes and kept as they arrive
    (a message may come in a later file than the picture it names)."""
    arriving = _Arriving()
    for e in entries:
        if e.get("t") != "file":
            continue
        try:
            data = check_file(e.get("sha"), e.get("data"))
        except StoreError as exc:
            result.problems.append(_refused_change(exc))
            continue
        repo.attachments.put_blob(str(e["sha"]), data)
        arriving.add(str(e["sha"]), str(e["data"]))
    return arriving


def _refused_change(exc: StoreError) -> str:
    return say("A change from another device was refused: {why}", why=exc.message)


def _newest(entries: list[dict[str, Any]], kind: str) -> dict[str, dict[str, Any]]:
    """The newest change of each conversation ("conv") or project ("proj")."""
    newest: dict[str, dict[str, Any]] = {}
    for e in entries:
        if e.get("t") == kind and isinstance(e.get("id"), str):
            held = newest.get(e["id"])
            if held is None or stamps.later(e.get("stamp"), held.get("stamp")):
                newest[e["id"]] = e
    return newest


def _add_messages(
    repo: Repository,
    messages: list[dict[str, Any]],
    metas: dict[str, dict[str, Any]],
    files: _FilesHere,
    gone: set[str],
    result: Applied,
) -> int:
    """The union: messages whose parent and conversation are here (or come
    in the same round) are added; the others wait in sync_pending."""
    by_conversation = _by_conversation(repo, messages, gone)
    added = 0
    for cid, items in by_conversation.items():
        conversation = repo.get_conversation(cid)
        meta = metas.get(cid)
        if conversation is None and _deleted_since(repo, cid, meta, items):
            for m in items:  # its conversation was deleted here: so are they
                repo.sync.release_message(m)
            continue
        if conversation is None and meta is None:
            for m in items:  # its conversation has not come yet
                result.crowded += not repo.sync.hold_message(m)
            continue
        present = repo.existing_message_ids([str(m.get("parent_id")) for m in items])
        ready, waiting = _ready(items, present)
        for m in waiting:
            result.crowded += not repo.sync.hold_message(m)
        if not ready:
            continue
        added += _write(repo, cid, meta, conversation, ready, files, frozenset(present), result)
        for m in ready:
            repo.sync.release_message(m)
    return added


def _by_conversation(
    repo: Repository, messages: list[dict[str, Any]], gone: set[str]
) -> dict[str, list[dict[str, Any]]]:
    """The messages by conversation, less those deleted here and the replies
    to them (which go with them, and are let go of)."""
    by_conversation: dict[str, list[dict[str, Any]]] = {}
    for m in messages:
        if str(m.get("id")) in gone or str(m.get("parent_id")) in gone:
            gone.add(str(m.get("id")))  # a reply to a deleted message goes with it
            repo.sync.release_message(m)
            continue
        by_conversation.setdefault(str(m.get("conversation_id")), []).append(m)
    return by_conversation


def _ready(
    items: list[dict[str, Any]], present: set[str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Messages whose parent is here or among the ready ones, parents first
    (linear: a first sync of 100,000 messages is one pass)."""
    children: dict[str | None, list[dict[str, Any]]] = {}
    for m in items:
        children.setdefault(m.get("parent_id"), []).append(m)
    roots = [m for m in items if m.get("parent_id") is None or m.get("parent_id") in present]
    ready: list[dict[str, Any]] = []
    seen: set[str] = set()
    stack = list(reversed(roots))
    while stack:
        m = stack.pop()
        if str(m.get("id")) in seen:
            continue
        seen.add(str(m.get("id")))
        ready.append(m)
        stack.extend(reversed(children.get(str(m.get("id")), [])))
    return ready, [m for m in items if str(m.get("id")) not in seen]


def _write(
    repo: Repository,
    cid: str,
    meta: dict[str, Any] | None,
    conversation: Conversation | None,
    ready: list[dict[str, Any]],
    files: _FilesHere,
    present: frozenset[str],
    result: Applied,
) -> int:
    """Checked as an import is (a hostile device gets no further), then
    written by id (P2). A message that fails the check is refused alone,
    with a sentence; the others are written."""
    shape = {k: v for k, v in (meta or {"id": cid}).items() if k not in ("t", "stamp")}
    if conversation is not None:
        shape = conversation_json(conversation)
    try:
        checked: tuple[Conversation | None, list[Message]] = check_conversation(
            {**shape, "messages": ready}, 0, files, present
        )
    except StoreError:
        checked = _one_by_one(shape, ready, files, present, result)
    conv, messages = checked
    if conv is None:
        return 0
    _, added = write_conversation(repo, conv, messages, files.arriving, revive=True)
    repo.sync.mark_sent(m.id for m in messages)  # never echoed back
    current = repo.get_conversation(conv.id)
    if conversation is None and current is not None and meta is not None:
        # Made here from their settings: synced as they are. (One that was
        # here already is settled by _apply_meta: the newest stamp wins.)
        repo.sync.set_conversation_sync(cid, str(meta.get("stamp", "")), digest(current))
    if current is not None and messages:
        if current.tip_id is None:
            repo.set_tip(cid, repo.latest_leaf(messages[0].id).id)
        elif any(m.parent_id == current.tip_id for m in messages):
            # Another device went on from where this one is: follow it.
            # (A new version beside it stays a version to switch to.)
            repo.set_tip(cid, repo.latest_leaf(current.tip_id).id)
    return added


def _one_by_one(
    shape: dict[str, Any],
    ready: list[dict[str, Any]],
    files: Container[str],
    present: frozenset[str],
    result: Applied,
) -> tuple[Conversation | None, list[Message]]:
    """The messages that pass the check on their own (parents first); each
    refused one, and the replies below it, is named."""
    try:
        conv, _ = check_conversation({**shape, "messages": []}, 0, files, present)
    except StoreError as exc:
        result.problems.append(_refused_change(exc))
        return None, []
    kept: list[Message] = []
    known = set(present)
    for m in ready:
        try:
            _, (message,) = check_conversation(
                {**shape, "messages": [m]}, 0, files, frozenset(known)
            )
        except (StoreError, ValueError) as exc:
            why = exc.message if isinstance(exc, StoreError) else str(exc)
            result.problems.append(say("A change from another device was refused: {why}", why=why))
            continue
        kept.append(message)
        known.add(message.id)
    return conv, kept


def _apply_meta(repo: Repository, meta: dict[str, Any]) -> None:
    """Last writer wins, by stamp; the person's own newer change stays."""
    cid = str(meta["id"])
    stamp = str(meta.get("stamp", ""))
    fields = {k: v for k, v in meta.items() if k not in ("t", "stamp")}
    theirs, _ = check_conversation({**fields, "messages": []}, 0, ())
    current = repo.get_conversation(cid)
    if current is None:
        if not _deleted_since(repo, cid, meta):  # new here, or edited after a delete
            write_conversation(repo, theirs, [], {}, revive=True)
            created = repo.get_conversation(cid)
            if created is not None:
                repo.sync.set_conversation_sync(cid, stamp, digest(created))
        return
    held = repo.sync.conversation_sync(cid)
    if held is not None and not stamps.later(stamp, held[0]):
        return
    as_theirs = digest(theirs if "project_id" in fields else replace(theirs, project_id=None))
    now = digest(current)
    if held is not None and held[1] != now and now != as_theirs:
        # A change made here and not sent yet wins: it is stamped when it is
        # sent, after every stamp this device has seen. Theirs is still
        # known as synced, so this device counts the conversation as changed
        # as late as they changed it: a delete older than their change keeps
        # it here as it does on every other device (it was lost here alone,
        # for ever, when their device was not heard from again; issue 36).
        repo.sync.set_conversation_sync(cid, stamp, as_theirs)
        return
    repo.rename_conversation(cid, theirs.title)
    repo.set_pinned(cid, theirs.pinned)
    repo.conversations.set_conversation_model(cid, theirs.provider, theirs.model)
    repo.set_setup(cid, theirs.system_prompt, theirs.parameters)
    repo.conversations.set_tools(cid, theirs.tools)
    if "project_id" in fields:  # a device from before projects says nothing of them
        repo.project_store.move_to_project(cid, theirs.project_id)
    # When it began is the winner's too (a device that made the conversation
    # from another's change would otherwise keep that change's date).
    repo.conversations.set_timestamps(cid, theirs.created_at, current.updated_at)
    updated = repo.get_conversation(cid)
    if updated is not None:
        # Synced as their change described it: a project kept here that it
        # did not name is a change of this device's, and goes out next.
        said = updated if "project_id" in fields else replace(updated, project_id=None)
        repo.sync.set_conversation_sync(cid, stamp, digest(said))


def _within_bound(
    repo: Repository, projects: dict[str, dict[str, Any]], result: Applied
) -> list[dict[str, Any]]:
    """The projects to apply: those here or waiting already, and new ones
    while fewer than MAX_PROJECTS are here or waiting (200,000 from a peer
    made every round take 19 s). The others are skipped, in one sentence."""
    keys = [f"proj:{pid}" for pid in projects]
    known = repo.held_in("project", projects) | {
        k.removeprefix("proj:") for k in repo.held_in("sync_pending", keys)
    }
    room = (
        project_store.MAX_PROJECTS
        - repo.project_store.count_projects()
        - repo.sync.waiting_projects()
    )
    kept: list[dict[str, Any]] = []
    for pid, project in projects.items():
        if pid not in known and not _stays_deleted(repo, pid, project):
            if room <= 0:
                result.skipped_projects += 1
                continue
            room -= 1
        kept.append(project)
    if result.skipped_projects:
        result.problems.append(
            say_n(
                "Skipped %n project(s) from other devices: Verbatim keeps at most {limit}.",
                None,
                result.skipped_projects,
                limit=number(project_store.MAX_PROJECTS),
            )
        )
    return kept


def _apply_project(repo: Repository, meta: dict[str, Any], files: _FilesHere) -> None:
    """A project as another device last changed it: the newest stamp wins,
    files included; one deleted here after that change stays deleted."""
    pid = str(meta["id"])
    stamp = str(meta.get("stamp", ""))
    if _stays_deleted(repo, pid, meta):
        repo.sync.release_project(pid)
        return
    listed = meta.get("files")
    named: list[Any] = listed if isinstance(listed, list) else []
    shas = [
        str(a[k])
        for a in named
        if isinstance(a, dict)
        for k in ("sha256", "sent_sha256")
        if isinstance(a.get(k), str)
    ]
    if any(sha not in files for sha in shas):
        # Its files are in a part still being copied: it waits for them.
        if not repo.sync.hold_project(pid, meta):
            raise StoreError(
                StoreErrorKind.IMPORT,
                say(
                    "a project waits for files that have not come, and {limit} changes "
                    "wait for theirs already, as many as Verbatim keeps",
                    limit=number(sync_store.WAIT_LIMIT),
                ),
            )
        return
    repo.sync.release_project(pid)
    theirs = without_covered(
        repo, check_project({k: v for k, v in meta.items() if k not in ("t", "stamp")}, 0, files)
    )
    current = repo.get_project(pid)
    held = repo.sync.project_sync(pid)
    if current is not None and held is not None:
        if not stamps.later(stamp, held[0]):
            return
        now = project_digest(current)
        if held[1] != now and now != project_digest(theirs):
            # This device's own change wins, and goes out next, stamped
            # later; theirs is known as synced, so a delete older than it
            # keeps the project here as everywhere else (issue 36).
            repo.sync.set_project_sync(pid, stamp, project_digest(theirs))
            return
    repo.project_store.put_project(theirs, files.arriving)
    stored = repo.get_project(pid)
    if stored is not None:
        repo.sync.set_project_sync(pid, stamp, project_digest(stored))


def _stays_deleted(repo: Repository, pid: str, meta: dict[str, Any]) -> bool:
    """A project deleted here that this change of it does not bring back:
    it holds no file the delete had not seen (issue 36), or, for an older
    Verbatim's delete, it is not newer than the delete."""
    if repo.sync.covered(pid) is not None:
        return deleted_for_good(repo, pid, listed_files(meta))
    return _deleted_since(repo, pid, meta)


def _deleted_since(
    repo: Repository,
    cid: str,
    meta: dict[str, Any] | None,
    arriving: Sequence[dict[str, Any]] = (),
) -> bool:
    """Deleted here, and nothing since brings it back. A delete that says
    what it covered (issue 36) yields only to words it did not cover: a
    rename or a setting changed elsewhere is no reason to keep it. One that
    does not (an older Verbatim's) yields to any change made after it."""
    deleted = repo.sync.tombstone_stamp(cid)
    if deleted is None:
        return False
    covered = repo.sync.covered(cid)
    if covered is not None:
        return all(str(m.get("id")) in covered for m in arriving)
    return meta is None or not stamps.later(meta.get("stamp"), deleted)


def _apply_delete(repo: Repository, e: dict[str, Any]) -> None:
    item, kind, stamp = str(e.get("id")), str(e.get("kind")), str(e.get("stamp", ""))
    seen = e.get("seen")
    if kind in ("conversation", "message", "project") and isinstance(seen, list):
        # Issue 36: it covers what the deleting device had seen, no more.
        theirs = {str(i) for i in seen}
        ours = repo.sync.covered(item)
        if kind == "project":
            settle_project(repo, item, stamp, theirs, resend=True)
        else:
            settle(repo, item, kind, stamp, theirs, resend=True)
        repo.sync.mark_sent([delete_key(item, stamp)])
        if ours is not None and not ours <= theirs:
            # This device deleted it too, having seen more: that goes out
            # (its own delete, older, would otherwise never be sent).
            repo.sync.renew_tombstone(kind, item, stamp)
        return
    if kind == "conversation":
        held = repo.sync.conversation_sync(item)
        if held is not None and stamps.later(held[0], stamp) and repo.get_conversation(item):
            # Edited here after the other device deleted it: it stays, and
            # its messages go out again so the other device has them back.
            repo.sync.unmark_sent(m.id for m in repo.messages(item))
            repo.sync.set_conversation_sync(item, repo.sync.next_stamp(stamp), "")
            return
        repo.remove_synced(item, kind, stamp)
    elif kind == "message":
        repo.remove_synced(item, kind, stamp)
    elif kind == "project":
        held = repo.sync.project_sync(item)
        if held is not None and stamps.later(held[0], stamp) and repo.get_project(item):
            # changed here since: stays
            repo.sync.set_project_sync(item, repo.sync.next_stamp(stamp), "")
            return
        repo.project_store.remove_synced_project(item, stamp)
    repo.sync.mark_sent([delete_key(item, stamp)])


# --------------------------------------------------------------- collecting
