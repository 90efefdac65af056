"""Event-loop lag as a person feels it: how late a 10 ms Qt timer fires."""

from __future__ import annotations

import os
import time

from PySide6.QtCore import QTimer


def load_words() -> str:
    """The machine's load, said beside every figure measured under it."""
    one, five, _ = os.getloadavg()
    return f"load {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p))]


class LagMeter:
    def __init__(self, interval_ms: int = 10) -> None:
        self.lags: list[float] = []
        self._interval = interval_ms / 1000
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lags.append(now - self._last - self._interval)
        self._last = now

    def start(self) -> None:
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def summary(self) -> str:
        return (
            f"p50 {pct(self.lags, 0.5) * 1000:.1f} ms, p99 {pct(self.lags, 0.99) * 1000:.1f} ms, "
            f"max {max(self.lags) * 1000:.0f} ms"
        )
