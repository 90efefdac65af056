"""Importing the history people bring from other apps: ChatGPT's and
Claude's data exports (their `conversations.json`, alone or in the zip they
come in), beside Verbatim's own JSON.

`Source` (store/exchange/foreign_source.py) finds out which one a file is; each
export's reader is a module of its own (store/exchange/foreign_chatgpt.py,
store/exchange/foreign_claude.py). The ChatGPT and Claude files are read one
conversation at a time (ijson), so a large export never sits in memory
whole; each conversation is checked, then written, all inside one
transaction per file: a broken conversation anywhere leaves the store as it
was. Ids are the source's own, prefixed (`chatgpt:`, `claude:`), so
importing the same file again adds nothing (P2). Nothing is fetched.

Formats read (as their exports were documented and seen in 2025-2026):
- ChatGPT: a list of conversations, each with `mapping` (nodes with `id`,
  `message`, `parent`, `children`), `current_node`, `title`, `create_time`;
  a message has `author.role`, `content.content_type` and `parts`,
  `create_time`, `metadata.model_slug`. Text, multimodal text (pictures by
  `file-service://` pointer, found in the zip), code, execution output,
  thoughts and reasoning recaps are read; other parts are skipped.
- Claude: a list of conversations with `uuid`, `name`, `created_at`,
  `chat_messages` (`uuid`, `sender`, `text` or `content` blocks, `created_at`,
  `attachments` with `extracted_content`, `files` by name,
  `parent_message_uuid` where present).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import peewee

from desktop.domain.import_report import ImportReport, SourceKind
from desktop.store.exchange.foreign_chatgpt import chatgpt
from desktop.store.exchange.foreign_claude import claude
from desktop.store.exchange.foreign_source import Parsed, Source
from desktop.store.exchange.import_write import import_decision, write_conversation
from desktop.store.exchange.verbatim_import import (
    Seen,
    cancelled,
    import_verbatim,
    import_write_error,
    out_of_memory,
    small_cache,
)
from desktop.store.repository import Repository


# ------------------------------------------------------------------ entry
def _conversations(source: Source) -> Iterator[Parsed]:
    for index, item in enumerate(source.items()):
        if source.kind is SourceKind.CHATGPT:
            yield chatgpt(item, index, source)
        else:
            yield claude(item, index)


def import_file(
    repo: Repository,
    path: Path,
    *,
    dry_run: bool = False,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> ImportReport:
    """Import `path`, whichever export it is, in one transaction; with
    `dry_run`, only count what it holds and what would be added.
    `progress` hears how many conversations are done; setting `cancel`
    stops the import and rolls everything back (nothing half-written)."""
    source = Source(path)
    try:
        if source.kind is SourceKind.VERBATIM:
            _check_cancel(cancel)
            return _verbatim(repo, source, dry_run, progress, cancel)
        report = ImportReport(source.kind)
        try:
            return _foreign(repo, source, report, dry_run, progress, cancel)
        except peewee.DatabaseError as exc:
            raise import_write_error(exc, repo) from exc
        except MemoryError as exc:
            raise out_of_memory() from exc
    finally:
        source.close()


def _foreign(
    repo: Repository,
    source: Source,
    report: ImportReport,
    dry_run: bool,
    progress: Callable[[int], None] | None,
    cancel: threading.Event | None,
) -> ImportReport:
    """A ChatGPT or Claude export, a conversation at a time, in one transaction."""
    with small_cache(repo), repo.db.atomic("IMMEDIATE") as transaction:
        # What the file's earlier conversations would have added, for the
        # preview: a file may name a conversation twice, and the import
        # adds it once.
        seen = (Seen(repo, "preview_conversations"), Seen(repo, "preview_messages"))
        for parsed in _conversations(source):
            _check_cancel(cancel)
            report.conversations += 1
            report.messages += len(parsed.messages)
            if dry_run:
                _count(repo, parsed, report, seen)
                continue
            new, added = write_conversation(
                repo, parsed.conversation, parsed.messages, parsed.files
            )
            report.new_conversations += new
            report.new_messages += added
            if progress is not None:
                progress(report.conversations)
        if dry_run:
            transaction.rollback()
    return report


def _count(repo: Repository, parsed: Parsed, report: ImportReport, seen: tuple[Seen, Seen]) -> None:
    """What writing `parsed` would add, by the import's own rule
    (`import_decision`), with what the file brought before it counted as
    held: the preview's numbers are the import's."""
    conversations, messages = seen
    cid = parsed.conversation.id
    ids = [m.id for m in parsed.messages]
    held = repo.get_conversation(cid) is not None or bool(conversations.earlier([cid]))
    existing = repo.existing_message_ids(ids) | messages.earlier(ids)
    new, added = import_decision(
        cid,
        parsed.messages,
        held=held,
        deleted=repo.sync.tombstoned([cid, *ids]),
        existing=existing,
    )
    report.new_conversations += new
    report.new_messages += len(added)
    if new:
        conversations.remember([cid])
    messages.remember([m.id for m in added])


def _check_cancel(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise cancelled()


def _verbatim(
    repo: Repository,
    source: Source,
    dry_run: bool,
    progress: Callable[[int], None] | None,
    cancel: threading.Event | None,
) -> ImportReport:
    counts = import_verbatim(
        repo, source.open_json, dry_run=dry_run, progress=progress, cancel=cancel
    )
    report = ImportReport(SourceKind.VERBATIM)
    report.conversations, report.messages = counts.conversations, counts.messages
    report.new_conversations, report.new_messages = counts.new_conversations, counts.new_messages
    report.projects, report.new_projects = counts.projects, counts.new_projects
    return report
