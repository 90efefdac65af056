"""Small widgets and helpers the window is built from.

`plain_label` is the only way the window makes a QLabel: text that Verbatim
did not write (titles, model names, server errors, reasoning) must never be
read as HTML, which could load files or hang the process (issue 11).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QObject, QSize, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QFrame,
    QLabel,
    QListWidget,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from desktop.domain.words import neutral
from desktop.ui import icons
from desktop.ui.design import ICON_SIZE


def plain_label(text: str = "", object_name: str = "", wrap: bool = False) -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    label.setWordWrap(wrap)
    if object_name:
        label.setObjectName(object_name)
    return label


def safe_tooltip(text: str, limit: int = 2000) -> str:
    """Tooltips guess whether text is HTML; hand them escaped text inside
    markup we wrote, so a title like `<img src=...>` shows as itself."""
    shown = text if len(text) <= limit else text[:limit] + "…"
    return "<qt>" + html.escape(shown).replace("\n", "<br>") + "</qt>"


def describe(widget: QWidget, name: str, description: str = "") -> None:
    """What a screen reader says for a control (and a tooltip for everyone).

    The tooltip is always made plain: a description may hold a name from
    outside (a source's file name from an import or a sync peer), and a
    tooltip reads text that looks like markup as HTML (issue 37: a hover
    over `<img src="/dev/zero">` aborted the window)."""
    widget.setAccessibleName(name)
    if description:
        widget.setAccessibleDescription(description)
        # A control's description is its tooltip too; an area's is not (a
        # tooltip followed the pointer over the whole transcript and the
        # search results, issue 35): screen readers still read it.
        if not widget.toolTip() and not isinstance(widget, QAbstractScrollArea):
            widget.setToolTip(safe_tooltip(description))


def header_button(icon_name: str, name: str, description: str) -> QToolButton:
    """An icon-only button: its name is what a screen reader says, its
    description the tooltip."""
    button = QToolButton()
    button.setObjectName("HeaderButton")
    button.setIcon(icons.icon(icon_name, "text"))
    button.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    describe(button, name, description)
    return button


class ElidedLabel(QLabel):
    """One line of plain text that shrinks with an ellipsis instead of
    widening the window; the whole text is in the tooltip. Its minimum
    width is small, so a long title never pushes the header off-screen."""

    def __init__(self, text: str = "", object_name: str = "") -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # Ignored lets a layout squeeze it to nothing: the title vanished
        # from a narrow, zoomed header. A few letters and "…" always show.
        self.setMinimumWidth(40)
        if object_name:
            self.setObjectName(object_name)
        self._full = ""
        self.set_full_text(text)

    def full_text(self) -> str:
        return self._full

    def set_full_text(self, text: str) -> None:
        text = neutral(text)  # names and titles come from outside (issue 24)
        self._full = text
        self.setToolTip(safe_tooltip(text))
        self.setAccessibleName(text[:200])
        self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(40, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        width = min(self.fontMetrics().horizontalAdvance(self._full[:300]) + 8, 600)
        return QSize(width, super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        # Only the first line, and never more than fits: layout cost stays small
        # whatever the length of the title.
        line = self._full.split("\n", 1)[0][:1000]
        shown = self.fontMetrics().elidedText(
            line, Qt.TextElideMode.ElideRight, max(self.width(), 40)
        )
        super().setText(shown)


def later(owner: QObject, ms: int, then: Callable[[], object]) -> None:
    """Run `then` in `ms` milliseconds unless `owner` is gone by then.

    Not QTimer.singleShot(ms, owner, then): PySide makes that timer without
    a parent, and it stays armed after `owner` is deleted. This one is
    `owner`'s child, so it goes with it."""
    timer = QTimer(owner)
    timer.setSingleShot(True)
    timer.timeout.connect(then)
    timer.timeout.connect(timer.deleteLater)
    timer.start(ms)


class EmptyList(QListWidget):
    """A list that says what belongs in it while it is empty, instead of
    showing a blank box (issue 25: Settings' empty white boxes)."""

    def __init__(self, empty_text: str) -> None:
        super().__init__()
        self.empty_text = empty_text

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.count():
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().placeholderText().color())
        area = self.viewport().rect().adjusted(12, 12, -12, -12)
        flags = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(area, int(flags), self.empty_text)
        painter.end()


def scrolled(content: QWidget) -> QScrollArea:
    """`content` in a frameless scroll area: a dialog holding it may be
    smaller than the content on a small screen, and scrolls instead of
    running off the screen's bottom (issue 35)."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its fields, which it scrolls to
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(content)
    return area


def index_of(combo: QComboBox, value: object) -> int:
    """The row whose data equals `value`, or -1. QComboBox.findData matches
    a Python object (a tuple) by identity, not by value: a choice built
    anew each time was never found, and a copy was inserted (issue 35)."""
    for row in range(combo.count()):
        if combo.itemData(row) == value:
            return row
    return -1


def compact_combo(characters: int = 18) -> QComboBox:
    """A combo box whose longest entry does not set the dialog's width: in
    German or Spanish, "OpenAI-compatible (OpenAI, LM Studio, llama.cpp…)"
    made Settings wider than an 800 px screen. It grows with the dialog."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)
    return combo
