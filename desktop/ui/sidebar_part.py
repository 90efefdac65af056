"""The sidebar's part of the window: the list read again whenever the
conversations change (here or on another device: a delete or a rename
that arrived by sync left ghost rows, issue 25), rename, pin and delete by
its menu, and sync: a round every few minutes and shortly after each
answer, Sync now, and the state in words (synced, N changes waiting,
offline, or the error). Rounds never run on the GUI thread.

Signals (SidebarPart):
    deleted(conversation_id: str)   the person deleted it here
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from desktop.session.app_session import AppSession
from desktop.session.sync_service import SyncState, SyncStatus
from desktop.ui.i18n import translated
from desktop.ui.sidebar import Sidebar
from desktop.ui.tasks import Tasks
from desktop.ui.widgets import safe_tooltip

SYNC_EVERY_MS = 5 * 60_000
AFTER_ANSWER_MS = 10_000
SHOWN_CHARS = 110  # a long error is cut in the sidebar; its tooltip holds all of it


class SidebarPart(QObject):
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

    # ------------------------------------------------------------------ sync
    def start_sync(self) -> None:
        self.sync_timer.start()
        self.tasks.spawn(self.session.refresh_sync())
        if self.session.sync.configured:
            self.sync_now()

    def stop_sync(self) -> None:
        """At close: no round starts after the window is gone."""
        self.sync_timer.stop()
        self.sync_soon.stop()

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
        label.setObjectName(
            "ErrorText" if status.state in (SyncState.ERROR, SyncState.OFFLINE) else "Meta"
        )
        label.style().unpolish(label)
        label.style().polish(label)
        sidebar.sync_button.setEnabled(status.state is not SyncState.SYNCING)
