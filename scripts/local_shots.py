"""Screenshots of running a model on this computer, on a real X server:
the welcome page's offer, a download in progress, the library with its fit
marks, and the first answer from the real engine and the real SmolLM2 model.

    make local-shots

(Xvfb at 1280x800 with openbox, light and dark) writes
docs/screenshots/local/{welcome,download,library,answer}-{theme}.png.
The download comes from the tests' Hugging Face-compatible server on
loopback (tests/hf_server.py), paced so the picture catches it halfway; it
offers SmolLM2, the model the tests run, in place of the first-run model.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path

import qasync
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.domain.messages import Status
from desktop.local.binary import cache_root
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from desktop.ui.local_models import local_models_dialog
from tests.hf_server import Hub, HubFile, serve_hub
from tests.local_model import fetch

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "local"
QUESTION = "What is the capital of France? Answer in one sentence."
SHOWN_REPO = "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF"


async def settle(seconds: float = 0.8) -> None:
    await asyncio.sleep(seconds)


def grab(name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(OUT / name))
    print("wrote", OUT / name)


async def shoot(app: QApplication, theme: str) -> None:
    model = fetch()
    data = Path(tempfile.mkdtemp(prefix="verbatim-local-shots-"))
    # Another app's model folder, so "Found in other apps" shows what it finds.
    home = data / "home"
    found = home / ".lmstudio" / "models" / "HuggingFaceTB" / "SmolLM2-GGUF"
    found.mkdir(parents=True)
    os.link(model, found / "smollm2-135m-instruct-q4_1.gguf")
    os.environ["VERBATIM_CACHE"] = str(cache_root())  # the engine stays where it was built
    os.environ["HOME"] = str(home)
    paths = resolve_paths(data).ensure()
    settings = load_settings(paths.config)
    settings.theme = theme
    settings.temperature = 0.0  # the small model's steadiest answer
    save_settings(paths.config, settings)
    args = argparse.Namespace(
        data_dir=data,
        provider=None,
        base_url=None,
        model=None,
        demo=False,
        self_test=False,
        discover=[],  # nothing found: the offer to run a model here comes first
    )
    window, _store, _providers = build_window(paths, args, app)
    window.showMaximized()
    while not window.welcome.status.text().startswith(("No model", "Found")):
        await asyncio.sleep(0.05)
    await settle(1.0)
    grab(f"welcome-{theme}.png")
    window.welcome.local_button.click()
    dialog = window.local_models_dialog
    while not dialog.offer_button.isVisible():
        await asyncio.sleep(0.05)
    dialog.offer_button.click()
    while dialog.download.bar.value() < 400:
        await asyncio.sleep(0.02)
    grab(f"download-{theme}.png")
    while dialog.tabs.currentIndex() != 0:
        await asyncio.sleep(0.05)
    await settle()
    grab(f"library-{theme}.png")
    dialog.use_button.click()
    await settle(0.3)
    await window.writer.send(QUESTION)
    while window.state.id is None or window.session.engine.is_running(window.state.id):
        await asyncio.sleep(0.05)
    last = window.session.repo.messages(window.state.id)[-1]
    assert last.status is Status.COMPLETE, last.error
    await settle()
    grab(f"answer-{theme}.png")
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()
    await closed.wait()
    await window.session.providers.aclose()  # the engine stops here
    await window.session.store.aclose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--theme", default="light", choices=["light", "dark"])
    options = parser.parse_args()
    if QGuiApplication.platformName() == "offscreen":
        sys.exit("local_shots.py needs a real X server (make local-shots starts one)")
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    hub = Hub()
    hub.add(SHOWN_REPO, HubFile(fetch().name, fetch(), pace=0.06))
    local_models_dialog.FIRST_MODEL_REPO = SHOWN_REPO  # see the module's note
    with serve_hub(hub), loop:
        os.environ["HF_ENDPOINT"] = hub.url
        loop.run_until_complete(shoot(app, options.theme))


if __name__ == "__main__":
    main()
