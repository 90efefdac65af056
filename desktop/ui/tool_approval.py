"""Asking the person before a tool runs: a bar above the message box that
names the tool and its server and shows the arguments, with Allow once,
Always allow this tool, and Deny. The question itself waits in its
conversation's state (session/conversations.py: approve_tool); this shows
the open conversation's.

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
from desktop.ui.tool_view import ARGUMENT_LINES, fit_height, plain_box, pretty_arguments
from desktop.ui.widgets import describe, plain_label


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
