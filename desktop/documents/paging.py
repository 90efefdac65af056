"""What every format's reader shares (documents/extract.py runs them in the
reader's child process): the refusal a person reads, the budget of text a
document may give, and pages or parts made within it."""

from __future__ import annotations

from collections.abc import Iterator

from desktop.documents.pages import MAX_TEXT_CHARS
from desktop.domain.pages import Pages
from desktop.domain.words import say

PART_CHARS = 4_000  # a document without pages is cut into parts of about this size


class Refused(Exception):
    """str() is the sentence the person reads."""


class Budget:
    """Text read so far; past MAX_TEXT_CHARS reading stops and says how many
    pages were left."""

    def __init__(self) -> None:
        self.used = 0

    def take(self, text: str, extra: int = 0) -> bool:
        self.used += len(text) + extra
        return self.used <= MAX_TEXT_CHARS


def paged(kind: str, unit: str, texts: Iterator[str], total: int) -> Pages:
    budget, pages = Budget(), []
    for text in texts:
        if not budget.take(text):
            break
        pages.append(text)
    return Pages(kind, unit, pages, cut=max(0, total - len(pages)))


def parts(kind: str, blocks: Iterator[str]) -> Pages:
    """Blocks (paragraphs, rows) gathered into parts of about PART_CHARS."""
    budget, parts, current, size, dropped = Budget(), [], [], 0, 0
    for block in blocks:
        # Its line break counts too: a file of empty lines adds up as well.
        if not budget.take(block, 1):
            dropped = 1
            break
        current.append(block)
        size += len(block) + 1
        if size >= PART_CHARS:
            parts.append("\n".join(current))
            current, size = [], 0
    if current:
        parts.append("\n".join(current))
    return Pages(kind, "part", parts, cut=dropped)


def damaged(name: str) -> str:
    return say("“{name}” could not be read; the file may be damaged or cut short.", name=name)
