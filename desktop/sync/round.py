"""One sync round: read the other devices' new change files, apply them,
then write this device's changes as one new file.

The rules (issue 17):
- A device writes only its own files, `verbatim-sync/<device>/<seq>-<sha256>.vseg`,
  and never changes one. Every file is applied by id, so reading one twice,
  or two devices sending the same message, adds nothing (P2).
- Messages and files: the union. A message is sent once it is final (and
  its tool calls are), never while it streams.
- A conversation's title, pin, model, setup and project, and a project's
  name, instructions, model and files: the newest stamp wins (a
  hybrid logical clock, the device id breaking ties), so clocks hours apart
  still agree.
- Deletes win over what is older than them. A conversation edited after
  another device deleted it comes back, and its messages are sent again.
- The shown branch stays each device's own.
- Compaction (not done yet): a device may replace files with a snapshot
  only once every device known in the folder has applied them; a device
  not heard from keeps its files. Until then files only accumulate.

Each phase is separate so a window can do the network parts off the
writer thread (`fetch`, `upload`) and the store parts on it (`apply`, in
applying.py, `collect`, `commit`); sequence.py runs them in order.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from desktop.domain.messages import Conversation, Message, Project
from desktop.domain.words import say, say_n
from desktop.store.exchange.transfer import conversation_json, message_json, project_json
from desktop.store.repository import Repository
from desktop.sync.segment import (
    MAX_VALUES,
    SyncError,
    Unreadable,
    encode_lines,
    entries_of,
    file_name,
    intact,
    line,
    opened,
    parse_name,
)
from desktop.sync.transport import Transport

ENTRIES_PER_FILE = 20_000  # a first sync of a long history is several files
# ...and so is one with many pictures: a part's JSON stays under this, well
# inside what a reader accepts (segment.MAX_INFLATED_BYTES).
PART_BYTES = 64 * 1024 * 1024
# ...and its values, counted from above, within what a reader takes
# (segment.MAX_VALUES): 20,000 messages are some 500,000, with many sources
# or much prose (each comma counts) more.
PART_VALUES = MAX_VALUES
# A round sends a long history in passes of this many messages, each
# collected, sealed, written and committed before the next: holding all of
# a first sync's messages at once took 276 MB for 100,000 (issue 28).
MESSAGES_PER_PASS = 20_000


@dataclass
class Incoming:
    """One change file another device wrote, fetched and opened, waiting to be
    applied (or why it cannot be)."""

    device: str
    name: str
    # Compressed, its encryption opened: read into entries when applied, and
    # let go then (a round holds one file's at a time).
    body: bytes | memoryview
    refused: str = ""  # why the file cannot be used (it is skipped, the round goes on)
    sealed: bool = False  # refused because its encryption did not check out
    # Read again next round: encrypted while this device has no passphrase yet
    # (marking it applied would lose it once the passphrase is given).
    later: bool = False

    def entries(self) -> list[dict[str, Any]]:
        """The file's changes, read now an entry at a time, its body let go.
        An entry without a kind is never kept: nothing applies it (a file of
        41 million `{}` lines was all held, issue 36). A file that cannot be
        read is marked `refused` and has none."""
        if self.refused:
            return []
        body, self.body = self.body, b""
        try:
            return [e for e in entries_of(body) if type(e.get("t")) is str]
        except Unreadable as exc:
            self.refused = str(exc)
            return []


@dataclass
class Outgoing:
    """This device's unsent changes collected in one pass: the files to upload
    and what to mark sent once they are written."""

    # One file's entries each, as the JSON lines the file holds: a pass of
    # 20,000 messages as dicts is 100,000 objects for the garbage collector
    # to walk on the window's thread (a gen-1 collection took 60-100 ms);
    # as text it is none.
    parts: list[list[str]] = field(default_factory=list)
    first_seq: int = 1
    files: list[tuple[str, bytes]] = field(default_factory=list)  # (name, data), by `seal`
    more: bool = False  # messages are left for another pass
    last: tuple[str, int] | None = None  # (conversation, seq) of the last message taken
    sent: list[str] = field(default_factory=list)  # ids to mark sent once written
    conversations: dict[str, tuple[str, str]] = field(default_factory=dict)  # id: stamp, digest
    projects: dict[str, tuple[str, str]] = field(default_factory=dict)  # id: stamp, digest
    messages: int = 0
    deletes: int = 0
    blobs: int = 0


@dataclass
class SyncReport:
    """What one sync round sent and received, and the problems it named."""

    sent_messages: int = 0
    sent_deletes: int = 0
    sent_files: int = 0
    sent_bytes: int = 0
    received_messages: int = 0
    received_files: int = 0
    problems: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return say(
            "Sent {sent} and {deletes} in {files} ({size}); received {received} from {incoming}.",
            sent=say_n("%n message(s)", None, self.sent_messages),
            deletes=say_n("%n delete(s)", None, self.sent_deletes),
            files=say_n("%n file(s)", None, self.sent_files),
            size=say_n("%n byte(s)", None, self.sent_bytes),
            received=say_n("%n message(s)", None, self.received_messages),
            incoming=say_n("%n file(s)", None, self.received_files),
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


def project_digest(p: Project) -> str:
    """What a project's fields and files are, to see a local change."""
    own = project_json(p)
    for key in ("id", "created_at", "updated_at"):
        own.pop(key)
    return hashlib.sha256(json.dumps(own, sort_keys=True).encode()).hexdigest()


