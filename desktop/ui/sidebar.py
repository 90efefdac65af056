"""The left column: new conversation, search, and the list of conversations.

Signals:
    conversationChosen(conversation_id: str)
    searchHitChosen(conversation_id: str, message_id: str)
    newRequested()
    renameRequested(conversation_id: str, title: str)
    pinRequested(conversation_id: str, pinned: bool)
    deleteRequested(conversation_id: str)
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListView,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.store.repository import Repository
from desktop.store.search import MARK_END, MARK_START, SearchHit
from desktop.ui.conversation_model import ConversationModel
from desktop.ui.widgets import describe, plain_label

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
        if role == Qt.ItemDataRole.DisplayRole:
            # Hits come grouped by conversation; its title heads the first one only.
            row = index.row()
            same = row > 0 and self.hits[row - 1].conversation_id == hit.conversation_id
            snippet = hit.plain_snippet[:400]
            return f"    {snippet}" if same else f"{hit.title[:200]}\n    {snippet}"
        if role == Qt.ItemDataRole.ToolTipRole:
            marked = html.escape(hit.snippet)
            return marked.replace(MARK_START, "<b>").replace(MARK_END, "</b>")
        if role == HitRole:
            return hit
        return None


class Sidebar(QWidget):
    conversationChosen = Signal(str)
    searchHitChosen = Signal(str, str)
    newRequested = Signal()
    renameRequested = Signal(str, str)
    pinRequested = Signal(str, bool)
    deleteRequested = Signal(str)

    def __init__(self, repo: Repository) -> None:
        super().__init__()
        self.setObjectName("Sidebar")
        self.setMinimumWidth(200)
        self.repo = repo
        self.model = ConversationModel(repo)
        self.search_model = SearchModel()
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 12, 10, 10)
        col.setSpacing(8)
        top = QHBoxLayout()
        name = plain_label("Verbatim", "Title")
        self.new_button = QPushButton("+ New")
        describe(self.new_button, "New conversation", "New conversation (Ctrl+N)")
        self.new_button.clicked.connect(self.newRequested)
        top.addWidget(name)
        top.addStretch(1)
        top.addWidget(self.new_button)
        col.addLayout(top)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search all conversations  (Ctrl+F)")
        self.search.setClearButtonEnabled(True)
        describe(self.search, "Search all conversations", "Search all conversations (Ctrl+K)")
        self.search.textChanged.connect(self._on_search_changed)
        col.addWidget(self.search)
        self.stack = QStackedWidget()
        self.list = QListView()
        self.list.setModel(self.model)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._on_menu)
        self.list.clicked.connect(self._on_list_clicked)
        self.list.activated.connect(self._on_list_clicked)  # Enter on the keyboard
        describe(self.list, "Conversations", "Right-click a conversation to rename, pin or delete")
        # Long titles and snippets must never widen the sidebar.
        for view in (self.list,):
            view.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.results = QListView()
        self.results.setModel(self.search_model)
        self.results.setWordWrap(True)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.clicked.connect(self._on_hit_clicked)
        self.results.activated.connect(self._on_hit_clicked)
        self.results.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.results.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        describe(self.results, "Search results", "Click a result to open it at the match")
        self.no_results = plain_label("No messages match.", "Meta")
        self.stack.addWidget(self.list)
        self.stack.addWidget(self.results)
        col.addWidget(self.stack, 1)
        col.addWidget(self.no_results)
        self.no_results.hide()
        self._dialog: QWidget | None = None

    def reload(self, selected: str | None) -> None:
        self.model.reload()
        self.select(selected)

    def select(self, conversation_id: str | None) -> None:
        row = self.model.row_of(conversation_id) if conversation_id else -1
        if row >= 0:
            self.list.setCurrentIndex(self.model.index(row))
        else:
            self.list.setCurrentIndex(QModelIndex())  # nothing highlighted: a new conversation
            self.list.clearSelection()

    def _on_list_clicked(self, index: QModelIndex) -> None:
        conversation = self.model.conversation_at(index.row())
        if conversation is not None:
            self.conversationChosen.emit(conversation.id)

    def _on_hit_clicked(self, index: QModelIndex) -> None:
        hit = self.search_model.hits[index.row()]
        self.searchHitChosen.emit(hit.conversation_id, hit.message_id)

    def _on_search_changed(self, text: str) -> None:
        searching = bool(text.strip())
        hits = self.repo.search(text, limit=100) if searching else []
        self.search_model.set_hits(hits)
        self.stack.setCurrentWidget(self.results if searching else self.list)
        self.no_results.setVisible(searching and not hits)

    def _on_menu(self, pos: QPoint) -> None:
        conversation = self.model.conversation_at(self.list.indexAt(pos).row())
        if conversation is None:
            return
        menu = QMenu(self)
        menu.addAction("Rename…", lambda: self.ask_rename(conversation.id, conversation.title))
        menu.addAction(
            "Unpin" if conversation.pinned else "Pin to top",
            lambda: self.pinRequested.emit(conversation.id, not conversation.pinned),
        )
        menu.addSeparator()
        menu.addAction("Delete…", lambda: self.ask_delete(conversation.id, conversation.title))
        menu.popup(self.list.viewport().mapToGlobal(pos))

    # Dialogs are opened with open(), never exec(): exec inside the qasync
    # loop would nest event loops (PLATFORM.md).
    def ask_rename(self, conversation_id: str, title: str) -> QInputDialog:
        dialog = QInputDialog(self)
        dialog.setWindowTitle("Rename conversation")
        dialog.setLabelText("New name:")
        dialog.setTextValue(title)

        def chosen(value: str) -> None:
            if value.strip():
                self.renameRequested.emit(conversation_id, value.strip())

        dialog.textValueSelected.connect(chosen)
        dialog.open()
        self._dialog = dialog
        return dialog

    def ask_delete(self, conversation_id: str, title: str) -> QMessageBox:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle("Delete conversation?")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(f"Delete “{title[:200]}” and all its messages? This cannot be undone.")
        box.setStandardButtons(QMessageBox.StandardButton.Cancel | QMessageBox.StandardButton.Yes)
        box.button(QMessageBox.StandardButton.Yes).setText("Delete")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def done(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.deleteRequested.emit(conversation_id)

        box.finished.connect(done)
        box.open()
        self._dialog = box
        return box
