"""The window's side of sync (issue 17): a round every few minutes and
shortly after each answer, Sync now in the sidebar, and the state in
words under it (synced, N changes waiting, offline, or the error). A mixin
of MainWindow; the rounds themselves never run on the GUI thread
(desktop/sync/background.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from desktop.session.sync_service import SyncState, SyncStatus
from desktop.ui.i18n import translated
from desktop.ui.widgets import safe_tooltip

if TYPE_CHECKING:
    from desktop.engine.turns import TurnEngine
    from desktop.session.app_session import AppSession
    from desktop.ui.message_model import MessageModel
    from desktop.ui.sidebar import Sidebar

SYNC_EVERY_MS = 5 * 60_000
SHOWN_CHARS = 110  # a long error is cut in the sidebar; its tooltip holds all of it
AFTER_ANSWER_MS = 10_000


class SyncActions:
    session: AppSession
    sidebar: Sidebar
    conversation_id: str | None
    engine: TurnEngine
    model: MessageModel
    sync_timer: QTimer
    sync_soon: QTimer

    if TYPE_CHECKING:  # MainWindow's own

        def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

    def start_sync(self) -> None:
        self.sync_timer = QTimer(self)  # type: ignore[arg-type]
        self.sync_timer.setInterval(SYNC_EVERY_MS)
        self.sync_timer.timeout.connect(self.sync_now)
        self.sync_timer.start()
        self.sync_soon = QTimer(self)  # type: ignore[arg-type]
        self.sync_soon.setSingleShot(True)
        self.sync_soon.setInterval(AFTER_ANSWER_MS)
        self.sync_soon.timeout.connect(self.sync_now)
        self.sidebar.syncRequested.connect(self.sync_now)
        self.spawn(self._refresh_sync())
        if self.session.sync.configured:
            self.sync_now()

    def sync_now(self) -> None:
        if self.session.sync.configured:
            self.show_sync(SyncStatus(SyncState.SYNCING, translated("Syncing…")))
            self.spawn(self._round())

    def answer_finished_for_sync(self) -> None:
        """An answer ended: count it as waiting, and sync a little later."""
        if self.session.sync.configured:
            self.spawn(self._refresh_sync())
            self.sync_soon.start()

    async def _round(self) -> None:
        status = await self.session.sync.run_now()
        self.show_sync(status)
        if status.received:  # other devices' words: in the sidebar, and on screen
            self.sidebar.reload(self.conversation_id)
            cid = self.conversation_id
            if cid is not None and not self.engine.is_running(cid):
                self.model.load(cid)

    async def _refresh_sync(self) -> None:
        self.show_sync(await self.session.sync.refresh())

    def show_sync(self, status: SyncStatus) -> None:
        row = self.sidebar.sync_row
        row.setVisible(self.session.sync.configured)
        words = translated(status.words)
        label = self.sidebar.sync_label
        label.setText(words if len(words) <= SHOWN_CHARS else words[: SHOWN_CHARS - 1] + "…")
        label.setToolTip(safe_tooltip(words))  # the whole sentence, always
        label.setObjectName(
            "ErrorText" if status.state in (SyncState.ERROR, SyncState.OFFLINE) else "Meta"
        )
        label.style().unpolish(label)
        label.style().polish(label)
        self.sidebar.sync_button.setEnabled(status.state is not SyncState.SYNCING)
