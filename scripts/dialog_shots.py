"""Screenshots of the dialogs on a real X server with a window manager.

    make dialog-shots

starts Xvfb (800x600) and openbox, then runs this once per language and
theme. Only a real X session draws what a person sees: the window manager's
frames and the platform's stock icons, which the offscreen platform leaves
out. Writes docs/screenshots/dialogs/{dialog}-{language}-{theme}.png for
Settings, Conversation setup, Rename and About, each grabbed from the whole
screen, so a dialog wider or taller than 800x600 shows cut.

By hand (with DISPLAY set to an X server):
    .venv/bin/python scripts/dialog_shots.py --language de --theme dark
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

import qasync
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "dialogs"
TITLE = "Plan a weekend in Lisbon with a friend who likes old trams and good coffee"


async def settle(seconds: float = 0.6) -> None:
    """Lets the window manager map and frame a new window before the grab."""
    await asyncio.sleep(seconds)


def grab_screen(name: str) -> None:
    screen = QGuiApplication.primaryScreen()
    screen.grabWindow(0).save(str(OUT / name))
    print("wrote", OUT / name)


async def shoot_one(dialog: QWidget, name: str) -> None:
    await settle()
    grab_screen(name)
    size = dialog.frameGeometry()
    print(f"  {name}: {size.width()}x{size.height()} with its frame")
    if isinstance(dialog, QDialog):
        dialog.reject()
    await settle(0.2)


async def shoot(app: QApplication, options: argparse.Namespace) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-dialogs-"))
    paths = resolve_paths(data).ensure()
    settings = load_settings(paths.config)
    settings.language = options.language
    settings.theme = options.theme
    save_settings(paths.config, settings)
    args = argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=True, self_test=False
    )
    window, _store, _providers = build_window(paths, args, app)
    window.showMaximized()
    await settle(1.0)
    await window.writer.send(TITLE)
    while window.state.id is None or window.session.engine.is_running(window.state.id):
        await asyncio.sleep(0.05)
    cid = window.state.id
    suffix = f"{options.language}-{options.theme}.png"
    OUT.mkdir(parents=True, exist_ok=True)

    window.open_settings()
    if options.tabs:  # every page of Settings, to look at (not committed)
        from PySide6.QtWidgets import QTabWidget

        pages = window.settings_dialog.findChild(QTabWidget)
        assert pages is not None
        for index in range(1, pages.count()):
            pages.setCurrentIndex(index)
            await settle()
            QGuiApplication.primaryScreen().grabWindow(0).save(
                str(Path(options.tabs) / f"settings-{index}-{suffix}")
            )
        pages.setCurrentIndex(0)
    await shoot_one(window.settings_dialog, f"settings-{suffix}")
    window.header.open_setup()
    assert window.header.sheet is not None
    await shoot_one(window.header.sheet, f"conversation-setup-{suffix}")
    await shoot_one(window.sidebar.ask_rename(cid, TITLE), f"rename-{suffix}")
    window._on_about()
    await shoot_one(window._about, f"about-{suffix}")

    closed = asyncio.Event()
    window.closed.connect(closed.set)
    window.close()
    await closed.wait()
    await window.session.store.aclose()  # closing the window stopped the rest


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--language", default="en")
    parser.add_argument("--theme", default="light", choices=["light", "dark"])
    parser.add_argument("--tabs", default="", help="also save each Settings page here")
    options = parser.parse_args()
    if QGuiApplication.platformName() == "offscreen":
        sys.exit("dialog_shots.py needs a real X server (make dialog-shots starts one)")
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with loop:
        loop.run_until_complete(shoot(app, options))


if __name__ == "__main__":
    main()
