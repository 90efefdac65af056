"""Store failures, in words a person can act on: the kinds and the error the
window shows (issue 38: it takes nothing defined below the session). How a
failed SQLite write becomes one is the store's (desktop/store/errors.py)."""

from __future__ import annotations

from enum import StrEnum


class StoreErrorKind(StrEnum):
    """What went wrong with the store, so each kind is said and handled its
    own way."""

    NEWER = "newer"  # written by a newer Verbatim: refused, left untouched (P18)
    UNREADABLE = "unreadable"  # cannot open the file or folder at all
    WRITE = "write"  # a write failed: disk full, read-only, locked (P17)
    IMPORT = "import"  # an import file is malformed
    GONE = "gone"  # what was written to was deleted meanwhile
    LOCKED = "locked"  # another Verbatim owns this data folder


class StoreError(Exception):
    """A store failure. `str()` is the plain-language message for the person."""

    def __init__(self, kind: StoreErrorKind, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.detail = detail
