"""The sidebar's part of the window: the list read again whenever the
conversations change (here or on another device: a delete or a rename
that arrived by sync left ghost rows, issue 25), rename, pin and delete by
its menu, and sync: a round every few minutes and shortly after each
answer, Sync now, and the state in words (synced, N changes waiting,
offline, or the error). Rounds never run on the GUI thread.

Projects (issue 27): made and changed in their sheet (ui/sidebar/project_dialog.py),
files added off the GUI thread as attachments are, conversations moved by
drag and drop or the menu, deleted as the person chose.

Signals (SidebarPart):
    deleted(conversation_id: str)   the person deleted it here
"""

from __future__ import annotations

from collections.abc import Awaitable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop.session.app_session import AppSession
from desktop.session.files import AttachmentRefused, PreparedFile, read_file, stop_reading
from desktop.session.projects import ProjectRefused
from desktop.session.sync_service import SyncState, SyncStatus
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.i18n import tr, translated
from desktop.ui.sidebar.project_dialog import ProjectDialog
from desktop.ui.sidebar.sidebar_view import Sidebar
from desktop.ui.tasks import Tasks
from desktop.ui.widgets import safe_tooltip

SYNC_EVERY_MS = 5 * 60_000
AFTER_ANSWER_MS = 10_000
SHOWN_CHARS = 110  # a long error is cut in the sidebar; its tooltip holds all of it


