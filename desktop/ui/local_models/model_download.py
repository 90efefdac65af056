"""Downloading a model from Hugging Face, inside "Models on this computer".

Search by name (GGUF repositories only), pick a repository, and its files
show with size, the memory each would take here and a fit mark; the one
that suits this computer is marked Recommended and selected. Download shows
progress with speed and time left, and Cancel stops it with nothing kept.
The search, the file list and the download run on worker threads; their
results come back to this widget's thread through signals.

Signals:
    downloaded(name: str)   a model arrived whole and is in the library
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.words import reason
from desktop.session.local_models import (
    DownloadCancelled,
    Fit,
    HubChoice,
    HubError,
    HubRepo,
    LocalModels,
    human_size,
)
from desktop.ui.design import Space
from desktop.ui.i18n import tr, translated
from desktop.ui.local_models.download_meter import DownloadMeter
from desktop.ui.widgets import EmptyList, describe

Spawn = Callable[[Coroutine[Any, Any, Any]], object]


def fit_text(fit: Fit) -> str:
    return {
        Fit.FITS: tr("✓ Fits"),
        Fit.SLOW: tr("◐ May be slow"),
        Fit.WONT: tr("✕ Won't fit"),
    }[fit]


def fit_mark(choice: HubChoice) -> str:
    text = fit_text(choice.fit)
    return tr("{fit} · Recommended").format(fit=text) if choice.recommended else text


class ModelDownloadPanel(QWidget):
    """Searching Hugging Face for GGUF models and downloading one, with its
    progress, inside Models on this computer."""

    downloaded = Signal(str)
    COLUMNS = 4

    def __init__(self, models: LocalModels, spawn: Spawn) -> None:
        super().__init__()
        self.models, self.spawn = models, spawn
        col = QVBoxLayout(self)
        col.setContentsMargins(0, Space.m, 0, 0)
        col.setSpacing(Space.m)
        row = QHBoxLayout()
        self.query = QLineEdit()
        self.query.setPlaceholderText(tr("A model's name, such as Qwen2.5, Llama 3.2 or SmolLM2"))
        describe(self.query, tr("Search models on Hugging Face"))
        self.query.returnPressed.connect(self._on_search)
        self.search_button = QPushButton(tr("Search"))
        self.search_button.setAutoDefault(False)
        self.search_button.clicked.connect(self._on_search)
        row.addWidget(self.query, 1)
        row.addWidget(self.search_button)
        col.addLayout(row)
        self.repos = EmptyList(tr("Search Hugging Face for a model by its name."))
        self.repos.setMaximumHeight(120)
        describe(self.repos, tr("Models found on Hugging Face"))
        self.repos.itemSelectionChanged.connect(self._on_repo)
        col.addWidget(self.repos)
        self.files = QTableWidget(0, self.COLUMNS)
        self.files.setHorizontalHeaderLabels([tr("File"), tr("Size"), tr("Memory"), tr("Fit")])
        self.files.verticalHeader().setVisible(False)
        self.files.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.files.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.files.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.files.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        describe(self.files, tr("The files of the chosen model"))
        self.files.itemSelectionChanged.connect(self._on_file)
        col.addWidget(self.files, 1)
        self.meter = DownloadMeter(self)
        self.bar, self.status = self.meter.bar, self.meter.status
        self.cancel_button = self.meter.cancel_button
        col.addWidget(self.bar)
        bottom = QHBoxLayout()
        self.download_button = QPushButton(tr("Download"))
        self.download_button.setObjectName("Primary")
        self.download_button.setAutoDefault(False)
        self.download_button.setEnabled(False)
        describe(self.download_button, tr("Download the selected file"))
        self.download_button.clicked.connect(self._on_download)
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.download_button)
        col.addLayout(bottom)
        self._repos: list[HubRepo] = []
        self.choices: list[HubChoice] = []
        self.repo_id = ""

    # -------------------------------------------------------------- search
    @Slot()
    def _on_search(self) -> None:
        words = self.query.text().strip()
        if words:
            self.spawn(self.search(words))

    async def search(self, words: str) -> None:
        self.status.setText(tr("Searching…"))
        try:
            found = await self.models.search_hub(words)
        except HubError as exc:
            self.status.setText(translated(reason(exc)))
            return
        self._repos = found
        self.repos.clear()
        for repo in found:
            self.repos.addItem(
                tr("{repo} — %n download(s)", None, repo.downloads).format(repo=repo.repo_id)
            )
        self.status.setText(
            ""
            if found
            else tr("No GGUF models on Hugging Face match “{words}”.").format(words=words)
        )
        if found:
            self.repos.setCurrentRow(0)

    @Slot()
    def _on_repo(self) -> None:
        row = self.repos.currentRow()
        if 0 <= row < len(self._repos):
            self.spawn(self.show_files(self._repos[row].repo_id))

    async def show_files(self, repo_id: str) -> None:
        """The files `repo_id` offers, the recommended one selected."""
        self.repo_id = repo_id
        self.files.setRowCount(0)
        self.status.setText(tr("Reading what {repo} offers…").format(repo=repo_id))
        try:
            choices = await self.models.hub_choices(repo_id)
        except HubError as exc:
            self.status.setText(translated(reason(exc)))
            return
        if repo_id != self.repo_id:
            return  # another repository was chosen meanwhile
        self.choices = choices
        self.files.setRowCount(len(choices))
        for index, choice in enumerate(choices):
            cells = [
                choice.file.filename,
                human_size(choice.file.size),
                human_size(choice.memory),
                fit_mark(choice),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.files.setItem(index, column, item)
        best = next((i for i, c in enumerate(choices) if c.recommended), None)
        if best is not None:
            self.files.selectRow(best)
            self.status.setText(
                tr("Recommended for this computer: {file}, a {size} download.").format(
                    file=choices[best].file.filename, size=human_size(choices[best].file.size)
                )
            )
        else:
            self.status.setText(tr("None of these fits this computer's free memory well."))

    def chosen(self) -> HubChoice | None:
        rows = self.files.selectionModel().selectedRows()
        return self.choices[rows[0].row()] if rows else None

    @Slot()
    def _on_file(self) -> None:
        self.download_button.setEnabled(self.chosen() is not None and not self.meter.busy())

    # ------------------------------------------------------------ download
    @Slot()
    def _on_download(self) -> None:
        choice = self.chosen()
        if choice is not None and not self.meter.busy():
            self.spawn(self.download(self.repo_id, choice.file.filename))

    async def download(self, repo_id: str, filename: str) -> None:
        cancel = self.meter.begin(filename)
        self.download_button.setEnabled(False)
        try:
            model = await self.models.download_model(repo_id, filename, self.meter.tell, cancel)
        except DownloadCancelled:
            self.status.setText(tr("The download was cancelled; nothing of it was kept."))
            return
        except HubError as exc:
            self.status.setText(translated(reason(exc)))
            return
        finally:
            self.meter.end()
            self._on_file()
        self.status.setText(tr("Downloaded {name}.").format(name=model.name))
        self.downloaded.emit(model.name)

    def cancel(self) -> None:
        self.meter.cancel()

    def busy(self) -> bool:
        return self.meter.busy()
