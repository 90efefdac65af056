"""A long import's or export's progress, with Cancel: "Importing… 120 of
500 conversations". Cancel asks it to stop: an import rolls back whole
(store/exchange/foreign.py), an export stops before it writes the file, so nothing
is half-written.

Signals:
    cancelled()   the person pressed Cancel (or Esc)
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QProgressBar, QVBoxLayout, QWidget

from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label


class ProgressSheet(QDialog):
    """A long import's or export's progress in words, with Cancel."""

    cancelled = Signal()

    def __init__(self, parent: QWidget, title: str, total: int, template: str = "") -> None:
        super().__init__(parent)
        # "… {done} of 12 conversations", in the person's language, its
        # words in the form for the total
        self.template = template or tr(
            "Importing… {done} of %n conversation(s)", None, max(1, total)
        )
        self.setWindowTitle(title)
        self.setModal(True)
        self.setMinimumWidth(380)
        self.total = max(1, total)
        col = QVBoxLayout(self)
        self.label = plain_label(title, wrap=True)
        self.bar = QProgressBar()
        self.bar.setRange(0, self.total)
        describe(self.bar, title)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.cancel_button = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self._on_cancel)
        col.addWidget(self.label)
        col.addWidget(self.bar)
        col.addWidget(self.buttons)
        self.done_count = 0
        self.set_done(0)

    def set_done(self, done: int) -> None:
        self.done_count = done
        self.bar.setValue(min(done, self.total))
        self.label.setText(self.template.format(done=done, total=self.total))

    def _on_cancel(self) -> None:
        self.cancel_button.setEnabled(False)
        self.label.setText(tr("Stopping: nothing of this will be kept…"))
        self.cancelled.emit()

    def reject(self) -> None:  # Esc: the same as Cancel; the sheet closes when the import ends
        self._on_cancel()
