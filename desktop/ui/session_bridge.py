"""The session's events, on the GUI thread: one typed value per event, as a
Qt signal (a tool problem is told from the tool host's thread; the signal
crosses to the window's).

Signals:
    told(SessionEvent)   any event the session tells (desktop/session/events.py)
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from desktop.session.events import SessionEvent


class SessionBridge(QObject):
    """Carries the session's events to the GUI thread as one typed signal."""

    told = Signal(object)

    def __call__(self, event: SessionEvent) -> None:
        self.told.emit(event)