class SidebarPart(QObject):
    """The window's sidebar part: the list read again whenever conversations
    change (here or by sync), rename, pin, delete and projects through the
    session, and sync rounds off the GUI thread."""

    deleted = Signal(str)

    def __init__(self, session: AppSession, tasks: Tasks, parent: QObject) -> None:
        super().__init__(parent)
        self.session, self.tasks = session, tasks
        self.sidebar = Sidebar(session.repo)
        self.selected: str | None = None
        self.sidebar.renameRequested.connect(self._on_rename)
        self.sidebar.pinRequested.connect(self._on_pin)
        self.sidebar.deleteRequested.connect(self._on_delete)
        self.sidebar.syncRequested.connect(self.sync_now)
        self.sidebar.newProjectRequested.connect(lambda: self.edit_project(None))
        self.sidebar.projectEditRequested.connect(lambda pid: self.edit_project(pid))
        self.sidebar.moveRequested.connect(self._on_move)
        self.sidebar.deleteProjectRequested.connect(self._on_delete_project)
        self.project_dialog: ProjectDialog | None = None
        self.files_dialog: QFileDialog | None = None
        self.sync_timer = QTimer(self)
        self.sync_timer.setInterval(SYNC_EVERY_MS)
        self.sync_timer.timeout.connect(self.sync_now)
        self.sync_soon = QTimer(self)
        self.sync_soon.setSingleShot(True)
        self.sync_soon.setInterval(AFTER_ANSWER_MS)
        self.sync_soon.timeout.connect(self.sync_now)

    # ------------------------------------------------------------------ list
    def reload(self, selected: str | None) -> None:
        """The list as the store holds it, `selected` marked."""
        self.selected = selected
        self.sidebar.reload(selected)

    def select(self, selected: str | None) -> None:
        self.selected = selected
        self.sidebar.select(selected)

    @Slot(str, str)
    def _on_rename(self, cid: str, title: str) -> None:
        self.tasks.spawn(self.session.chat.rename(cid, title))

    @Slot(str, bool)
    def _on_pin(self, cid: str, pinned: bool) -> None:
        self.tasks.spawn(self.session.chat.pin(cid, pinned))

    @Slot(str)
    def _on_delete(self, cid: str) -> None:
        async def delete() -> None:
            await self.session.chat.delete(cid)
            self.deleted.emit(cid)

        self.tasks.spawn(delete())

    # -------------------------------------------------------------- projects
    def edit_project(self, project_id: str | None) -> ProjectDialog:
        """A project's sheet (None: a new one)."""
        project = self.session.repo.get_project(project_id) if project_id else None
        presets = [p.name for p in self.session.settings.presets]
        dialog = ProjectDialog(self.sidebar.window(), project, presets)

        def saved(name: str, instructions: str, preset: str) -> None:
            projects = self.session.projects
            if project is None:
                self.tasks.spawn(self._said(self._create(name, instructions, preset, dialog)))
            else:
                self.tasks.spawn(self._said(projects.update(project, name, instructions, preset)))

        dialog.saved.connect(saved)
        if project is not None:
            dialog.addFilesRequested.connect(lambda: self._choose_files(project.id))
            dialog.removeFileRequested.connect(
                lambda sha: self.tasks.spawn(self._remove_file(project.id, sha))
            )
        else:  # read now, added when Create makes the project
            dialog.addFilesRequested.connect(lambda: self._choose_files(None))
        dialog.open()
        self.project_dialog = dialog
        return dialog

    async def _create(
        self, name: str, instructions: str, preset: str, dialog: ProjectDialog
    ) -> None:
        """A new project, with the files its sheet was given before Create."""
        made = await self.session.projects.create(name, instructions, preset)
        if dialog.pending:
            await self.session.projects.add_files(made.id, list(dialog.pending))

    async def _said(self, work: Awaitable[object]) -> None:
        """A project's change, with a refusal said in words."""
        try:
            await work
        except ProjectRefused as refused:
            self.tasks.notifier.error(str(refused))

    def _choose_files(self, project_id: str | None) -> None:
        parent: QWidget = self.project_dialog or self.sidebar.window()
        dialog = file_dialog(parent, tr("Add files to the project"), Purpose.PROJECT_FILES)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.filesSelected.connect(
            lambda paths: self.tasks.spawn(self.add_files(project_id, [Path(p) for p in paths]))
        )
        self.files_dialog = dialog
        dialog.open()

    async def add_files(self, project_id: str | None, paths: list[Path]) -> None:
        """Each file read as an attachment is (a document in its own process),
        off the GUI thread; one refused is said, the others are added (to a
        project not made yet: held by its sheet until Create)."""
        ready: list[PreparedFile] = []
        for path in paths:
            try:
                ready.append(await self.session.workers.run("project-files", read_file, path))
            except AttachmentRefused as refused:
                self.tasks.notifier.error(str(refused))
        if project_id is None:
            if self.project_dialog is not None and self.project_dialog.project is None:
                self.project_dialog.add_pending(ready)
            return
        if ready:
            await self._said(self.session.projects.add_files(project_id, ready))
        self._show_files(project_id)

    async def _remove_file(self, project_id: str, sha256: str) -> None:
        await self.session.projects.remove_file(project_id, sha256)
        self._show_files(project_id)

    def _show_files(self, project_id: str) -> None:
        dialog = self.project_dialog
        if dialog is not None and dialog.project is not None and dialog.project.id == project_id:
            dialog.set_files(self.session.repo.get_project(project_id))

    @Slot(str, str)
    def _on_move(self, cid: str, project_id: str) -> None:
        self.tasks.spawn(self.session.projects.move(cid, project_id or None))

    @Slot(str, bool)
    def _on_delete_project(self, project_id: str, with_conversations: bool) -> None:
        async def delete() -> None:
            gone = await self.session.projects.delete(
                project_id, with_conversations=with_conversations
            )
            if with_conversations:
                for cid in gone:
                    self.deleted.emit(cid)

        self.tasks.spawn(delete())

    def stop_reading(self) -> None:
        """At close: no project file is read after the window is gone."""
        stop_reading()
        self.session.workers.retire("project-files")

    # ------------------------------------------------------------------ sync
    def start_sync(self) -> None:
        self.sync_timer.start()
        self.tasks.spawn(self.session.refresh_sync())
        if self.session.sync.configured:
            self.sync_now()

    def stop_sync(self) -> None:
        """At close: no round starts (and no project file is read) after the
        window is gone."""
        self.sync_timer.stop()
        self.sync_soon.stop()
        self.stop_reading()

    @Slot()
    def sync_now(self) -> None:
        if self.session.sync.configured and not self.tasks.closed:
            self.tasks.spawn(self.session.sync_now())

    def answer_finished(self) -> None:
        """An answer ended: count it as waiting, and sync a little later."""
        if self.session.sync.configured:
            self.tasks.spawn(self.session.refresh_sync())
            self.sync_soon.start()

    def show_sync(self, status: SyncStatus) -> None:
        sidebar = self.sidebar
        sidebar.sync_row.setVisible(self.session.sync.configured)
        words = translated(status.words)
        label = sidebar.sync_label
        label.setText(words if len(words) <= SHOWN_CHARS else words[: SHOWN_CHARS - 1] + "…")
        label.setToolTip(safe_tooltip(words))  # the whole sentence, always
        sidebar.fit_sync_row()
        label.setObjectName(
            "ErrorText" if status.state in (SyncState.ERROR, SyncState.OFFLINE) else "Meta"
        )
        label.style().unpolish(label)
        label.style().polish(label)
        sidebar.sync_button.setEnabled(status.state is not SyncState.SYNCING)
