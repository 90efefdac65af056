"""The engine's listener, as Qt signals (all on the GUI thread).

Signals:
    started(conversation_id: str, user: Message | None, assistant: Message)
    delta(conversation_id: str, message_id: str, text: str, reasoning: str)
    finished(conversation_id: str, message: Message)      the whole answer ended
    stepFinished(conversation_id: str, message: Message)  one message of it (tool rounds)
    toolChanged(conversation_id: str, message_id: str, call: ToolCall)   on disk now
    toolProblem(server: str, message: str)   a tool server failed (from the tool thread)
    writeFailed(message: str)
    writeRecovered(conversation_id: str, message_id: str)   the disk took it after all
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from desktop.domain.messages import Message, ToolCall


class EngineBridge(QObject):
    started = Signal(str, object, object)
    delta = Signal(str, str, str, str)
    finished = Signal(str, object)
    stepFinished = Signal(str, object)
    toolChanged = Signal(str, str, object)
    toolProblem = Signal(str, str)
    writeFailed = Signal(str)
    writeRecovered = Signal(str, str)

    def turn_started(self, conversation_id: str, user: Message | None, assistant: Message) -> None:
        self.started.emit(conversation_id, user, assistant)

    def turn_delta(self, conversation_id: str, message_id: str, text: str, reasoning: str) -> None:
        self.delta.emit(conversation_id, message_id, text, reasoning)

    def turn_finished(self, conversation_id: str, message: Message) -> None:
        self.finished.emit(conversation_id, message)

    def step_finished(self, conversation_id: str, message: Message) -> None:
        self.stepFinished.emit(conversation_id, message)

    def tool_changed(self, conversation_id: str, message_id: str, call: ToolCall) -> None:
        self.toolChanged.emit(conversation_id, message_id, call)

    def tool_problem(self, server: str, message: str) -> None:
        """Called on the tool host's thread: the signal crosses to the GUI's."""
        self.toolProblem.emit(server, message)

    def write_failed(self, message: str) -> None:
        self.writeFailed.emit(message)

    def write_recovered(self, conversation_id: str, message_id: str) -> None:
        self.writeRecovered.emit(conversation_id, message_id)
