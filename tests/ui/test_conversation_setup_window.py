"""A conversation's own setup, set by hand through its sheet: a preset
saved, applied, edited and deleted; the header names it; the request
carries it; a new conversation starts from the defaults (issue 14)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.domain.messages import Parameters, Reasoning, Status
from desktop.session.settings import load_settings
from desktop.ui.header.conversation_sheet import ConversationSheet
from tests.ui.conftest import Harness
from tests.ui.people import (
    choose_in_combo,
    click,
    dialog_button,
    idle,
    last,
    open_settings_by_click,
    open_sheet,
    replace_text,
    set_spin,
    type_and_enter,
)


def _ask(h: Harness, window, text: str) -> None:  # type: ignore[no-untyped-def]
    """Send and wait for this question's own answer."""
    asked = len(h.server.chat_requests())
    type_and_enter(h, window, text)
    h.wait(lambda: len(h.server.chat_requests()) > asked)
    h.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)


def _type_prompt(h: Harness, sheet: ConversationSheet, text: str) -> None:
    editor = sheet.fields.system_prompt
    editor.setFocus()
    editor.selectAll()
    h.qtbot.keyClick(editor, Qt.Key.Key_Delete)
    h.qtbot.keyClicks(editor, text)


def test_a_preset_is_saved_applied_shown_and_sent(harness: Harness) -> None:
    window = harness.open()
    _ask(harness, window, "first question")
    assert not window.setup_label.isVisible()  # the plain defaults: nothing to name

    sheet = open_sheet(harness, window)
    _type_prompt(harness, sheet, "You are a careful coder.")
    set_spin(harness, sheet.fields.temperature, "0.2")
    choose_in_combo(harness, sheet.fields.reasoning, "High")
    replace_text(harness, sheet.preset_name, "Coder")
    click(harness, sheet.save_preset)
    assert [p.name for p in load_settings(window.session.paths.config).presets] == ["Coder"]
    click(harness, dialog_button(sheet, QDialogButtonBox.StandardButton.Save))
    assert window.setup_label.isVisible() and window.setup_label.full_text() == "Coder"

    def saved() -> bool:
        conv = window.repo.get_conversation(window.conversation_id or "")
        return conv is not None and conv.system_prompt != ""

    harness.wait(saved)  # written on the store's writer thread
    conv = window.repo.get_conversation(window.conversation_id or "")
    assert conv is not None and conv.system_prompt == "You are a careful coder."
    assert conv.parameters == Parameters(temperature=0.2, reasoning=Reasoning.HIGH)

    _ask(harness, window, "second question")
    body = harness.server.chat_requests()[-1].body
    assert body["messages"][0] == {"role": "system", "content": "You are a careful coder."}
    assert body["temperature"] == 0.2 and body["reasoning_effort"] == "high"

    # Edit one field: the setup is no longer exactly the preset.
    sheet = open_sheet(harness, window)
    assert sheet.preset.currentText() == "Coder"
    set_spin(harness, sheet.fields.temperature, "0.9")
    click(harness, dialog_button(sheet, QDialogButtonBox.StandardButton.Save))
    harness.wait(lambda: window.setup_label.full_text() == "Custom setup")

    # A new conversation starts from the defaults; the preset applies in one pick.
    window.new_conversation()
    assert not window.setup_label.isVisible()
    sheet = open_sheet(harness, window)
    assert sheet.fields.values() == ("", Parameters())
    choose_in_combo(harness, sheet.preset, "Coder")
    assert sheet.fields.values()[0] == "You are a careful coder."
    click(harness, dialog_button(sheet, QDialogButtonBox.StandardButton.Save))
    assert window.setup_label.full_text() == "Coder"
    _ask(harness, window, "in a new conversation")
    new = window.repo.get_conversation(window.conversation_id or "")
    assert new is not None and new.parameters.temperature == 0.2
    assert harness.server.chat_requests()[-1].body["temperature"] == 0.2

    # Delete the preset: the conversation keeps its setup, the header says Custom.
    sheet = open_sheet(harness, window)
    click(harness, sheet.delete_preset)
    assert sheet.preset.count() == 1  # "No preset" only
    sheet.reject()
    window.header.show_state(window.state)
    assert window.setup_label.full_text() == "Custom setup"
    assert load_settings(window.session.paths.config).presets == []


def test_settings_defaults_reach_new_conversations_only(harness: Harness) -> None:
    window = harness.open()
    _ask(harness, window, "made before")
    before = window.conversation_id
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()  # the defaults are on the second page
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert dialog.tabs.currentIndex() == 1
    set_spin(harness, dialog.setup.top_p, "0.5")
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    old = window.repo.get_conversation(before or "")
    assert old is not None and old.parameters.top_p is None
    window.new_conversation()
    _ask(harness, window, "made after")
    assert window.conversation_id != before
    assert harness.server.chat_requests()[-1].body["top_p"] == 0.5


def test_the_context_meter_counts_and_a_full_context_is_said_in_the_answer(
    harness: Harness,
) -> None:
    window = harness.open()
    _ask(harness, window, "how long can we talk?")
    meter = window.context_meter
    answer = last(window)
    assert answer.usage.prompt_tokens is not None
    used = answer.usage.prompt_tokens + (answer.usage.completion_tokens or 0)
    # Counted on the writer thread once the answer ended: it lands a moment later.
    harness.wait(lambda: meter.isVisible() and (meter.used, meter.limit) == (used, 8192))
    assert meter.label.text() == f"{used} / 8.2k"
    assert "tokens this model reads" in meter.accessibleDescription()

    # The person says this model was started with a small context.
    sheet = open_sheet(harness, window)
    assert sheet.context.value() == 0  # "As the server says"
    set_spin(harness, sheet.context, "600")
    click(harness, dialog_button(sheet, QDialogButtonBox.StandardButton.Save))
    harness.wait(lambda: meter.limit == 600)
    for n in range(4):
        _ask(harness, window, f"question {n} " + "many words here " * 40)
    answer_widget = window.transcript.widgets[-1]
    assert last(window).omitted > 0
    assert answer_widget.omitted.isVisible()
    assert "Verbatim left out the" in answer_widget.omitted.text()
    assert load_settings(window.session.paths.config).context_lengths == {
        "OpenAI-compatible/verbatim-demo": 600
    }
