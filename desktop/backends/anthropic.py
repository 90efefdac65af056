"""Anthropic `/v1/messages` over SSE. The base URL is the API root
(`https://api.anthropic.com`); requests go to `/v1/messages`."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import Any

from desktop.backends.base import (
    BackendError,
    ChatMessage,
    ChatOptions,
    ErrorKind,
    Finish,
    ReasoningDelta,
    ReasoningSignature,
    StreamEvent,
    TextDelta,
    UsageReport,
)
from desktop.backends.http import HttpBackend
from desktop.backends.tool_calls import ToolCallAssembler, parsed_arguments
from desktop.backends.wire import SSEDecoder, event_json
from desktop.domain.messages import Reasoning, Usage
from desktop.domain.providers import ProviderKind
from desktop.domain.words import say

API_VERSION = "2023-06-01"
DEFAULT_MAX_TOKENS = 4096  # the API requires a limit; this one fits every current model


# Thinking budgets (tokens) for the reasoning control; ON is the middle one.
BUDGETS = {Reasoning.LOW: 2048, Reasoning.ON: 8192, Reasoning.MEDIUM: 8192, Reasoning.HIGH: 24576}


def _message(m: ChatMessage) -> dict[str, Any]:
    """Pictures are base64 content blocks placed before the text, as
    Anthropic's guide advises; an answer's signed thinking goes first, its
    tool calls last. A tool's result is a `tool_result` block of the user."""
    if m.role == "tool":
        result: dict[str, Any] = {
            "type": "tool_result",
            "tool_use_id": m.tool_call_id,
            "content": m.content,
        }
        if m.is_error:
            result["is_error"] = True
        return {"role": "user", "content": [result]}
    if m.signature or m.tool_calls:
        blocks: list[dict[str, Any]] = []
        if m.signature:
            blocks.append({"type": "thinking", "thinking": m.reasoning, "signature": m.signature})
        if m.content or not m.tool_calls:
            blocks.append({"type": "text", "text": m.content})
        blocks.extend(
            {"type": "tool_use", "id": c.id, "name": c.name, "input": parsed_arguments(c.arguments)}
            for c in m.tool_calls
        )
        return {"role": m.role, "content": blocks}
    if not m.images:
        return {"role": m.role, "content": m.content}
    pictures: list[dict[str, Any]] = [
        {"type": "image", "source": {"type": "base64", "media_type": i.mime, "data": i.base64()}}
        for i in m.images
    ]
    if m.content:
        pictures.append({"type": "text", "text": m.content})
    return {"role": m.role, "content": pictures}


def _blocks(content: Any) -> list[dict[str, Any]]:
    return content if isinstance(content, list) else [{"type": "text", "text": content}]


def _messages(messages: list[ChatMessage]) -> list[dict[str, Any]]:
    """The request's messages. Tool results, and a question that follows
    them, share one user message (results first), as the API requires:
    every `tool_use` is answered in the very next message."""
    out: list[dict[str, Any]] = []
    for m in messages:
        if m.role == "system":
            continue
        shaped = _message(m)
        if out and out[-1]["role"] == shaped["role"]:
            out[-1] = {
                "role": shaped["role"],
                "content": _blocks(out[-1]["content"]) + _blocks(shaped["content"]),
            }
        else:
            out.append(shaped)
    return out


