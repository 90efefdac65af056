"""One step of the scale benchmark (issue 28) in a process of its own, on
the real start-up path (as `startup_child.py`): the window is built, shown
and painted, then the step runs in it. Prints one JSON line:
seconds, peak MB (VmHWM, reset by clear_refs at the step's start), the RSS
the step started from, and the event-loop lag of a 10 ms Qt timer while the
step ran. Steps: ready, open, search, backup, sync.

    python tests/perf/scale_child.py STEP DATA_DIR [--profile FILE]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import os
import sys
import time
from pathlib import Path

import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.session.paths import resolve_paths
from desktop.store.probe import check_early
from desktop.ui.gc_guard import settle_after_start
from desktop.ui.main_window import MainWindow
from tests.perf.lag import LagMeter, load_words


def status(field: str) -> float:
    """A /proc/self/status figure in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise KeyError(field)


def reset_peak() -> float:
    """The peak (VmHWM) starts again from what the process holds now."""
    Path("/proc/self/clear_refs").write_text("5")
    return status("VmRSS")


async def settle(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        await asyncio.sleep(0.01)  # the Qt loop runs meanwhile


class GcPauses:
    """How long each garbage collection held the GIL while the step ran
    (the window runs them on the GUI thread: gc_guard.py)."""

    def __init__(self) -> None:
        self.pauses: list[tuple[int, float]] = []
        self._start = 0.0
        gc.callbacks.append(self._callback)

    def _callback(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.pauses.append((info["generation"], time.perf_counter() - self._start))

    def summary(self) -> dict[str, object]:
        full = [s for g, s in self.pauses if g == 2]
        return {
            "collections": len(self.pauses),
            "full": len(full),
            "full_max_ms": round(max(full, default=0) * 1000),
            "all_ms": round(sum(s for _, s in self.pauses) * 1000),
        }


async def run_step(step: str, window: MainWindow, data: Path, info: dict[str, str]) -> dict:
    out: dict[str, object] = {}
    meter = LagMeter()
    pauses = GcPauses()
    if step == "open":
        meter.start()
        start = time.perf_counter()
        window.open_conversation(info["longest"])
        window.grab()  # the first paint of the opened conversation
        out["seconds"] = time.perf_counter() - start
        await settle(1.0)  # whatever the opening left for the loop
        out["rows"] = window.model.rowCount()
    elif step == "search":
        field = window.sidebar.search
        meter.start()
        for word in ("garden", "zephyr"):
            keys = []
            start = time.perf_counter()
            for n in range(1, len(word) + 1):  # typed a letter at a time
                t = time.perf_counter()
                field.setText(word[:n])  # textChanged runs the search, as typing does
                window.grab()
                keys.append(time.perf_counter() - t)
                await asyncio.sleep(0.05)  # the next key a moment later
            out[word] = {
                "typed_seconds": time.perf_counter() - start,
                "worst_key_seconds": max(keys),
                "keys": [round(k, 4) for k in keys],
                "hits": len(window.sidebar.search_model.hits),
            }
            field.setText("")
            await asyncio.sleep(0.05)
        reader = window.session.repo
        for query in ("garden", "g", "zephyr"):  # the store call alone
            t = time.perf_counter()
            hits = reader.search(query, limit=100)
            out[f"repo.search({query!r})"] = [round(time.perf_counter() - t, 4), len(hits)]
        out["seconds"] = out["garden"]["worst_key_seconds"]  # type: ignore[index]
    elif step == "backup":
        meter.start()
        start = time.perf_counter()
        path = await window.session.backup("daily")
        out["seconds"] = time.perf_counter() - start
        out["bytes"] = path.stat().st_size
    elif step == "sync":
        target = data.parent / (data.name + "-shared")
        target.mkdir(exist_ok=True)
        window.session.sync.settings.sync_folder = str(target)
        meter.start()
        start = time.perf_counter()
        st = await window.session.sync_now()
        out["seconds"] = time.perf_counter() - start
        out["state"] = str(st.state)
        out["words"] = st.words
        out["bytes"] = sum(p.stat().st_size for p in target.rglob("*") if p.is_file())
        out["writer_cpu_seconds"] = window.session.store.cpu_seconds
    meter.stop()
    gc.callbacks.remove(pauses._callback)
    out["gc"] = pauses.summary()
    if meter.lags:
        out["lag"] = meter.summary()
        out["lag_max_ms"] = max(meter.lags) * 1000
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("step")
    parser.add_argument("data", type=Path)
    parser.add_argument("--profile")
    opts = parser.parse_args()
    info = json.loads((opts.data / "seed.json").read_text())
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    args = argparse.Namespace(
        data_dir=opts.data, provider=None, base_url=None, model=None, demo=False, self_test=False
    )
    check_early(resolve_paths(opts.data).data)  # as desktop/cli does (Qt is loaded here)
    profile = cProfile.Profile() if opts.profile else None
    if profile and opts.step == "ready":
        profile.enable()
    window, _store, _providers = build_window(resolve_paths(opts.data).ensure(), args, app)
    window.show()
    done = asyncio.Event()
    result: dict[str, object] = {"step": opts.step}

    def painted() -> None:
        window.grab()  # forces a full paint of the window
        result["visible_at"] = time.time()
        settle_after_start(app)  # as desktop/app.py does once the window is ready
        result["ready_peak_mb"] = status("VmHWM")
        if profile and opts.step == "ready":
            profile.disable()
        done.set()

    async def go() -> None:
        QTimer.singleShot(0, painted)
        await done.wait()
        if opts.step != "ready":
            window.data.stop_daily_backups()  # no daily copy in the middle of a figure
            await settle(1.5)  # start-up's own tasks finish first
            result["rss_before_mb"] = reset_peak()
            result["load"] = load_words()
            if profile:
                profile.enable()
            result.update(await run_step(opts.step, window, opts.data, info))
            if profile:
                profile.disable()
            result["peak_mb"] = status("VmHWM")
        else:
            result["peak_mb"] = result["ready_peak_mb"]
            result["load"] = load_words()
        if profile:
            profile.dump_stats(opts.profile)

    with loop:
        loop.run_until_complete(go())
    print("RESULT " + json.dumps(result), flush=True)
    os._exit(0)  # the figures are out; closing a 1M store's window is not measured


if __name__ == "__main__":
    main()
