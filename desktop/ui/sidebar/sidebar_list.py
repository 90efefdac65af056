"""The sidebar's list of projects and conversations: a row's menu opens
from the keyboard too, and Delete asks before deleting the conversation."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QKeyEvent
from PySide6.QtWidgets import QListView, QMenu, QWidget

from desktop.ui.sidebar.conversation_model import ConversationModel


class _Rows(Protocol):
    """What the list asks of the sidebar that holds it."""

    model: ConversationModel

    def menu_for(self, row: int, at: QPoint) -> QMenu | None: ...

    def ask_delete(self, conversation_id: str, title: str) -> QWidget: ...


class ConversationList(QListView):
    """The keyboard's menu key (or Shift+F10) opens a row's menu too."""

    def __init__(self, sidebar: _Rows) -> None:
        super().__init__()
        self._sidebar = sidebar

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            self._menu_for_current()
            return
        at = event.pos()  # in the viewport's coordinates
        self._sidebar.menu_for(self.indexAt(at).row(), self.viewport().mapToGlobal(at))

    def _menu_for_current(self) -> None:
        index = self.currentIndex()
        at = self.viewport().mapToGlobal(self.visualRect(index).center())
        self._sidebar.menu_for(index.row(), at)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Handled here, not left to the context-menu event: that is made only
        # from keys the platform delivers, and only when the press is ignored.
        shift_f10 = event.key() == Qt.Key.Key_F10 and bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        )
        if event.key() == Qt.Key.Key_Menu or shift_f10:
            self._menu_for_current()
            return
        if event.key() == Qt.Key.Key_Delete and self.currentIndex().isValid():
            conversation = self._sidebar.model.conversation_at(self.currentIndex().row())
            if conversation is not None:
                self._sidebar.ask_delete(conversation.id, conversation.title)
                return
        super().keyPressEvent(event)
