"""Settings: providers (with keys in the OS keyring), defaults and look,
tool servers, backups, sync and web search.

Signals:
    saved(settings: Settings)
"""

from __future__ import annotations

import asyncio
import copy

from PySide6.QtCore import QT_TR_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.session.app_session import AppSession
from desktop.session.provider_setup import (
    DEFAULT_URLS,
    ProviderConfig,
    ProviderKind,
    keep_api_keys,
    provider_models,
    test_provider,
)
from desktop.session.providers import Providers
from desktop.session.settings import Settings
from desktop.ui.design import FONT_MAX, FONT_MIN, Space
from desktop.ui.dialogs.setup_fields import SetupFields
from desktop.ui.dialogs.sync_page import SyncPage
from desktop.ui.dialogs.tools_page import ToolsPage
from desktop.ui.dialogs.web_page import WebSearchPage
from desktop.ui.header.provider_names import provider_label
from desktop.ui.i18n import LANGUAGES, tr, translated
from desktop.ui.voice.voice_check import VoiceCheck
from desktop.ui.widgets import EmptyList, compact_combo, describe, plain_label, scrolled

# Short names in the box (a long one was cut at 800 px in German), and
# what each kind covers in a line under it.
KIND_LABELS = {
    ProviderKind.OLLAMA: "Ollama",
    ProviderKind.OPENAI: QT_TR_NOOP("OpenAI or compatible"),
    ProviderKind.ANTHROPIC: "Anthropic",
    ProviderKind.LOCAL: QT_TR_NOOP("Models on this computer"),
}
TOOLTIP = Qt.ItemDataRole.ToolTipRole
KIND_HINTS = {
    ProviderKind.OLLAMA: QT_TR_NOOP("An Ollama server, on this computer or another."),
    ProviderKind.OPENAI: QT_TR_NOOP(
        "OpenAI, LM Studio, llama.cpp, vLLM and other servers that speak OpenAI's API."
    ),
    ProviderKind.ANTHROPIC: QT_TR_NOOP("Claude models, through Anthropic's API."),
    ProviderKind.LOCAL: QT_TR_NOOP("Models Verbatim runs itself, on this computer."),
}


