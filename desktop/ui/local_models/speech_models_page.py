"""The model library's "Speech" tab (issue 40): the speech-to-text models
and the voices on this computer, each with its size, the languages it
knows, and what it is in use for here; then the faster-whisper models
offered for download from Hugging Face (speech_offers.py). The tiny
English model and the voices come installed; a downloaded model, or
another model's folder added with "Add from a folder…" (as `verbatim
models add FOLDER` adds it), is in use from then on for the languages it
knows; its Remove deletes a downloaded one (asked first) or forgets an
added folder, leaving it where it is."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.words import reason
from desktop.session.local_models import LocalModels, ModelFileError, SpeechRow, human_size
from desktop.ui.composer.file_places import Purpose, file_dialog
from desktop.ui.design import Space
from desktop.ui.dialogs.confirm import ConfirmDialog
from desktop.ui.i18n import tr, translated
from desktop.ui.local_models.speech_offers import OfferCard, SpeechDownload
from desktop.ui.widgets import ElidedLabel, describe, plain_label, scrolled

Spawn = Callable[[Coroutine[Any, Any, Any]], object]


def language_names(codes: tuple[str, ...]) -> str:
    """The app's language codes as a person reads them, in this language."""
    names = {
        "en": tr("English"),
        "de": tr("German"),
        "fr": tr("French"),
        "es": tr("Spanish"),
        "zh_CN": tr("Chinese"),
    }
    return ", ".join(names.get(code, code) for code in codes)


def languages_line(row: SpeechRow) -> str:
    """Its size and the languages it knows."""
    languages = language_names(row.languages)
    if row.many_more:
        languages = tr("{languages} and many more").format(languages=languages)
    return tr("{size} · {languages}").format(size=human_size(row.size), languages=languages)


def use_line(row: SpeechRow, split: bool = False) -> str:
    """What it is in use for; where speech models share the languages out,
    which of them each one hears."""
    if not row.in_use:
        return tr("Installed, not in use")
    if row.kind == "speech" and split:
        return tr("In use for dictation in {languages}").format(
            languages=language_names(row.used_for)
        )
    if row.kind == "speech":
        return tr("In use for dictation")
    return tr("In use for {languages}").format(languages=language_names(row.used_for))


class SpeechCard(QFrame):
    """One speech model or voice: its name, whether it is in use, its size
    and languages; Remove on one added or downloaded."""

    def __init__(
        self, row: SpeechRow, split: bool = False, remove: Callable[[], None] | None = None
    ) -> None:
        super().__init__()
        self.row = row
        self.setObjectName("ModelCard")
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.m, Space.s, Space.m, Space.s)
        col.setSpacing(2)
        top = QHBoxLayout()
        self.name = ElidedLabel(row.name, "CardTitle")
        self.use = plain_label(use_line(row, split), "FitFits" if row.in_use else "Meta")
        top.addWidget(self.name, 1)
        top.addWidget(self.use)
        self.remove_button: QPushButton | None = None
        if row.removable and remove is not None:
            self.remove_button = _remove_button(row, remove)
            top.addWidget(self.remove_button)
        col.addLayout(top)
        self.facts = plain_label(languages_line(row), "Meta", wrap=True)
        col.addWidget(self.facts)
        describe(self, row.name, f"{languages_line(row)}. {use_line(row, split)}")


def _remove_button(row: SpeechRow, remove: Callable[[], None]) -> QPushButton:
    button = QPushButton(tr("Remove"))
    button.setAutoDefault(False)
    describe(
        button,
        tr("Remove {name}").format(name=row.name),
        tr("Delete {name} from this computer").format(name=row.name)
        if row.downloaded
        else tr("Stop using {name}; its folder stays where it is").format(name=row.name),
    )
    button.clicked.connect(lambda: remove())
    return button


