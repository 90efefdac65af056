"""Asking the person before a tool runs: a bar above the message box that
names the tool and its server and shows the arguments, with Allow once,
Always allow this tool, and Deny. A mixin of MainWindow provides the
engine's Approver (engine/tools.py) on top of it.

Signals (ApprovalBar):
    decided(decision: str)   a Decision value
"""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFileDialog, QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from desktop.domain.messages import ToolCall
from desktop.engine.tools import Decision
from desktop.store.tool_output import whole_output_path
from desktop.ui.i18n import tr
from desktop.ui.tool_view import ARGUMENT_LINES, fit_height, plain_box, pretty_arguments
from desktop.ui.widgets import describe, plain_label

if TYPE_CHECKING:
    from collections.abc import Coroutine
    from typing import Any

    from PySide6.QtWidgets import QToolButton

    from desktop.session.app_session import AppSession
    from desktop.store.repository import Repository
    from desktop.ui.composer import Composer
    from desktop.ui.notify import Notifier


class ApprovalBar(QFrame):
    decided = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ApprovalBar")
        self.call: ToolCall | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(12, 10, 12, 10)
        col.setSpacing(6)
        self.question = plain_label("", "ToolName", wrap=True)
        col.addWidget(self.question)
        self.arguments = plain_box("", ARGUMENT_LINES)
        describe(self.arguments, tr("Arguments"))
        col.addWidget(self.arguments)
        row = QHBoxLayout()
        self.allow_once = QPushButton(tr("Allow once"))
        self.allow_always = QPushButton(tr("Always allow this tool"))
        self.deny = QPushButton(tr("Deny"))
        for button, decision in (
            (self.allow_once, Decision.ALLOW_ONCE),
            (self.allow_always, Decision.ALLOW_ALWAYS),
            (self.deny, Decision.DENY),
        ):
            # No default button, and no Enter: Enter or Space typed for the
            # message box must never answer this question (issue 24).
            button.setAutoDefault(False)
            button.setDefault(False)
            button.clicked.connect(lambda _=False, d=decision: self.decided.emit(d.value))
            row.addWidget(button)
        # Running a tool is a click, or Ctrl+Enter once the person has moved
        # into this bar (Tab): it cannot be typed by accident. Denying is
        # harmless, so Deny is an ordinary button to Tab to.
        for button in (self.allow_once, self.allow_always):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.allow_once.setToolTip(tr("Click, or press Ctrl+Enter while this bar has focus"))
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda: self.decided.emit(Decision.ALLOW_ONCE.value))
        row.addStretch(1)
        col.addLayout(row)
        self.hide()

    def ask(self, call: ToolCall) -> None:
        self.call = call
        self.question.setText(
            tr("The model wants to run “{tool}” from {server}. Run it?").format(
                tool=call.tool or call.name, server=call.server
            )
        )
        self.arguments.setPlainText(pretty_arguments(call.arguments))
        fit_height(self.arguments, ARGUMENT_LINES)
        self.show()  # never takes the focus from where the person is typing


class ToolActions:
    """The window's approver: one question per conversation at a time; the
    bar shows the open conversation's. And the header's Tools switch: may
    the model of this conversation ask for tools at all."""

    conversation_id: str | None
    repo: Repository
    session: AppSession
    notifier: Notifier
    approval_bar: ApprovalBar
    tools_button: QToolButton
    composer: Composer
    _approvals: dict[str, tuple[ToolCall, asyncio.Future[Decision]]]
    pending_tools: bool = True  # for a conversation not created yet
    tool_output_dialog: QFileDialog | None = None

    if TYPE_CHECKING:  # MainWindow's own

        def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

    def show_tools_state(self) -> None:
        """The switch shows only when tool servers are set up."""
        servers = [s for s in self.session.settings.tool_servers if s.enabled]
        conversation = self.repo.get_conversation(self.conversation_id or "")
        on = conversation.tools if conversation is not None else self.pending_tools
        self.tools_button.setVisible(bool(servers))
        self.tools_button.setChecked(on)
        names = ", ".join(s.name for s in servers)
        words = (
            tr("Tools are on here ({names}); each call asks you first. Click to switch off.")
            if on
            else tr("Tools are off in this conversation. Click to let the model use {names}.")
        )
        describe(self.tools_button, tr("Tools"), words.format(names=names))
        self.tools_button.setToolTip(self.tools_button.accessibleDescription())

    def _on_tools_clicked(self, checked: bool) -> None:
        cid = self.conversation_id
        if cid is None or self.repo.get_conversation(cid) is None:
            self.pending_tools = checked
            self.show_tools_state()
            return

        async def switch() -> None:
            await self.session.set_tools(cid, checked)
            self.show_tools_state()

        self.spawn(switch())

    async def approve_tool(self, conversation_id: str, message_id: str, call: ToolCall) -> Decision:
        future: asyncio.Future[Decision] = asyncio.get_running_loop().create_future()
        self._approvals[conversation_id] = (call, future)
        self.show_approval()
        if conversation_id != self.conversation_id:
            conversation = self.repo.get_conversation(conversation_id)
            title = conversation.title if conversation else ""
            self.notifier.info(
                tr("A tool in “{title}” waits for you to allow it.").format(title=title)
            )
        try:
            return await future
        finally:  # answered, or the answer was stopped meanwhile
            if self._approvals.get(conversation_id, (None, None))[1] is future:
                del self._approvals[conversation_id]
            self.show_approval()

    def show_approval(self) -> None:
        pending = self._approvals.get(self.conversation_id or "")
        if pending is None:
            self.approval_bar.hide()
        else:
            self.approval_bar.ask(pending[0])

    def _on_decided(self, decision: str) -> None:
        pending = self._approvals.get(self.conversation_id or "")
        if pending is not None and not pending[1].done():
            pending[1].set_result(Decision(decision))
        self.composer.editor.setFocus()  # back to typing, whatever was answered

    # ------------------------------------------------------ a long result
    def save_tool_output(self, message_id: str, call_id: str) -> None:
        """The whole output of a call, saved where the person chooses: the
        file it was kept in when it was longer than a call keeps, or what the
        call holds."""
        message = self.repo.get_message(message_id)
        call = next((c for c in message.tool_calls if c.id == call_id), None) if message else None
        if call is None:
            return
        dialog = QFileDialog(self, tr("Save the tool's output"))  # type: ignore[call-overload]
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("txt")
        dialog.selectFile(f"{call.tool or call.name}-output.txt")
        whole = whole_output_path(self.session.paths.data, message_id, call_id)

        async def save(target: str) -> None:
            try:
                if whole.exists():
                    await asyncio.to_thread(shutil.copyfile, whole, target)
                else:
                    await asyncio.to_thread(Path(target).write_text, call.output, "utf-8")
            except OSError as exc:
                self.notifier.error(tr("The output could not be saved: {error}").format(error=exc))
                return
            self.notifier.info(tr("Saved the tool's output as {path}.").format(path=target))

        dialog.fileSelected.connect(lambda target: self.spawn(save(target)))
        self.tool_output_dialog = dialog
        dialog.open()
