"""One sync round: read the other devices' new change files, apply them,
then write this device's changes as one new file.

The rules (issue 17):
- A device writes only its own files, `verbatim-sync/<device>/<seq>-<sha256>.vseg`,
  and never changes one. Every file is applied by id, so reading one twice,
  or two devices sending the same message, adds nothing (P2).
- Messages and files: the union. A message is sent once it is final (and
  its tool calls are), never while it streams.
- A conversation's title, pin, model and setup: the newest stamp wins (a
  hybrid logical clock, the device id breaking ties), so clocks hours apart
  still agree.
- Deletes win over what is older than them. A conversation edited after
  another device deleted it comes back, and its messages are sent again.
- The shown branch stays each device's own.
- Compaction (not done yet): a device may replace files with a snapshot
  only once every device known in the folder has applied them; a device
  not heard from keeps its files. Until then files only accumulate.

Each phase is separate so a window can do the network parts off the
writer thread (`fetch`, `upload`) and the store parts on it (`apply`,
`collect`, `commit`); `run_round` does them in order.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from desktop.domain.messages import Conversation
from desktop.domain.words import say
from desktop.store.errors import StoreError
from desktop.store.export_check import FORMAT, VERSION, parse_export
from desktop.store.repository import Repository
from desktop.store.transfer import conversation_json, message_json, write_conversation
from desktop.sync.segment import SyncError, decode, encode, file_name, intact, parse_name
from desktop.sync.transport import Transport

ENTRIES_PER_FILE = 20_000  # a first sync of a long history is several files


@dataclass
class Incoming:
    device: str
    name: str
    entries: list[dict[str, Any]]


@dataclass
class Outgoing:
    parts: list[list[dict[str, Any]]] = field(default_factory=list)  # one file's entries each
    first_seq: int = 1
    files: list[tuple[str, bytes]] = field(default_factory=list)  # (name, data), by `seal`
    sent: list[str] = field(default_factory=list)  # ids to mark sent once written
    conversations: dict[str, tuple[str, str]] = field(default_factory=dict)  # id: stamp, digest
    messages: int = 0
    deletes: int = 0
    blobs: int = 0


@dataclass
class SyncReport:
    sent_messages: int = 0
    sent_deletes: int = 0
    sent_files: int = 0
    sent_bytes: int = 0
    received_messages: int = 0
    received_files: int = 0
    problems: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return say(
            "Sent {sent} message(s) and {deletes} delete(s) in {files} file(s) "
            "({size} bytes); received {received} message(s) from {incoming} file(s).",
            sent=self.sent_messages,
            deletes=self.sent_deletes,
            files=self.sent_files,
            size=self.sent_bytes,
            received=self.received_messages,
            incoming=self.received_files,
        )


def delete_key(item: str, stamp: str) -> str:
    """A delete is known as sent by its id and stamp: deleting again later
    (after the conversation came back) is a new delete, sent again."""
    return f"del:{item}:{stamp}"


def digest(c: Conversation) -> str:
    """What a conversation's settings are, to see a local change."""
    own = conversation_json(c)
    for key in ("id", "created_at", "updated_at"):
        own.pop(key)
    return hashlib.sha256(json.dumps(own, sort_keys=True).encode()).hexdigest()


# ----------------------------------------------------------------- fetching
def fetch(
    transport: Transport, own: str, applied: dict[str, set[str]], passphrase: str | None
) -> tuple[list[Incoming], list[str]]:
    """The other devices' files not applied yet, decoded, in order. A file
    that is damaged or half-copied is left for the next round (problems);
    one the passphrase does not open stops the round (SyncError)."""
    incoming: list[Incoming] = []
    problems: list[str] = []
    for device, names in sorted(transport.devices().items()):
        # This device's own folder is read too: a file here that this store
        # did not write means a copy of this data folder syncs as well
        # (the same identity on two computers). Its files are applied like
        # any other device's, and `commit` moves this store to a new identity.
        done = applied.get(device, set())
        for name in sorted(n for n in names if n not in done and parse_name(n) is not None):
            data = transport.read(device, name)
            if not intact(name, data):
                problems.append(
                    say(
                        "A change file from another device is incomplete or damaged ({name}); "
                        "it is tried again next time.",
                        name=f"{device}/{name}",
                    )
                )
                continue
            incoming.append(Incoming(device, name, decode(data, device, passphrase)))
    return incoming, problems


