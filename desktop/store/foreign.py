"""Importing the history people bring from other apps: ChatGPT's and
Claude's data exports (their `conversations.json`, alone or in the zip they
come in), beside Verbatim's own JSON.

`read_source` finds out which one a file is. The ChatGPT and Claude files
are read one conversation at a time (ijson), so a large export never sits
in memory whole; each conversation is checked, then written, all inside one
transaction per file: a broken conversation anywhere leaves the store as it
was. Ids are the source's own, prefixed (`chatgpt:`, `claude:`), so
importing the same file again adds nothing (P2). Nothing is fetched.

Formats read (as their exports were documented and seen in 2025-2026):
- ChatGPT: a list of conversations, each with `mapping` (nodes with `id`,
  `message`, `parent`, `children`), `current_node`, `title`, `create_time`;
  a message has `author.role`, `content.content_type` and `parts`,
  `create_time`, `metadata.model_slug`. Text, multimodal text (pictures by
  `file-service://` pointer, found in the zip), code, execution output,
  thoughts and reasoning recaps are read; other parts are skipped.
- Claude: a list of conversations with `uuid`, `name`, `created_at`,
  `chat_messages` (`uuid`, `sender`, `text` or `content` blocks, `created_at`,
  `attachments` with `extracted_content`, `files` by name,
  `parent_message_uuid` where present).
"""

from __future__ import annotations

import io
import re
import threading
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePath
from typing import IO, Any, cast

import peewee

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.import_report import ImportReport, SourceKind
from desktop.domain.messages import Attachment, Conversation, Message, Role, Status
from desktop.domain.words import say
from desktop.store.bounded_json import CappedReader, JsonRefused, pieces
from desktop.store.export_check import fail
from desktop.store.import_write import import_decision, write_conversation
from desktop.store.repository import Repository
from desktop.store.verbatim_import import (
    Seen,
    cancelled,
    import_verbatim,
    import_write_error,
    out_of_memory,
    small_cache,
)

MAX_JSON_BYTES = 4 * 1024**3  # a conversations.json larger than this is refused
MAX_PICTURE_BYTES = 32 * 1024 * 1024
_FILE_ID = re.compile(r"(file[-_][A-Za-z0-9]+)")


@dataclass
class _Parsed:
    conversation: Conversation
    messages: list[Message]
    files: dict[str, bytes] = field(default_factory=dict)


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _fail(where: str, why: str) -> StoreError:
    return StoreError(
        StoreErrorKind.IMPORT,
        say(
            "This file cannot be imported: {where} {why}. Nothing was changed.",
            where=where,
            why=why,
        ),
    )


