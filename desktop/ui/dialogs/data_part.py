"""Export and import from the window, and backups.

Export… (one conversation from its ⋯ menu, or every one) writes Markdown,
a web page, or Verbatim's lossless JSON. Import… reads a Verbatim, ChatGPT
or Claude export, shows what it holds and what is already here, and adds
it only when the person says so, after a backup. The work is the
session's (the command line does the same), on the store's writer thread,
in one transaction: a file that turns out broken changes nothing.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop.session.app_session import AppSession
from desktop.session.backups import DAILY
from desktop.session.reader import StoreError
from desktop.session.transfer_service import (
    HTML,
    JSON,
    MARKDOWN,
    ExportCancelled,
    ImportReport,
    cannot_write,
)
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.dialogs.backups_page import BackupsPage
from desktop.ui.dialogs.confirm import ConfirmDialog
from desktop.ui.dialogs.progress_sheet import ProgressSheet
from desktop.ui.i18n import tr
from desktop.ui.tasks import Tasks
from desktop.ui.toast import Toast

SUFFIX = {MARKDOWN: "md", JSON: "json", HTML: "html"}


class DataPart(QObject):
    """The window's export, import and backup part: the file dialogs, the
    import's preview and progress, and the daily backup's timer; the work
    itself is the session's."""

    def __init__(self, session: AppSession, tasks: Tasks, window: QWidget, toast: Toast) -> None:
        super().__init__(window)
        self.session, self.tasks, self.window_, self.toast = session, tasks, window, toast
        self.data_dialog: QFileDialog | None = None
        self.import_progress: ProgressSheet | None = None
        self.export_progress: ProgressSheet | None = None
        self.import_preview: ConfirmDialog | None = None
        self.closing = False
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(3_600_000)
        self.backup_timer.timeout.connect(self._back_up_if_due)
        self.first_backup = QTimer(self)
        self.first_backup.setSingleShot(True)
        self.first_backup.setInterval(60_000)
        self.first_backup.timeout.connect(self._back_up_if_due)

    # ------------------------------------------------------------- backups
    def start_daily_backups(self) -> None:
        """Today's copy a minute after start, then checked every hour."""
        self.backup_timer.start()
        self.first_backup.start()

    def stop_daily_backups(self) -> None:
        """At close: no copy starts while the store is being closed."""
        self.backup_timer.stop()
        self.first_backup.stop()

    @Slot()
    def _back_up_if_due(self) -> None:
        self.tasks.spawn(self._daily_backup())

    async def _daily_backup(self) -> None:
        if self.closing:
            return  # the store is being closed
        try:
            await self.session.backup_if_due()
        except StoreError as exc:
            self.tasks.notifier.error(exc.message)

    async def back_up_now(self, page: BackupsPage) -> None:
        page.backed_up(await self.session.backup(DAILY))

    def restore_at_next_start(self, path: Path) -> None:
        try:
            self.session.restore_at_next_start(path)
        except StoreError as exc:
            self.tasks.notifier.error(exc.message)
            return
        self.tasks.notifier.info(
            tr("Close Verbatim and open it again to finish restoring {name}.").format(
                name=path.name
            )
        )

    # -------------------------------------------------------------- export
    @Slot(str)
    def choose_export(self, conversation_id: str) -> None:
        """ "" exports every conversation."""
        dialog = file_dialog(self.window_, tr("Export conversations"), Purpose.SAVE)
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
            self.tasks.spawn(self.export_to(Path(path), conversation_id or None, kind))

        dialog.fileSelected.connect(chosen)
        self.data_dialog = dialog
        dialog.open()

    async def export_to(self, path: Path, conversation_id: str | None, kind: str) -> None:
        total = 1 if conversation_id else self.session.repo.count_conversations()
        cancel = threading.Event()
        sheet = ProgressSheet(
            self.window_,
            tr("Exporting"),
            total,
            tr("Exporting… {done} of %n conversation(s)", None, max(1, total)),
        )
        sheet.cancelled.connect(cancel.set)
        self.export_progress = sheet
        if total > 1:
            sheet.open()
        loop = asyncio.get_running_loop()

        def progress(done: int, _total: int) -> None:  # on the writer thread
            loop.call_soon_threadsafe(sheet.set_done, done)

        try:
            await self.session.export(path, kind, conversation_id, progress, cancel)
        except ExportCancelled:
            self.tasks.notifier.info(tr("The export was cancelled. Nothing was written."))
            return
        except OSError as exc:
            self.tasks.notifier.error(cannot_write(path, exc))
            return
        finally:
            sheet.accept()
        # The whole path, in a notice that stays a while: a file saved where
        # the person cannot find it again is as good as lost.
        self.tasks.notifier.info(
            tr("Exported {conversations} to {path}").format(
                conversations=_conversations(total), path=path
            )
        )

    # -------------------------------------------------------------- import
    @Slot()
    def choose_import(self) -> None:
        dialog = file_dialog(self.window_, tr("Import conversations"), Purpose.IMPORT)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([tr("Exports (*.json *.zip)"), tr("All files (*)")])
        dialog.fileSelected.connect(lambda path: self.tasks.spawn(self.preview_import(Path(path))))
        self.data_dialog = dialog
        dialog.open()

    async def preview_import(self, path: Path) -> None:
        """Read the file without writing, then ask: what is in it, what is
        already here, what will be added."""
        report = await self.session.preview_import(path)
        if report.new_messages == 0 and report.new_conversations == 0:
            self.tasks.notifier.info(
                tr(
                    "{path}: a {kind} export of {conversations}; all of it is already here. "
                    "Nothing to import."
                ).format(
                    path=path.name,
                    kind=report.kind,
                    conversations=_conversations(report.conversations),
                )
            )
            return
        dialog = ConfirmDialog(
            self.window_,
            tr("Import from {kind}?").format(kind=report.kind),
            _preview_words(path, report),
            tr("Import"),
            destructive=False,
        )
        dialog.confirmed.connect(
            lambda: self.tasks.spawn(self.run_import(path, report.conversations))
        )
        self.import_preview = dialog
        dialog.open()

    async def run_import(self, path: Path, total: int = 0) -> None:
        cancel = threading.Event()
        sheet = ProgressSheet(self.window_, tr("Importing"), total)
        sheet.cancelled.connect(cancel.set)
        self.import_progress = sheet
        sheet.open()
        loop = asyncio.get_running_loop()

        def progress(done: int) -> None:  # on the writer thread
            loop.call_soon_threadsafe(sheet.set_done, done)

        try:
            report = await self.session.import_file(path, progress, cancel)
        except StoreError as exc:
            if cancel.is_set():
                self.tasks.notifier.info(exc.message)  # what the person asked for
            else:
                self.tasks.notifier.error(exc.message)
            return
        finally:
            sheet.accept()
        self.toast.show_text(
            tr("Imported {conversations}, {messages}").format(
                conversations=_conversations(report.new_conversations),
                messages=_messages(report.new_messages),
            )
        )


def _conversations(n: int) -> str:
    return tr("%n conversation(s)", "", n)


def _messages(n: int) -> str:
    return tr("%n message(s)", "", n)


def _preview_words(path: Path, report: ImportReport) -> str:
    present = report.conversations - report.new_conversations
    return tr(
        "{name} is a {kind} export with {conversations} and {messages}. "
        "{present_conversations} and {present_messages} are already here and stay as they "
        "are. Verbatim will add {new_conversations} and {new_messages}."
    ).format(
        name=path.name,
        kind=report.kind,
        conversations=_conversations(report.conversations),
        messages=_messages(report.messages),
        present_conversations=_conversations(present),
        present_messages=_messages(report.present),
        new_conversations=_conversations(report.new_conversations),
        new_messages=_messages(report.new_messages),
    )
