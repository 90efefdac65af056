"""Documents on screen: the text Verbatim read from one, page by page, and
an answer's sources, each a button that opens its page at the passage the
model was given (issue 27).

Everything here is plain text: a document's words are never markup, and
nothing is fetched while showing them.

Signals (SourcesView):
    opened(name: str, doc: str, page: int, passage: str)   a source was clicked
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import Source
from desktop.domain.words import neutral
from desktop.session.files import Pages, read_pages
from desktop.ui import icons
from desktop.ui.attachment_view import FileLoader, unit_word, units_word
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label


class DocumentViewer(QDialog):
    """A document's text as Verbatim read it (and sends it), with a box to
    go to a page; opened at a source, its passage is marked."""

    def __init__(self, name: str, pages: Pages, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(neutral(name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.pages = pages
        col = QVBoxLayout(self)
        words = sum(len(p.split()) for p in pages.pages)
        facts = tr("{name} · {pages} · {words} words, as Verbatim read it").format(
            name=neutral(name), pages=units_word(pages.unit, len(pages.pages)), words=f"{words:,}"
        )
        col.addWidget(plain_label(facts, "Meta", wrap=True))
        if pages.scanned:
            col.addWidget(
                plain_label(
                    tr(
                        "This document has no text layer: its pages are pictures (a scan), so "
                        "there were no words to read. The model is told so."
                    ),
                    wrap=True,
                )
            )
        jump = QHBoxLayout()
        self.page_box = QSpinBox()
        self.page_box.setRange(1, max(1, len(pages.pages)))
        self.page_box.setPrefix(unit_word(pages.unit, 0).replace("0", "").strip() + " ")
        self.page_box.setSuffix(" / " + str(len(pages.pages)))
        describe(self.page_box, tr("Go to page"))
        self.page_box.valueChanged.connect(lambda n: self.show_page(n))
        jump.addWidget(self.page_box)
        jump.addStretch(1)
        col.addLayout(jump)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self._starts: list[int] = []
        parts: list[str] = []
        offset = 0
        for number, text in enumerate(pages.pages, 1):
            block = f"— {unit_word(pages.unit, number)} —\n{text.strip()}\n\n"
            self._starts.append(offset)
            parts.append(block)
            offset += len(block)
        self.text.setPlainText("".join(parts))  # plain: a document is never markup
        col.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.resize(760, 560)
        self.marked = ""

    def show_page(self, number: int, passage: str = "") -> None:
        """Scroll to a page; with `passage`, select and mark it there."""
        if not self._starts:
            return
        number = min(max(1, number), len(self._starts))
        if self.page_box.value() != number:
            self.page_box.blockSignals(True)
            self.page_box.setValue(number)
            self.page_box.blockSignals(False)
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(self._starts[number - 1])
        self.text.setTextCursor(cursor)
        self.text.centerCursor()
        self.marked = ""
        self.text.setExtraSelections([])
        if passage:
            self._mark(passage.strip()[:120], self._starts[number - 1])

    def _mark(self, words: str, start: int) -> None:
        document: QTextDocument = self.text.document()
        found = document.find(words, start)
        if found.isNull():
            first = words.split("\n", 1)[0][:60]
            found = document.find(first, start) if first else found
        if found.isNull():
            return
        selection = QTextEdit.ExtraSelection()
        style = QTextCharFormat()
        colors = icons.current_colors()
        style.setBackground(QColor(colors.selected))
        style.setForeground(QColor(colors.text))
        selection.format = style
        selection.cursor = found
        self.text.setExtraSelections([selection])
        self.text.setTextCursor(found)
        self.text.centerCursor()
        self.marked = found.selectedText()


def open_document(
    name: str, doc: str, files: FileLoader, parent: QWidget, page: int = 1, passage: str = ""
) -> DocumentViewer | None:
    data = files([doc]).get(doc)
    if data is None:
        return None
    viewer = DocumentViewer(name, read_pages(data), parent)
    viewer.open()
    viewer.show_page(page, passage)
    return viewer


class SourcesView(QWidget):
    """Under an answer given passages of documents: "Sources:", then per
    file its name and a button for each page (a click opens it there)."""

    opened = Signal(str, str, int, str)

    def __init__(self) -> None:
        super().__init__()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(4)
        self.buttons: list[QToolButton] = []
        self.hide()

    def set_sources(self, sources: Iterable[Source]) -> None:
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons = []
        by_file: dict[tuple[str, str], dict[int, str]] = {}
        for s in sources:
            by_file.setdefault((s.name, s.doc), {}).setdefault(s.page, s.passage)
        self.setVisible(bool(by_file))
        if not by_file:
            return
        label = QLabel(tr("Sources:"))
        label.setObjectName("Meta")
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.row.addWidget(label)
        for (name, doc), pages in by_file.items():
            icon = QLabel()
            icon.setPixmap(icons.icon("document").pixmap(14, 14))
            self.row.addWidget(icon)
            self.row.addWidget(plain_label(neutral(name)[:60], "Meta"))
            for page in sorted(pages):
                button = QToolButton()
                button.setObjectName("SourceButton")
                button.setText(tr("p. {n}").format(n=page))
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                describe(
                    button,
                    tr("Open {name} at page {n}").format(name=neutral(name), n=page),
                    tr("Open {name} at page {n}, at the passage the model was given").format(
                        name=neutral(name), n=page
                    ),
                )
                button.clicked.connect(
                    lambda _=False, n=name, d=doc, p=page, t=pages[page]: self.opened.emit(
                        n, d, p, t
                    )
                )
                self.row.addWidget(button)
                self.buttons.append(button)
        self.row.addStretch(1)
