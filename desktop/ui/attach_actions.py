"""How files reach the composer: the paperclip's file dialog, a drop
anywhere on the window, and a paste into the message. A mixin of
MainWindow. Files are read and prepared on a worker thread (a large photo
takes a moment to decode and downscale), so the window never freezes;
a file that cannot be attached is refused in the banner, in words, and
nothing else that was offered with it is lost.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QFileDialog

from desktop.engine.attachments import AttachmentRefused, prepare, read_file
from desktop.ui.file_offer import Offer, offer_from, offers_files
from desktop.ui.i18n import tr

if TYPE_CHECKING:
    from desktop.ui.composer import Composer
    from desktop.ui.notify import Notifier

PASTED_NAME = "Pasted picture.png"


class AttachActions:
    composer: Composer
    notifier: Notifier
    file_dialog: QFileDialog | None = None
    _reader: ThreadPoolExecutor | None = None

    def stop_attaching(self) -> None:
        """At close: no file is read after the window is gone."""
        if self._reader is not None:
            self._reader.shutdown(wait=False, cancel_futures=True)
            self._reader = None

    if TYPE_CHECKING:  # MainWindow's own

        def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

    def choose_files(self) -> None:
        """The paperclip: a file dialog (opened, not run, so the event loop
        and any answer streaming go on while it is up)."""
        dialog = QFileDialog(self, tr("Attach files"))  # type: ignore[call-overload]
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setNameFilters(
            [
                tr(
                    "Pictures and text files (*.png *.jpg *.jpeg *.webp *.gif *.txt *.md *.csv "
                    "*.json *.py *.js *.ts *.html *.css *.xml *.yaml *.yml *.toml *.log)"
                ),
                tr("All files (*)"),
            ]
        )
        dialog.filesSelected.connect(
            lambda paths: self.spawn(self.attach(Offer(paths=[Path(p) for p in paths])))
        )
        self.file_dialog = dialog
        dialog.open()

    async def attach(self, offer: Offer) -> None:
        if self.composer.editing_id is not None:
            # An edited question keeps its own files; a new one would wait
            # unseen behind the edit.
            self.notifier.info(
                tr("Finish or cancel the edit first (Esc): an edited message keeps its own files.")
            )
            return
        for path in offer.paths:
            await self._add(read_file, path)
        for data in offer.pictures:
            await self._add(prepare, PASTED_NAME, data)

    async def _add(self, make: Any, *args: Any) -> None:
        if self._reader is None:
            # A plain Python thread, not the loop's default executor (under
            # qasync that is a QThread pool, left running at exit).
            self._reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="attach")
        try:
            file = await asyncio.get_running_loop().run_in_executor(self._reader, make, *args)
        except AttachmentRefused as refused:
            self.notifier.error(str(refused))
            return
        self.composer.add_file(file)

    # Drops anywhere on the window (the composer's text handles its own).
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if offers_files(event.mimeData()):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if offers_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        offer = offer_from(event.mimeData())
        if offer:
            event.acceptProposedAction()
            self.spawn(self.attach(offer))
