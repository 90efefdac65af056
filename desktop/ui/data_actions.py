"""Export and import from the window: a mixin of MainWindow.

Export… (one conversation from its ⋯ menu, or every one) writes Markdown
or Verbatim's lossless JSON. Import… reads a Verbatim, ChatGPT or Claude
export, shows what it holds and what is already here, and adds it only
when the person says so. The store work runs on its writer thread, in one
transaction: a file that turns out broken changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog

from desktop.store.backup import BEFORE_IMPORT, DAILY, request_restore
from desktop.store.errors import StoreError
from desktop.store.foreign import ImportReport, import_file
from desktop.store.html_export import export_html
from desktop.store.transfer import export_json, export_markdown
from desktop.ui.confirm import ConfirmDialog
from desktop.ui.i18n import tr
from desktop.ui.progress_sheet import ProgressSheet

if TYPE_CHECKING:
    from desktop.session.app_session import AppSession
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository
    from desktop.ui.backups_page import BackupsPage
    from desktop.ui.notify import Notifier
    from desktop.ui.sidebar import Sidebar
    from desktop.ui.toast import Toast

MARKDOWN, JSON, HTML = "markdown", "json", "html"


class ExportCancelled(Exception):
    """The person pressed Cancel while an export was read."""


SUFFIX = {MARKDOWN: "md", JSON: "json", HTML: "html"}


class DataActions:
    repo: Repository
    store: AsyncRepository
    session: AppSession
    notifier: Notifier
    sidebar: Sidebar
    toast: Toast
    conversation_id: str | None
    data_dialog: QFileDialog | None = None
    import_progress: ProgressSheet | None = None
    export_progress: ProgressSheet | None = None
    import_preview: ConfirmDialog | None = None

    if TYPE_CHECKING:  # MainWindow's own

        def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

    # ------------------------------------------------------------- backups
    def start_daily_backups(self) -> None:
        """Today's copy a minute after start, then checked every hour."""
        self.backup_timer = QTimer(self)  # type: ignore[arg-type]
        self.backup_timer.setInterval(3_600_000)
        self.backup_timer.timeout.connect(lambda: self.spawn(self._daily_backup()))
        self.backup_timer.start()
        QTimer.singleShot(60_000, self, lambda: self.spawn(self._daily_backup()))  # type: ignore[call-overload]

    async def _daily_backup(self) -> None:
        if getattr(self, "_closing", False):
            return  # the store is being closed
        try:
            await self.session.backup_if_due()
        except StoreError as exc:
            self.notifier.error(exc.message)

    async def back_up_now(self, page: BackupsPage) -> None:
        await self.session.backup(DAILY)
        page.reload()
        self.toast.show_text(tr("Backed up"))

    def restore_at_next_start(self, path: Path) -> None:
        try:
            request_restore(self.session.paths.data, path)
        except StoreError as exc:
            self.notifier.error(exc.message)
            return
        self.notifier.info(
            tr("Close Verbatim and open it again to finish restoring {name}.").format(
                name=path.name
            )
        )

    # -------------------------------------------------------------- export
    def choose_export(self, conversation_id: str) -> None:
        """ "" exports every conversation."""
        dialog = QFileDialog(self, tr("Export conversations"))  # type: ignore[call-overload]
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        filters = {
            tr("Markdown, to read (*.md)"): MARKDOWN,
            tr("A web page that opens in any browser (*.html)"): HTML,
            tr("Verbatim JSON, complete: imports back with nothing lost (*.json)"): JSON,
        }
        dialog.setNameFilters(list(filters))
        dialog.setDefaultSuffix("md")
        dialog.filterSelected.connect(
            lambda f: dialog.setDefaultSuffix(SUFFIX[filters.get(f, MARKDOWN)])
        )
        dialog.selectFile("verbatim-conversations.md")

        def chosen(path: str) -> None:
            kind = filters.get(dialog.selectedNameFilter(), MARKDOWN)
            self.spawn(self.export_to(Path(path), conversation_id or None, kind))

        dialog.fileSelected.connect(chosen)
        self.data_dialog = dialog
        dialog.open()

    async def export_to(self, path: Path, conversation_id: str | None, kind: str) -> None:
        total = 1 if conversation_id else self.repo.count_conversations()
        cancel = threading.Event()
        sheet = ProgressSheet(
            self,  # type: ignore[arg-type]
            tr("Exporting"),
            total,
            tr("Exporting… {done} of {total} conversations"),
        )
        sheet.cancelled.connect(cancel.set)
        self.export_progress = sheet
        if total > 1:
            sheet.open()
        loop = asyncio.get_running_loop()

        def progress(done: int, _total: int) -> None:  # on the writer thread
            if cancel.is_set():
                raise ExportCancelled
            loop.call_soon_threadsafe(sheet.set_done, done)

        def write(r: Repository) -> None:
            # On the store's writer thread, like every other piece of disk work
            # (the loop's default executor under qasync is a QThread pool).
            if kind == JSON:
                data = export_json(r, conversation_id, progress)
                text = json.dumps(data, ensure_ascii=False, indent=2)
            elif kind == HTML:
                text = export_html(r, conversation_id, progress)
            else:
                text = export_markdown(r, conversation_id, progress)
            if cancel.is_set():
                raise ExportCancelled
            _write_atomically(path, text)

        try:
            await self.store.run(write)
        except ExportCancelled:
            self.notifier.info(tr("The export was cancelled. Nothing was written."))
            return
        except OSError as exc:
            self.notifier.error(
                tr("Verbatim could not write {path}: {why}").format(
                    path=path, why=exc.strerror or exc
                )
            )
            return
        finally:
            sheet.accept()
        self.toast.show_text(tr("Exported to {name}").format(name=path.name))

    # -------------------------------------------------------------- import
    def choose_import(self) -> None:
        dialog = QFileDialog(self, tr("Import conversations"))  # type: ignore[call-overload]
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters(
            [
                tr("Exports (*.json *.zip)"),
                tr("All files (*)"),
            ]
        )
        dialog.fileSelected.connect(lambda path: self.spawn(self.preview_import(Path(path))))
        self.data_dialog = dialog
        dialog.open()

    async def preview_import(self, path: Path) -> None:
        """Read the file without writing, then ask: what is in it, what is
        already here, what will be added."""
        report = await self.store.run(lambda r: import_file(r, path, dry_run=True))
        if report.new_messages == 0 and report.new_conversations == 0:
            self.notifier.info(
                tr(
                    "{path}: a {kind} export of {conversations} conversation(s); all of it is "
                    "already here. Nothing to import."
                ).format(path=path.name, kind=report.kind, conversations=report.conversations)
            )
            return
        dialog = ConfirmDialog(
            self,  # type: ignore[arg-type]
            tr("Import from {kind}?").format(kind=report.kind),
            _preview_words(path, report),
            tr("Import"),
            destructive=False,
        )
        dialog.confirmed.connect(lambda: self.spawn(self.run_import(path, report.conversations)))
        self.import_preview = dialog
        dialog.open()

    async def run_import(self, path: Path, total: int = 0) -> None:
        await self.session.backup(BEFORE_IMPORT)  # a way back, whatever the file holds
        cancel = threading.Event()
        sheet = ProgressSheet(self, tr("Importing"), total)  # type: ignore[arg-type]
        sheet.cancelled.connect(cancel.set)
        self.import_progress = sheet
        sheet.open()
        loop = asyncio.get_running_loop()

        def progress(done: int) -> None:  # on the writer thread
            loop.call_soon_threadsafe(sheet.set_done, done)

        try:
            report = await self.store.run(
                lambda r: import_file(r, path, progress=progress, cancel=cancel)
            )
        except StoreError as exc:
            if cancel.is_set():
                self.notifier.info(exc.message)  # what the person asked for
            else:
                self.notifier.error(exc.message)
            return
        finally:
            sheet.accept()
        self.sidebar.reload(self.conversation_id)
        self.toast.show_text(
            tr("Imported {conversations} conversation(s), {messages} message(s)").format(
                conversations=report.new_conversations, messages=report.new_messages
            )
        )


def _preview_words(path: Path, report: ImportReport) -> str:
    present = report.conversations - report.new_conversations
    return tr(
        "{name} is a {kind} export with {conversations} conversation(s) and {messages} "
        "message(s). {present_conversations} conversation(s) and {present_messages} "
        "message(s) are already here and stay as they are. Verbatim will add "
        "{new_conversations} conversation(s) and {new_messages} message(s)."
    ).format(
        name=path.name,
        kind=report.kind,
        conversations=report.conversations,
        messages=report.messages,
        present_conversations=present,
        present_messages=report.present,
        new_conversations=report.new_conversations,
        new_messages=report.new_messages,
    )


def _write_atomically(path: Path, text: str) -> None:
    """A crash mid-write leaves no half file under the chosen name."""
    temporary = path.with_name(path.name + ".part")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)
