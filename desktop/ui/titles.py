"""A conversation's title as a person reads it.

A conversation its first question has not named yet is stored with
DEFAULT_TITLE, in English (data: sync, exports and other devices carry it),
and shown in the person's language wherever a title is displayed. The
titles a question or the person gave are theirs, shown as they are.
"""

from __future__ import annotations

from desktop.domain.messages import DEFAULT_TITLE
from desktop.ui.i18n import tr


def title_label(title: str) -> str:
    """The title to show for a conversation stored as `title`."""
    return tr("New conversation") if title == DEFAULT_TITLE else title
