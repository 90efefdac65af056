"""A project's row in the sidebar: its menu (a new conversation in it,
edit, search in it, delete) and the question before it is deleted. A mixin
of Sidebar, which owns the signals and the search."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPoint, SignalInstance
from PySide6.QtWidgets import QMenu, QWidget

from desktop.domain.messages import Project
from desktop.session.reader import Reader
from desktop.ui import icons
from desktop.ui.i18n import tr
from desktop.ui.sidebar.project_dialog import DeleteProjectDialog


class ProjectMenus:
    """A project row's menu (new conversation in it, edit, search in it,
    delete) and the question before a delete; a mixin of Sidebar."""

    if TYPE_CHECKING:  # Sidebar's
        repo: Reader
        menu: QMenu | None
        _dialog: QWidget | None
        newInProjectRequested: SignalInstance
        projectEditRequested: SignalInstance
        deleteProjectRequested: SignalInstance

        def search_in(self, project: Project | None) -> None: ...

    def project_menu(self, project: Project, at: QPoint) -> QMenu:
        menu = QMenu(cast(QWidget, self))
        menu.addAction(
            icons.icon("new"),
            tr("New conversation in this project"),
            lambda: self.newInProjectRequested.emit(project.id),
        )
        menu.addAction(
            icons.icon("edit"),
            tr("Edit project…"),
            lambda: self.projectEditRequested.emit(project.id),
        )
        menu.addAction(
            icons.icon("search"), tr("Search in this project"), lambda: self.search_in(project)
        )
        menu.addSeparator()
        menu.addAction(
            icons.icon("delete", "danger"),
            tr("Delete project…"),
            lambda: self.ask_delete_project(project),
        )
        menu.popup(at)
        self.menu = menu
        return menu

    def ask_delete_project(self, project: Project) -> DeleteProjectDialog:
        count = len(self.repo.project_conversation_ids(project.id))
        dialog = DeleteProjectDialog(cast(QWidget, self), project, count)
        dialog.chosen.connect(
            lambda everything: self.deleteProjectRequested.emit(project.id, everything)
        )
        dialog.open()
        self._dialog = dialog
        return dialog
