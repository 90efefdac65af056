"""Settings → Backups: the copies in the data folder's `backups/`, newest
first, with "Back up now" and "Restore…".

Restore asks first, then leaves a note for the next start: the swap needs
the store closed, so it happens when Verbatim opens again, before anything
reads the store (session/owner.py). The conversations as they are now are
kept as a backup too.

Signals:
    backupRequested()          Back up now
    restoreRequested(path)     the person confirmed restoring that copy
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP, QLocale, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.session.backups import BEFORE_IMPORT, BEFORE_RESTORE, DAILY, Backup, backups
from desktop.ui.dialogs.confirm import ConfirmDialog
from desktop.ui.i18n import tr
from desktop.ui.widgets import EmptyList, describe, plain_label

KIND_WORDS = {
    DAILY: QT_TR_NOOP("daily"),
    BEFORE_IMPORT: QT_TR_NOOP("before an import"),
    BEFORE_RESTORE: QT_TR_NOOP("before a restore"),
}


class BackupsPage(QWidget):
    """Settings → Backups: the copies in the data folder's backups/, newest
    first, with Back up now and Restore."""

    backupRequested = Signal()
    restoreRequested = Signal(object)

    def __init__(self, data_dir: Path) -> None:
        super().__init__()
        self.data_dir = data_dir
        col = QVBoxLayout(self)
        col.addWidget(
            plain_label(
                tr(
                    "A copy is made each day you use Verbatim, and before every import. The "
                    "newest of each of the last 7 days and 4 weeks is kept, in {folder}."
                ).format(folder=data_dir / "backups"),
                "Meta",
                wrap=True,
            )
        )
        self.list = EmptyList(tr("No backups yet. Back up now makes the first one."))
        describe(self.list, tr("Backups"), tr("The copies, newest first"))
        self.list.currentRowChanged.connect(self._update)
        col.addWidget(self.list, 1)
        row = QHBoxLayout()
        self.backup_now = QPushButton(tr("Back up now"))
        describe(self.backup_now, tr("Back up now"))
        self.backup_now.clicked.connect(self.backupRequested)
        self.restore = QPushButton(tr("Restore…"))
        describe(self.restore, tr("Restore…"), tr("Put the chosen copy back"))
        self.restore.clicked.connect(self._ask)
        row.addWidget(self.backup_now)
        row.addStretch(1)
        row.addWidget(self.restore)
        col.addLayout(row)
        # What Back up now wrote and where: the window behind this dialog
        # cannot say it where a person would see it.
        self.done = plain_label("", "Meta", wrap=True)
        self.done.hide()
        col.addWidget(self.done)
        self.question: ConfirmDialog | None = None
        self.reload()

    def reload(self) -> None:
        self.list.clear()
        self.shown: list[Backup] = backups(self.data_dir)
        locale = QLocale()
        for b in self.shown:
            when = b.taken.astimezone().strftime("%Y-%m-%d %H:%M")
            size = locale.formattedDataSize(b.size)
            kind = tr(KIND_WORDS.get(b.kind, b.kind))
            self.list.addItem(QListWidgetItem(f"{when}  ·  {kind}  ·  {size}"))
        self.list.setCurrentRow(0)  # an empty list says so itself (EmptyList)
        self._update()

    def backed_up(self, path: Path) -> None:
        """Back up now finished: the new copy in the list, and where it is."""
        self.reload()
        self.done.setText(tr("Backed up to {path}").format(path=path))
        self.done.show()

    def _chosen(self) -> Backup | None:
        row = self.list.currentRow()
        return self.shown[row] if 0 <= row < len(self.shown) else None

    def _update(self) -> None:
        self.restore.setEnabled(self._chosen() is not None)

    def _ask(self) -> None:
        chosen = self._chosen()
        if chosen is None:
            return
        when = chosen.taken.astimezone().strftime("%Y-%m-%d %H:%M")
        dialog = ConfirmDialog(
            self,
            tr("Restore the backup of {when}?").format(when=when),
            tr(
                "Your conversations will be as they were then. Verbatim puts the copy in "
                "place the next time it starts; the conversations as they are now are kept "
                "as a backup too."
            ),
            tr("Restore at next start"),
        )
        dialog.confirmed.connect(lambda: self.restoreRequested.emit(chosen.path))
        self.question = dialog
        dialog.open()
