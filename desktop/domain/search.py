"""A search hit as the window shows it (the search itself is the store's,
desktop/store/search.py)."""

from __future__ import annotations

from dataclasses import dataclass

# Matches are marked with these two characters in `SearchHit.snippet`; they
# cannot occur in message text, so the window can bold them after escaping.
MARK_START = "\x02"
MARK_END = "\x03"


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One message search found, with its conversation's title and a snippet
    whose matches are marked."""

    conversation_id: str
    message_id: str
    title: str
    snippet: str

    @property
    def plain_snippet(self) -> str:
        return self.snippet.replace(MARK_START, "").replace(MARK_END, "")
