"""Screenshots of where a model on this computer runs (issue 39), on a real
X server: an answer of the real SmolLM2 model with its details ("On the GPU:
… (Vulkan), 31 of 31 layers" or "On the processor (…)"), and the model
library saying the same, on the Vulkan engine over lavapipe (Mesa's software
Vulkan device, allowed by VERBATIM_GPU_ALLOW_SOFTWARE=1) and on the CPU
engine.

    bash scripts/gpu_shots.sh PYTHON

(Xvfb at 1280x800 with openbox, light and dark) writes
docs/screenshots/gpu/{answer,library}-{gpu,cpu}-{theme}.png. It needs the
Vulkan engine (scripts/build_engine.sh --vulkan) and mesa-vulkan-drivers.
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
from desktop.local.gpu import ALLOW_SOFTWARE_ENV
from desktop.session.local_models import add_model
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from tests.local_model import fetch

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "gpu"
QUESTION = "What is the capital of France? Answer in one sentence."


async def settle(seconds: float = 0.8) -> None:
    await asyncio.sleep(seconds)


def grab(name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(OUT / name))
    print("wrote", OUT / name)


async def shoot(app: QApplication, theme: str, engine: str) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-gpu-shots-"))
    paths = resolve_paths(data).ensure()
    name = add_model(data, fetch()).name
    settings = load_settings(paths.config)
    settings.theme = theme
    settings.temperature = 0.0  # the small model's steadiest answer
    save_settings(paths.config, settings)
    args = argparse.Namespace(
        data_dir=data,
        provider="local",
        base_url=None,
        model=name,
        demo=False,
        self_test=False,
        discover=[],
    )
    window, _store, _providers = build_window(paths, args, app)
    window.showMaximized()
    await settle(1.0)
    await window.writer.send(QUESTION)
    while window.state.id is None or window.session.engine.is_running(window.state.id):
        await asyncio.sleep(0.05)
    last = window.session.repo.messages(window.state.id)[-1]
    assert last.status is Status.COMPLETE, last.error
    await settle()
    said = window.transcript.widgets[-1].meta.text()
    print("details:", said)
    assert ("On the GPU" if engine == "gpu" else "On the processor") in said, said
    grab(f"answer-{engine}-{theme}.png")
    window.open_local_models()
    dialog = window.local_models_dialog
    while not dialog.placement.isVisible():
        await asyncio.sleep(0.05)
    await settle()
    print("library:", dialog.placement.text())
    grab(f"library-{engine}-{theme}.png")
    dialog.reject()
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()
    await closed.wait()
    await window.session.providers.aclose()  # the engine stops here
    await window.session.store.aclose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--theme", default="light", choices=["light", "dark"])
    parser.add_argument("--engine", default="gpu", choices=["gpu", "cpu"])
    options = parser.parse_args()
    if QGuiApplication.platformName() == "offscreen":
        sys.exit("gpu_shots.py needs a real X server (scripts/gpu_shots.sh starts one)")
    # The software device counts as a GPU only when asked (as in the tests);
    # without it this machine's models run on the processor.
    if options.engine == "gpu":
        os.environ[ALLOW_SOFTWARE_ENV] = "1"
    else:
        os.environ.pop(ALLOW_SOFTWARE_ENV, None)
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with loop:
        loop.run_until_complete(shoot(app, options.theme, options.engine))


if __name__ == "__main__":
    main()
