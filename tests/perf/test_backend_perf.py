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


def test_a_long_line_in_many_chunks_costs_linear_time() -> None:
    """Issue 11: the old decoders joined the whole buffer on every chunk, so a
    line arriving in n chunks cost O(n^2). Prints the time per megabyte for
    growing lines; linear means it stays flat."""
    from desktop.backends.wire import NDJSONDecoder, SSEDecoder

    for name, make in (("SSE", SSEDecoder), ("NDJSON", NDJSONDecoder)):
        per_mb = []
        for megabytes in (1, 4, 16):
            decoder = make(64 * 1024 * 1024)
            started = time.perf_counter()
            for _ in range(megabytes * 1024):  # 1 KB chunks, no newline yet
                assert decoder.feed(b"x" * 1024) == []
            per_mb.append((time.perf_counter() - started) / megabytes * 1000)
        print(
            f"\n{name} line without an end, 1 KB chunks: "
            + ", ".join(f"{m} MB: {t:.1f} ms/MB" for m, t in zip((1, 4, 16), per_mb, strict=True))
        )


async def _bare(server: DevServer, kind: str) -> tuple[float, int]:
    """The fastest a client on this stack could decode the same stream: split
    on newlines, one json.loads per event, pick the text (issue 28)."""
    import json

    server.script(Reply(tokens=TOKENS))
    body = {
        "model": "verbatim-demo",
        "messages": [{"role": "user", "content": "hi"}],
        "stream": True,
    }
    count = 0
    async with httpx.AsyncClient(timeout=60) as client:
        start = time.perf_counter()
        async with client.stream("POST", server.url + PATHS[kind], json=body) as response:
            rest = b""
            async for chunk in response.aiter_raw():
                lines = (rest + chunk).split(b"\n")
                rest = lines.pop()
                for line in lines:
                    if kind == "openai":
                        if not line.startswith(b"data: {"):
                            continue
                        choices = json.loads(line[6:]).get("choices") or [{}]
                        count += bool(choices[0].get("delta", {}).get("content"))
                    elif line:
                        count += bool(json.loads(line)["message"].get("content"))
        return time.perf_counter() - start, count


@pytest.mark.parametrize("kind", ["openai", "ollama"])
async def test_decoding_against_the_bare_decoder_and_a_raw_read(
    devserver: DevServer, kind: str
) -> None:
    """Issue 28's measure, side by side in one run on one unpaced server:
    Verbatim's decoder against the bare one and a raw read of the bytes."""
    from tests.perf.lag import load_words

    raw = min([await _raw(devserver, kind) for _ in range(3)])
    bare = min([await _bare(devserver, kind) for _ in range(3)])
    ours = min([await _decoded(devserver, kind) for _ in range(3)])
    assert ours[1] == TOKENS and bare[1] == TOKENS
    print(
        f"\n{kind:7s} {TOKENS:,} tokens: raw read {TOKENS / raw[0]:>9,.0f}/s | bare decoder "
        f"{TOKENS / bare[0]:>9,.0f}/s | Verbatim {TOKENS / ours[0]:>9,.0f}/s = "
        f"{bare[0] / ours[0]:.2f} of the bare decoder (target 0.9), which is "
        f"{raw[0] / bare[0]:.2f} of a raw read; {load_words()}"
    )
