"""A first start on the screen VERBATIM_TEST_SCREEN names (800x600): opens
the window, then Settings, the model library and the conversation setup,
as a person would, and prints as JSON which windows it saw and which did
not fit the screen. Run by tests/ui/test_first_hour.py in a process of its
own, since Qt's screen is chosen when it starts.

    python -m tests.ui.small_screen DATA_FOLDER [--first-run]

With --first-run no provider is set up and no server is found: the
welcome page with its longest sentence.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtWidgets import QApplication, QDialog, QWidget

import tests.conftest  # noqa: F401  (the offscreen screen and keyring, before Qt)
from desktop.app import build_window
from desktop.devserver import DevServer
from desktop.session.paths import resolve_paths
from desktop.ui.screen_fit import fits


def main(data: Path, first_run: bool) -> int:
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)  # closing the window ends the walk, not Qt
    app.setQuitOnLastWindowClosed(False)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    server = DevServer()
    server.start()
    args = argparse.Namespace(
        data_dir=data,
        provider=None if first_run else "openai",
        base_url=None if first_run else server.openai_base,
        model=None if first_run else "verbatim-demo",
        demo=False,
        self_test=False,
        discover=[],
    )
    window, store, providers = build_window(resolve_paths(data).ensure(), args, app)
    seen: dict[str, bool] = {}
    window.show()

    def look(name: str, widget: QWidget) -> None:
        for _ in range(2):  # a layout done in the first pass may post another
            app.processEvents()
        seen[name] = fits(widget)

    def dialogs() -> list[QDialog]:
        return [w for w in app.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]

    async def until(done: Callable[[], bool]) -> None:
        while not done():
            await asyncio.sleep(0.02)

    async def walk() -> None:
        await until(window.isVisible)
        if first_run:  # the welcome page says what its search found
            await until(lambda: window.welcome.status.text().startswith("No model"))
        look("window", window)
        editor = window.composer.editor
        corner = editor.mapTo(window, editor.rect().bottomRight())
        composer_visible = editor.isVisible() and window.rect().contains(corner)
        for opener in (window.open_settings, window.open_local_models, window.header.open_setup):
            opener()
            await until(lambda: bool(dialogs()))
            for dialog in dialogs():
                look(type(dialog).__name__, dialog)
                dialog.reject()
        screen = window.screen().availableGeometry()
        print(
            json.dumps(
                {
                    "screen": [screen.width(), screen.height()],
                    "windows": sorted(seen),
                    "outside": sorted(n for n, ok in seen.items() if not ok),
                    "composer_visible": composer_visible,
                }
            )
        )
        window.close()
        await until(lambda: window._closed_done)
        await providers.aclose()
        await store.aclose()

    with loop:
        loop.run_until_complete(walk())
    server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), "--first-run" in sys.argv[2:]))
