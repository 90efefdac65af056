"""What the attachment tiles (attachment_view.py) and the document viewer
(document_view.py) share: how they read attached bytes, and what a
document's pages are called. A module of its own, so the tile can open the
viewer and the viewer name pages without either importing the other back."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from desktop.ui.i18n import tr

# Reads attached bytes by hash (the store's `blobs`).
FileLoader = Callable[[Iterable[str]], dict[str, bytes]]


def unit_word(unit: str, number: int) -> str:
    words = {
        "slide": tr("Slide {n}"),
        "sheet": tr("Sheet {n}"),
        "chapter": tr("Chapter {n}"),
        "part": tr("Part {n}"),
    }
    return words.get(unit, tr("Page {n}")).format(n=number)


def units_word(unit: str, count: int) -> str:
    """ "12 pages", "3 slides"... for a tile."""
    words = {
        "slide": tr("%n slide(s)", None, count),
        "sheet": tr("%n sheet(s)", None, count),
        "chapter": tr("%n chapter(s)", None, count),
        "part": tr("%n part(s)", None, count),
    }
    return words.get(unit, tr("%n page(s)", None, count))
