"""The three backends over real loopback HTTP against the scripted server."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable

import pytest

from desktop.backends.anthropic import AnthropicBackend
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
from desktop.backends.http import HttpBackend, redact
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer, Fault, Reply, demo_text

KINDS: dict[str, Callable[[DevServer], HttpBackend]] = {
    "openai": lambda s: OpenAIBackend(s.openai_base, "sk-test"),
    "ollama": lambda s: OllamaBackend(s.ollama_base),
    "anthropic": lambda s: AnthropicBackend(s.anthropic_base, "sk-ant-test"),
}
ASK = [ChatMessage("system", "be brief"), ChatMessage("user", "hello")]


async def _collect(backend: HttpBackend, model: str = "verbatim-demo") -> list[StreamEvent]:
    try:
        return [e async for e in backend.stream_chat(ASK, model, ChatOptions(max_tokens=50))]
    finally:
        await backend.aclose()


async def _error(backend: HttpBackend, model: str = "verbatim-demo") -> BackendError:
    with pytest.raises(BackendError) as info:
        await _collect(backend, model)
    return info.value


def _text(events: list[StreamEvent]) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta))


@pytest.mark.parametrize("kind", KINDS)
async def test_each_format_end_to_end(devserver: DevServer, kind: str) -> None:
    devserver.script(Reply(tokens=300, seed=7, reasoning="let me think "))
    events = await _collect(KINDS[kind](devserver))
    assert _text(events) == demo_text(300, 7)
    assert "".join(e.text for e in events if isinstance(e, ReasoningDelta)) == "let me think "
    usage = [e.usage for e in events if isinstance(e, UsageReport)]
    assert usage and usage[-1].completion_tokens == 300
    assert isinstance(events[-1], Finish)
    sent = devserver.chat_requests()[-1]
    roles = [m["role"] for m in sent.messages]
    if kind == "anthropic":
        assert roles == ["user"] and sent.system == "be brief"
        assert sent.headers["x-api-key"] == "***" and sent.body["max_tokens"] == 50
    else:
        assert roles == ["system", "user"]


@pytest.mark.parametrize("kind", KINDS)
async def test_server_not_running(kind: str) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    fake = DevServer(port=port)  # never started: nothing listens on this port
    err = await _error(KINDS[kind](fake))
    assert err.kind is ErrorKind.NOT_RUNNING
    assert f"127.0.0.1:{port}" in err.message and "running?" in err.message


async def test_wrong_address(devserver: DevServer) -> None:
    err = await _error(OpenAIBackend(devserver.url + "/wrong", "k"))
    assert err.kind is ErrorKind.WRONG_ADDRESS
    assert "Check the address in Settings" in err.message


@pytest.mark.parametrize("kind", ["openai", "anthropic"])
async def test_api_key_rejected(devserver: DevServer, kind: str) -> None:
    devserver.require_key = "the-right-key"
    err = await _error(KINDS[kind](devserver))
    assert err.kind is ErrorKind.AUTH and "refused the API key" in err.message
    assert "sk-" not in err.message + err.detail


async def test_anthropic_without_key_says_where_to_put_one(devserver: DevServer) -> None:
    err = await _error(AnthropicBackend(devserver.anthropic_base, None))
    assert err.kind is ErrorKind.AUTH and "ANTHROPIC_API_KEY" in err.message
    assert devserver.chat_requests() == []


@pytest.mark.parametrize("kind", KINDS)
async def test_model_not_found_lists_offered_models(devserver: DevServer, kind: str) -> None:
    err = await _error(KINDS[kind](devserver), model="no-such-model")
    assert err.kind is ErrorKind.MODEL_NOT_FOUND
    assert "no-such-model" in err.message and "verbatim-demo" in err.message
    assert err.available_models == ["verbatim-demo", "verbatim-fast"]


async def test_rate_limited_with_retry_after(devserver: DevServer) -> None:
    devserver.script(Reply(fault=Fault.HTTP_STATUS, status=429, retry_after=7))
    err = await _error(KINDS["openai"](devserver))
    assert err.kind is ErrorKind.RATE_LIMITED and err.retry_after == 7
    assert "Try again in 7 seconds" in err.message


@pytest.mark.parametrize("kind", KINDS)
async def test_server_error_carries_the_servers_words(devserver: DevServer, kind: str) -> None:
    devserver.script(Reply(fault=Fault.HTTP_STATUS, status=503, error_message="GPU on fire"))
    err = await _error(KINDS[kind](devserver))
    assert err.kind is ErrorKind.SERVER_ERROR and "GPU on fire" in err.message


@pytest.mark.parametrize("kind", KINDS)
async def test_error_object_mid_stream_keeps_partial_text(devserver: DevServer, kind: str) -> None:
    devserver.script(
        Reply(tokens=50, fault=Fault.MID_STREAM_ERROR, fault_after=10, error_message="overloaded")
    )
    seen: list[str] = []
    backend = KINDS[kind](devserver)
    with pytest.raises(BackendError) as info:
        async for e in backend.stream_chat(ASK, "verbatim-demo", ChatOptions()):
            if isinstance(e, TextDelta):
                seen.append(e.text)
    await backend.aclose()
    assert info.value.kind is ErrorKind.STREAM_ERROR and "overloaded" in info.value.message
    assert "".join(seen) == demo_text(50)[: len("".join(seen))] and len(seen) == 10


@pytest.mark.parametrize("kind", KINDS)
async def test_malformed_data(devserver: DevServer, kind: str) -> None:
    devserver.script(Reply(tokens=20, fault=Fault.MALFORMED_CHUNK, fault_after=3))
    err = await _error(KINDS[kind](devserver))
    assert err.kind is ErrorKind.MALFORMED and "could not read" in err.message


@pytest.mark.parametrize("kind", KINDS)
async def test_abrupt_disconnect(devserver: DevServer, kind: str) -> None:
    devserver.script(Reply(tokens=20, fault=Fault.DISCONNECT, fault_after=5))
    err = await _error(KINDS[kind](devserver))
    assert err.kind is ErrorKind.DISCONNECTED and "closed the connection" in err.message


async def test_first_token_and_idle_timeouts(devserver: DevServer) -> None:
    devserver.script(
        Reply(fault=Fault.STALL_FIRST), Reply(tokens=9, fault=Fault.STALL_MID, fault_after=4)
    )
    first = OpenAIBackend(devserver.openai_base, first_token_timeout=0.3, idle_timeout=0.3)
    err = await _error(first)
    assert err.kind is ErrorKind.TIMEOUT and "start answering" in err.message
    idle = OpenAIBackend(devserver.openai_base, first_token_timeout=5, idle_timeout=0.3)
    err = await _error(idle)
    assert err.kind is ErrorKind.TIMEOUT and "send more" in err.message


@pytest.mark.parametrize("phase", ["headers", "first_token", "mid_stream"])
@pytest.mark.parametrize("kind", KINDS)
async def test_cancel_closes_the_request_at_every_phase(
    devserver: DevServer, kind: str, phase: str
) -> None:
    reply = {
        "headers": Reply(fault=Fault.STALL_HEADERS),
        "first_token": Reply(fault=Fault.STALL_FIRST),
        "mid_stream": Reply(tokens=100_000, rate=2000),
    }[phase]
    devserver.script(reply)
    backend = KINDS[kind](devserver)
    got: list[StreamEvent] = []
    started = asyncio.Event()

    async def consume() -> None:
        async for e in backend.stream_chat(ASK, "verbatim-demo", ChatOptions()):
            got.append(e)
            started.set()

    headers = asyncio.Event()

    async def got_headers(_response: object) -> None:
        headers.set()

    backend._client.event_hooks["response"].append(got_headers)
    task = asyncio.create_task(consume())
    if phase == "mid_stream":
        await asyncio.wait_for(started.wait(), 60)
    else:  # the server is stalling in that phase, and the client is there too
        assert await asyncio.to_thread(devserver.stalled.wait, 60)
        if phase == "first_token":
            await asyncio.wait_for(headers.wait(), 60)
        assert not headers.is_set() if phase == "headers" else headers.is_set()
    task.cancel()
    count_at_cancel = len(got)
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await asyncio.to_thread(devserver.wait_for_disconnects, 1, 5.0)
    await asyncio.sleep(0.05)
    assert len(got) == count_at_cancel  # nothing after cancellation
    await backend.aclose()


def test_redact_hides_keys() -> None:
    line = "GET /v1/x?api_key=sk-123&q=1 Authorization: Bearer sk-abc x-api-key: sk-ant"
    out = redact(line)
    assert "sk-123" not in out and "sk-abc" not in out and "sk-ant" not in out


@pytest.mark.parametrize("kind", ["openai", "ollama"])
async def test_think_tags_in_the_text_become_reasoning_at_any_chunk_size(
    devserver: DevServer, kind: str
) -> None:
    """Issue 14: a server that leaves <think>…</think> inline (llama.cpp with
    --reasoning-format none, some Ollama models), cut into chunks of every
    size from one character up, over real HTTP."""
    reasoning = "The user greets me; a short answer suits. 2 < 3."
    answer = "Hello! <think> here is just a word in the answer."
    for size in range(1, 12):
        devserver.script(
            Reply(text=answer, reasoning=reasoning, think_inline=True, chunk_chars=size)
        )
        events = await _collect(KINDS[kind](devserver))
        said = "".join(e.text for e in events if isinstance(e, ReasoningDelta))
        assert (_text(events), said) == (answer, reasoning), size
        assert isinstance(events[-1], Finish)
