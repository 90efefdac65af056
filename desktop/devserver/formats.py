"""The bytes each wire format puts on the socket for one reply."""

from __future__ import annotations

import base64
import hashlib
import json
import time
from abc import ABC, abstractmethod
from typing import Any


def _sse(data: Any, event: str | None = None) -> bytes:
    head = f"event: {event}\n" if event else ""
    return (head + "data: " + json.dumps(data, ensure_ascii=False) + "\n\n").encode()


class Format(ABC):
    """One wire format's bytes for one reply."""

    name = ""
    content_type = "text/event-stream"

    def start(self, model: str) -> bytes:
        return b""

    @abstractmethod
    def text(self, model: str, token: str) -> bytes: ...

    @abstractmethod
    def reasoning(self, model: str, token: str) -> bytes: ...

    @abstractmethod
    def end(
        self,
        model: str,
        prompt_tokens: int,
        completion_tokens: int,
        cut_off: bool = False,
        tool_use: bool = False,
    ) -> bytes: ...

    @abstractmethod
    def tool_call(
        self, model: str, index: int, call_id: str, name: str, pieces: list[str]
    ) -> bytes:
        """One whole tool call; its arguments' JSON in `pieces`."""

    @abstractmethod
    def error_object(self, message: str) -> bytes: ...

    @abstractmethod
    def error_body(self, message: str, status: int) -> dict[str, Any]: ...

    malformed = b"data: {this is not json\n\n"


class OpenAIFormat(Format):
    """The scripted server's replies as an OpenAI-compatible server streams
    them (SSE chunks)."""

    name = "openai"

    def _chunk(self, model: str, delta: dict[str, Any], finish: str | None = None) -> bytes:
        return _sse(
            {
                "id": "chatcmpl-verbatim",
                "object": "chat.completion.chunk",
                "created": int(time.time()),
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }
        )

    def start(self, model: str) -> bytes:
        return b": scripted server\n\n" + self._chunk(model, {"role": "assistant", "content": ""})

    def text(self, model: str, token: str) -> bytes:
        return self._chunk(model, {"content": token})

    def reasoning(self, model: str, token: str) -> bytes:
        return self._chunk(model, {"reasoning_content": token})

    def tool_call(
        self, model: str, index: int, call_id: str, name: str, pieces: list[str]
    ) -> bytes:
        head = {"index": index, "id": call_id, "type": "function"}
        out = self._chunk(
            model, {"tool_calls": [{**head, "function": {"name": name, "arguments": ""}}]}
        )
        for piece in pieces:
            delta = {"tool_calls": [{"index": index, "function": {"arguments": piece}}]}
            out += self._chunk(model, delta)
        return out

    def end(
        self,
        model: str,
        prompt_tokens: int,
        completion_tokens: int,
        cut_off: bool = False,
        tool_use: bool = False,
    ) -> bytes:
        usage = _sse(
            {
                "id": "chatcmpl-verbatim",
                "choices": [],
                "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens},
            }
        )
        reason = "length" if cut_off else "tool_calls" if tool_use else "stop"
        return self._chunk(model, {}, reason) + usage + b"data: [DONE]\n\n"

    def error_object(self, message: str) -> bytes:
        return _sse({"error": {"message": message, "type": "server_error"}})

    def error_body(self, message: str, status: int) -> dict[str, Any]:
        return {"error": {"message": message, "type": "invalid_request_error", "code": status}}


class OllamaFormat(Format):
    """The scripted server's replies as Ollama streams them (NDJSON lines)."""

    name = "ollama"
    content_type = "application/x-ndjson"
    malformed = b'{"model": "broken\n'

    def _line(self, obj: dict[str, Any]) -> bytes:
        return (json.dumps(obj, ensure_ascii=False) + "\n").encode()

    def text(self, model: str, token: str) -> bytes:
        msg = {"role": "assistant", "content": token}
        return self._line({"model": model, "message": msg, "done": False})

    def reasoning(self, model: str, token: str) -> bytes:
        msg = {"role": "assistant", "content": "", "thinking": token}
        return self._line({"model": model, "message": msg, "done": False})

    def tool_call(
        self, model: str, index: int, call_id: str, name: str, pieces: list[str]
    ) -> bytes:
        call = {"function": {"name": name, "arguments": json.loads("".join(pieces))}}
        msg = {"role": "assistant", "content": "", "tool_calls": [call]}
        return self._line({"model": model, "message": msg, "done": False})

    def end(
        self,
        model: str,
        prompt_tokens: int,
        completion_tokens: int,
        cut_off: bool = False,
        tool_use: bool = False,
    ) -> bytes:
        return self._line(
            {
                "model": model,
                "message": {"role": "assistant", "content": ""},
                "done": True,
                "done_reason": "length" if cut_off else "stop",
                "prompt_eval_count": prompt_tokens,
                "eval_count": completion_tokens,
                "eval_duration": 1_000_000_000,
            }
        )

    def error_object(self, message: str) -> bytes:
        return self._line({"error": message})

    def error_body(self, message: str, status: int) -> dict[str, Any]:
        return {"error": message}


