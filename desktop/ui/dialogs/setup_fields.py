"""The fields of a conversation's setup: system prompt, temperature, top-p,
max tokens and reasoning. Used by the conversation sheet, and by Settings
for the defaults new conversations start with.

"Model default" (the lowest value of each number) sends nothing for it, so
the server and the model decide.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QFormLayout, QPlainTextEdit, QSpinBox

from desktop.domain.messages import Parameters, Reasoning
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe

REASONING_LABELS = {
    Reasoning.DEFAULT: QT_TR_NOOP("Model default"),
    Reasoning.OFF: QT_TR_NOOP("Off"),
    Reasoning.ON: QT_TR_NOOP("On"),
    Reasoning.LOW: QT_TR_NOOP("Low"),
    Reasoning.MEDIUM: QT_TR_NOOP("Medium"),
    Reasoning.HIGH: QT_TR_NOOP("High"),
}
_UNSET = -0.01  # a spin box's "Model default" sits just below its range


def _number_box(top: float, step: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(_UNSET, top)
    box.setSingleStep(step)
    box.setDecimals(2)
    box.setSpecialValueText(tr("Model default"))
    return box


class SetupFields:
    """The widgets, laid out as rows of a form the caller owns."""

    def __init__(self, form: QFormLayout, prompt_hint: str) -> None:
        self.system_prompt = QPlainTextEdit()
        self.system_prompt.setPlaceholderText(prompt_hint)
        self.system_prompt.setMinimumHeight(90)
        self.temperature = _number_box(2.0, 0.1)
        self.temperature.setToolTip(tr("Lower is more focused, higher more varied"))
        self.top_p = _number_box(1.0, 0.05)
        self.top_p.setToolTip(tr("Only the most likely words that add up to this share"))
        self.max_tokens = QSpinBox()
        self.max_tokens.setRange(0, 1_000_000)
        self.max_tokens.setSingleStep(256)
        self.max_tokens.setSpecialValueText(tr("Model default"))
        self.reasoning = QComboBox()
        for value, label in REASONING_LABELS.items():
            self.reasoning.addItem(tr(label), value)
        self.reasoning.setToolTip(
            tr(
                "How much the model thinks first, where it can be told (Ollama, Anthropic, "
                "OpenAI-compatible reasoning models)"
            )
        )
        for label, widget in [
            (tr("System prompt"), self.system_prompt),
            (tr("Temperature"), self.temperature),
            (tr("Top-p"), self.top_p),
            (tr("Max answer length (tokens)"), self.max_tokens),
            (tr("Reasoning"), self.reasoning),
        ]:
            form.addRow(label, widget)
            describe(widget, label)

    def set_values(self, system_prompt: str, p: Parameters) -> None:
        self.system_prompt.setPlainText(system_prompt)
        self.temperature.setValue(_UNSET if p.temperature is None else p.temperature)
        self.top_p.setValue(_UNSET if p.top_p is None else p.top_p)
        self.max_tokens.setValue(p.max_tokens or 0)
        self.reasoning.setCurrentIndex(max(0, self.reasoning.findData(p.reasoning)))

    def values(self) -> tuple[str, Parameters]:
        return self.system_prompt.toPlainText(), Parameters(
            temperature=_value(self.temperature),
            top_p=_value(self.top_p),
            max_tokens=self.max_tokens.value() or None,
            reasoning=Reasoning(self.reasoning.currentData() or ""),
        )


def _value(box: QDoubleSpinBox) -> float | None:
    return None if box.value() < 0 else round(box.value(), 2)


def summary(system_prompt: str, p: Parameters) -> list[str]:
    """The setup in short lines, for the header's tooltip."""
    lines = []
    if system_prompt.strip():
        first = " ".join(system_prompt.split())
        lines.append(
            tr("System prompt: {text}").format(text=first[:80] + ("…" if len(first) > 80 else ""))
        )
    if p.temperature is not None:
        lines.append(tr("Temperature {value}").format(value=p.temperature))
    if p.top_p is not None:
        lines.append(tr("Top-p {value}").format(value=p.top_p))
    if p.max_tokens is not None:
        lines.append(tr("At most {value} tokens").format(value=f"{p.max_tokens:,}"))
    if p.reasoning is not Reasoning.DEFAULT:
        lines.append(tr("Reasoning: {level}").format(level=tr(REASONING_LABELS[p.reasoning])))
    return lines
