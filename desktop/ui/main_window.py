"""The main window: sidebar | header, banner, transcript, composer.

Layout and wiring only (issue 25). Every use case is the session's; each
part owns its widgets and what it shows (header_part, transcript_part,
composer_part, sidebar_part, data_part, window_setup; the session's events
reach them through window_events), and each renders one
conversation's state. Opening a conversation switches that state for all of
them at once, so nothing of one conversation shows on another. Closing
stops running answers through the session, so they are saved as
interrupted before exit (P8).

Signals:
    closed()   after shutdown finished and state was saved
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QByteArray, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QWidget,
)

from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState
from desktop.session.events import (
    SessionEvent,
)
from desktop.session.reader import Reader
from desktop.session.settings import Settings
from desktop.ui.composer import file_places
from desktop.ui.composer.composer_part import ComposerPart
from desktop.ui.composer.file_offer import offer_from, offers_files
from desktop.ui.design import Colors
from desktop.ui.dialogs.data_part import DataPart
from desktop.ui.header.header_part import HeaderPart
from desktop.ui.i18n import tr
from desktop.ui.notify import Banner, Notifier, settings_reset_notice
from desktop.ui.screen_fit import first_size
from desktop.ui.session_bridge import SessionBridge
from desktop.ui.shortcuts import BINDINGS, ShortcutSheet, bind_all
from desktop.ui.sidebar.sidebar_part import SidebarPart
from desktop.ui.tab_order import next_stop, tab_stops
from desktop.ui.tasks import Tasks
from desktop.ui.toast import Toast
from desktop.ui.transcript.math_typeset import typeset_for
from desktop.ui.transcript.transcript_part import TranscriptPart
from desktop.ui.typing import TypingGoesOn
from desktop.ui.update_line import UpdateLine
from desktop.ui.voice.hands_free import voice_parts
from desktop.ui.welcome import WelcomePage
from desktop.ui.window_close import end_session, save_place
from desktop.ui.window_events import EventRoutes
from desktop.ui.window_layout import lay_out
from desktop.ui.window_look import WindowLook
from desktop.ui.window_setup import WindowSetup

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """The window: lays out the sidebar, header, banner, transcript and
    composer parts, wires them to the session, and routes the session's
    events; it keeps no state of a conversation itself."""

    closed = Signal()

    def __init__(self, session: AppSession, palette: Colors) -> None:
        super().__init__()
        self.session = session
        self.demo = session.demo
        self.state: ConversationState = session.chat.state(None)
        self._closing = False
        self._closed_done = False
        self.setWindowTitle(tr("Verbatim — Demo") if self.demo else "Verbatim")
        first_size(self, QSize(1180, 780))  # less on a smaller screen
        self.setAcceptDrops(True)  # files dropped anywhere are attached
        self.banner = Banner()
        self.update_line = UpdateLine()
        self.notifier = Notifier(self.banner, session.chat)
        self.tasks = Tasks(self.notifier)
        self.toast = Toast(self)
        self.header = HeaderPart(session, self.tasks, self)
        self.conversation = TranscriptPart(session, self.tasks, palette, self)
        self.writer = ComposerPart(session, self.tasks, self)
        self.voice, self.hands_free = voice_parts(session, self)
        self.side = SidebarPart(session, self.tasks, self)
        self.data = DataPart(session, self.tasks, self, self.toast)
        self.welcome = WelcomePage()
        self.bridge = SessionBridge(self)
        self.events = EventRoutes(self)
        self.setup = WindowSetup(self, self)
        session.add_listener(self.bridge)
        typeset_for(session.workers)  # the math this window shows ends with its session
        self.look = WindowLook(
            session, palette, self.transcript, self.composer, self.approval_bar, self.toast
        )
        self._build()
        self._wire()
        self._restore()

    # ------------------------------------------------------ the parts' widgets
    # (the names tests and the state machine drive the window by)
    @property
    def conversation_id(self) -> str | None:
        return self.state.id

    @property
    def settings(self) -> Settings:
        return self.session.settings

    @property
    def repo(self) -> Reader:
        """The session's reading side (tests compare the window with it)."""
        return self.session.repo

    sidebar = property(lambda self: self.side.sidebar)
    composer = property(lambda self: self.writer.composer)
    approval_bar = property(lambda self: self.writer.approval_bar)
    model = property(lambda self: self.conversation.model)
    transcript = property(lambda self: self.conversation.view)
    palette_ = property(lambda self: self.look.palette)
    title = property(lambda self: self.header.title)
    model_picker = property(lambda self: self.header.model_picker)
    context_meter = property(lambda self: self.header.context_meter)
    setup_label = property(lambda self: self.header.setup_label)
    setup_button = property(lambda self: self.header.setup_button)
    tools_button = property(lambda self: self.header.tools_button)
    settings_button = property(lambda self: self.header.settings_button)
    about_button = property(lambda self: self.header.about_button)
    sidebar_button = property(lambda self: self.header.sidebar_button)
    demo_label = property(lambda self: self.header.demo_label)
    data_dialog = property(lambda self: self.data.data_dialog)
    import_progress = property(lambda self: self.data.import_progress)
    export_progress = property(lambda self: self.data.export_progress)
    file_dialog = property(lambda self: self.writer.file_dialog)
    tool_output_dialog = property(lambda self: self.writer.tool_output_dialog)
    sheet = property(lambda self: self.header.sheet)

    @property
    def import_preview(self):  # type: ignore[no-untyped-def]
        return self.data.import_preview

    @import_preview.setter
    def import_preview(self, dialog) -> None:  # type: ignore[no-untyped-def]
        self.data.import_preview = dialog

    # ---------------------------------------------------------------- build
    def _build(self) -> None:
        self.stack = lay_out(
            self,
            self.sidebar,
            (self.header, self.update_line, self.banner),
            (self.transcript, self.welcome),
            (self.approval_bar, self.composer),
        )
        self.header.show_demo(self.demo)
        self.look.apply_zoom()

    def _wire(self) -> None:
        self.bridge.told.connect(self._on_event)
        self.header.sidebarToggled.connect(self.toggle_sidebar)
        self.header.settingsRequested.connect(self.setup.open_settings)
        self.header.aboutRequested.connect(self.setup.on_about)
        self.header.libraryRequested.connect(self.setup.open_local_models)
        self.update_line.dismissed.connect(self.session.updates.dismiss)
        self.conversation.editRequested.connect(self.writer.edit)
        self.conversation.copied.connect(lambda: self.toast.show_text(tr("Copied"), self.composer))
        self.transcript.saveToolOutput.connect(self.writer.save_tool_output)
        self.writer.sent.connect(self._on_sent)
        self.writer.serverAdopted.connect(self.setup.settings_changed)
        self.writer.webSettingsRequested.connect(self.setup.open_web_settings)
        self.header.serverAdopted.connect(self.setup.settings_changed)
        self.sidebar.conversationChosen.connect(self.open_conversation)
        self.sidebar.searchHitChosen.connect(self.open_search_hit)
        self.sidebar.newRequested.connect(lambda: self.new_conversation())
        self.sidebar.newInProjectRequested.connect(lambda pid: self.new_conversation(pid))
        self.sidebar.exportRequested.connect(self.data.choose_export)
        self.sidebar.importRequested.connect(self.data.choose_import)
        self.side.deleted.connect(self._on_deleted)
        self.welcome.demoRequested.connect(self.setup.on_welcome_demo)
        self.welcome.serverChosen.connect(self.setup.on_welcome_server)
        self.welcome.localRequested.connect(self.setup.open_local_models)
        self.welcome.localModelChosen.connect(self.setup.on_local_model)
        self.welcome.settingsRequested.connect(self.setup.open_settings)
        self.sidebar.searchLeft.connect(self.composer.editor.setFocus)
        self.shortcuts = bind_all(self, self.shortcut_actions().__getitem__)
        # The keys go on into the message box after a pick in the model
        # menu or an answer's button, and text typed on a widget that takes
        # none lands there too (issue 35: the question went into the menu).
        self.typing = TypingGoesOn(self, self.composer.editor)
        self.model_picker.picked.connect(self.back_to_typing)
        self.conversation.acted.connect(self.back_to_typing)

    def shortcut_actions(self) -> dict[str, Callable[[], object]]:
        """What each shortcut does (the table in shortcuts.py names them;
        one missing here fails at start, never silently)."""
        found: dict[str, Callable[[], object]] = {
            "new_conversation": self.new_conversation,
            "focus_search": self.focus_search,
            "stop": self.writer.stop,
            "dictate": self.voice.toggle,
            "copy_last_answer": self._copy_last_answer,
            "previous_version": lambda: self._last_version(-1),
            "next_version": lambda: self._last_version(1),
            "answer_again": self.conversation.answer_again,
            "continue_last": self.conversation.continue_last,
            "toggle_sidebar": self.toggle_sidebar,
            "zoom_in": lambda: self.setup.zoom_by(1),
            "zoom_out": lambda: self.setup.zoom_by(-1),
            "zoom_reset": lambda: self.setup.zoom_by(0),
            "open_settings": self.setup.open_settings,
            "show_shortcuts": self.show_shortcuts,
            "close": self.close,
        }
        missing = {b.action for b in BINDINGS} - set(found)
        assert not missing, missing
        return found

    def _restore(self) -> None:
        file_places.recall(self.settings.last_folders)
        if self.settings.window_geometry:
            # Saved on a larger screen: ScreenFit fits it to this one when shown.
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        repo = self.session.repo
        recovered = [c for c in repo.recovered_conversations if repo.get_conversation(c)]
        last = recovered[0] if recovered else self.settings.last_conversation_id
        self.side.reload(None)
        if last and repo.get_conversation(last) is not None:
            self.open_conversation(last)
            self.transcript.restore_scroll(self.settings.last_scroll.get(last, 0))
        else:
            self.open_conversation(None)
        for notice in self.session.notices():
            self.notifier.info(notice)
        if reset := self.session.settings_reset():
            self.notifier.info(settings_reset_notice(reset))
        self.tasks.spawn(self.header.refresh_models())
        self.setup.look_for_a_new_release()
        self.tasks.spawn(self.voice.offer_kept())  # a dictation a crash cut short
        self.data.start_daily_backups()
        self.side.start_sync()
        self.composer.editor.setFocus()

    # ------------------------------------------------------ conversations
    @Slot(str)
    def open_conversation(self, conversation_id: str | None) -> None:
        """Every part shows this conversation's state, and nothing else's."""
        if self.state.id is not None:
            self.session.remember_scroll(self.state.id, self.transcript.scroll_position())
            self.state.scroll = self.transcript.scroll_position()
        self._show(self.session.chat.state(conversation_id))
        self.tasks.spawn(self.session.chat.refresh_context(self.state), self.state)

    def _show(self, state: ConversationState) -> None:
        self.writer.show_state(state)  # first: it keeps the draft of the one left
        self.state = state
        self.conversation.show_state(state)
        self.header.show_state(state)
        self.side.select(state.id)
        self.notifier.show_for(state)
        self.setup.show_welcome_if_needed()

    @Slot()
    def back_to_typing(self) -> None:
        """The message box takes the focus once the click that led here is
        done (a menu's popup hands the focus back to the menu as it closes)."""
        QTimer.singleShot(0, self, lambda: self.composer.editor.setFocus())

    def new_conversation(self, project_id: str | None = None) -> None:
        """A new conversation, in a project when one is given."""
        self.session.projects.start_in(project_id)
        self.open_conversation(None)
        self.composer.editor.setFocus()

    @Slot(str, str)
    def open_search_hit(self, conversation_id: str, message_id: str) -> None:
        """Open the conversation at the matching message, on the version that
        holds it, scrolled into view and highlighted."""
        query = self.sidebar.search.text()

        def show() -> None:
            self.open_conversation(conversation_id)
            self.conversation.reveal(message_id, query)

        if message_id in self.session.repo.branch_ids(conversation_id):
            show()
            return

        async def switch_then_show() -> None:  # another version holds it
            await self.session.chat.show_message(conversation_id, message_id)
            show()

        self.tasks.spawn(switch_then_show())

    @Slot(str)
    def _on_sent(self, conversation_id: str) -> None:
        """A message went; a new conversation was made for it meanwhile."""
        if self.state.id == conversation_id:
            self.header.show_state(self.state)
            self.side.reload(conversation_id)
            self.setup.show_welcome_if_needed()

    @Slot(str)
    def _on_deleted(self, conversation_id: str) -> None:
        if self.state.id == conversation_id:
            self.open_conversation(None)

    # --------------------------------------------------------------- events
    def after_turn_started(self) -> None:
        """After an answer's rows: the header (the title from the first
        question), then the sidebar (the conversation moves to the top)."""
        self.header.show_state(self.state)
        QTimer.singleShot(0, lambda: self.side.reload(self.state.id))

    @Slot(object)
    def _on_event(self, event: SessionEvent) -> None:
        self.events.show(event)

    # ------------------------------------------------------------- actions
    def focus_search(self) -> None:
        if not self.sidebar.isVisible():
            self.sidebar.show()
        self.sidebar.search.setFocus()
        self.sidebar.search.selectAll()

    @Slot()
    def toggle_sidebar(self) -> None:
        self.sidebar.setVisible(not self.sidebar.isVisible())

    def _copy_last_answer(self) -> None:
        last = self.conversation.last_answer()
        if last is not None and last.content:
            self.conversation.act("copy", last.id)

    def _last_version(self, step: int) -> None:
        last = self.conversation.last_answer()
        if last is not None:
            self.conversation.switch_version(last.id, step)

    def tab_regions(self) -> list[QWidget]:
        """What Tab walks, in the order a person reads the window from the
        message box: Send, the header, a message in the banner, the
        sidebar, the page in the middle, a tool's question, and round to
        the files waiting and the paperclip beside the message box. A
        control belongs to the innermost region that holds it."""
        return [
            self.composer.editor,
            self.composer.button,
            self.header,
            self.banner,
            self.sidebar,
            self.stack,
            # Over the transcript's foot, not among its lines: after them.
            self.transcript.jump,
            self.approval_bar,
            self.composer.tray,
            self.composer.attach_button,
        ]

    def focusNextPrevChild(self, next: bool) -> bool:
        focused = QApplication.focusWidget()
        editor = self.composer.editor
        if focused is not None and not focused.isVisible() and editor.isVisible():
            # The control with the focus went away (a tool's question
            # answered or stopped, the sidebar hidden): the next keys
            # belong in the message box, not on whatever Qt made next.
            editor.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        target = None
        if focused is not None:
            target = next_stop(tab_stops(self, self.tab_regions()), focused, next)
        if target is None:
            return super().focusNextPrevChild(next)
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        target.setFocus(reason)
        return True

    def show_shortcuts(self) -> None:
        self._sheet = ShortcutSheet(self)
        self._sheet.open()

    def bring_to_front(self) -> None:
        """A second launch on this data folder asked for this window."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    # Drops anywhere on the window (the composer's text handles its own).
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if offers_files(event.mimeData()):
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if offers_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        offer = offer_from(event.mimeData())
        if offer:
            event.acceptProposedAction()
            self.writer.offer(offer)

    # ------------------------------------------------------------- settings
    # (the setup part's; these names stay the window's for tests and scripts)
    settings_dialog = property(lambda self: self.setup.settings_dialog)
    local_models_dialog = property(lambda self: self.setup.local_models_dialog)
    _about = property(lambda self: self.setup.about)

    def apply_settings(self, settings: Settings) -> None:
        self.setup.apply_settings(settings)

    def open_settings(self) -> None:
        self.setup.open_settings()

    def open_web_settings(self) -> None:
        self.setup.open_web_settings()

    def open_local_models(self) -> None:
        self.setup.open_local_models()

    def _on_about(self) -> None:
        self.setup.on_about()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.header.fit_width(self.width())

    # ------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:
        """Never blocks on a question: running answers are saved as stopped (P8)."""
        if self._closed_done:
            event.accept()
            return
        event.ignore()
        if not self._closing:
            self._closing = True
            self.data.closing = True
            self.tasks.spawn(self._shutdown_then_close())

    async def _shutdown_then_close(self) -> None:
        """Each step guarded on its own (window_close.py): the window closes
        whatever fails on the way."""
        stops = (
            self.writer.stop_attaching,
            self.side.stop_sync,
            self.data.stop_daily_backups,
            self.tasks.cancel_all,
        )
        await end_session(self, self.session, stops)
        save_place(self._remember_place, self.session)
        self.session.remove_listener(self.bridge)
        self.model.stop_updates()
        self.tasks.closed = True
        self._closed_done = True
        if not shiboken6.isValid(self):
            return  # the window was destroyed while this ran (a test's teardown)
        self.close()
        self.closed.emit()
        app = QApplication.instance()
        if app is not None and not app.property("verbatim_keep_running"):
            app.quit()

    def _remember_place(self) -> None:
        geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.session.remember_place(geometry, self.state.id, file_places.remembered())
        if self.state.id:
            self.session.remember_scroll(self.state.id, self.transcript.scroll_position())
