"""Screenshots for issue 38, on a real X server, of what the person sees
when the code's shape carries through to the window:

- bad-setting-{theme}.png: a settings file with one value that cannot be
  used (a text size of "big"): the window keeps every other setting (the
  theme here) and names the one put back to its default;
- failure-de-{theme}.png: an answer that failed while Verbatim ran in
  English, its sentence stored in English, shown after switching to German.

    scripts/shape_shots.sh .venv/bin/python   (Xvfb 800x600 with openbox)

writes docs/screenshots/shape/.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

import qasync
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.domain.messages import Message, Role, Status, new_id
from desktop.domain.words import say
from desktop.session.paths import resolve_paths
from desktop.session.settings import FILE_NAME, Settings, save_settings
from desktop.store.db import open_store

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "shape"


def grab(name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(OUT / name))
    print("wrote", OUT / name)


def _args(data: Path) -> argparse.Namespace:
    return argparse.Namespace(
        data_dir=data,
        provider=None,
        base_url=None,
        model=None,
        demo=False,
        self_test=False,
        discover=[],
    )


async def _show(app: QApplication, data: Path, name: str, cid: str | None = None) -> None:
    window, _store, _providers = build_window(resolve_paths(data).ensure(), _args(data), app)
    window.showMaximized()
    if cid is not None:
        window.open_conversation(cid)
    await asyncio.sleep(1.5)
    grab(name)
    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()
    await closed.wait()
    await window.session.providers.aclose()
    await window.session.store.aclose()


async def shoot(app: QApplication, theme: str) -> None:
    # A settings file with one bad value.
    data = Path(tempfile.mkdtemp(prefix="verbatim-shape-shots-"))
    config = resolve_paths(data).ensure().config
    save_settings(config, Settings(theme=theme, temperature=0.3))
    saved = json.loads((config / FILE_NAME).read_text())
    (config / FILE_NAME).write_text(json.dumps({**saved, "font_size": "big"}, indent=2))
    await _show(app, data, f"bad-setting-{theme}.png")
    # A failure stored in English, shown in German.
    data = Path(tempfile.mkdtemp(prefix="verbatim-shape-shots-"))
    paths = resolve_paths(data).ensure()
    save_settings(paths.config, Settings(theme=theme, language="de"))
    repo = open_store(paths.data)
    conv = repo.create_conversation(title="Reise nach Lissabon")
    question = repo.add_message(
        Message(new_id(), conv.id, Role.USER, "Welche Fähre fährt nach Cacilhas?")
    )
    error = say(
        "{product} at {address} had an internal error ({status}): {said}",
        product="Ollama",
        address="http://127.0.0.1:11434",
        status=503,
        said="server overloaded",
    )
    answer = repo.add_message(
        Message(
            new_id(),
            conv.id,
            Role.ASSISTANT,
            "Die Fähre",
            parent_id=question.id,
            status=Status.FAILED,
            error=error,
        )
    )
    repo.set_tip(conv.id, answer.id)
    repo.close()
    await _show(app, data, f"failure-de-{theme}.png", conv.id)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--theme", default="light", choices=["light", "dark"])
    options = parser.parse_args()
    if QGuiApplication.platformName() == "offscreen":
        sys.exit("shape_shots.py needs a real X server (scripts/shape_shots.sh starts one)")
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with loop:
        loop.run_until_complete(shoot(app, options.theme))


if __name__ == "__main__":
    main()
