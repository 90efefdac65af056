"""Ollama `/api/chat` (NDJSON) and `/api/tags`. The base URL is the server
root (`http://127.0.0.1:11434`)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import Any

from desktop.backends.base import (
    ChatMessage,
    ChatOptions,
    Finish,
    ReasoningDelta,
    StreamEvent,
    TextDelta,
    ToolCallDone,
    ToolRequest,
    UsageReport,
)
from desktop.backends.http import HttpBackend
from desktop.backends.think import ThinkSplitter, split_events
from desktop.backends.tool_calls import function_spec, new_call_id, parsed_arguments
from desktop.backends.wire import NDJSONDecoder, parse_line
from desktop.domain.messages import Reasoning, Usage
from desktop.domain.providers import ProviderKind


def _message(m: ChatMessage) -> dict[str, Any]:
    """Ollama takes pictures beside the text, as bare base64 (no data: prefix);
    tool calls carry their arguments as an object, results name their tool."""
    out: dict[str, Any] = {"role": m.role, "content": m.content}
    if m.images:
        out["images"] = [i.base64() for i in m.images]
    if m.tool_calls:
        out["tool_calls"] = [
            {"function": {"name": c.name, "arguments": parsed_arguments(c.arguments)}}
            for c in m.tool_calls
        ]
    if m.role == "tool":
        out["tool_name"] = m.tool_name
    return out


def _payload(messages: list[ChatMessage], model: str, options: ChatOptions) -> dict[str, Any]:
    """The `/api/chat` request: sampling settings go under `options`, sent
    only when one is set."""
    payload: dict[str, Any] = {
        "model": model,
        "messages": [_message(m) for m in messages],
        "stream": True,
    }
    opts = _sampling(options)
    if opts:
        payload["options"] = opts
    if options.tools:
        payload["tools"] = [function_spec(t) for t in options.tools]
    if options.reasoning is not Reasoning.DEFAULT:
        payload["think"] = _think(options.reasoning)
    return payload


def _sampling(options: ChatOptions) -> dict[str, Any]:
    """The settings that are set, by the names Ollama reads them by."""
    opts: dict[str, Any] = {}
    if options.temperature is not None:
        opts["temperature"] = options.temperature
    if options.top_p is not None:
        opts["top_p"] = options.top_p
    if options.max_tokens is not None:
        opts["num_predict"] = options.max_tokens
    if options.context is not None:
        opts["num_ctx"] = options.context
    return opts


def _think(reasoning: Reasoning) -> bool | str:
    """`think`: true or false; gpt-oss takes a level instead."""
    if reasoning in (Reasoning.LOW, Reasoning.MEDIUM, Reasoning.HIGH):
        return reasoning.value
    return reasoning is Reasoning.ON


class OllamaBackend(HttpBackend):
    """Ollama's native chat API: NDJSON streaming, its model list and the
    context length it reads."""

    kind = ProviderKind.OLLAMA
    product = "Ollama"

    async def list_models(self) -> list[str]:
        return await self._listing("/api/tags", "models", "name")

    async def context_length(self, model: str) -> int | None:
        """`num_ctx` where the model sets it (what Ollama really reads),
        else the length the model was trained for (`<family>.context_length`)."""
        data = await self._get_json("/api/show", {"model": model})
        if not isinstance(data, dict):
            return None
        for line in str(data.get("parameters") or "").splitlines():
            name, _, value = line.partition(" ")
            if name == "num_ctx" and value.strip().isdigit():
                return int(value.strip())
        info = data.get("model_info")
        for key, value in info.items() if isinstance(info, dict) else []:
            if str(key).endswith(".context_length") and isinstance(value, int) and value > 0:
                return value
        return None

    async def stream_chat(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncIterator[StreamEvent]:
        payload = _payload(messages, model, options)
        finished = False
        thinking = ThinkSplitter()  # <think>…</think> left in the text by some servers
        async with self._open("POST", self.base_url + "/api/chat", payload, model) as response:
            decoded = self._decoded(response, NDJSONDecoder(self.max_line_bytes))
            async with aclosing(decoded) as lines:
                async for line in lines:
                    for out in split_events(thinking, self._events(line)):
                        finished = finished or isinstance(out, Finish)
                        yield out
        if not finished:
            raise self._disconnected()

    def _events(self, line: bytes) -> list[StreamEvent]:
        try:
            obj = parse_line(line)
        except ValueError as exc:
            raise self._malformed(line.decode("utf-8", "replace")) from exc
        out: list[StreamEvent] = []
        if not isinstance(obj, dict):
            raise self._malformed(str(obj))
        if "error" in obj:
            raise self._stream_error(str(obj["error"]))
        message = obj.get("message") or {}
        if message.get("thinking"):
            out.append(ReasoningDelta(str(message["thinking"])))
        if message.get("content"):
            out.append(TextDelta(str(message["content"])))
        # Ollama sends each call whole, its arguments an object.
        for call in message.get("tool_calls") or []:
            function = call.get("function") if isinstance(call, dict) else None
            if not isinstance(function, dict) or not function.get("name"):
                raise self._malformed(line.decode("utf-8", "replace"))
            arguments = function.get("arguments")
            out.append(
                ToolCallDone(
                    ToolRequest(
                        str(call.get("id") or new_call_id()),
                        str(function["name"]),
                        json.dumps(arguments if isinstance(arguments, dict) else {}),
                    )
                )
            )
        if obj.get("done"):
            duration = obj.get("eval_duration")
            out.append(
                UsageReport(
                    Usage(
                        obj.get("prompt_eval_count"),
                        obj.get("eval_count"),
                        duration / 1e9 if isinstance(duration, int | float) else None,
                    )
                )
            )
            out.append(Finish(str(obj.get("done_reason") or "stop")))
        return out
