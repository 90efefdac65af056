"""Models on this computer: the library a person runs models from.

Each model shows its size, quantisation, the context it will run with here,
the memory it takes and whether it fits ("Fits", "May be slow", "Won't
fit"). A model file is added from disk (used where it lies, or copied into
Verbatim's folder), or taken from another app (LM Studio, Jan, Ollama)
without copying. "Use this model" makes it the model of new conversations;
a model that won't fit asks first. Opened with open(), never exec().

From a source checkout without the engine, "Prepare the engine" builds it
in the background (about 5 minutes), with progress and the time left; the
window stays usable, and the build goes on if the dialog closes.

Signals:
    modelChosen(name: str)   the person chose a model to talk to
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.words import reason
from desktop.session.local_models import (
    FIRST_MODEL_REPO,
    MINUTES,
    Fit,
    FoundModel,
    HubChoice,
    HubError,
    HubOffline,
    LocalModels,
    ModelFileError,
    human_size,
)
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.design import Space
from desktop.ui.i18n import tr, translated
from desktop.ui.local_models.model_cards import ModelCards
from desktop.ui.local_models.model_download import ModelDownloadPanel
from desktop.ui.local_models.speech_models_page import SpeechModelsPage
from desktop.ui.shortcuts import BINDINGS
from desktop.ui.widgets import EmptyList, describe, plain_label, safe_tooltip

Spawn = Callable[[Coroutine[Any, Any, Any]], object]


class LocalModelsDialog(QDialog):
    """Models on this computer: the library's models to choose, add or remove,
    downloads from Hugging Face, and preparing the engine."""

    modelChosen = Signal(str)
    # From the build's thread; Qt queues them to this dialog's thread.
    _built = Signal(int, float)  # percent, seconds left (-1: not known yet)
    _finished = Signal(str)  # "" or what went wrong

    def __init__(self, parent: QWidget, models: LocalModels, spawn: Spawn) -> None:
        super().__init__(parent)
        self.models, self.spawn = models, spawn
        self.setWindowTitle(tr("Models on this computer"))
        self.setMinimumWidth(640)
        self.setMaximumWidth(780)
        self.resize(720, 580)
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.xl, Space.xl, Space.xl, Space.l)
        col.setSpacing(Space.m)
        col.addWidget(plain_label(tr("Models on this computer"), "Title"))
        self._engine_rows(col)
        self._built.connect(self._on_built)
        self._finished.connect(self._on_finished)
        self.tabs = QTabWidget()
        mine = QWidget()
        page = QVBoxLayout(mine)
        page.setContentsMargins(0, Space.m, 0, 0)
        page.setSpacing(Space.m)
        self.download = ModelDownloadPanel(models, spawn)
        # Quit reaches the window from here too: its own shortcut stops at
        # a dialog open on it, and a download is what keeps this one open.
        for keys in next(b.keys for b in BINDINGS if b.action == "close"):
            QShortcut(QKeySequence(keys), self).activated.connect(self._quit)
        self.download.downloaded.connect(self._on_downloaded)
        self._add_tabs(mine)
        col.addWidget(self.tabs, 1)
        self._cards(page)
        self._model_buttons(page)
        self._found_rows(page)
        closing = QHBoxLayout()
        closing.addStretch(1)
        close = QPushButton(tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.reject)
        closing.addWidget(close)
        col.addLayout(closing)
        self.file_dialog: QFileDialog | None = None
        self.confirm: QMessageBox | None = None
        self._found: list[FoundModel] = []
        self.refresh()
        if not self.rows:
            self.spawn(self.suggest())

    def _cards(self, page: QVBoxLayout) -> None:
        """The library's models as cards, what shows when there are none,
        and the model offered to download."""
        # A card a model: what it is good at, its size, the memory it
        # takes here and whether it fits (issue 35: a six-column table).
        self.cards = ModelCards()
        self.cards.selectionChanged.connect(self._on_selection)
        self.cards.used.connect(lambda _name: self._on_use())
        page.addWidget(self.cards, 2)
        self.empty = plain_label(
            tr(
                "No models yet. Download one, add a GGUF model file you have, "
                "or take one from another app below."
            ),
            "Meta",
            wrap=True,
        )
        page.addWidget(self.empty)
        offer = QHBoxLayout()
        self.offer_note = plain_label("", "Meta", wrap=True)
        self.offer_button = QPushButton(tr("Download it"))
        self.offer_button.setObjectName("Primary")
        self.offer_button.setAutoDefault(False)
        describe(self.offer_button, tr("Download the recommended model"))
        self.offer_button.clicked.connect(self._on_offer)
        self.offer_button.setVisible(False)
        offer.addWidget(self.offer_note, 1)
        offer.addWidget(self.offer_button)
        page.addLayout(offer)
        self.offered: HubChoice | None = None

    def _model_buttons(self, page: QVBoxLayout) -> None:
        """Remove, Use this model, and adding a model file."""
        row = QHBoxLayout()
        self.add_button = QPushButton(tr("I already have a model file…"))
        self.copy_box = QCheckBox(tr("Copy it into Verbatim's folder"))
        self.remove_button = QPushButton(tr("Remove"))
        self.use_button = QPushButton(tr("Use this model"))
        self.use_button.setObjectName("Primary")
        for button, name in (
            (self.add_button, tr("Add a model file")),
            (self.remove_button, tr("Remove the selected model")),
            (self.use_button, tr("Use the selected model")),
        ):
            describe(button, name)
            button.setAutoDefault(False)
        self.add_button.clicked.connect(self._on_add)
        self.remove_button.clicked.connect(self._on_remove)
        self.use_button.clicked.connect(self._on_use)
        # Two rows: in German, French or Spanish one row is wider than an
        # 800 px screen (a test measures every shipped language).
        row.addWidget(self.remove_button)
        row.addStretch(1)
        row.addWidget(self.use_button)
        page.addLayout(row)
        adding = QHBoxLayout()
        adding.addWidget(self.add_button)
        adding.addWidget(self.copy_box)
        adding.addStretch(1)
        page.addLayout(adding)

    def _found_rows(self, page: QVBoxLayout) -> None:
        """The models found in other apps, to add from there."""
        page.addWidget(plain_label(tr("Found in other apps (used where they are)"), "Section"))
        self.found_list = EmptyList(tr("No models from LM Studio, Jan or Ollama were found."))
        self.found_list.setMaximumHeight(90)
        # The whole path is in each entry's tooltip; the list shows its ends.
        self.found_list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.found_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        describe(self.found_list, tr("Models found in other apps"))
        page.addWidget(self.found_list, 1)
        bottom = QHBoxLayout()
        self.take_button = QPushButton(tr("Add from that app"))
        self.take_button.setAutoDefault(False)
        self.take_button.clicked.connect(self._on_take)
        self.found_list.itemSelectionChanged.connect(
            lambda: self.take_button.setEnabled(bool(self.found_list.selectedItems()))
        )
        self.status = plain_label("", "Meta", wrap=True)
        bottom.addWidget(self.take_button)
        bottom.addWidget(self.status, 1)
        page.addLayout(bottom)

    def _add_tabs(self, mine: QWidget) -> None:
        self.tabs.addTab(mine, tr("Your models"))
        self.tabs.addTab(self.download, tr("Download"))
        self.speech = SpeechModelsPage(
            self.models, self.spawn
        )  # speech-to-text models and voices (issue 40)
        self.tabs.addTab(self.speech, tr("Speech"))

    # ------------------------------------------------------------- showing
    def refresh(self, select: str | None = None) -> None:
        installed = self.models.engine_installed()
        self.prepare_button.setVisible(not installed and self.models.can_prepare_engine())
        if installed:
            self.engine_note.setText(
                tr("Models here run on this computer; nothing you write leaves it.")
            )
        elif not self.models.can_prepare_engine():
            self.engine_note.setText(
                tr(
                    "This installation has no engine to run models yet. A model server "
                    "such as Ollama or LM Studio works meanwhile (Settings → Providers)."
                )
            )
        elif not self.prepare_button.isEnabled():
            pass  # a build is running: its progress is shown there
        else:
            self.engine_note.setText(
                tr(
                    "The engine that runs models here is not prepared yet: it is built once "
                    "on this computer. You can add models meanwhile."
                )
            )
        if installed:
            self.spawn(self._show_where())
        self.rows = self.models.rows()
        self.cards.show_rows(self.rows, select)
        self.cards.setVisible(bool(self.rows))
        self.empty.setVisible(not self.rows)
        self.offer_note.setVisible(not self.rows)
        self.offer_button.setVisible(not self.rows and self.offered is not None)
        self._found = self.models.elsewhere()
        self.found_list.clear()
        for found in self._found:
            entry = QListWidgetItem(f"{found.name} — {found.source}, {found.path}")
            entry.setToolTip(safe_tooltip(str(found.path)))  # a file's name: anyone's words
            self.found_list.addItem(entry)
        self.take_button.setEnabled(False)
        self._on_selection()

    def selected_name(self) -> str | None:
        return self.cards.chosen

    @Slot()
    def _on_selection(self) -> None:
        chosen = self.selected_name() is not None
        self.remove_button.setEnabled(chosen)
        self.use_button.setEnabled(chosen)

    def _engine_rows(self, col: QVBoxLayout) -> None:
        """The engine's state with its Prepare button, and where models run."""
        self.engine_note = plain_label("", "Meta", wrap=True)
        engine_row = QHBoxLayout()
        engine_row.addWidget(self.engine_note, 1)
        self.prepare_button = QPushButton(
            tr("Prepare the engine (about {minutes} minutes)").format(minutes=MINUTES)
        )
        self.prepare_button.setAutoDefault(False)
        describe(self.prepare_button, tr("Build the engine that runs models here"))
        self.prepare_button.clicked.connect(self._on_prepare)
        engine_row.addWidget(self.prepare_button)
        col.addLayout(engine_row)
        # Where models run: the GPU's name and layers, or the processor and why.
        self.placement = plain_label("", "Meta", wrap=True)
        self.placement.setVisible(False)
        col.addWidget(self.placement)

    async def _show_where(self) -> None:
        said = translated(await self.models.where())
        self.placement.setText(said)
        self.placement.setVisible(bool(said))

    # ----------------------------------------------------- the engine build
    @Slot()
    def _on_prepare(self) -> None:
        started = self.models.prepare_engine(
            lambda percent, left: self._built.emit(percent, -1.0 if left is None else left),
            self._finished.emit,
        )
        self.prepare_button.setEnabled(False)
        self.engine_note.setText(
            tr("Preparing the engine…") if started else tr("The engine is being prepared…")
        )

    @Slot(int, float)
    def _on_built(self, percent: int, left: float) -> None:
        if left < 0:
            self.engine_note.setText(
                tr("Preparing the engine: {percent} %").format(percent=percent)
            )
            return
        minutes = max(1, round(left / 60))
        self.engine_note.setText(
            tr("Preparing the engine: {percent} %, about {minutes} min left").format(
                percent=percent, minutes=minutes
            )
        )

    @Slot(str)
    def _on_finished(self, said: str) -> None:
        self.prepare_button.setEnabled(True)
        if said:
            self.engine_note.setText(said)
            return
        self.refresh(select=self.selected_name())
        self.status.setText(tr("The engine is ready."))

    # ------------------------------------------------ downloading a model
    async def suggest(self) -> None:
        """One small model that suits this computer, offered with its size."""
        self.offer_note.setText(tr("Looking for a model that suits this computer…"))
        try:
            choices = await self.models.hub_choices(FIRST_MODEL_REPO)
        except HubOffline as exc:  # its sentence says all: offline, and what still works
            self.offer_note.setText(translated(reason(exc)))
            return
        except HubError as exc:
            self.offer_note.setText(
                tr("Downloading a model needs the internet: {why}").format(
                    why=translated(reason(exc))
                )
            )
            return
        best = next((c for c in choices if c.recommended), None)
        if best is None:
            self.offer_note.setText(
                tr("This computer has too little free memory for the model Verbatim suggests.")
            )
            return
        self.offered = best
        self.offer_note.setText(
            tr("Recommended for this computer: {file}, a {size} download.").format(
                file=best.file.filename, size=human_size(best.file.size)
            )
        )
        self.offer_button.setVisible(not self.rows)

    @Slot()
    def _on_offer(self) -> None:
        if self.offered is None or self.download.busy():
            return
        self.tabs.setCurrentWidget(self.download)
        self.offer_button.setVisible(False)
        self.spawn(self._fetch_offered(self.offered))

    async def _fetch_offered(self, offered: HubChoice) -> None:
        await self.download.show_files(offered.file.repo_id)
        await self.download.download(offered.file.repo_id, offered.file.filename)

    @Slot(str)
    def _on_downloaded(self, name: str) -> None:
        self.refresh(select=name)
        self.tabs.setCurrentIndex(0)
        self.status.setText(tr("Downloaded {name}.").format(name=name))

    @Slot()
    def _quit(self) -> None:
        """The window's close, as its own Ctrl+Q: the download ends with
        everything else in the session's close, nothing of it kept."""
        window = self.parentWidget()
        self.hide()
        if window is not None:
            window.close()

    def done(self, result: int) -> None:
        self.download.cancel()  # closing the window stops a download: nothing kept
        super().done(result)

    # -------------------------------------------------------------- acting
    @Slot()
    def _on_add(self) -> None:
        dialog = file_dialog(self, tr("Add a model file"), Purpose.MODEL)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([tr("GGUF models (*.gguf)"), tr("All files (*)")])
        dialog.fileSelected.connect(lambda path: self.spawn(self.add_file(Path(path))))
        self.file_dialog = dialog
        dialog.open()

    async def add_file(self, path: Path) -> None:
        copy = self.copy_box.isChecked()
        if copy:
            self.status.setText(tr("Copying {name}…").format(name=path.name))
        try:
            model = await self.models.add_file(path, copy)
        except ModelFileError as exc:
            self.status.setText(translated(reason(exc)))
            return
        self.status.setText(tr("Added {name}.").format(name=model.name))
        self.refresh(select=model.name)

    @Slot()
    def _on_take(self) -> None:
        items = self.found_list.selectedItems()
        if not items:
            return
        found = self._found[self.found_list.row(items[0])]
        try:
            model = self.models.add_found(found)
        except ModelFileError as exc:
            self.status.setText(translated(reason(exc)))
            return
        self.status.setText(tr("Added {name}.").format(name=model.name))
        self.refresh(select=model.name)

    @Slot()
    def _on_remove(self) -> None:
        name = self.selected_name()
        if name is None:
            return
        try:
            gone = self.models.remove(name)
        except ModelFileError as exc:
            self.status.setText(translated(reason(exc)))
            return
        self.status.setText(
            tr("Removed {name}; its copy was deleted.").format(name=gone.name)
            if gone.copied
            else tr("Removed {name}; the file itself was left where it is.").format(name=gone.name)
        )
        self.refresh()

    @Slot()
    def _on_use(self) -> None:
        name = self.selected_name()
        row = next((r for r in self.rows if r.model.name == name), None)
        if row is None:
            return
        if row.fit is not Fit.WONT:
            self._choose(row.model.name)
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Use a model that won't fit?"),
            tr(
                "{name} needs about {memory}, more than this computer has free. It may "
                "fail to load, or make the computer very slow. Use it anyway?"
            ).format(name=row.model.name, memory=human_size(row.memory)),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        anyway = box.addButton(tr("Use it anyway"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(
            lambda button: self._choose(row.model.name) if button is anyway else None
        )
        self.confirm = box
        box.open()

    def _choose(self, name: str) -> None:
        self.accept()
        self.modelChosen.emit(name)
