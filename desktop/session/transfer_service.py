"""Your history in and out, written once for the window and the command line
(issue 25): a backup, then an import (a way back, whatever the file holds);
an export written whole or not at all; a backup now; a restore at the next
start. Each runs on the store's writer thread, where every piece of disk
work runs. No Qt."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from pathlib import Path

from desktop.domain.backups import BEFORE_IMPORT
from desktop.domain.import_report import ImportReport, SourceKind
from desktop.domain.words import reason, say
from desktop.session.owner import open_owned_store
from desktop.store.backup import request_restore, take_backup
from desktop.store.exchange.transfer import export_json, export_markdown
from desktop.store.private import write_private
from desktop.store.repository import Repository

__all__ = [
    "HTML",
    "JSON",
    "KINDS",
    "MARKDOWN",
    "ExportCancelled",
    "ImportReport",
    "SourceKind",
    "export_text",
    "import_now",
    "import_with_backup",
    "preview_import",
    "request_restore",
    "write_export",
    "write_export_text",
]

MARKDOWN, JSON, HTML = "markdown", "json", "html"
KINDS = (MARKDOWN, JSON, HTML)


class ExportCancelled(Exception):
    """The person pressed Cancel while an export was read."""


def preview_import(repo: Repository, path: Path) -> ImportReport:
    """What the file holds and what is already here, writing nothing."""
    from desktop.store.exchange.foreign import (
        import_file,  # loaded with the first import, not at start
    )

    return import_file(repo, path, dry_run=True)


def import_with_backup(
    repo: Repository,
    data_dir: Path,
    path: Path,
    *,
    progress: Callable[[int], None] | None = None,
    cancel: threading.Event | None = None,
) -> ImportReport:
    """A `before-import` backup first, then the import in one transaction."""
    take_backup(repo.db, data_dir, BEFORE_IMPORT)
    from desktop.store.exchange.foreign import import_file

    return import_file(repo, path, progress=progress, cancel=cancel)


def import_now(data_dir: Path, path: Path) -> ImportReport:
    """`verbatim import`: the window's own use case (a backup first, then
    the import) on a store this process owns meanwhile, never repaired: a
    damaged file is refused, not moved. Raises StoreError (kind LOCKED when
    the window has the folder)."""
    store = open_owned_store(data_dir, repair=False)
    try:
        return import_with_backup(store.repo, data_dir, path)
    finally:
        store.close()


def export_text(
    repo: Repository,
    kind: str,
    conversation_id: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> str:
    if kind == JSON:
        return json.dumps(
            export_json(repo, conversation_id, progress), ensure_ascii=False, indent=2
        )
    if kind == HTML:
        from desktop.store.exchange.html_export import export_html

        return export_html(repo, conversation_id, progress)
    return export_markdown(repo, conversation_id, progress)


def write_export(
    repo: Repository,
    path: Path,
    kind: str,
    conversation_id: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> None:
    """Written as `.part` and renamed: a crash or a Cancel leaves no half
    file under the chosen name. Raises ExportCancelled, or OSError."""

    def step(done: int, total: int) -> None:
        if cancel is not None and cancel.is_set():
            raise ExportCancelled
        if progress is not None:
            progress(done, total)

    text = export_text(repo, kind, conversation_id, step)
    if cancel is not None and cancel.is_set():
        raise ExportCancelled
    partial = path.with_name(path.name + ".part")
    write_private(partial, text + "\n")  # an export holds conversations: this account's only
    partial.replace(path)


def write_export_text(path: Path, text: str) -> None:
    """`verbatim export -o FILE`: the text and a line end, this account's
    only, as the window's; written in place, as `export -o` always was
    (write_export's `.part` and rename are the window's)."""
    write_private(path, text + "\n")


def cannot_write(path: Path, exc: OSError) -> str:
    return say("Verbatim could not write {path}: {why}", path=path, why=reason(exc))
