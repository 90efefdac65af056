"""The model menu in the header: every model of every configured provider.

Signals:
    picked(provider: str, model: str)   the person chose an entry
    libraryRequested()                  "Models on this computer…", the last entry
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QComboBox

from desktop.session.providers import Providers
from desktop.ui.header.provider_names import choice_label
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, index_of

Choice = tuple[str | None, str | None]
LIBRARY = "library"  # the data of the entry that opens Models on this computer


class ModelPicker(QComboBox):
    """The header's model menu: every model of every configured provider, and
    the way to the local library."""

    picked = Signal(str, str)
    libraryRequested = Signal()

    def __init__(self) -> None:
        super().__init__()
        # Long model names are elided, never widening the header.
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(18)
        describe(self, tr("Model"), tr("The model that answers in this conversation"))
        self.activated.connect(self._on_activated)
        self._shown: Choice | None = None

    def minimumSizeHint(self) -> QSize:
        """Room for 18 characters when there is room; a narrow window may
        squeeze it to about 10 (the name is elided, the title stays)."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 150), hint.height())

    async def refresh(
        self,
        providers: Providers,
        wanted: Choice | None,
        found: Sequence[tuple[str, str]] = (),
    ) -> None:
        """List the models each provider offers (asked over the network),
        and those of the servers `found` on this computer while none is set up."""
        entries: list[tuple[str, str]] = list(found)
        for config in providers.settings.providers:
            for model in await providers.models(config):
                if (config.name, model) not in entries:  # a server may list a model twice
                    entries.append((config.name, model))
        self.clear()
        for provider, model in entries:
            self.addItem(choice_label(provider, model), (provider, model))
        if not entries:
            self.addItem(tr("No model yet"), None)
        self.insertSeparator(self.count())
        self.addItem(tr("Models on this computer…"), LIBRARY)
        if wanted is not None:
            self.select(wanted)

    def select(self, wanted: Choice | None) -> None:
        """Show `wanted`, the model the next request uses: listed by its
        server or not (a server that is off right now), it is named, never
        another one in its place (issue 25)."""
        self._shown = wanted
        if wanted is None or not wanted[1]:
            index = index_of(self, None)
            if index < 0:
                self.insertItem(0, tr("No model yet"), None)
                index = 0
        else:
            index = index_of(self, wanted)
            if index < 0:
                self.insertItem(0, choice_label(wanted[0], wanted[1]), wanted)
                index = 0
        self.setCurrentIndex(index)

    def choices(self) -> list[Choice]:
        """Every model the menu lists, in its order (its actions left out)."""
        return [d for i in range(self.count()) if isinstance(d := self.itemData(i), tuple)]

    def choice(self) -> Choice | None:
        data = self.currentData()
        return data if isinstance(data, tuple) else None

    def _on_activated(self, index: int) -> None:
        data = self.itemData(index)
        if isinstance(data, tuple):
            self._shown = data
            self.picked.emit(*data)
        elif data == LIBRARY:
            # The menu entry is an action, not a model: the header goes on
            # naming the model the next request uses.
            self.select(self._shown)
            self.libraryRequested.emit()
