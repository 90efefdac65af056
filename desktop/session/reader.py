"""What the window reads, and the types it reads them as: the store's
reading side (queries run on the GUI thread through its own connection, WAL
lets it read while the writer thread writes), search hits, and the errors
that carry a sentence for the person. The window reaches the layers below
only through the session (issue 25); these are the parts of them it shows."""

from __future__ import annotations

from desktop.backends.base import BackendError
from desktop.engine.turns import TurnRefused
from desktop.store.errors import StoreError, StoreErrorKind
from desktop.store.repository import Repository as Reader
from desktop.store.search import MARK_END, MARK_START, SearchHit

__all__ = [
    "MARK_END",
    "MARK_START",
    "SAID",
    "Reader",
    "SearchHit",
    "StoreError",
    "StoreErrorKind",
]

# Failures whose str() is a sentence for the person (the rest are bugs).
SAID: tuple[type[Exception], ...] = (TurnRefused, BackendError, StoreError)
