"""Python's cyclic garbage collector, run on the GUI thread only.

Python collects cycles in whichever thread happens to allocate. If that is
a worker thread (the store writer, the demo's scripted server, httpx) and
the garbage holds a Qt object, Qt's connection lock and the GIL can
deadlock: seen here as the demo server's thread disconnecting a signal in
`gc` while the GUI thread connected one (both waiting for ever). So the
automatic collector is switched off and the same thresholds are checked
from a Qt timer on the GUI thread, the pattern PyQt and PySide applications
use for this.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

FULL_EVERY = 10.0  # seconds at least between full collections


class MainThreadCollector(QObject):
    """Checks every 100 ms, so each young collection stays small even while
    a worker allocates fast (the math typesetter makes ~100,000 objects a
    second). Python's own collector holds back full collections until the
    old generation has grown by a quarter; a checker from outside cannot
    see that, so it allows one at most every FULL_EVERY seconds instead (a
    full collection of a running window takes 50-150 ms)."""

    def __init__(self, parent: QObject, interval_ms: int = 100) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.interval_ms = interval_ms
        self.last_full = time.monotonic()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.start()

    def start(self) -> None:
        if not self.timer.isActive():
            gc.disable()
            self.timer.start(self.interval_ms)

    def check(self) -> None:
        first, second, third = gc.get_count()
        if first > self.threshold[0]:
            gc.collect(0)
            if second > self.threshold[1]:
                gc.collect(1)
                now = time.monotonic()
                if third > self.threshold[2] and now - self.last_full >= FULL_EVERY:
                    gc.collect(2)
                    self.last_full = now

    def stop(self) -> None:
        self.timer.stop()
        gc.enable()


def collect_on_gui_thread(app: QApplication) -> MainThreadCollector:
    """Install once per application; later calls return the same collector."""
    existing = app.findChild(MainThreadCollector)
    if existing is None:
        return MainThreadCollector(app)
    existing.start()
    return existing
