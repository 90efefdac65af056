"""The sidebar's list of conversations: pinned first, then newest."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from desktop.domain.messages import Conversation
from desktop.store.repository import Repository
from desktop.ui.widgets import safe_tooltip

ConversationRole = Qt.ItemDataRole.UserRole + 1
PAGE = 200

_Index = QModelIndex | QPersistentModelIndex


class ConversationModel(QAbstractListModel):
    def __init__(self, repo: Repository) -> None:
        super().__init__()
        self._repo = repo
        self._items: list[Conversation] = []
        self._total = 0
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._total = self._repo.count_conversations()
        self._items = self._repo.list_conversations(limit=PAGE)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and len(self._items) < self._total

    def fetchMore(self, parent: _Index) -> None:
        if parent.isValid():
            return
        more = self._repo.list_conversations(limit=PAGE, offset=len(self._items))
        if not more:
            self._total = len(self._items)
            return
        self.beginInsertRows(QModelIndex(), len(self._items), len(self._items) + len(more) - 1)
        self._items.extend(more)
        self.endInsertRows()

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        c = self._items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            # ★ is in every font Verbatim can rely on; 📌 needs an emoji font.
            return ("★ " if c.pinned else "") + c.title[:300]
        if role == Qt.ItemDataRole.ToolTipRole:
            title = c.title if len(c.title) <= 500 else c.title[:500] + "…"
            return safe_tooltip(f"{title}\n{c.updated_at.astimezone():%d %b %Y, %H:%M}")
        if role == ConversationRole:
            return c
        return None

    def row_of(self, conversation_id: str) -> int:
        return next((i for i, c in enumerate(self._items) if c.id == conversation_id), -1)

    def conversation_at(self, row: int) -> Conversation | None:
        return self._items[row] if 0 <= row < len(self._items) else None