class SpeechModelsPage(QWidget):
    """The speech models, then the voices; shown again each time the tab is."""

    def __init__(self, models: LocalModels, spawn: Spawn) -> None:
        super().__init__()
        self.models, self.spawn = models, spawn
        page = QVBoxLayout(self)
        page.setContentsMargins(0, Space.m, 0, 0)
        page.setSpacing(Space.m)
        self.content = QWidget()
        self.column = QVBoxLayout(self.content)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(Space.s)
        self.list_area = scrolled(self.content)
        page.addWidget(self.list_area, 1)
        page.addWidget(
            plain_label(
                tr(
                    "Everything here runs on this computer; what you say never leaves it. "
                    "A speech model is downloaded once from Hugging Face or added from its "
                    "folder, and the last one added is the one dictation uses for the "
                    "languages it knows."
                ),
                "Meta",
                wrap=True,
            )
        )
        adding = QHBoxLayout()
        self.add_button = QPushButton(tr("Add from a folder…"))
        self.add_button.setAutoDefault(False)
        describe(self.add_button, tr("Add a speech model from its folder"))
        self.add_button.clicked.connect(self._on_add)
        self.status = plain_label("", "Meta", wrap=True)
        adding.addWidget(self.add_button)
        adding.addWidget(self.status, 1)
        page.addLayout(adding)
        self.download = SpeechDownload(models, spawn, language_names)
        self.download.downloaded.connect(self._on_downloaded)
        page.addWidget(self.download)
        self.file_dialog: QFileDialog | None = None
        self.confirm: ConfirmDialog | None = None
        self.cards: list[SpeechCard] = []
        self.offers: list[OfferCard] = []
        self.refresh()

    def refresh(self) -> None:
        while (item := self.column.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        self.cards = []
        rows = self.models.speech_rows()
        split = sum(1 for row in rows if row.kind == "speech" and row.in_use) > 1
        for kind, title, none in (
            ("speech", tr("Speech to text"), tr("No speech model is installed.")),
            ("voice", tr("Voices"), tr("No voice is installed.")),
        ):
            self.column.addWidget(plain_label(title, "Section"))
            shown = [
                SpeechCard(row, split, partial(self.ask_remove, row))
                for row in rows
                if row.kind == kind
            ]
            for card in shown:
                self.column.addWidget(card)
            if not shown:
                self.column.addWidget(plain_label(none, "Meta", wrap=True))
            self.cards += shown
        self._list_offers()
        self.column.addStretch(1)

    def _list_offers(self) -> None:
        """The speech models Hugging Face has that this computer has not."""
        self.offers = [
            OfferCard(row, language_names, partial(self.start_download, row.name))
            for row in self.models.speech_offers()
        ]
        if self.offers:
            self.column.addWidget(plain_label(tr("Download from Hugging Face"), "Section"))
        for card in self.offers:
            card.download_button.setEnabled(not self.download.busy())
            self.column.addWidget(card)

    def start_download(self, name: str) -> None:
        if self.download.busy():
            return
        for card in self.offers:
            card.download_button.setEnabled(False)
        self.download.start(name)
        # The progress appearing below squeezes the list once laid out: the
        # model coming is scrolled into sight after that.
        QTimer.singleShot(0, self, partial(self._keep_in_sight, name))

    def _keep_in_sight(self, name: str) -> None:
        card = next((c for c in self.offers if c.row.name == name), None)
        if card is not None:
            self.list_area.ensureWidgetVisible(card)

    @Slot(str)
    def _on_downloaded(self, _name: str) -> None:
        self.refresh()

    def offer(self, name: str) -> OfferCard:
        return next(c for c in self.offers if c.row.name == name)

    @Slot()
    def _on_add(self) -> None:
        dialog = file_dialog(self, tr("Add a speech model from its folder"), Purpose.MODEL)
        dialog.setFileMode(QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
        dialog.fileSelected.connect(lambda path: self.spawn(self.add_folder(Path(path))))
        self.file_dialog = dialog
        dialog.open()

    async def add_folder(self, folder: Path) -> None:
        """The folder added through the session and listed; one that is not
        a speech model is said, and nothing changes."""
        self.status.setText(tr("Adding {name}…").format(name=folder.name))
        try:
            model = await self.models.add_speech_folder(folder)
        except ModelFileError as exc:
            self.status.setText(translated(reason(exc)))
            return
        self.refresh()
        self.status.setText(
            tr("Added {name}; dictation uses it from now on.").format(name=model.name)
        )

    def ask_remove(self, row: SpeechRow) -> None:
        """A downloaded model is deleted once the person says so; an added
        folder is only forgotten (adding it again undoes that): at once."""
        if not row.downloaded:
            self.spawn(self.remove(row.name))
            return
        dialog = ConfirmDialog(
            self,
            tr("Delete {name}?").format(name=row.name),
            tr(
                "{name} ({size}) will be deleted from this computer. Dictation then uses "
                "the next speech model for its languages; you can download it again."
            ).format(name=row.name, size=human_size(row.size)),
            tr("Delete"),
        )
        dialog.confirmed.connect(lambda: self.spawn(self.remove(row.name)))
        self.confirm = dialog
        dialog.open()

    async def remove(self, name: str) -> None:
        """Removed through the session, said, and the tab shown anew (a
        downloaded model among the offers again)."""
        try:
            gone = await self.models.remove_speech(name)
        except ModelFileError as exc:
            self.status.setText(translated(reason(exc)))
            self.refresh()
            return
        self.refresh()
        self.status.setText(
            tr("Removed {name}; its copy was deleted.").format(name=gone.name)
            if gone.deleted
            else tr("Removed {name}; the folder itself was left where it is.").format(
                name=gone.name
            )
        )

    def card(self, name: str) -> SpeechCard:
        return next(c for c in self.cards if c.row.name == name)
