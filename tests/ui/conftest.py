"""The real window, offscreen, on a qasync loop, against the scripted server.

Tests are synchronous and wait with qtbot.waitUntil, which spins Qt's event
loop and with it the asyncio callbacks qasync schedules (PLATFORM.md: never
waitUntil inside an async test).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
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
from tests.leaks import unfinished_tasks
from tests.ui.pulse import pulse  # noqa: F401  (the audio server, for the tests that use it)


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    qapp.setProperty("verbatim_keep_running", True)
    yield loop
    pending = unfinished_tasks(loop)
    for task in pending:
        task.cancel()  # so that the next test does not run them
    assert not pending, f"the test left {len(pending)} task(s) running: {pending}"
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    # Close the loop: its self-pipe sockets and its QThread executor would
    # outlive the test. qasync has no public way to end a loop made with
    # already_running=True, so its flag is cleared by hand.
    qapp.aboutToQuit.disconnect(loop._after_run_forever)
    loop._QEventLoop__is_running = False
    loop.close()
    # build_window makes the GUI thread the only one that collects garbage;
    # tests without a window need the ordinary collector back.
    from desktop.ui.gc_guard import MainThreadCollector

    collector = qapp.findChild(MainThreadCollector)
    if collector is not None:
        # The window's garbage is collected here, on the GUI thread: left
        # for the ordinary collector, a later test's worker thread (the
        # typesetter's) would destroy its Qt objects and crash the run
        # ("Timers cannot be stopped from another thread", then SIGSEGV).
        gc.collect()
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
        # Not qtbot.addWidget: pytest-qt would close and delete the window
        # before this harness's teardown closes it the way a person does.
        window.activateWindow()  # window shortcuts (Ctrl+Q, F1...) need an active window
        self.qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
        self.open_windows.append((window, store, providers))
        return window

    def close(self, window: MainWindow) -> None:
        entry = next(e for e in self.open_windows if e[0] is window)
        window.close()
        self.qtbot.waitUntil(lambda: window._closed_done, timeout=10_000)
        self.run(window.session.aclose())  # ran by the close; here a second call is a no-op
        self.open_windows.remove(entry)
        window.deleteLater()  # as the process's end would: its timers and widgets go

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
