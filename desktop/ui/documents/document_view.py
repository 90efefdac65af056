"""Documents on screen: the text Verbatim read from one, page by page, and
an answer's sources, each a button that opens its page at the passage the
model was given (issue 27).

Everything here is plain text: a document's words are never markup, and
nothing is fetched while showing them.

Signals (SourcesView):
    opened(name: str, doc: str, page: int, passage: str)   a source was clicked
    webOpened(address: str)   a web page's source was clicked (issue 41)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import urlsplit

from PySide6.QtCore import QLocale, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices, QTextCharFormat, QTextCursor, QTextDocument
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
from desktop.ui.composer.attached import FileLoader, unit_word, units_word
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label, safe_tooltip


class DocumentViewer(QDialog):
    """A document's text as Verbatim read it (and sends it), a page at a
    time (a document may hold 8 million characters: laid out whole, it held
    the window), with a box to go to another; opened at a source, its
    passage is marked."""

    def __init__(self, name: str, pages: Pages, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(neutral(name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.pages = pages
        col = QVBoxLayout(self)
        words = sum(len(p.split()) for p in pages.pages)
        facts = tr("{name} · {pages} · {words} words, as Verbatim read it").format(
            name=neutral(name),
            pages=units_word(pages.unit, len(pages.pages)),
            words=QLocale().toString(words),
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
        self.page_box.setSuffix(" / " + str(len(pages.pages)))
        describe(self.page_box, tr("Go to page"))
        self.page_box.valueChanged.connect(lambda n: self.show_page(n))
        jump.addWidget(plain_label(tr("Go to page")))
        jump.addWidget(self.page_box)
        jump.addStretch(1)
        col.addLayout(jump)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        col.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
        self.resize(760, 560)
        self.marked = ""
        self.show_page(1)

    def show_page(self, number: int, passage: str = "") -> None:
        """Show a page; with `passage`, mark it there."""
        if not self.pages.pages:
            return
        number = min(max(1, number), len(self.pages.pages))
        if self.page_box.value() != number:
            self.page_box.blockSignals(True)
            self.page_box.setValue(number)
            self.page_box.blockSignals(False)
        text = self.pages.pages[number - 1].strip()
        shown = reflowed(text) if self.pages.kind == "pdf" else text
        # Plain text: a document is never markup.
        self.text.setPlainText(f"— {unit_word(self.pages.unit, number)} —\n{shown}")
        self.marked = ""
        self.text.setExtraSelections([])
        if passage:
            self._mark(passage)

    def _mark(self, passage: str) -> None:
        """Mark the whole passage: found by its words with any spacing
        between them (a PDF's lines are shown joined), across paragraph
        breaks (a passage may open with the page's heading, a paragraph of
        its own: QTextDocument.find searches one paragraph at a time, and
        found nothing there)."""
        document: QTextDocument = self.text.document()
        span = _span(document.toPlainText(), passage.split())
        if span is None:
            return
        found = QTextCursor(document)
        found.setPosition(span[0])
        found.setPosition(span[1], QTextCursor.MoveMode.KeepAnchor)
        selection = QTextEdit.ExtraSelection()
        style = QTextCharFormat()
        colors = icons.current_colors()
        style.setBackground(QColor(colors.selected))
        style.setForeground(QColor(colors.text))
        selection.format = style
        selection.cursor = found
        self.text.setExtraSelections([selection])
        at = QTextCursor(document)
        at.setPosition(found.selectionStart())  # the passage in view, marked, not selected
        self.text.setTextCursor(at)
        self.text.centerCursor()
        self.marked = found.selectedText().replace("\u2029", "\n")


def _words_pattern(words: list[str]) -> re.Pattern[str]:
    return re.compile(r"\s+".join(re.escape(w) for w in words))


def _span(text: str, words: list[str]) -> tuple[int, int] | None:
    """Where `words` stand in `text`, as the document's positions: the whole
    run of them, else from its first twelve words to its last twelve."""
    if not words:
        return None
    whole = _words_pattern(words).search(text)
    if whole is not None:
        start, end = whole.span()
    else:
        head = _words_pattern(words[:12]).search(text)
        if head is None:
            return None
        tail = _words_pattern(words[-12:]).search(text, head.start())
        start, end = head.start(), tail.end() if tail is not None else head.end()
    return _utf16(text, start), _utf16(text, end)


def _utf16(text: str, index: int) -> int:
    """A position in `text` as Qt counts it (UTF-16 units: a character
    beyond U+FFFF, such as an emoji in a PDF, is two)."""
    return index + sum(1 for c in text[:index] if ord(c) > 0xFFFF)


def reflowed(text: str) -> str:
    """A PDF page's lines joined where a sentence runs on (the next line
    starts in lower case), for reading; the model is sent them as they are."""
    return re.sub(r"\n(?=[a-zà-ÿ])", " ", text)


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


MAX_PAGE_BUTTONS = 12  # a file's page buttons under an answer, at most
WEB_SCHEMES = ("http", "https")  # the only addresses a web source opens


def web_address(address: str) -> bool:
    """An address a web source may open in the browser: http or https."""
    return urlsplit(address).scheme.lower() in WEB_SCHEMES


def _host(address: str) -> str:
    host = urlsplit(address).hostname or address
    return host.removeprefix("www.")


class SourcesView(QWidget):
    """Under an answer given documents, a line per file: "Sources:
    report.pdf, pages 3 7 12", each page a button that opens it at the
    passage the model was given (or at the page, for a document sent whole)."""

    opened = Signal(str, str, int, str)
    webOpened = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.webOpened.connect(open_web_source)  # in the browser, http and https only
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.rows.setSpacing(2)
        self.buttons: list[QToolButton] = []
        self.web_buttons: list[QToolButton] = []
        self.hide()

    def set_sources(self, sources: Iterable[Source]) -> None:
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons, self.web_buttons = [], []
        by_file: dict[tuple[str, str], dict[int, str]] = {}
        # A web page's passages, by its address: their numbers and its title.
        by_page: dict[str, tuple[list[int], str]] = {}
        for s in sources:
            if s.address:
                by_page.setdefault(s.address, ([], s.name))[0].append(s.page)
            else:
                by_file.setdefault((s.name, s.doc), {}).setdefault(s.page, s.passage)
        self.setVisible(bool(by_file or by_page))
        for index, ((name, doc), pages) in enumerate(by_file.items()):
            self.rows.addWidget(self._file_line(name, doc, pages, index == 0))
        for index, (address, (numbers, title)) in enumerate(by_page.items()):
            self.rows.addWidget(self._web_line(address, numbers, title, not by_file and not index))

    def _file_line(self, name: str, doc: str, pages: dict[int, str], first: bool) -> QWidget:
        """A document the answer was given: "report.pdf, pages 2 5", each
        page a button that opens it at the passage sent."""
        line = QWidget()
        row = QHBoxLayout(line)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        if first:
            row.addWidget(plain_label(tr("Sources:"), "Meta"))
        icon = QLabel()
        icon.setPixmap(icons.icon("document").pixmap(14, 14))
        row.addWidget(icon)
        shown = neutral(name)
        shown = shown if len(shown) <= 40 else shown[:38] + "…"
        # "report.pdf, page 3" / "report.pdf, pages 2 5" (issue 35: "pages 2").
        said = tr("{name}, page(s)", None, len(pages)).format(name=shown)
        row.addWidget(plain_label(said, "Meta"))
        numbers = sorted(pages)
        if len(numbers) > MAX_PAGE_BUTTONS:
            # A long document sent whole: its first pages and its last, the
            # rest a page box away in the viewer (not hundreds of buttons).
            numbers = [*numbers[: MAX_PAGE_BUTTONS - 1], numbers[-1]]
        for page in numbers:
            if page == numbers[-1] and len(numbers) < len(pages):
                row.addWidget(plain_label("…", "Meta"))
            row.addWidget(self._page_button(name, doc, page, pages[page]))
        row.addStretch(1)
        return line

    def _page_button(self, name: str, doc: str, page: int, passage: str) -> QToolButton:
        button = QToolButton()
        button.setObjectName("SourceButton")
        button.setText(str(page))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        shown_name = neutral(name)
        if passage:
            told = tr("Open {name} at page {n}, at the passage the model was given")
        else:  # sent whole: no passage, the page itself
            told = tr("Open {name} at page {n}: the model was given the whole document")
        describe(
            button,
            tr("Open {name} at page {n}").format(name=shown_name, n=page),
            told.format(name=shown_name, n=page),
        )
        button.clicked.connect(
            lambda _=False, n=name, d=doc, p=page, t=passage: self.opened.emit(n, d, p, t)
        )
        self.buttons.append(button)
        return button

    def _web_line(self, address: str, numbers: list[int], title: str, first: bool) -> QWidget:
        """A web page the answer was given: "[1] [3] Its title · example.org",
        a button that opens it in the browser (http and https only)."""
        line = QWidget()
        row = QHBoxLayout(line)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        if first:
            row.addWidget(plain_label(tr("Sources:"), "Meta"))
        icon = QLabel()
        icon.setPixmap(icons.icon("web").pixmap(14, 14))
        row.addWidget(icon)
        marks = " ".join(f"[{n}]" for n in sorted(numbers))
        shown = neutral(title).replace("\n", " ")
        shown = shown if len(shown) <= 60 else shown[:58] + "…"
        button = QToolButton()
        button.setObjectName("WebSourceButton")
        # "&" would be read as a shortcut mark and vanish from a title.
        button.setText(f"{marks} {shown} · {_host(address)}".replace("&", "&&"))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        opens = web_address(address)
        button.setEnabled(opens)
        told = (
            tr("Open {address} in the browser").format(address=neutral(address))
            if opens
            else tr("{address} is not a web address: it is not opened").format(
                address=neutral(address)
            )
        )
        describe(button, neutral(title), told)
        button.setToolTip(safe_tooltip(f"{neutral(title)}\n{told}"))
        button.clicked.connect(lambda _=False, a=address: self.webOpened.emit(a))
        row.addWidget(button)
        row.addStretch(1)
        self.web_buttons.append(button)
        return line


def open_web_source(address: str) -> bool:
    """A web page an answer was given, opened in the browser: http and
    https only (an imported answer's address is checked again here)."""
    if not web_address(address):
        return False
    return QDesktopServices.openUrl(QUrl(address))
