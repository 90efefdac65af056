"""The sidebar's list: projects first (issue 27), each opening to show its
conversations, then the conversations in no project: pinned first, then
newest, under date headings (Today, Yesterday, Previous 7 days, Previous
30 days, then by month). A heading is a row of its own that cannot be chosen.

A conversation is dragged onto a project to move it there, or onto a date
heading to take it out of its project; the model says so and writes nothing.

Signals (ConversationModel):
    moveRequested(conversation_id: str, project_id: str)   "" for no project
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from PySide6.QtCore import (
    QT_TR_NOOP,
    QAbstractListModel,
    QByteArray,
    QDate,
    QDateTime,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from desktop.domain.messages import Conversation, Project
from desktop.session.reader import Reader
from desktop.ui.i18n import tr
from desktop.ui.titles import title_label
from desktop.ui.widgets import safe_tooltip

ConversationRole = Qt.ItemDataRole.UserRole + 1
HeadingRole = Qt.ItemDataRole.UserRole + 2
ProjectRole = Qt.ItemDataRole.UserRole + 3  # the Project of a project's row
InsideRole = Qt.ItemDataRole.UserRole + 4  # a conversation shown under its project
ExpandedRole = Qt.ItemDataRole.UserRole + 5
CountRole = Qt.ItemDataRole.UserRole + 6  # a project's conversations
PAGE = 200
DRAG_TYPE = "application/x-verbatim-conversation"

_Index = QModelIndex | QPersistentModelIndex
_GROUPS = {
    "pinned": QT_TR_NOOP("Pinned"),
    "today": QT_TR_NOOP("Today"),
    "yesterday": QT_TR_NOOP("Yesterday"),
    "week": QT_TR_NOOP("Previous 7 days"),
    "month": QT_TR_NOOP("Previous 30 days"),
    "projects": QT_TR_NOOP("Projects"),
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
    """The sidebar's rows: projects (opened to show their conversations), then
    the conversations in no project under date headings, loaded a page at a
    time."""

    moveRequested = Signal(str, str)

    def __init__(self, repo: Reader) -> None:
        super().__init__()
        self._repo = repo
        self._loaded: list[Conversation] = []  # in no project, a page at a time
        self._rows: list[Conversation | Project | str] = []  # a str is a heading's key
        self._head = 0  # rows before the conversations in no project
        self._inside: set[str] = set()  # conversations shown under their project
        self._counts: dict[str, int] = {}
        self._total = 0
        self.expanded: set[str] = set()  # projects shown open
        self.reload()

    def reload(self) -> None:
        self.beginResetModel()
        projects = self._repo.projects()
        self._counts = self._repo.project_counts()
        head: list[Conversation | Project | str] = []
        self._inside = set()
        if projects:
            head.append("projects")
            for project in projects:
                head.append(project)
                if project.id in self.expanded:
                    inside = self._repo.project_conversations(project.id)
                    self._inside.update(c.id for c in inside)
                    head.extend(inside)
        self._total = self._repo.count_loose_conversations()
        self._loaded = self._repo.list_loose_conversations(limit=PAGE)
        self._head = len(head)
        self._rows = head + self._with_headings(self._loaded)
        self.endResetModel()

    def toggle(self, project_id: str) -> None:
        """Open a project's row to show its conversations, or close it."""
        self.expanded.symmetric_difference_update({project_id})
        self.reload()

    def reveal(self, conversation_id: str) -> None:
        """Open the project a conversation is in, so its row can be shown."""
        if self.row_of(conversation_id) >= 0:
            return
        conversation = self._repo.get_conversation(conversation_id)
        project_id = conversation.project_id if conversation is not None else None
        if project_id and self._repo.get_project(project_id) is not None:
            self.expanded.add(project_id)
            self.reload()

    @staticmethod
    def _with_headings(conversations: list[Conversation]) -> list[Conversation | Project | str]:
        today = date.today()
        rows: list[Conversation | Project | str] = []
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
        more = self._repo.list_loose_conversations(limit=PAGE, offset=len(self._loaded))
        if not more:
            self._total = len(self._loaded)
            return
        rows = self._with_headings(self._loaded + more)[len(self._rows) - self._head :]
        # The page boundary may fall inside a group: its heading is not repeated.
        self.beginInsertRows(QModelIndex(), len(self._rows), len(self._rows) + len(rows) - 1)
        self._loaded.extend(more)
        self._rows.extend(rows)
        self.endInsertRows()

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        item = self._rows[index.row()] if 0 <= index.row() < len(self._rows) else None
        if isinstance(item, str):  # a date heading takes a conversation out of its project
            return Qt.ItemFlag.ItemIsDropEnabled if item != "projects" else Qt.ItemFlag.NoItemFlags
        if isinstance(item, Project):
            return super().flags(index) | Qt.ItemFlag.ItemIsDropEnabled
        return super().flags(index) | Qt.ItemFlag.ItemIsDragEnabled

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
        if isinstance(item, Project):
            return self._project_data(item, role)
        c = item
        if role == Qt.ItemDataRole.DisplayRole:
            return title_label(c.title)[:300]
        if role == Qt.ItemDataRole.ToolTipRole:
            shown = title_label(c.title)
            title = shown if len(shown) <= 500 else shown[:500] + "…"
            moment = QDateTime.fromSecsSinceEpoch(int(c.updated_at.timestamp()))
            when = QLocale().toString(moment, QLocale.FormatType.ShortFormat)
            return safe_tooltip(f"{title}\n{when}")
        if role == ConversationRole:
            return c
        if role == InsideRole:
            return c.id in self._inside
        return None

    def _project_data(self, p: Project, role: int) -> Any:
        count = self._counts.get(p.id, 0)
        if role == Qt.ItemDataRole.DisplayRole:
            return p.name[:300]
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return tr("Project {name}, %n conversation(s)", None, count).format(name=p.name[:300])
        if role == Qt.ItemDataRole.ToolTipRole:
            files = tr("%n file(s)", None, len(p.files))
            talks = tr("%n conversation(s)", None, count)
            return safe_tooltip(f"{p.name[:500]}\n{talks} · {files}")
        if role == ProjectRole:
            return p
        if role == ExpandedRole:
            return p.id in self.expanded
        if role == CountRole:
            return count
        return None

    # ------------------------------------------------------- drag and drop
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [DRAG_TYPE]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # type: ignore[override]
        data = QMimeData()
        for index in indexes:
            conversation = self.conversation_at(index.row())
            if conversation is not None:
                data.setData(DRAG_TYPE, QByteArray(conversation.id.encode()))
                break
        return data

    def canDropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: _Index,
    ) -> bool:
        return data.hasFormat(DRAG_TYPE) and self._drop_target(parent.row()) is not None

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: _Index,
    ) -> bool:
        target = self._drop_target(parent.row())
        if not data.hasFormat(DRAG_TYPE) or target is None:
            return False
        conversation_id = bytes(data.data(DRAG_TYPE).data()).decode()
        self.moveRequested.emit(conversation_id, target)
        return False  # the store moves it; the list is read again after

    def _drop_target(self, row: int) -> str | None:
        """The project a drop on `row` moves into ("" out of any), or None."""
        item = self._rows[row] if 0 <= row < len(self._rows) else None
        if isinstance(item, Project):
            return item.id
        if isinstance(item, str) and item != "projects":
            return ""
        return None

    def row_of(self, conversation_id: str) -> int:
        return next(
            (
                i
                for i, c in enumerate(self._rows)
                if isinstance(c, Conversation) and c.id == conversation_id
            ),
            -1,
        )

    def conversation_at(self, row: int) -> Conversation | None:
        item = self._rows[row] if 0 <= row < len(self._rows) else None
        return item if isinstance(item, Conversation) else None

    def project_at(self, row: int) -> Project | None:
        item = self._rows[row] if 0 <= row < len(self._rows) else None
        return item if isinstance(item, Project) else None

    def row_of_project(self, project_id: str) -> int:
        return next(
            (i for i, p in enumerate(self._rows) if isinstance(p, Project) and p.id == project_id),
            -1,
        )

    def conversation_count(self) -> int:
        """Conversations loaded so far (the rows less the headings and projects)."""
        return sum(isinstance(r, Conversation) for r in self._rows)

    def headings(self) -> list[str]:
        return [group_title(r) for r in self._rows if isinstance(r, str)]
