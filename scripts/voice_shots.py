"""Screenshots for issue 40, on a real X server and a PulseAudio server of
their own (a null sink and a virtual microphone, as the tests use):

- dictating-{lang}-{theme}.png: the microphone while dictating, the words a
  local voice spoke into the virtual microphone in the message box;
- reading-{lang}-{theme}.png: the speaker under an answer while it is read
  aloud (it shows Stop);
- settings-{lang}-{theme}.png: Settings → Voice after "Test voice".

    scripts/voice_shots.sh .venv/bin/python   (Xvfb 800x600 with openbox)

writes docs/screenshots/voice/.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QScrollArea

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.domain.messages import Message, Role, new_id
from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings
from desktop.store.db import open_store
from tests.ui.pulse import Pulse
from tests.voice import silence, speak, write_wav

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "voice"
SAID = {
    "en": ("How do I keep my work safe?", "Save it often. Verbatim keeps every word you write."),
    "de": ("Wie sichere ich meine Arbeit?", "Speichern Sie oft. Verbatim behält jedes Wort."),
}
DICTATED = "Please save my conversation before the computer restarts."


def grab(name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(OUT / name))
    print("wrote", OUT / name)


async def until(done: Callable[[], bool], seconds: float = 30.0) -> None:
    for _ in range(int(seconds * 20)):
        if done():
            return
        await asyncio.sleep(0.05)
    raise SystemExit("the window did not get there in time")


def _args(data: Path) -> argparse.Namespace:
    return argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=True, self_test=False
    )


async def shoot(app: QApplication, theme: str, lang: str, pulse: Pulse, wav: Path) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-voice-shots-"))
    paths = resolve_paths(data).ensure()
    save_settings(paths.config, Settings(theme=theme, language=lang))
    repo = open_store(paths.data)
    question, answer = SAID[lang]
    conv = repo.create_conversation(title=question)
    asked = repo.add_message(Message(new_id(), conv.id, Role.USER, question))
    said = repo.add_message(Message(new_id(), conv.id, Role.ASSISTANT, answer, parent_id=asked.id))
    repo.set_tip(conv.id, said.id)
    repo.close()
    window, _store, _providers = build_window(paths, _args(data), app)
    window.showMaximized()
    window.open_conversation(conv.id)
    await asyncio.sleep(1.5)
    # The speaker under the answer, reading it.
    window.transcript.widgets[-1].buttons["read"].click()
    await until(lambda: window.conversation.reading.heard > 0.3)
    grab(f"reading-{lang}-{theme}.png")
    window.conversation.reading.stop()
    # The microphone, dictating.
    window.composer.mic_button.click()
    await until(lambda: window.voice.listening)
    player = pulse.play(wav)
    await until(lambda: "computer" in window.composer.text())
    grab(f"dictating-{lang}-{theme}.png")
    await asyncio.to_thread(player.wait, 30)
    window.composer.mic_button.click()
    await until(lambda: not window.voice.listening)
    # Settings → Voice, after "Test voice".
    window.open_settings()
    dialog = window.settings_dialog
    dialog.tabs.setCurrentIndex(1)
    await asyncio.sleep(0.5)
    check = dialog.voice_check
    check.voice_button.click()
    await until(lambda: check.playing)
    area = dialog.findChild(QScrollArea)
    if area is not None:
        area.ensureWidgetVisible(check)
    await asyncio.sleep(0.5)
    grab(f"settings-{lang}-{theme}.png")
    dialog.reject()
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()
    await closed.wait()
    await window.session.providers.aclose()
    await window.session.store.aclose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--theme", default="light", choices=["light", "dark"])
    options = parser.parse_args()
    pulse = Pulse(Path(tempfile.mkdtemp(prefix="verbatim-voice-pulse-")))
    why = pulse.start()
    if why:
        sys.exit(f"voice_shots.py needs PulseAudio: {why}")
    import os

    os.environ["PULSE_SERVER"] = pulse.env["PULSE_SERVER"]  # before Qt asks for a device
    try:
        app = QApplication(sys.argv[:1])
        if QGuiApplication.platformName() == "offscreen":
            sys.exit("voice_shots.py needs a real X server (scripts/voice_shots.sh starts one)")
        app.setProperty("verbatim_keep_running", True)
        app.setQuitOnLastWindowClosed(False)
        wav = write_wav(
            pulse.folder / "dictated.wav", silence(0.5) + speak(DICTATED) + silence(1.5)
        )
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        install_asyncgen_hooks(loop)
        with loop:
            for lang in ("en", "de"):
                loop.run_until_complete(shoot(app, options.theme, lang, pulse, wav))
    finally:
        pulse.stop()


if __name__ == "__main__":
    main()
