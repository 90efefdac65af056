"""A ChatGPT export's conversation, read (store/exchange/foreign.py lists the format):
the branches of its `mapping`, each message's parts (text, pictures found in
the zip, code, execution output, thoughts and reasoning recaps)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from desktop.domain.messages import Attachment, Conversation, Message, Role, Status
from desktop.domain.words import say
from desktop.store.exchange.foreign_source import (
    Parsed,
    Source,
    as_dict,
    as_list,
    picture_attachment,
    refuse,
    time_of,
)


def _chatgpt_text(content: dict[str, Any]) -> tuple[str, str, list[str]]:
    """(text, reasoning, picture ids) of a ChatGPT message's content."""
    kind = content.get("content_type")
    parts = as_list(content.get("parts"))
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
        thoughts = as_list(content.get("thoughts"))
        reasoning = "\n\n".join(str(t.get("content", "")) for t in thoughts if isinstance(t, dict))
    elif kind == "reasoning_recap":
        reasoning = str(content.get("content") or "")
    return "".join(texts).strip("\n") if kind != "text" else "".join(texts), reasoning, pictures


def chatgpt(item: Any, index: int, source: Source) -> Parsed:
    where = say("conversation {n}", n=index + 1)
    if not isinstance(item, dict) or not isinstance(item.get("mapping"), dict):
        raise refuse(where, say("has no message tree (mapping)"))
    source_id = str(item.get("conversation_id") or item.get("id") or "")
    if not source_id:
        raise refuse(where, say("has no id"))
    title = str(item.get("title") or "Imported conversation")
    where = say("conversation {n} (“{title}”)", n=index + 1, title=title[:60])
    cid = f"chatgpt:{source_id}"
    created = time_of(item.get("create_time"), datetime(1970, 1, 1, tzinfo=UTC))
    mapping: dict[str, Any] = item["mapping"]
    roots = _roots(mapping, where)
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
            raise refuse(where, say("has a node {node} reached twice (a loop)", node=key))
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
                system_prompt = _system_text(entry)  # kept, as the conversation's
            if made is not None:
                messages.append(made)
                message_id = made.id
                model = made.model or model
        kept[key] = message_id
        children = as_list(node.get("children"))
        ordered = sorted(
            (c for c in children if c in mapping),
            key=lambda c: _when(mapping[c]),
            reverse=True,
        )
        stack.extend((c, message_id) for c in ordered)
    if len(seen) != len(mapping):
        raise refuse(where, say("has messages that no path from its start reaches"))
    conversation = Conversation(
        id=cid,
        title=title,
        tip_id=_tip(item, kept, messages),
        provider="chatgpt",
        model=model,
        system_prompt=system_prompt,
        created_at=created,
        updated_at=time_of(item.get("update_time"), created),
    )
    return Parsed(conversation, messages, files)


def _when(node: Any) -> float:
    message = node.get("message") if isinstance(node, dict) else None
    value = message.get("create_time") if isinstance(message, dict) else None
    return float(value) if isinstance(value, int | float) else 0.0


def _roots(mapping: dict[str, Any], where: str) -> list[str]:
    """The tree's first nodes, once every node is an object whose parent is
    in the tree; refused when there is none (a loop)."""
    for key, node in mapping.items():
        if not isinstance(node, dict):
            raise refuse(where, say("has a node {node} that is not an object", node=key))
        parent = node.get("parent")
        if parent is not None and parent not in mapping:
            raise refuse(where, say("has a node whose parent {parent} is missing", parent=parent))
    roots = [k for k, n in mapping.items() if n.get("parent") is None]
    if not roots:
        raise refuse(where, say("has no first message (its tree is a loop)"))
    return roots


def _system_text(entry: dict[str, Any]) -> str:
    """A system message's text ("" for any other message)."""
    role = str(as_dict(entry.get("author")).get("role") or "")
    text, _, _ = _chatgpt_text(entry.get("content") or {})
    return text if role == "system" and text.strip() else ""


def _tip(item: dict[str, Any], kept: dict[str, str | None], messages: list[Message]) -> str | None:
    """The message shown last: the export's current node's, else the last one."""
    current = item.get("current_node")
    tip = kept.get(current) if isinstance(current, str) else None
    if tip is None and messages:
        tip = messages[-1].id
    return tip


def _chatgpt_pictures(
    picture_ids: list[str], source: Source, files: dict[str, bytes]
) -> tuple[list[Attachment], str]:
    """A message's pictures the export holds (their bytes kept in `files`),
    and a line for each one not imported: said where the picture was,
    never dropped without a word."""
    attachments: list[Attachment] = []
    notes = ""
    for file_id in picture_ids:
        found = source.picture(file_id)
        if found is None:
            continue
        name, data = found
        if data is None:
            notes += f"\n\n*[picture not imported: {name}, {say('it is larger than 32 MB')}]*"
            continue
        attachment, why = picture_attachment(name, data)
        if attachment is not None:
            attachments.append(attachment)
            files[attachment.sha256] = data
        else:
            notes += f"\n\n*[picture not imported: {name}, {why}]*"
    return attachments, notes


def _chatgpt_message(
    entry: dict[str, Any],
    key: str,
    cid: str,
    parent: str | None,
    created: datetime,
    source: Source,
    files: dict[str, bytes],
) -> Message | None:
    role = str(as_dict(entry.get("author")).get("role") or "")
    content = as_dict(entry.get("content"))
    text, reasoning, picture_ids = _chatgpt_text(content)
    metadata = as_dict(entry.get("metadata"))
    hidden = bool(metadata.get("is_visually_hidden_from_conversation"))
    if role == "system":
        return None  # its text becomes the system prompt (the caller's choice)
    if role == "tool":
        if not text.strip():
            return None
        name = str(as_dict(entry.get("author")).get("name") or "tool")
        text = f"*[{name}]*\n\n{text}"
        role = "assistant"
    if role not in ("user", "assistant"):
        return None
    if not text.strip() and not reasoning and not picture_ids:
        return None
    if hidden:
        text = f"*[hidden in ChatGPT]*\n\n{text}"
    attachments, notes = _chatgpt_pictures(picture_ids, source, files)
    text += notes
    finish = as_dict(metadata.get("finish_details"))
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
        created_at=time_of(entry.get("create_time"), created),
        attachments=tuple(attachments),
    )
