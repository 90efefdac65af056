"""ChatGPT and Claude data exports, built here from their documented
shapes (no real export is copied): trees with edits and regenerations,
pictures in the zip, unicode, code, hidden and tool messages."""

from __future__ import annotations

import io
import json
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from PIL import Image


@dataclass
class ChatGPTTree:
    """One ChatGPT conversation's `mapping`, grown node by node."""

    id: str
    title: str
    create_time: float = 1_700_000_000.0
    mapping: dict[str, Any] = field(default_factory=dict)
    current_node: str = ""
    clock: float = 0.0

    def __post_init__(self) -> None:
        self.mapping["root"] = {"id": "root", "message": None, "parent": None, "children": []}
        self.clock = self.create_time

    def add(
        self,
        key: str,
        parent: str,
        role: str,
        parts: list[Any] | None = None,
        *,
        content: dict[str, Any] | None = None,
        metadata: dict[str, Any] | None = None,
        name: str | None = None,
    ) -> str:
        self.clock += 10
        author: dict[str, Any] = {"role": role, "name": name, "metadata": {}}
        message = {
            "id": key,
            "author": author,
            "create_time": self.clock,
            "update_time": None,
            "content": content or {"content_type": "text", "parts": parts or []},
            "status": "finished_successfully",
            "end_turn": True,
            "weight": 1.0,
            "metadata": metadata or {},
            "recipient": "all",
            "channel": None,
        }
        self.mapping[key] = {"id": key, "message": message, "parent": parent, "children": []}
        self.mapping[parent]["children"].append(key)
        self.current_node = key
        return key

    def export(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "create_time": self.create_time,
            "update_time": self.clock,
            "mapping": self.mapping,
            "moderation_results": [],
            "current_node": self.current_node,
            "plugin_ids": None,
            "conversation_id": self.id,
            "conversation_template_id": None,
            "gizmo_id": None,
            "is_archived": False,
            "safe_urls": [],
            "default_model_slug": "gpt-4o",
            "id": self.id,
        }


