"""A Claude export's conversation, read (store/exchange/foreign.py lists the format):
its messages in order or by `parent_message_uuid`, text and thinking
blocks, attachments' extracted text."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from desktop.domain.messages import Attachment, Conversation, Message, Role
from desktop.domain.words import say
from desktop.store.exchange.foreign_source import Parsed, as_list, digest_of, refuse, time_of


# ------------------------------------------------------------------- Claude
def claude(item: Any, index: int) -> Parsed:
    where = say("conversation {n}", n=index + 1)
    if not isinstance(item, dict) or not isinstance(item.get("chat_messages"), list):
        raise refuse(where, say("has no list of messages (chat_messages)"))
    source_id = str(item.get("uuid") or "")
    if not source_id:
        raise refuse(where, say("has no id"))
    title = str(item.get("name") or "Imported conversation")
    where = say("conversation {n} (“{title}”)", n=index + 1, title=title[:60])
    cid = f"claude:{source_id}"
    created = time_of(item.get("created_at"), datetime(1970, 1, 1, tzinfo=UTC))
    messages: list[Message] = []
    files: dict[str, bytes] = {}
    ids = {str(m.get("uuid")) for m in item["chat_messages"] if isinstance(m, dict)}
    written: dict[str, Message] = {}
    previous: str | None = None
    for j, m in enumerate(item["chat_messages"]):
        if not isinstance(m, dict) or not m.get("uuid"):
            raise refuse(where, say("has a message {n} without an id", n=j + 1))
        sender = m.get("sender")
        if sender not in ("human", "assistant"):
            raise refuse(where, say("has a message {n} from “{sender}”", n=j + 1, sender=sender))
        text, reasoning = _claude_text(m)
        attachments = _claude_attachments(m, files)
        text += _claude_missing_files(m)
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
                created_at=time_of(m.get("created_at"), created),
                attachments=tuple(attachments),
            )
        )
        written[mid] = messages[-1]
        previous = mid
    order = _parents_first(messages, where)
    conversation = Conversation(
        id=cid,
        title=title,
        tip_id=messages[-1].id if messages else None,
        provider="claude",
        created_at=created,
        updated_at=time_of(item.get("updated_at"), created),
    )
    return Parsed(conversation, order, files)


def _claude_attachments(m: dict[str, Any], files: dict[str, bytes]) -> list[Attachment]:
    """A message's files whose text the export holds, their bytes kept in `files`."""
    attachments = []
    for a in m.get("attachments") or []:
        if isinstance(a, dict) and isinstance(a.get("extracted_content"), str):
            data = a["extracted_content"].encode("utf-8")
            sha = digest_of(data)
            name = str(a.get("file_name") or "attachment.txt")
            attachments.append(Attachment(name, "text/plain", len(data), sha, sha, "text/plain"))
            files[sha] = data
    return attachments


def _claude_missing_files(m: dict[str, Any]) -> str:
    """A line for each file the export names but does not hold."""
    notes = ""
    for f in m.get("files") or []:
        if isinstance(f, dict) and f.get("file_name"):
            notes += f"\n\n*[file not in the export: {f['file_name']}]*"
    return notes


def _parents_first(messages: list[Message], where: str) -> list[Message]:
    """The messages with each parent before its answers, whatever order the
    file lists them in; a loop of answers is refused."""
    by_id = {m.id: m for m in messages}
    order: list[Message] = []
    placed: set[str] = set()
    for m in messages:
        chain = []
        current: Message | None = m
        while current is not None and current.id not in placed:
            if current in chain:
                raise refuse(where, say("has messages that answer each other in a loop"))
            chain.append(current)
            current = by_id.get(current.parent_id) if current.parent_id else None
        for c in reversed(chain):
            order.append(c)
            placed.add(c.id)
    return order


def _claude_text(m: dict[str, Any]) -> tuple[str, str]:
    blocks = as_list(m.get("content"))
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
