"""The main window: sidebar | header, transcript, composer.

It turns what the person does into engine and repository calls and engine
events into model updates. Closing it stops running answers through
`engine.shutdown()`, so they are saved as interrupted before exit (P8).

Signals:
    closed()   after shutdown finished and state was saved
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Coroutine
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMainWindow,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.backends.base import BackendError
from desktop.domain.messages import Message
from desktop.engine.turns import TurnRefused
from desktop.session.app_session import AppSession
from desktop.session.settings import Settings
from desktop.store.errors import StoreError
from desktop.ui.attach_actions import AttachActions
from desktop.ui.composer import Composer
from desktop.ui.context_meter import ContextMeter
from desktop.ui.conversation_actions import ConversationActions
from desktop.ui.data_actions import DataActions
from desktop.ui.design import (
    FONT_DEFAULT,
    FONT_MAX,
    FONT_MIN,
    READING_WIDTH,
    SIDEBAR_WIDTH,
    Colors,
    Space,
)
from desktop.ui.engine_bridge import EngineBridge
from desktop.ui.i18n import tr
from desktop.ui.math_typeset import shutdown_typesetter
from desktop.ui.message_model import MessageModel
from desktop.ui.model_picker import ModelPicker
from desktop.ui.notify import Banner, Notifier
from desktop.ui.setup_actions import SetupActions
from desktop.ui.shortcuts import bind_all
from desktop.ui.sidebar import Sidebar
from desktop.ui.sync_actions import SyncActions
from desktop.ui.toast import Toast
from desktop.ui.tool_approval import ApprovalBar, ToolActions
from desktop.ui.transcript import TranscriptView
from desktop.ui.unsaved import UnsavedAtQuit
from desktop.ui.welcome import WelcomePage
from desktop.ui.widgets import ElidedLabel, header_button, plain_label
from desktop.ui.window_actions import ShortcutActions

log = logging.getLogger(__name__)


class MainWindow(
    ConversationActions,
    AttachActions,
    SetupActions,
    DataActions,
    SyncActions,
    ToolActions,
    ShortcutActions,
    QMainWindow,
):
    closed = Signal()

    def __init__(self, session: AppSession, palette: Colors) -> None:
        super().__init__()
        self.session = session
        self.store, self.repo, self.engine = session.store, session.repo, session.engine
        self.providers = session.providers
        self.palette_ = palette
        self.demo = session.demo
        self.conversation_id: str | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closing = False
        self._closed_done = False
        self._sending = False  # a send is between Enter and its turn starting
        self.setWindowTitle(tr("Verbatim — Demo") if self.demo else "Verbatim")
        self.resize(1180, 780)
        self.setAcceptDrops(True)  # files dropped anywhere are attached (AttachActions)
        self.bridge = EngineBridge()
        self.engine.add_listener(self.bridge)
        self._approvals = {}
        self.engine.approve = self.approve_tool  # tools run only after the person allows them
        session.on_tool_problem = self.bridge.tool_problem
        self.model = MessageModel(self.repo)
        self._build()
        self._wire()
        self._restore()

    # ---------------------------------------------------------------- build
    def _build(self) -> None:
        self.sidebar = Sidebar(self.repo)
        right = QWidget()
        col = QVBoxLayout(right)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        header = QWidget()
        header.setObjectName("Header")
        row = QHBoxLayout(header)
        row.setContentsMargins(Space.m, Space.s, Space.m, Space.s)
        row.setSpacing(Space.s)
        self.sidebar_button = header_button(
            "sidebar", tr("Show or hide the sidebar"), tr("Show or hide the sidebar (Ctrl+B)")
        )
        self.title = ElidedLabel(tr("New conversation"), "Title")
        self.demo_label = plain_label(tr("Demo"), "DemoLabel")
        self.demo_label.setToolTip(tr("Answers come from a built-in script, not a real model."))
        self._show_demo_label()
        self.model_picker = ModelPicker()
        self.context_meter = ContextMeter()
        self.setup_label = ElidedLabel("", "SetupLabel")
        # Fixed: its width is set from its text (show_setup), never squeezed.
        self.setup_label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.setup_button = header_button(
            "conversation_settings",
            tr("Conversation setup"),
            tr("System prompt, model, temperature and reasoning for this conversation"),
        )
        self.tools_button = header_button("tools", tr("Tools"), "")
        self.tools_button.setCheckable(True)
        self.settings_button = header_button(
            "settings", tr("Settings"), tr("Providers, keys, answers and look (Ctrl+,)")
        )
        self.about_button = header_button(
            "about", tr("About Verbatim"), tr("Version and where your data is kept")
        )
        row.addWidget(self.sidebar_button)
        row.addWidget(self.title, 1)
        row.addWidget(self.demo_label)
        row.addWidget(self.model_picker)
        row.addWidget(self.context_meter)
        row.addWidget(self.setup_label)
        row.addWidget(self.setup_button)
        row.addWidget(self.tools_button)
        row.addWidget(self.settings_button)
        row.addWidget(self.about_button)
        col.addWidget(header)
        self.banner = Banner()
        self.notifier = Notifier(self.banner)
        col.addWidget(self.banner)
        self.stack = QStackedWidget()
        self.transcript = TranscriptView(self.model, self.palette_, self._versions)
        self.welcome = WelcomePage()
        self.stack.addWidget(self.transcript)
        self.stack.addWidget(self.welcome)
        col.addWidget(self.stack, 1)
        bottom = QWidget()
        bottom_row = QHBoxLayout(bottom)
        bottom_row.setContentsMargins(Space.xl, Space.s, Space.xl, Space.l)
        self.composer = Composer()
        self.composer.setMaximumWidth(READING_WIDTH)
        self.approval_bar = ApprovalBar()
        self.approval_bar.setMaximumWidth(READING_WIDTH)
        stacked = QVBoxLayout()
        stacked.setSpacing(Space.s)
        stacked.addWidget(self.approval_bar)
        stacked.addWidget(self.composer)
        bottom_row.addLayout(stacked)
        col.addWidget(bottom)
        splitter = QSplitter()
        splitter.addWidget(self.sidebar)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([SIDEBAR_WIDTH, 910])
        splitter.setChildrenCollapsible(False)
        splitter.setHandleWidth(1)
        self.setCentralWidget(splitter)
        self.toast = Toast(self)
        self._apply_zoom()

    def _wire(self) -> None:
        self.bridge.started.connect(self._on_engine_started)
        self.bridge.delta.connect(self.model.turn_delta)
        self.bridge.finished.connect(self._on_engine_finished)
        self.bridge.stepFinished.connect(self.model.turn_finished)
        self.bridge.toolChanged.connect(self.model.tool_changed)
        self.bridge.toolProblem.connect(lambda _server, text: self.notifier.error(text))
        self.approval_bar.decided.connect(self._on_decided)
        self.tools_button.clicked.connect(self._on_tools_clicked)
        self.bridge.writeFailed.connect(lambda text: self.notifier.error(text))
        self.bridge.writeRecovered.connect(
            lambda _cid, _mid: self.notifier.info(tr("Saved: everything you saw is on disk now."))
        )
        self.composer.submitted.connect(lambda text: self.spawn(self.send(text)))
        self.composer.stopRequested.connect(self.stop)
        self.composer.attachRequested.connect(self.choose_files)
        self.composer.offered.connect(lambda offer: self.spawn(self.attach(offer)))
        self.transcript.action.connect(self._on_transcript_action)
        self.transcript.saveToolOutput.connect(self.save_tool_output)
        self.sidebar.conversationChosen.connect(self.open_conversation)
        self.sidebar.searchHitChosen.connect(self.open_search_hit)
        self.sidebar.newRequested.connect(self.new_conversation)
        self.sidebar.renameRequested.connect(self._on_rename)
        self.sidebar.pinRequested.connect(self._on_pin)
        self.sidebar.deleteRequested.connect(self._on_delete)
        self.sidebar.exportRequested.connect(self.choose_export)
        self.sidebar.importRequested.connect(self.choose_import)
        self.model_picker.picked.connect(self._on_model_picked)
        self.welcome.demoRequested.connect(self._on_welcome_demo)
        self.welcome.serverChosen.connect(self._on_welcome_server)
        self.welcome.settingsRequested.connect(self.open_settings)
        self.settings_button.clicked.connect(self.open_settings)
        self.setup_button.clicked.connect(self.open_setup)
        self.about_button.clicked.connect(self._on_about)
        self.sidebar_button.clicked.connect(self.toggle_sidebar)
        self.shortcuts = bind_all(self, lambda name: getattr(self, name))
        # Tab walks the controls a person uses, in reading order; the
        # transcript's per-message buttons are reached by click or shortcut.
        order = [
            self.composer.editor,
            self.composer.button,
            self.sidebar_button,
            self.model_picker,
            self.setup_button,
            self.tools_button,
            self.settings_button,
            self.about_button,
            self.sidebar.new_button,
            self.sidebar.search,
            self.sidebar.list,
        ]
        for first, second in itertools.pairwise(order):
            self.setTabOrder(first, second)

    def _restore(self) -> None:
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        recovered = [c for c in self.repo.recovered_conversations if self.repo.get_conversation(c)]
        last = recovered[0] if recovered else self.settings.last_conversation_id
        if last and self.repo.get_conversation(last) is not None:
            self.open_conversation(last)
            self.transcript.restore_scroll(self.settings.last_scroll.get(last, 0))
        else:
            self.open_conversation(None)
        for notice in self.session.notices():
            self.notifier.info(notice)
        self.show_welcome_if_needed()
        self.spawn(self.refresh_models())
        self.start_daily_backups()
        self.start_sync()
        self.composer.editor.setFocus()

    # --------------------------------------------------------------- tasks
    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run a coroutine from a slot; failures reach the person, not the void."""
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._on_task_done)
        return task

    def _on_task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled() or self._closed_done:
            return
        exc = task.exception()
        if isinstance(exc, TurnRefused | BackendError | StoreError):
            self.notifier.error(str(exc))
        elif exc is not None:
            log.error("task failed", exc_info=exc)
            self.notifier.error(tr("Something went wrong: {error}").format(error=exc))

    # ------------------------------------------------------ conversations
    def open_conversation(self, conversation_id: str | None) -> None:
        if self.conversation_id:
            self.settings.last_scroll[self.conversation_id] = self.transcript.scroll_position()
        self.conversation_id = conversation_id
        self.model.load(conversation_id)
        conversation = self.repo.get_conversation(conversation_id) if conversation_id else None
        self.title.set_full_text(conversation.title if conversation else tr("New conversation"))
        self.sidebar.select(conversation_id)
        self.composer.set_running(
            bool(conversation_id) and self.engine.is_running(conversation_id or "")
        )
        self.composer.set_editing(None, "")
        self.show_approval()
        self.show_tools_state()
        self.model_picker.select(self._wanted_model())
        if conversation_id is not None:
            self.pending_setup = None
        self.show_setup()
        self.spawn(self.refresh_meter())
        self.show_welcome_if_needed()

    def new_conversation(self) -> None:
        self.open_conversation(None)
        self.composer.editor.setFocus()

    def show_welcome_if_needed(self) -> None:
        """The welcome page stands in for an empty conversation while no
        provider is set up; an open conversation is always shown."""
        welcome = not self.settings.providers and self.conversation_id is None
        was_welcome = self.stack.currentWidget() is self.welcome
        self.stack.setCurrentWidget(self.welcome if welcome else self.transcript)
        if welcome and not (was_welcome and self.welcome.searched):
            self.spawn(self.welcome.discover(self.session.discover_servers))

    async def send(self, text: str) -> None:
        if self._sending:
            return  # a quick second Enter: the first is still creating the turn
        self._sending = True
        try:
            if self.composer.editing_id is not None:
                turn = await self.engine.edit(self.composer.editing_id, text)
            else:
                if self.conversation_id is None:
                    self.conversation_id = await self.session.create_conversation(
                        *self._picked(), setup=self.pending_setup, tools=self.pending_tools
                    )
                    self.pending_setup, self.pending_tools = None, True
                    self.model.load(self.conversation_id)
                    self.show_welcome_if_needed()
                turn = await self.engine.send(self.conversation_id, text, self.composer.files())
        finally:
            self._sending = False
        self.composer.clear()
        self.sidebar.reload(turn.conversation_id)

    def stop(self) -> None:
        if self.conversation_id and self.engine.is_running(self.conversation_id):
            self.spawn(self.engine.stop(self.conversation_id))

    # --------------------------------------------------------- engine events
    def _on_engine_started(self, cid: str, user: Message | None, assistant: Message) -> None:
        self.model.turn_started(cid, user, assistant)
        if cid == self.conversation_id:
            self.composer.set_running(True)
            widget = self.transcript.widget_for(assistant.id)
            if widget is not None:
                widget.started_at = self.model.live_started_at(assistant.id)
            conversation = self.repo.get_conversation(cid)
            if conversation is not None:
                self.title.set_full_text(conversation.title)

    def _on_engine_finished(self, cid: str, message: Message) -> None:
        self.model.turn_finished(cid, message)
        self.answer_finished_for_sync()
        if cid == self.conversation_id:
            self.composer.set_running(False)
            self.spawn(self.refresh_meter())
        self.sidebar.reload(self.conversation_id)

    # ------------------------------------------------------------ actions
    def _on_transcript_action(self, kind: str, message_id: str) -> None:
        message = self.repo.get_message(message_id)
        if message is None:
            return
        if kind == "copy":
            QGuiApplication.clipboard().setText(
                self.model.message_at(self.model.row_of(message_id)).content
            )
            widget = self.transcript.widget_for(message_id)
            if widget is not None:
                widget.show_copied()
            self.toast.show_text(tr("Copied"), self.composer)
        elif kind == "edit":
            self.composer.set_editing(message_id, message.content)
        elif kind in ("retry", "regenerate"):
            self.spawn(
                self.engine.retry(message_id)
                if kind == "retry"
                else self.engine.regenerate(message_id)
            )
        elif kind == "continue":
            self.spawn(self.engine.continue_(message_id))
        elif kind in ("prev", "next"):
            self.switch_version(message_id, -1 if kind == "prev" else 1)

    # -------------------------------------------------------- models, setup
    def _picked(self) -> tuple[str | None, str | None]:
        return self.model_picker.choice() or (
            self.settings.active_provider,
            self.settings.default_model,
        )

    def _wanted_model(self) -> tuple[str | None, str | None]:
        cid = self.conversation_id
        conversation = self.repo.get_conversation(cid) if cid else None
        if conversation is not None:
            return conversation.provider, conversation.model
        return self.settings.active_provider, self.settings.default_model

    async def refresh_models(self) -> None:
        await self.model_picker.refresh(self.providers, self._wanted_model())

    @property
    def settings(self) -> Settings:
        return self.session.settings

    def _on_model_picked(self, provider: str, model: str) -> None:
        self._tell_failure(self.session.choose_model(provider, model))
        self.spawn(self._set_model(self.conversation_id, provider, model))

    async def _set_model(self, cid: str | None, provider: str, model: str) -> None:
        if cid:
            await self.store.run(lambda r: r.set_conversation_model(cid, provider, model))
        await self.refresh_meter()

    def _tell_failure(self, sentence: str | None) -> None:
        if sentence:
            self.notifier.error(sentence)

    def apply_settings(self, settings: Settings) -> None:
        self._tell_failure(self.session.apply_settings(settings))
        self._settings_changed()
        self.show_tools_state()
        self.show_sync(self.session.sync.status)
        self.sync_now()

    def _settings_changed(self) -> None:
        from desktop.ui.theme import apply_theme

        settings = self.settings
        app = QApplication.instance()
        if isinstance(app, QApplication):
            palette = apply_theme(app, settings.theme, settings.font_size)
            if palette != self.palette_ or self._zoom != settings.font_size:
                self.palette_ = palette
                self._apply_zoom()
                self.transcript.set_palette(palette)
        self.spawn(self.refresh_models())
        self.show_welcome_if_needed()

    def _on_welcome_demo(self) -> None:
        self.demo = True
        self._show_demo_label()
        self.setWindowTitle(tr("Verbatim — Demo"))
        self._tell_failure(self.session.start_demo())
        self._settings_changed()

    def _on_welcome_server(self, name: str, kind: str, base_url: str, model: str) -> None:
        self._tell_failure(self.session.use_found_server(name, kind, base_url, model))
        self._settings_changed()
        self.composer.editor.setFocus()  # the first question typed must land somewhere

    def _on_about(self) -> None:
        from desktop.ui.about import show_about

        self._about = show_about(self, self.repo.path.parent)

    def open_settings(self) -> None:
        from desktop.ui.backups_page import BackupsPage
        from desktop.ui.settings_dialog import SettingsDialog

        page = BackupsPage(self.session.paths.data)
        page.backupRequested.connect(lambda: self.spawn(self.back_up_now(page)))
        page.restoreRequested.connect(self.restore_at_next_start)
        dialog = SettingsDialog(
            self, self.settings, self.providers, page, self.session.tools.problems
        )
        dialog.saved.connect(self.apply_settings)
        self.settings_dialog = dialog
        dialog.open()

    # ---------------------------------------------------------------- zoom
    def _apply_zoom(self) -> None:
        """The reading column and composer keep their line length as text grows."""
        self._zoom = self.settings.font_size
        factor = self._zoom / FONT_DEFAULT
        self.transcript.set_reading_width(factor)
        self.composer.setMaximumWidth(round(READING_WIDTH * factor))

    def zoom_by(self, step: float) -> None:
        size = FONT_DEFAULT if step == 0 else self.settings.font_size + step
        self.settings.font_size = min(FONT_MAX, max(FONT_MIN, size))
        self._settings_changed()
        self.toast.show_text(
            tr("Text size {percent} %").format(
                percent=round(100 * self.settings.font_size / FONT_DEFAULT)
            ),
            self.composer,
        )

    # ------------------------------------------------------------- closing
    # A narrow window keeps room for the title: the Demo tag goes (the
    # model menu and the window's title still say Demo), and so does the
    # context meter (it returns when the window is wider; each answer still
    # shows its token count, and a left-out message is still said).
    NARROW = 1000

    def _show_demo_label(self) -> None:
        self.demo_label.setVisible(self.demo and self.width() >= self.NARROW)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_demo_label()
        self.context_meter.set_room(self.width() >= self.NARROW)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Never blocks on a question: running answers are saved as stopped (P8)."""
        if self._closed_done:
            event.accept()
            return
        event.ignore()
        if not self._closing:
            self._closing = True
            self.spawn(self._shutdown_then_close())

    async def _shutdown_then_close(self) -> None:
        """Each step is guarded on its own: no failure in saving an answer,
        the settings or a listener may leave the window unclosable."""
        try:
            current = asyncio.current_task()
            self.stop_attaching()
            shutdown_typesetter()
            for task in list(self._tasks):
                if task is not current:
                    task.cancel()  # model lists, discovery: nothing to save there
            shutdown = asyncio.ensure_future(self.session.stop_everything())
            while not shutdown.done():
                await asyncio.wait([shutdown], timeout=1.0)
                if not shutdown.done() and self.engine.unsaved():
                    # The disk refuses the final write: never drop it silently.
                    await UnsavedAtQuit(self, self.engine).decide()
            shutdown.result()
        except Exception:
            log.exception("stopping running answers at close failed")
        try:
            self._remember_place()
            failed = self.session.save_settings()
            if failed:
                log.error(failed)
        except Exception:
            log.exception("could not save settings at close")
        try:
            self.engine.remove_listener(self.bridge)
        except ValueError:
            pass
        self._closed_done = True
        if not shiboken6.isValid(self):
            return  # the window was destroyed while this ran (a test's teardown)
        self.close()
        self.closed.emit()
        app = QApplication.instance()
        if app is not None and not app.property("verbatim_keep_running"):
            app.quit()

    def _remember_place(self) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self.settings.last_conversation_id = self.conversation_id
        if self.conversation_id:
            self.settings.last_scroll[self.conversation_id] = self.transcript.scroll_position()
