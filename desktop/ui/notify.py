"""The one path for telling the person something went wrong (or right).

Every message is logged and shown in a banner above the transcript, in
plain words, with an optional next step. Nothing here blocks.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QToolButton

from desktop.ui.i18n import tr, translated
from desktop.ui.widgets import describe, plain_label

HISTORY = 200  # notices kept for tests and the log view; older ones are in the log file

log = logging.getLogger("verbatim.notify")


class Banner(QFrame):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Banner")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 8, 8)
        self.label = plain_label(wrap=True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QPushButton()
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.clicked.connect(self.hide)
        describe(self.close_button, tr("Dismiss this message"))
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        row.addWidget(self.close_button)
        self._callback: Callable[[], None] | None = None
        self.button.clicked.connect(self._on_action)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_message(
        self,
        text: str,
        action: str | None = None,
        callback: Callable[[], None] | None = None,
        timeout_ms: int = 0,
    ) -> None:
        self.label.setText(text if len(text) <= 2000 else text[:2000] + "…")
        self.button.setVisible(action is not None)
        self.button.setText(action or "")
        describe(self.button, action or tr("Action"))
        self._callback = callback
        self.show()
        if timeout_ms:
            self._timer.start(timeout_ms)
        else:
            self._timer.stop()

    def _on_action(self) -> None:
        callback, self._callback = self._callback, None
        self.hide()
        if callback is not None:
            callback()


class Notifier:
    def __init__(self, banner: Banner) -> None:
        self.banner = banner
        self.history: deque[str] = deque(maxlen=HISTORY)

    def error(
        self, text: str, action: str | None = None, callback: Callable[[], None] | None = None
    ) -> None:
        log.error(text)
        self.history.append(text)
        self.banner.show_message(translated(text), action, callback)

    def info(self, text: str) -> None:
        log.info(text)
        self.history.append(text)
        self.banner.show_message(translated(text), timeout_ms=10_000)
