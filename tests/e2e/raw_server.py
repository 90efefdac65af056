"""A hand-written HTTP server on loopback for faults the scripted server
cannot play: compressed bodies, silence before the status line, endless
lines, echoed headers, redirects. Each test gives it a handler that reads
the request and writes whatever bytes it likes."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable

Handler = Callable[[bytes, asyncio.StreamWriter], Awaitable[None]]


class RawServer:
    def __init__(self, handler: Handler) -> None:
        self.handler = handler
        self.port = 0
        self.requests: list[bytes] = []
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> RawServer:
        self._thread.start()
        self._ready.wait(5)
        return self

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        loop = self._loop

        async def serve() -> None:
            self._server = await asyncio.start_server(self._handle, "127.0.0.1", 0)
            self.port = self._server.sockets[0].getsockname()[1]

        loop.run_until_complete(serve())
        # Ready once the loop runs for ever: a stop() sent while serve() was
        # still finishing ended that run instead, and the next one never
        # stopped (a test that asked the server nothing hung 10 s and left it).
        loop.call_soon(self._ready.set)
        try:
            loop.run_forever()
        finally:
            # Hang up, let every handler end and every transport close before
            # the loop goes: nothing is left for the garbage collector to warn of.
            assert self._server is not None
            self._server.close()
            for writer in list(self._writers):
                writer.transport.abort()
            pending = asyncio.all_tasks(loop)
            for task in pending:
                task.cancel()
            if pending:
                loop.run_until_complete(asyncio.wait(pending, timeout=5))
            loop.run_until_complete(self._server.wait_closed())
            for _ in range(3):
                loop.run_until_complete(asyncio.sleep(0))
            loop.close()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        try:
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            body = await reader.readexactly(length) if length else b""
            self.requests.append(head + body)
            await self.handler(head + body, writer)
            await writer.drain()
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.CancelledError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()


def response_head(status: str, headers: dict[str, str]) -> bytes:
    # The server hangs up after each answer, so it says so: a client that
    # kept the connection would send its next request into a socket being
    # closed, and on a busy machine read "Connection reset by peer".
    if not any(k.lower() == "connection" for k in headers):
        headers = {**headers, "Connection": "close"}
    lines = [f"HTTP/1.1 {status}"] + [f"{k}: {v}" for k, v in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()
