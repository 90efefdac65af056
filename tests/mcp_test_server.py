"""A small MCP server of our own for the tool tests: slow, failing, crashing
and picture-returning tools, over real stdio or real streamable HTTP.

    python tests/mcp_test_server.py [--marker-dir DIR] [--http PORT [--secret S]]

With --marker-dir, a cancelled `count` writes DIR/cancelled-<label> and every
finished call writes DIR/ran-<label>, so a test can see what the server did.
With --secret, an HTTP request is answered only when its address carries the
secret twice, as a password (`http://me:S@…`, sent as Basic) and as a query
(`?token=S`); any other gets 401 and its own address repeated back, as a
careless or hostile server does.
"""

from __future__ import annotations

import argparse
import base64
import io
import os
import sys
from pathlib import Path
from typing import Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.types import ImageContent, TextContent
from PIL import Image

server = MCPServer("verbatim-test-tools")
MARKERS: Path | None = None


def _mark(kind: str, label: str) -> None:
    if MARKERS is not None:
        (MARKERS / f"{kind}-{label}").write_text(str(os.getpid()), encoding="utf-8")


@server.tool()
async def count(label: str, seconds: float, ctx: Context) -> str:
    """Count slowly for `seconds`, reporting each step; answers how far it got."""
    steps = max(1, int(seconds * 10))
    try:
        for i in range(steps):
            await ctx.report_progress(i + 1, steps, f"{label}: step {i + 1} of {steps}")
            await anyio.sleep(0.1)
    except anyio.get_cancelled_exc_class():
        _mark("cancelled", label)
        raise
    _mark("ran", label)
    return f"{label}: counted {steps} steps"


@server.tool()
def echo(text: str) -> str:
    """Say the text back."""
    _mark("ran", text[:40] or "echo")
    return text


@server.tool()
def flood(megabytes: int) -> str:
    """Return this many megabytes of numbered lines (a tool gone wild)."""
    line = "x" * 60
    lines = [f"{i:08d} {line}" for i in range(megabytes * 1024 * 1024 // 70)]
    return "\n".join(lines)


@server.tool()
def refuse(reason: str) -> list[TextContent]:
    """Always fails, saying why (an error result, as tools report them)."""
    raise ValueError(reason)


@server.tool()
def picture(width: int, height: int) -> list[ImageContent | TextContent]:
    """A PNG of the given size, and a line about it."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (255, 120, 0)).save(buffer, "PNG")
    data = base64.b64encode(buffer.getvalue()).decode()
    return [
        ImageContent(type="image", data=data, mime_type="image/png"),
        TextContent(type="text", text=f"an orange {width}x{height} picture"),
    ]


@server.tool()
def crash() -> str:
    """The server process dies at once."""
    print("verbatim-test-tools: crashing on purpose", file=sys.stderr, flush=True)
    os._exit(3)


def _guarded(app: Any, secret: str) -> Any:
    """The app behind a check of the address's two secrets (see above)."""
    from urllib.parse import parse_qs

    basic = "Basic " + base64.b64encode(f"me:{secret}".encode()).decode()

    async def guarded(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            headers = dict(scope["headers"])
            token = parse_qs(scope["query_string"].decode()).get("token", [""])[0]
            if token != secret or headers.get(b"authorization", b"").decode() != basic:
                asked = f"{scope['path']}?{scope['query_string'].decode()}"
                body = f"refused {asked} from {headers.get(b'authorization', b'')!r}".encode()
                await send({"type": "http.response.start", "status": 401, "headers": []})
                await send({"type": "http.response.body", "body": body})
                return
        await app(scope, receive, send)

    return guarded


def main() -> None:
    global MARKERS
    parser = argparse.ArgumentParser()
    parser.add_argument("--marker-dir", type=Path)
    parser.add_argument("--http", type=int)
    parser.add_argument("--secret")
    args = parser.parse_args()
    MARKERS = args.marker_dir
    if args.http and args.secret:
        import uvicorn

        app = _guarded(server.streamable_http_app(), args.secret)
        uvicorn.run(app, host="127.0.0.1", port=args.http, log_level="warning")
    elif args.http:
        server.run("streamable-http", host="127.0.0.1", port=args.http)
    else:
        server.run("stdio")


if __name__ == "__main__":
    main()
