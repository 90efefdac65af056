"""The window's layout: the sidebar beside a column of the header's rows,
the page in the middle (the transcript or the welcome page) and, at the
foot, a tool's question above the message box."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.design import SIDEBAR_WIDTH
from desktop.ui.design import Space as S


def lay_out(
    window: QMainWindow,
    sidebar: QWidget,
    top: Sequence[QWidget],
    pages: Sequence[QWidget],
    foot: Sequence[QWidget],
) -> QStackedWidget:
    """Lays the parts out in `window`; returns the stack that holds `pages`
    (one shown at a time, the first at the start)."""
    right = QWidget()
    col = QVBoxLayout(right)
    col.setContentsMargins(0, 0, 0, 0)
    col.setSpacing(0)
    for widget in top:
        col.addWidget(widget)
    stack = QStackedWidget()
    for page in pages:
        stack.addWidget(page)
    col.addWidget(stack, 1)
    bottom = QWidget()
    bottom_row = QHBoxLayout(bottom)
    bottom_row.setContentsMargins(S.xl, S.s, S.xl, S.l)
    stacked = QVBoxLayout()
    stacked.setSpacing(S.s)
    for widget in foot:
        stacked.addWidget(widget)
    bottom_row.addLayout(stacked)
    col.addWidget(bottom)
    splitter = QSplitter()
    splitter.addWidget(sidebar)
    splitter.addWidget(right)
    splitter.setStretchFactor(1, 1)
    splitter.setSizes([SIDEBAR_WIDTH, 910])
    splitter.setChildrenCollapsible(False)
    splitter.setHandleWidth(1)
    window.setCentralWidget(splitter)
    return stack
