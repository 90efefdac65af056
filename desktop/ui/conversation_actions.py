"""What the window does to conversations and their versions: step
through versions, open a search hit on the version that holds it, rename,
pin, delete. A mixin of MainWindow, kept apart so the window's module stays
about layout and wiring. Writes go through the store's writer thread.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex

from desktop.domain.messages import Status
from desktop.ui.i18n import tr

if TYPE_CHECKING:
    from desktop.engine.turns import TurnEngine
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository
    from desktop.ui.message_model import MessageModel
    from desktop.ui.notify import Notifier
    from desktop.ui.sidebar import Sidebar
    from desktop.ui.transcript import TranscriptView
    from desktop.ui.widgets import ElidedLabel


class ConversationActions:
    conversation_id: str | None
    repo: Repository
    store: AsyncRepository
    engine: TurnEngine
    model: MessageModel
    sidebar: Sidebar
    transcript: TranscriptView
    notifier: Notifier
    title: ElidedLabel

    if TYPE_CHECKING:  # MainWindow's own

        def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

        def open_conversation(self, conversation_id: str | None) -> None: ...

    def _version_ids(self, message_id: str) -> list[str]:
        """The versions a person can step through: every sibling, except
        failed attempts that never showed a word (a failed Retry would
        otherwise stay forever as an empty version). They stay stored."""
        return [
            m.id
            for m in self.repo.siblings(message_id)
            if m.id == message_id or m.status is not Status.FAILED or m.content
        ]

    def _versions(self, message_id: str) -> tuple[int, int]:
        ids = self._version_ids(message_id)
        return (ids.index(message_id) + 1 if message_id in ids else 1, max(1, len(ids)))

    def open_search_hit(self, conversation_id: str, message_id: str) -> None:
        """Open the conversation at the matching message, on the version that
        holds it, scrolled into view and highlighted."""
        query = self.sidebar.search.text()
        if message_id in self.repo.branch_ids(conversation_id):
            self._show_hit(conversation_id, message_id, query)
            return

        async def switch_branch() -> None:
            await self.store.run(lambda r: r.set_tip(conversation_id, r.latest_leaf(message_id).id))
            self._show_hit(conversation_id, message_id, query)

        self.spawn(switch_branch())

    def _show_hit(self, conversation_id: str, message_id: str, query: str) -> None:
        self.open_conversation(conversation_id)
        while self.model.row_of(message_id) < 0 and self.model.canFetchMore(QModelIndex()):
            self.model.fetchMore(QModelIndex())
        self.transcript.reveal(message_id, query)

    def switch_version(self, message_id: str, step: int) -> None:
        """Show a sibling version: only the conversation's tip pointer moves (P12)."""
        ids = self._version_ids(message_id)
        target = ids.index(message_id) + step
        if not 0 <= target < len(ids) or self.conversation_id is None:
            return
        if self.engine.is_running(self.conversation_id):
            self.notifier.error(
                tr("Wait for the answer to finish, or press Stop, before switching versions.")
            )
            return
        cid, sibling = self.conversation_id, ids[target]

        async def switch() -> None:
            # Writes go through the writer thread; only the tip pointer moves.
            await self.store.run(lambda r: r.set_tip(cid, r.latest_leaf(sibling).id))
            if self.conversation_id == cid:
                self.model.load(cid)

        self.spawn(switch())

    def _on_rename(self, cid: str, title: str) -> None:
        async def rename() -> None:
            await self.store.run(lambda r: r.rename_conversation(cid, title))
            self.sidebar.reload(self.conversation_id)
            if cid == self.conversation_id:
                self.title.set_full_text(title)

        self.spawn(rename())

    def _on_pin(self, cid: str, pinned: bool) -> None:
        async def pin() -> None:
            await self.store.run(lambda r: r.set_pinned(cid, pinned))
            self.sidebar.reload(self.conversation_id)

        self.spawn(pin())

    def _on_delete(self, cid: str) -> None:
        async def delete() -> None:
            if self.engine.is_running(cid):
                await self.engine.stop(cid)
            await self.store.run(lambda r: r.delete_conversation(cid))
            if cid == self.conversation_id:
                self.open_conversation(None)
            self.sidebar.reload(self.conversation_id)

        self.spawn(delete())