def thinking_signature(thinking: str) -> str:
    """The scripted server's signature over a thinking block (the real API's
    is opaque); it checks a replayed block against it, as the API does."""
    return base64.b64encode(hashlib.sha256(thinking.encode()).digest()).decode()


class AnthropicFormat(Format):
    """The scripted server's replies as Anthropic streams them (SSE content
    blocks, thinking signed)."""

    name = "anthropic"

    def __init__(self) -> None:
        self._block = -1
        self._block_type = ""
        self._thinking: list[str] = []

    def _stop_block(self) -> bytes:
        out = b""
        if self._block_type == "thinking":  # a thinking block ends with its signature
            signature = thinking_signature("".join(self._thinking))
            out += _sse(
                {
                    "type": "content_block_delta",
                    "index": self._block,
                    "delta": {"type": "signature_delta", "signature": signature},
                },
                "content_block_delta",
            )
        return out + _sse(
            {"type": "content_block_stop", "index": self._block}, "content_block_stop"
        )

    def _switch(self, kind: str) -> bytes:
        if self._block_type == kind:
            return b""
        out = b""
        if self._block >= 0:
            out += self._stop_block()
        self._block += 1
        self._block_type = kind
        block = {"type": kind, kind: ""}
        return out + _sse(
            {"type": "content_block_start", "index": self._block, "content_block": block},
            "content_block_start",
        )

    def start(self, model: str) -> bytes:
        msg = {
            "id": "msg_verbatim",
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [],
            "usage": {"input_tokens": 0, "output_tokens": 1},
        }
        return _sse({"type": "message_start", "message": msg}, "message_start") + (
            b'event: ping\ndata: {"type": "ping"}\n\n'
        )

    def _delta(self, kind: str, key: str, token: str) -> bytes:
        return self._switch(kind) + _sse(
            {
                "type": "content_block_delta",
                "index": self._block,
                "delta": {"type": f"{kind}_delta", key: token},
            },
            "content_block_delta",
        )

    def text(self, model: str, token: str) -> bytes:
        return self._delta("text", "text", token)

    def reasoning(self, model: str, token: str) -> bytes:
        out = self._delta("thinking", "thinking", token)
        self._thinking.append(token)
        return out

    def tool_call(
        self, model: str, index: int, call_id: str, name: str, pieces: list[str]
    ) -> bytes:
        out = self._stop_block() if self._block >= 0 else b""
        self._block += 1
        self._block_type = "tool_use"
        block = {"type": "tool_use", "id": call_id, "name": name, "input": {}}
        out += _sse(
            {"type": "content_block_start", "index": self._block, "content_block": block},
            "content_block_start",
        )
        for piece in pieces:
            delta = {"type": "input_json_delta", "partial_json": piece}
            out += _sse(
                {"type": "content_block_delta", "index": self._block, "delta": delta},
                "content_block_delta",
            )
        return out

    def end(
        self,
        model: str,
        prompt_tokens: int,
        completion_tokens: int,
        cut_off: bool = False,
        tool_use: bool = False,
    ) -> bytes:
        out = b""
        if self._block >= 0:
            out += self._stop_block()
        out += _sse({"type": "future_event_type", "note": "clients must ignore this"}, "future")
        out += _sse(
            {
                "type": "message_delta",
                "delta": {
                    "stop_reason": "max_tokens"
                    if cut_off
                    else "tool_use"
                    if tool_use
                    else "end_turn"
                },
                "usage": {"output_tokens": completion_tokens},
            },
            "message_delta",
        )
        return out + _sse({"type": "message_stop"}, "message_stop")

    def error_object(self, message: str) -> bytes:
        return _sse(
            {"type": "error", "error": {"type": "overloaded_error", "message": message}}, "error"
        )

    def error_body(self, message: str, status: int) -> dict[str, Any]:
        return {"type": "error", "error": {"type": "api_error", "message": message}}
