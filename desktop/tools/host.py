"""The MCP host: every configured tool server, run from one thread of its own.

The MCP SDK runs on anyio; it gets its own asyncio loop in its own thread,
so nothing it does can stall the window's loop, and the window's loop (qasync)
never has to host anyio's task groups or child processes. Calls cross over
with `run_coroutine_threadsafe`; cancelling the caller cancels the call,
and the SDK then tells the server (`notifications/cancelled`).

A server starts the first time its tools are needed, stays up, and is
stopped on `close()` (stdio servers: their process ends with it). One that
fails to start or dies is reported in plain words and started again the
next time; it never blocks a chat."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import re
import tempfile
import threading
import time
from collections.abc import Callable, Coroutine
from contextlib import AsyncExitStack
from dataclasses import dataclass, replace
from typing import IO, Any, TextIO, TypeVar, cast

from desktop.backends.base import ToolSpec
from desktop.domain.tools import ToolServer
from desktop.domain.words import reason, say
from desktop.engine.tools import OfferedTool, ToolOutput, ToolUnavailable
from desktop.tools.config import address_env, hide_secrets
from desktop.tools.results import result_text

log = logging.getLogger(__name__)
T = TypeVar("T")

START_SECONDS = 30.0
STOP_SECONDS = 5.0
RETRY_SECONDS = 60.0  # a server that failed to start is not tried again sooner
_WIRE_NAME = re.compile(r"[^A-Za-z0-9_-]")


def wire_name(server: str, tool: str, taken: set[str]) -> str:
    """The name the model sees: `server__tool`, in the characters every API
    accepts and at most 64 of them, unique among the tools offered."""
    base = _WIRE_NAME.sub("_", f"{server}__{tool}")[:64]
    name, n = base, 2
    while name in taken:
        suffix = f"_{n}"
        name, n = base[: 64 - len(suffix)] + suffix, n + 1
    taken.add(name)
    return name


@dataclass
class _Running:
    server: ToolServer
    client: Any  # mcp.Client
    tools: list[Any]  # mcp Tool
    stop: asyncio.Event
    task: asyncio.Future[None]
    stderr: IO[str]


def _last_words(stderr: IO[str] | None) -> str:
    """The last line a stdio server wrote to stderr: often why it failed."""
    if stderr is None:
        return ""
    try:
        stderr.seek(0)
        lines = [line.strip() for line in stderr.read()[-4000:].splitlines() if line.strip()]
    except (OSError, ValueError):
        return ""
    return lines[-1][:300] if lines else ""


class McpHost:
    """The tool servers, as the engine's ToolBox (engine/tools.py)."""

    def __init__(
        self,
        servers: list[ToolServer],
        *,
        token: Callable[[str], str | None] = lambda _name: None,
        address: Callable[[str], str | None] = lambda _name: None,
        on_allow_always: Callable[[str, str], None] = lambda _s, _t: None,
        on_problem: Callable[[str, str], None] = lambda _s, _m: None,
        start_seconds: float = START_SECONDS,
    ) -> None:
        self.servers = {s.name: s for s in servers}
        self.token = token  # an HTTP server's bearer token, from the keyring
        # The whole address of one whose shown address hides a secret part
        # (config.py), from the keyring; the server's own `secret_url` first.
        self.address = address
        self._addresses: dict[str, str] = {}  # the whole address last used, by server
        self.on_allow_always = on_allow_always
        self.on_problem = on_problem  # (server, message), on the host's thread
        self.start_seconds = start_seconds
        self.problems: dict[str, str] = {}
        self._failed_at: dict[str, float] = {}  # monotonic time of the last failed start
        self._running: dict[str, _Running] = {}
        self._starting: dict[str, asyncio.Future[_Running]] = {}
        self._serving: set[asyncio.Future[None]] = set()  # every server's task, until it ends
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._closed = False

    # ------------------------------------------------------------ the thread
    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._lock:
            if self._closed:
                raise ToolUnavailable(say("Verbatim is closing; tools are stopped."))
            if self._loop is None:
                ready = threading.Event()

                def run() -> None:
                    loop = asyncio.new_event_loop()
                    self._loop = loop
                    ready.set()
                    loop.run_forever()
                    loop.close()

                self._thread = threading.Thread(target=run, name="verbatim-tools", daemon=True)
                self._thread.start()
                ready.wait()
            assert self._loop is not None
            return self._loop

    async def _over(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run `coro` on the host's loop; cancelling this cancels it there."""
        future = asyncio.run_coroutine_threadsafe(coro, self._ensure_loop())
        try:
            return await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            future.cancel()
            raise

    # ---------------------------------------------------------- the ToolBox
    async def offered(self) -> list[OfferedTool]:
        wanted = [s for s in self.servers.values() if s.enabled]
        if not wanted:
            return []
        return await self._over(self._offered(wanted))

    async def call(
        self,
        server: str,
        tool: str,
        arguments: dict[str, Any],
        on_output: Callable[[str], None],
    ) -> ToolOutput:
        caller = asyncio.get_running_loop()

        def heard(text: str) -> None:  # on the host's thread
            caller.call_soon_threadsafe(on_output, text)

        return await self._over(self._call(server, tool, arguments, heard))

    def always_allowed(self, server: str, tool: str) -> bool:
        config = self.servers.get(server)
        return config is not None and config.allows(tool)

    def allow_always(self, server: str, tool: str) -> None:
        config = self.servers.get(server)
        if config is not None and tool not in config.allowed_tools:
            self.servers[server] = replace(config, allowed_tools=(*config.allowed_tools, tool))
            self.on_allow_always(server, tool)

    def reconfigure(self, servers: list[ToolServer]) -> None:
        """New settings: servers removed or changed are stopped (started
        again, as configured now, when next needed)."""
        new = {s.name: s for s in servers}
        gone = [
            name
            for name, old in self.servers.items()
            if name not in new or _launch(new[name]) != _launch(old) or not new[name].enabled
        ]
        self.servers = new
        for name in gone:
            self.problems.pop(name, None)
        for name in [n for n in self._failed_at if n not in new or n in gone]:
            del self._failed_at[name]
        if gone and self._loop is not None and not self._closed:
            asyncio.run_coroutine_threadsafe(self._stop(gone), self._loop)

    def close(self) -> None:
        """Stop every server (their processes end) and the thread. Bounded;
        for callers without an event loop (the command line, tests)."""
        loop = self._take_loop()
        if loop is None:
            return
        stopping = asyncio.run_coroutine_threadsafe(self._stop_all(), loop)
        with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):
            stopping.result(STOP_SECONDS * 2 + 2)
        self._end_thread(loop)

    async def aclose(self) -> None:
        """The same from an event loop, which it never blocks."""
        loop = self._take_loop()
        if loop is None:
            return
        stopping = asyncio.run_coroutine_threadsafe(self._stop_all(), loop)
        with contextlib.suppress(TimeoutError, RuntimeError):
            await asyncio.wait_for(asyncio.wrap_future(stopping), STOP_SECONDS * 2 + 2)
        self._end_thread(loop)

    def _take_loop(self) -> asyncio.AbstractEventLoop | None:
        with self._lock:
            self._closed = True
            loop, self._loop = self._loop, None
        return loop

    def _end_thread(self, loop: asyncio.AbstractEventLoop) -> None:
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(2)  # the loop is idle now: it ends at once

    # ------------------------------------------------- on the host's thread
    async def _offered(self, servers: list[ToolServer]) -> list[OfferedTool]:
        started = await asyncio.gather(*(self._get(s) for s in servers), return_exceptions=True)
        out: list[OfferedTool] = []
        taken: set[str] = set()
        for server, running in zip(servers, started, strict=True):
            if isinstance(running, BaseException):
                continue  # reported by _get; the others still serve
            for tool in running.tools:
                spec = ToolSpec(
                    wire_name(server.name, tool.name, taken),
                    (tool.description or "").strip()[:1024],
                    dict(tool.input_schema or {}),
                )
                out.append(OfferedTool(spec, server.name, tool.name))
        return out

    async def _get(self, server: ToolServer) -> _Running:
        running = self._running.get(server.name)
        if running is not None and not running.task.done():
            return running
        failed = self._failed_at.get(server.name)
        if failed is not None and time.monotonic() - failed < RETRY_SECONDS:
            # Said once already; every answer meanwhile goes on without it at once.
            raise ToolUnavailable(self.problems.get(server.name, ""))
        pending = self._starting.get(server.name)
        if pending is None:
            pending = asyncio.ensure_future(self._start(server))
            self._starting[server.name] = pending
            pending.add_done_callback(lambda _f: self._starting.pop(server.name, None))
        try:
            running = await asyncio.shield(pending)
        except ToolUnavailable as exc:
            self._failed_at[server.name] = time.monotonic()
            self._problem(server.name, str(exc))
            raise
        self.problems.pop(server.name, None)
        self._failed_at.pop(server.name, None)
        return running

    def _problem(self, name: str, message: str) -> None:
        log.warning("tool server %s: %s", name, message)
        self.problems[name] = message
        try:
            self.on_problem(name, message)
        except Exception:
            log.exception("the problem listener failed")

    async def _start(self, server: ToolServer) -> _Running:
        ready: asyncio.Future[_Running] = asyncio.get_running_loop().create_future()
        stop = asyncio.Event()
        # Kept while the server runs (its last words explain a crash); closed
        # when it stops or fails to start.
        stderr = cast(
            TextIO,
            tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace"),  # noqa: SIM115
        )
        task = asyncio.ensure_future(self._serve(server, ready, stop, stderr))
        self._serving.add(task)
        task.add_done_callback(self._serving.discard)
        try:
            running = await asyncio.wait_for(asyncio.shield(ready), self.start_seconds)
        except TimeoutError:
            stop.set()
            task.cancel()
            # Its process is ended before the failure is told (never an orphan).
            await asyncio.wait([task], timeout=STOP_SECONDS)
            raise ToolUnavailable(
                say(
                    "The tool server “{name}” did not start within {seconds} seconds.",
                    name=server.name,
                    seconds=round(self.start_seconds),
                )
            ) from None
        self._running[server.name] = running
        return running

    def _transport(self, server: ToolServer, stderr: TextIO, stack: AsyncExitStack) -> Any:
        from mcp.client.stdio import StdioServerParameters

        from desktop.tools.stdio import bounded_stdio_client

        if server.command:
            params = StdioServerParameters(
                command=server.command, args=list(server.args), env=server.env or None
            )
            return bounded_stdio_client(params, errlog=stderr)
        import httpx2
        from mcp.client.streamable_http import streamable_http_client

        whole = self._whole_address(server)
        if server.hides_secret and not whole:
            raise ToolUnavailable(
                say(
                    "The address of the tool server “{name}” holds a password or token, and "
                    "it is not in this computer's keyring. Set the environment variable "
                    "{variable} to the whole address before starting Verbatim, or add the "
                    "server again.",
                    name=server.name,
                    variable=address_env(server.name),
                )
            )
        token = self.token(server.name)
        headers = {"authorization": f"Bearer {token}"} if token else {}
        http = httpx2.AsyncClient(headers=headers, timeout=httpx2.Timeout(30, read=300))
        stack.push_async_callback(http.aclose)  # the SDK leaves a given client open
        return streamable_http_client(whole or server.url, http_client=http)

    def _whole_address(self, server: ToolServer) -> str:
        """The address with its secret parts, where the shown one hides
        them; "" where it hides none, or they are nowhere to be found."""
        if not server.hides_secret:
            return ""
        whole = server.secret_url or self.address(server.name) or ""
        self._addresses[server.name] = whole  # for _hidden, which must not fail
        return whole

    def _hidden(self, server: ToolServer, text: str) -> str:
        """`text` to show or log, without the secret parts of the address
        (the HTTP library and a hostile server's answer may repeat it)."""
        return hide_secrets(text, server.secret_url or self._addresses.get(server.name, ""))

    async def _serve(
        self,
        server: ToolServer,
        ready: asyncio.Future[_Running],
        stop: asyncio.Event,
        stderr: TextIO,
    ) -> None:
        """Hold one server's connection open until `stop` (the SDK wants it
        entered and left in one task)."""
        from mcp import Client
        from mcp.types import Implementation

        try:
            async with AsyncExitStack() as stack:
                transport = self._transport(server, stderr, stack)
                info = Implementation(name="Verbatim", version="1")
                client = await stack.enter_async_context(Client(transport, client_info=info))
                listed = await client.list_tools()
                task = asyncio.current_task()
                assert task is not None
                if not ready.done():
                    ready.set_result(_Running(server, client, listed.tools, stop, task, stderr))
                await stop.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(ToolUnavailable(self._why(server, exc, stderr)))
            if isinstance(exc, asyncio.CancelledError | KeyboardInterrupt | SystemExit):
                raise
            log.info("tool server %s ended: %s", server.name, self._hidden(server, repr(exc)))
        finally:
            if ready.done() and not ready.cancelled() and ready.exception() is not None:
                stderr.close()

    def _why(self, server: ToolServer, exc: BaseException, stderr: IO[str] | None) -> str:
        if isinstance(exc, ToolUnavailable):  # already a sentence of ours
            return str(exc)
        detail = self._hidden(server, _last_words(stderr) or _first_error(exc))
        if server.command:
            text = say(
                "The tool server “{name}” could not be started ({command}).",
                name=server.name,
                command=server.where,
            )
        else:
            text = say(
                "The tool server “{name}” at {url} did not answer.",
                name=server.name,
                url=server.url,
            )
        return f"{text} {detail}".strip()

    async def _call(
        self, name: str, tool: str, arguments: dict[str, Any], heard: Callable[[str], None]
    ) -> ToolOutput:
        server = self.servers.get(name)
        if server is None or not server.enabled:
            raise ToolUnavailable(say("The tool server “{name}” is not set up.", name=name))
        running = await self._get(server)

        async def progress(done: float, total: float | None, message: str | None) -> None:
            heard((message or (f"{done:g}/{total:g}" if total else f"{done:g}")) + "\n")

        try:
            result = await running.client.call_tool(tool, arguments, progress_callback=progress)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            if not await self._alive(running):  # the server went away under the call
                self._running.pop(name, None)
                running.stop.set()
                message = say(
                    "The tool server “{name}” stopped while it ran. {detail}",
                    name=name,
                    detail=self._hidden(server, _last_words(running.stderr) or _first_error(exc)),
                )
                running.stderr.close()
                self._problem(name, message)
                raise ToolUnavailable(message) from exc
            raise ToolUnavailable(
                say("The tool failed: {detail}", detail=self._hidden(server, _first_error(exc)))
            ) from exc
        return ToolOutput(
            result_text(result.content, result.structured_content), bool(result.is_error)
        )

    async def _stop_all(self) -> None:
        for pending in list(self._starting.values()):
            pending.cancel()
        await self._stop(list(self._running))
        late = [t for t in self._serving if not t.done()]  # servers still starting
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late, timeout=STOP_SECONDS)

    async def _alive(self, running: _Running) -> bool:
        if running.task.done():
            return False
        try:
            await asyncio.wait_for(running.client.send_ping(), 3)
        except Exception:
            return False
        return True

    async def _stop(self, names: list[str]) -> None:
        stopping = []
        for name in names:
            running = self._running.pop(name, None)
            if running is not None:
                running.stop.set()
                stopping.append(running)
        if stopping:
            _done, late = await asyncio.wait([r.task for r in stopping], timeout=STOP_SECONDS)
            for task in late:
                task.cancel()
            if late:
                await asyncio.wait(late, timeout=STOP_SECONDS)
        for running in stopping:
            running.stderr.close()


def _launch(server: ToolServer) -> tuple[Any, ...]:
    return (server.command, server.args, server.url, tuple(sorted(server.env.items())))


def _first_error(exc: BaseException) -> str:
    """The innermost message of an exception (anyio wraps them in groups)."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return reason(exc)[:300]
