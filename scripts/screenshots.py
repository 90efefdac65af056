"""Take the README's screenshots from the real window, offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py

Writes docs/screenshots/: light.png, dark.png, stopped.png (the README), and
for the first hour (issue 9) 800x600-{light,dark}.png, 1920x1080-{light,dark}.png,
long-title.png (a 200-character title), search-hit.png (a search result
opened at its match, highlighted) and shortcuts.png (the shortcut sheet),
using the scripted demo server, a temporary data folder and the same code
path as `verbatim --demo`.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import qasync
from PySide6.QtWidgets import QApplication

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.session.paths import resolve_paths
from desktop.ui.theme import apply_theme

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


async def idle(window) -> None:  # type: ignore[no-untyped-def]
    while window.engine._turns:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.4)


async def shoot(app: QApplication) -> None:
    data = Path(tempfile.mkdtemp(prefix="verbatim-shots-"))
    args = argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=True, self_test=False
    )
    window, store, providers = build_window(resolve_paths(data).ensure(), args, app)
    window.resize(1280, 820)
    window.show()
    for question in ("What should I do on a rainy Sunday?", "How do I find the largest files?"):
        window.new_conversation()
        await window.send(question)
        await idle(window)
    window.new_conversation()
    await window.send("Show me how to read a CSV file in Python and sum a column")
    await idle(window)
    OUT.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(OUT / "light.png"))
    palette = apply_theme(app, "dark")
    window.palette_ = palette
    window.transcript.set_palette(palette)
    await asyncio.sleep(0.4)
    window.grab().save(str(OUT / "dark.png"))
    palette = apply_theme(app, "light")
    window.transcript.set_palette(palette)
    window.new_conversation()
    await window.send("Write a long story about a lighthouse keeper")
    await asyncio.sleep(2.0)
    window.stop()
    await idle(window)
    window.grab().save(str(OUT / "stopped.png"))
    await first_hour_shots(app, window)
    await window.engine.shutdown()
    await providers.aclose()
    await store.aclose()


async def first_hour_shots(app: QApplication, window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    for mode in ("light", "dark"):
        palette = apply_theme(app, mode)
        window.palette_ = palette
        window.transcript.set_palette(palette)
        for width, height in ((800, 600), (1920, 1080)):
            window.resize(width, height)
            await asyncio.sleep(0.5)
            window.grab().save(str(OUT / f"{width}x{height}-{mode}.png"))
    palette = apply_theme(app, "light")
    window.palette_ = palette
    window.transcript.set_palette(palette)
    window.resize(1100, 720)
    cid = window.conversation_id
    title = ("A conversation with a very long title that keeps going " * 4)[:200]
    window._on_rename(cid, title)
    await asyncio.sleep(0.5)
    window.grab().save(str(OUT / "long-title.png"))
    window.new_conversation()
    window.sidebar.search.setFocus()
    QTest.keyClicks(window.sidebar.search, "largest")
    await asyncio.sleep(0.3)
    results = window.sidebar.results
    rect = results.visualRect(window.sidebar.search_model.index(0))
    QTest.mouseClick(results.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    await asyncio.sleep(0.6)
    window.grab().save(str(OUT / "search-hit.png"))
    window.show_shortcuts()
    await asyncio.sleep(0.3)
    window._sheet.grab().save(str(OUT / "shortcuts.png"))
    window._sheet.reject()


def main() -> None:
    app = QApplication([])
    app.setProperty("verbatim_keep_running", True)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    with loop:
        loop.run_until_complete(shoot(app))
    print(f"screenshots written to {OUT}")


if __name__ == "__main__":
    main()
