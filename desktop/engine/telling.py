"""How the engine tells its listeners what happens (the window, through the
session), and how a stream's deltas are joined on the way (issue 28)."""

from __future__ import annotations

import asyncio
import logging

from desktop.domain.events import EngineEvent, Listener, TurnDelta

log = logging.getLogger(__name__)


class EventTeller:
    """Hands engine events to listeners, joining a fast stream's deltas into
    fewer events; a listener that raises is logged and never stops the
    others. A part the TurnEngine holds (its `events`); its parts are given
    `tell` and `tell_delta` to speak through."""

    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        # Deltas not told yet (see tell_delta), by message, in arrival order.
        self._pending_deltas: dict[str, tuple[str, list[str], list[str]]] = {}
        self._flush_handle: asyncio.Handle | None = None

    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def tell_delta(self, conversation_id: str, message_id: str, text: str, reasoning: str) -> None:
        """Deltas are told once per turn of the event loop, joined: a network
        chunk brings hundreds of tokens at once, and telling each one cost
        more than decoding it. Any other event tells the pending ones first,
        so listeners hear everything in order; the text is the same."""
        pending = self._pending_deltas.get(message_id)
        if pending is None:
            pending = self._pending_deltas[message_id] = (conversation_id, [], [])
            if self._flush_handle is None:
                self._flush_handle = asyncio.get_running_loop().call_soon(self._flush_deltas)
        if text:
            pending[1].append(text)
        if reasoning:
            pending[2].append(reasoning)

    def _flush_deltas(self) -> None:
        self._flush_handle = None
        pending, self._pending_deltas = self._pending_deltas, {}
        for message_id, (cid, text, reasoning) in pending.items():
            self._tell_now(TurnDelta(cid, message_id, "".join(text), "".join(reasoning)))

    def tell(self, event: EngineEvent) -> None:
        if self._pending_deltas:
            if self._flush_handle is not None:
                self._flush_handle.cancel()
            self._flush_deltas()
        self._tell_now(event)

    def _tell_now(self, event: EngineEvent) -> None:
        """Every listener hears every event; one that raises is logged and
        never stops the others or the turn's end (the window must close)."""
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:
                log.exception("a listener failed on %s", type(event).__name__)
