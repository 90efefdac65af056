"""No secret on any child's command line, and no secret of the person's in
any child's environment (issue 37, the class of holes 2 and 3): every kind
of child Verbatim runs is started for real (the local engine, an MCP stdio
server, the document reader) while the person's environment holds keys and
tokens, and each child's /proc/PID/cmdline (readable by every account) and
/proc/PID/environ are read while it runs."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import psutil
import pytest

from desktop.documents.reader import read_document
from desktop.local.binary import find_engine
from desktop.local.library import Library
from desktop.local.process import LocalEngine
from desktop.tools.host import McpHost
from tests.documents import many_pages_pdf
from tests.local_model import fetch
from tests.tooling import own_server, server_processes

# The person's own secrets, as a shell profile might export them.
PERSONS = {
    "OPENAI_API_KEY": "sk-persons-openai-key-3141",
    "ANTHROPIC_API_KEY": "sk-ant-persons-key-2718",
    "VERBATIM_SYNC_PASSWORD": "persons-webdav-password-1618",
    "VERBATIM_SYNC_PASSPHRASE": "persons-passphrase-1414",
    "VERBATIM_MCP_TOKEN_T": "persons-mcp-token-1732",
    "HF_TOKEN": "hf_persons_token_5772",
    "LLAMA_API_KEY": "persons-weak-llama-key",
}


@pytest.fixture(autouse=True)
def persons_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in PERSONS.items():
        monkeypatch.setenv(name, value)


def _seen(pid: int) -> tuple[bytes, bytes]:
    """(its command line, its environment) as the kernel shows them."""
    proc = Path(f"/proc/{pid}")
    return (proc / "cmdline").read_bytes(), (proc / "environ").read_bytes()


def _leaks(seen: bytes, secrets: list[str]) -> list[str]:
    return [s for s in secrets if s.encode() in seen]


async def test_the_engine(tmp_path: Path) -> None:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    library = Library(tmp_path)
    model = library.add(fetch())
    engine = LocalEngine(library, tmp_path / "logs", threads=1)
    try:
        running = await engine.ensure(model.name, context=512)
        cmdline, environ = _seen(running.process.pid)
    finally:
        await engine.stop()
    assert _leaks(cmdline, [running.key, *PERSONS.values()]) == []
    assert _leaks(environ, list(PERSONS.values())) == []  # its own key alone


async def test_an_mcp_stdio_server(tmp_path: Path) -> None:
    host = McpHost([own_server(tmp_path)], token=lambda _name: PERSONS["VERBATIM_MCP_TOKEN_T"])
    try:
        assert await host.offered()
        [child] = server_processes(str(tmp_path))
        cmdline, environ = _seen(child.pid)
    finally:
        await host.aclose()
    assert _leaks(cmdline, list(PERSONS.values())) == []
    assert _leaks(environ, list(PERSONS.values())) == []


def test_the_document_reader() -> None:
    document = many_pages_pdf(400, "A page of a long report. " * 20)
    done: list[object] = []
    reading = threading.Thread(
        target=lambda: done.append(read_document("report.pdf", "pdf", document))
    )
    me = psutil.Process()
    reading.start()
    seen: tuple[bytes, bytes] | None = None
    deadline = time.monotonic() + 60
    while seen is None and reading.is_alive() and time.monotonic() < deadline:
        for child in me.children():  # the reader, while it reads (once it runs it:
            try:  # between fork and exec the kernel still shows this process)
                cmdline, environ = _seen(child.pid)
            except OSError:
                continue
            if b"desktop.documents.extract" in cmdline or b"--read-document" in cmdline:
                seen = cmdline, environ
        time.sleep(0.002)
    reading.join(60)
    assert done and seen is not None, "the reader child was not seen at work"
    cmdline, environ = seen
    assert _leaks(cmdline, list(PERSONS.values())) == []
    assert _leaks(environ, list(PERSONS.values())) == []
