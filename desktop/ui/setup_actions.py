"""The window's side of a conversation's setup: the header's setup button
and the label beside it (the preset's name, or "Custom setup"), and the
sheet it opens. A mixin of MainWindow.

A conversation not created yet (no message sent) keeps its setup here, in
`pending_setup`, and gets it when the first message creates it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QFont, QFontMetrics

from desktop.domain.messages import Parameters, Preset
from desktop.engine.context import tokens_in_use
from desktop.ui.conversation_sheet import ConversationSheet, preset_matching
from desktop.ui.i18n import tr
from desktop.ui.setup_fields import summary
from desktop.ui.widgets import safe_tooltip

if TYPE_CHECKING:
    from PySide6.QtWidgets import QToolButton

    from desktop.session.app_session import AppSession
    from desktop.session.settings import Settings
    from desktop.store.repository import Repository
    from desktop.ui.context_meter import ContextMeter
    from desktop.ui.model_picker import ModelPicker
    from desktop.ui.notify import Notifier
    from desktop.ui.widgets import ElidedLabel

Setup = tuple[str, Parameters]


class SetupActions:
    conversation_id: str | None
    repo: Repository
    session: AppSession
    notifier: Notifier
    model_picker: ModelPicker
    setup_button: QToolButton
    setup_label: ElidedLabel
    context_meter: ContextMeter
    pending_setup: Setup | None = None
    sheet: ConversationSheet | None = None

    if TYPE_CHECKING:  # MainWindow's own

        def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

        @property
        def settings(self) -> Settings: ...

        def _on_model_picked(self, provider: str, model: str) -> None: ...

    async def refresh_meter(self) -> None:
        """The context meter for the open conversation and its model."""
        cid = self.conversation_id
        conversation = self.repo.get_conversation(cid) if cid else None
        provider, model = (
            (conversation.provider, conversation.model)
            if conversation is not None
            else (self.model_picker.choice() or (None, None))
        )
        limit = await self.session.providers.context_length(provider, model) if model else None
        if cid != self.conversation_id:
            return  # another conversation was opened meanwhile; it has its own refresh
        used = tokens_in_use(conversation, self.repo.branch(cid)) if conversation and cid else 0
        self.context_meter.show_use(used, limit)

    def current_setup(self) -> Setup:
        """The open conversation's setup; for a new one, what it will start with."""
        conversation = self.repo.get_conversation(self.conversation_id or "")
        if conversation is not None:
            return conversation.system_prompt, conversation.parameters
        if self.pending_setup is not None:
            return self.pending_setup
        return self.settings.system_prompt, self.settings.parameters()

    def open_setup(self) -> None:
        system_prompt, parameters = self.current_setup()
        models = [
            (self.model_picker.itemText(i), self.model_picker.itemData(i))
            for i in range(self.model_picker.count())
            if isinstance(self.model_picker.itemData(i), tuple)
        ]
        sheet = ConversationSheet(
            self,  # type: ignore[arg-type]
            system_prompt,
            parameters,
            self.settings.presets,
            models,
            self.model_picker.choice(),
            self.settings.context_lengths,
        )
        sheet.saved.connect(self._on_setup_saved)
        sheet.presetSaved.connect(self._on_preset_saved)
        sheet.presetDeleted.connect(self._on_preset_deleted)
        self.sheet = sheet
        sheet.open()

    def _on_setup_saved(
        self, system_prompt: str, parameters: Parameters, model: Any, context: int
    ) -> None:
        if isinstance(model, tuple):
            key = f"{model[0]}/{model[1]}"
            if context != self.settings.context_lengths.get(key, 0):
                if context:
                    self.settings.context_lengths[key] = context
                else:
                    self.settings.context_lengths.pop(key, None)
                self._tell(self.session.save_settings())
        if isinstance(model, tuple) and model != self.model_picker.choice():
            self.model_picker.select(model)
            self._on_model_picked(*model)
        cid = self.conversation_id
        if cid is None:
            self.pending_setup = (system_prompt, parameters)
        else:
            self.spawn(self._save_setup(cid, system_prompt, parameters))
        self.show_setup(system_prompt, parameters)
        self.spawn(self.refresh_meter())

    async def _save_setup(self, cid: str, system_prompt: str, parameters: Parameters) -> None:
        await self.session.set_setup(cid, system_prompt, parameters)

    def _on_preset_saved(self, preset: Preset) -> None:
        self._tell(self.session.save_preset(preset))

    def _on_preset_deleted(self, name: str) -> None:
        self._tell(self.session.delete_preset(name))

    def _tell(self, sentence: str | None) -> None:
        if sentence:
            self.notifier.error(sentence)

    def show_setup(self, system_prompt: str | None = None, p: Parameters | None = None) -> None:
        """The header names the setup when it is not the plain default."""
        if system_prompt is None or p is None:
            system_prompt, p = self.current_setup()
        lines = summary(system_prompt, p)
        preset = preset_matching(self.settings.presets, system_prompt, p)
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