# ----------------------------------------------------------------- applying
def apply(repo: Repository, incoming: list[Incoming]) -> int:
    """Apply the files in one transaction; returns the messages added."""
    entries = [e for batch in incoming for e in batch.entries]
    added = 0
    with repo.db.atomic("IMMEDIATE"):
        for e in entries:
            if isinstance(e.get("stamp"), str):
                repo.observe_stamp(e["stamp"])
        deletes = [e for e in entries if e.get("t") == "del"]
        gone = {str(e.get("id")) for e in deletes} | repo.tombstoned(
            str(e.get("id")) for e in entries if e.get("t") == "msg"
        )
        files = {
            str(e["sha"]): str(e["data"])
            for e in entries
            if e.get("t") == "file" and isinstance(e.get("sha"), str)
        }
        metas = _newest_metas(entries)
        pending = [json.loads(p) for p in repo.pending_entries()]
        messages = pending + [e for e in entries if e.get("t") == "msg"]
        added += _add_messages(repo, messages, metas, files, gone)
        for meta in metas.values():
            _apply_meta(repo, meta)
        for e in deletes:
            _apply_delete(repo, e)
        for batch in incoming:
            repo.mark_applied(batch.device, batch.name)
    return added


def _newest_metas(entries: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    newest: dict[str, dict[str, Any]] = {}
    for e in entries:
        if e.get("t") == "conv" and isinstance(e.get("id"), str):
            held = newest.get(e["id"])
            if held is None or str(e.get("stamp", "")) > str(held.get("stamp", "")):
                newest[e["id"]] = e
    return newest


def _add_messages(
    repo: Repository,
    messages: list[dict[str, Any]],
    metas: dict[str, dict[str, Any]],
    files: dict[str, str],
    gone: set[str],
) -> int:
    """The union: messages whose parent and conversation are here (or come
    in the same round) are added; the others wait in sync_pending."""
    by_conversation: dict[str, list[dict[str, Any]]] = {}
    for m in messages:
        if str(m.get("id")) in gone or str(m.get("parent_id")) in gone:
            gone.add(str(m.get("id")))  # a reply to a deleted message goes with it
            repo.set_pending(str(m.get("id")), None)
            continue
        by_conversation.setdefault(str(m.get("conversation_id")), []).append(m)
    added = 0
    for cid, items in by_conversation.items():
        conversation = repo.get_conversation(cid)
        meta = metas.get(cid)
        if conversation is None and _deleted_since(repo, cid, meta):
            for m in items:  # its conversation was deleted here: so are they
                repo.set_pending(str(m["id"]), None)
            continue
        if conversation is None and meta is None:
            for m in items:  # its conversation has not come yet
                repo.set_pending(str(m["id"]), json.dumps(m))
            continue
        present = repo.existing_message_ids([str(m.get("parent_id")) for m in items])
        ready, waiting = _ready(items, present)
        for m in waiting:
            repo.set_pending(str(m["id"]), json.dumps(m))
        if not ready:
            continue
        added += _write(repo, cid, meta, conversation, ready, files, frozenset(present))
        for m in ready:
            repo.set_pending(str(m["id"]), None)
    return added


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
    files: dict[str, str],
    present: frozenset[str],
) -> int:
    """Checked as an import is (a hostile device gets no further), then
    written by id (P2)."""
    shape = {k: v for k, v in (meta or {"id": cid}).items() if k not in ("t", "stamp")}
    if conversation is not None:
        shape = conversation_json(conversation)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "conversations": [{**shape, "messages": ready}],
        "files": files,
    }
    try:
        parsed, blobs = parse_export(data, present)
    except StoreError as exc:
        raise SyncError(
            say("A change from another device was refused: {why}", why=exc.message)
        ) from exc
    added = 0
    for conv, messages in parsed:
        _, count = write_conversation(repo, conv, messages, blobs, revive=True)
        added += count
        repo.mark_sent(m.id for m in messages)  # never echoed back
        current = repo.get_conversation(conv.id)
        if conversation is None and current is not None and meta is not None:
            # Made here from their settings: synced as they are. (One that was
            # here already is settled by _apply_meta: the newest stamp wins.)
            repo.set_conversation_sync(cid, str(meta.get("stamp", "")), digest(current))
        if current is not None and messages:
            if current.tip_id is None:
                repo.set_tip(cid, repo.latest_leaf(messages[0].id).id)
            elif any(m.parent_id == current.tip_id for m in messages):
                # Another device went on from where this one is: follow it.
                # (A new version beside it stays a version to switch to.)
                repo.set_tip(cid, repo.latest_leaf(current.tip_id).id)
    return added


