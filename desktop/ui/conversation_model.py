"""The sidebar's list of conversations: pinned first, then newest, under
date headings (Today, Yesterday, Previous 7 days, Previous 30 days, then
by month). A heading is a row of its own that cannot be chosen."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from PySide6.QtCore import (
    QT_TR_NOOP,
    QAbstractListModel,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from desktop.domain.messages import Conversation
from desktop.session.reader import Reader
from desktop.ui.i18n import tr
from desktop.ui.widgets import safe_tooltip

ConversationRole = Qt.ItemDataRole.UserRole + 1
HeadingRole = Qt.ItemDataRole.UserRole + 2
PAGE = 200

_Index = QModelIndex | QPersistentModelIndex
_GROUPS = {
    "pinned": QT_TR_NOOP("Pinned"),
    "today": QT_TR_NOOP("Today"),
    "yesterday": QT_TR_NOOP("Yesterday"),
    "week": QT_TR_NOOP("Previous 7 days"),
    "month": QT_TR_NOOP("Previous 30 days"),
}


def date_group(when: datetime, today: date, pinned: bool = False) -> str:
    """The heading a conversation last changed at `when` sits under, as a key:
    one of _GROUPS, or "YYYY-MM" for anything older than 30 days."""
    if pinned:
        return "pinned"
    days = (today - when.astimezone().date()).days
    if days <= 0:
        return "today"
    if days == 1:
        return "yesterday"
    if days <= 7:
        return "week"
    if days <= 30:
        return "month"
    return f"{when.astimezone():%Y-%m}"


def group_title(key: str) -> str:
    if key in _GROUPS:
        return tr(_GROUPS[key])
    year, month = (int(part) for part in key.split("-"))
    # The month's name in the person's language, e.g. "October 2026".
    return QLocale().toString(QDate(year, month, 1), "MMMM yyyy")


class ConversationModel(QAbstractListModel):
    def __init__(self, repo: Reader) -> None:
        super().__init__()
        self._repo = repo
        self._loaded: list[Conversation] = []
        self._rows: list[Conversation | str] = []  # a str is a heading's key
        self._total = 0
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        self._total = self._repo.count_conversations()
        self._loaded = self._repo.list_conversations(limit=PAGE)
        self._rows = self._with_headings(self._loaded)
        self.endResetModel()

    @staticmethod
    def _with_headings(conversations: list[Conversation]) -> list[Conversation | str]:
        today = date.today()
        rows: list[Conversation | str] = []
        last = None
        for conversation in conversations:
            key = date_group(conversation.updated_at, today, conversation.pinned)
            if key != last:
                rows.append(key)
                last = key
            rows.append(conversation)
        return rows

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and len(self._loaded) < self._total

    def fetchMore(self, parent: _Index) -> None:
        if parent.isValid():
            return
        more = self._repo.list_conversations(limit=PAGE, offset=len(self._loaded))
        if not more:
            self._total = len(self._loaded)
            return
        rows = self._with_headings(self._loaded + more)[len(self._rows) :]
        # The page boundary may fall inside a group: its heading is not repeated.
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(rows) - 1)
        self._loaded.extend(more)
        self._rows.extend(rows)
        self.endInsertRows()

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if self.is_heading(index.row()):
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index)

    def is_heading(self, row: int) -> bool:
        return 0 <= row < len(self._rows) and isinstance(self._rows[row], str)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        item = self._rows[index.row()]
        if isinstance(item, str):
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return group_title(item)
            return True if role == HeadingRole else None
        c = item
        if role == Qt.ItemDataRole.DisplayRole:
            return c.title[:300]
        if role == Qt.ItemDataRole.ToolTipRole:
            title = c.title if len(c.title) <= 500 else c.title[:500] + "…"
            moment = QDateTime.fromSecsSinceEpoch(int(c.updated_at.timestamp()))
            when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
            return safe_tooltip(f"{title}\n{when}")
        if role == ConversationRole:
            return c
        return None

    def row_of(self, conversation_id: str) -> int:
        return next(
            (
                i
                for i, c in enumerate(self._rows)
                if not isinstance(c, str) and c.id == conversation_id
            ),
            -1,
        )

    def conversation_at(self, row: int) -> Conversation | None:
        item = self._rows[row] if 0 <= row < len(self._rows) else None
        return None if isinstance(item, str) else item

    def conversation_count(self) -> int:
        """Conversations loaded so far (the rows less the headings)."""
        return len(self._loaded)

    def headings(self) -> list[str]:
        return [group_title(r) for r in self._rows if isinstance(r, str)]
