"""What an import brings of one conversation, and writing it (P2, issue 17).

The one rule and the one writer that the Verbatim import
(store/exchange/verbatim_import.py), its batches (store/exchange/import_batch.py), the
ChatGPT and Claude imports (store/exchange/foreign.py) and sync (sync/applying.py)
share. It lived in transfer.py, which imports the reader, so the reader
and its batches imported transfer.py back: a circle (issue 38). Here it
needs neither.
"""

from __future__ import annotations

from collections.abc import Mapping

from desktop.domain.messages import Conversation, Message
from desktop.store.kept_words import settle_arrivals
from desktop.store.repository import Repository


def kept(
    messages: list[Message], deleted: set[str], existing: set[str] | None = None
) -> list[Message]:
    """The messages an import adds: not deleted here on purpose (a deleted
    message goes with the replies below it), and not held already."""
    dropped = set(deleted)
    for m in messages:
        if m.parent_id in dropped:
            dropped.add(m.id)
    return [m for m in messages if m.id not in dropped and m.id not in (existing or ())]


def import_decision(
    conversation_id: str,
    messages: list[Message],
    *,
    held: bool,
    deleted: set[str],
    existing: set[str],
    revive: bool = False,
) -> tuple[bool, list[Message]]:
    """The import's one rule for what a conversation of a file brings, asked
    by the import as it writes and by its preview as it counts (issue 36:
    the preview had copies of the rule, and promised a conversation the file
    repeats twice). `held`: the store (or, in a preview, an earlier
    conversation of the file) has it; `deleted`: the ids deleted here on
    purpose; `existing`: the message ids already there. Returns (whether
    the conversation is new, the messages it adds)."""
    if not held and not revive and conversation_id in deleted:
        return False, []  # deleted here on purpose: an import leaves it deleted
    return not held, kept(messages, deleted, existing)


def write_conversation(
    repo: Repository,
    conv: Conversation,
    messages: list[Message],
    files: Mapping[str, bytes],
    *,
    revive: bool = False,
) -> tuple[bool, int]:
    """Add a checked conversation, skipping what the store already holds by
    id (P2). Messages come parents first. The caller holds the transaction.
    What was deleted here on purpose (a tombstone, issue 17) is not brought
    back by an import, so devices that sync agree on it; sync itself
    `revive`s a conversation another device changed after the delete.
    Returns (whether the conversation is new, messages added)."""
    held = repo.get_conversation(conv.id)
    ids = [m.id for m in messages]
    tombstoned = repo.sync.tombstoned([conv.id, *ids])
    # A delete that says what it covered (issue 36) drops nothing here: what
    # comes is added, then settled by the rule sync settles by (kept_words),
    # so an import into a conversation kept after a delete brings back
    # nothing the delete covered, and devices agree whichever way words came.
    # An older Verbatim's delete takes the message and the replies below it.
    deleted = {i for i in tombstoned if i == conv.id or repo.sync.covered(i) is None}
    new, adding = import_decision(
        conv.id,
        messages,
        held=held is not None,
        deleted=deleted,
        existing=repo.existing_message_ids(ids),
        revive=revive,
    )
    if held is None and not new:
        return False, 0
    messages = kept(messages, deleted)
    if new:
        repo.create_conversation(
            title=conv.title,
            provider=conv.provider,
            model=conv.model,
            system_prompt=conv.system_prompt,
            parameters=conv.parameters,
            id=conv.id,
            project_id=conv.project_id,
        )
        if conv.pinned:
            repo.set_pinned(conv.id, True)
        if not conv.tools:
            repo.conversations.set_tools(conv.id, False)
    written = added = repo.add_imported(conv.id, adding, files)
    if written and not revive and tombstoned:
        # Settled by the rule sync settles by (sync does so after its round):
        # what stays is what was added.
        settle_arrivals(repo, (m.id for m in adding))
        added = len(repo.existing_message_ids([m.id for m in adding]))
    if written or new:  # a conversation keeps the times it really had, even an empty one
        # One already here keeps when it began: that is synced, as its
        # newest change says, and adding messages sends no such change
        # (an import that took the file's date left devices disagreeing
        # for ever; issue 36).
        began = conv.created_at if held is None else held.created_at
        repo.conversations.set_timestamps(conv.id, began, conv.updated_at)
    current = repo.get_conversation(conv.id)
    if current is not None and current.tip_id is None and conv.tip_id:
        if repo.existing_message_ids([conv.tip_id]):
            repo.set_tip(conv.id, conv.tip_id)
        elif messages:
            repo.set_tip(conv.id, repo.latest_leaf(messages[0].id).id)
    return new, added
