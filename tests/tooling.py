"""Shared set-up for the tool tests: real MCP servers (our test server over
stdio, `mcp-server-time` from PyPI) behind a real McpHost, and an approver
that answers as a person would, recording what it was asked."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections import deque
from pathlib import Path

import psutil

from desktop.domain.messages import ToolCall
from desktop.domain.tools import Decision, ToolServer

TEST_SERVER = Path(__file__).with_name("mcp_test_server.py")


def own_server(markers: Path, name: str = "t", **kw: object) -> ToolServer:
    """Our own test server over stdio; `markers` is where it leaves its notes."""
    return ToolServer(
        name,
        command=sys.executable,
        args=(str(TEST_SERVER), "--marker-dir", str(markers)),
        **kw,  # type: ignore[arg-type]
    )


def time_server(**kw: object) -> ToolServer:
    """mcp-server-time, installed from PyPI."""
    return ToolServer(
        "time",
        command=sys.executable,
        args=("-m", "mcp_server_time", "--local-timezone", "UTC"),
        **kw,  # type: ignore[arg-type]
    )


class Approvals:
    """The person at the approval prompt: answers in order, then `otherwise`."""

    def __init__(self, *answers: Decision, otherwise: Decision = Decision.ALLOW_ONCE) -> None:
        self.answers = deque(answers)
        self.otherwise = otherwise
        self.asked: list[ToolCall] = []

    async def __call__(self, conversation_id: str, message_id: str, call: ToolCall) -> Decision:
        self.asked.append(call)
        return self.answers.popleft() if self.answers else self.otherwise


def server_processes(marker: str) -> list[psutil.Process]:
    """Live processes whose command line mentions `marker` (a test's own folder)."""
    found = []
    for process in psutil.process_iter(["cmdline", "status"]):
        try:
            cmdline = " ".join(process.info["cmdline"] or [])
            if marker in cmdline and process.info["status"] != psutil.STATUS_ZOMBIE:
                found.append(process)
        except (psutil.NoSuchProcess, psutil.AccessDenied):
            continue
    return found


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_http_tools(markers: Path, secret: str = "") -> tuple[subprocess.Popen[bytes], str]:
    """Our test server over real streamable HTTP on loopback; returns it and
    its URL. With `secret`, it answers only an address that carries it
    (mcp_test_server.py says how)."""
    port = free_port()
    guard = ["--secret", secret] if secret else []
    process = subprocess.Popen(
        [
            sys.executable,
            str(TEST_SERVER),
            "--marker-dir",
            str(markers),
            "--http",
            str(port),
            *guard,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _listening(process, port, "the HTTP tool server")
    return process, f"http://127.0.0.1:{port}/mcp"


def _listening(process: subprocess.Popen[bytes], port: int, what: str) -> None:
    """Wait until `process` accepts connections on `port` (it may take a second)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.05)
    process.kill()
    raise RuntimeError(f"{what} did not start")


def start_webdav(root: Path) -> tuple[subprocess.Popen[bytes], str]:
    """A real WebDAV server (wsgidav, from PyPI) serving `root` on loopback."""
    port = free_port()
    wsgidav = Path(sys.executable).with_name("wsgidav")
    process = subprocess.Popen(
        [str(wsgidav), "--host", "127.0.0.1", "--port", str(port), "--root", str(root),
         "--auth", "anonymous", "--server", "cheroot", "-q"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    _listening(process, port, "the WebDAV server")
    return process, f"http://127.0.0.1:{port}"
