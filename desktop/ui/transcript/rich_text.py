"""A message's text: a read-only QTextBrowser that grows to fit its content.

Why not QLabel: a word-wrapped rich-text QLabel lays out its whole text
again on every height query, so a long answer that streams re-lays out all
of itself per update (measured: 50 ms median event-loop lag at 5,000
tokens/s). A QTextDocument keeps its layout; appending lays out only the new
blocks, and its height is read from the cached layout.

While an answer streams, the finished part of the text is appended once and
only the short live tail is replaced on each update. When it ends, the
whole text is rendered once, so markdown spanning the pieces is exact.

It never loads anything (SafeDocument: no network, no local files), and
links go through `open_link` (http, https, mailto only).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QSize, Qt, QUrl
from PySide6.QtGui import (
    QImage,
    QResizeEvent,
    QTextCursor,
    QTextDocument,
    QTextOption,
)
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser

from desktop.ui.transcript.markdown_render import (
    MATH_SCHEME,
    RenderStyle,
    math_svg,
    render_markdown,
    render_markdown_math,
)
from desktop.ui.transcript.math_typeset import picture, screen_ratio, typesetter

FREEZE_AT = 1500  # characters of live tail before its finished part is frozen
FREEZE_MATH_AT = 400


def split_point(text: str, start: int) -> int:
    """Where streamed text can be cut so that everything before it is final:
    the last paragraph break after `start` outside a code fence, else (one
    long paragraph) the last space well before the end. `start` if none."""
    fences_before = text.count("```", 0, start)
    limit = len(text)
    while True:
        cut = text.rfind("\n\n", start, limit)
        if cut == -1:
            break
        if (fences_before + text.count("```", start, cut)) % 2 == 0:
            return cut + 2
        limit = cut
    if (fences_before + text.count("```", start)) % 2 == 0:
        space = text.rfind(" ", start, len(text) - 200)
        if space > start:
            return space + 1
    return start


class SafeDocument(QTextDocument):
    """Loads nothing: not from the network, not from a local file.

    The override sits on the document, not the browser: QTextDocument's own
    loader falls back to reading local files whenever the browser's answer
    is empty (a test caught that), and overriding it here replaces that
    loader entirely. Every resource is a 1x1 transparent image."""

    def loadResource(self, type: int, name: QUrl | str) -> Any:
        url = name.toString() if isinstance(name, QUrl) else str(name)
        if url.startswith(MATH_SCHEME):
            svg = math_svg(url[len(MATH_SCHEME) :])  # typeset here, never fetched
            if svg is not None:
                return picture(svg, screen_ratio())
        blank = QImage(1, 1, QImage.Format.Format_ARGB32)
        blank.fill(0)
        return blank


class RichText(QTextBrowser):
    """A message's text: a read-only browser that grows to fit its content,
    never loads a resource, and hands link clicks to the window."""

    def __init__(self, on_link: Any) -> None:
        super().__init__()
        self.setDocument(SafeDocument(self))
        self.setReadOnly(True)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Selected with the mouse, never a Tab stop: a long conversation
        # would be hundreds of stops, each drawn without a focus ring. The
        # keyboard reaches the transcript itself (it scrolls) and Copy.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet("QTextBrowser { background: transparent; border: none; padding: 0; }")
        self.document().setDocumentMargin(0)
        # A line with no spaces (a URL, base64, minified code) wraps anywhere
        # instead of widening the document past the window.
        option = self.document().defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.document().setDefaultTextOption(option)
        self.anchorClicked.connect(lambda url: on_link(url.toString()))
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        self.source_html = ""  # the last full render, for copy and tests
        self._frozen_upto = 0
        self._tail_start = 0
        self._pinned: int | None = None  # height kept while the text is released
        # What to draw again once the typesetter has the formulas shown as TeX:
        # the whole text when it is final, the live tail while it streams.
        self._awaiting: tuple[str, RenderStyle, bool] | None = None
        typesetter().ready.connect(self._on_math_ready)
        self._fit_height()

    def set_markdown(self, text: str, style: RenderStyle) -> None:
        self._pinned = None
        self.source_html, pending = render_markdown_math(text, style)
        self.setHtml(self.source_html)
        self._frozen_upto = 0
        self._tail_start = 0
        self._awaiting = (text, style, False) if pending else None

    def _on_math_ready(self) -> None:
        if self._awaiting is None or self.released:
            return
        text, style, streaming = self._awaiting
        if streaming:
            self.stream_markdown(text, style)
        else:
            self.set_markdown(text, style)

    def stream_markdown(self, text: str, style: RenderStyle) -> None:
        """Update while streaming: freeze what is final, replace only the tail."""
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._tail_start)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        tail_size = len(text) - self._frozen_upto
        # A tail with formulas is heavier to insert again (its pictures are laid
        # out each time): it is frozen sooner.
        limit = FREEZE_MATH_AT if "$" in text[self._frozen_upto :] else FREEZE_AT
        if tail_size > limit:
            cut = split_point(text, self._frozen_upto)
            if cut > self._frozen_upto:
                frozen = text[self._frozen_upto : cut]
                cursor.insertHtml(render_markdown(frozen, style))
                cursor.insertBlock()
                self._frozen_upto = cut
                self._tail_start = cursor.position()
        tail = text[self._frozen_upto :]
        pending = False
        if tail:
            tail_html, pending = render_markdown_math(tail, style)
            cursor.insertHtml(tail_html)
        # A finished (frozen) part keeps its TeX until the answer is final
        # and drawn whole; the live tail is drawn again when math is ready.
        self._awaiting = (text, style, True) if pending else None

    def release(self) -> None:
        """Free the document of a message far off-screen; keep its height so
        nothing around it moves. `set_markdown` brings it back."""
        self._pinned = self.height()
        self.document().clear()
        self.source_html = ""

    @property
    def released(self) -> bool:
        return self._pinned is not None

    def _fit_height(self, *_: Any) -> None:
        if self._pinned is not None:
            return
        height = math.ceil(self.document().size().height()) + 2
        if height != self.height():
            self.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.viewport().width()
        if width > 0 and self.document().textWidth() != width:
            self.document().setTextWidth(width)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.height())
