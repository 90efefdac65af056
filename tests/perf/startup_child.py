"""Child process for the start-up benchmark: the real start-up path, which
prints the moment the window has painted, then exits."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop.app import build_window
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.session.paths import resolve_paths


def main() -> None:
    data = Path(sys.argv[1])
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    args = argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=False, self_test=False
    )
    window, _store, _providers = build_window(resolve_paths(data).ensure(), args, app)
    window.show()
    done = asyncio.Event()

    def painted() -> None:
        window.grab()  # forces a full paint of the window
        print(f"VISIBLE {time.time():.6f} rows={window.model.rowCount()}", flush=True)
        done.set()

    QTimer.singleShot(0, painted)
    with loop:
        loop.run_until_complete(done.wait())


if __name__ == "__main__":
    main()
