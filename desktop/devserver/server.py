"""A real HTTP/1.1 model server on loopback, for the demo, tests and benchmarks.

It runs its own asyncio loop in its own thread, so it never adds lag to the
loop under test, and it speaks OpenAI, Ollama and Anthropic on one port.
Every request is recorded (with keys redacted) and every client disconnect
in the middle of a reply is counted, so tests can assert what the model was
sent and that Stop really closed the connection.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from desktop.devserver.formats import AnthropicFormat, Format, OllamaFormat, OpenAIFormat
from desktop.devserver.pictures import describe, pictures_of, text_of
from desktop.devserver.refusals import refusal
from desktop.devserver.script import DEMO_REASONING, Fault, Reply, split_tokens

DEFAULT_MODEL = "verbatim-demo"
_FORMATS: dict[str, type[Format]] = {
    "/v1/chat/completions": OpenAIFormat,
    "/api/chat": OllamaFormat,
    "/v1/messages": AnthropicFormat,
}
_REASONS = {
    200: "OK",
    400: "Bad Request",
    401: "Unauthorized",
    404: "Not Found",
    429: "Too Many Requests",
    500: "Internal Server Error",
    503: "Service Unavailable",
}


@dataclass
class RecordedRequest:
    """A request the scripted server received, kept for tests to check what
    the client sent."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any
    format: str = ""
    messages: list[dict[str, Any]] = field(default_factory=list)
    system: str = ""


