"""The journal of streamed text (P6, P7): checkpoints appended as pieces,
folded into their message when it ends, and recovered after a crash. A
part of the store on Repository's database handle (`repo.journal`); the
tool calls a crash cut off are the tools part's to end."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import peewee

from desktop.domain.messages import Message, Source, Status, Usage
from desktop.domain.words import say
from desktop.store.document_index import sources_json
from desktop.store.errors import MessageGone
from desktop.store.rows import error_of, error_said_json, message_of
from desktop.store.schema import Models
from desktop.store.tool_store import ToolCallStore
from desktop.store.writes import writes


class JournalStore:
    """Streamed text as it comes, folded into its message at the end."""

    def __init__(
        self, db: peewee.SqliteDatabase, path: Path, models: Models, tools: ToolCallStore
    ) -> None:
        self.db = db
        self.path = path  # for `writes`: the file a failed write names
        self.tools = tools
        self._msg = models.message
        self._piece = models.piece

    def with_pieces(self, row: Any) -> Message:
        """The message of `row`, its journaled pieces folded in while it streams."""
        if row.status != Status.STREAMING:
            return message_of(row)
        text, reasoning = self._folded(row)
        return message_of(row, text, reasoning)

    def _folded(self, row: Any) -> tuple[str, str]:
        pieces = list(
            self._piece.select(self._piece.text, self._piece.reasoning)
            .where(self._piece.message == row.id)
            .order_by(self._piece.id)
            .tuples()
        )
        return (
            row.content + "".join(p[0] for p in pieces),
            row.reasoning + "".join(p[1] for p in pieces),
        )

    @writes
    def append_piece(self, message_id: str, text: str = "", reasoning: str = "") -> None:
        """Journal one checkpoint (P6): an insert of the new text only."""
        if not text and not reasoning:
            return
        with self.db.atomic():
            self._piece.insert(message=message_id, text=text, reasoning=reasoning).execute()

    def finalize(
        self,
        message_id: str,
        status: Status,
        *,
        content: str | None = None,
        reasoning: str | None = None,
        error: str | None = None,
        usage: Usage | None = None,
        finish_reason: str | None = None,
        reasoning_signature: str = "",
        sources: tuple[Source, ...] | None = None,
        omitted: int | None = None,
    ) -> None:
        """End a streaming message in one transaction (P7). With `content`
        given, exactly that text is stored (it is what the person saw, P8);
        otherwise the journaled pieces are folded (Repository.finalize_message
        reads it back whole). `sources` and `omitted`, when given, replace
        what the message was stored with (a web search found them since)."""
        with self.db.atomic("IMMEDIATE"):
            row = self._msg.get_or_none(self._msg.id == message_id)
            if row is None:
                raise MessageGone(say("That answer was deleted."))
            self._finalize_row(row, status, content, reasoning, error, usage, finish_reason)
            if reasoning_signature:
                self._msg.update(reasoning_signature=reasoning_signature).where(
                    self._msg.id == message_id
                ).execute()
            changed: dict[str, Any] = {}
            if sources is not None:
                changed["sources"] = sources_json(sources)
            if omitted is not None:
                changed["omitted"] = omitted
            if changed:
                self._msg.update(**changed).where(self._msg.id == message_id).execute()

    def _finalize_row(
        self,
        row: Any,
        status: Status,
        content: str | None,
        reasoning: str | None,
        error: str | None,
        usage: Usage | None,
        finish_reason: str | None = None,
        drop_pieces: bool = True,
    ) -> None:
        if content is None or reasoning is None:
            folded_text, folded_reasoning = self._folded(row)
            content = folded_text if content is None else content
            reasoning = folded_reasoning if reasoning is None else reasoning
        fields: dict[str, Any] = {
            "finish_reason": finish_reason,
            "content": content,
            "reasoning": reasoning,
            "status": status.value,
            "error": error,
            "error_said": error_said_json(error),
            "updated_at": time.time(),
        }
        if usage is not None:
            fields.update(
                prompt_tokens=usage.prompt_tokens,
                completion_tokens=usage.completion_tokens,
                generation_seconds=usage.generation_seconds,
            )
        self._msg.update(**fields).where(self._msg.id == row.id).execute()
        if drop_pieces:
            self._piece.delete().where(self._piece.message == row.id).execute()

    @writes
    def recover_unfinished(self) -> tuple[int, list[str]]:
        """Answers still STREAMING (the app was killed) become INTERRUPTED with
        every checkpointed piece (P7). One transaction for all of them.
        Returns how many, and their conversations, newest first."""
        with self.db.atomic("IMMEDIATE"):
            rows = list(
                self._msg.select()
                .where(self._msg.status == Status.STREAMING.value)
                .order_by(self._msg.updated_at.desc())
            )
            # All pieces in one ordered read (the journal has no index by
            # message: one scan for all, not one per unfinished answer).
            pieces: dict[str, tuple[list[str], list[str]]] = {r.id: ([], []) for r in rows}
            if rows:
                query = self._piece.select(
                    self._piece.message, self._piece.text, self._piece.reasoning
                ).order_by(self._piece.id)
                for message_id, text, reasoning in query.tuples():
                    if message_id in pieces:
                        pieces[message_id][0].append(text)
                        pieces[message_id][1].append(reasoning)
            for row in rows:
                texts, reasonings = pieces[row.id]
                self._finalize_row(
                    row,
                    Status.INTERRUPTED,
                    row.content + "".join(texts),
                    row.reasoning + "".join(reasonings),
                    error_of(row.error, row.error_said),
                    None,
                    drop_pieces=False,
                )
            ids = [r.id for r in rows]
            for start in range(0, len(ids), 500):  # SQLite's variable limit
                self._piece.delete().where(
                    self._piece.message.in_(ids[start : start + 500])
                ).execute()
            self.tools.recover()
        # Newest first: the window reopens where the cut-off answer is.
        conversations = list(dict.fromkeys(r.conversation_id for r in rows))
        return len(rows), conversations  # cut-off tool calls show in their answers
