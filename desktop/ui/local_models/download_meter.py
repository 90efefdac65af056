"""A download's progress in the model library: its bar, one sentence and
Cancel, shown while the download runs. The language models' panel and the
Speech tab each hold one; they had these lines written twice.

Signals (DownloadMeter):
    _progress(DownloadProgress)   private: the download's thread tells it,
                                   Qt queues it to the window's thread
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QProgressBar, QPushButton

from desktop.session.local_models import DownloadProgress, human_size
from desktop.ui.i18n import tr
from desktop.ui.widgets import plain_label


def progress_text(name: str, p: DownloadProgress) -> str:
    percent = int(100 * p.done / p.total) if p.total else 0
    if p.seconds_left is None or p.speed <= 0:
        return tr("Downloading {name}: {percent} % of {size}").format(
            name=name, percent=percent, size=human_size(p.total)
        )
    minutes, seconds = divmod(int(p.seconds_left), 60)
    return tr("Downloading {name}: {percent} % of {size}, {speed}/s, {left} left").format(
        name=name,
        percent=percent,
        size=human_size(p.total),
        speed=human_size(int(p.speed)),
        left=f"{minutes}:{seconds:02d}",
    )


class DownloadMeter(QObject):
    """The bar, the status sentence and Cancel of one download at a time;
    the widget that holds it lays the three out where it wants them."""

    _progress = Signal(object)  # DownloadProgress

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setTextVisible(False)
        self.bar.setVisible(False)
        self.status = plain_label("", "Meta", wrap=True)
        self.cancel_button = QPushButton(tr("Cancel download"))
        self.cancel_button.setAutoDefault(False)
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(self.cancel)
        self._progress.connect(self._on_progress)
        self._cancel: threading.Event | None = None
        self._name = ""

    def busy(self) -> bool:
        return self._cancel is not None

    def begin(self, name: str) -> threading.Event:
        """Shows the bar and Cancel for `name`; the event is set on Cancel."""
        cancel = self._cancel = threading.Event()
        self._name = name
        self.cancel_button.setVisible(True)
        self.bar.setValue(0)
        self.bar.setVisible(True)
        self.status.setText(tr("Starting the download of {name}…").format(name=name))
        return cancel

    def end(self) -> None:
        """The download is over, whatever its end: the bar and Cancel go."""
        self._cancel = None
        self.cancel_button.setVisible(False)
        self.bar.setVisible(False)

    def tell(self, progress: DownloadProgress) -> None:
        """From any thread: how far the download is."""
        self._progress.emit(progress)

    @Slot(object)
    def _on_progress(self, p: DownloadProgress) -> None:
        if self._cancel is None or self._cancel.is_set():
            return
        self.bar.setValue(int(1000 * p.done / p.total) if p.total else 0)
        self.status.setText(progress_text(self._name, p))

    @Slot()
    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self.status.setText(tr("Cancelling…"))
