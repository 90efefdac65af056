"""Settings → Sync (issue 17): where this device meets your others — a
folder another program keeps in sync, or a WebDAV server — the optional
passphrase that encrypts everything there, and a test of the connection.
Passwords and the passphrase go to the keyring on Save, never to a file."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop.session.settings import Settings
from desktop.session.tasks import TaskManager
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.i18n import tr, translated
from desktop.ui.widgets import describe, plain_label


class SyncPage(QWidget):
    """Settings → Sync: a shared folder or a WebDAV server, its password and
    passphrase (kept in the keyring), and Test connection."""

    def __init__(self, settings: Settings, workers: TaskManager) -> None:
        super().__init__()
        self.settings = settings  # the dialog's copy
        self.workers = workers  # the session's: "Test connection" waits on its pool
        self.secrets: dict[str, str] = {}  # keyring account: value, written on Save
        self._test: asyncio.Task[None] | None = None
        col = QVBoxLayout(self)
        col.addWidget(
            plain_label(
                tr(
                    "Keep the same conversations on every computer you use. Each device "
                    "writes its own change files; none is ever overwritten, so nothing one "
                    "device wrote while another was offline is lost."
                ),
                "Meta",
                wrap=True,
            )
        )
        self.off = QRadioButton(tr("Off"))
        self.by_folder = QRadioButton(tr("A folder kept in sync (Syncthing, Nextcloud, Dropbox…)"))
        self.by_webdav = QRadioButton(tr("A WebDAV server (Nextcloud, ownCloud, a NAS…)"))
        group = QButtonGroup(self)
        for button in (self.off, self.by_folder, self.by_webdav):
            group.addButton(button)
            col.addWidget(button)
        form = QFormLayout()
        self.folder = QLineEdit(settings.sync_folder)
        choose = QPushButton(tr("Choose…"))
        choose.clicked.connect(self._choose)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(choose)
        self.url = QLineEdit(settings.sync_webdav)
        self.url.setPlaceholderText("https://cloud.example.com/remote.php/dav/files/me")
        self.user = QLineEdit(settings.sync_user)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(tr("kept in the system keyring, never in a file"))
        self.passphrase = QLineEdit()
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(tr("optional: encrypts everything synced"))
        form.addRow(tr("Folder"), folder_row)
        for label, widget in [
            (tr("WebDAV address"), self.url),
            (tr("User name"), self.user),
            (tr("Password"), self.password),
            (tr("Passphrase"), self.passphrase),
        ]:
            form.addRow(label, widget)
            describe(widget, label)
        describe(self.folder, tr("Folder"))
        col.addLayout(form)
        row = QHBoxLayout()
        self.test_button = QPushButton(tr("Test connection"))
        self.test_button.clicked.connect(self._on_test)
        row.addWidget(self.test_button)
        row.addStretch(1)
        col.addLayout(row)
        self.result = plain_label("", wrap=True)
        col.addWidget(self.result)
        col.addStretch(1)
        self._choose_button = choose
        for button in (self.off, self.by_folder, self.by_webdav):
            button.toggled.connect(self._enable)
        (
            self.by_webdav
            if settings.sync_webdav
            else self.by_folder
            if settings.sync_folder
            else self.off
        ).setChecked(True)
        self._enable()

    def _enable(self) -> None:
        """Only the fields of the way chosen can be filled in."""
        folder, webdav = self.by_folder.isChecked(), self.by_webdav.isChecked()
        self.folder.setEnabled(folder)
        self._choose_button.setEnabled(folder)
        for field in (self.url, self.user, self.password):
            field.setEnabled(webdav)
        self.passphrase.setEnabled(folder or webdav)
        self.test_button.setEnabled(folder or webdav)

    def _choose(self) -> None:
        dialog = file_dialog(self, tr("The folder to sync through"), Purpose.SYNC)
        if self.folder.text().strip():  # beside the folder chosen before
            dialog.setDirectory(str(Path(self.folder.text().strip()).expanduser().parent))
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.fileSelected.connect(self.folder.setText)
        dialog.open()

    def _on_test(self) -> None:
        self.test_button.setEnabled(False)
        self.result.setText(tr("Testing…"))
        self._test = asyncio.ensure_future(self._try())

    async def _try(self) -> None:
        from desktop.session.sync_setup import test_target

        try:
            reached, said = await test_target(
                self.folder.text() if self.by_folder.isChecked() else "",
                self.url.text() if self.by_webdav.isChecked() else "",
                self.user.text(),
                self.password.text(),
                self.workers,
            )
        finally:
            self.test_button.setEnabled(True)
        self.result.setText(("✓ " if reached else "✗ ") + translated(said))

    def apply(self) -> str | None:
        """On Save: the target into the settings, secrets into the keyring.
        A sentence if the keyring refused (nothing is dropped silently)."""
        from desktop.session.sync_setup import set_sync_target

        webdav = self.by_webdav.isChecked()
        said = set_sync_target(
            self.settings,
            folder=self.folder.text() if self.by_folder.isChecked() else "",
            webdav=self.url.text() if webdav else "",
            user=self.user.text() if webdav else "",
            password=self.password.text() if webdav else "",
            passphrase=self.passphrase.text(),
        )
        self.url.setText(self.settings.sync_webdav)  # a password in it is gone from sight too
        self.user.setText(self.settings.sync_user)
        if said:
            self.password.clear()
            self.passphrase.clear()
        return translated(said) if said else None
