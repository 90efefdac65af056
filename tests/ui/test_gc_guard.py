"""Garbage is collected on the GUI thread only while the window runs
(ui/gc_guard.py): a collection in a worker thread deadlocked the demo."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QObject

from tests.ui.conftest import Harness


def test_worker_threads_never_collect_while_a_window_is_open(harness: Harness) -> None:
    window = harness.open(demo=True)
    assert not gc.isenabled()  # no thread collects on its own...
    collected: list[str] = []
    gc.callbacks.append(lambda phase, _info: collected.append(threading.current_thread().name))
    try:
        for _ in range(3):
            parent = QObject()
            child = QObject(parent)
            child.setProperty("cycle", parent)  # garbage with Qt objects in it
            del parent, child

        def make_cycles() -> None:
            # More cyclic garbage than the young generation's threshold (700
            # before Python 3.13, 2000 since): with the automatic collector on,
            # this thread would collect it itself.
            for _ in range(3 * gc.get_threshold()[0]):
                node: list[object] = []
                node.append(node)

        worker = threading.Thread(target=make_cycles, name="worker")
        worker.start()
        worker.join()
        harness.wait(lambda: bool(collected), timeout=5_000)  # ...the GUI thread does
        assert set(collected) == {threading.main_thread().name}
    finally:
        gc.callbacks.pop()
    harness.close(window)
