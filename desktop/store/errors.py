"""Store failures, in words a person can act on: a failed SQLite write said
as a StoreError (the types are the domain's, desktop/domain/errors.py)."""

from __future__ import annotations

from pathlib import Path

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import say


def write_error(exc: BaseException, path: Path) -> StoreError:
    """Translate a failed SQLite write into a message with a next step."""
    # SQLite rolls back by itself on SQLITE_FULL, so the error raised last can
    # be peewee's failed rollback; the cause is earlier in the chain.
    texts: list[str] = []
    cause: BaseException | None = exc
    while cause is not None and len(texts) < 5:
        texts.append(str(cause))
        cause = cause.__context__
    text = " ".join(texts).lower()
    if "full" in text:
        message = say(
            "Verbatim could not save to {path}: the disk is full. Free some space; "
            "Verbatim keeps the text and will try again.",
            path=path,
        )
    elif "readonly" in text or "read-only" in text or "permission" in text:
        message = say(
            "Verbatim could not save to {path}: the data folder is read-only. Check its "
            "permissions; Verbatim keeps the text and will try again.",
            path=path,
        )
    elif "locked" in text or "busy" in text:
        message = say(
            "Verbatim could not save to {path}: another program is holding the database. "
            "Verbatim will try again.",
            path=path,
        )
    else:
        message = say(
            "Verbatim could not save to {path}: SQLite said: {said}. Verbatim keeps the "
            "text and will try again.",
            path=path,
            said=texts[-1],
        )
    detail = " <- ".join(texts)
    return StoreError(StoreErrorKind.WRITE, message, detail)


class MessageGone(StoreError):
    """The message (or its conversation) was deleted before this write."""

    def __init__(self, message: str) -> None:
        super().__init__(StoreErrorKind.GONE, message)
