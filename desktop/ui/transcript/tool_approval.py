"""Asking the person before a tool runs: a bar above the message box that
names the tool and its server and shows the arguments, with Allow once,
Always allow this tool, and Deny. The question itself waits in its
conversation's state (session/conversations.py: approve_tool); this shows
the open conversation's.

From the keyboard (listed in the shortcuts sheet, ui/shortcuts.py): Tab or
Shift+Tab into the bar, Enter or Space on an answer, or Ctrl+Enter
anywhere in it for Allow once, the button drawn as the default.

Signals (ApprovalBar):
    decided(decision: str)   a Decision value
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from desktop.domain.messages import ToolCall
from desktop.session.conversation_state import Decision
from desktop.ui.i18n import tr
from desktop.ui.shortcuts import ALLOW_TOOL_KEYS, native
from desktop.ui.transcript.tool_view import ARGUMENT_LINES, fit_height, plain_box, pretty_arguments
from desktop.ui.widgets import describe, plain_label, safe_tooltip


class ApprovalBar(QFrame):
    """The bar above the message box that asks before a tool runs: the tool,
    its server and arguments, with Allow once, Always allow this tool, and
    Deny."""

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
            # Each answer is a Tab stop, and Enter or Space presses the one
            # the person moved to. Keys typed for the message box never get
            # here: the bar never takes the focus itself (issue 24), only
            # Tab, Shift+Tab or a click bring it.
            button.setAutoDefault(True)
            button.clicked.connect(lambda _=False, d=decision: self.decided.emit(d.value))
            row.addWidget(button)
        # Allow once is what Ctrl+Enter presses anywhere in the question:
        # drawn as the main button, and said so. Default, not auto-default:
        # an auto-default button stops being the default when it loses the
        # focus.
        self.allow_once.setAutoDefault(False)
        self.allow_once.setDefault(True)
        self.allow_once.setObjectName("Primary")
        keys = native(ALLOW_TOOL_KEYS[0])
        self.allow_once.setToolTip(
            safe_tooltip(
                tr("Allow once: {keys} anywhere in this question, or Enter on this button").format(
                    keys=keys
                )
            )
        )
        for sequence in ALLOW_TOOL_KEYS:
            shortcut = QShortcut(QKeySequence(sequence), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.allow_once.click)
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
