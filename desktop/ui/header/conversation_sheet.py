"""One conversation's setup: its model, system prompt and parameters, and
the named presets a person keeps ("Coder", "Translator").

A preset chosen in the list fills the fields; nothing changes until Save.
"Save as preset" keeps the fields under the name typed beside it (the same
name replaces that preset); "Delete preset" removes the chosen one. Presets
are saved at once, the conversation's setup on Save.

Signals:
    saved(system_prompt: str, parameters: Parameters, model: tuple | None, context: int)
                                     context: the model's context length set by hand, 0: as
                                     its server says
    presetSaved(preset: Preset)
    presetDeleted(name: str)
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import Parameters, Preset
from desktop.session.local_models import LOCAL_PROVIDER
from desktop.ui.dialogs.setup_fields import SetupFields
from desktop.ui.header.model_picker import Choice
from desktop.ui.header.provider_names import choice_label
from desktop.ui.i18n import tr
from desktop.ui.widgets import compact_combo, describe, index_of, plain_label


def _key(choice: object) -> str:
    """Where settings keep a model's context length: "provider/model"."""
    if isinstance(choice, tuple) and len(choice) == 2:
        return f"{choice[0]}/{choice[1]}"
    return ""


def preset_matching(presets: list[Preset], system_prompt: str, p: Parameters) -> Preset | None:
    """The preset this setup is exactly, if any: the header names it."""
    return next(
        (x for x in presets if x.system_prompt == system_prompt and x.parameters == p), None
    )


class ConversationSheet(QDialog):
    """The sheet where a person changes one conversation's setup (model,
    system prompt, parameters) and keeps or deletes presets."""

    saved = Signal(str, object, object, int)
    presetSaved = Signal(object)
    presetDeleted = Signal(str)

    def __init__(
        self,
        parent: QWidget,
        system_prompt: str,
        parameters: Parameters,
        presets: list[Preset],
        models: list[tuple[str, Choice]],
        model: Choice | None,
        context_lengths: dict[str, int] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Conversation setup"))
        self.resize(560, 520)
        self.presets = list(presets)
        col = QVBoxLayout(self)
        col.addWidget(
            plain_label(
                tr(
                    "How this conversation is answered. New conversations start from the "
                    "defaults in Settings."
                ),
                "Meta",
                wrap=True,
            )
        )
        presets_row = QHBoxLayout()
        self.preset = compact_combo()
        describe(self.preset, tr("Preset"), tr("Fill the fields from a saved preset"))
        self.preset.activated.connect(self._on_preset)
        self.delete_preset = QPushButton(tr("Delete preset"))
        describe(self.delete_preset, tr("Delete preset"), tr("Delete the chosen preset"))
        self.delete_preset.clicked.connect(self._on_delete)
        presets_row.addWidget(self.preset, 1)
        presets_row.addWidget(self.delete_preset)
        col.addLayout(presets_row)
        form = QFormLayout()
        self.model = compact_combo()
        for label, choice in models:
            # The menu's entries, with the name of the provider Verbatim
            # names itself in the person's language ("Dieser Computer").
            named = isinstance(choice, tuple) and len(choice) == 2
            self.model.addItem(choice_label(*choice) if named else label, choice)
        self.model.setCurrentIndex(max(0, index_of(self.model, model)))
        form.addRow(tr("Model"), self.model)
        describe(self.model, tr("Model"))
        self.context_lengths = dict(context_lengths or {})
        self.context = QSpinBox()
        self.context.setRange(0, 10_000_000)
        self.context.setSingleStep(1024)
        form.addRow(tr("Context length (tokens)"), self.context)
        describe(self.context, tr("Context length (tokens)"))
        self.model.currentIndexChanged.connect(self._show_context)
        self._show_context()
        self.fields = SetupFields(form, tr("Instructions for this conversation"))
        self.fields.set_values(system_prompt, parameters)
        col.addLayout(form)
        save_row = QHBoxLayout()
        self.preset_name = QLineEdit()
        self.preset_name.setPlaceholderText(tr("Preset name, for example Coder"))
        describe(self.preset_name, tr("Preset name"))
        self.preset_name.textChanged.connect(self._update_buttons)
        self.save_preset = QPushButton(tr("Save as preset"))
        describe(self.save_preset, tr("Save as preset"), tr("Keep these fields under the name"))
        self.save_preset.clicked.connect(self._on_save_preset)
        save_row.addWidget(self.preset_name, 1)
        save_row.addWidget(self.save_preset)
        col.addLayout(save_row)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._on_save)
        self.buttons.rejected.connect(self.reject)
        col.addWidget(self.buttons)
        self._load_presets(preset_matching(self.presets, system_prompt, parameters))

    def _show_context(self) -> None:
        """Left at 0, what applies: a model on this computer is started with
        as many tokens as its free memory holds (the engine fits it); a
        server's model reads what its server says."""
        choice = self.model.currentData()
        if isinstance(choice, tuple) and choice[0] == LOCAL_PROVIDER:
            self.context.setSpecialValueText(tr("As much as free memory holds"))
            self.context.setToolTip(
                tr(
                    "How many tokens this model reads at most. Left as it is, Verbatim starts "
                    "the model with as many as this computer's free memory holds."
                )
            )
        else:
            self.context.setSpecialValueText(tr("As the server says"))
            self.context.setToolTip(
                tr(
                    "How many tokens this model reads at most. A model on this computer, or on "
                    "Ollama, is run with it. Elsewhere, set it when the server does not say, or "
                    "says more than it was started with."
                )
            )
        self.context.setValue(self.context_lengths.get(_key(choice), 0))

    def _load_presets(self, chosen: Preset | None) -> None:
        self.preset.clear()
        self.preset.addItem(tr("No preset"), "")
        for preset in self.presets:
            self.preset.addItem(preset.name, preset.name)
        self.preset.setCurrentIndex(max(0, self.preset.findData(chosen.name if chosen else "")))
        if chosen is not None:
            self.preset_name.setText(chosen.name)
        self._update_buttons()

    def _chosen(self) -> Preset | None:
        name = self.preset.currentData()
        return next((p for p in self.presets if p.name == name), None)

    def _update_buttons(self) -> None:
        self.delete_preset.setEnabled(self._chosen() is not None)
        self.save_preset.setEnabled(bool(self.preset_name.text().strip()))

    def _on_preset(self, _index: int) -> None:
        chosen = self._chosen()
        if chosen is not None:
            self.fields.set_values(chosen.system_prompt, chosen.parameters)
            self.preset_name.setText(chosen.name)
        self._update_buttons()

    def _on_save_preset(self) -> None:
        system_prompt, parameters = self.fields.values()
        preset = Preset(self.preset_name.text().strip()[:200], system_prompt, parameters)
        self.presets = sorted(
            [*(p for p in self.presets if p.name != preset.name), preset],
            key=lambda p: p.name.casefold(),
        )
        self.presetSaved.emit(preset)
        self._load_presets(preset)

    def _on_delete(self) -> None:
        chosen = self._chosen()
        if chosen is None:
            return
        self.presets = [p for p in self.presets if p.name != chosen.name]
        self.presetDeleted.emit(chosen.name)
        self.preset_name.clear()
        self._load_presets(None)

    def _on_save(self) -> None:
        system_prompt, parameters = self.fields.values()
        self.saved.emit(system_prompt, parameters, self.model.currentData(), self.context.value())
        self.accept()
