"""The header: the sidebar button, the open conversation's title, the Demo
tag, its model, the context meter, its setup (the preset's name, or
"Custom setup", and the sheet that changes it), its tools switch, Settings
and About. It renders one conversation's state (issue 25): the model it
names is the model the next request uses, and its figures are that
conversation's own.

Signals (HeaderPart):
    sidebarToggled()    settingsRequested()    aboutRequested()
    libraryRequested()  the model menu's "Models on this computer…"
    serverAdopted()     a model of a server found here was picked: it is set up now
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from desktop.domain.messages import Parameters, Preset
from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState
from desktop.ui.design import Space
from desktop.ui.dialogs.setup_fields import summary
from desktop.ui.header.context_meter import ContextMeter
from desktop.ui.header.conversation_sheet import ConversationSheet, preset_matching
from desktop.ui.header.model_picker import ModelPicker
from desktop.ui.i18n import tr
from desktop.ui.tasks import Tasks
from desktop.ui.titles import title_label
from desktop.ui.widgets import ElidedLabel, describe, header_button, plain_label, safe_tooltip

NARROW = 1000  # below this width the Demo tag and the meter step aside for the title


class HeaderPart(QWidget):
    """The window's header: title, model menu, context meter, setup and tools
    switch of the open conversation, rendered from its state so the model
    named is the one the next request uses."""

    sidebarToggled = Signal()
    settingsRequested = Signal()
    aboutRequested = Signal()
    libraryRequested = Signal()
    serverAdopted = Signal()

    def __init__(self, session: AppSession, tasks: Tasks, parent: QWidget) -> None:
        super().__init__(parent)
        self.session, self.tasks = session, tasks
        self.state: ConversationState | None = None
        self.sheet: ConversationSheet | None = None
        self._demo = False
        self._window_width = 1180
        self.setObjectName("Header")
        row = QHBoxLayout(self)
        row.setContentsMargins(Space.m, Space.s, Space.m, Space.s)
        row.setSpacing(Space.s)
        self.sidebar_button = header_button(
            "sidebar", tr("Show or hide the sidebar"), tr("Show or hide the sidebar (Ctrl+B)")
        )
        self.title = ElidedLabel(tr("New conversation"), "Title")
        self.demo_label = plain_label(tr("Demo"), "DemoLabel")
        self.demo_label.setToolTip(tr("Answers come from a built-in script, not a real model."))
        self.model_picker = ModelPicker()
        self.context_meter = ContextMeter()
        self.setup_label = ElidedLabel("", "SetupLabel")
        # Fixed: its width is set from its text (show), never squeezed.
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
        for widget, stretch in (
            (self.sidebar_button, 0),
            (self.title, 1),
            (self.demo_label, 0),
            (self.model_picker, 0),
            (self.context_meter, 0),
            (self.setup_label, 0),
            (self.setup_button, 0),
            (self.tools_button, 0),
            (self.settings_button, 0),
            (self.about_button, 0),
        ):
            row.addWidget(widget, stretch)
        self.sidebar_button.clicked.connect(self.sidebarToggled)
        self.settings_button.clicked.connect(self.settingsRequested)
        self.about_button.clicked.connect(self.aboutRequested)
        self.model_picker.picked.connect(self._on_model_picked)
        self.model_picker.libraryRequested.connect(self.libraryRequested)
        self.setup_button.clicked.connect(self.open_setup)
        self.tools_button.clicked.connect(self._on_tools_clicked)
        self.fit_width(1180)

    # -------------------------------------------------------------- showing
    def show_state(self, state: ConversationState) -> None:
        """Everything the header says about `state`, from `state` alone."""
        self.state = state
        conversation = self.session.repo.get_conversation(state.id) if state.id else None
        project = self.session.repo.get_project(state.project_id) if state.project_id else None
        # A conversation in a project says so before its title: "Thesis › Sources".
        within = f"{project.name[:60]} › " if project is not None else ""
        if conversation is not None:
            self.title.set_full_text(within + title_label(conversation.title))
        elif state.id is None:
            self.title.set_full_text(within + tr("New conversation"))
        self.model_picker.select(state.model_choice)
        self.context_meter.show_use(state.used, state.limit)
        self._show_setup(state.system_prompt, state.parameters)
        self._show_tools(state)

    def show_demo(self, demo: bool) -> None:
        self._demo = demo
        self.fit_width(self._window_width)

    def fit_width(self, width: int) -> None:
        """A narrow window keeps room for the title: the Demo tag goes (the
        model menu and the window's title still say Demo), and so does the
        context meter (each answer still shows its token count)."""
        self._window_width = width
        self.demo_label.setVisible(self._demo and width >= NARROW)
        self.context_meter.set_room(width >= NARROW)

    async def refresh_models(self) -> None:
        """Ask every provider for its models, then name the open one's."""
        await self.model_picker.refresh(self.session.providers, None, self.session.found_choices())
        state = self.state
        if state is not None and state.model_choice is None:
            self._choose_a_listed_model(state)
        if self.state is not None:
            self.model_picker.select(self.state.model_choice)

    def _show_setup(self, system_prompt: str, p: Parameters) -> None:
        """The header names the setup when it is not the plain default."""
        lines = summary(system_prompt, p)
        preset = preset_matching(self.session.settings.presets, system_prompt, p)
        text = preset.name if preset else (tr("Custom setup") if lines else "")
        self.setup_label.set_full_text(text)
        # Its own width (a long preset name is elided at 160 px), so the
        # title, which takes the rest, never squeezes it to nothing.
        bold = QFont(self.setup_label.font())
        bold.setBold(True)  # as the stylesheet draws it, plus its padding
        width = QFontMetrics(bold).horizontalAdvance(text) + 24
        self.setup_label.setFixedWidth(min(width, 160))
        self.setup_label.setToolTip(safe_tooltip("\n".join(lines)) if lines else "")
        self.setup_label.setVisible(bool(text))
        self.setup_button.setToolTip(safe_tooltip("\n".join([tr("Conversation setup"), *lines])))

    def _show_tools(self, state: ConversationState) -> None:
        """The switch shows only when tool servers are set up."""
        servers = [s for s in self.session.settings.tool_servers if s.enabled]
        self.tools_button.setVisible(bool(servers))
        self.tools_button.setChecked(state.tools)
        names = ", ".join(s.name for s in servers)
        words = (
            tr("Tools are on here ({names}); each call asks you first. Click to switch off.")
            if state.tools
            else tr("Tools are off in this conversation. Click to let the model use {names}.")
        )
        describe(self.tools_button, tr("Tools"), words.format(names=names))
        # The servers' names are the person's or a settings file's words: made plain.
        self.tools_button.setToolTip(safe_tooltip(self.tools_button.accessibleDescription()))

    def _choose_a_listed_model(self, state: ConversationState) -> None:
        """No model is chosen (a provider saved without a default model): the
        first the default provider lists answers, rather than "No model is
        chosen" (issue 35, defect 2). Found servers are not set up unasked."""
        configured = {c.name for c in self.session.settings.providers}
        listed = [c for c in self.model_picker.choices() if c[0] in configured]
        active = self.session.settings.active_provider
        preferred = [c for c in listed if c[0] == active] or listed
        if preferred and preferred[0][0] and preferred[0][1]:
            self._on_model_picked(preferred[0][0], preferred[0][1])

    # -------------------------------------------------------------- changes
    @Slot(str, str)
    def _on_model_picked(self, provider: str, model: str) -> None:
        state = self.state
        found = state is not None and self.session.settings.provider(provider) is None
        # A model of a server found on this computer: it is set up first.
        if found and self.session.adopt_found_server(provider, model):
            self.serverAdopted.emit()
        if state is not None:
            self.tasks.spawn(self.session.chat.choose_model(state, provider, model), state)
            said = self.session.save_settings()
            if said:
                self.tasks.notifier.error(said)

    @Slot(bool)
    def _on_tools_clicked(self, checked: bool) -> None:
        if self.state is not None:
            self.tasks.spawn(self.session.chat.set_tools(self.state, checked), self.state)

    @Slot()
    def open_setup(self) -> None:
        state = self.state
        if state is None:
            return
        models = [
            (self.model_picker.itemText(i), self.model_picker.itemData(i))
            for i in range(self.model_picker.count())
            if isinstance(self.model_picker.itemData(i), tuple)
        ]
        sheet = ConversationSheet(
            self.window(),
            state.system_prompt,
            state.parameters,
            self.session.settings.presets,
            models,
            state.model_choice,
            self.session.settings.context_lengths,
        )
        sheet.saved.connect(self._on_setup_saved)
        sheet.presetSaved.connect(self._on_preset_saved)
        sheet.presetDeleted.connect(self._on_preset_deleted)
        self.sheet = sheet
        sheet.open()

    @Slot(str, object, object, int)
    def _on_setup_saved(
        self, system_prompt: str, parameters: Parameters, model: Any, context: int
    ) -> None:
        state = self.state
        if state is None:
            return
        if isinstance(model, tuple):
            self._tell(self.session.set_context_length(model[0], model[1], context))
        if isinstance(model, tuple) and model != state.model_choice:
            self._on_model_picked(*model)
        self.tasks.spawn(self.session.chat.set_setup(state, system_prompt, parameters), state)

    @Slot(object)
    def _on_preset_saved(self, preset: Preset) -> None:
        self._tell(self.session.save_preset(preset))

    @Slot(str)
    def _on_preset_deleted(self, name: str) -> None:
        self._tell(self.session.delete_preset(name))

    def _tell(self, sentence: str | None) -> None:
        if sentence:
            self.tasks.notifier.error(sentence)
