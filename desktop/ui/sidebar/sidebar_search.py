"""The sidebar's search results: one row per hit, the conversation's title
and a snippet, hits of one conversation kept together."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from desktop.session.reader import MARK_END, MARK_START, SearchHit
from desktop.ui.titles import title_label

_Index = QModelIndex | QPersistentModelIndex
HitRole = Qt.ItemDataRole.UserRole + 1


class SearchModel(QAbstractListModel):
    """Full-text search hits: conversation title and a snippet."""

    def __init__(self) -> None:
        super().__init__()
        self.hits: list[SearchHit] = []

    def set_hits(self, hits: list[SearchHit]) -> None:
        """Hits of one conversation are kept together, newest conversation first."""
        order: dict[str, int] = {}
        for hit in hits:
            order.setdefault(hit.conversation_id, len(order))
        self.beginResetModel()
        self.hits = sorted(hits, key=lambda h: order[h.conversation_id])
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.hits)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.hits):
            return None
        hit = self.hits[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{title_label(hit.title)[:200]}: {hit.plain_snippet[:400]}"
        if role == Qt.ItemDataRole.ToolTipRole:
            marked = html.escape(hit.snippet)
            return marked.replace(MARK_START, "<b>").replace(MARK_END, "</b>")
        if role == HitRole:
            return hit
        return None
