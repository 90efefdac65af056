"""The one path for telling the person something went wrong (or right).

Every message is logged and shown in a banner above the transcript, in
plain words, with an optional next step. Nothing here blocks.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QToolButton

from desktop.session.conversation_state import ConversationState, Notice
from desktop.session.conversations import Conversations
from desktop.ui.i18n import tr, translated
from desktop.ui.widgets import describe, plain_label

HISTORY = 200  # notices kept for tests and the log view; older ones are in the log file

log = logging.getLogger("verbatim.notify")


class Banner(QFrame):
    """Signals:
    dismissed()   closed by the person, by its action, or by its timer
    """

    dismissed = Signal()

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
        self.close_button.clicked.connect(self._dismiss)
        describe(self.close_button, tr("Dismiss this message"))
        row.addWidget(self.label, 1)
        row.addWidget(self.button)
        row.addWidget(self.close_button)
        self._callback: Callable[[], None] | None = None
        self.button.clicked.connect(self._on_action)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._dismiss)
        self.hide()

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()

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
        self._dismiss()
        if callback is not None:
            callback()


def settings_reset_notice(reset: list[tuple[str, str]]) -> str:
    """One sentence naming the settings that could not be used at start, and
    why, from the session's (title, why) pairs (sentences made with say())."""
    reasons: dict[str, list[str]] = {}
    for name, why in reset:
        reasons.setdefault(translated(name), []).append(translated(why))
    named = "; ".join(f"{name} ({'; '.join(whys)})" for name, whys in reasons.items())
    return tr(
        "Verbatim could not use %n setting(s) from its settings file and uses the defaults "
        "instead: {settings}. The file stays as it is until you change a setting.",
        None,
        len(reasons),
    ).format(settings=named)


class Notifier:
    """Every notice is logged and kept in `history`. One about a conversation
    is that conversation's (its state holds it, issue 25): it shows only
    while that conversation is open, and again when it is reopened, until
    dismissed. The rest are the window's, shown whatever is open."""

    def __init__(self, banner: Banner, chat: Conversations) -> None:
        self.banner = banner
        self.chat = chat
        self.history: deque[str] = deque(maxlen=HISTORY)
        self.shown_state: ConversationState | None = None
        self._global: Notice | None = None
        self._on_screen: tuple[ConversationState | None, Notice] | None = None
        banner.dismissed.connect(self._on_dismissed)

    def error(
        self,
        text: str,
        action: str | None = None,
        callback: Callable[[], None] | None = None,
        *,
        state: ConversationState | None = None,
    ) -> None:
        log.error(text)
        self._add(Notice(text, True, action, callback), state)

    def info(self, text: str, *, state: ConversationState | None = None) -> None:
        log.info(text)
        self._add(Notice(text, False), state)

    def offer(self, text: str, action: str, callback: Callable[[], None]) -> None:
        """A next step the person may take, or let pass (it goes by itself)."""
        log.info(text)
        self._add(Notice(text, False, action, callback), None)

    def _add(self, notice: Notice, state: ConversationState | None) -> None:
        self.history.append(notice.text)
        if state is None:
            self._global = notice
        else:
            self.chat.notify(state, notice)
        self.show_for(self.shown_state)

    def show_for(self, state: ConversationState | None) -> None:
        """What the banner shows for the open conversation: the newer of its
        own newest notice and the window's, else nothing. The newer: a
        sentence about what the person just did (the microphone pressed with
        none plugged in) showed nowhere while an older one of the
        conversation's held the banner; closing it shows the other again."""
        self.shown_state = state
        owned = state.notices[-1] if state is not None and state.notices else None
        candidates = [n for n in (owned, self._global) if n is not None]
        notice = max(candidates, key=lambda n: n.order) if candidates else None
        if notice is None:
            self._on_screen = None
            self.banner.hide()
            return
        if self._on_screen is not None and self._on_screen[1] is notice:
            return  # already shown (and its timer running)
        owned = owned if notice is owned else None
        self._on_screen = (state if owned else None, notice)
        self.banner.show_message(
            translated(notice.text),
            # A conversation's own notice is written below the window, its
            # button's words too (say): both are shown in the window's language.
            translated(notice.action) if notice.action else None,
            notice.callback,
            timeout_ms=0 if notice.error or owned else 10_000,
        )

    def _on_dismissed(self) -> None:
        if self._on_screen is None:
            return
        owner, notice = self._on_screen
        self._on_screen = None
        if owner is not None:
            self.chat.dismiss(owner, notice)
        elif self._global is notice:
            self._global = None
        self.show_for(self.shown_state)
