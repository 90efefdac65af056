"""Decoding speed of each backend against httpx reading the same bytes raw (issue 3)."""

from __future__ import annotations

import time
from collections.abc import Callable

import httpx
import pytest

from desktop.backends.anthropic import AnthropicBackend
from desktop.backends.base import ChatMessage, ChatOptions, TextDelta
from desktop.backends.http import HttpBackend
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer, Reply

pytestmark = pytest.mark.perf
TOKENS = 20_000
PATHS = {"openai": "/v1/chat/completions", "ollama": "/api/chat", "anthropic": "/v1/messages"}
MAKERS: dict[str, Callable[[DevServer], HttpBackend]] = {
    "openai": lambda s: OpenAIBackend(s.openai_base),
    "ollama": lambda s: OllamaBackend(s.ollama_base),
    "anthropic": lambda s: AnthropicBackend(s.anthropic_base, "k"),
}
ASK = [ChatMessage("user", "hi")]


async def _raw(server: DevServer, kind: str) -> tuple[float, int]:
    server.script(Reply(tokens=TOKENS))
    body = {
        "model": "verbatim-demo",
        "messages": [{"role": "user", "content": "hi"}],
        "stream": True,
        "max_tokens": 10,
    }
    async with httpx.AsyncClient(timeout=60) as client:
        start = time.perf_counter()
        size = 0
        async with client.stream("POST", server.url + PATHS[kind], json=body) as response:
            async for chunk in response.aiter_raw():
                size += len(chunk)
        return time.perf_counter() - start, size


async def _decoded(server: DevServer, kind: str) -> tuple[float, int]:
    server.script(Reply(tokens=TOKENS))
    backend = MAKERS[kind](server)
    start = time.perf_counter()
    count = 0
    async for event in backend.stream_chat(ASK, "verbatim-demo", ChatOptions()):
        count += isinstance(event, TextDelta)
    elapsed = time.perf_counter() - start
    await backend.aclose()
    return elapsed, count


@pytest.mark.parametrize("kind", list(PATHS))
async def test_decode_throughput_vs_raw_bytes(devserver: DevServer, kind: str) -> None:
    raw = min([await _raw(devserver, kind) for _ in range(3)])
    decoded = min([await _decoded(devserver, kind) for _ in range(3)])
    assert decoded[1] == TOKENS  # every token decoded
    print(
        f"\n{kind:9s}: raw httpx {TOKENS / raw[0]:>9,.0f} tokens/s ({raw[1] / 1e6:.1f} MB) | "
        f"decoded {TOKENS / decoded[0]:>9,.0f} tokens/s | "
        f"decoded/raw speed {raw[0] / decoded[0]:.2f}"
    )
