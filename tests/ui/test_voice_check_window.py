"""Settings → Voice's self-test in the real window (issue 40), through the
tests' PulseAudio server (tests/ui/pulse.py): "Test voice" is recorded from
the speaker's monitor and written back by the real tiny English model;
"Test microphone" hears a sentence a local voice spoke into the virtual
microphone; with the microphone and the speaker gone, a sentence each."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.session.dictation import transcribe_pcm
from desktop.ui.dialogs.settings_dialog import SettingsDialog
from desktop.ui.voice.voice_check import VoiceCheck
from tests.ui.conftest import Harness
from tests.ui.people import click, open_settings_by_click
from tests.ui.pulse import Pulse, audio_connection_kept, heard
from tests.voice import silence, speak, words, write_wav

_qt_audio_connection_is_the_servers = audio_connection_kept()

SAID = "This is how Verbatim reads answers aloud."
SHORT = "Good morning to you."


def _voice_check(harness: Harness) -> tuple[SettingsDialog, VoiceCheck]:
    window = harness.open()
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()
    page = next(i for i in range(bar.count()) if bar.tabText(i) == "Answers and look")
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page).center())
    check = dialog.voice_check
    assert check.mic_button.text() == "Test microphone"
    assert check.voice_button.text() == "Test voice"
    return dialog, check


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_test_voice_is_heard_from_the_speaker(
    harness: Harness, pulse: Pulse | None, tmp_path: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    dialog, check = _voice_check(harness)
    recorder = pulse.record(tmp_path / "heard.raw")
    try:
        click(harness, check.voice_button)
        harness.wait(lambda: check.playing, timeout=30_000)
        assert check.result.text() == f"Speaking: “{SAID}”"
        harness.wait(lambda: not check.playing, timeout=30_000)
    finally:
        pcm = heard(recorder, tmp_path / "heard.raw")
    text = transcribe_pcm(check.session.dictation.transcriber, pcm)
    said, got = words(SAID), words(text)
    assert sum(w in got for w in said) >= len(said) - 1, text  # "Verbatim" may be misspelt
    dialog.reject()


def test_test_microphone_shows_the_words_heard(
    harness: Harness, pulse: Pulse | None, tmp_path: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    wav = write_wav(tmp_path / "short.wav", silence(0.2) + speak(SHORT) + silence(0.3))
    dialog, check = _voice_check(harness)
    click(harness, check.mic_button)
    harness.wait(lambda: check.result.text().startswith("Listening for"), timeout=60_000)
    player = pulse.play(wav)
    try:
        harness.wait(lambda: check.result.text().startswith("Heard:"), timeout=60_000)
    finally:
        player.wait(30)
    assert words(check.result.text()) == ["heard", *words(SHORT)]
    assert check.mic_button.isEnabled() and check.voice_button.isEnabled()
    assert not (harness.data / "recordings").exists() or not any(
        (harness.data / "recordings").iterdir()
    )  # a test's recording is not kept
    dialog.reject()


# Qt says so itself when the device it lists has gone from the server.
@pytest.mark.qt_log_ignore("Stream failed to connect")
def test_no_microphone_and_no_speaker_are_said(harness: Harness, pulse: Pulse | None) -> None:
    if pulse is not None:  # the virtual microphone and the speaker unplugged
        pulse.unplug()
    try:
        dialog, check = _voice_check(harness)
        click(harness, check.mic_button)
        harness.wait(lambda: not check.busy and check.result.text() != "", timeout=30_000)
        assert check.result.text() in (
            "No microphone was found (or no sound system is running).",
            "The microphone could not be opened.",
            "The microphone gave no sound. Check that it is connected and on.",
        )
        click(harness, check.voice_button)
        harness.wait(
            lambda: (
                not check.busy and check.result.text().startswith(("No speaker", "The speaker"))
            ),
            timeout=30_000,
        )
        assert not check.playing
        dialog.reject()
    finally:
        if pulse is not None:  # plugged in again for the tests after this one
            pulse.plug_in()


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_with_no_sound_system_at_all_each_button_says_so(tmp_path: Path) -> None:
    """No audio server anywhere (a person's machine without PulseAudio or
    PipeWire): the microphone button, "Test microphone" and "Test voice"
    each say it in a sentence, no traceback, and the window closes normally.
    In a child process, since Qt's audio backend connects once per process
    and this one may already hold the tests' own server."""
    alone = tmp_path / "no-sound"
    alone.mkdir()
    env = {
        **os.environ,
        "PULSE_SERVER": f"unix:{alone / 'nobody-listens'}",  # a server that is not there
        "XDG_RUNTIME_DIR": str(alone),
        "HOME": str(alone),  # no person's client.conf or cookie
    }
    child = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            f"{Path(__file__).parent / 'no_sound_child.py'}",
            "-q",
            "-p",
            "no:cacheprovider",
            "--basetemp",
            str(tmp_path / "child"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    out = child.stdout + child.stderr
    assert child.returncode == 0, out[-3000:]
    assert "1 passed" in child.stdout and "Traceback" not in out, out[-3000:]
