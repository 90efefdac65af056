"""Quitting ends everything the session started (issue 38): a person quits
with Ctrl+Q while a model downloads, a sync round waits on a slow WebDAV
server and an answer streams, and when the window's close is done there is
no thread, child process, asyncio task or thread pool of Verbatim's left.
Before, the window's close never called `AppSession.aclose()`: the store's
writer, the download's thread and the sync's thread outlived it."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.devserver import Reply
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from desktop.ui.local_models.local_models_dialog import LocalModelsDialog
from tests.e2e.raw_server import RawServer, response_head
from tests.hf_server import Hub, HubFile, serve_hub
from tests.leaks import Snapshot, snapshot, unfinished_tasks
from tests.local_model import fetch
from tests.ui.conftest import Harness
from tests.ui.people import type_and_enter


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[Hub]:
    """Hugging Face on loopback: the real SmolLM2 bytes at a slow pace, so
    the download is still running when the person quits."""
    served = Hub()
    served.add("bartowski/Qwen2.5-0.5B-Instruct-GGUF", HubFile("q4_k_m.gguf", fetch(), pace=0.2))
    with serve_hub(served):
        monkeypatch.setenv("HF_ENDPOINT", served.url)
        yield served


@pytest.fixture
def slow_dav() -> Iterator[tuple[RawServer, threading.Event]]:
    """A WebDAV server that has not answered yet when the person quits; it
    answers half a second after (a slow server, not a dead one)."""
    quit_pressed = threading.Event()

    async def slow(_request: bytes, writer: asyncio.StreamWriter) -> None:
        while not quit_pressed.is_set():
            await asyncio.sleep(0.05)
        await asyncio.sleep(0.5)
        writer.write(response_head("503 Service Unavailable", {"Content-Length": "0"}))

    server = RawServer(slow).start()
    try:
        yield server, quit_pressed
    finally:
        quit_pressed.set()
        server.stop()


def _left(before: Snapshot) -> list[str]:
    """What runs now that did not before the window opened: threads of this
    process (the test's own servers' request threads aside) and children."""
    now = snapshot({}, {}).minus(before)
    said = [
        f"thread {t.name!r}{'' if t.daemon else ' (not daemon)'}"
        for t in now.threads
        if t.is_alive() and not t.name.endswith("(process_request_thread)")
    ]
    return said + [f"child process {pid}" for pid in sorted(now.processes)]


def test_ctrl_q_with_a_download_a_sync_and_an_answer_running_leaves_nothing(
    harness: Harness,
    qloop: asyncio.AbstractEventLoop,
    hub: Hub,
    slow_dav: tuple[RawServer, threading.Event],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))  # no other app's models found
    dav, quit_pressed = slow_dav
    paths = resolve_paths(harness.data).ensure()
    settings = load_settings(paths.config)
    settings.sync_webdav = f"{dav.url}/dav"
    save_settings(paths.config, settings)
    before = snapshot({}, {})

    window = harness.open()
    session = window.session
    # The sync round of the window's start is waiting on the server.
    harness.wait(lambda: bool(dav.requests) and session.sync.busy())
    # An answer streams.
    harness.server.script(Reply(tokens=100_000, rate=800))
    type_and_enter(harness, window, "stream while I quit")
    harness.wait(lambda: window.model.rowCount() == 2 and bool(window.model.message_at(1).content))
    # A model downloads, from the library.
    window.open_local_models()
    dialog = window.local_models_dialog
    assert isinstance(dialog, LocalModelsDialog)
    harness.wait(dialog.isVisible)
    dialog.tabs.setCurrentIndex(1)
    panel = dialog.download
    panel.query.setFocus()
    QTest.keyClicks(panel.query, "qwen2.5")
    QTest.keyClick(panel.query, Qt.Key.Key_Return)
    harness.wait(lambda: panel.files.rowCount() == 1, 15_000)
    harness.qtbot.mouseClick(panel.download_button, Qt.MouseButton.LeftButton)
    harness.wait(lambda: "%" in panel.status.text() and panel.bar.value() > 0, 15_000)

    running = session.engine.is_running(window.conversation_id or "")
    assert running and panel.busy() and session.sync.busy()
    harness.qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    quit_pressed.set()
    harness.wait(lambda: window._closed_done, timeout=20_000)

    left = _left(before) + [f"task {t.get_coro()!r}" for t in unfinished_tasks(qloop)]
    assert left == [], f"left after quit: {left}"
    workers = session.workers
    assert workers.closed and workers.open_pools() == [] and workers.left == []
