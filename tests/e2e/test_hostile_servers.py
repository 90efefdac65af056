"""Hostile and half-broken servers over real loopback sockets (issue 11).

Each test runs a real turn (engine, writer thread, SQLite file) against a
hand-written server and asserts what a person is left with: the stored
text, the final status and the sentence they read.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
import zlib
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from desktop.backends.base import BackendError, ErrorKind
from desktop.backends.http import HttpBackend
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.domain.messages import Message, Status
from desktop.engine.turns import TurnEngine
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json
from desktop.store.worker import AsyncRepository
from tests.e2e.raw_server import Handler, RawServer, response_head

KEY = "sk-echo-0123456789abcdefXYZ"


def sse(obj: object) -> bytes:
    return b"data: " + json.dumps(obj).encode() + b"\n\n"


def openai_chunks(words: list[str]) -> list[bytes]:
    out = [sse({"choices": [{"index": 0, "delta": {"content": w}}]}) for w in words]
    out.append(sse({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]}))
    return [*out, b"data: [DONE]\n\n"]


def ndjson_chunks(words: list[str]) -> list[bytes]:
    out = [
        json.dumps({"message": {"role": "assistant", "content": w}, "done": False}).encode() + b"\n"
        for w in words
    ]
    return [*out, b'{"message": {"role": "assistant", "content": ""}, "done": true}\n']


@pytest.fixture
def raw() -> Iterator[list[RawServer]]:
    servers: list[RawServer] = []
    yield servers
    for server in servers:
        server.stop()


def serve(raw: list[RawServer], handler: Handler) -> RawServer:
    server = RawServer(handler).start()
    raw.append(server)
    return server


async def run_turn(tmp_path: Path, backend: HttpBackend) -> tuple[Message, Path]:
    """One real turn; returns the final message as stored on disk."""
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    engine = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    try:
        cid = repo.create_conversation(provider="p", model="m").id
        turn = await engine.send(cid, "hello")
        await asyncio.wait_for(turn.wait(), 30)
        stored = repo.get_message(turn.assistant_id)
        assert stored is not None
        return stored, repo.path
    finally:
        await engine.shutdown()
        await backend.aclose()
        await store.aclose()


# ------------------------------------------------------------ compression
@pytest.mark.parametrize("encoding", ["gzip", "deflate"])
@pytest.mark.parametrize("fmt", ["openai", "ollama"])
async def test_a_compressed_stream_is_read_in_full(
    tmp_path: Path, raw: list[RawServer], encoding: str, fmt: str
) -> None:
    words = [f"word{i} " for i in range(300)] + ["東京 🙂 \u2028 end"]
    chunks = openai_chunks(words) if fmt == "openai" else ndjson_chunks(words)

    async def handler(_request: bytes, writer: asyncio.StreamWriter) -> None:
        wbits = 31 if encoding == "gzip" else 15  # gzip wrapper, or zlib as HTTP's deflate
        packer = zlib.compressobj(wbits=wbits)
        kind = "text/event-stream" if fmt == "openai" else "application/x-ndjson"
        writer.write(
            response_head(
                "200 OK",
                {"content-type": kind, "content-encoding": encoding, "connection": "close"},
            )
        )
        for chunk in chunks:  # flushed piece by piece, as a compressing proxy streams
            writer.write(packer.compress(chunk) + packer.flush(zlib.Z_SYNC_FLUSH))
            await writer.drain()
        writer.write(packer.flush())

    server = serve(raw, handler)
    backend = OpenAIBackend(server.url + "/v1") if fmt == "openai" else OllamaBackend(server.url)
    stored, _ = await run_turn(tmp_path, backend)
    assert stored.status is Status.COMPLETE, stored.error
    assert stored.content == "".join(words)
    assert b"gzip" in server.requests[0].lower()  # the client asked for it


# ---------------------------------------------------------------- silence
async def test_a_server_that_never_sends_headers_fails_in_words(
    tmp_path: Path, raw: list[RawServer]
) -> None:
    async def handler(_request: bytes, _writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(3600)

    server = serve(raw, handler)
    started = time.monotonic()
    stored, _ = await run_turn(tmp_path, OpenAIBackend(server.url + "/v1", headers_timeout=0.5))
    assert time.monotonic() - started < 10
    assert stored.status is Status.FAILED and stored.content == ""
    assert stored.error is not None
    assert "accepted the connection but sent no answer within 0.5 seconds" in stored.error


# ----------------------------------------------------------- endless line
@pytest.mark.parametrize("fmt", ["openai", "ollama"])
async def test_an_endless_line_fails_with_the_text_so_far_and_bounded_memory(
    tmp_path: Path, raw: list[RawServer], fmt: str
) -> None:
    before = psutil.Process().memory_info().rss
    first = (
        openai_chunks(["kept words "])[0] if fmt == "openai" else ndjson_chunks(["kept words "])[0]
    )

    async def handler(_request: bytes, writer: asyncio.StreamWriter) -> None:
        writer.write(response_head("200 OK", {"content-type": "text/event-stream"}))
        writer.write(first)
        writer.write(b"data: " if fmt == "openai" else b'{"message": "')
        block = b"a" * 65_536
        for _ in range(64 * 16):  # up to 64 MB, unless the client hangs up first
            writer.write(block)
            await writer.drain()

    server = serve(raw, handler)
    url = server.url + "/v1" if fmt == "openai" else server.url
    cls = OpenAIBackend if fmt == "openai" else OllamaBackend
    stored, _ = await run_turn(tmp_path, cls(url, max_line_bytes=1024 * 1024))
    grown = (psutil.Process().memory_info().rss - before) / 2**20
    assert stored.status is Status.FAILED
    assert stored.content == "kept words "
    assert stored.error is not None and "a line too long to be a chat message" in stored.error
    assert grown < 60, f"memory grew {grown:.0f} MB"


# ------------------------------------------------------------- echoed key
@pytest.mark.parametrize("where", ["http_error", "mid_stream"])
async def test_a_server_that_echoes_the_key_never_gets_it_stored_logged_or_exported(
    tmp_path: Path, raw: list[RawServer], caplog: pytest.LogCaptureFixture, where: str
) -> None:
    async def handler(request: bytes, writer: asyncio.StreamWriter) -> None:
        echoed = [
            line.decode() for line in request.split(b"\r\n") if line.lower().startswith(b"auth")
        ]
        said = {"error": {"message": f"rejected request with headers {echoed} (key {KEY})"}}
        if where == "http_error":
            body = json.dumps(said).encode()
            writer.write(
                response_head(
                    "401 Unauthorized",
                    {"content-type": "application/json", "content-length": str(len(body))},
                )
            )
            writer.write(body)
        else:
            writer.write(response_head("200 OK", {"content-type": "text/event-stream"}))
            writer.write(openai_chunks(["partial "])[0] + sse(said))

    server = serve(raw, handler)
    caplog.set_level(logging.DEBUG)
    stored, db_path = await run_turn(tmp_path, OpenAIBackend(server.url + "/v1", KEY))
    assert b"Bearer " + KEY.encode() in server.requests[0]  # it really was sent and echoed
    assert stored.status is Status.FAILED and stored.error
    assert "rejected request" in stored.error or "refused the API key" in stored.error
    assert KEY not in stored.error
    assert KEY not in caplog.text
    repo = open_store(tmp_path)
    try:
        assert KEY not in json.dumps(export_json(repo))
    finally:
        repo.close()
    for path in db_path.parent.rglob("*"):
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path


# ------------------------------------------------------- redirects, URLs
async def test_a_redirect_is_not_followed_and_says_where_it_pointed(
    tmp_path: Path, raw: list[RawServer]
) -> None:
    async def handler(_request: bytes, writer: asyncio.StreamWriter) -> None:
        writer.write(
            response_head(
                "302 Found", {"location": "http://elsewhere.invalid/v1", "content-length": "0"}
            )
        )

    server = serve(raw, handler)
    stored, _ = await run_turn(tmp_path, OpenAIBackend(server.url + "/v1", KEY))
    assert stored.status is Status.FAILED and stored.error
    assert "302 redirect to http://elsewhere.invalid/v1" in stored.error
    assert len(server.requests) == 1


@pytest.mark.parametrize(
    "url", ["localhost:11434", "http://[::1", "ftp://127.0.0.1/v1", "", "http://"]
)
async def test_an_address_typo_is_a_backend_error_in_words(url: str) -> None:
    for cls in (OpenAIBackend, OllamaBackend):
        backend = cls(url)
        try:
            with pytest.raises(BackendError) as caught:
                await backend.check()
            assert caught.value.kind in (ErrorKind.WRONG_ADDRESS, ErrorKind.NOT_RUNNING)
            assert "http://" in caught.value.message or "did not answer" in caught.value.message
        finally:
            await backend.aclose()


async def test_a_listing_of_the_wrong_shape_is_malformed_not_a_crash(
    raw: list[RawServer],
) -> None:
    async def handler(_request: bytes, writer: asyncio.StreamWriter) -> None:
        body = b'["not", "an", "object"]'
        head = {"content-type": "application/json", "content-length": str(len(body))}
        writer.write(response_head("200 OK", head) + body)

    server = serve(raw, handler)
    backend = OpenAIBackend(server.url + "/v1")
    try:
        with pytest.raises(BackendError) as caught:
            await backend.list_models()
        assert caught.value.kind is ErrorKind.MALFORMED
    finally:
        await backend.aclose()


# ------------------------------------------------------------- tool calls
async def test_a_tool_call_of_the_wrong_shape_fails_in_words_and_keeps_the_text(
    tmp_path: Path, raw: list[RawServer]
) -> None:
    async def handler(_request: bytes, writer: asyncio.StreamWriter) -> None:
        writer.write(response_head("200 OK", {"content-type": "text/event-stream"}))
        writer.write(sse({"choices": [{"index": 0, "delta": {"content": "Before. "}}]}))
        writer.write(sse({"choices": [{"index": 0, "delta": {"tool_calls": ["garbage"]}}]}))
        await writer.drain()

    server = serve(raw, handler)
    stored, _ = await run_turn(tmp_path, OpenAIBackend(server.url + "/v1"))
    assert stored.status is Status.FAILED and stored.content == "Before. "
    assert stored.tool_calls == ()
    assert stored.error is not None and "sent data Verbatim could not read" in stored.error


async def test_a_call_for_a_tool_never_offered_is_answered_not_run(
    tmp_path: Path, raw: list[RawServer]
) -> None:
    """A model (or a hostile server) naming a tool Verbatim never offered,
    with arguments that are not JSON: the call is stored as not run, the
    model is told so, and the answer goes on."""

    async def handler(request: bytes, writer: asyncio.StreamWriter) -> None:
        writer.write(response_head("200 OK", {"content-type": "text/event-stream"}))
        if b'"role": "tool"' in request or b'"role":"tool"' in request:
            for chunk in openai_chunks(["Understood."]):
                writer.write(chunk)
        else:
            call = {"index": 0, "id": "c1", "function": {"name": "rm_rf", "arguments": "{oops"}}
            writer.write(sse({"choices": [{"index": 0, "delta": {"tool_calls": [call]}}]}))
            writer.write(
                sse({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]})
            )
            writer.write(b"data: [DONE]\n\n")
        await writer.drain()

    server = serve(raw, handler)
    stored, db = await run_turn(tmp_path, OpenAIBackend(server.url + "/v1"))
    assert stored.status is Status.COMPLETE and stored.content == "Understood."
    repo = open_store(db.parent)
    (call,) = repo.get_message(stored.parent_id or "").tool_calls  # type: ignore[union-attr]
    repo.close()
    assert call.status.value == "failed" and call.arguments == "{oops"
    assert "“rm_rf”, which is not offered" in call.note and call.output == ""
    assert b"which is not offered" in server.requests[-1]  # the model was told
