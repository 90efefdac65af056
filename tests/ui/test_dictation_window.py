"""Dictation in the real window (issue 40), through a real audio server:
Debian's PulseAudio with a null sink and a virtual microphone fed from the
sink's monitor, so Qt Multimedia records from a real audio device while a
WAV spoken by a local voice is played into the sink. The words land in the
message box; the recording goes once they are sent. A microphone that
disappears is said in a sentence, and the keyboard goes on working; a
recording a crash left is offered back when the window opens.

Qt's audio backend connects to the server once per process, so the server
is the session's (tests/ui/pulse.py), started before anything asks Qt for
a device; the read-aloud tests play into the same one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.voice.recording import RecordingWriter, recordings_folder
from tests.ui.conftest import Harness
from tests.ui.people import click, idle
from tests.ui.pulse import Pulse, audio_connection_kept
from tests.voice import SENTENCE, silence, speak, words, write_wav

_qt_audio_connection_is_the_servers = audio_connection_kept()


@pytest.fixture(scope="module")
def sentence_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pcm = silence(0.5) + speak(SENTENCE) + silence(1.0)
    return write_wav(tmp_path_factory.mktemp("voice") / "sentence.wav", pcm)


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_a_sentence_spoken_into_the_microphone_lands_in_the_message(
    harness: Harness, pulse: Pulse | None, sentence_wav: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    window = harness.open()
    composer = window.composer
    click(harness, composer.mic_button)
    harness.wait(lambda: window.voice.listening, timeout=30_000)
    assert composer.mic_button.objectName() == "Dictating"
    player = pulse.play(sentence_wav)
    try:
        harness.wait(lambda: words(composer.text()) == words(SENTENCE), timeout=30_000)
    finally:
        player.wait(30)
    click(harness, composer.mic_button)  # stop listening: the words stay
    harness.wait(lambda: not window.voice.listening, timeout=20_000)
    assert words(composer.text()) == words(SENTENCE)
    (kept,) = window.session.dictation.kept()  # on disk until the words are sent
    harness.qtbot.keyClick(composer.editor, Qt.Key.Key_Return)
    harness.wait(lambda: idle(window) and window.state.id is not None)
    (sent,) = window.repo.messages(window.state.id or "")[:1]
    assert words(sent.content) == words(SENTENCE)
    assert not kept.pcm.exists()
    assert window.session.dictation.kept() == []


# Qt says so itself when the device it lists has gone from the server.
@pytest.mark.qt_log_ignore("Stream failed to connect")
def test_a_microphone_that_is_gone_is_said_and_the_keyboard_works(
    harness: Harness, pulse: Pulse | None
) -> None:
    if pulse is not None:  # the virtual microphone unplugged, and the speaker it heard
        pulse.unplug()
    try:
        _said_and_typed(harness)
    finally:
        if pulse is not None:  # plugged in again for the tests after this one
            pulse.plug_in()


def _said_and_typed(harness: Harness) -> None:
    window = harness.open()
    composer = window.composer
    harness.wait(lambda: composer.mic_button.isVisible())
    click(harness, composer.mic_button)
    harness.wait(lambda: window.banner.isVisible(), timeout=30_000)
    harness.wait(lambda: not window.voice.listening, timeout=20_000)
    said = window.banner.label.text()
    assert "microphone" in said and "keyboard works as always" in said, said
    assert composer.mic_button.objectName() == "Dictate"
    composer.editor.setFocus()
    harness.qtbot.keyClicks(composer.editor, "typed by hand")
    assert composer.text() == "typed by hand"


def test_a_recording_a_crash_left_is_offered_back_in_the_message(harness: Harness) -> None:
    writer = RecordingWriter(recordings_folder(harness.data))
    writer.append(silence(0.3) + speak(SENTENCE))  # then the process died: never closed
    window = harness.open()
    composer = window.composer
    harness.wait(lambda: words(composer.text()) == words(SENTENCE), timeout=30_000)
    assert "interrupted when Verbatim last closed" in window.banner.label.text()
    # Emptied by hand: the words are discarded, and so is the recording.
    composer.editor.selectAll()
    harness.qtbot.keyClick(composer.editor, Qt.Key.Key_Delete)
    assert window.session.dictation.kept() == []
    assert list(recordings_folder(harness.data).iterdir()) == []
    writer.close()