def _time(value: Any, fallback: datetime) -> datetime:
    """A date as ChatGPT (seconds) or Claude (ISO text) writes it; one that
    cannot be a date (1e20, -1e15, NaN) is the fallback, not a traceback."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(float(value), UTC)
        except (OverflowError, OSError, ValueError):
            return fallback
    if isinstance(value, str) and value:
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return fallback
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    return fallback


def _digest(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


# ------------------------------------------------------------------ the file
class _Source:
    """An opened export: its kind, and its conversations one at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.zip: zipfile.ZipFile | None = None
        self.kind = SourceKind.VERBATIM
        self._names: dict[str, str] = {}  # file id -> name in the zip
        try:
            if zipfile.is_zipfile(path):
                self.zip = zipfile.ZipFile(path)
                if "conversations.json" not in self.zip.namelist():
                    raise _fail(
                        say("the zip"), say("has no conversations.json (is it a data export?)")
                    )
                # Pictures are stored as `file-<id>-<name>` or `file-<id>.<ext>`.
                for name in self.zip.namelist():
                    found = _FILE_ID.match(PurePath(name).name)
                    if found and not name.endswith("/"):
                        self._names[found.group(1)] = name
            self.kind = self._sniff()
        except (OSError, zipfile.BadZipFile) as exc:
            raise _fail(say("the file"), say("could not be read ({why})", why=exc)) from exc

    @contextmanager
    def open_json(self) -> Iterator[IO[bytes]]:
        """The JSON, read through a cap: a zip member may claim one size and
        inflate to another (a 1 MB zip held 1 GB)."""
        if self.zip is not None:
            info = self.zip.getinfo("conversations.json")
            if info.file_size > MAX_JSON_BYTES:
                raise _fail(say("conversations.json"), say("is larger than 4 GB"))
            raw: IO[bytes] = self.zip.open(info)
            packed: int | None = info.compress_size
        else:
            raw, packed = self.path.open("rb"), None
        with raw:
            yield cast(IO[bytes], CappedReader(raw, MAX_JSON_BYTES, "the export", packed))

    def _sniff(self) -> SourceKind:
        with self.open_json() as f:
            head = f.read(65_536)
        text = head.lstrip()
        if text.startswith(b"{"):
            return SourceKind.VERBATIM
        if not text.startswith(b"["):
            raise _fail(say("the file"), say("is not a conversations export (no JSON list)"))
        if b'"mapping"' in head:
            return SourceKind.CHATGPT
        if b'"chat_messages"' in head:
            return SourceKind.CLAUDE
        try:
            first = next(iter(self.items()), None)
        except StoreError:
            first = None
        if isinstance(first, dict) and "mapping" in first:
            return SourceKind.CHATGPT
        if isinstance(first, dict) and "chat_messages" in first:
            return SourceKind.CLAUDE
        raise _fail(say("the file"), say("is neither a ChatGPT nor a Claude export"))

    def items(self) -> Iterator[Any]:
        """The conversations of the export's list, one at a time, each
        within bounded_json's limits (depth, values, text length)."""
        with self.open_json() as f:
            try:
                for _key, item in pieces(f):
                    yield item
            except JsonRefused as exc:
                raise fail(str(exc)) from exc

    def picture(self, file_id: str) -> tuple[str, bytes | None] | None:
        """A picture the export carries, by its `file-…` id: (its name, its
        bytes, or None when it is larger than an attachment may be), read
        no further than that limit whatever its header claims."""
        if self.zip is None:
            return None
        name = self._names.get(file_id)
        if name is None:
            return None
        info = self.zip.getinfo(name)
        if info.file_size > MAX_PICTURE_BYTES:
            return PurePath(name).name, None
        with self.zip.open(info) as member:
            data = member.read(MAX_PICTURE_BYTES + 1)
        return PurePath(name).name, data if len(data) <= MAX_PICTURE_BYTES else None

    def close(self) -> None:
        if self.zip is not None:
            self.zip.close()


# ------------------------------------------------------------------ ChatGPT
def _chatgpt_text(content: dict[str, Any]) -> tuple[str, str, list[str]]:
    """(text, reasoning, picture ids) of a ChatGPT message's content."""
    kind = content.get("content_type")
    parts = _list(content.get("parts"))
    texts: list[str] = []
    pictures: list[str] = []
    reasoning = ""
    if kind in ("text", "multimodal_text"):
        for part in parts:
            if isinstance(part, str):
                texts.append(part)
            elif isinstance(part, dict) and part.get("content_type") == "image_asset_pointer":
                pointer = str(part.get("asset_pointer", ""))
                pictures.append(pointer.rsplit("/", 1)[-1])
    elif kind == "code":
        language = str(content.get("language") or "")
        body = str(content.get("text") or "")
        texts.append(f"```{language if language != 'unknown' else ''}\n{body}\n```")
    elif kind == "execution_output":
        texts.append(f"```\n{content.get('text') or ''}\n```")
    elif kind in ("tether_quote", "tether_browsing_display"):
        texts.append(str(content.get("text") or content.get("result") or ""))
    elif kind == "thoughts":
        thoughts = _list(content.get("thoughts"))
        reasoning = "\n\n".join(str(t.get("content", "")) for t in thoughts if isinstance(t, dict))
    elif kind == "reasoning_recap":
        reasoning = str(content.get("content") or "")
    return "".join(texts).strip("\n") if kind != "text" else "".join(texts), reasoning, pictures


