"""Run alone, in a child process with no audio server at all, by
tests/ui/test_voice_check_window.py (issue 40): PULSE_SERVER names a socket
nobody listens on and the client may not start a server of its own. Not
collected by the suite itself (no test_ prefix): Qt's audio backend
connects once per process, and the suite's own server would be found."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import Harness
from tests.ui.people import click, open_settings_by_click


def test_no_sound_system_is_said_in_settings_and_the_message_box(harness: Harness) -> None:
    window = harness.open()
    composer = window.composer
    harness.wait(lambda: composer.mic_button.isVisible())
    click(harness, composer.mic_button)
    harness.wait(lambda: window.banner.isVisible(), timeout=30_000)
    harness.wait(lambda: not window.voice.listening, timeout=20_000)
    said = window.banner.label.text()
    assert "microphone" in said and "keyboard works as always" in said, said
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()
    page = next(i for i in range(bar.count()) if bar.tabText(i) == "Answers and look")
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page).center())
    check = dialog.voice_check
    click(harness, check.mic_button)
    harness.wait(lambda: not check.busy and check.result.text() != "", timeout=30_000)
    assert check.result.text() == "No microphone was found (or no sound system is running)."
    click(harness, check.voice_button)
    harness.wait(lambda: not check.busy and check.result.text().startswith("No "), timeout=30_000)
    assert check.result.text() == (
        "No speaker or headphones were found (or no sound system is running)."
    )
    assert not check.playing
    dialog.reject()
    harness.close(window)  # closes normally, as a person closes it
