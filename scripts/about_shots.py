"""Screenshots for issue 42, on a real X server: the About box, opened with
the header's button as a person does, in English and German:
about-{lang}-{theme}.png.

    scripts/about_shots.sh .venv/bin/python   (Xvfb 800x600 with openbox)

writes docs/screenshots/about/.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

import qasync
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "about"


def grab(name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    QGuiApplication.primaryScreen().grabWindow(0).save(str(OUT / name))
    print("wrote", OUT / name)


def _args(data: Path) -> argparse.Namespace:
    return argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=True, self_test=False
    )


async def shoot(app: QApplication, theme: str, lang: str) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-about-shots-"))
    paths = resolve_paths(data).ensure()
    save_settings(paths.config, Settings(theme=theme, language=lang))
    window, _store, _providers = build_window(paths, _args(data), app)
    window.showMaximized()
    await asyncio.sleep(1.0)
    window.about_button.click()
    await asyncio.sleep(1.0)
    grab(f"about-{lang}-{theme}.png")
    window._about.accept()
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
    app = QApplication(sys.argv[:1])
    if QGuiApplication.platformName() == "offscreen":
        sys.exit("about_shots.py needs a real X server (scripts/about_shots.sh starts one)")
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with loop:
        for lang in ("en", "de"):
            loop.run_until_complete(shoot(app, options.theme, lang))


if __name__ == "__main__":
    main()
