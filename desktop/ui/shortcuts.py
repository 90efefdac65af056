"""Keyboard shortcuts: one table that both registers them and lists them.

The sheet (F1 or Ctrl+/) is built from the same table the window binds, so
it cannot drift from what the keys really do. Key names are shown in the
platform's own words (QKeySequence.NativeText: Cmd on macOS).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QVBoxLayout, QWidget

from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label


@dataclass(frozen=True)
class Binding:
    """One keyboard shortcut: the window's action, its keys, and what it does
    in words."""

    action: str  # the window method's name, called when the keys are pressed
    keys: tuple[str, ...]  # portable key strings; the first is shown first
    what: object  # a QT_TR_NOOP: translated where it is shown


BINDINGS = [
    Binding("new_conversation", ("Ctrl+N",), QT_TR_NOOP("New conversation")),
    Binding("focus_search", ("Ctrl+K", "Ctrl+F"), QT_TR_NOOP("Search all conversations")),
    Binding("stop", ("Escape",), QT_TR_NOOP("Stop the answer being written")),
    Binding("dictate", ("Ctrl+Shift+D",), QT_TR_NOOP("Dictate: start or stop listening")),
    Binding("copy_last_answer", ("Ctrl+Shift+C",), QT_TR_NOOP("Copy the last answer")),
    Binding(
        "previous_version", ("Ctrl+Up",), QT_TR_NOOP("Show the previous version of the last answer")
    ),
    Binding("next_version", ("Ctrl+Down",), QT_TR_NOOP("Show the next version of the last answer")),
    Binding("answer_again", ("Ctrl+Shift+R",), QT_TR_NOOP("Retry or regenerate the last answer")),
    Binding(
        "continue_last", ("Ctrl+Shift+Return",), QT_TR_NOOP("Continue a stopped or cut-off answer")
    ),
    Binding("toggle_sidebar", ("Ctrl+B",), QT_TR_NOOP("Show or hide the sidebar")),
    Binding("zoom_in", ("Ctrl+=", "Ctrl++"), QT_TR_NOOP("Larger text")),
    Binding("zoom_out", ("Ctrl+-",), QT_TR_NOOP("Smaller text")),
    Binding("zoom_reset", ("Ctrl+0",), QT_TR_NOOP("Text at its usual size")),
    Binding("open_settings", ("Ctrl+,",), QT_TR_NOOP("Settings")),
    Binding("show_shortcuts", ("F1", "Ctrl+/"), QT_TR_NOOP("This list of shortcuts")),
    Binding("close", ("Ctrl+Q",), QT_TR_NOOP("Quit (a running answer is kept as Stopped)")),
]
COMPOSER_KEYS = [
    ("Return", QT_TR_NOOP("Send the message")),
    ("Shift+Return", QT_TR_NOOP("New line in the message")),
]
# A tool's question (ui/transcript/tool_approval.py binds these there): it never takes
# the focus itself, so its keys work once the person has moved into it and
# are never typed by accident in the message box (issue 24).
ALLOW_TOOL_KEYS = ("Ctrl+Return", "Ctrl+Enter")
TOOL_QUESTION_KEYS = [
    ("Shift+Tab", QT_TR_NOOP("Back from the message box to a tool's question")),
    (ALLOW_TOOL_KEYS[0], QT_TR_NOOP("In a tool's question: allow the tool once")),
    ("Space", QT_TR_NOOP("In a tool's question: press the answer that has the focus")),
]


def native(keys: str) -> str:
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def bind_all(window: QWidget, lookup: Callable[[str], Callable[[], object]]) -> list[QShortcut]:
    shortcuts = []
    for binding in BINDINGS:
        for keys in binding.keys:
            shortcut = QShortcut(QKeySequence(keys), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lookup(binding.action))
            shortcuts.append(shortcut)
    return shortcuts


class ShortcutSheet(QDialog):
    """The list of every keyboard shortcut, read from the same table that
    registers them."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Keyboard shortcuts"))
        describe(self, tr("Keyboard shortcuts"))
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(6)
        rows = [(tr(" or ").join(native(k) for k in b.keys), tr(b.what)) for b in BINDINGS]
        rows += [(native(k), tr(what)) for k, what in COMPOSER_KEYS + TOOL_QUESTION_KEYS]
        for row, (keys, what) in enumerate(rows):
            key_label = plain_label(keys, "ShortcutKeys")
            grid.addWidget(key_label, row, 0, Qt.AlignmentFlag.AlignRight)
            grid.addWidget(plain_label(what), row, 1)
        self.rows = rows
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        describe(close, tr("Close the list of shortcuts"))
        col = QVBoxLayout(self)
        col.addLayout(grid)
        col.addWidget(buttons)
