"""Answers read aloud in the real window (issue 40), through a real audio
server (tests/ui/pulse.py): what the app plays is recorded from the null
sink's monitor and recognised again by the session's own dictation (the
tiny English Whisper model), so a test hears the words a person would.
Esc stops the voice and not the answer, whose words are all kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.devserver import Reply
from desktop.domain.messages import Role, Status
from desktop.session.dictation import transcribe_pcm
from tests.ui.conftest import Harness
from tests.ui.people import click, dialog_button, idle, last, open_settings_by_click, type_and_enter
from tests.ui.pulse import Pulse, audio_connection_kept, heard
from tests.voice import words

_qt_audio_connection_is_the_servers = audio_connection_kept()

ANSWER = (
    "Please save my conversation before the computer restarts.\n\n"
    "The lighthouse keeper wrote in his **notebook** every evening "
    "([his notes](https://example.org/notes)).\n\n"
    "```python\nprint('code is never read aloud')\n```\n"
)
SAID = (
    "Please save my conversation before the computer restarts. "
    "The lighthouse keeper wrote in his notebook every evening, his notes."
)
LONG = " ".join(
    [
        "The merchant carried his cargo across the island in a small boat.",
        "In the morning the river was calm and the bridge was open again.",
        "He counted the ships that passed the harbour before the storm.",
    ]
    * 4
)


def overlap(said: str, heard_words: str) -> float:
    """How many of the words said were heard (each counted once)."""
    wanted, got = words(said), words(heard_words)
    found = 0
    for word in wanted:
        if word in got:
            got.remove(word)
            found += 1
    return found / len(wanted)


@pytest.mark.heavy
def test_an_answer_read_aloud_is_heard_as_its_words(
    harness: Harness, pulse: Pulse | None, tmp_path: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    harness.server.script(Reply(text=ANSWER))
    window = harness.open()
    type_and_enter(harness, window, "How do I keep my work?")
    harness.wait(lambda: idle(window))
    answer = window.transcript.widgets[-1]
    reader = window.conversation.reading
    recorder = pulse.record(tmp_path / "heard.raw")
    try:
        click(harness, answer.buttons["read"])
        harness.wait(lambda: reader.speaking)
        assert answer.buttons["read"].toolTip() == "Stop reading aloud"
        harness.wait(lambda: not reader.speaking, timeout=60_000)
    finally:
        pcm = heard(recorder, tmp_path / "heard.raw")
    assert reader.heard > 3.0  # seconds of voice given to the speaker
    assert answer.buttons["read"].toolTip() == "Read aloud"
    text = transcribe_pcm(window.session.dictation.transcriber, pcm)
    assert overlap(SAID, text) >= 0.8, text
    assert "print" not in words(text) and "https" not in words(text)


@pytest.mark.heavy
def test_esc_stops_the_voice_and_the_answer_goes_on_whole(
    harness: Harness, pulse: Pulse | None, tmp_path: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()
    page = next(i for i in range(bar.count()) if bar.tabText(i) == "Answers and look")
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page).center())
    click(harness, dialog.read_aloud)
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    assert window.session.settings.read_aloud
    reader = window.conversation.reading
    # Slow enough that the voice starts while the answer is still coming.
    harness.server.script(Reply(text=LONG, rate=15))
    type_and_enter(harness, window, "Tell me about the harbour.")
    harness.wait(lambda: reader.heard > 1.0, timeout=30_000)
    assert last(window).status is Status.STREAMING
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    assert not reader.speaking  # at once
    said = reader.heard
    assert last(window).status is Status.STREAMING  # the answer was not stopped
    harness.wait(lambda: idle(window), timeout=60_000)
    (answer,) = [m for m in window.repo.messages(window.state.id or "") if m.role is Role.ASSISTANT]
    assert answer.status is Status.COMPLETE
    assert words(answer.content) == words(LONG)  # every word kept
    assert reader.heard == said  # and nothing more was said after Esc


@pytest.mark.heavy
@pytest.mark.qt_log_ignore("Stream failed to connect")
def test_no_speaker_is_said_and_the_answer_is_there(harness: Harness, pulse: Pulse | None) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    harness.server.script(Reply(text="Please save my conversation."))
    window = harness.open()
    type_and_enter(harness, window, "Hello")
    harness.wait(lambda: idle(window))
    pulse.unplug()
    try:
        click(harness, window.transcript.widgets[-1].buttons["read"])
        harness.wait(lambda: window.banner.isVisible(), timeout=30_000)
        harness.wait(lambda: not window.conversation.reading.speaking, timeout=30_000)
    finally:
        pulse.plug_in()
    said = window.banner.label.text()
    assert "cannot be read aloud" in said, said
    assert last(window).content == "Please save my conversation."