def _chatgpt(item: Any, index: int, source: _Source) -> _Parsed:
    where = say("conversation {n}", n=index + 1)
    if not isinstance(item, dict) or not isinstance(item.get("mapping"), dict):
        raise _fail(where, say("has no message tree (mapping)"))
    source_id = str(item.get("conversation_id") or item.get("id") or "")
    if not source_id:
        raise _fail(where, say("has no id"))
    title = str(item.get("title") or "Imported conversation")
    where = say("conversation {n} (“{title}”)", n=index + 1, title=title[:60])
    cid = f"chatgpt:{source_id}"
    created = _time(item.get("create_time"), datetime(1970, 1, 1, tzinfo=UTC))
    mapping: dict[str, Any] = item["mapping"]
    for key, node in mapping.items():
        if not isinstance(node, dict):
            raise _fail(where, say("has a node {node} that is not an object", node=key))
        parent = node.get("parent")
        if parent is not None and parent not in mapping:
            raise _fail(where, say("has a node whose parent {parent} is missing", parent=parent))
    roots = [k for k, n in mapping.items() if n.get("parent") is None]
    if not roots:
        raise _fail(where, say("has no first message (its tree is a loop)"))
    kept: dict[str, str | None] = {}  # node -> the message id it becomes (or its ancestor's)
    messages: list[Message] = []
    files: dict[str, bytes] = {}
    system_prompt = ""
    model: str | None = None
    seen: set[str] = set()
    stack: list[tuple[str, str | None]] = [(r, None) for r in reversed(roots)]
    while stack:
        key, parent_message = stack.pop()
        if key in seen:
            raise _fail(where, say("has a node {node} reached twice (a loop)", node=key))
        seen.add(key)
        node = mapping[key]
        message_id = parent_message
        entry = node.get("message")
        if isinstance(entry, dict):
            made = _chatgpt_message(entry, key, cid, parent_message, created, source, files)
            if (
                made is not None
                and made.role is Role.USER
                and made.content == ""
                and not made.attachments
            ):
                made = None
            if made is None and not system_prompt:
                role = str(_dict(entry.get("author")).get("role") or "")
                text, _, _ = _chatgpt_text(entry.get("content") or {})
                if role == "system" and text.strip():
                    system_prompt = text  # kept, as the conversation's system prompt
            if made is not None:
                messages.append(made)
                message_id = made.id
                model = made.model or model
        kept[key] = message_id
        children = _list(node.get("children"))
        ordered = sorted(
            (c for c in children if c in mapping),
            key=lambda c: _when(mapping[c]),
            reverse=True,
        )
        stack.extend((c, message_id) for c in ordered)
    if len(seen) != len(mapping):
        raise _fail(where, say("has messages that no path from its start reaches"))
    current = item.get("current_node")
    tip = kept.get(current) if isinstance(current, str) else None
    if tip is None and messages:
        tip = messages[-1].id
    conversation = Conversation(
        id=cid,
        title=title,
        tip_id=tip,
        provider="chatgpt",
        model=model,
        system_prompt=system_prompt,
        created_at=created,
        updated_at=_time(item.get("update_time"), created),
    )
    return _Parsed(conversation, messages, files)


def _when(node: Any) -> float:
    message = node.get("message") if isinstance(node, dict) else None
    value = message.get("create_time") if isinstance(message, dict) else None
    return float(value) if isinstance(value, int | float) else 0.0


def _chatgpt_message(
    entry: dict[str, Any],
    key: str,
    cid: str,
    parent: str | None,
    created: datetime,
    source: _Source,
    files: dict[str, bytes],
) -> Message | None:
    role = str(_dict(entry.get("author")).get("role") or "")
    content = _dict(entry.get("content"))
    text, reasoning, picture_ids = _chatgpt_text(content)
    metadata = _dict(entry.get("metadata"))
    hidden = bool(metadata.get("is_visually_hidden_from_conversation"))
    if role == "system":
        return None  # its text becomes the system prompt (the caller's choice)
    if role == "tool":
        if not text.strip():
            return None
        name = str(_dict(entry.get("author")).get("name") or "tool")
        text = f"*[{name}]*\n\n{text}"
        role = "assistant"
    if role not in ("user", "assistant"):
        return None
    if not text.strip() and not reasoning and not picture_ids:
        return None
    if hidden:
        text = f"*[hidden in ChatGPT]*\n\n{text}"
    attachments: list[Attachment] = []
    for file_id in picture_ids:
        found = source.picture(file_id)
        if found is None:
            continue
        name, data = found
        if data is None:
            text += f"\n\n*[picture not imported: {name}, {say('it is larger than 32 MB')}]*"
            continue
        attachment, why = _picture_attachment(name, data)
        if attachment is not None:
            attachments.append(attachment)
            files[attachment.sha256] = data
        else:  # said where the picture was, never dropped without a word
            text += f"\n\n*[picture not imported: {name}, {why}]*"
    finish = _dict(metadata.get("finish_details"))
    interrupted = finish.get("type") == "interrupted" or entry.get("status") == "in_progress"
    return Message(
        id=f"{cid}:{key}",
        conversation_id=cid,
        role=Role.USER if role == "user" else Role.ASSISTANT,
        content=text,
        parent_id=parent,
        status=Status.INTERRUPTED if interrupted and role == "assistant" else Status.COMPLETE,
        provider="chatgpt" if role == "assistant" else None,
        model=str(metadata.get("model_slug")) if metadata.get("model_slug") else None,
        reasoning=reasoning,
        created_at=_time(entry.get("create_time"), created),
        attachments=tuple(attachments),
    )


