"""Composition root: QApplication, the qasync loop, and the wiring.

The order matters: the store is opened (and unfinished answers recovered,
P7) before the window shows; the window's close runs the engine's
shutdown, so a running answer is saved as interrupted before exit (P8).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
import threading
import traceback
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Any

import qasync
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop import __version__
from desktop.assets import resource
from desktop.backends.asyncgen import install_asyncgen_hooks
from desktop.backends.http import tls
from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.words import reason, terminal_text
from desktop.session.app_session import AppSession
from desktop.session.files import read_scans_in
from desktop.session.paths import AppPaths, resolve_paths
from desktop.session.providers import Providers
from desktop.session.settings import load_settings
from desktop.store.private import open_private, private_folder
from desktop.store.worker import AsyncRepository
from desktop.ui.gc_guard import collect_on_gui_thread, settle_after_start, unfreeze_before_exit
from desktop.ui.i18n import install_translations, tr, translated
from desktop.ui.main_window import MainWindow
from desktop.ui.screen_fit import install_screen_fit
from desktop.ui.single_instance import InstanceServer, hand_over
from desktop.ui.theme import apply_theme

log = logging.getLogger("verbatim")
ICON = resource("verbatim.svg")


class PrivateLog(RotatingFileHandler):
    """A log readable by this account only, each rotated file too: it names
    conversations and folders."""

    def _open(self) -> Any:
        fd = open_private(Path(self.baseFilename), self.mode)
        return os.fdopen(fd, self.mode, encoding=self.encoding or "utf-8", errors=self.errors)


LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class TerminalLog(logging.Formatter):
    """Log lines for a terminal: they name conversations, files and what
    servers said, so what a terminal would act on is escaped (issue 37)."""

    def format(self, record: logging.LogRecord) -> str:
        return terminal_text(super().format(record), lines=True)


def setup_logging(paths: AppPaths) -> None:
    """To the log file; to stderr where the folder cannot be written (a
    read-only disk must reach the plain dialog, not a traceback)."""
    handler: logging.Handler
    try:
        private_folder(paths.logs)
        handler = PrivateLog(paths.logs / "verbatim.log", maxBytes=1_000_000, backupCount=3)
    except OSError as exc:
        handler = logging.StreamHandler()
        handler.setFormatter(TerminalLog(LOG_FORMAT))
        print(
            f"verbatim: no log file ({terminal_text(exc)}); logging to the terminal",
            file=sys.stderr,
        )
    else:
        handler.setFormatter(logging.Formatter(LOG_FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # request lines could carry keys in URLs


def install_excepthook(window_ref: list[MainWindow]) -> None:
    """An uncaught exception is logged and shown in a friendly dialog with
    details to copy; the data stays safe because it is already on disk."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, value, tb))
        log.error("uncaught exception\n%s", details)
        parent = window_ref[0] if window_ref else None
        box = QMessageBox(parent)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle("Something went wrong")
        box.setText(
            "Verbatim hit an unexpected problem. Your conversations are saved. "
            "You can keep working; if it happens again, please send the details below."
        )
        box.setDetailedText(details)
        box.open()
        window_ref.append(box)  # type: ignore[arg-type]  # keep it alive while shown

    sys.excepthook = hook


def install_termination_handlers(window: MainWindow) -> QTimer:
    """SIGTERM (logout, `kill`) and Ctrl+C close the window the normal way,
    so a running answer is saved as stopped before the process ends (P8).
    Python runs signal handlers only between bytecodes, so a light timer
    gives it a chance to do so while Qt is idle."""

    def close(_signum: int, _frame: object) -> None:
        QTimer.singleShot(0, window.close)

    signal.signal(signal.SIGTERM, close)
    signal.signal(signal.SIGINT, close)
    wake = QTimer(window)
    wake.timeout.connect(lambda: None)
    wake.start(250)
    return wake


def build_window(
    paths: AppPaths, args: argparse.Namespace, app: QApplication
) -> tuple[MainWindow, AsyncRepository, Providers]:
    """The session first (it takes the data folder's lock), then the window.
    Closing the returned store releases the lock."""
    collect_on_gui_thread(app)  # before any worker thread starts
    fit = install_screen_fit(app)  # every window and dialog inside its screen
    # Before the session: its refusals (a locked or newer store) are shown
    # in the person's language too.
    language = install_translations(app, load_settings(paths.config).language)
    read_scans_in(language)  # a scan is read in the app's language, then English
    session = AppSession.open(paths, args)
    try:
        palette = apply_theme(app, session.settings.theme, session.settings.font_size)
        window = MainWindow(session, palette)
        fit.watch(window)  # before it is first shown
    except BaseException:
        session.store.close()
        raise
    return window, session.store, session.providers


def run_gui(args: argparse.Namespace) -> int:
    # A logout (SIGTERM) or Ctrl+C while the window is still being built is
    # remembered and honoured the normal way once it exists (it used to kill
    # the process before the handlers below were installed).
    early: list[int] = []
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda number, _frame: early.append(number))
    paths = resolve_paths(args.data_dir)
    setup_logging(paths)
    log.info("Verbatim %s starting, data in %s", __version__, paths.data)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Verbatim")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("verbatim")
    app.setWindowIcon(QIcon(str(ICON)))
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    install_asyncgen_hooks(loop)
    try:
        window, _store, _providers = build_window(paths, args, app)
    except StoreError as exc:
        if exc.kind is StoreErrorKind.LOCKED and hand_over(paths.data, sys.argv[1:]):
            log.info("handed over to the window already open on %s", paths.data)
            return 0
        log.error("store: %s", exc.message)
        box = QMessageBox(QMessageBox.Icon.Critical, tr("Verbatim cannot open its data"), "")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(translated(exc.message))
        box.exec()
        return 2
    except Exception as exc:  # a bug at start-up: a sentence, never a traceback
        log.exception("start-up failed")
        box = QMessageBox(QMessageBox.Icon.Critical, tr("Verbatim cannot open its data"), "")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            tr(
                "Verbatim could not start: {error}. Your conversations were not changed. "
                "The details are in {log}; please send them with a report."
            ).format(error=reason(exc), log=paths.logs / "verbatim.log")
        )
        box.exec()
        return 2
    instance = InstanceServer(paths.data, window)
    instance.activated.connect(lambda _arguments: window.bring_to_front())
    install_excepthook([window])
    install_termination_handlers(window)
    window.show()
    if early:
        log.info("asked to close while starting (signal %s)", early[0])
        QTimer.singleShot(0, window.close)
    # Logged from the running loop: the window is up and answers input.
    QTimer.singleShot(0, lambda: log.info("window ready"))
    QTimer.singleShot(0, lambda: settle_after_start(app))
    # Meanwhile the TLS context every model server's client shares is made
    # (reading the CA bundle), so the first question does not wait for it.
    QTimer.singleShot(0, lambda: threading.Thread(target=tls, name="tls", daemon=True).start())
    quit_event = asyncio.Event()
    app.aboutToQuit.connect(quit_event.set)
    try:
        with loop:
            loop.run_until_complete(quit_event.wait())
            # The window's close ran it already; a quit that came another
            # way (the session manager ending the app) ends everything here.
            loop.run_until_complete(window.session.aclose())
    finally:
        unfreeze_before_exit()
    log.info("Verbatim closed cleanly")
    return 0
