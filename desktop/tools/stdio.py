"""A tool server over stdio, read in bounded memory and linear time (issue 24).

The SDK's own stdio transport joins what it has buffered with each new
chunk before splitting lines, so one long message costs the square of its
length (a 50 MB tool result took 87 s and 700 MB here), and no message is
too long for it. This transport is the SDK's `stdio_client` with another
reader: bytes gather in one buffer, a line ends where a newline is found,
and a message longer than MAX_MESSAGE_BYTES is passed over as it arrives,
never held: the call it answers fails with a sentence instead. Starting and
stopping the server's process (its own process group, the spec's shutdown
order) is the SDK's, through the same helpers its transport uses.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, TextIO

import anyio
import mcp_types as types
from mcp.client import stdio as sdk
from mcp.shared.message import SessionMessage

from desktop.domain.words import say
from desktop.tools import long_json

MAX_MESSAGE_BYTES = 128 * 1024 * 1024  # one JSON-RPC message from a tool server
_HEAD = 4096  # what is kept of a message too long to read, to answer its call
_ID = re.compile(rb'"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,20})')


def _message(line: bytes | bytearray) -> SessionMessage | Exception:
    """One message. Parsed in short steps (long_json: a long one at once
    held up the window), then pydantic on Python values: validating the
    JSON text directly took 450 MB for a 100 MB message, this 50 MB."""
    try:
        value = long_json.loads(line)
        return SessionMessage(types.jsonrpc_message_adapter.validate_python(value, by_name=False))
    except (ValueError, RecursionError) as exc:
        return ValueError(str(exc))


def _too_long(head: bytes) -> SessionMessage | Exception:
    """The answer to a message that was too long to read: an error for the
    call it answered (its id is near the start), so the call ends at once."""
    why = say(
        "The tool server sent a message larger than {limit} MB; Verbatim did not read it.",
        limit=MAX_MESSAGE_BYTES // (1024 * 1024),
    )
    found = _ID.search(head)
    if found is None:
        return ValueError(why)
    reply = {
        "jsonrpc": "2.0",
        "id": json.loads(found.group(1)),
        "error": {"code": -32000, "message": why},
    }
    return _message(json.dumps(reply).encode())


class _Lines:
    """Splits a byte stream into lines, passing over any longer than the limit."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.buffer = bytearray()
        self.skipping: bytes | None = None  # the head of a line being passed over

    def feed(self, chunk: bytes) -> list[SessionMessage | Exception]:
        out: list[SessionMessage | Exception] = []
        start = 0
        while True:
            end = chunk.find(b"\n", start)
            piece = chunk[start:] if end < 0 else chunk[start:end]
            if self.skipping is not None:
                if end >= 0:
                    out.append(_too_long(self.skipping))
                    self.skipping = None
            elif len(self.buffer) + len(piece) > self.limit:
                self.skipping = bytes(self.buffer[:_HEAD] + piece[: _HEAD - len(self.buffer)])
                self.buffer.clear()
                if end >= 0:
                    out.append(_too_long(self.skipping))
                    self.skipping = None
            else:
                self.buffer += piece
                if end >= 0:
                    line, self.buffer = self.buffer, bytearray()
                    if line and not line.isspace():  # parsed where it lies: no copy
                        out.append(_message(line))
            if end < 0:
                return out
            start = end + 1


@asynccontextmanager
async def bounded_stdio_client(
    server: sdk.StdioServerParameters, errlog: TextIO = sys.stderr
) -> AsyncIterator[tuple[Any, Any]]:
    """Start the server; yield the (read, write) streams a Client takes."""
    command = await sdk._get_executable_command(server.command)
    process = await sdk._create_platform_compatible_process(
        command=command,
        args=server.args,
        env=sdk.get_default_environment() | (server.env or {}),
        errlog=errlog,
        cwd=server.cwd,
    )
    incoming_writer, incoming = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    outgoing, outgoing_reader = anyio.create_memory_object_stream[SessionMessage](0)
    written = anyio.Event()

    async def read() -> None:
        assert process.stdout is not None
        lines = _Lines(MAX_MESSAGE_BYTES)
        try:
            async with incoming_writer:
                async for chunk in process.stdout:
                    for message in lines.feed(chunk):
                        await incoming_writer.send(message)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, ConnectionError, OSError):
            pass  # the session or the server went away; closing says so

    async def write() -> None:
        assert process.stdin is not None
        try:
            async with outgoing_reader:
                async for message in outgoing_reader:
                    text = message.message.model_dump_json(by_alias=True, exclude_unset=True)
                    await process.stdin.send((text + "\n").encode("utf-8"))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            await incoming_writer.aclose()
        finally:
            written.set()

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(read)
        tasks.start_soon(write)
        try:
            yield incoming, outgoing
        finally:
            with anyio.CancelScope(shield=True):
                incoming.close()
                outgoing.close()
                with anyio.move_on_after(0.5):
                    await written.wait()
                await sdk._stop_server_process(process)
                for stream in (incoming, outgoing, incoming_writer, outgoing_reader):
                    await stream.aclose()
            tasks.cancel_scope.cancel()
