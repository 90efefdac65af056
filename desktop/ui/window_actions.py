"""What the window's keyboard shortcuts do that is not a button's click:
actions on the last answer, the sidebar, the shortcut sheet. A mixin of
MainWindow, kept apart so the window's module stays about layout and wiring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from desktop.domain.messages import Message, Role, Status
from desktop.ui.shortcuts import ShortcutSheet

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from desktop.ui.message_model import MessageModel
    from desktop.ui.sidebar import Sidebar


class ShortcutActions:
    model: MessageModel
    sidebar: Sidebar

    if TYPE_CHECKING:  # MainWindow's own

        def switch_version(self, message_id: str, step: int) -> None: ...

        def _on_transcript_action(self, kind: str, message_id: str) -> None: ...

        def zoom_by(self, step: float) -> None: ...

    def focus_search(self) -> None:
        if not self.sidebar.isVisible():
            self.sidebar.show()
        self.sidebar.search.setFocus()
        self.sidebar.search.selectAll()

    def toggle_sidebar(self) -> None:
        self.sidebar.setVisible(not self.sidebar.isVisible())

    def zoom_in(self) -> None:
        self.zoom_by(1)

    def zoom_out(self) -> None:
        self.zoom_by(-1)

    def zoom_reset(self) -> None:
        self.zoom_by(0)

    # Keyboard actions on the last answer (the shortcut sheet lists them).
    def _last_answer(self) -> Message | None:
        rows = self.model.rowCount()
        last = self.model.message_at(rows - 1) if rows else None
        return last if last is not None and last.role is Role.ASSISTANT else None

    def copy_last_answer(self) -> None:
        last = self._last_answer()
        if last is not None and last.content:
            self._on_transcript_action("copy", last.id)

    def previous_version(self) -> None:
        last = self._last_answer()
        if last is not None:
            self.switch_version(last.id, -1)

    def next_version(self) -> None:
        last = self._last_answer()
        if last is not None:
            self.switch_version(last.id, 1)

    def answer_again(self) -> None:
        last = self._last_answer()
        if last is not None and last.status is not Status.STREAMING:
            kind = "retry" if last.status is Status.FAILED else "regenerate"
            self._on_transcript_action(kind, last.id)

    def continue_last(self) -> None:
        last = self._last_answer()
        if last is not None and (last.status is Status.INTERRUPTED or last.cut_off):
            self._on_transcript_action("continue", last.id)

    def show_shortcuts(self) -> None:
        self._sheet = ShortcutSheet(self)  # type: ignore[arg-type]
        self._sheet.open()

    def bring_to_front(self) -> None:
        """A second launch on this data folder asked for this window."""
        window = cast("QMainWindow", self)
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