class DevServer:
    """A real HTTP model server on loopback, on a thread of its own, speaking
    all three wire formats: plays scripted replies and faults, records
    every request and counts disconnects."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0) -> None:
        self.host = host
        self.port = port
        self.models = [DEFAULT_MODEL, "verbatim-fast"]
        self.default_reply = Reply()
        self.require_key: str | None = None
        # Models that take pictures; None: all of them. Others answer a
        # request with pictures as llama.cpp does without a vision projector.
        self.vision_models: set[str] | None = None
        # Context lengths it reports: llama.cpp's /v1/models `meta.n_ctx_train`,
        # Ollama's /api/show `model_info`. Models not here report none.
        self.context_lengths: dict[str, int] = {DEFAULT_MODEL: 8192}
        self.reject_stream_options = False  # answer 400 to it, as some older servers do
        self.list_delay = 0.0  # seconds before the model list is answered: a busy computer
        # Models that take tools; None: all. Others refuse a request offering
        # tools, in Ollama's words.
        self.tool_models: set[str] | None = None
        self.requests: list[RecordedRequest] = []
        self._script: deque[Reply] = deque()
        self._disconnects = 0
        self._lock = threading.Condition()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: asyncio.Server | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._start_error: OSError | None = None
        # Set when a stalling reply starts to stall (tests stop a turn in
        # exactly that phase instead of sleeping and hoping).
        self.stalled = threading.Event()
        self._writers: set[asyncio.StreamWriter] = set()

    # ------------------------------------------------------------- control
    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def openai_base(self) -> str:
        return self.url + "/v1"

    @property
    def ollama_base(self) -> str:
        return self.url

    @property
    def anthropic_base(self) -> str:
        return self.url

    def script(self, *replies: Reply) -> None:
        with self._lock:
            self._script.extend(replies)

    def rescript(self, *replies: Reply) -> None:
        """What the next requests get from now on: `replies`, in place of any
        still waiting (a server whose behaviour changed, not one that
        remembers every earlier plan)."""
        with self._lock:
            self._script.clear()
            self._script.extend(replies)

    @property
    def disconnects(self) -> int:
        with self._lock:
            return self._disconnects

    def wait_for_disconnects(self, n: int, timeout: float = 5.0) -> bool:
        with self._lock:
            return self._lock.wait_for(lambda: self._disconnects >= n, timeout)

    def chat_requests(self) -> list[RecordedRequest]:
        return [r for r in list(self.requests) if r.format]

    def start(self) -> DevServer:
        self._thread = threading.Thread(target=self._run, name="verbatim-devserver", daemon=True)
        self._thread.start()
        if not self._ready.wait(60):
            raise RuntimeError("the scripted server did not start")
        if self._start_error is not None:  # the port is taken, say
            raise self._start_error
        return self

    def stop(self) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(10)

    def __enter__(self) -> DevServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self._server = loop.run_until_complete(
                asyncio.start_server(self._handle, self.host, self.port)
            )
        except OSError as exc:
            self._start_error = exc
            loop.close()
            self._ready.set()
            return
        self.port = self._server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            # Hang up on every client; handlers then end on their own, so
            # nothing is cancelled half-way and nothing logs at shutdown. A
            # client that connected at the very moment of closing (a window
            # closing while it asked for something) gets its handler started
            # first, so it is hung up on too: Python 3.12's wait_closed waits
            # for every connection, and waited for ever on that one.
            self._server.close()
            for _ in range(2):
                loop.run_until_complete(asyncio.sleep(0.02))
                for writer in list(self._writers):
                    writer.transport.abort()
                pending = asyncio.all_tasks(loop)
                if pending:
                    loop.run_until_complete(asyncio.wait(pending, timeout=5))
            try:
                loop.run_until_complete(asyncio.wait_for(self._server.wait_closed(), 2))
            except TimeoutError:
                pass
            # Whatever connection is still open (one whose handler never ran,
            # or one closing politely to a client that stopped reading) is
            # hung up on directly: the selector loop knows its transports.
            for transport in list(getattr(loop, "_transports", {}).values()):
                transport.abort()
            for _ in range(3):  # let the aborted transports run their close callbacks
                loop.run_until_complete(asyncio.sleep(0))
            loop.close()

    def _next_reply(self) -> Reply:
        with self._lock:
            return self._script.popleft() if self._script else self.default_reply

    # ---------------------------------------------------------------- HTTP
    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        try:
            while True:
                request = await self._read_request(reader)
                if request is None:
                    return
                keep_alive = await self._route(request, reader, writer)
                if not keep_alive:
                    return
        except (ConnectionError, asyncio.IncompleteReadError, ValueError):
            return
        finally:
            self._writers.discard(writer)
            writer.close()

    async def _read_request(self, reader: asyncio.StreamReader) -> RecordedRequest | None:
        line = await reader.readline()
        if not line:
            return None
        method, path, _ = line.decode("latin-1").split(" ", 2)
        headers: dict[str, str] = {}
        while True:
            h = await reader.readline()
            if h in (b"\r\n", b"\n", b""):
                break
            name, _, value = h.decode("latin-1").partition(":")
            headers[name.strip().lower()] = value.strip()
        raw = await reader.readexactly(int(headers.get("content-length", "0") or 0))
        body = json.loads(raw) if raw else None
        shown = {
            k: ("***" if k in ("authorization", "x-api-key") else v) for k, v in headers.items()
        }
        request = RecordedRequest(method, path.split("?")[0], shown, body)
        request.headers["_key"] = headers.get("x-api-key") or headers.get("authorization", "")[7:]
        return request

    def _model_entry(self, model: str) -> dict[str, Any]:
        entry: dict[str, Any] = {"id": model, "object": "model"}
        if model in self.context_lengths:
            entry["meta"] = {"n_ctx_train": self.context_lengths[model]}
        return entry

    async def _send_json(
        self, writer: asyncio.StreamWriter, status: int, obj: Any, extra: str = ""
    ) -> None:
        data = json.dumps(obj).encode()
        head = (
            f"HTTP/1.1 {status} {_REASONS.get(status, 'Error')}\r\n"
            f"content-type: application/json\r\ncontent-length: {len(data)}\r\n{extra}\r\n"
        )
        writer.write(head.encode() + data)
        await writer.drain()

    async def _route(
        self, req: RecordedRequest, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> bool:
        key = req.headers.pop("_key", "")
        if req.method == "GET" and req.path in ("/v1/models", "/api/tags"):
            await self._list_models(req, key, writer)
            return True
        if req.method == "POST" and req.path == "/api/show":
            await self._show_model(req, writer)
            return True
        format_type = _FORMATS.get(req.path) if req.method == "POST" else None
        if format_type is None:
            self.requests.append(req)
            await self._send_json(writer, 404, {"error": f"no route for {req.path}"})
            return True
        fmt = format_type()
        body = req.body or {}
        req.format = fmt.name
        req.messages = list(body.get("messages", []))
        req.system = str(body.get("system", ""))
        self.requests.append(req)
        refused = refusal(self, fmt.name, body, req.messages, key)
        if refused is not None:
            status, message = refused
            await self._send_json(writer, status, fmt.error_body(message, status))
            return True
        reply = self._next_reply()
        if reply.fault is Fault.HTTP_STATUS:
            extra = f"retry-after: {reply.retry_after:g}\r\n" if reply.retry_after else ""
            await self._send_json(
                writer, reply.status, fmt.error_body(reply.error_message, reply.status), extra
            )
            return True
        await self._stream(fmt, str(body.get("model", "")), reply, req, reader, writer)
        return False

    async def _list_models(
        self, req: RecordedRequest, key: str, writer: asyncio.StreamWriter
    ) -> None:
        """OpenAI's /v1/models (the one that checks a key) or Ollama's /api/tags."""
        self.requests.append(req)
        if self.list_delay:
            await asyncio.sleep(self.list_delay)
        if self.require_key is not None and req.path == "/v1/models" and key != self.require_key:
            await self._send_json(writer, 401, {"error": {"message": "invalid api key"}})
        elif req.path == "/api/tags":
            await self._send_json(writer, 200, {"models": [{"name": m} for m in self.models]})
        else:
            data = [self._model_entry(m) for m in self.models]
            await self._send_json(writer, 200, {"object": "list", "data": data})

    async def _show_model(self, req: RecordedRequest, writer: asyncio.StreamWriter) -> None:
        """Ollama's /api/show: the model's architecture and context length."""
        self.requests.append(req)
        name = str((req.body or {}).get("model", ""))
        if name not in self.models:
            await self._send_json(writer, 404, {"error": f"model '{name}' not found"})
            return
        info: dict[str, Any] = {"general.architecture": "llama"}
        if name in self.context_lengths:
            info["llama.context_length"] = self.context_lengths[name]
        await self._send_json(writer, 200, {"model_info": info, "parameters": ""})

    async def _stream(
        self,
        fmt: Format,
        model: str,
        reply: Reply,
        req: RecordedRequest,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
    ) -> None:
        """Stream one reply; a watcher notices the client hanging up at once."""
        gone = asyncio.Event()

        async def watch() -> None:
            try:
                while await reader.read(1024):
                    pass
            except ConnectionError:
                pass
            gone.set()

        watcher = asyncio.create_task(watch())
        try:
            await self._write_reply(fmt, model, reply, req, writer, gone)
        except ConnectionError:
            gone.set()
        finally:
            if gone.is_set():
                with self._lock:
                    self._disconnects += 1
                    self._lock.notify_all()
            watcher.cancel()

    async def _write_reply(
        self,
        fmt: Format,
        model: str,
        reply: Reply,
        req: RecordedRequest,
        writer: asyncio.StreamWriter,
        gone: asyncio.Event,
    ) -> None:
        last: dict[str, Any] = next(
            (m for m in reversed(req.messages) if m.get("role") == "user"), {}
        )
        prompt = text_of(last)
        pictures = pictures_of(last)
        if pictures and reply.text is None and reply.tokens is None:
            reply = replace(reply, text=describe(pictures, prompt))
        tokens = reply.token_list(prompt)

        async def pause(seconds: float) -> bool:
            """Sleep unless the client hangs up first; True if it did."""
            try:
                await asyncio.wait_for(gone.wait(), seconds)
                return True
            except TimeoutError:
                return False

        if reply.fault is Fault.STALL_HEADERS:
            self.stalled.set()
            await pause(3600)
            return
        writer.write(
            f"HTTP/1.1 200 OK\r\ncontent-type: {fmt.content_type}\r\n"
            "cache-control: no-cache\r\nconnection: close\r\n\r\n".encode()
        )
        writer.write(fmt.start(model))
        await writer.drain()
        if reply.fault is Fault.STALL_FIRST:
            self.stalled.set()
            await pause(3600)
            return
        if reply.first_token_delay and await pause(reply.first_token_delay):
            return
        for token in split_tokens(_reasoning(reply, prompt)):
            writer.write(fmt.reasoning(model, token))
        if not await self._write_tokens(fmt, model, reply, tokens, writer, gone, pause):
            return
        _write_tool_calls(fmt, model, reply, writer)
        prompt_tokens = sum(len(text_of(m).split()) for m in req.messages)
        writer.write(
            fmt.end(model, prompt_tokens, len(tokens), reply.cut_off, bool(reply.tool_calls))
        )
        await writer.drain()

    async def _write_tokens(
        self,
        fmt: Format,
        model: str,
        reply: Reply,
        tokens: list[str],
        writer: asyncio.StreamWriter,
        gone: asyncio.Event,
        pause: Callable[[float], Awaitable[bool]],
    ) -> bool:
        """The answer's text at the reply's rate; False when it ended early
        (the client hung up, or the reply's fault came)."""
        started = time.monotonic()
        sent = 0
        while sent < len(tokens):
            if gone.is_set():
                return False
            if reply.fault is not None and sent >= reply.fault_after:
                await self._fault(fmt, reply, writer, pause)
                return False
            due = (
                len(tokens)
                if reply.rate is None
                else int((time.monotonic() - started) * reply.rate) + 1
            )
            if reply.fault is not None:
                due = min(due, reply.fault_after)
            batch = tokens[sent : max(due, sent + 1)]
            writer.write(b"".join(fmt.text(model, t) for t in batch))
            sent += len(batch)
            await writer.drain()
            wait = 0.0 if reply.rate is None else started + sent / reply.rate - time.monotonic()
            if sent < len(tokens) and wait > 0 and await pause(wait):
                return False
        return True

    async def _fault(
        self, fmt: Format, reply: Reply, writer: asyncio.StreamWriter, pause: Any
    ) -> None:
        if reply.fault is Fault.MID_STREAM_ERROR:
            writer.write(fmt.error_object(reply.error_message))
            await writer.drain()
        elif reply.fault is Fault.MALFORMED_CHUNK:
            writer.write(fmt.malformed)
            await writer.drain()
            await pause(30)
        elif reply.fault is Fault.DISCONNECT:
            await writer.drain()
            writer.transport.abort()
        elif reply.fault is Fault.STALL_MID:
            await writer.drain()
            await pause(3600)


def _reasoning(reply: Reply, prompt: str) -> str:
    """What the reply reasons before its text: its own, or the demo's when
    a question asks it to think (none when it thinks inline, in its text)."""
    if reply.think_inline:
        return ""
    if reply.reasoning:
        return reply.reasoning
    unscripted = reply.text is None and reply.tokens is None
    return DEMO_REASONING if unscripted and "think" in prompt.lower() else ""


def _write_tool_calls(fmt: Format, model: str, reply: Reply, writer: asyncio.StreamWriter) -> None:
    """The reply's tool calls, each one's arguments in pieces of the scripted size."""
    for index, call in enumerate(reply.tool_calls):
        arguments = json.dumps(call.arguments)
        step = max(1, reply.argument_chunk)
        pieces = [arguments[i : i + step] for i in range(0, len(arguments), step)]
        call_id = call.id or f"call_{index + 1}"
        writer.write(fmt.tool_call(model, index, call_id, call.name, pieces))
