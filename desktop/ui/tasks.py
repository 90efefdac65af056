"""Coroutines a slot starts: kept until they end, cancelled at close, and a
failure said to the person (owned by its conversation when it concerns
one), never lost."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

from desktop.domain.words import reason
from desktop.session.conversation_state import ConversationState
from desktop.session.reader import SAID
from desktop.ui.i18n import tr
from desktop.ui.notify import Notifier

log = logging.getLogger(__name__)


class Tasks:
    """The coroutines the window's slots start: kept until they end, cancelled
    at close, and a failure said to the person (in its conversation when it
    has one)."""

    def __init__(self, notifier: Notifier) -> None:
        self.notifier = notifier
        self.closed = False  # after the window closed: failures are only logged
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(
        self, coro: Coroutine[Any, Any, Any], state: ConversationState | None = None
    ) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(lambda t: self._done(t, state))
        return task

    def running(self) -> frozenset[asyncio.Task[Any]]:
        """What the person started that is still under way."""
        return frozenset(self._tasks)

    def _done(self, task: asyncio.Task[Any], state: ConversationState | None) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        if self.closed:
            log.error("task failed after close", exc_info=exc)
        elif isinstance(exc, SAID):
            self.notifier.error(reason(exc), state=state)
        else:
            log.error("task failed", exc_info=exc)
            self.notifier.error(
                tr("Something went wrong: {error}").format(error=reason(exc)), state=state
            )

    def cancel_all(self) -> None:
        current = asyncio.current_task()
        for task in list(self._tasks):
            if task is not current:
                task.cancel()  # model lists, discovery: nothing to save there
