"""The buttons under a message (versions, Copy, Read aloud, Edit, Retry,
Continue, Regenerate): made once, and shown or hidden by the message's
state each time it changes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP, QSize, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from desktop.domain.messages import Message, Role, Status
from desktop.ui import icons
from desktop.ui.design import ICON_SIZE
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, later

ACTIONS = [  # kind, what a screen reader says; Retry and Continue also show it
    ("prev", QT_TR_NOOP("Previous version")),
    ("versions", QT_TR_NOOP("Version")),
    ("next", QT_TR_NOOP("Next version")),
    ("copy", QT_TR_NOOP("Copy")),
    ("read", QT_TR_NOOP("Read aloud")),  # its playing look: desktop/ui/voice/read_aloud.py
    ("edit", QT_TR_NOOP("Edit as a new version")),
    ("retry", QT_TR_NOOP("Retry")),
    ("continue", QT_TR_NOOP("Continue")),
    ("regenerate", QT_TR_NOOP("Regenerate")),
]
WORDED = ("retry", "continue")  # the next step after a failure or a stop: icon and word


class ActionButton(QToolButton):
    """A message's button that says when the keyboard focus comes or goes
    (the row shows while one of its buttons has it). Only these two events
    reach Python: an event filter on each button saw all of them, 1,638
    calls to open a conversation of twelve shown messages (issue 38)."""

    def __init__(self, focus_moved: Callable[[], None]) -> None:
        super().__init__()
        self.focus_moved = focus_moved

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus_moved()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_moved()


def action_row(
    user: bool, chosen: Callable[[str], None], focus_moved: Callable[[], None]
) -> tuple[QWidget, QHBoxLayout, dict[str, QToolButton]]:
    """The row of buttons, its layout and the buttons by kind; a click
    calls `chosen` with the kind, and `focus_moved` is called as the
    keyboard focus comes to a button or leaves it."""
    row = QWidget()
    foot = QHBoxLayout(row)
    foot.setContentsMargins(0, 0, 0, 0)
    foot.setSpacing(2)
    if user:
        foot.addStretch(1)
    buttons: dict[str, QToolButton] = {}
    for kind, spoken in ACTIONS:
        button: QToolButton = ActionButton(focus_moved)
        button.setObjectName(f"Action_{kind}")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setIconSize(QSize(ICON_SIZE - 2, ICON_SIZE - 2))
        if kind != "versions":
            button.setIcon(icons.icon(kind))
        if kind in WORDED:
            button.setText(tr(spoken))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        # Tab reaches them after the window's own controls; focus shows them.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        describe(button, tr(spoken), tr(spoken))
        button.clicked.connect(lambda _=False, k=kind: chosen(k))
        foot.addWidget(button)
        buttons[kind] = button
    buttons["versions"].setEnabled(False)
    buttons["versions"].setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return row, foot, buttons


def show_actions(
    buttons: dict[str, QToolButton],
    message: Message,
    versions: tuple[int, int],
    *,
    can_continue: bool,
) -> None:
    """Each button shown, and enabled, as the message's state allows."""
    user = message.role is Role.USER
    index, count = versions
    for kind in ("prev", "versions", "next"):
        buttons[kind].setVisible(count > 1)
    buttons["versions"].setText(f"{index}/{count}")
    buttons["prev"].setEnabled(index > 1)
    buttons["next"].setEnabled(index < count)
    done = message.status is not Status.STREAMING
    buttons["copy"].setVisible(done and bool(message.content))
    buttons["read"].setVisible(not user and bool(message.content))
    buttons["edit"].setVisible(user)
    buttons["retry"].setVisible(message.status is Status.FAILED)
    buttons["continue"].setVisible(can_continue)
    buttons["regenerate"].setVisible(
        not user and message.status in (Status.COMPLETE, Status.INTERRUPTED)
    )


def show_copied(button: QToolButton) -> None:
    """Feedback that Copy worked, for a moment: a check mark in its place."""
    button.setIcon(icons.icon("copied", "accent"))
    button.setToolTip(tr("Copied"))
    button.setAccessibleName(tr("Copied"))

    def back() -> None:
        button.setIcon(icons.icon("copy"))
        button.setToolTip(tr("Copy"))
        button.setAccessibleName(tr("Copy"))

    # The button owns the timer: if the message is redrawn (and this
    # widget deleted) within the moment, the timer goes with it.
    later(button, 1500, back)