class SettingsDialog(QDialog):
    """Settings: providers (their keys in the keyring), defaults and look,
    tools, sync and backups; works on a copy and hands it back on Save."""

    saved = Signal(object)

    def __init__(
        self,
        parent: QWidget | None,
        settings: Settings,
        providers: Providers,
        backups: QWidget | None = None,
        tool_problems: dict[str, str] | None = None,
        *,
        session: AppSession,
        release_feed: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Verbatim settings"))
        self.settings = copy.deepcopy(settings)
        self._release_feed = release_feed  # this Verbatim knows where its releases are listed
        self.providers = providers
        self.session = session
        self._test: asyncio.Task[None] | None = None
        self._shown_row = -1
        self._keys: dict[str, tuple[ProviderKind, str]] = {}  # typed keys, saved on Save
        # Each provider's default model as the dialog opened: saving changes
        # the default for new conversations only where the person changed it.
        self._defaults = {p.name: p.default_model for p in self.settings.providers}
        tabs = self.tabs = QTabWidget()
        describe(tabs, tr("Settings pages"))
        describe(tabs.tabBar(), tr("Settings pages"))
        tabs.addTab(self._providers_tab(), tr("Providers"))
        tabs.addTab(self._general_tab(), tr("Answers and look"))
        if backups is not None:
            tabs.addTab(backups, tr("Backups"))
        self.tools = ToolsPage(self.settings, tool_problems or {})
        tabs.addTab(self.tools, tr("Tools"))
        self.sync = SyncPage(self.settings, session.workers)
        tabs.addTab(self.sync, tr("Sync"))
        self.web = WebSearchPage(self.settings)
        tabs.addTab(self.web, tr("Web search"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._on_save)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addWidget(scrolled(tabs))  # scrolls on a screen too small for it
        col.addWidget(buttons)
        # Tall enough for its tallest page where the screen has room (the
        # screen fit shrinks it, and it scrolls, where it has not).
        needed = tabs.minimumSizeHint().height() + buttons.sizeHint().height() + 3 * Space.m
        self.resize(720, max(480, needed))
        self._load_list()

    # --------------------------------------------------------------- tabs
    def _providers_tab(self) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        left = QVBoxLayout()
        self.list = EmptyList(tr("No providers yet. Press Add to set one up."))
        self.list.currentRowChanged.connect(self._on_row)
        add = QPushButton(tr("Add"))
        add.clicked.connect(self._on_add)
        remove = QPushButton(tr("Remove"))
        remove.clicked.connect(self._on_remove)
        left.addWidget(self.list)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        left.addLayout(buttons)
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.textEdited.connect(self._on_name_edited)
        self.kind = compact_combo()
        for kind, label in KIND_LABELS.items():
            self.kind.addItem(tr(label), kind)
            self.kind.setItemData(self.kind.count() - 1, tr(KIND_HINTS[kind]), TOOLTIP)
        self.kind_hint = plain_label(wrap=True)
        self.kind.currentIndexChanged.connect(self._on_kind)
        self.url = QLineEdit()
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText(tr("kept in the system keyring, never in a file"))
        # Chosen from what the provider lists (asked when its row shows, and
        # by Test connection); a name may still be typed (issue 35).
        self.model = QComboBox()
        self.model.setEditable(True)
        self.model.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.model.setMinimumContentsLength(18)
        edit = self.model.lineEdit()
        if edit is not None:
            describe(edit, tr("Default model"))
            edit.setPlaceholderText(
                tr("e.g. {examples}").format(examples="llama3.2, gpt-4o-mini, claude-sonnet-4-5")
            )
        self._listing: asyncio.Task[None] | None = None
        self.test_button = QPushButton(tr("Test connection"))
        self.test_button.clicked.connect(self._on_test)
        self.test_result = plain_label(wrap=True)
        self.form = form
        for label, widget in [
            (tr("Name"), self.name),
            (tr("Kind"), self.kind),
            ("", self.kind_hint),
            (tr("Address"), self.url),
            (tr("API key"), self.key),
            (tr("Default model"), self.model),
        ]:
            form.addRow(label, widget)
            if label:
                describe(widget, label)
        describe(self.list, tr("Providers"), tr("The model providers Verbatim knows"))
        form.addRow("", self.test_button)
        form.addRow("", self.test_result)
        row.addLayout(left, 1)
        row.addLayout(form, 2)
        return page

    def _general_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.addRow(plain_label(tr("New conversations start with:"), "SectionHeader"))
        self.setup = SetupFields(form, tr("Instructions every new conversation starts with"))
        self.setup.set_values(self.settings.system_prompt, self.settings.parameters())
        self.documents = QComboBox()
        self.documents.addItem(tr("Whole, when they fit the model"), "whole")
        self.documents.addItem(tr("Only the parts relevant to the question"), "relevant")
        self.documents.setCurrentIndex(max(0, self.documents.findData(self.settings.documents)))
        form.addRow(tr("Send documents"), self.documents)
        describe(
            self.documents,
            tr("Send documents"),
            tr(
                "A document too long for the model is always sent as its most relevant parts, "
                "and the answer shows which pages it used."
            ),
        )
        form.addRow(plain_label(tr("Look:"), "SectionHeader"))
        self.theme = QComboBox()
        for value, label in [
            ("system", tr("Follow the system")),
            ("light", tr("Light")),
            ("dark", tr("Dark")),
        ]:
            self.theme.addItem(label, value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(self.settings.theme)))
        self.font_size = QDoubleSpinBox()
        self.font_size.setRange(FONT_MIN, FONT_MAX)
        self.font_size.setSingleStep(0.5)
        self.font_size.setDecimals(1)
        self.font_size.setSuffix(" pt")
        self.font_size.setValue(self.settings.font_size)
        self.font_size.setToolTip(tr("Ctrl+= and Ctrl+- change it from the window"))
        self.language = QComboBox()
        self.language.addItem(tr("System language"), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(self.settings.language)))
        # Said where the choice is made, not in a tooltip: every label is
        # set when the window is made, so a new language needs a new start.
        self.language_note = plain_label(
            tr("Verbatim shows the new language when it starts again."), "Meta", wrap=True
        )
        self.language_note.setVisible(False)
        started_with = self.settings.language
        self.language.currentIndexChanged.connect(
            lambda: self.language_note.setVisible(self.language.currentData() != started_with)
        )
        for label, widget in [
            (tr("Theme"), self.theme),
            (tr("Text size"), self.font_size),
            (tr("Language"), self.language),
        ]:
            form.addRow(label, widget)
            describe(widget, label)
        form.addRow("", self.language_note)
        self._voice_rows(form)
        form.addRow(plain_label(tr("New releases:"), "SectionHeader"))
        # Off until the person says so: nothing is asked of anyone before (issue 42).
        self.update_check = QCheckBox(tr("Tell me when a new Verbatim is out"))
        self.update_check.setChecked(self.settings.update_check and self._release_feed)
        self.update_check.setEnabled(self._release_feed)
        describe(
            self.update_check,
            tr("Tell me when a new Verbatim is out"),
            tr(
                "Once a day Verbatim reads the list of its releases and says when there is a "
                "newer one. It downloads and installs nothing itself."
            )
            if self._release_feed
            else tr("This copy of Verbatim was built without a list of releases to read."),
        )
        form.addRow("", self.update_check)
        return page

    def _voice_rows(self, form: QFormLayout) -> None:
        """Answers read aloud (issue 40): the speaker under each answer reads
        one; this reads every new one as it arrives."""
        self.read_aloud = QCheckBox(tr("Read each answer aloud as it arrives"))
        self.read_aloud.setChecked(self.settings.read_aloud)
        describe(
            self.read_aloud,
            tr("Read each answer aloud as it arrives"),
            tr("Sentence by sentence, by a voice on this computer. Esc stops the voice."),
        )
        form.addRow(plain_label(tr("Voice:"), "SectionHeader"))
        form.addRow("", self.read_aloud)
        self.voice_check = VoiceCheck(self.session)  # the microphone and the voice, tried
        form.addRow("", self.voice_check)

    # ---------------------------------------------------------- providers
    def _load_list(self) -> None:
        self._shown_row = -1
        self.list.clear()
        for config in self.settings.providers:
            self.list.addItem(provider_label(config.name))
        if self.settings.providers:
            active = self.settings.provider(self.settings.active_provider)
            self.list.setCurrentRow(
                self.settings.providers.index(active) if active is not None else 0
            )
        else:
            self._on_add()

    def _on_row(self, row: int) -> None:
        if row == self._shown_row:
            return
        self._store_current()
        self._shown_row = row
        if not 0 <= row < len(self.settings.providers):
            return
        config = self.settings.providers[row]
        self.name.setText(config.name)
        self.kind.setCurrentIndex(self.kind.findData(config.kind))
        self.url.setText(config.base_url)
        self.model.clear()
        self.model.setEditText(config.default_model or "")
        self.key.clear()
        self.key.setText(self._keys.get(config.name, (config.kind, ""))[1])
        self._show_fields(config.kind)
        self.test_result.clear()
        self._list_models(config)

    def _show_fields(self, kind: ProviderKind) -> None:
        """Only the fields that apply: a model on this computer has no
        address or key, an Ollama server no key."""
        self.form.setRowVisible(self.url, kind is not ProviderKind.LOCAL)
        self.form.setRowVisible(self.key, kind not in (ProviderKind.LOCAL, ProviderKind.OLLAMA))

    def _list_models(self, config: ProviderConfig) -> None:
        """Fill the Default model list from what the provider lists."""
        if self._listing is not None:
            self._listing.cancel()
        self._listing = asyncio.ensure_future(self._fill_models(config, self.key.text() or None))

    async def _fill_models(self, config: ProviderConfig, key: str | None) -> None:
        if config.kind is ProviderKind.LOCAL:
            models = await self.providers.models(config)
        else:
            models = await provider_models(config, key, self.settings.timeouts)
        if self._shown_row < 0 or self._current().name != config.name:
            return  # another row is shown by now
        self.model_choices(models)

    def model_choices(self, models: list[str]) -> None:
        """The list offers `models`; what the field says stays as it was."""
        typed = self.model.currentText()
        self.model.blockSignals(True)
        self.model.clear()
        self.model.addItems(models)
        self.model.setEditText(typed)
        self.model.blockSignals(False)

    def _on_name_edited(self, text: str) -> None:
        item = self.list.item(self._shown_row)
        if item is not None:
            item.setText(text.strip() or tr("Provider"))

    def _kind(self) -> ProviderKind:
        # PySide6 6.12 hands a StrEnum item's data back as a plain str
        # (PLATFORM.md); turn it back into the enum before anyone uses it.
        return ProviderKind(self.kind.currentData())

    def _on_kind(self) -> None:
        kind = self._kind()
        self.kind_hint.setText(tr(KIND_HINTS[kind]))
        if not self.url.text() or self.url.text() in DEFAULT_URLS.values():
            self.url.setText(DEFAULT_URLS[kind])
        self._show_fields(kind)

    def _on_add(self) -> None:
        """A new row in the list, selected, with Ollama's defaults to edit."""
        self._store_current()
        taken = {p.name for p in self.settings.providers}
        number = len(self.settings.providers) + 1
        while tr("Provider {number}").format(number=number) in taken:
            number += 1
        config = ProviderConfig(
            tr("Provider {number}").format(number=number),
            ProviderKind.OLLAMA,
            DEFAULT_URLS[ProviderKind.OLLAMA],
        )
        self.settings.providers.append(config)
        self.list.addItem(config.name)
        self.list.setCurrentRow(len(self.settings.providers) - 1)
        self.name.setFocus()
        self.name.selectAll()

    def _store_current(self) -> None:
        """Keep what was typed for the selected row before another is shown."""
        row = self._shown_row
        if 0 <= row < len(self.settings.providers) and self.url.text().strip():
            old = self.settings.providers[row]
            config = self._current()
            self.settings.providers[row] = config
            item = self.list.item(row)
            if item is not None:
                item.setText(config.name)
            if self.key.text():
                self._keys[config.name] = (config.kind, self.key.text())
            if old.name != config.name and self.settings.active_provider == old.name:
                self.settings.active_provider = config.name

    def _on_remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.settings.providers):
            removed = self.settings.providers.pop(row)
            self._keys.pop(removed.name, None)
            if self.settings.active_provider == removed.name:
                first = self.settings.providers[0] if self.settings.providers else None
                self.settings.active_provider = first.name if first else None
                self.settings.default_model = first.default_model if first else None
            self._shown_row = -1
            self._load_list()

    def _current(self) -> ProviderConfig:
        return ProviderConfig(
            self.name.text().strip() or tr("Provider"),
            self._kind(),
            self.url.text().strip(),
            self.model.currentText().strip() or None,
        )

    def _on_test(self) -> None:
        self.test_result.setText(tr("Testing…"))
        self._test = asyncio.ensure_future(self._run_test(self._current(), self.key.text() or None))

    async def _run_test(self, config: ProviderConfig, key: str | None) -> None:
        answered, said = await test_provider(config, key, self.settings.timeouts)
        if answered:
            self.test_result.setText(
                tr("✓ Connected. Models: {models}").format(models=said or tr("none listed"))
            )
            self._list_models(config)  # the Default model list follows what answered
        else:
            self.test_result.setText(f"✗ {translated(said)}")

    def done(self, result: int) -> None:
        """Closed either way: the question to a provider is not waited for."""
        if self._listing is not None:
            self._listing.cancel()
        self.voice_check.stop()  # a microphone or speaker test under way ends
        super().done(result)

    def _keep_the_default(self, row: int) -> None:
        """The provider new conversations use stays the one it was: the row
        selected when Save was pressed used to become it, with its empty
        default model, and new conversations had no model (issue 35, defect
        2). It changes only when the person changed it: its default model
        edited here, or the provider removed (then the selected row, or the
        first, takes its place)."""
        settings = self.settings
        active = settings.provider(settings.active_provider)
        if active is None and settings.providers:
            chosen = settings.providers[row] if 0 <= row < len(settings.providers) else None
            active = chosen or settings.providers[0]
            settings.active_provider, settings.default_model = active.name, active.default_model
        elif (
            active is not None
            and active.default_model  # the person set its default model here
            and active.default_model != self._defaults.get(active.name)
        ):
            settings.default_model = active.default_model

    def _on_save(self) -> None:
        self._store_current()
        row = self._shown_row
        refused = keep_api_keys(self._keys)
        if refused:
            self.test_result.setText(translated(refused))
            return
        refused = self.tools.apply()
        if refused:
            self.tools.result.setText(refused)
            self.tabs.setCurrentWidget(self.tools)
            return
        refused = self.sync.apply()
        if refused:
            self.sync.result.setText(refused)
            self.tabs.setCurrentWidget(self.sync)
            return
        refused = self.web.apply()
        if refused:
            self.web.result.setText(refused)
            self.tabs.setCurrentWidget(self.web)
            return
        self._keep_the_default(row)
        self.settings.system_prompt, defaults = self.setup.values()
        self.settings.temperature, self.settings.top_p = defaults.temperature, defaults.top_p
        self.settings.max_tokens, self.settings.reasoning = defaults.max_tokens, defaults.reasoning
        self.settings.documents = str(self.documents.currentData())
        self.settings.theme = str(self.theme.currentData())
        self.settings.font_size = round(self.font_size.value(), 1)
        self.settings.language = str(self.language.currentData())
        self.settings.read_aloud = self.read_aloud.isChecked()
        if self._release_feed:
            self.settings.update_check = self.update_check.isChecked()
        self.saved.emit(self.settings)
        self.accept()
