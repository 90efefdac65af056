"""How the window gets to a model and keeps its settings: the welcome page
while none is set up (the demo, a server found, the local library), the
settings dialog, zoom, and the line about a new release. A part of the
window, as the header and the composer are; it keeps no conversation's
state."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QStackedWidget, QWidget

from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState
from desktop.session.settings import Settings
from desktop.ui.composer.composer_part import ComposerPart
from desktop.ui.dialogs.data_part import DataPart
from desktop.ui.header.header_part import HeaderPart
from desktop.ui.i18n import tr
from desktop.ui.notify import Notifier
from desktop.ui.sidebar.sidebar_part import SidebarPart
from desktop.ui.tasks import Tasks
from desktop.ui.transcript.transcript_part import TranscriptPart
from desktop.ui.update_line import UpdateLine
from desktop.ui.welcome import WelcomePage
from desktop.ui.window_look import WindowLook


class _Window(Protocol):
    """The window's parts the setup shows its outcome in."""

    session: AppSession
    state: ConversationState
    demo: bool
    _closing: bool
    tasks: Tasks
    header: HeaderPart
    notifier: Notifier
    data: DataPart
    look: WindowLook
    update_line: UpdateLine
    welcome: WelcomePage
    stack: QStackedWidget
    side: SidebarPart
    writer: ComposerPart
    conversation: TranscriptPart

    def setWindowTitle(self, title: str) -> None: ...

    def activateWindow(self) -> None: ...


class WindowSetup(QObject):
    """The welcome page's choices, the local library, the settings and
    about dialogs, zoom and the release line, for the window it is a child of."""

    def __init__(self, window: _Window, widget: QWidget) -> None:
        super().__init__(widget)
        self._window = window
        self._widget = widget  # the same window: the dialogs' parent

    def apply_settings(self, settings: Settings) -> None:
        window = self._window
        self.tell(window.session.apply_settings(settings))
        self.settings_changed()
        window.header.show_state(window.state)
        window.side.sync_now()
        self.look_for_a_new_release()  # the person may just have agreed to it

    def look_for_a_new_release(self) -> None:
        window = self._window
        window.update_line.look(window.session.updates, window.tasks.spawn, lambda: window._closing)

    def tell(self, sentence: str | None) -> None:
        if sentence:
            self._window.notifier.error(sentence)

    def settings_changed(self) -> None:
        window = self._window
        window.look.apply()
        window.tasks.spawn(window.header.refresh_models())
        self.show_welcome_if_needed()

    def show_welcome_if_needed(self) -> None:
        """The welcome page stands in for an empty conversation while no
        provider is set up; an open conversation is always shown."""
        window = self._window
        welcome = not window.session.settings.providers and window.state.id is None
        was_welcome = window.stack.currentWidget() is window.welcome
        window.stack.setCurrentWidget(window.welcome if welcome else window.conversation.view)
        if welcome and not (was_welcome and window.welcome.searched):
            window.welcome.local_ready = window.session.local_models.engine_installed()
            window.welcome.local_models = window.session.local_models.names()
            window.tasks.spawn(self._discover())

    async def _discover(self) -> None:
        """The welcome page shows the servers found; the model menu offers
        their models (issue 35: it said "No model yet" beside them)."""
        window = self._window
        await window.welcome.discover(window.session.discover_servers)
        await window.header.refresh_models()

    @Slot()
    def on_welcome_demo(self) -> None:
        window = self._window
        window.demo = True
        window.header.show_demo(True)
        window.setWindowTitle(tr("Verbatim — Demo"))
        self.tell(window.session.start_demo())
        self.settings_changed()

    @Slot(str, str, str, str)
    def on_welcome_server(self, name: str, kind: str, base_url: str, model: str) -> None:
        window = self._window
        self.tell(window.session.use_found_server(name, kind, base_url, model))
        self.settings_changed()
        window.header.show_state(window.state)
        # The first question typed must land somewhere.
        window.writer.composer.editor.setFocus()

    @Slot()
    def open_local_models(self) -> None:
        from desktop.ui.local_models.local_models_dialog import LocalModelsDialog

        window = self._window
        dialog = LocalModelsDialog(self._widget, window.session.local_models, window.tasks.spawn)
        dialog.modelChosen.connect(self.on_local_model)
        self.local_models_dialog = dialog
        dialog.open()

    @Slot(str)
    def on_local_model(self, name: str) -> None:
        """A model on this computer chosen, in the library or on the welcome page."""
        window = self._window
        self.tell(window.session.use_local_model(name))
        self.settings_changed()
        window.header.show_state(window.state)
        # Back from the library (and its file dialog): the first question
        # typed lands in the message box.
        window.activateWindow()
        window.writer.composer.editor.setFocus()

    @Slot()
    def on_about(self) -> None:
        from desktop.ui.dialogs.about import show_about

        self.about = show_about(self._widget, self._window.session.paths.data)

    @Slot()
    def open_settings(self) -> None:
        from desktop.ui.dialogs.backups_page import BackupsPage
        from desktop.ui.dialogs.settings_dialog import SettingsDialog

        window = self._window
        session, data = window.session, window.data
        page = BackupsPage(session.paths.data)
        page.backupRequested.connect(lambda: window.tasks.spawn(data.back_up_now(page)))
        page.restoreRequested.connect(data.restore_at_next_start)
        dialog = SettingsDialog(
            self._widget,
            session.settings,
            session.providers,
            page,
            session.tools.problems,
            session=session,
            release_feed=session.updates.available,
        )
        dialog.saved.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()

    @Slot()
    def open_web_settings(self) -> None:
        """Settings, open at Web search (the globe clicked with no provider chosen)."""
        self.open_settings()
        self.settings_dialog.tabs.setCurrentWidget(self.settings_dialog.web)

    def zoom_by(self, step: float) -> None:
        self.tell(self._window.look.zoom_by(step))
