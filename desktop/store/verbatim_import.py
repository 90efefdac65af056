"""Importing a Verbatim export as it is read: never the whole file in memory.

Two passes over the file, inside one transaction, so a file broken anywhere
still leaves the store as it was (and a dry run, the window's preview, rolls
it back). The first pass checks the header and the attached files, storing
each file's bytes as it passes; the second checks and writes one
conversation at a time. Every piece is read within `bounded_json`'s limits,
so a file nested 200,000 levels deep or a zip that inflates to gigabytes is
refused in a sentence, in bounded memory (issue 24). Files no conversation
turned out to name are removed again before the transaction ends.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import IO

import peewee

from desktop.domain.words import say
from desktop.store.bounded_json import JsonRefused, pieces
from desktop.store.errors import StoreError, StoreErrorKind
from desktop.store.export_check import (
    check_conversation,
    check_file,
    check_header,
    check_project,
    fail,
)
from desktop.store.repository import Repository
from desktop.store.transfer import write_conversation

Opener = Callable[[], AbstractContextManager[IO[bytes]]]


@dataclass
class Counts:
    projects: int = 0  # in the file
    new_projects: int = 0
    conversations: int = 0  # in the file
    messages: int = 0
    new_conversations: int = 0  # what was (or would be) added
    new_messages: int = 0


def import_verbatim(
    repo: Repository,
    opener: Opener,
    *,
    dry_run: bool = False,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Counts:
    """Import the export that `opener` opens (afresh for each pass)."""
    counts = Counts()
    try:
        with repo.db.atomic("IMMEDIATE") as transaction:
            known, stored = _header_and_files(repo, opener)
            seen: set[str] = set()
            with opener() as stream:
                for key, piece in pieces(stream, only={"conversations", "projects"}):
                    if key == "projects":
                        project = check_project(piece, counts.projects, known)
                        counts.projects += 1
                        if repo.get_project(project.id) is None and not repo.tombstoned(
                            [project.id]
                        ):
                            counts.new_projects += 1
                            if not dry_run:
                                repo.put_project(project, {})
                        continue
                    if key != "conversations":
                        continue
                    if cancel is not None and cancel.is_set():
                        raise StoreError(
                            StoreErrorKind.IMPORT,
                            say("The import was cancelled. Nothing was added."),
                        )
                    conv, messages = check_conversation(piece, counts.conversations, known)
                    if conv.id in seen:
                        raise fail(
                            f"conversation {counts.conversations + 1} repeats the id {conv.id!r}"
                        )
                    seen.add(conv.id)
                    counts.conversations += 1
                    counts.messages += len(messages)
                    if dry_run:
                        counts.new_conversations += repo.get_conversation(conv.id) is None
                        ids = [m.id for m in messages]
                        counts.new_messages += len(ids) - len(repo.existing_message_ids(ids))
                        continue
                    new, added = write_conversation(repo, conv, messages, {})
                    counts.new_conversations += new
                    counts.new_messages += added
                    if progress is not None:
                        progress(counts.conversations)
            repo.drop_unused_blobs(stored)
            if dry_run:
                transaction.rollback()
    except JsonRefused as exc:
        raise fail(str(exc)) from exc
    except peewee.DatabaseError as exc:
        raise import_write_error(exc, repo) from exc
    return counts


def _header_and_files(repo: Repository, opener: Opener) -> tuple[set[str], list[str]]:
    """Pass one: the export's format and version, and its files, each
    checked against its hash and stored. Returns (every file's hash, the
    hashes stored now)."""
    header: dict[str, object] = {}
    known: set[str] = set()
    stored: list[str] = []
    with opener() as stream:
        for key, piece in pieces(stream, only={"format", "version", "files"}):
            if key == "files":
                if not isinstance(piece, tuple):
                    raise fail("its files are not a table of hashes")
                sha, encoded = piece
                if repo.put_blob(sha, check_file(sha, encoded)):
                    stored.append(sha)
                known.add(sha)
            elif key in ("format", "version"):
                header[key] = piece
    check_header(header)
    return known, stored


def cancelled() -> StoreError:
    return StoreError(StoreErrorKind.IMPORT, say("The import was cancelled. Nothing was added."))


def import_write_error(exc: BaseException, repo: Repository) -> StoreError:
    """A write that failed during an import, in words: the first cause in the
    chain (SQLite rolls back a full disk itself, so the error raised last is
    peewee's failed rollback, which hid the store's own sentence)."""
    first: BaseException = exc
    while first.__context__ is not None:
        first = first.__context__
    text = str(first).lower()
    if "full" in text:
        why = say("the disk is full")
    elif "readonly" in text or "read-only" in text or "permission" in text:
        why = say("the data folder is read-only")
    else:
        why = str(first)
    return StoreError(
        StoreErrorKind.WRITE,
        say(
            "Verbatim could not import into {path}: {why}. Nothing was added; free some "
            "space or fix the folder, then try again.",
            path=repo.path,
            why=why,
        ),
        str(exc),
    )
