"""The library's models as cards (issue 35: a table of six columns read
like a spreadsheet): each card names the model, says in a line what it is
good at, how large it is, the memory it takes here and whether it fits this
computer. A card is chosen by a click, by Tab and Space, or by the arrow
keys; a double click or Enter uses it.

Signals (ModelCards):
    selectionChanged()   another card (or none) is chosen
    used(name: str)      a card was double-clicked, or Enter pressed on it
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from desktop.session.local_models import Fit, ModelRow, human_size
from desktop.ui.design import Space
from desktop.ui.i18n import tr
from desktop.ui.local_models.model_download import fit_text
from desktop.ui.widgets import ElidedLabel, describe, plain_label

FIT_NAMES = {Fit.FITS: "Fits", Fit.SLOW: "Slow", Fit.WONT: "Wont"}  # the badge's style


def good_at(row: ModelRow) -> str:
    """What a person can expect of the model, from its size and its name."""
    name = row.model.name.casefold()
    label = row.model.size_label.upper()
    billions = _billions(label) if label else row.model.size / 0.6e9
    if row.model.projector or "vl" in name.split("-") or "vision" in name:
        return tr("Reads pictures as well as text.")
    if "coder" in name or "code" in name.split("-"):
        return tr("Made for writing and explaining code.")
    if billions < 1:
        return tr("Tiny and quick: short answers and simple tasks, on any computer.")
    if billions < 4:
        return tr("Small and quick: everyday questions, summaries and drafts.")
    if billions < 15:
        return tr("Medium: writing, reasoning and code, given enough memory.")
    return tr("Large: the most careful answers, on a strong computer.")


def _billions(label: str) -> float:
    """ "135M" → 0.135, "7B" → 7, "8x7B" → 56; 1 when it cannot be read."""
    try:
        count, _, size = label.rpartition("X")
        value = float(size[:-1]) * (int(count) if count else 1)
    except ValueError:
        return 1.0
    return value / 1000 if size.endswith("M") else value


class ModelCard(QFrame):
    """One model; the list it is in chooses it."""

    def __init__(self, row: ModelRow, cards: ModelCards) -> None:
        super().__init__()
        self.row, self.cards = row, cards
        self.setObjectName("ModelCard")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.m, Space.s, Space.m, Space.s)
        col.setSpacing(2)
        top = QHBoxLayout()
        self.name = ElidedLabel(row.model.name, "CardTitle")
        self.fit = plain_label(fit_text(row.fit), f"Fit{FIT_NAMES[row.fit]}")
        top.addWidget(self.name, 1)
        top.addWidget(self.fit)
        col.addLayout(top)
        self.good_at = plain_label(good_at(row), wrap=True)
        col.addWidget(self.good_at)
        self.facts = plain_label(facts_line(row), "Meta", wrap=True)
        col.addWidget(self.facts)
        describe(self, row.model.name, f"{good_at(row)} {facts_line(row)} {fit_text(row.fit)}")
        self.set_chosen(False)

    def set_chosen(self, chosen: bool) -> None:
        self.setProperty("chosen", chosen)
        self.style().unpolish(self)
        self.style().polish(self)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.cards.choose(self.row.model.name)
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.cards.used.emit(self.row.model.name)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.cards.ensureWidgetVisible(self)
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.cards.choose(self.row.model.name)
            self.cards.used.emit(self.row.model.name)
        elif key == Qt.Key.Key_Space:
            self.cards.choose(self.row.model.name)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.cards.step(self, -1 if key == Qt.Key.Key_Up else 1)
        else:
            super().keyPressEvent(event)


def facts_line(row: ModelRow) -> str:
    """ "98.4 MB · Q4_1 · reads 8,192 tokens · needs 555.5 MB here"."""
    parts = [human_size(row.model.size)]
    if row.model.quantisation:
        parts.append(row.model.quantisation)
    parts.append(tr("reads %n token(s)", "", row.context))
    parts.append(tr("needs {memory} here").format(memory=human_size(row.memory)))
    return " · ".join(parts)


class ModelCards(QScrollArea):
    """The cards, one under another, scrolling when there are many."""

    selectionChanged = Signal()
    used = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards take it
        self.inside = QWidget()
        self.inside.setObjectName("ModelCards")
        self.column = QVBoxLayout(self.inside)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(Space.s)
        self.column.addStretch(1)
        self.setWidget(self.inside)
        self.cards: list[ModelCard] = []
        self.chosen: str | None = None

    def show_rows(self, rows: list[ModelRow], select: str | None) -> None:
        """One card a model; `select` (or the first) is chosen."""
        for card in self.cards:
            card.deleteLater()
        self.cards = [ModelCard(row, self) for row in rows]
        for index, card in enumerate(self.cards):
            self.column.insertWidget(index, card)
        names = [row.model.name for row in rows]
        self.chosen = None
        self.choose(select if select in names else (names[0] if names else None))

    def choose(self, name: str | None) -> None:
        changed = name != self.chosen
        self.chosen = name
        for card in self.cards:
            card.set_chosen(card.row.model.name == name)
        if changed:
            self.selectionChanged.emit()

    def step(self, card: ModelCard, by: int) -> None:
        """Arrow keys move the choice, and the focus, to the next card."""
        index = self.cards.index(card) + by
        if 0 <= index < len(self.cards):
            self.cards[index].setFocus(Qt.FocusReason.TabFocusReason)
            self.choose(self.cards[index].row.model.name)
