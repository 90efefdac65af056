"""Tool calls in the store (P19): each call is its own row, addressed by its
answer and its call id, written the moment the model finishes asking for it
and updated as it runs and when it ends. Nothing waits for the end of a
round, nothing is deleted and written again, nothing counts positions."""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import Any

import peewee

from desktop.domain.messages import ToolCall, ToolStatus
from desktop.domain.words import say
from desktop.store.errors import MessageGone
from desktop.store.schema import Models
from desktop.store.tool_output import whole_output_path
from desktop.store.writes import writes

# A call still waiting or running when the store opens was cut off by a crash.
UNFINISHED = (ToolStatus.WAITING.value, ToolStatus.RUNNING.value)
CRASH_NOTES = {
    ToolStatus.RUNNING: (
        ToolStatus.INTERRUPTED,
        say("Verbatim closed before this tool call finished."),
    ),
    ToolStatus.WAITING: (ToolStatus.SKIPPED, say("Verbatim closed before it was allowed to run.")),
}


# The (message, call id) of a deleted conversation's or messages' calls, whose
# whole outputs go with them (`outputs`).
CONVERSATION_CALLS = (
    "SELECT t.message_id, t.call_id FROM tool_call t JOIN message m ON m.id = t.message_id "
    "WHERE m.conversation_id IN ({})"
)
MESSAGE_CALLS = "SELECT message_id, call_id FROM tool_call WHERE message_id IN ({})"


def _status(value: str) -> ToolStatus:
    try:
        return ToolStatus(value)
    except ValueError:  # written by a newer Verbatim
        return ToolStatus.FAILED


def _changing(call: ToolCall) -> dict[str, Any]:
    """The columns a later write of the same call may change."""
    return {
        "server": call.server,
        "tool": call.tool,
        "status": call.status.value,
        "output": call.output,
        "is_error": call.is_error,
        "note": call.note,
        "updated_at": time.time(),
    }


def tool_call_of(row: Any) -> ToolCall:
    return ToolCall(
        id=row.call_id,
        name=row.name,
        arguments=row.arguments,
        server=row.server,
        tool=row.tool,
        status=_status(row.status),
        output=row.output,
        is_error=bool(row.is_error),
        note=row.note,
    )


class ToolCallStore:
    """The store's tool calls: a part of the store on Repository's database
    handle (`repo.tools`), its writes turning disk errors into StoreErrors."""

    def __init__(self, db: peewee.SqliteDatabase, path: Path, models: Models) -> None:
        self.db = db
        self.path = path  # for `writes`: the file a failed write names
        self._msg = models.message
        self._tool = models.tool_call

    @writes
    def add_tool_call(self, message_id: str, call: ToolCall, position: int) -> None:
        """Store a call the moment the model has asked for it whole (P19)."""
        self.add(message_id, call, position)

    @writes
    def update_tool_call(self, message_id: str, call: ToolCall) -> None:
        """A call's new status and output, by its identity (P1, P19)."""
        with self.db.atomic("IMMEDIATE"):
            changed = (
                self._tool.update(**_changing(call))
                .where((self._tool.message == message_id) & (self._tool.call_id == call.id))
                .execute()
            )
        if not changed:
            raise MessageGone(say("That answer was deleted."))

    def add(self, message_id: str, call: ToolCall, position: int) -> None:
        """As add_tool_call, in the caller's transaction (an import's)."""
        with self.db.atomic("IMMEDIATE"):
            if self._msg.get_or_none(self._msg.id == message_id) is None:
                raise MessageGone(say("That answer was deleted."))
            self._tool.insert(
                message=message_id,
                position=position,
                call_id=call.id,
                name=call.name,
                arguments=call.arguments,
                **_changing(call),
            ).on_conflict_ignore().execute()  # the same call twice is one row (P2)

    def of_messages(self, message_ids: list[str]) -> dict[str, list[ToolCall]]:
        """The calls of these messages, by message id, in their order."""
        found: dict[str, list[ToolCall]] = {}
        for start in range(0, len(message_ids), 500):  # SQLite's variable limit
            rows = (
                self._tool.select()
                .where(self._tool.message.in_(message_ids[start : start + 500]))
                .order_by(self._tool.position)
            )
            for row in rows:
                found.setdefault(row.message_id, []).append(tool_call_of(row))
        return found

    def recover(self) -> list[str]:
        """Calls cut off by a crash end as interrupted, with whatever output
        they had; returns the ids of their answers."""
        rows = list(
            self._tool.select(self._tool.message).where(self._tool.status.in_(UNFINISHED)).tuples()
        )
        for was, (now, note) in CRASH_NOTES.items():
            self._tool.update(status=now.value, note=note, updated_at=time.time()).where(
                self._tool.status == was.value
            ).execute()
        return [r[0] for r in rows]

    def outputs(self, sql: str, ids: list[str]) -> list[Path]:
        """Where the whole outputs of the tool calls `sql` finds would be
        (issue 37: a deleted conversation's stayed in tool-output/ for ever)."""
        found: list[Path] = []
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = self.db.execute_sql(sql.format(", ".join("?" * len(chunk))), chunk)
            found += [whole_output_path(self.path.parent, m, c) for m, c in rows.fetchall()]
        return found

    @staticmethod
    def remove_outputs(paths: list[Path]) -> None:
        """After the delete is committed: a failed one keeps its outputs."""
        for path in paths:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
