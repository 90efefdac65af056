"""First run: find a model server on this computer, or offer the demo.

Signals:
    demoRequested()
    localRequested()   the person wants to run a model on this computer
    localModelChosen(name: str)   a model already on this computer, to talk to
    serverChosen(name: str, kind: str, base_url: str, model: str)
    settingsRequested()
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from desktop.session.provider_setup import DiscoveredServer
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label


class WelcomePage(QWidget):
    """The first run's page: the model servers found on this computer, the
    local library, Settings, or the demo."""

    demoRequested = Signal()
    localRequested = Signal()
    localModelChosen = Signal(str)
    serverChosen = Signal(str, str, str, str)
    settingsRequested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Welcome")
        col = QVBoxLayout(self)
        col.setAlignment(Qt.AlignmentFlag.AlignCenter)
        col.setSpacing(14)
        big = plain_label(tr("Welcome to Verbatim"), "Big")
        text = plain_label(
            tr(
                "Verbatim talks to language models and keeps every word you see, even when "
                "you press Stop or close the window."
            )
            + "\n"
            + tr("To start, connect it to a model."),
            wrap=True,
        )
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # A fixed width lets the wrapped label compute its real height;
        # centred in a layout it would otherwise be squeezed and clipped
        # (a centred item gets its size hint, not its height for its width:
        # the height is set from the width whenever the font may change).
        text.setFixedWidth(560)
        self.text = text
        # Wrapped at the text's width: on one line, "No model server is
        # running…" made the window wider than an 800×600 screen (issue 35).
        self.status = plain_label(tr("Looking for model servers on this computer…"), "Meta", True)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setFixedWidth(560)
        self.servers = QVBoxLayout()
        self.demo_button = QPushButton(tr("Try the demo (no model needed)"))
        self.demo_button.setObjectName("Primary")
        self.demo_button.clicked.connect(self.demoRequested)
        describe(self.demo_button, tr("Try the demo"), tr("Answers come from a built-in script"))
        self.local_button = QPushButton(tr("Run a model on this computer"))
        self.local_button.clicked.connect(self.localRequested)
        describe(
            self.local_button,
            tr("Run a model on this computer"),
            tr("Choose a model file you have, or one from another app"),
        )
        self.add_button = QPushButton(tr("Add a provider (Ollama, OpenAI, Anthropic…)"))
        self.add_button.clicked.connect(self.settingsRequested)
        describe(self.add_button, tr("Add a provider"), tr("Opens Settings → Providers"))
        for widget in (big, text, self.status):
            col.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addLayout(self.servers)
        col.addWidget(self.local_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.demo_button, 0, Qt.AlignmentFlag.AlignHCenter)
        col.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.found: list[DiscoveredServer] = []
        # The engine that runs models here is installed (the window tells):
        # without it, the demo stays the first thing to try.
        self.local_ready = False
        # The models already registered here (`verbatim models add`, an
        # earlier release's library): the first is offered by name.
        self.local_models: list[str] = []
        self.searched = False  # discovery ran (it is not repeated each time the page shows)

    def showEvent(self, event: QShowEvent) -> None:
        self._fit_text()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_text()
        super().changeEvent(event)

    def _fit_text(self) -> None:
        for label in (self.text, self.status):
            label.setMinimumHeight(label.heightForWidth(label.width()))

    async def discover(self, finder: Callable[[], Awaitable[list[DiscoveredServer]]]) -> None:
        """Look once (the session knows where) and show what answered."""
        self.searched = True
        self.found = await finder()
        self.show_found(self.found)

    def show_found(self, found: list[DiscoveredServer]) -> None:
        while self.servers.count():
            item = self.servers.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        # The most useful next step is the primary button: a server found on
        # this computer beats running a model here, which beats the demo.
        ready = self.local_models[0] if self.local_ready and self.local_models else None
        self._set_primary(self.local_button, not found and self.local_ready and ready is None)
        self._set_primary(self.demo_button, not found and not self.local_ready)
        if not found and ready is not None:
            self._offer_local(ready)
            return
        if not found:
            self.status.setText(
                tr(
                    "No model server is running on this computer. Verbatim can run a model "
                    "itself, or you can try the demo or add a provider you have an account with."
                )
            )
            self._fit_text()
            return
        self.status.setText(tr("Found on this computer:"))
        for server in found:
            model = server.models[0] if server.models else ""
            count = (
                tr("%n model(s)", "", len(server.models)) if server.models else tr("no models yet")
            )
            button = QPushButton(
                tr("Use {name} at {address} ({count})").format(
                    name=server.name, address=server.base_url, count=count
                )
            )
            describe(
                button, tr("Use {name}").format(name=server.name), f"{server.base_url}, {count}"
            )
            self._set_primary(button, server is found[0])
            button.clicked.connect(
                lambda _=False, s=server, m=model: self.serverChosen.emit(
                    s.name, s.kind.value, s.base_url, m
                )
            )
            self.servers.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)

    def _offer_local(self, name: str) -> None:
        """A model that is already here: one click, and the first question
        goes to it (before, the page said no model was running and sent the
        person to the library to press Use)."""
        self.status.setText(
            tr(
                "{name} is on this computer, ready to answer. You can also try the demo "
                "or add a provider you have an account with."
            ).format(name=name)
        )
        self._fit_text()
        # "&" would make a mnemonic of the letter after it in a button's text.
        use = tr("Use {name} on this computer").format(name=name)
        button = QPushButton(use.replace("&", "&&"))
        describe(button, use)
        self._set_primary(button, True)
        button.clicked.connect(lambda _=False, n=name: self.localModelChosen.emit(n))
        self.servers.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)

    @staticmethod
    def _set_primary(button: QPushButton, primary: bool) -> None:
        button.setObjectName("Primary" if primary else "")
        button.style().unpolish(button)
        button.style().polish(button)
