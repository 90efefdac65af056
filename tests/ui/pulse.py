"""A PulseAudio server of the tests' own (issue 40), shared by the session:
Debian's pulseaudio with a null sink (the speaker: what the app plays there
is recorded from its monitor) and a virtual microphone remapped from that
monitor (what is played into the sink is what the app records).

Qt's audio backend connects to one server for the life of the process, so
there is one for all the test files that use it (dictation, read aloud)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.leaks import started_for

SPEAKER = "module-null-sink sink_name=speaker"
MICROPHONE = (
    "module-remap-source master=speaker.monitor source_name=virtual_mic "
    "source_properties=device.description=VirtualMic"
)


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
                f"--load={SPEAKER}",
                f"--load={MICROPHONE}",
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

    def unplug(self) -> None:
        """The virtual microphone and the speaker it hears, gone."""
        for module in ("module-remap-source", "module-null-sink"):
            for line in self.pactl("list", "short", "modules").splitlines():
                if module in line:
                    self.pactl("unload-module", line.split()[0])

    def plug_in(self) -> None:
        """The speaker and the microphone back, as at the start."""
        for module in (SPEAKER, MICROPHONE):
            self.pactl("load-module", *module.split())
        self.pactl("set-default-sink", "speaker")
        self.pactl("set-default-source", "virtual_mic")

    def record(self, raw: Path) -> subprocess.Popen[bytes]:
        """What is played into the speaker, as 16 kHz mono 16-bit PCM in
        `raw`, until the recorder is ended (`heard`)."""
        out = raw.open("wb")
        try:
            return subprocess.Popen(
                [
                    "parec",
                    "-d",
                    "speaker.monitor",
                    "--rate=16000",
                    "--channels=1",
                    "--format=s16le",
                    "--raw",
                ],
                env=self.env,
                stdout=out,
            )
        finally:
            out.close()

    def play(self, wav: Path) -> subprocess.Popen[bytes]:
        """`wav` played into the speaker, so the virtual microphone hears it."""
        return subprocess.Popen(["paplay", "-d", "speaker", str(wav)], env=self.env)

    def wear_headphones(self) -> None:
        """What the app plays goes to a second sink the microphone does not
        hear, as a person's headphones (hands-free: no echo)."""
        self.pactl("load-module", "module-null-sink", "sink_name=headphones")
        self.pactl("set-default-sink", "headphones")

    def take_off_headphones(self) -> None:
        for line in self.pactl("list", "short", "modules").splitlines():
            if "sink_name=headphones" in line:
                self.pactl("unload-module", line.split()[0])
        self.pactl("set-default-sink", "speaker")

    def stop(self) -> None:
        subprocess.run(["pulseaudio", "--kill"], env=self.env, capture_output=True, timeout=30)


@pytest.fixture(scope="session")
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


def audio_connection_kept() -> Any:
    """An autouse fixture for a test file that plays or records: Qt
    Multimedia keeps its connection to the audio server (two sockets) for
    the life of the process, once a window has asked for a device; it
    belongs to the server's fixture, not to the test that first asked."""

    @pytest.fixture(autouse=True)
    def kept() -> Iterator[None]:
        yield
        started_for("pulse")

    return kept


def heard(recorder: subprocess.Popen[bytes], raw: Path) -> bytes:
    """The recorder ended (it writes what it has on SIGINT) and what it heard."""
    recorder.send_signal(signal.SIGINT)
    recorder.wait(30)
    data = raw.read_bytes()
    return data[: len(data) - len(data) % 2]
