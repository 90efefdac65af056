"""Every write of the store goes through `writes`: a failed write becomes a
StoreError in plain words, never silently done (P17)."""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import ParamSpec, TypeVar

import peewee

from desktop.domain.errors import StoreError
from desktop.store.errors import write_error

WRITE_ERRORS: tuple[type[BaseException], ...] = (
    peewee.OperationalError,
    peewee.DatabaseError,
    sqlite3.OperationalError,
    sqlite3.DatabaseError,
    OSError,
)

P = ParamSpec("P")
T = TypeVar("T")


def writes(method: Callable[P, T]) -> Callable[P, T]:
    """A failed write becomes a StoreError in plain words; never silently done (P17)."""

    @functools.wraps(method)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return method(*args, **kwargs)
        except StoreError:
            raise
        except WRITE_ERRORS as exc:
            path = getattr(args[0], "path", None)  # the repository's file
            assert isinstance(path, Path)
            raise write_error(exc, path) from exc

    return wrapper
