"""Garbage is collected on the GUI thread only while the window runs
(ui/gc_guard.py): a collection in a worker thread deadlocked the demo."""

from __future__ import annotations

import gc
import threading
import time

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from desktop.ui.gc_guard import BUSY, FULL_EVERY, WALK_LIMIT, MainThreadCollector
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


def test_a_full_collection_waits_while_a_worker_holds_many_objects(qapp: QApplication) -> None:
    """A full collection walks every object there is: while a sync held a
    file's entries (~100,000 objects) one took 107 ms on the GUI thread. So
    it waits for a check that sees few new objects and few to walk."""
    owner = QObject()
    collector = MainThreadCollector(owner)
    collector.timer.stop()  # checked by hand below
    collector.settle()  # as the app does once its window is up
    collector.threshold = (-1, -1, -1)  # every generation is due...
    generations: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            generations.append(info["generation"])

    def check() -> list[int]:
        generations.clear()
        collector.last_full = time.monotonic() - FULL_EVERY  # ...the last full one long past
        collector.next_look = 0.0
        collector.check()
        return generations

    gc.callbacks.append(seen)
    try:
        held: list[list[int]] = [[] for _ in range(2 * BUSY)]  # a worker making objects
        assert 0 in check() and 2 not in generations
        held += [[] for _ in range(WALK_LIMIT)]  # and holding them
        assert 0 in check() and 2 not in generations
        # A few new ones (more than the 80 lists Python keeps for reuse)
        new: list[list[int]] = [[] for _ in range(500)]
        assert 0 in check() and 2 not in generations, new  # still many to walk
        del held
        new = [[] for _ in range(500)]
        assert 2 in check(), new
        assert gc.get_freeze_count() > 0  # start-up's objects stay out of sight
    finally:
        gc.callbacks.remove(seen)
        collector.stop()
    assert gc.get_freeze_count() == 0 and gc.isenabled()