class AnthropicBackend(HttpBackend):
    """Anthropic's Messages API: streamed answers, thinking and tool calls
    read from its SSE events."""

    kind = ProviderKind.ANTHROPIC
    product = "Anthropic"
    needs_alternating_roles = True

    def _headers(self) -> dict[str, str]:
        headers = {"anthropic-version": API_VERSION}
        if self.api_key:
            headers["x-api-key"] = self.api_key
        return headers

    def _require_key(self) -> None:
        if not self.api_key:
            raise BackendError(
                ErrorKind.AUTH,
                say(
                    "Anthropic needs an API key. Add it in Settings → Providers, "
                    "or set {variable} before starting Verbatim.",
                    variable="ANTHROPIC_API_KEY",
                ),
            )

    async def list_models(self) -> list[str]:
        self._require_key()
        return await self._listing("/v1/models", "data", "id")

    async def stream_chat(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncIterator[StreamEvent]:
        self._require_key()
        system = "\n\n".join(m.content for m in messages if m.role == "system")
        payload: dict[str, Any] = {
            "model": model,
            "max_tokens": options.max_tokens or DEFAULT_MAX_TOKENS,
            "messages": _messages(messages),
            "stream": True,
        }
        if system:
            payload["system"] = system
        if options.tools:
            payload["tools"] = [
                {
                    "name": t.name,
                    "description": t.description,
                    "input_schema": t.parameters or {"type": "object", "properties": {}},
                }
                for t in options.tools
            ]
        budget = BUDGETS.get(options.reasoning)
        if budget is not None:
            # Thinking needs room beyond its budget, and takes no sampling
            # settings (the API refuses temperature and top_p with it).
            payload["thinking"] = {"type": "enabled", "budget_tokens": budget}
            payload["max_tokens"] = max(payload["max_tokens"], budget + DEFAULT_MAX_TOKENS)
        else:
            if options.temperature is not None:
                payload["temperature"] = options.temperature
            if options.top_p is not None:
                payload["top_p"] = options.top_p
        state: dict[str, Any] = {"prompt_tokens": None, "calls": ToolCallAssembler()}
        finished = False
        opened = self._open("POST", self.base_url + "/v1/messages", payload, model)
        async with (
            opened as response,
            aclosing(self._decoded(response, SSEDecoder(self.max_line_bytes))) as sse,
        ):
            async for event in sse:
                for out in self._events(event.event, event.data, state):
                    finished = finished or isinstance(out, Finish)
                    yield out
        if not finished:
            raise self._disconnected()

    def _events(self, name: str, data: str, state: dict[str, Any]) -> list[StreamEvent]:
        if name == "ping":
            return []
        try:
            obj = event_json(data)
        except ValueError as exc:
            raise self._malformed(data) from exc
        kind = obj.get("type", name) if isinstance(obj, dict) else name
        if kind == "error" or name == "error":
            err = obj.get("error", {}) if isinstance(obj, dict) else {}
            raise self._stream_error(str(err.get("message") or err.get("type") or obj))
        if kind != "content_block_delta":
            return self._frame(kind, obj, state)
        # One event a token: read here, with no further call.
        delta = obj.get("delta") or {}
        if delta.get("type") == "input_json_delta":
            state["calls"].add(_index(obj), fragment=str(delta.get("partial_json") or ""))
        if delta.get("type") == "text_delta" and delta.get("text"):
            return [TextDelta(str(delta["text"]))]
        if delta.get("type") == "thinking_delta" and delta.get("thinking"):
            return [ReasoningDelta(str(delta["thinking"]))]
        if delta.get("type") == "signature_delta" and delta.get("signature"):
            return [ReasoningSignature(str(delta["signature"]))]
        return []

    def _frame(self, kind: Any, obj: Any, state: dict[str, Any]) -> list[StreamEvent]:
        """The events around the words, a few a message: its start and end,
        each content block's start and stop, the usage."""
        if kind == "message_start":
            usage = (obj.get("message") or {}).get("usage") or {}
            state["prompt_tokens"] = usage.get("input_tokens")
        elif kind == "content_block_start":
            block = obj.get("content_block") or {}
            if isinstance(block, dict) and block.get("type") == "tool_use":
                state["calls"].add(
                    _index(obj), str(block.get("id") or ""), str(block.get("name") or "")
                )
        elif kind == "content_block_stop":
            return list(state["calls"].take(_index(obj)))
        elif kind == "message_delta":
            usage = obj.get("usage") or {}
            out: list[StreamEvent] = [
                UsageReport(Usage(state["prompt_tokens"], usage.get("output_tokens")))
            ]
            state["stop_reason"] = (obj.get("delta") or {}).get("stop_reason")
            return out
        elif kind == "message_stop":
            return [Finish(str(state.get("stop_reason") or "end_turn"))]
        return []  # ping and unknown events are ignored


def _index(obj: dict[str, Any]) -> int:
    index = obj.get("index")
    return index if isinstance(index, int) else 0