def _apply_meta(repo: Repository, meta: dict[str, Any]) -> None:
    """Last writer wins, by stamp; the person's own newer change stays."""
    cid = str(meta["id"])
    stamp = str(meta.get("stamp", ""))
    parsed, _ = parse_export(
        {
            "format": FORMAT,
            "version": VERSION,
            "conversations": [
                {**{k: v for k, v in meta.items() if k not in ("t", "stamp")}, "messages": []}
            ],
        }
    )
    theirs = parsed[0][0]
    current = repo.get_conversation(cid)
    if current is None:
        if not _deleted_since(repo, cid, meta):  # new here, or edited after a delete
            write_conversation(repo, theirs, [], {}, revive=True)
            created = repo.get_conversation(cid)
            if created is not None:
                repo.set_conversation_sync(cid, stamp, digest(created))
        return
    held = repo.conversation_sync(cid)
    # A change made here and not sent yet wins: it is stamped when it is
    # sent, after every stamp this device has seen.
    if held is not None and (stamp <= held[0] or held[1] != digest(current)):
        return
    repo.rename_conversation(cid, theirs.title)
    repo.set_pinned(cid, theirs.pinned)
    repo.set_conversation_model(cid, theirs.provider, theirs.model)
    repo.set_setup(cid, theirs.system_prompt, theirs.parameters)
    repo.set_tools(cid, theirs.tools)
    updated = repo.get_conversation(cid)
    if updated is not None:
        repo.set_conversation_sync(cid, stamp, digest(updated))


def _deleted_since(repo: Repository, cid: str, meta: dict[str, Any] | None) -> bool:
    """Deleted here, and not edited on another device after that delete."""
    deleted = repo.tombstone_stamp(cid)
    if deleted is None:
        return False
    return meta is None or str(meta.get("stamp", "")) <= deleted


def _apply_delete(repo: Repository, e: dict[str, Any]) -> None:
    item, kind, stamp = str(e.get("id")), str(e.get("kind")), str(e.get("stamp", ""))
    if kind == "conversation":
        held = repo.conversation_sync(item)
        if held is not None and held[0] > stamp and repo.get_conversation(item) is not None:
            # Edited here after the other device deleted it: it stays, and
            # its messages go out again so the other device has them back.
            repo.unmark_sent(m.id for m in repo.messages(item))
            repo.set_conversation_sync(item, repo.next_stamp(stamp), "")
            return
        repo.remove_synced(item, kind, stamp)
    elif kind == "message":
        repo.remove_synced(item, kind, stamp)
    repo.mark_sent([delete_key(item, stamp)])


