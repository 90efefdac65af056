"""The speech models offered for download on the Speech tab (issue 40):
a card each (name, fit mark, size and languages, Download), and the
download under them with its progress bar and Cancel, as a language
model's download shows them. What arrived of a cancelled download is
kept, and Download goes on from there.

Signals:
    downloaded(name: str)   a speech model arrived whole and is in use
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.domain.words import reason
from desktop.session.local_models import (
    DownloadCancelled,
    Fit,
    HubError,
    LocalModels,
    SpeechOfferRow,
    human_size,
)
from desktop.ui.design import Space
from desktop.ui.i18n import tr, translated
from desktop.ui.local_models.download_meter import DownloadMeter
from desktop.ui.local_models.model_download import fit_text
from desktop.ui.widgets import ElidedLabel, describe, plain_label

Spawn = Callable[[Coroutine[Any, Any, Any]], object]
Languages = Callable[[tuple[str, ...]], str]


def offer_fit(row: SpeechOfferRow) -> str:
    """Its fit mark: the disk first (it must be stored), then the memory."""
    return tr("✕ Not enough disk space") if not row.room else fit_text(row.fit)


def offer_facts(row: SpeechOfferRow, names: Languages) -> str:
    languages = names(row.languages)
    if row.many_more:
        languages = tr("{languages} and many more").format(languages=languages)
    line = tr("about {size} · {languages}").format(size=human_size(row.size), languages=languages)
    if row.started:
        line += " · " + tr("{size} already here").format(size=human_size(row.started))
    return line


def _fit_style(row: SpeechOfferRow) -> str:
    if not row.room or row.fit is Fit.WONT:
        return "FitWont"
    return "FitSlow" if row.fit is Fit.SLOW else "FitFits"


class OfferCard(QFrame):
    """One speech model Hugging Face has and this computer does not yet."""

    def __init__(self, row: SpeechOfferRow, names: Languages, download: Callable[[], None]) -> None:
        super().__init__()
        self.row = row
        self.setObjectName("ModelCard")
        col = QVBoxLayout(self)
        col.setContentsMargins(Space.m, Space.s, Space.m, Space.s)
        col.setSpacing(2)
        top = QHBoxLayout()
        self.name = ElidedLabel(row.name, "CardTitle")
        self.fit = plain_label(offer_fit(row), _fit_style(row))
        self.download_button = QPushButton(tr("Download"))
        self.download_button.setAutoDefault(False)
        describe(self.download_button, tr("Download {name}").format(name=row.name))
        self.download_button.clicked.connect(lambda: download())
        top.addWidget(self.name, 1)
        top.addWidget(self.fit)
        top.addWidget(self.download_button)
        col.addLayout(top)
        self.facts = plain_label(offer_facts(row, names), "Meta", wrap=True)
        col.addWidget(self.facts)
        describe(self, row.name, f"{offer_facts(row, names)}. {offer_fit(row)}")


class SpeechDownload(QWidget):
    """A speech model's download: its progress bar, Cancel, and what
    became of it, in a sentence."""

    downloaded = Signal(str)

    def __init__(self, models: LocalModels, spawn: Spawn, names: Languages) -> None:
        super().__init__()
        self.models, self.spawn, self.names = models, spawn, names
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(Space.s)
        self.meter = DownloadMeter(self)
        self.bar, self.status = self.meter.bar, self.meter.status
        self.cancel_button = self.meter.cancel_button
        col.addWidget(self.bar)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.cancel_button)
        col.addLayout(row)

    def busy(self) -> bool:
        return self.meter.busy()

    def cancel(self) -> None:
        self.meter.cancel()

    def start(self, name: str) -> None:
        """Shows the progress at once (the page keeps the model in sight
        below it), then downloads."""
        if not self.meter.busy():
            self.spawn(self.download(name, self.meter.begin(name)))

    async def download(self, name: str, cancel: threading.Event) -> None:
        try:
            model = await self.models.download_speech(name, self.meter.tell, cancel)
        except DownloadCancelled:
            self.status.setText(
                tr(
                    "The download was cancelled; what arrived is kept, "
                    "and Download goes on from there."
                )
            )
            return
        except HubError as exc:
            self.status.setText(translated(reason(exc)))
            return
        finally:
            self.meter.end()
            self.downloaded.emit("")  # the cards show what is here now
        self.status.setText(
            tr("Downloaded {name}; dictation uses it for {languages}.").format(
                name=model.name, languages=self.names(model.languages)
            )
        )
        self.downloaded.emit(model.name)
