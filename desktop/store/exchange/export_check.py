"""Checking a Verbatim export (or a sync change file in its shape) before
anything is written: every field's type and size, the message tree, the
files against their hashes. A file broken anywhere is refused whole, in
words that name where (issues 8, 15)."""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Container
from datetime import UTC, datetime
from typing import Any

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import (
    Attachment,
    Conversation,
    Message,
    Parameters,
    Project,
    Reasoning,
    Role,
    Source,
    Status,
    ToolCall,
    ToolStatus,
    Usage,
)
from desktop.domain.words import kept_said

FORMAT = "verbatim-export"
VERSION = 4  # 4: projects, documents' pages and answers' sources; 3: tool calls; 2: files
READS = (1, 2, 3, 4)


def attachment_hashes(a: Attachment) -> tuple[str, ...]:
    return tuple(dict.fromkeys((a.sha256, a.sent_sha256)))


def _optional_str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def fail(why: str) -> StoreError:
    return StoreError(
        StoreErrorKind.IMPORT, f"This file cannot be imported: {why}. Nothing was changed."
    )


def _parse_time(value: Any, where: str) -> datetime:
    """A date the store can keep and read back: it keeps seconds since 1970,
    and reads them back as a date, so year 1 at +01:00 (year 0 in UTC) or
    9999-12-31 west of Greenwich would be written and then break every
    reading of the store."""
    try:
        parsed = datetime.fromisoformat(str(value))
        parsed = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
        # Between 1971 and 2999 it reads back on every system (Windows
        # reads none before 1970 nor after 3000): asked only outside them,
        # as it was a tenth of checking a message (issue 38).
        if not 1970 < parsed.year < 3000:
            datetime.fromtimestamp(parsed.timestamp(), UTC)
    except (ValueError, OverflowError, OSError) as exc:
        raise fail(f"{where} has an unreadable date {value!r}") from exc
    return parsed


# Limits of what an import may hold; each refusal names where in the file.
MAX_MESSAGE_CHARS = 10 * 1024 * 1024  # one message's text (or reasoning)
MAX_TITLE_CHARS = 10_000
MAX_SHORT_CHARS = 1_000  # ids, model and provider names


def _text(value: Any, where: str, field: str, limit: int, *, optional: bool = False) -> str:
    if value is None and optional:
        return ""
    if not isinstance(value, str):
        raise fail(f"{where} has a {field} that is not text ({type(value).__name__})")
    if len(value) > limit:
        raise fail(f"{where} has a {field} of {len(value):,} characters (the limit is {limit:,})")
    return value


def _short(value: Any, where: str, field: str) -> str | None:
    if value is None:
        return None
    return _text(value, where, field, MAX_SHORT_CHARS)


def _check_tree(
    messages: list[Message], branch: list[Any], where: str, present: frozenset[str] = frozenset()
) -> None:
    """Every parent exists in the same conversation (or, for sync, is
    `present` in the store already) and no parent chain loops (a cycle made
    every later export and the window hang)."""
    by_id: dict[str, Message] = {}
    for m in messages:
        if m.id in by_id:
            raise fail(f"{where} has two messages with the id {m.id!r}")
        by_id[m.id] = m
    for m in messages:
        if m.parent_id is not None and m.parent_id not in by_id and m.parent_id not in present:
            raise fail(f"{where}: message {m.id!r} answers {m.parent_id!r}, which is not there")
    done: set[str] = set()
    for m in messages:
        path: set[str] = set()
        current: Message | None = m
        while current is not None and current.id not in done:
            if current.id in path:
                raise fail(f"{where}: the messages from {current.id!r} answer each other in a loop")
            path.add(current.id)
            current = by_id.get(current.parent_id) if current.parent_id else None
        done |= path
    for item in branch:
        if not isinstance(item, str) or item not in by_id:
            raise fail(f"{where}: its shown branch names a message that is not there ({item!r})")


MAX_FILE_BYTES = 32 * 1024 * 1024  # one attached file (engine/attachments.py takes no more)


def check_file(sha: Any, encoded: Any) -> bytes:
    """One attached file of an export: base64 within 32 MB, matching its hash."""
    if not isinstance(encoded, str) or len(encoded) > MAX_FILE_BYTES * 4 // 3 + 4:
        raise fail(f"the attached file {str(sha)[:16]!r} is not base64 text within 32 MB")
    try:
        blob = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise fail(f"the attached file {str(sha)[:16]!r} is not valid base64") from exc
    if hashlib.sha256(blob).hexdigest() != sha:
        raise fail(f"the attached file {str(sha)[:16]!r} does not match its hash")
    return blob