def png(colour: str = "orange", size: tuple[int, int] = (40, 30)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return out.getvalue()


def branching_chatgpt() -> ChatGPTTree:
    """Edited question, regenerated answer, a picture, code, a hidden system
    message, a tool message; the person last looked at the second edit's
    second answer."""
    t = ChatGPTTree("c0ffee00-0000-4000-8000-000000000001", "Trip to Kyōto 🗻")
    t.add("sys", "root", "system", [""], metadata={"is_visually_hidden_from_conversation": True})
    t.add(
        "ctx",
        "sys",
        "system",
        content={"content_type": "text", "parts": ["Answer in short sentences."]},
    )
    t.add("u1", "ctx", "user", ["Plan a day in Kyōto — temples and ramen?"])
    t.add(
        "a1",
        "u1",
        "assistant",
        ["Start at Fushimi Inari at dawn."],
        metadata={"model_slug": "gpt-4o"},
    )
    t.add("u2", "a1", "user", ["Too early. Later start?"])  # the first version of a question
    t.add("a2", "u2", "assistant", ["Then begin at Kiyomizu-dera at ten."])
    t.add("u2b", "a1", "user", ["Too early for me: what about 9 am?"])  # edited: a sibling
    t.add("a2b", "u2b", "assistant", ["At nine, Kinkaku-ji first."])
    t.add(
        "a2c",
        "u2b",
        "assistant",
        ["Nine works: Ginkaku-ji, then the Philosopher's Path."],
        metadata={"model_slug": "gpt-4o"},
    )  # regenerated: the version looked at last
    t.add(
        "u3",
        "a2c",
        "user",
        content={
            "content_type": "multimodal_text",
            "parts": [
                {
                    "content_type": "image_asset_pointer",
                    "asset_pointer": "file-service://file-Abc123XYZ",
                    "size_bytes": 1000,
                    "width": 40,
                    "height": 30,
                },
                "Is this the path?",
            ],
        },
    )
    t.add(
        "code",
        "u3",
        "assistant",
        content={"content_type": "code", "language": "python", "text": "print('道')"},
    )
    t.add(
        "tool",
        "code",
        "tool",
        content={"content_type": "execution_output", "text": "道"},
        name="python",
    )
    t.add("a3", "tool", "assistant", ["Yes: the path along the canal. 道 means way."])
    t.current_node = "a3"
    return t


def chatgpt_zip(path: Path, conversations: list[dict[str, Any]], pictures: bool = True) -> Path:
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("conversations.json", json.dumps(conversations))
        z.writestr("user.json", json.dumps({"id": "user-1"}))
        if pictures:
            z.writestr("file-Abc123XYZ-IMG_0420.png", png())
    return path


def claude_conversation(uuid: str, name: str, turns: int = 2) -> dict[str, Any]:
    messages = []
    for i in range(turns):
        messages.append(
            {
                "uuid": f"{uuid}-h{i}",
                "text": f"Question {i} ✓",
                "content": [{"type": "text", "text": f"Question {i} ✓"}],
                "sender": "human",
                "created_at": f"2025-03-0{1 + i % 9}T10:00:00.000000Z",
                "updated_at": "2025-03-01T10:00:00.000000Z",
                "attachments": [],
                "files": [],
            }
        )
        messages.append(
            {
                "uuid": f"{uuid}-a{i}",
                "text": f"Answer {i}",
                "content": [
                    {"type": "thinking", "thinking": f"Thinking about {i}."},
                    {"type": "text", "text": f"Answer {i}"},
                ],
                "sender": "assistant",
                "created_at": f"2025-03-0{1 + i % 9}T10:00:05.000000Z",
                "updated_at": "2025-03-01T10:00:05.000000Z",
                "attachments": [],
                "files": [],
            }
        )
    return {
        "uuid": uuid,
        "name": name,
        "created_at": "2025-03-01T10:00:00.000000Z",
        "updated_at": "2025-03-02T10:00:00.000000Z",
        "account": {"uuid": "acct-1"},
        "chat_messages": messages,
    }


def linear_chatgpt(conversation_id: str, title: str, messages: int, text: str) -> dict[str, Any]:
    """A ChatGPT conversation with no branches: questions and answers in turn."""
    tree = ChatGPTTree(conversation_id, title)
    parent = "root"
    for i in range(messages):
        parent = tree.add(f"m{i}", parent, "user" if i % 2 == 0 else "assistant", [text])
    return tree.export()


def many_messages_zip(path: Path, kind: str, conversations: int, messages: int) -> Path:
    """A zipped export (`kind`: "verbatim", "claude" or "chatgpt") of
    `conversations` conversations of `messages` short messages each,
    written as it is made (issue 37, hole 4: 500 × 4,000 is an 11 MB zip
    of Verbatim or Claude JSON, 36 MB of ChatGPT's)."""
    write = {"verbatim": _verbatim_many, "claude": _claude_many, "chatgpt": _chatgpt_many}[kind]
    with (
        zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z,
        z.open("conversations.json", "w", force_zip64=True) as member,
    ):
        write(member, conversations, messages)
    return path


def _verbatim_many(member: IO[bytes], conversations: int, messages: int) -> None:
    from desktop.store.exchange.export_check import FORMAT, READS

    member.write(f'{{"format": "{FORMAT}", "version": {READS[-1]}, "conversations": ['.encode())
    for c in range(conversations):
        member.write(
            f'{"," if c else ""}{{"id": "conv-{c}", "title": "C{c}", "messages": ['.encode()
        )
        member.write(
            ", ".join(
                f'{{"id": "c{c}-m{i}", "role": "{"user" if i % 2 == 0 else "assistant"}", '
                f'"status": "complete", "content": "", '
                f'"parent_id": {json.dumps(f"c{c}-m{i - 1}" if i else None)}}}'
                for i in range(messages)
            ).encode()
        )
        member.write(b"]}")
    member.write(b"]}")


def _claude_many(member: IO[bytes], conversations: int, messages: int) -> None:
    member.write(b"[")
    for c in range(conversations):
        member.write(f'{"," if c else ""}{{"uuid": "conv-{c}", "name": "C{c}", '.encode())
        member.write(b'"created_at": "2025-03-01T10:00:00Z", "chat_messages": [')
        member.write(
            ", ".join(
                f'{{"uuid": "c{c}-m{i}", "sender": "{"human" if i % 2 == 0 else "assistant"}", '
                f'"text": "message {i} of conversation {c}"}}'
                for i in range(messages)
            ).encode()
        )
        member.write(b"]}")
    member.write(b"]")


def _chatgpt_many(member: IO[bytes], conversations: int, messages: int) -> None:
    member.write(b"[")
    for c in range(conversations):
        member.write(
            f'{"," if c else ""}{{"id": "conv-{c}", "title": "C{c}", "create_time": 1.7e9, '
            f'"current_node": "m{messages - 1}", "mapping": {{"root": {{"id": "root", '
            f'"message": null, "parent": null, "children": ["m0"]}}'.encode()
        )
        member.write(
            "".join(
                f', "m{i}": {{"id": "m{i}", "parent": "{f"m{i - 1}" if i else "root"}", '
                f'"children": {json.dumps([f"m{i + 1}"] if i + 1 < messages else [])}, '
                f'"message": {{"author": {{"role": "{"user" if i % 2 == 0 else "assistant"}"}}, '
                f'"create_time": {1_700_000_000 + i}, "content": {{"content_type": "text", '
                f'"parts": ["message {i} of conversation {c}"]}}}}}}'
                for i in range(messages)
            ).encode()
        )
        member.write(b"}}")
    member.write(b"]")
