"""Child process for the start-up benchmark: the real start-up path (the
store's early check, then Qt, the window's modules, the window), which
prints when each stage ended and when the window has painted, then exits."""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

from desktop.session.entry import check_early, hold_collections_until_the_window
from desktop.session.paths import resolve_paths

data = Path(sys.argv[1])
check_early(resolve_paths(data).data)  # as desktop/cli/__init__.py does before Qt loads
hold_collections_until_the_window()  # as it does too
began = time.time()

import argparse  # noqa: E402
import asyncio  # noqa: E402

import qasync  # noqa: E402
from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop.app import build_window  # noqa: E402
from desktop.backends.asyncgen import install_asyncgen_hooks  # noqa: E402


def main() -> None:
    imported = time.time()
    app = QApplication(sys.argv[:1])
    app.setProperty("verbatim_keep_running", True)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    args = argparse.Namespace(
        data_dir=data, provider=None, base_url=None, model=None, demo=False, self_test=False
    )
    window, _store, _providers = build_window(resolve_paths(data).ensure(), args, app)
    built = time.time()
    window.show()
    done = asyncio.Event()

    def painted() -> None:
        window.grab()  # forces a full paint of the window
        ready = window.composer.editor.isEnabled()  # a person can type
        print(
            f"VISIBLE {time.time():.6f} rows={window.model.rowCount()} began={began:.6f} "
            f"imported={imported:.6f} built={built:.6f} ready={ready} "
            # Sound loads at the first press of the microphone or speaker.
            f"multimedia={'PySide6.QtMultimedia' in sys.modules} "
            # Full collections Python ran on its own while the window loaded.
            f"full_collections={gc.get_stats()[2]['collections']}",
            flush=True,
        )
        done.set()

    QTimer.singleShot(0, painted)
    with loop:
        loop.run_until_complete(done.wait())


if __name__ == "__main__":
    main()
