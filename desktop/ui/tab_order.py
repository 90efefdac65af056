"""Tab and Shift+Tab walk the window region by region, in the order a
person reads it, and within a region as its controls are seen: line by
line from the top, each line from the left.

Qt's focus chain follows the order in which widgets joined the window, so
a control made later (a server the welcome page found, a tool's card in an
answer) came after everything else: the welcome page's buttons were split
by the sidebar's footer (issue 35). Here the window names its regions and
the stops are found, and placed, when Tab is pressed, so whatever a region
holds at that moment is walked where it is seen.
"""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

TABBED = frozenset({Qt.FocusPolicy.TabFocus, Qt.FocusPolicy.StrongFocus, Qt.FocusPolicy.WheelFocus})


def takes_tab(widget: QWidget) -> bool:
    """What Qt itself would stop at: Tab-focusable, shown, enabled, and not
    standing in for another widget (the cheapest test first: most widgets
    are labels, which take no focus)."""
    return (
        widget.focusPolicy() in TABBED
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusProxy() is None
        and not widget.isWindow()
    )


def tab_stops(window: QWidget, regions: Sequence[QWidget]) -> list[QWidget]:
    """Each region's stops in turn (a region is a widget and what it holds),
    within a region in reading order."""
    where = {_key(root): n for n, root in enumerate(regions)}
    found: list[list[QWidget]] = [[] for _ in regions]
    home = _key(window)
    for widget in window.findChildren(QWidget):
        if takes_tab(widget):
            region = _region_of(widget, where, home)
            if region is not None:
                found[region].append(widget)
    return [stop for stops in found for stop in reading_order(window, stops)]


def reading_order(window: QWidget, stops: list[QWidget]) -> list[QWidget]:
    """Lines from the top, each from the left; a stop that holds others
    (the transcript) comes just before what it holds."""
    keys = {_key(stop) for stop in stops}
    holders: dict[int, QWidget] = {}
    for stop in stops:
        at = stop.parentWidget()
        while at is not None:
            if _key(at) in keys:
                holders[_key(at)] = at
            at = at.parentWidget()
    placed: list[tuple[QRect, QWidget]] = [
        (QRect(stop.mapTo(window, QPoint(0, 0)), stop.size()), stop)
        for stop in stops
        if _key(stop) not in holders
    ]
    lines: list[list[tuple[QRect, QWidget]]] = []
    line_bottom = 0
    for rect, stop in sorted(placed, key=lambda placed: placed[0].top()):
        if lines and rect.center().y() <= line_bottom:
            lines[-1].append((rect, stop))  # beside the line's first stop: on its line
        else:
            lines.append([(rect, stop)])
            line_bottom = rect.bottom()
    ordered = [
        stop for line in lines for _, stop in sorted(line, key=lambda placed: placed[0].left())
    ]
    # The innermost holder first, so an outer one lands before an inner one.
    for holder in sorted(holders.values(), key=_depth, reverse=True):
        first = next((n for n, s in enumerate(ordered) if holder.isAncestorOf(s)), len(ordered))
        ordered.insert(first, holder)
    return ordered


def next_stop(stops: list[QWidget], current: QWidget, forward: bool) -> QWidget | None:
    """The stop after (or before) `current`, round the window; None when
    `current` is not in any region's stops."""
    at = next((n for n, stop in enumerate(stops) if stop is current), None)
    if at is None:
        # Inside a stop (a box's own editor): the innermost stop holding it,
        # not a container that is a stop itself (the transcript).
        holding = [n for n, stop in enumerate(stops) if stop.isAncestorOf(current)]
        if not holding:
            return None
        at = max(holding, key=lambda n: _depth(stops[n]))
    return stops[(at + (1 if forward else -1)) % len(stops)]


def _key(widget: QWidget) -> int:
    """The widget itself, not its Python wrapper."""
    return shiboken6.getCppPointer(widget)[0]


def _region_of(widget: QWidget, where: dict[int, int], home: int) -> int | None:
    at: QWidget | None = widget
    while at is not None:
        key = _key(at)
        if key in where:
            return where[key]
        if key == home or at.isWindow():
            return None  # not in a region, or in a dialog of its own
        at = at.parentWidget()
    return None


def _depth(widget: QWidget) -> int:
    depth = 0
    at = widget.parentWidget()
    while at is not None:
        depth += 1
        at = at.parentWidget()
    return depth