def _files(data: dict[str, Any]) -> dict[str, bytes]:
    """The attached files, each checked against the hash that names it."""
    raw = data.get("files") or {}
    if not isinstance(raw, dict):
        raise fail("its files are not a table of hashes")
    return {sha: check_file(sha, encoded) for sha, encoded in raw.items()}


_INT_FIELDS = ("size", "width", "height", "sent_width", "sent_height", "pages", "words")
_TEXT_FIELDS = ("name", "mime", "sha256", "sent_sha256", "sent_mime")


def _attachments(value: Any, where: str, files: Container[str]) -> tuple[Attachment, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise fail(f"{where} has attachments that are not a list")
    out = []
    for item in value:
        if not isinstance(item, dict):
            raise fail(f"{where} has an attachment that is not an object")
        texts = {
            k: _text(item.get(k), where, f"attachment {k}", MAX_SHORT_CHARS) for k in _TEXT_FIELDS
        }
        numbers = {k: item.get(k, 0) for k in _INT_FIELDS}
        if any(not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in numbers.values()):
            raise fail(f"{where} has an attachment whose sizes are not whole numbers")
        attachment = Attachment(
            name=texts["name"],
            mime=texts["mime"],
            size=numbers["size"],
            sha256=texts["sha256"],
            sent_sha256=texts["sent_sha256"],
            sent_mime=texts["sent_mime"],
            width=numbers["width"],
            height=numbers["height"],
            sent_width=numbers["sent_width"],
            sent_height=numbers["sent_height"],
            pages=numbers["pages"],
            words=numbers["words"],
        )
        missing = [sha for sha in attachment_hashes(attachment) if sha not in files]
        if missing:
            raise fail(f"{where} names the file {attachment.name!r}, which is not in the export")
        out.append(attachment)
    return tuple(out)


_CALL_TEXTS = {"id": MAX_SHORT_CHARS, "name": MAX_SHORT_CHARS, "server": MAX_SHORT_CHARS}
# A call exported while it waited or ran ends as a crash would leave it.
_CUT_CALLS = {ToolStatus.WAITING: ToolStatus.SKIPPED, ToolStatus.RUNNING: ToolStatus.INTERRUPTED}


def _tool_calls(value: Any, where: str) -> tuple[ToolCall, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise fail(f"{where} has tool calls that are not a list")
    out = []
    for item in value:
        if not isinstance(item, dict):
            raise fail(f"{where} has a tool call that is not an object")
        texts = {k: _text(item.get(k), where, f"tool call {k}", n) for k, n in _CALL_TEXTS.items()}
        try:
            status = ToolStatus(str(item.get("status")))
        except ValueError as exc:
            raise fail(f"{where} has a tool call with an unknown status") from exc
        out.append(
            ToolCall(
                id=texts["id"],
                name=texts["name"],
                server=texts["server"],
                tool=_text(item.get("tool"), where, "tool", MAX_SHORT_CHARS, optional=True),
                arguments=_text(item.get("arguments"), where, "arguments", MAX_MESSAGE_CHARS),
                status=_CUT_CALLS.get(status, status),
                output=_text(item.get("output"), where, "output", MAX_MESSAGE_CHARS, optional=True),
                is_error=bool(item.get("is_error", False)),
                note=_text(item.get("note"), where, "note", MAX_SHORT_CHARS, optional=True),
            )
        )
    if len({c.id for c in out}) != len(out):
        raise fail(f"{where} repeats a tool call id")
    return tuple(out)


def _count(value: Any, where: str) -> int:
    if value is None:
        return 0
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise fail(f"{where} has a count of left-out messages that is not a whole number")
    return value


def _parameters(value: Any, where: str) -> Parameters:
    if value is None:
        return Parameters()
    if not isinstance(value, dict):
        raise fail(f"{where} has parameters that are not an object")
    numbers = [value.get("temperature"), value.get("top_p")]
    if any(
        n is not None and (not isinstance(n, int | float) or isinstance(n, bool)) for n in numbers
    ):
        raise fail(f"{where} has a temperature or top-p that is not a number")
    tokens = value.get("max_tokens")
    if tokens is not None and (not isinstance(tokens, int) or isinstance(tokens, bool)):
        raise fail(f"{where} has a max tokens that is not a whole number")
    try:
        reasoning = Reasoning(value.get("reasoning") or "")
    except ValueError as exc:
        raise fail(f"{where} has an unknown reasoning setting") from exc
    return Parameters(
        float(numbers[0]) if numbers[0] is not None else None,
        float(numbers[1]) if numbers[1] is not None else None,
        tokens,
        reasoning,
    )


def check_header(data: dict[str, Any]) -> None:
    """The plain fields of an export: its format and a version this reads."""
    if data.get("format") != FORMAT:
        raise fail("it is not a Verbatim export")
    if data.get("version") not in READS:
        raise fail(
            f"it is export version {data.get('version')!r}; this Verbatim reads versions "
            f"{READS[0]} to {READS[-1]}"
        )


def check_conversation(
    c: Any, index: int, files: Container[str], present: frozenset[str] = frozenset()
) -> tuple[Conversation, list[Message]]:
    """One conversation of an export, checked whole: every field, and its
    message tree. `files`: the hashes of the files the export carries."""
    where = f"conversation {index + 1}"
    if not isinstance(c, dict) or not isinstance(c.get("messages"), list):
        raise fail(f"{where} is missing its id or messages")
    cid = _text(c.get("id"), where, "id", MAX_SHORT_CHARS)
    branch = c.get("branch") or []
    if not isinstance(branch, list):
        raise fail(f"{where} has a shown branch that is not a list")
    conv = Conversation(
        id=cid,
        title=_text(c.get("title"), where, "title", MAX_TITLE_CHARS, optional=True)
        or "Imported conversation",
        pinned=bool(c.get("pinned", False)),
        tip_id=branch[-1] if branch else None,
        provider=_short(c.get("provider"), where, "provider"),
        model=_short(c.get("model"), where, "model"),
        system_prompt=_text(
            c.get("system_prompt"), where, "system prompt", MAX_MESSAGE_CHARS, optional=True
        ),
        created_at=_parse_time(c.get("created_at", "1970-01-01T00:00:00+00:00"), where),
        updated_at=_parse_time(c.get("updated_at", c.get("created_at", "1970-01-01")), where),
        parameters=_parameters(c.get("parameters"), where),
        tools=bool(c.get("tools", True)),
        project_id=_short(c.get("project_id"), where, "project"),
    )
    messages = [_message(m, j, where, conv, files) for j, m in enumerate(c["messages"])]
    _check_tree(messages, branch, where, present)
    return conv, messages


def _message(m: Any, j: int, where: str, conv: Conversation, files: Container[str]) -> Message:
    mwhere = f"message {j + 1} of {where}"
    if not isinstance(m, dict):
        raise fail(f"{mwhere} is not an object")
    try:
        role, status = Role(m["role"]), Status(m["status"])
    except (KeyError, ValueError, TypeError) as exc:
        raise fail(f"{mwhere} is incomplete or has an unknown role or status") from exc
    usage = m.get("usage") or {}
    if not isinstance(usage, dict):
        raise fail(f"{mwhere} has usage that is not an object")
    tokens = [usage.get("prompt_tokens"), usage.get("completion_tokens")]
    if tokens != [None, None] and any(
        t is not None and (not isinstance(t, int) or isinstance(t, bool)) for t in tokens
    ):
        raise fail(f"{mwhere} has token counts that are not whole numbers")
    return Message(
        id=_text(m.get("id"), mwhere, "id", MAX_SHORT_CHARS),
        conversation_id=conv.id,
        role=role,
        content=_text(m.get("content"), mwhere, "text", MAX_MESSAGE_CHARS),
        parent_id=_short(m.get("parent_id"), mwhere, "parent id"),
        # An answer that was still streaming when exported ends interrupted (P7).
        status=Status.INTERRUPTED if status is Status.STREAMING else status,
        error=kept_said(_short_text(m.get("error"), mwhere), m.get("error_said")),
        provider=_short(m.get("provider"), mwhere, "provider"),
        model=_short(m.get("model"), mwhere, "model"),
        reasoning=_text(m.get("reasoning"), mwhere, "reasoning", MAX_MESSAGE_CHARS, optional=True),
        finish_reason=_optional_str(m.get("finish_reason")),
        reasoning_signature=_text(
            m.get("reasoning_signature"), mwhere, "signature", MAX_MESSAGE_CHARS, optional=True
        ),
        usage=Usage(tokens[0], tokens[1]),
        attachments=_attachments(m.get("attachments"), mwhere, files),
        tool_calls=_tool_calls(m.get("tool_calls"), mwhere),
        omitted=_count(m.get("omitted"), mwhere),
        sources=_sources(m.get("sources"), mwhere),
        # The conversation's date where the message has none, made only
        # then: an isoformat for every message was a tenth of checking it.
        created_at=_parse_time(m["created_at"], mwhere) if "created_at" in m else conv.created_at,
    )


MAX_SOURCES = 200
MAX_PAGE = 1_000_000  # more pages than any document has (and than a Qt int holds)


def _sources(value: Any, where: str) -> tuple[Source, ...]:
    """An answer's sources: each field checked, none dropped silently."""
    if value is None:
        return ()
    if not isinstance(value, list) or len(value) > MAX_SOURCES:
        raise fail(f"{where} has sources that are not a list of at most {MAX_SOURCES}")
    out = []
    for item in value:
        if not isinstance(item, dict):
            raise fail(f"{where} has a source that is not an object")
        page = item.get("page")
        if not isinstance(page, int) or isinstance(page, bool) or not 1 <= page <= MAX_PAGE:
            raise fail(f"{where} has a source whose page is not a page number")
        out.append(
            Source(
                name=_text(item.get("name"), where, "source name", MAX_SHORT_CHARS),
                doc=_text(item.get("doc"), where, "source file", MAX_SHORT_CHARS),
                page=page,
                passage=_text(item.get("passage"), where, "source passage", 100_000),
                address=_address(item.get("address"), where),
                fetched=_text(item.get("fetched"), where, "source time", 64, optional=True),
            )
        )
    return tuple(out)


def _address(value: Any, where: str) -> str:
    """A web source's address (issue 41): absent for a document's; only
    http and https, which is all the window ever opens."""
    address = _text(value, where, "source address", 2_000, optional=True)
    if address and not address.startswith(("http://", "https://")):
        raise fail(f"{where} has a source whose address is not an http or https address")
    return address


def check_project(p: Any, index: int, files: Container[str]) -> Project:
    """One project of an export: its fields and its files, checked."""
    where = f"project {index + 1}"
    if not isinstance(p, dict):
        raise fail(f"{where} is not an object")
    return Project(
        id=_text(p.get("id"), where, "id", MAX_SHORT_CHARS),
        name=_text(p.get("name"), where, "name", MAX_TITLE_CHARS, optional=True)
        or "Imported project",
        instructions=_text(
            p.get("instructions"), where, "instructions", MAX_MESSAGE_CHARS, optional=True
        ),
        preset=_short(p.get("preset"), where, "preset") or "",
        provider=_short(p.get("provider"), where, "provider"),
        model=_short(p.get("model"), where, "model"),
        created_at=_parse_time(p.get("created_at", "1970-01-01T00:00:00+00:00"), where),
        updated_at=_parse_time(p.get("updated_at", p.get("created_at", "1970-01-01")), where),
        files=_attachments(p.get("files"), where, files),
    )


def _validate(
    data: Any, present: frozenset[str] = frozenset()
) -> tuple[list[tuple[Conversation, list[Message]]], dict[str, bytes]]:
    """Everything is checked before anything is written. `present`: ids the
    store holds already, which messages may answer (sync sends only what is new)."""
    if not isinstance(data, dict):
        raise fail("it is not a Verbatim export")
    check_header(data)
    files = _files(data)
    items = data.get("conversations")
    if not isinstance(items, list):
        raise fail("it has no list of conversations")
    result = []
    seen: set[str] = set()
    for i, c in enumerate(items):
        conv, messages = check_conversation(c, i, files, present)
        if conv.id in seen:
            raise fail(f"conversation {i + 1} repeats the id {conv.id!r}")
        seen.add(conv.id)
        result.append((conv, messages))
    return result, files


def parse_export(
    data: Any, present: frozenset[str] = frozenset()
) -> tuple[list[tuple[Conversation, list[Message]]], dict[str, bytes]]:
    """A Verbatim export (or a sync change file in its shape), checked
    whole: the conversations with their messages, and the files by hash."""
    return _validate(data, present)


def _short_text(value: Any, where: str) -> str | None:
    if value is None:
        return None
    return _text(value, where, "error", 100_000)
