"""The real window, offscreen, on a qasync loop, against the scripted server.

Tests are synchronous and wait with qtbot.waitUntil, which spins Qt's event
loop and with it the asyncio callbacks qasync schedules (PLATFORM.md: never
waitUntil inside an async test).
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.devserver import DevServer
from desktop.session.paths import resolve_paths
from desktop.ui.main_window import MainWindow


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    qapp.setProperty("verbatim_keep_running", True)
    yield loop
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    # build_window makes the GUI thread the only one that collects garbage;
    # tests without a window need the ordinary collector back.
    from desktop.ui.gc_guard import MainThreadCollector

    collector = qapp.findChild(MainThreadCollector)
    if collector is not None:
        collector.stop()  # the next window's build_window starts it again


class Harness:
    """Opens windows on one data folder and closes them the way a person does."""

    def __init__(self, qtbot: QtBot, qapp: QApplication, data: Path, server: DevServer) -> None:
        self.qtbot, self.qapp, self.data, self.server = qtbot, qapp, data, server
        self.open_windows: list[tuple[MainWindow, Any, Any]] = []

    def open(self, **overrides: Any) -> MainWindow:
        args = argparse.Namespace(
            data_dir=self.data,
            provider="openai",
            base_url=self.server.openai_base,
            model="verbatim-demo",
            demo=False,
            self_test=False,
            # The first run looks for servers only where a test says: a model
            # server on this machine (11434, 1234, 8080...) never changes a test.
            discover=[],
        )
        for key, value in overrides.items():
            setattr(args, key, value)
        window, store, providers = build_window(resolve_paths(self.data).ensure(), args, self.qapp)
        window.resize(1100, 760)
        window.show()
        self.qtbot.addWidget(window)
        window.activateWindow()  # window shortcuts (Ctrl+Q, F1...) need an active window
        self.qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
        self.open_windows.append((window, store, providers))
        return window

    def close(self, window: MainWindow) -> None:
        entry = next(e for e in self.open_windows if e[0] is window)
        window.close()
        self.qtbot.waitUntil(lambda: window._closed_done, timeout=10_000)
        self.run(entry[2].aclose())
        self.run(entry[1].aclose())
        self.open_windows.remove(entry)

    def run(self, coro: Any) -> Any:
        task = asyncio.ensure_future(coro)
        self.qtbot.waitUntil(task.done, timeout=10_000)
        return task.result()

    def wait(self, predicate: Callable[[], bool], timeout: int = 10_000) -> None:
        self.qtbot.waitUntil(predicate, timeout=timeout)


@pytest.fixture
def harness(
    qtbot: QtBot,
    qapp: QApplication,
    qloop: asyncio.AbstractEventLoop,
    tmp_path: Path,
    devserver: DevServer,
) -> Iterator[Harness]:
    h = Harness(qtbot, qapp, tmp_path, devserver)
    yield h
    for window, _store, _providers in list(h.open_windows):
        h.close(window)