# --------------------------------------------------------------- collecting
def collect(repo: Repository, limit: int = ENTRIES_PER_FILE) -> Outgoing:
    """This device's changes not sent yet, in parts of at most `limit`
    entries (one change file each, made by `seal` off the writer thread)."""
    out = Outgoing()
    entries: list[dict[str, Any]] = []
    message_ids = repo.unsent_message_ids()
    messages = repo.messages_by_ids(message_ids)
    changed: dict[str, Conversation] = {}
    for c in repo.list_conversations():
        held = repo.conversation_sync(c.id)
        if held is None or held[1] != digest(c):
            changed[c.id] = c
    for cid in dict.fromkeys(m.conversation_id for m in messages):
        owner = changed.get(cid) or repo.get_conversation(cid)
        if owner is not None:
            changed[cid] = owner
    for cid, conversation in changed.items():
        held = repo.conversation_sync(cid)
        now = digest(conversation)
        stamp = held[0] if held is not None and held[1] == now else repo.next_stamp()
        out.conversations[cid] = (stamp, now)
        entries.append({"t": "conv", "stamp": stamp, **conversation_json(conversation)})
    hashes = {h for m in messages for a in m.attachments for h in (a.sha256, a.sent_sha256)}
    sent_files = repo.sent_ids(f"file:{h}" for h in hashes)
    unsent = sorted(h for h in hashes if f"file:{h}" not in sent_files)
    for sha, data in repo.blobs(unsent).items():
        entries.append({"t": "file", "sha": sha, "data": base64.b64encode(data).decode("ascii")})
        out.sent.append(f"file:{sha}")
        out.blobs += 1
    for m in messages:
        entries.append({"t": "msg", "conversation_id": m.conversation_id, **message_json(m)})
        out.sent.append(m.id)
        out.messages += 1
    tombstones = repo.tombstones()
    sent = repo.sent_ids(delete_key(i, s) for i, _k, s in tombstones)
    for item, kind, stamp in tombstones:
        if delete_key(item, stamp) not in sent:
            entries.append({"t": "del", "id": item, "kind": kind, "stamp": stamp})
            out.sent.append(delete_key(item, stamp))
            out.deletes += 1
    if not entries or (not out.sent and not _meta_changed(repo, out)):
        return Outgoing()
    out.parts = list(_chunks(entries, limit))
    out.first_seq = int(repo.sync_value("seq") or "0") + 1
    return out


def seal(out: Outgoing, device: str, passphrase: str | None) -> None:
    """The change files: compressed and, with a passphrase, encrypted. Pure
    work on values, so the window does it on the network's thread."""
    for seq, part in enumerate(out.parts, start=out.first_seq):
        data = encode(part, device, passphrase)
        out.files.append((file_name(seq, data), data))


def _meta_changed(repo: Repository, out: Outgoing) -> bool:
    return any(repo.conversation_sync(cid) != held for cid, held in out.conversations.items())


def _chunks(entries: list[dict[str, Any]], size: int) -> Iterator[list[dict[str, Any]]]:
    for start in range(0, len(entries), size):
        yield entries[start : start + size]


# ---------------------------------------------------------------- the round
def upload(transport: Transport, device: str, out: Outgoing) -> int:
    total = 0
    for name, data in out.files:
        transport.write(device, name, data)
        total += len(data)
    return total


def commit(repo: Repository, out: Outgoing, device: str) -> None:
    """After the files are written: what they hold is sent, and this
    device's own files are known as its own."""
    with repo.db.atomic("IMMEDIATE"):
        for name, _data in out.files:
            repo.mark_applied(device, name)
        repo.mark_sent(out.sent)
        for cid, (stamp, now) in out.conversations.items():
            repo.set_conversation_sync(cid, stamp, now)
        seq = int(repo.sync_value("seq") or "0") + len(out.files)
        repo.set_sync_value("seq", str(seq))


def own_identity(
    repo: Repository, device: str, incoming: list[Incoming], report: SyncReport
) -> str:
    """A file in this device's folder that it did not write: another copy
    of this data folder syncs too. This store takes a new identity (the
    copy will too, when it sees this one's files), so both are read."""
    if not any(batch.device == device for batch in incoming):
        return device
    with repo.db.atomic("IMMEDIATE"):
        fresh = repo.new_device_id()
        repo.set_sync_value("seq", "0")
    report.problems.append(
        say(
            "Another computer syncs a copy of this data folder under the same identity; "
            "this one now uses a new one, and nothing was lost."
        )
    )
    return fresh


def run_round(repo: Repository, transport: Transport, passphrase: str | None = None) -> SyncReport:
    """One whole round, in order (the command line and the tests)."""
    report = SyncReport()
    repo.use_target(transport.where)
    device = repo.device_id()
    applied = {d: repo.applied(d) for d in transport.devices()}
    incoming, report.problems = fetch(transport, device, applied, passphrase)
    report.received_files = len(incoming)
    report.received_messages = apply(repo, incoming)
    device = own_identity(repo, device, incoming, report)
    out = collect(repo)
    seal(out, device, passphrase)
    report.sent_bytes = upload(transport, device, out)
    commit(repo, out, device)
    report.sent_messages, report.sent_deletes = out.messages, out.deletes
    report.sent_files = len(out.files)
    return report
