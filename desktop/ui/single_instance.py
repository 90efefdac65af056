"""A second launch on the same data folder hands over to the first window.

As desktop apps do: the first window listens on a local socket named after
its data folder; a second `verbatim` finds the folder locked, sends its
arguments there, the first window comes to the front, and the second exits
with 0. Nothing of the second process ever touches the store.

Signals (InstanceServer):
    activated(arguments: list)   a second launch asked for the window
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QObject, QThread, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)


def server_name(data_dir: Path) -> str:
    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:20]
    return f"verbatim-{digest}"


def hand_over(data_dir: Path, arguments: list[str], patience_ms: int = 10_000) -> bool:
    """Ask the window that owns `data_dir` to come forward. True if it answered.
    A window still starting (it holds the folder, its socket is not up yet),
    or slow on a busy computer, is waited for: a double-click on the launcher
    opens one window, not an error."""
    timer = QElapsedTimer()
    timer.start()
    socket = QLocalSocket()
    while True:
        socket.connectToServer(server_name(data_dir))
        if socket.waitForConnected(max(1, patience_ms - timer.elapsed())):
            break
        if timer.elapsed() >= patience_ms:
            return False
        QThread.msleep(100)  # no such socket yet: the owner is still starting
    socket.write(json.dumps({"arguments": arguments}).encode() + b"\n")
    socket.flush()
    answered = (
        socket.waitForReadyRead(max(1, patience_ms - timer.elapsed()))
        and bytes(socket.readAll().data()) == b"ok\n"
    )
    socket.disconnectFromServer()
    return answered


class InstanceServer(QObject):
    """The first window's local socket: a second launch on the same data
    folder sends its arguments here and the first window comes to the
    front."""

    activated = Signal(list)

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        name = server_name(data_dir)
        # We hold the folder's lock, so a socket of this name is stale (a
        # killed owner cannot remove it): take it over.
        QLocalServer.removeServer(name)
        if not self.server.listen(name):
            log.warning("second launches cannot find this window: %s", self.server.errorString())
        self.server.newConnection.connect(self._on_connection)

    def _on_connection(self) -> None:
        while (socket := self.server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda s=socket: self._on_message(s))

    def _on_message(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        try:
            arguments = json.loads(bytes(socket.readLine().data()))["arguments"]
        except (ValueError, KeyError, TypeError):
            arguments = []
        socket.write(b"ok\n")
        socket.flush()
        socket.disconnectFromServer()
        log.info("a second launch brought the window to the front")
        self.activated.emit(list(arguments) if isinstance(arguments, list) else [])
