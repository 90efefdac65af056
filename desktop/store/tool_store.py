"""Tool calls in the store (P19): each call is its own row, addressed by its
answer and its call id, written the moment the model finishes asking for it
and updated as it runs and when it ends. Nothing waits for the end of a
round, nothing is deleted and written again, nothing counts positions."""

from __future__ import annotations

import time
from typing import Any

import peewee

from desktop.domain.messages import ToolCall, ToolStatus
from desktop.domain.words import say
from desktop.store.errors import MessageGone

# A call still waiting or running when the store opens was cut off by a crash.
UNFINISHED = (ToolStatus.WAITING.value, ToolStatus.RUNNING.value)
CRASH_NOTES = {
    ToolStatus.RUNNING: (
        ToolStatus.INTERRUPTED,
        say("Verbatim closed before this tool call finished."),
    ),
    ToolStatus.WAITING: (ToolStatus.SKIPPED, say("Verbatim closed before it was allowed to run.")),
}


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
    """The repository's tool-call writes and reads (mixed into Repository,
    whose `_writes` wrapper turns disk errors into StoreErrors there)."""

    db: peewee.SqliteDatabase
    _msg: Any
    _tool: Any

    def _add_tool_call(self, message_id: str, call: ToolCall, position: int) -> None:
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

    def _update_tool_call(self, message_id: str, call: ToolCall) -> None:
        """The call's status, output and note as they are now."""
        with self.db.atomic("IMMEDIATE"):
            changed = (
                self._tool.update(**_changing(call))
                .where((self._tool.message == message_id) & (self._tool.call_id == call.id))
                .execute()
            )
        if not changed:
            raise MessageGone(say("That answer was deleted."))

    def _tool_calls(self, message_ids: list[str]) -> dict[str, list[ToolCall]]:
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

    def _recover_tool_calls(self) -> list[str]:
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
