"""The web as a source (issue 41), as plain values: which search provider
the person chose, what a search found, and a page read for an answer."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SearchKind(StrEnum):
    """The search providers a person can choose; none is chosen at first."""

    SEARXNG = "searxng"  # an instance the person names (its JSON API)
    BRAVE = "brave"  # Brave Search's API, with the person's key
    DUCKDUCKGO = "duckduckgo"  # keyless, through the `ddgs` library


@dataclass(frozen=True)
class SearchChoice:
    """The provider questions go to: its kind and, for SearXNG, its address."""

    kind: SearchKind
    address: str = ""


@dataclass(frozen=True)
class SearchHit:
    """One result of a search: the page's title, its address, the provider's snippet."""

    title: str
    address: str
    snippet: str = ""


@dataclass(frozen=True)
class WebPage:
    """A page read for an answer: its title and address, when it was
    fetched (ISO 8601, UTC) and its main text."""

    title: str
    address: str
    fetched: str
    text: str