# ----------------------------------------------------------------- fetching
def wanted(listing: dict[str, list[str]], applied: dict[str, set[str]]) -> list[tuple[str, str]]:
    """(device, name) of the other devices' files not applied yet, in order.
    This device's own folder is read too: a file here that this store did
    not write means a copy of this data folder syncs as well (the same
    identity on two computers). Its files are applied like any other
    device's, and `own_identity` moves this store to a new identity."""
    return [
        (device, name)
        for device, names in sorted(listing.items())
        for name in sorted(n for n in names if n not in applied.get(device, set()))
        if parse_name(name) is not None
    ]


def fetch_one(
    transport: Transport, device: str, name: str, passphrase: str | None
) -> Incoming | str:
    """One file, read and opened: fetched, applied and let go before the
    next, so a round holds one file at a time (issue 36: 24 files of 100 MB,
    all held until applied, ran out of memory). One that cannot be used comes
    `refused`, to be skipped while the round goes on (one bad file used to
    stop sync on every device). One still being copied (its hash does not
    match its name) is a sentence instead: it waits for the next round."""
    try:
        data = transport.read(device, name)
    except Unreadable as exc:
        return Incoming(device, name, b"", str(exc))
    if not intact(name, data):
        return say(
            "A change file from another device is incomplete or damaged ({name}); "
            "it is tried again next time.",
            name=f"{device}/{name}",
        )
    try:
        return Incoming(device, name, opened(data, device, passphrase))
    except Unreadable as exc:
        later = exc.sealed and not passphrase
        return Incoming(device, name, b"", str(exc), sealed=exc.sealed, later=later)


def passphrase_check(
    transport: Transport,
    listing: dict[str, list[str]],
    refused: list[Incoming],
    opened_any: bool,
    applied: dict[str, set[str]],
    own: str,
    passphrase: str | None,
) -> None:
    """Files whose encryption does not check out are one altered file each,
    unless the passphrase itself is wrong: then nothing opens, nothing ever
    did, and this device's own files do not open either: SyncError, and
    nothing has changed (the round applies refused files only after this).

    Without a passphrase the round always goes on, naming the encrypted
    files it skips: anyone who can write to the folder can make a file that
    starts like an encrypted one, and stopping here stalled every device
    that had not synced yet, for ever (found by the convergence fuzz)."""
    if not passphrase or not any(b.sealed for b in refused):
        return
    ever = any(names for device, names in applied.items() if device != own)
    if opened_any or ever or _own_file_opens(transport, listing, own, passphrase):
        return
    raise SyncError(
        say(
            "The sync passphrase does not open the changes from another device. "
            "Check the passphrase. Nothing was changed."
        )
    )


