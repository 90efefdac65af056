"""Dictation in the real window (issue 40), through a real audio server:
Debian's PulseAudio with a null sink and a virtual microphone fed from the
sink's monitor, so Qt Multimedia records from a real audio device while a
WAV spoken by a local voice is played into the sink. The words land in the
message box; the recording goes once they are sent. A microphone that
disappears is said in a sentence, and the keyboard goes on working; a
recording a crash left is offered back when the window opens.

Qt's audio backend connects to the server once per process, so this file
starts the server before anything here asks Qt for a device (and no other
test file asks Qt for one)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.voice.recording import RecordingWriter, recordings_folder
from tests.leaks import started_for
from tests.ui.conftest import Harness
from tests.ui.people import click, idle
from tests.voice import SENTENCE, silence, speak, words, write_wav


class Pulse:
    """A PulseAudio server of the test's own, on a private socket."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.env = {
            **os.environ,
            "XDG_RUNTIME_DIR": str(folder),
            "HOME": str(folder),
            "PULSE_SERVER": f"unix:{folder / 'native'}",
        }

    def start(self) -> str:
        """ "" once it runs with the virtual microphone, else why not."""
        if shutil.which("pulseaudio") is None or shutil.which("pactl") is None:
            return "Debian's pulseaudio and pulseaudio-utils are not installed"
        done = subprocess.run(
            [
                "pulseaudio",
                "--system=false",
                "--exit-idle-time=-1",
                "-n",
                "--daemonize=yes",
                f"--load=module-native-protocol-unix socket={self.folder / 'native'} "
                "auth-anonymous=1",
                "--load=module-null-sink sink_name=speaker",
                "--load=module-remap-source master=speaker.monitor source_name=virtual_mic "
                "source_properties=device.description=VirtualMic",
                f"--log-target=file:{self.folder / 'log'}",
            ],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=30,
        )
        if done.returncode != 0:
            return f"pulseaudio did not start: {done.stderr.strip() or done.stdout.strip()}"
        self.pactl("set-default-source", "virtual_mic")
        return ""

    def pactl(self, *args: str) -> str:
        return subprocess.run(
            ["pactl", *args], env=self.env, capture_output=True, text=True, timeout=30, check=True
        ).stdout

    def play(self, wav: Path) -> subprocess.Popen[bytes]:
        return subprocess.Popen(["paplay", str(wav)], env=self.env)

    def stop(self) -> None:
        subprocess.run(["pulseaudio", "--kill"], env=self.env, capture_output=True, timeout=30)


@pytest.fixture(scope="module")
def pulse() -> Iterator[Pulse | None]:
    folder = Path(tempfile.mkdtemp(prefix="verbatim-pulse-"))
    server = Pulse(folder)
    why = server.start()
    before = os.environ.get("PULSE_SERVER")
    if not why:
        os.environ["PULSE_SERVER"] = server.env["PULSE_SERVER"]  # what Qt's backend reads
    yield None if why else server
    if not why:
        server.stop()
    if before is None:
        os.environ.pop("PULSE_SERVER", None)
    else:
        os.environ["PULSE_SERVER"] = before
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def _qt_audio_connection_is_the_servers() -> Iterator[None]:
    """Qt Multimedia keeps its connection to the audio server (two sockets)
    for the life of the process, once a window has asked for a device: it
    belongs to the server's fixture, not to the test that first asked."""
    yield
    started_for("pulse")


@pytest.fixture(scope="module")
def sentence_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pcm = silence(0.5) + speak(SENTENCE) + silence(1.0)
    return write_wav(tmp_path_factory.mktemp("voice") / "sentence.wav", pcm)


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
        for module in ("module-remap-source", "module-null-sink"):
            for line in pulse.pactl("list", "short", "modules").splitlines():
                if module in line:
                    pulse.pactl("unload-module", line.split()[0])
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
