"""Settings: providers (with keys in the OS keyring), defaults and look.

Signals:
    saved(settings: Settings)
"""

from __future__ import annotations

import asyncio
import copy

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.backends.base import BackendError, ProviderKind
from desktop.backends.keys import KeyringUnavailable, set_api_key
from desktop.backends.registry import DEFAULT_URLS, ProviderConfig, make_backend
from desktop.providers import Providers
from desktop.settings import Settings

KIND_LABELS = {
    ProviderKind.OLLAMA: "Ollama",
    ProviderKind.OPENAI: "OpenAI-compatible (OpenAI, LM Studio, llama.cpp, vLLM…)",
    ProviderKind.ANTHROPIC: "Anthropic",
}


class SettingsDialog(QDialog):
    saved = Signal(object)

    def __init__(self, parent: QWidget | None, settings: Settings, providers: Providers) -> None:
        super().__init__(parent)
        self.setWindowTitle("Verbatim settings")
        self.resize(720, 480)
        self.settings = copy.deepcopy(settings)
        self.providers = providers
        self._test: asyncio.Task[None] | None = None
        tabs = QTabWidget()
        tabs.addTab(self._providers_tab(), "Providers")
        tabs.addTab(self._general_tab(), "Answers and look")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._on_save)
        buttons.rejected.connect(self.reject)
        col = QVBoxLayout(self)
        col.addWidget(tabs)
        col.addWidget(buttons)
        self._load_list()

    # --------------------------------------------------------------- tabs
    def _providers_tab(self) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        left = QVBoxLayout()
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self._on_row)
        add = QPushButton("Add")
        add.clicked.connect(self._on_add)
        remove = QPushButton("Remove")
        remove.clicked.connect(self._on_remove)
        left.addWidget(self.list)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        left.addLayout(buttons)
        form = QFormLayout()
        self.name = QLineEdit()
        self.kind = QComboBox()
        for kind, label in KIND_LABELS.items():
            self.kind.addItem(label, kind)
        self.kind.currentIndexChanged.connect(self._on_kind)
        self.url = QLineEdit()
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setPlaceholderText("kept in the system keyring, never in a file")
        self.model = QLineEdit()
        self.model.setPlaceholderText("e.g. llama3.2, gpt-4o-mini, claude-sonnet-4-5")
        self.test_button = QPushButton("Test connection")
        self.test_button.clicked.connect(self._on_test)
        self.test_result = QLabel()
        self.test_result.setWordWrap(True)
        for label, widget in [
            ("Name", self.name),
            ("Kind", self.kind),
            ("Address", self.url),
            ("API key", self.key),
            ("Default model", self.model),
        ]:
            form.addRow(label, widget)
        form.addRow("", self.test_button)
        form.addRow("", self.test_result)
        row.addLayout(left, 1)
        row.addLayout(form, 2)
        return page

    def _general_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.system_prompt = QPlainTextEdit(self.settings.system_prompt)
        self.system_prompt.setPlaceholderText("Instructions every new conversation starts with")
        self.temperature = QDoubleSpinBox()
        self.temperature.setRange(-0.01, 2.0)
        self.temperature.setSingleStep(0.1)
        self.temperature.setSpecialValueText("server default")
        self.temperature.setValue(
            self.settings.temperature if self.settings.temperature is not None else -0.01
        )
        self.max_tokens = QSpinBox()
        self.max_tokens.setRange(0, 200_000)
        self.max_tokens.setSpecialValueText("server default")
        self.max_tokens.setValue(self.settings.max_tokens or 0)
        self.theme = QComboBox()
        for value, label in [("system", "Follow the system"), ("light", "Light"), ("dark", "Dark")]:
            self.theme.addItem(label, value)
        self.theme.setCurrentIndex(max(0, self.theme.findData(self.settings.theme)))
        form.addRow("System prompt", self.system_prompt)
        form.addRow("Temperature", self.temperature)
        form.addRow("Max answer length (tokens)", self.max_tokens)
        form.addRow("Theme", self.theme)
        return page

    # ---------------------------------------------------------- providers
    def _load_list(self) -> None:
        self.list.clear()
        for config in self.settings.providers:
            self.list.addItem(config.name)
        if self.settings.providers:
            self.list.setCurrentRow(0)
        else:
            self._on_add()

    def _on_row(self, row: int) -> None:
        if not 0 <= row < len(self.settings.providers):
            return
        config = self.settings.providers[row]
        self.name.setText(config.name)
        self.kind.setCurrentIndex(self.kind.findData(config.kind))
        self.url.setText(config.base_url)
        self.model.setText(config.default_model or "")
        self.key.clear()
        self.key.setEnabled(config.kind is not ProviderKind.OLLAMA)
        self.test_result.clear()

    def _on_kind(self) -> None:
        kind = self.kind.currentData()
        if not self.url.text() or self.url.text() in DEFAULT_URLS.values():
            self.url.setText(DEFAULT_URLS[kind])
        self.key.setEnabled(kind is not ProviderKind.OLLAMA)

    def _on_add(self) -> None:
        self.name.setText(f"Provider {len(self.settings.providers) + 1}")
        self.kind.setCurrentIndex(0)
        self.url.setText(DEFAULT_URLS[ProviderKind.OLLAMA])
        self.model.clear()
        self.key.clear()
        self.key.setEnabled(False)  # Ollama needs no key
        self.list.clearSelection()

    def _on_remove(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.settings.providers):
            del self.settings.providers[row]
            self._load_list()

    def _current(self) -> ProviderConfig:
        return ProviderConfig(
            self.name.text().strip() or "Provider",
            self.kind.currentData(),
            self.url.text().strip(),
            self.model.text().strip() or None,
        )

    def _on_test(self) -> None:
        self.test_result.setText("Testing…")
        self._test = asyncio.ensure_future(self._run_test(self._current(), self.key.text() or None))

    async def _run_test(self, config: ProviderConfig, key: str | None) -> None:
        backend = make_backend(config, key)
        try:
            models = await asyncio.wait_for(backend.check(), 10)
            shown = ", ".join(models[:8]) + ("…" if len(models) > 8 else "")
            self.test_result.setText(f"✓ Connected. Models: {shown or 'none listed'}")
        except BackendError as exc:
            self.test_result.setText(f"✗ {exc.message}")
        except TimeoutError:
            self.test_result.setText("✗ The server did not answer within 10 seconds.")
        finally:
            await backend.aclose()

    def _on_save(self) -> None:
        if self.url.text().strip():
            config = self._current()
            if self.key.text():
                try:
                    set_api_key(config.name, config.kind, self.key.text())
                except KeyringUnavailable as exc:
                    self.test_result.setText(str(exc))
                    return
            self.settings.upsert_provider(config)
            self.settings.active_provider = config.name
            self.settings.default_model = config.default_model
        self.settings.system_prompt = self.system_prompt.toPlainText()
        temperature = self.temperature.value()
        self.settings.temperature = None if temperature < 0 else round(temperature, 2)
        self.settings.max_tokens = self.max_tokens.value() or None
        self.settings.theme = str(self.theme.currentData())
        self.saved.emit(self.settings)
        self.accept()
