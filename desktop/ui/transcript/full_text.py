"""Very long messages: the transcript shows a bounded part of a message, and
this dialog shows all of it as plain text.

A QTextDocument with rich text lays out and highlights everything it is
given: a 5 MB code block once took minutes and gigabytes. The transcript
therefore renders at most DISPLAY_LIMIT characters of a message (cut at a
line break), and offers the whole as plain text here, where QPlainTextEdit
lays out only what is on screen. Copy always copies the whole message.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label

DISPLAY_LIMIT = 60_000  # characters of one message rendered in the transcript
CODE_DISPLAY_LIMIT = 12_000  # the same with code in it (wrapped monospace costs more)
LINE_LIMIT = 4_000  # one line without a break; wrapping it anywhere is costly
VIEW_LINE = 10_000  # the plain viewer breaks longer lines for display only


def displayable(text: str) -> str:
    """The part of `text` the transcript renders: all of it when it is
    short, else a bounded prefix ending at a line break, with any very long
    line cut. Measured limits keep one render under ~100 ms (tests/perf)."""
    limit = CODE_DISPLAY_LIMIT if "```" in text[:DISPLAY_LIMIT] else DISPLAY_LIMIT
    if len(text) > limit:
        cut = text.rfind("\n", limit - 5_000, limit)
        text = text[: cut if cut > 0 else limit]
    if len(text) > LINE_LIMIT and any(len(line) > LINE_LIMIT for line in text.split("\n")):
        text = "\n".join(
            line if len(line) <= LINE_LIMIT else line[:LINE_LIMIT] + " …"
            for line in text.split("\n")
        )
    return text


def _for_viewing(text: str) -> str:
    lines = []
    for line in text.split("\n"):
        while len(line) > VIEW_LINE:
            lines.append(line[:VIEW_LINE] + " ⏎")
            line = line[VIEW_LINE:]
        lines.append(line)
    return "\n".join(lines)


class FullTextDialog(QDialog):
    """A very long message shown whole as plain text (the transcript renders a
    bounded part), with Copy all."""

    def __init__(self, parent: QWidget | None, text: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("The whole message"))
        describe(self, tr("The whole message"))
        self.resize(900, 640)
        self.text = text
        note = plain_label(
            tr(
                "{count} characters. Lines longer than {limit} characters are "
                "shown broken (⏎); Copy all copies the message exactly."
            ).format(count=QLocale().toString(len(text)), limit=QLocale().toString(VIEW_LINE)),
            "Meta",
            wrap=True,
        )
        self.view = QPlainTextEdit()
        self.view.setReadOnly(True)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.view.setPlainText(_for_viewing(text))
        describe(self.view, tr("Message text"))
        self.view.setFont(QFont(self.view.font()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = QPushButton(tr("Copy all"))
        describe(copy, tr("Copy all"), tr("Copy the whole message"))
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.text))
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addWidget(note)
        col.addWidget(self.view, 1)
        col.addWidget(buttons)