def _own_file_opens(
    transport: Transport, listing: dict[str, list[str]], own: str, passphrase: str | None
) -> bool:
    names = [n for n in listing.get(own, []) if parse_name(n) is not None]
    if not names or not passphrase:
        return False
    try:
        opened(transport.read(own, names[-1]), own, passphrase)
    except Unreadable:
        return False
    return True


def collect(
    repo: Repository,
    limit: int = ENTRIES_PER_FILE,
    most: int | None = None,
    *,
    after: tuple[str, int] | None = None,
) -> Outgoing:
    """This device's changes not sent yet, in parts of at most `limit`
    entries (one change file each, made by `seal` off the writer thread):
    at most `most` messages, in conversation order; `more` says others wait
    for the next pass, which starts `after` this one's `last`. The first
    pass of a round (`after` None) looks at every conversation's settings;
    later ones send only their messages and what those need."""
    out = Outgoing()
    entries: list[str] = []
    most = MESSAGES_PER_PASS if most is None else most
    if after is None:
        repo.sync.take_send_again()
    messages = repo.unsent_messages(most + 1, after)
    out.more = len(messages) > most
    messages = messages[:most]
    if messages:
        out.last = (messages[-1].conversation_id, messages[-1].seq)
    changed = _changed_conversations(repo, messages, first=after is None)
    for cid, conversation in changed.items():
        held = repo.sync.conversation_sync(cid)
        now = digest(conversation)
        stamp = held[0] if held is not None and held[1] == now else repo.sync.next_stamp()
        out.conversations[cid] = (stamp, now)
        entries.append(line({"t": "conv", "stamp": stamp, **conversation_json(conversation)}))
    projects, with_projects = _changed_projects(repo, out)
    # A message's files go out with it, every time, as a project's do: one
    # sent before for a message since deleted was tidied away over there, and
    # a new message naming it could not be taken (issue 36). A message goes
    # out once, so a file goes once per message that names it.
    hashes = {h for m in messages for a in m.attachments for h in (a.sha256, a.sent_sha256)}
    for sha, data in repo.blobs(sorted(hashes | with_projects)).items():
        entries.append(line({"t": "file", "sha": sha, "data": base64.b64encode(data).decode()}))
        out.sent.append(f"file:{sha}")
        out.blobs += 1
    entries.extend(projects)
    for m in messages:
        entries.append(line({"t": "msg", "conversation_id": m.conversation_id, **message_json(m)}))
        out.sent.append(m.id)
        out.messages += 1
    entries.extend(_deletes(repo, out))
    if not entries or (not out.sent and not _meta_changed(repo, out)):
        return Outgoing()
    out.parts = list(_chunks(entries, limit))
    out.first_seq = int(repo.sync.sync_value("seq") or "0") + 1
    return out


def _changed_conversations(
    repo: Repository, messages: list[Message], *, first: bool
) -> dict[str, Conversation]:
    """The conversations whose settings changed (looked at on a round's
    first pass only), and those the messages going out belong to."""
    changed: dict[str, Conversation] = {}
    for c in repo.list_conversations() if first else []:
        held = repo.sync.conversation_sync(c.id)
        if held is None or held[1] != digest(c):
            changed[c.id] = c
    for cid in dict.fromkeys(m.conversation_id for m in messages):
        owner = changed.get(cid) or repo.get_conversation(cid)
        if owner is not None:
            changed[cid] = owner
    return changed