MAX_PICTURE_PIXELS = 100_000_000  # 10,000 × 10,000: far above any photo


def _picture_attachment(name: str, data: bytes) -> tuple[Attachment | None, str]:
    """A picture from the export, stored as it is (it was already sent), or
    None and why not. Only its header is read; one claiming more pixels than
    any real picture (a 60,000 × 60,000 decompression bomb) is not kept."""
    import warnings

    from PIL import Image, UnidentifiedImageError

    try:
        # Pillow warns, on stderr, of a picture past its own limit (89 million
        # pixels) and refuses one past twice that: both are refused here, in
        # words (a 10,000 × 10,000 picture was stored with the warning printed).
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as img:
                kind = (img.format or "").lower()
                width, height = img.size
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return None, say("it claims more pixels than any real picture")
    except (OSError, ValueError, UnidentifiedImageError):
        return None, say("it is not a picture Verbatim can read")
    mime = {"png": "image/png", "jpeg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}
    if kind not in mime:
        return None, say("it is not a PNG, JPEG, WebP or GIF picture")
    if width * height > MAX_PICTURE_PIXELS:
        return None, say("it claims more pixels than any real picture")
    sha = _digest(data)
    attachment = Attachment(
        name, mime[kind], len(data), sha, sha, mime[kind], width, height, width, height
    )
    return attachment, ""


# ------------------------------------------------------------------- Claude
def _claude(item: Any, index: int) -> _Parsed:
    where = say("conversation {n}", n=index + 1)
    if not isinstance(item, dict) or not isinstance(item.get("chat_messages"), list):
        raise _fail(where, say("has no list of messages (chat_messages)"))
    source_id = str(item.get("uuid") or "")
    if not source_id:
        raise _fail(where, say("has no id"))
    title = str(item.get("name") or "Imported conversation")
    where = say("conversation {n} (“{title}”)", n=index + 1, title=title[:60])
    cid = f"claude:{source_id}"
    created = _time(item.get("created_at"), datetime(1970, 1, 1, tzinfo=UTC))
    messages: list[Message] = []
    files: dict[str, bytes] = {}
    ids = {str(m.get("uuid")) for m in item["chat_messages"] if isinstance(m, dict)}
    written: dict[str, Message] = {}
    previous: str | None = None
    for j, m in enumerate(item["chat_messages"]):
        if not isinstance(m, dict) or not m.get("uuid"):
            raise _fail(where, say("has a message {n} without an id", n=j + 1))
        sender = m.get("sender")
        if sender not in ("human", "assistant"):
            raise _fail(where, say("has a message {n} from “{sender}”", n=j + 1, sender=sender))
        text, reasoning = _claude_text(m)
        attachments = []
        for a in m.get("attachments") or []:
            if isinstance(a, dict) and isinstance(a.get("extracted_content"), str):
                data = a["extracted_content"].encode("utf-8")
                sha = _digest(data)
                name = str(a.get("file_name") or "attachment.txt")
                attachments.append(
                    Attachment(name, "text/plain", len(data), sha, sha, "text/plain")
                )
                files[sha] = data
        for f in m.get("files") or []:
            if isinstance(f, dict) and f.get("file_name"):
                text += f"\n\n*[file not in the export: {f['file_name']}]*"
        parent_uuid = m.get("parent_message_uuid")
        mid = f"{cid}:{m['uuid']}"
        parent: str | None = previous
        if isinstance(parent_uuid, str) and parent_uuid in ids:
            parent = f"{cid}:{parent_uuid}"
        role = Role.USER if sender == "human" else Role.ASSISTANT
        twin = written.get(mid)
        if twin is not None:  # an id the file repeats
            if (twin.role, twin.content) == (role, text):
                continue  # the same words twice: kept once, nothing lost
            mid = f"{mid}#{sum(1 for k in written if k.startswith(mid)) + 1}"
        messages.append(
            Message(
                id=mid,
                conversation_id=cid,
                role=role,
                content=text,
                parent_id=parent,
                provider="claude" if sender == "assistant" else None,
                reasoning=reasoning,
                created_at=_time(m.get("created_at"), created),
                attachments=tuple(attachments),
            )
        )
        written[mid] = messages[-1]
        previous = mid
    by_id = {m.id: m for m in messages}
    order: list[Message] = []
    placed: set[str] = set()
    for m in messages:  # parents first, whatever order the file lists them in
        chain = []
        current: Message | None = m
        while current is not None and current.id not in placed:
            if current in chain:
                raise _fail(where, say("has messages that answer each other in a loop"))
            chain.append(current)
            current = by_id.get(current.parent_id) if current.parent_id else None
        for c in reversed(chain):
            order.append(c)
            placed.add(c.id)
    conversation = Conversation(
        id=cid,
        title=title,
        tip_id=messages[-1].id if messages else None,
        provider="claude",
        created_at=created,
        updated_at=_time(item.get("updated_at"), created),
    )
    return _Parsed(conversation, order, files)


def _claude_text(m: dict[str, Any]) -> tuple[str, str]:
    blocks = _list(m.get("content"))
    texts = [
        str(b.get("text", "")) for b in blocks if isinstance(b, dict) and b.get("type") == "text"
    ]
    thinking = [
        str(b.get("thinking", ""))
        for b in blocks
        if isinstance(b, dict) and b.get("type") == "thinking"
    ]
    text = "".join(texts) if texts else str(m.get("text") or "")
    return text, "\n\n".join(thinking)


# ------------------------------------------------------------------ entry
def _conversations(source: _Source) -> Iterator[_Parsed]:
    for index, item in enumerate(source.items()):
        if source.kind is SourceKind.CHATGPT:
            yield _chatgpt(item, index, source)
        else:
            yield _claude(item, index)


def import_file(
    repo: Repository,
    path: Path,
    *,
    dry_run: bool = False,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> ImportReport:
    """Import `path`, whichever export it is, in one transaction; with
    `dry_run`, only count what it holds and what would be added.
    `progress` hears how many conversations are done; setting `cancel`
    stops the import and rolls everything back (nothing half-written)."""
    source = _Source(path)
    try:
        if source.kind is SourceKind.VERBATIM:
            _check_cancel(cancel)
            return _verbatim(repo, source, dry_run, progress, cancel)
        report = ImportReport(source.kind)
        try:
            return _foreign(repo, source, report, dry_run, progress, cancel)
        except peewee.DatabaseError as exc:
            raise import_write_error(exc, repo) from exc
        except MemoryError as exc:
            raise out_of_memory() from exc
    finally:
        source.close()


def _foreign(
    repo: Repository,
    source: _Source,
    report: ImportReport,
    dry_run: bool,
    progress: Callable[[int], None] | None,
    cancel: threading.Event | None,
) -> ImportReport:
    """A ChatGPT or Claude export, a conversation at a time, in one transaction."""
    with small_cache(repo), repo.db.atomic("IMMEDIATE") as transaction:
        # What the file's earlier conversations would have added, for the
        # preview: a file may name a conversation twice, and the import
        # adds it once.
        seen = (Seen(repo, "preview_conversations"), Seen(repo, "preview_messages"))
        for parsed in _conversations(source):
            _check_cancel(cancel)
            report.conversations += 1
            report.messages += len(parsed.messages)
            if dry_run:
                _count(repo, parsed, report, seen)
                continue
            new, added = write_conversation(
                repo, parsed.conversation, parsed.messages, parsed.files
            )
            report.new_conversations += new
            report.new_messages += added
            if progress is not None:
                progress(report.conversations)
        if dry_run:
            transaction.rollback()
    return report


def _count(
    repo: Repository, parsed: _Parsed, report: ImportReport, seen: tuple[Seen, Seen]
) -> None:
    """What writing `parsed` would add, by the import's own rule
    (`import_decision`), with what the file brought before it counted as
    held: the preview's numbers are the import's."""
    conversations, messages = seen
    cid = parsed.conversation.id
    ids = [m.id for m in parsed.messages]
    held = repo.get_conversation(cid) is not None or bool(conversations.earlier([cid]))
    existing = repo.existing_message_ids(ids) | messages.earlier(ids)
    new, added = import_decision(
        cid,
        parsed.messages,
        held=held,
        deleted=repo.sync.tombstoned([cid, *ids]),
        existing=existing,
    )
    report.new_conversations += new
    report.new_messages += len(added)
    if new:
        conversations.remember([cid])
    messages.remember([m.id for m in added])


def _check_cancel(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise cancelled()


def _verbatim(
    repo: Repository,
    source: _Source,
    dry_run: bool,
    progress: Callable[[int], None] | None,
    cancel: threading.Event | None,
) -> ImportReport:
    counts = import_verbatim(
        repo, source.open_json, dry_run=dry_run, progress=progress, cancel=cancel
    )
    report = ImportReport(SourceKind.VERBATIM)
    report.conversations, report.messages = counts.conversations, counts.messages
    report.new_conversations, report.new_messages = counts.new_conversations, counts.new_messages
    report.projects, report.new_projects = counts.projects, counts.new_projects
    return report
