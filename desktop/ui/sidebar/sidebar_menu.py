"""A conversation's menu in the sidebar (rename, pin, move to a project,
export, delete), the same from ⋯, a right-click or the menu key."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPoint, SignalInstance
from PySide6.QtWidgets import QMenu, QWidget

from desktop.domain.messages import Conversation
from desktop.session.reader import Reader
from desktop.ui import icons
from desktop.ui.i18n import tr


class _Asks(Protocol):
    """What the menu asks of the sidebar whose row it belongs to."""

    @property
    def repo(self) -> Reader: ...
    @property
    def pinRequested(self) -> SignalInstance: ...
    @property
    def moveRequested(self) -> SignalInstance: ...
    @property
    def newProjectRequested(self) -> SignalInstance: ...
    @property
    def exportRequested(self) -> SignalInstance: ...

    def ask_rename(self, conversation_id: str, title: str) -> QWidget: ...

    def ask_delete(self, conversation_id: str, title: str) -> QWidget: ...


def conversation_menu(
    parent: QWidget, sidebar: _Asks, conversation: Conversation, at: QPoint
) -> QMenu:
    """The menu of one conversation's row, popped up at `at`."""
    menu = QMenu(parent)
    menu.addAction(
        icons.icon("edit"),
        tr("Rename…"),
        lambda: sidebar.ask_rename(conversation.id, conversation.title),
    )
    menu.addAction(
        icons.icon("unpin" if conversation.pinned else "pin"),
        tr("Unpin") if conversation.pinned else tr("Pin to top"),
        lambda: sidebar.pinRequested.emit(conversation.id, not conversation.pinned),
    )
    _add_move_menu(menu, sidebar, conversation)
    if conversation.project_id:
        menu.addAction(
            tr("Remove from project"),
            lambda: sidebar.moveRequested.emit(conversation.id, ""),
        )
    menu.addAction(
        icons.icon("copy"),
        tr("Export…"),
        lambda: sidebar.exportRequested.emit(conversation.id),
    )
    menu.addSeparator()
    menu.addAction(
        icons.icon("delete", "danger"),
        tr("Delete…"),
        lambda: sidebar.ask_delete(conversation.id, conversation.title),
    )
    menu.popup(at)
    return menu


def _add_move_menu(menu: QMenu, sidebar: _Asks, conversation: Conversation) -> None:
    move = menu.addMenu(icons.icon("project"), tr("Move to project"))
    for p in sidebar.repo.projects():
        action = move.addAction(p.name[:60])
        action.triggered.connect(
            lambda _=False, pid=p.id: sidebar.moveRequested.emit(conversation.id, pid)
        )
        action.setCheckable(True)
        action.setChecked(p.id == conversation.project_id)
    if move.isEmpty():
        move.addAction(tr("No projects yet")).setEnabled(False)
    move.addSeparator()
    move.addAction(icons.icon("new_project"), tr("New project…"), sidebar.newProjectRequested)
