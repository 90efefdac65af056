"""The header and attached files of a Verbatim export being imported, read
in the same pass as its conversations wherever they can be (issue 38).

The export writes its files after its conversations, so they were read
first in a pass of their own over the whole file: for an export without
files, half the import's time went to parsing every conversation twice.
Now the one pass takes the header and the files as it meets them, and the
pass of their own runs only when it must: when a conversation or project
names a file before the files are reached (`in`), or when the import fails,
so that what that pass finds (a broken file, a broken header, anything that
is not JSON) is still what the person is told, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import IO

from desktop.store.exchange.bounded_json import pieces
from desktop.store.exchange.export_check import check_file, check_header, fail
from desktop.store.repository import Repository

HEADER = ("format", "version")
Opener = Callable[[], AbstractContextManager[IO[bytes]]]


class ExportFiles:
    """The export's format, version and files (by hash), each file checked
    against its hash and stored as it is read; `stored` are the hashes new
    here, for the import to tidy at its end."""

    def __init__(self, repo: Repository, opener: Opener) -> None:
        self.repo, self.opener = repo, opener
        self.header: dict[str, object] = {}
        self.known: set[str] = set()
        self.stored: list[str] = []
        self.complete = False  # every file read and the header checked

    def __contains__(self, sha: object) -> bool:
        self.read_all()
        return sha in self.known

    def take(self, key: str | None, piece: object) -> None:
        """A header field or a file met in the import's own pass."""
        if self.complete:
            return  # read already, by the pass of their own
        if key == "files":
            if not isinstance(piece, tuple):
                raise fail("its files are not a table of hashes")
            sha, encoded = piece
            if self.repo.attachments.put_blob(sha, check_file(sha, encoded)):
                self.stored.append(sha)
            self.known.add(sha)
        elif key in HEADER:
            self.header[key] = piece

    def finish(self) -> None:
        """The import's pass has read the whole file: the header is checked."""
        if not self.complete:
            check_header(self.header)
            self.complete = True

    def read_all(self) -> None:
        """The pass of their own over the whole file, once: what it stores
        first (before the import's pass reaches the files) or again is kept
        in `stored` all the same."""
        if self.complete:
            return
        self.header, self.known = {}, set()
        with self.opener() as stream:
            for key, piece in pieces(stream, only={*HEADER, "files"}):
                self.take(key, piece)
        self.finish()
