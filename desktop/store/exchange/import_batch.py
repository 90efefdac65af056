"""Writing an import's conversations a batch at a time (issue 28).

`import_write.write_conversation` asks the store a dozen questions per
conversation through peewee, whose query building cost about 5 ms each
time: 179 conversations a second. Most of an import is conversations the
store has never seen, with plain text: here a batch of them is checked
with a few queries and written with two `executemany` calls. Anything
else (a conversation or message the store already holds or deleted on
purpose, attachments, tool calls, a tip outside the conversation, an id
repeated in the batch) goes through `write_conversation` as before, in the
file's order, so the result is the same as writing one at a time.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from desktop.domain.messages import Conversation, Message
from desktop.store.document_index import sources_json
from desktop.store.exchange.import_write import write_conversation
from desktop.store.repository import Repository
from desktop.store.rows import error_said_json

Item = tuple[Conversation, list[Message]]

_CONVERSATION = (
    "INSERT INTO conversation (id, title, pinned, tip_id, provider, model, system_prompt, "
    "created_at, updated_at, next_seq, temperature, top_p, max_tokens, reasoning, tools, "
    "project_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_MESSAGE = (
    "INSERT INTO message (id, conversation_id, parent_id, seq, role, content, status, error, "
    "error_said, provider, model, reasoning, prompt_tokens, completion_tokens, generation_seconds, "
    "finish_reason, reasoning_signature, omitted, sources, created_at, updated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def write_conversations(repo: Repository, batch: Sequence[Item]) -> tuple[int, int]:
    """Write checked conversations in order, as `write_conversation` would
    one at a time. The caller holds the transaction. Returns (conversations
    added, messages added)."""
    conversation_ids = [conv.id for conv, _ in batch]
    message_ids = [m.id for _, messages in batch for m in messages]
    held = repo.conversations.existing_conversation_ids(conversation_ids)
    held |= repo.sync.tombstoned(conversation_ids + message_ids)
    held |= repo.existing_message_ids(message_ids)
    new_conversations = new_messages = 0
    plain: list[Item] = []
    in_batch: set[str] = set()
    for item in batch:
        if _plain(item, held, in_batch):
            plain.append(item)
            continue
        _insert(repo, plain)
        new_conversations += len(plain)
        new_messages += sum(len(messages) for _, messages in plain)
        plain = []
        new, added = write_conversation(repo, *item, {})
        new_conversations += new
        new_messages += added
    _insert(repo, plain)
    return new_conversations + len(plain), new_messages + sum(len(m) for _, m in plain)


def _plain(item: Item, held: set[str], in_batch: set[str]) -> bool:
    """New to the store and to this batch, text only, its tip its own."""
    conv, messages = item
    ids = [m.id for m in messages]
    plain = (
        conv.id not in held
        and not held.intersection(ids)
        and not in_batch.intersection(ids)
        and len(set(ids)) == len(ids)
        and (conv.tip_id is None or conv.tip_id in ids)
        and not any(m.attachments or m.tool_calls for m in messages)
    )
    in_batch.update(ids)
    return plain


def _insert(repo: Repository, items: list[Item]) -> None:
    if not items:
        return
    now = time.time()
    conversations: list[tuple[object, ...]] = []
    messages: list[tuple[object, ...]] = []
    for conv, those in items:
        p = conv.parameters
        conversations.append(
            (
                conv.id,
                conv.title,
                conv.pinned,
                conv.tip_id,
                conv.provider,
                conv.model,
                conv.system_prompt,
                conv.created_at.timestamp(),
                conv.updated_at.timestamp(),
                len(those) + 1,
                p.temperature,
                p.top_p,
                p.max_tokens,
                p.reasoning.value,
                conv.tools,
                conv.project_id,
            )
        )
        messages.extend(
            (
                m.id,
                conv.id,
                m.parent_id,
                seq,
                m.role.value,
                m.content,
                m.status.value,
                m.error,
                error_said_json(m.error),
                m.provider,
                m.model,
                m.reasoning,
                m.usage.prompt_tokens,
                m.usage.completion_tokens,
                m.usage.generation_seconds,
                m.finish_reason,
                m.reasoning_signature,
                m.omitted,
                sources_json(m.sources),
                m.created_at.timestamp(),
                now,
            )
            for seq, m in enumerate(those, start=1)
        )
    connection = repo.db.connection()
    connection.executemany(_CONVERSATION, conversations)
    connection.executemany(_MESSAGE, messages)
