"""Importing a Verbatim export as it is read: never the whole file in memory.

One pass over the file, inside one transaction, so a file broken anywhere
still leaves the store as it was (and a dry run, the window's preview, rolls
it back): it checks and writes one conversation at a time, and takes the
header and the attached files as it meets them, storing each file's bytes
as it passes. The files get a pass of their own first only where a
conversation names one before they are reached, or the import fails
(export_files.py, issue 38). Every piece is read within `bounded_json`'s limits,
so a file nested 200,000 levels deep or a zip that inflates to gigabytes is
refused in a sentence, in bounded memory (issue 24). Files no conversation
turned out to name are removed again before the transaction ends.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import peewee

from desktop.domain.covers import file_token
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Message
from desktop.domain.words import number, say
from desktop.store import project_store
from desktop.store.db import PRAGMAS
from desktop.store.exchange.bounded_json import JsonRefused, pieces
from desktop.store.exchange.export_check import check_conversation, check_project, fail
from desktop.store.exchange.export_files import HEADER, ExportFiles, Opener
from desktop.store.exchange.import_batch import Item, write_conversations
from desktop.store.exchange.import_write import import_decision
from desktop.store.kept_projects import deleted_for_good, without_covered
from desktop.store.repository import Repository

BATCH = 500  # conversations written together
# Or fewer: a batch holds at most this many bytes of checked messages, by
# `message_bytes`. Counting only their text let 500 conversations of 4,000
# empty messages (an 11 MB zip) build 1.2 GB before the first write: "import
# stopped" at a 1.5 GB cap, and the preview at 1.2 GB (issue 37, hole 4).
BATCH_BYTES = 8 * 1024 * 1024
# What one checked message holds besides its texts: the object, its times,
# usage and enums (an empty one measured 610 bytes with its two short ids).
MESSAGE_BYTES = 512
IMPORT_CACHE_KB = 4000


@dataclass
class Counts:
    """What a Verbatim export holds and what of it was (or would be) new here,
    counted as it is read."""

    projects: int = 0  # in the file
    new_projects: int = 0
    conversations: int = 0  # in the file
    messages: int = 0
    new_conversations: int = 0  # what was (or would be) added
    new_messages: int = 0


def message_bytes(m: Message) -> int:
    """The bytes a checked message holds in memory: the message itself and
    every text in it as Python stores it (1 to 4 bytes a character), ids
    and names too, since each may be 1,000 characters; a batch of tool
    outputs is as heavy as one of answers."""
    texts = [m.id, m.parent_id, m.content, m.reasoning, m.error, m.provider, m.model]
    texts += [t for c in m.tool_calls for t in (c.arguments, c.output, c.note)]
    texts += [s.passage for s in m.sources]
    return MESSAGE_BYTES + sum(sys.getsizeof(t) for t in texts if t)


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
        with small_cache(repo), repo.db.atomic("IMMEDIATE") as transaction:
            files = ExportFiles(repo, opener)
            failure: Exception | None = None
            try:
                _read(repo, opener, files, counts, dry_run, progress, cancel)
            except (StoreError, JsonRefused) as exc:
                failure = exc
            if failure is not None:
                # What the files' own pass finds was said first before
                # (issue 38): a broken file or header still is. Outside the
                # except block, so its error is not chained to this one.
                if not (cancel is not None and cancel.is_set()):
                    files.read_all()
                raise failure
            files.finish()
            repo.attachments.drop_unused_blobs(files.stored)
            if dry_run:
                transaction.rollback()
    except JsonRefused as exc:
        raise fail(str(exc)) from exc
    except peewee.DatabaseError as exc:
        raise import_write_error(exc, repo) from exc
    except MemoryError as exc:
        raise out_of_memory() from exc
    return counts


def _read(
    repo: Repository,
    opener: Opener,
    files: ExportFiles,
    counts: Counts,
    dry_run: bool,
    progress: Callable[[int], None] | None,
    cancel: threading.Event | None,
) -> None:
    """The one pass: header, projects and files taken as they come, the
    conversations checked and written (or counted) a batch at a time."""
    here = repo.project_store.count_projects()
    seen = (Seen(repo, "import_seen"), Seen(repo, "import_messages") if dry_run else None)
    batch: list[Item] = []
    size = 0  # bytes the batch's messages hold (message_bytes)
    with opener() as stream:
        for key, piece in pieces(stream, only={*HEADER, "files", "conversations", "projects"}):
            if key == "projects":
                _project(repo, piece, counts, files, here, dry_run)
                continue
            if key != "conversations":
                files.take(key, piece)
                continue
            if cancel is not None and cancel.is_set():
                raise cancelled()
            conv, messages = check_conversation(piece, counts.conversations, files)
            counts.conversations += 1
            counts.messages += len(messages)
            batch.append((conv, messages))
            size += sum(message_bytes(m) for m in messages)
            if len(batch) >= BATCH or size >= BATCH_BYTES:
                _flush(repo, batch, counts, seen, progress)
                batch, size = [], 0
    _flush(repo, batch, counts, seen, progress)


def _project(
    repo: Repository, piece: object, counts: Counts, files: ExportFiles, here: int, dry_run: bool
) -> None:
    project = check_project(piece, counts.projects, files)
    counts.projects += 1
    # One deleted here comes back only with files its delete did not cover
    # (issue 36), as over sync.
    if repo.get_project(project.id) is None and not deleted_for_good(
        repo, project.id, (file_token(a.sha256) for a in project.files)
    ):
        counts.new_projects += 1
        if here + counts.new_projects > project_store.MAX_PROJECTS:
            raise too_many_projects(here)
        if not dry_run:
            kept = without_covered(repo, project)
            repo.project_store.put_project(kept, {})


def too_many_projects(here: int) -> StoreError:
    return StoreError(
        StoreErrorKind.IMPORT,
        say(
            "This file cannot be imported: it holds more projects than Verbatim keeps "
            "({limit} in all; {here} here already). Nothing was changed.",
            limit=number(project_store.MAX_PROJECTS),
            here=number(here),
        ),
    )


def out_of_memory() -> StoreError:
    """A MemoryError's own str() is empty ("import stopped: ." said
    nothing): the sentence says what happened and that nothing changed."""
    return StoreError(
        StoreErrorKind.IMPORT,
        say(
            "This file cannot be imported: reading it needed more memory than this computer "
            "gave Verbatim. Nothing was changed."
        ),
    )


@contextmanager
def small_cache(repo: Repository) -> Iterator[None]:
    """A smaller page cache for an import's one long transaction: SQLite
    moves what it has written to the log sooner, and memory stays under
    half the file's size (16 MB of cache alone was more than that for a
    20 MB file)."""
    repo.db.execute_sql(f"PRAGMA cache_size = -{IMPORT_CACHE_KB}")
    try:
        yield
    finally:
        repo.db.execute_sql(f"PRAGMA cache_size = {PRAGMAS['cache_size']}")


class Seen:
    """Ids read so far in this file, kept in a temporary table (on disk, the
    connection's own) rather than a set: a set of 100,000 ids took 10 MB."""

    def __init__(self, repo: Repository, table: str) -> None:
        self.repo, self.db, self.table = repo, repo.db, table
        self.db.execute_sql(
            f"CREATE TEMP TABLE IF NOT EXISTS {table} (id TEXT PRIMARY KEY) WITHOUT ROWID"
        )
        self.db.execute_sql(f"DELETE FROM temp.{table}")

    def earlier(self, ids: list[str]) -> set[str]:
        """Which of `ids` were remembered before."""
        return self.repo.held_in(f"temp.{self.table}", ids)

    def remember(self, ids: list[str]) -> None:
        self.db.connection().executemany(
            f"INSERT OR IGNORE INTO temp.{self.table} (id) VALUES (?)", [(i,) for i in ids]
        )

    def refuse_repeats(self, batch: list[Item], read: int) -> None:
        """A file names each conversation once; the batch's last was
        conversation number `read`."""
        ids = [conv.id for conv, _ in batch]
        before = self.earlier(ids)
        mine: set[str] = set()
        for index, cid in enumerate(ids):
            if cid in before or cid in mine:
                number = read - len(ids) + index + 1
                raise fail(f"conversation {number} repeats the id {cid!r}")
            mine.add(cid)
        self.remember(ids)


def _count(repo: Repository, batch: list[Item], counts: Counts, earlier: Seen) -> None:
    """What writing the batch would add, by the same rules (a dry run): what
    the store holds, deleted on purpose, or an earlier conversation of the
    file brought is not new."""
    ids = [conv.id for conv, _ in batch]
    message_ids = [m.id for _, messages in batch for m in messages]
    held = repo.conversations.existing_conversation_ids(ids)
    deleted = repo.sync.tombstoned(ids + message_ids)
    existing = repo.existing_message_ids(message_ids) | earlier.earlier(message_ids)
    for conv, messages in batch:
        new, added = import_decision(
            conv.id, messages, held=conv.id in held, deleted=deleted, existing=existing
        )
        counts.new_conversations += new
        counts.new_messages += len(added)
        existing.update(m.id for m in added)
    earlier.remember(message_ids)


def _flush(
    repo: Repository,
    batch: list[Item],
    counts: Counts,
    seen: tuple[Seen, Seen | None],
    progress: Callable[[int], None] | None,
) -> None:
    """A batch read: refused if it repeats a conversation, then written, or
    in a dry run (with the messages seen so far) counted."""
    conversations, messages = seen
    conversations.refuse_repeats(batch, counts.conversations)
    if messages is not None:
        _count(repo, batch, counts, messages)
    else:
        _write(repo, batch, counts, progress)


def _write(
    repo: Repository, batch: list[Item], counts: Counts, progress: Callable[[int], None] | None
) -> None:
    """Write a batch of checked conversations."""
    if not batch:
        return
    new, added = write_conversations(repo, batch)
    counts.new_conversations += new
    counts.new_messages += added
    if progress is not None:
        progress(counts.conversations)


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
        why: str = say("the disk is full")
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
