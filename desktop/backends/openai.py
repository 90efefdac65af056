"""OpenAI-compatible `/v1/chat/completions` over SSE: OpenAI, llama.cpp,
LM Studio, vLLM, OpenRouter, Groq, LocalAI. The base URL includes the
version prefix (`http://127.0.0.1:8080/v1`)."""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import aclosing
from typing import Any

from desktop.backends.base import (
    BackendError,
    ChatMessage,
    ChatOptions,
    ErrorKind,
    Finish,
    ReasoningDelta,
    StreamEvent,
    TextDelta,
    UsageReport,
)
from desktop.backends.http import HttpBackend, context_of
from desktop.backends.think import ThinkSplitter, split_events
from desktop.backends.tool_calls import ToolCallAssembler, function_spec
from desktop.backends.wire import SSEDecoder, event_json
from desktop.domain.messages import Reasoning, Usage
from desktop.domain.providers import ProviderKind
from desktop.domain.words import say


def _message(m: ChatMessage) -> dict[str, Any]:
    """Text alone stays a string (every server reads that); with pictures the
    content becomes parts, each picture a data: URL. Tool calls and their
    results take the API's own fields."""
    if m.role == "tool":
        return {"role": "tool", "tool_call_id": m.tool_call_id, "content": m.content}
    if m.tool_calls:
        calls = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in m.tool_calls
        ]
        return {"role": m.role, "content": m.content or None, "tool_calls": calls}
    if not m.images:
        return {"role": m.role, "content": m.content}
    parts: list[dict[str, Any]] = [
        {"type": "image_url", "image_url": {"url": f"data:{i.mime};base64,{i.base64()}"}}
        for i in m.images
    ]
    if m.content:
        parts.append({"type": "text", "text": m.content})
    return {"role": m.role, "content": parts}


def _reasoning_fields(reasoning: Reasoning) -> dict[str, Any]:
    """Levels are `reasoning_effort` (OpenAI, vLLM, llama.cpp); on and off
    switch a hybrid model's thinking through its chat template (Qwen3 and
    others on llama.cpp and vLLM). Nothing is sent for the default."""
    if reasoning in (Reasoning.LOW, Reasoning.MEDIUM, Reasoning.HIGH):
        return {"reasoning_effort": reasoning.value}
    if reasoning in (Reasoning.ON, Reasoning.OFF):
        return {"chat_template_kwargs": {"enable_thinking": reasoning is Reasoning.ON}}
    return {}


class OpenAIBackend(HttpBackend):
    """Any OpenAI-compatible chat server (OpenAI, llama.cpp, LM Studio,
    vLLM…): SSE streaming, its model list and usage where the server gives
    it."""

    kind = ProviderKind.OPENAI
    product: str = say("The OpenAI-compatible server")  # a sentence of its own: translated
    # Ask for token usage in the stream; turned off for this server the first
    # time it refuses the field (older servers answer 400 to unknown fields).
    ask_usage = True

    def _headers(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    async def list_models(self) -> list[str]:
        return await self._listing("/models", "data", "id")

    async def context_length(self, model: str) -> int | None:
        data = await self._get_json("/models")
        items = data.get("data") if isinstance(data, dict) else None
        for item in items if isinstance(items, list) else []:
            if isinstance(item, dict) and item.get("id") == model:
                return context_of(item)
        return None

    def _payload(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {
            "model": model,
            "messages": [_message(m) for m in messages],
            "stream": True,
        }
        if self.ask_usage:
            payload["stream_options"] = {"include_usage": True}
        if options.temperature is not None:
            payload["temperature"] = options.temperature
        if options.top_p is not None:
            payload["top_p"] = options.top_p
        if options.max_tokens is not None:
            payload["max_tokens"] = options.max_tokens
        payload.update(_reasoning_fields(options.reasoning))
        if options.tools:
            payload["tools"] = [function_spec(t) for t in options.tools]
        return payload

    async def stream_chat(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncIterator[StreamEvent]:
        yielded = False
        try:
            async with aclosing(self._stream(messages, model, options)) as events:
                async for event in events:
                    yielded = True
                    yield event
        except BackendError as exc:
            refused = exc.kind is ErrorKind.BAD_REQUEST and "stream_options" in exc.message
            if yielded or not self.ask_usage or not refused:
                raise
            self.ask_usage = False  # and ask once more, without it
            async with aclosing(self._stream(messages, model, options)) as events:
                async for event in events:
                    yield event

    async def _stream(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncGenerator[StreamEvent]:
        url = self.base_url + "/chat/completions"
        finished = False
        thinking = ThinkSplitter()  # <think>…</think> left in the text by some servers
        calls = ToolCallAssembler()
        async with (
            self._open("POST", url, self._payload(messages, model, options), model) as response,
            aclosing(self._decoded(response, SSEDecoder(self.max_line_bytes))) as sse,
        ):
            async for event in sse:
                for out in split_events(thinking, self._events(event.data, calls)):
                    finished = finished or isinstance(out, Finish)
                    yield out
        if not finished:
            raise self._disconnected()

    def _events(self, data: str, calls: ToolCallAssembler) -> list[StreamEvent]:
        try:
            obj = event_json(data)
        except ValueError as exc:
            return self._not_json(data, calls, exc)
        if type(obj) is not dict or "error" in obj:
            raise self._refusal(obj, data)
        out: list[StreamEvent] = []
        for choice in obj.get("choices") or []:
            delta = choice.get("delta") or {}
            reasoning = delta.get("reasoning_content") or delta.get("reasoning")
            if reasoning:
                out.append(ReasoningDelta(str(reasoning)))
            if delta.get("content"):
                out.append(TextDelta(str(delta["content"])))
            if tool_calls := delta.get("tool_calls"):
                self._add_calls(tool_calls, calls, data)
            if choice.get("finish_reason"):
                out.extend(calls.take())
                out.append(Finish(str(choice["finish_reason"])))
        usage = obj.get("usage")
        if usage:
            out.append(
                UsageReport(Usage(usage.get("prompt_tokens"), usage.get("completion_tokens")))
            )
        return out

    def _not_json(self, data: str, calls: ToolCallAssembler, exc: ValueError) -> list[StreamEvent]:
        """An event that is not JSON: the end of the stream, or malformed.
        Asked only of what is not JSON: once a stream."""
        if data.strip() == "[DONE]":
            return [*calls.take(), Finish("stop")]
        raise self._malformed(data) from exc

    def _refusal(self, obj: Any, data: str) -> BackendError:
        """The error for an event that is not an object, or that says one."""
        if type(obj) is not dict:
            return self._malformed(data)
        err = obj["error"]
        return self._stream_error(str(err.get("message", err) if isinstance(err, dict) else err))

    def _add_calls(self, tool_calls: Any, calls: ToolCallAssembler, data: str) -> None:
        """A delta's pieces of tool calls, each added to the call it belongs to."""
        for call in tool_calls:
            if not isinstance(call, dict):
                raise self._malformed(data)
            index = call.get("index")
            function = call.get("function") or {}
            calls.add(
                index if isinstance(index, int) else 0,
                str(call.get("id") or ""),
                str(function.get("name") or ""),
                str(function.get("arguments") or ""),
            )
