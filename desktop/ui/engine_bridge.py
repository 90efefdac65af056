"""The engine's listener, as Qt signals (all on the GUI thread).

Signals:
    started(conversation_id: str, user: Message | None, assistant: Message)
    delta(conversation_id: str, message_id: str, text: str, reasoning: str)
    finished(conversation_id: str, message: Message)
    writeFailed(message: str)
    writeRecovered(conversation_id: str, message_id: str)   the disk took it after all
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from desktop.domain.messages import Message


class EngineBridge(QObject):
    started = Signal(str, object, object)
    delta = Signal(str, str, str, str)
    finished = Signal(str, object)
    writeFailed = Signal(str)
    writeRecovered = Signal(str, str)

    def turn_started(self, conversation_id: str, user: Message | None, assistant: Message) -> None:
        self.started.emit(conversation_id, user, assistant)

    def turn_delta(self, conversation_id: str, message_id: str, text: str, reasoning: str) -> None:
        self.delta.emit(conversation_id, message_id, text, reasoning)

    def turn_finished(self, conversation_id: str, message: Message) -> None:
        self.finished.emit(conversation_id, message)

    def write_failed(self, message: str) -> None:
        self.writeFailed.emit(message)

    def write_recovered(self, conversation_id: str, message_id: str) -> None:
        self.writeRecovered.emit(conversation_id, message_id)
