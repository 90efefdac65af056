"""The one path for telling the person something went wrong (or right).

Every message is logged and shown in a banner above the transcript, in
plain words, with an optional next step. Nothing here blocks.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton

log = logging.getLogger("verbatim.notify")


class Banner(QFrame):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Banner")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 8, 8)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(self.label.textInteractionFlags())
        self.button = QPushButton()
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.clicked.connect(self.hide)
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
        self.label.setText(text)
        self.button.setVisible(action is not None)
        self.button.setText(action or "")
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
        self.history: list[str] = []

    def error(
        self, text: str, action: str | None = None, callback: Callable[[], None] | None = None
    ) -> None:
        log.error(text)
        self.history.append(text)
        self.banner.show_message(text, action, callback)

    def info(self, text: str) -> None:
        log.info(text)
        self.history.append(text)
        self.banner.show_message(text, timeout_ms=10_000)
