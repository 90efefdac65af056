"""Export and import: JSON (lossless, `verbatim-export` v1) and Markdown (readable).

Import validates the whole file before writing anything, then writes it in
one transaction, skipping ids that already exist (P2): importing the same
file twice adds nothing. API keys are never part of either format.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from desktop.domain.messages import Conversation, Message, Role, Status, Usage
from desktop.store.errors import StoreError, StoreErrorKind
from desktop.store.repository import Repository

FORMAT = "verbatim-export"
VERSION = 1


def _iso(value: datetime) -> str:
    return value.astimezone(UTC).isoformat()


def _optional_str(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _message_json(m: Message) -> dict[str, Any]:
    return {
        "id": m.id,
        "parent_id": m.parent_id,
        "role": m.role.value,
        "content": m.content,
        "status": m.status.value,
        "created_at": _iso(m.created_at),
        "model": m.model,
        "provider": m.provider,
        "error": m.error,
        "reasoning": m.reasoning,
        "finish_reason": m.finish_reason,
        "usage": {
            "prompt_tokens": m.usage.prompt_tokens,
            "completion_tokens": m.usage.completion_tokens,
        },
    }


def export_json(repo: Repository, conversation_id: str | None = None) -> dict[str, Any]:
    conversations = _selected(repo, conversation_id)
    out = []
    for c in conversations:
        out.append(
            {
                "id": c.id,
                "title": c.title,
                "created_at": _iso(c.created_at),
                "updated_at": _iso(c.updated_at),
                "pinned": c.pinned,
                "provider": c.provider,
                "model": c.model,
                "system_prompt": c.system_prompt,
                "branch": [m.id for m in repo.branch(c.id)],
                "messages": [_message_json(m) for m in repo.messages(c.id)],
            }
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": _iso(datetime.now(UTC)),
        "conversations": out,
    }


def _selected(repo: Repository, conversation_id: str | None) -> list[Conversation]:
    if conversation_id is None:
        return repo.list_conversations()
    found = repo.get_conversation(conversation_id)
    if found is None:
        raise StoreError(
            StoreErrorKind.IMPORT, f"There is no conversation with id {conversation_id}."
        )
    return [found]


_BADGE = {
    Status.INTERRUPTED: " *(stopped)*",
    Status.FAILED: " *(failed)*",
    Status.STREAMING: " *(unfinished)*",
    Status.COMPLETE: "",
}


def export_markdown(repo: Repository, conversation_id: str | None = None) -> str:
    parts: list[str] = []
    for c in _selected(repo, conversation_id):
        parts.append(
            f"# {c.title}\n\n_{_iso(c.created_at)} · {c.provider or ''} {c.model or ''}_\n"
        )
        for m in repo.branch(c.id):
            who = "You" if m.role is Role.USER else f"Assistant ({m.model or 'model'})"
            parts.append(f"## {who}{_BADGE[m.status]}\n\n{m.content}\n")
            if m.status is Status.FAILED and m.error:
                parts.append(f"> Error: {m.error}\n")
    return "\n".join(parts)


def _fail(why: str) -> StoreError:
    return StoreError(
        StoreErrorKind.IMPORT, f"This file cannot be imported: {why}. Nothing was changed."
    )


def _parse_time(value: Any, where: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(str(value))
    except ValueError as exc:
        raise _fail(f"{where} has an unreadable date {value!r}") from exc
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def _validate(data: Any) -> list[tuple[Conversation, list[Message]]]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail("it is not a Verbatim export")
    if data.get("version") != VERSION:
        raise _fail(
            f"it is export version {data.get('version')!r}; this Verbatim reads version {VERSION}"
        )
    items = data.get("conversations")
    if not isinstance(items, list):
        raise _fail("it has no list of conversations")
    result = []
    for i, c in enumerate(items):
        where = f"conversation {i + 1}"
        if (
            not isinstance(c, dict)
            or not isinstance(c.get("id"), str)
            or not isinstance(c.get("messages"), list)
        ):
            raise _fail(f"{where} is missing its id or messages")
        branch = c.get("branch") or []
        conv = Conversation(
            id=c["id"],
            title=str(c.get("title") or "Imported conversation"),
            pinned=bool(c.get("pinned", False)),
            tip_id=branch[-1] if branch else None,
            provider=c.get("provider"),
            model=c.get("model"),
            system_prompt=str(c.get("system_prompt") or ""),
            created_at=_parse_time(c.get("created_at", "1970-01-01T00:00:00+00:00"), where),
            updated_at=_parse_time(c.get("updated_at", c.get("created_at", "1970-01-01")), where),
        )
        messages = []
        for j, m in enumerate(c["messages"]):
            mwhere = f"message {j + 1} of {where}"
            try:
                role, status = Role(m["role"]), Status(m["status"])
                if not isinstance(m["id"], str) or not isinstance(m["content"], str):
                    raise TypeError
            except (KeyError, ValueError, TypeError) as exc:
                raise _fail(f"{mwhere} is incomplete or has an unknown role or status") from exc
            usage = m.get("usage") or {}
            messages.append(
                Message(
                    id=m["id"],
                    conversation_id=conv.id,
                    role=role,
                    content=m["content"],
                    parent_id=m.get("parent_id"),
                    # An answer that was still streaming when exported ends interrupted (P7).
                    status=Status.INTERRUPTED if status is Status.STREAMING else status,
                    error=m.get("error"),
                    provider=m.get("provider"),
                    model=m.get("model"),
                    reasoning=str(m.get("reasoning") or ""),
                    finish_reason=_optional_str(m.get("finish_reason")),
                    usage=Usage(usage.get("prompt_tokens"), usage.get("completion_tokens")),
                    created_at=_parse_time(
                        m.get("created_at", conv.created_at.isoformat()), mwhere
                    ),
                )
            )
        result.append((conv, messages))
    return result


def import_json(repo: Repository, text: str) -> tuple[int, int]:
    """Returns (conversations added, messages added)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _fail(f"it is not valid JSON (line {exc.lineno}, column {exc.colno})") from exc
    parsed = _validate(data)
    added_conversations = added_messages = 0
    with repo.db.atomic("IMMEDIATE"):
        for conv, messages in parsed:
            if repo.get_conversation(conv.id) is None:
                repo.create_conversation(
                    title=conv.title,
                    provider=conv.provider,
                    model=conv.model,
                    system_prompt=conv.system_prompt,
                    id=conv.id,
                )
                if conv.pinned:
                    repo.set_pinned(conv.id, True)
                added_conversations += 1
            fresh = [m for m in messages if repo.get_message(m.id) is None]
            for message in fresh:
                repo.add_message(message)
            added_messages += len(fresh)
            if fresh:
                repo.set_timestamps(conv.id, conv.created_at, conv.updated_at)
            current = repo.get_conversation(conv.id)
            if current is not None and current.tip_id is None and conv.tip_id:
                repo.set_tip(conv.id, conv.tip_id)
    return added_conversations, added_messages
