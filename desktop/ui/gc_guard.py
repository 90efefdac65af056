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
FULL_AT_LATEST = 60.0  # seconds at most, however much there is to walk
# A full collection walks every object there is, ~0.3 us each, holding the
# GIL. While a worker holds many (a sync applying a file holds ~100,000 of
# its entries; sending one holds a pass of 20,000 messages), it waits: for a
# check that sees few new objects (BUSY) and few to walk (WALK_LIMIT).
BUSY = 5_000  # new objects since the last check, 100 ms ago
WALK_LIMIT = 100_000
LOOK_AGAIN = 1.0  # seconds: counting the objects takes ~4 ms per 100,000


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
        self.next_look = 0.0  # when a waiting full collection may look again
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.start()

    def start(self) -> None:
        if not self.timer.isActive():
            gc.disable()
            self.timer.start(self.interval_ms)

    def settle(self) -> None:
        """What start-up made lives as long as the window (modules, classes,
        widgets): moved out of the collector's sight, so each later full
        collection walks only what came after (90,000 objects fewer). Not
        collected first: that would cost the first keystroke ~50 ms, and
        start-up leaves little garbage."""
        gc.freeze()

    def check(self) -> None:
        first, second, third = gc.get_count()
        if first > self.threshold[0]:
            gc.collect(0)
            if second > self.threshold[1]:
                gc.collect(1)
                if third > self.threshold[2]:
                    self.collect_all_if_cheap(first)

    def collect_all_if_cheap(self, new_objects: int) -> None:
        now = time.monotonic()
        if now - self.last_full < FULL_EVERY or now < self.next_look:
            return
        if now - self.last_full < FULL_AT_LATEST and (
            new_objects >= BUSY or len(gc.get_objects()) > WALK_LIMIT
        ):
            self.next_look = now + LOOK_AGAIN
            return
        gc.collect(2)
        self.last_full = now

    def stop(self) -> None:
        self.timer.stop()
        gc.unfreeze()
        gc.enable()


def collect_on_gui_thread(app: QApplication) -> MainThreadCollector:
    """Install once per application; later calls return the same collector."""
    existing = app.findChild(MainThreadCollector)
    if existing is None:
        return MainThreadCollector(app)
    existing.start()
    return existing


def settle_after_start(app: QApplication) -> None:
    """Called once the window is up and ready for typing (see settle)."""
    collector = app.findChild(MainThreadCollector)
    if collector is not None:
        collector.settle()


def unfreeze_before_exit() -> None:
    """What settle froze is handed back before Python shuts down: left
    frozen, the window's Qt objects outlived its collection at exit, and one
    start in 30 closed by SIGTERM mid-start crashed there (SIGSEGV)."""
    gc.unfreeze()