def _changed_projects(repo: Repository, out: Outgoing) -> tuple[list[str], set[str]]:
    """The changed projects' entries, and the hashes of all their files.

    A changed project goes out after its files (a reader may have the first
    part of a round before the next), and with all of them, every time: a
    device that took another version in between may have tidied their
    bytes away, and one sent once for a message since deleted is not there."""
    projects: list[str] = []
    with_projects: set[str] = set()
    for p in repo.projects():
        held = repo.sync.project_sync(p.id)
        now = project_digest(p)
        if held is None or held[1] != now:
            stamp = repo.sync.next_stamp()
            out.projects[p.id] = (stamp, now)
            projects.append(line({"t": "proj", "stamp": stamp, **project_json(p)}))
            with_projects.update(h for a in p.files for h in (a.sha256, a.sent_sha256))
    return projects, with_projects


def _deletes(repo: Repository, out: Outgoing) -> list[str]:
    """The entries of the deletes not sent yet, each with what it covered."""
    entries: list[str] = []
    tombstones = repo.sync.tombstones()
    sent = repo.sync.sent_ids(delete_key(i, s) for i, _k, s in tombstones)
    for item, kind, stamp in tombstones:
        if delete_key(item, stamp) not in sent:
            entry: dict[str, object] = {"t": "del", "id": item, "kind": kind, "stamp": stamp}
            covered = repo.sync.covered(item)
            if covered is not None:  # what the delete covered (issue 36)
                entry["seen"] = sorted(covered)
            entries.append(line(entry))
            out.sent.append(delete_key(item, stamp))
            out.deletes += 1
    return entries


def seal(out: Outgoing, device: str, passphrase: str | None) -> None:
    """The change files: compressed and, with a passphrase, encrypted. Pure
    work on values, so the window does it on the network's thread."""
    for seq, part in enumerate(out.parts, start=out.first_seq):
        data = encode_lines(part, device, passphrase)
        out.files.append((file_name(seq, data), data))


def _meta_changed(repo: Repository, out: Outgoing) -> bool:
    return bool(out.projects) or any(
        repo.sync.conversation_sync(cid) != held for cid, held in out.conversations.items()
    )


def _values_at_most(line: str) -> int:
    """A line's JSON values, counted from above at the speed of a search:
    every value but the first follows a ":", a "[" or a "," (those inside
    texts only make the count larger)."""
    return 1 + line.count(":") + line.count("[") + line.count(",")


def _chunks(entries: list[str], size: int) -> Iterator[list[str]]:
    """Parts of at most `size` entries, about PART_BYTES of JSON and
    PART_VALUES values, so a reader never refuses one as too much."""
    part: list[str] = []
    weight = values = 0
    for e in entries:
        heavy = len(e) if e.isascii() else len(e.encode())
        many = _values_at_most(e)
        if part and (
            len(part) >= size or weight + heavy > PART_BYTES or values + many > PART_VALUES
        ):
            yield part
            part, weight, values = [], 0, 0
        part.append(e)
        weight += heavy
        values += many
    if part:
        yield part


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
            repo.sync.mark_applied(device, name)
        repo.sync.mark_sent(out.sent)
        for cid, (stamp, now) in out.conversations.items():
            repo.sync.set_conversation_sync(cid, stamp, now)
        for pid, (stamp, now) in out.projects.items():
            repo.sync.set_project_sync(pid, stamp, now)
        seq = int(repo.sync.sync_value("seq") or "0") + len(out.files)
        repo.sync.set_sync_value("seq", str(seq))


def own_identity(repo: Repository, device: str, batch: Incoming, report: SyncReport) -> str:
    """A file in this device's folder that it did not write: another copy
    of this data folder syncs too. This store takes a new identity (the
    copy will too, when it sees this one's files), so both are read. Asked
    as each file is applied: a round stopped after it still changes."""
    if batch.device != device:
        return device
    with repo.db.atomic("IMMEDIATE"):
        fresh = repo.sync.new_device_id()
        repo.sync.set_sync_value("seq", "0")
    report.problems.append(
        say(
            "Another computer syncs a copy of this data folder under the same identity; "
            "this one now uses a new one, and nothing was lost."
        )
    )
    return fresh
