"""The window's way out: its session ended and its place saved, each step
guarded on its own, so that no failure in saving an answer, the settings or
a listener may leave the window unclosable (issues 9 and 10)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QWidget

from desktop.session.app_session import AppSession
from desktop.ui.unsaved import UnsavedAtQuit

log = logging.getLogger(__name__)


async def end_session(
    window: QWidget, session: AppSession, stops: Sequence[Callable[[], object]]
) -> None:
    """The window's own work stopped (`stops`, in turn), then the session's
    one way out (issue 38): answers saved, downloads, the sync round,
    children and every pool ended, the store closed last."""
    try:
        for stop in stops:
            stop()
        shutdown = asyncio.ensure_future(session.aclose())
        while not shutdown.done():
            await asyncio.wait([shutdown], timeout=1.0)
            if not shutdown.done() and session.chat.unsaved():
                # The disk refuses the final write: never drop it silently.
                await UnsavedAtQuit(window, session.chat).decide()
        shutdown.result()
    except Exception:
        log.exception("stopping running answers at close failed")


def save_place(remember: Callable[[], None], session: AppSession) -> None:
    """Where the window was (`remember`), then the settings, as it quits."""
    try:
        remember()
        failed = session.save_at_quit()
        if failed:
            log.error(failed)
    except Exception:
        log.exception("could not save settings at close")
