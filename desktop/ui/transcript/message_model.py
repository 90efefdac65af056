"""The transcript: the shown branch of one conversation as a list model.

Long conversations load lazily: the newest PAGE messages first, older ones
in pages as the person scrolls up (canFetchMore/fetchMore prepend). While an
answer streams, deltas update that one row in memory and a timer announces
the change at most every `interval` ms, so the view repaints only the
streaming row and never per token.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, QTimer

from desktop.domain.messages import Message, ToolCall
from desktop.session.reader import Reader

MessageRole = Qt.ItemDataRole.UserRole + 1
PAGE = 30
# Read when a conversation opens: about a screen of messages, each a set of
# widgets to make (30 took 150 ms of a start-up); the transcript reads more
# while they do not fill its height, and a page at a time when scrolled up.
FIRST = 12
_Index = QModelIndex | QPersistentModelIndex


class MessageModel(QAbstractListModel):
    """The transcript's rows: the shown branch of one conversation, loaded a
    page at a time from the newest, with streaming text kept in memory and
    announced at most every interval."""

    def __init__(self, repo: Reader, interval_ms: int = 40) -> None:
        super().__init__()
        self._repo = repo
        self.conversation_id: str | None = None
        self._ids: list[str] = []  # the whole branch, root first
        self._rows: list[Message] = []  # the loaded tail of it
        self._live: dict[str, tuple[list[str], list[str], float]] = {}  # id -> text, reasoning, t0
        self._preparing: dict[str, str] = {}  # id -> "Loading … into memory…" until a word comes
        # id -> "On the GPU: …" for answers a local model wrote in this run
        # (told with their end; the store does not keep it), any conversation.
        self._ran_on: dict[str, str] = {}
        self._dirty: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._flush)

    def files(self, hashes: Iterable[str]) -> dict[str, bytes]:
        """Attached bytes by hash, read from the store (for thumbnails and the viewer)."""
        return self._repo.blobs(hashes)

    # ------------------------------------------------------------- loading
    def load(self, conversation_id: str | None) -> None:
        self.beginResetModel()
        self.conversation_id = conversation_id
        self._ids = self._repo.branch_ids(conversation_id) if conversation_id else []
        self._rows = self._repo.messages_by_ids(self._ids[-FIRST:])
        self._dirty.clear()
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and len(self._rows) < len(self._ids)

    def fetchMore(self, parent: _Index) -> None:
        if parent.isValid():
            return
        missing = len(self._ids) - len(self._rows)
        older = self._repo.messages_by_ids(self._ids[max(0, missing - PAGE) : missing])
        if not older:
            return
        self.beginInsertRows(QModelIndex(), 0, len(older) - 1)
        self._rows[:0] = older
        self.endInsertRows()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        message = self._shown(self._rows[index.row()])
        if role == Qt.ItemDataRole.DisplayRole:
            return message.content
        if role == MessageRole:
            return message
        return None

    def message_at(self, row: int) -> Message:
        return self._shown(self._rows[row])

    def row_of(self, message_id: str) -> int:
        return next((i for i, m in enumerate(self._rows) if m.id == message_id), -1)

    def _shown(self, message: Message) -> Message:
        live = self._live.get(message.id)
        if live is None:
            return message
        return dataclasses.replace(message, content="".join(live[0]), reasoning="".join(live[1]))

    def live_started_at(self, message_id: str) -> float | None:
        live = self._live.get(message_id)
        return None if live is None else live[2]

    def preparing_of(self, message_id: str) -> str:
        """What the backend said it is doing before this answer's first word."""
        return self._preparing.get(message_id, "")

    def ran_on_of(self, message_id: str) -> str:
        """Where a local model wrote this answer, if it did in this run."""
        return self._ran_on.get(message_id, "")

    def turn_preparing(self, message_id: str, text: str) -> None:
        if message_id in self._live:
            self._preparing[message_id] = text

    # ----------------------------------------------------------- streaming
    def turn_started(self, conversation_id: str, user: Message | None, assistant: Message) -> None:
        self._live[assistant.id] = ([], [], time.monotonic())
        self._timer.start()
        if conversation_id != self.conversation_id:
            return
        # The new branch is: the path to the answer's parent, then the new rows.
        parent = assistant.parent_id if user is None else user.parent_id
        keep = self.row_of(parent) + 1 if parent else 0
        if parent and keep == 0:
            self.load(conversation_id)
            return
        if keep < len(self._rows):
            self.beginRemoveRows(QModelIndex(), keep, len(self._rows) - 1)
            del self._rows[keep:]
            self.endRemoveRows()
        self._ids = self._branch_prefix(parent)
        new = [m for m in (user, assistant) if m is not None]
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(new) - 1)
        self._rows.extend(new)
        self._ids.extend(m.id for m in new)
        self.endInsertRows()

    def _branch_prefix(self, parent_id: str | None) -> list[str]:
        if parent_id is None or parent_id not in self._ids:
            return []
        return self._ids[: self._ids.index(parent_id) + 1]

    def turn_delta(self, conversation_id: str, message_id: str, text: str, reasoning: str) -> None:
        live = self._live.get(message_id)
        if live is None:
            return
        self._preparing.pop(message_id, None)
        if text:
            live[0].append(text)
        if reasoning:
            live[1].append(reasoning)
        if conversation_id == self.conversation_id:
            self._dirty.add(message_id)

    def turn_finished(self, conversation_id: str, message: Message, ran_on: str = "") -> None:
        if ran_on:
            self._ran_on[message.id] = ran_on
        self._live.pop(message.id, None)
        self._preparing.pop(message.id, None)
        self._dirty.discard(message.id)
        row = self.row_of(message.id) if conversation_id == self.conversation_id else -1
        if row >= 0:
            self._rows[row] = message
            index = self.index(row)
            self.dataChanged.emit(index, index, [MessageRole])
        if not self._live:
            self._timer.stop()

    def tool_changed(self, conversation_id: str, message_id: str, call: ToolCall) -> None:
        """A tool call of a shown answer began, ran or ended: its card follows."""
        row = self.row_of(message_id) if conversation_id == self.conversation_id else -1
        if row < 0:
            return
        message = self._rows[row]
        calls = list(message.tool_calls)
        at = next((i for i, c in enumerate(calls) if c.id == call.id), None)
        if at is None:
            calls.append(call)
        else:
            calls[at] = call
        self._rows[row] = dataclasses.replace(message, tool_calls=tuple(calls))
        index = self.index(row)
        self.dataChanged.emit(index, index, [MessageRole])

    def stop_updates(self) -> None:
        """At close: no more redraws, even for a turn whose end was never
        told (a listener that failed, an engine that failed to stop)."""
        self._timer.stop()

    def _flush(self) -> None:
        for message_id in list(self._dirty):
            row = self.row_of(message_id)
            if row >= 0:
                index = self.index(row)
                self.dataChanged.emit(index, index, [MessageRole])
        self._dirty.clear()

    def replace(self, message: Message) -> None:
        """A message changed outside a turn (for example its versions)."""
        row = self.row_of(message.id)
        if row >= 0:
            self._rows[row] = message
            index = self.index(row)
            self.dataChanged.emit(index, index, [MessageRole])
