"""`verbatim --self-test`: prove an installation works, with no screen and no network.

It opens a store in a temporary folder, starts the scripted server on
loopback, runs one answer to the end, stops a second one mid-stream,
reopens the store, checks the stopped text, sends a picture, calls a tool
on an MCP server it starts over stdio, renders a message with Qt offscreen
and typesets a formula in its own process, and has the English voice say a
sentence that the bundled speech model writes back. It
prints each check and exits 0 only if all of them held.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop import __version__
from desktop.domain.words import terminal_text
from desktop.selftest_voice import voice_step

if TYPE_CHECKING:
    from desktop.domain.attachments import PreparedFile


class Checks:
    """The self-test's checks as they run: each printed ok or FAIL, and the
    failures counted for the exit code."""

    def __init__(self) -> None:
        self.failed = 0

    def check(self, name: str, ok: bool, detail: str = "") -> bool:
        mark = "ok  " if ok else "FAIL"
        # the detail may be a server's or the engine's own words (issue 37)
        shown = f"[{mark}] {terminal_text(name)}"
        print(shown + (f": {terminal_text(detail)}" if detail else ""), flush=True)
        self.failed += 0 if ok else 1
        return ok


async def _turns(data: Path, checks: Checks) -> None:
    from desktop.backends.openai import OpenAIBackend
    from desktop.devserver import DevServer, Reply, demo_text
    from desktop.domain.messages import Status
    from desktop.engine.turns import TurnEngine
    from desktop.store.db import open_store
    from desktop.store.worker import AsyncRepository

    server = DevServer().start()
    checks.check("scripted server listens on loopback", server.port > 0, server.url)
    repo = open_store(data)
    store = AsyncRepository(repo)
    backend = OpenAIBackend(server.openai_base)
    engine = TurnEngine(store, lambda _name: backend)
    conversation = repo.create_conversation(provider="selftest", model="verbatim-demo")
    try:
        server.script(Reply(tokens=200, seed=5), Reply(tokens=100_000, rate=1000, seed=6))
        done = await (await engine.send(conversation.id, "first question")).wait()
        checks.check(
            "an answer streams to the end and is stored",
            done.status is Status.COMPLETE and done.content == demo_text(200, 5),
            f"{len(done.content)} characters",
        )
        turn = await engine.send(conversation.id, "second question")
        while len("".join(turn.text)) < 500:
            await asyncio.sleep(0.01)
        stopped = await engine.stop(conversation.id)
        shown = "".join(turn.text)
        checks.check(
            "Stop keeps exactly the text shown",
            stopped is not None and stopped.content == shown,
            f"{len(shown)} characters",
        )
        checks.check(
            "Stop closes the request", server.wait_for_disconnects(1, 5), "server saw disconnect"
        )
        picture = _picture_file()
        seen = await (await engine.send(conversation.id, "what is this?", [picture])).wait()
        checks.check(
            "a picture is read, attached and sent (Pillow)",
            seen.status is Status.COMPLETE and "PNG, 64×48 pixels" in seen.content,
            seen.content.splitlines()[-1] if seen.content else str(seen.error),
        )
    finally:
        await engine.shutdown()
        await backend.aclose()
        await store.aclose()
        server.stop()
    reopened = open_store(data)
    try:
        again = reopened.get_message(turn.assistant_id)
        checks.check(
            "the stopped answer is there after reopening, marked Stopped",
            again is not None and again.status is Status.INTERRUPTED and again.content == shown,
        )
        checks.check("database integrity", reopened.integrity_check() == "ok")
    finally:
        reopened.close()


async def _tools(checks: Checks) -> None:
    """A real MCP server over stdio: this installation's own echo server."""
    from desktop.domain.tools import ToolServer
    from desktop.tools.host import McpHost

    own = ("--self-test-tool-server",)
    args = own if getattr(sys, "frozen", False) else ("-m", "desktop", *own)
    problems: list[str] = []
    host = McpHost(
        [ToolServer("selftest", command=sys.executable, args=args)],
        on_problem=lambda _server, message: problems.append(message),
    )
    try:
        offered = await host.offered()
        checks.check(
            "an MCP tool server starts over stdio",
            [t.spec.name for t in offered] == ["selftest__echo"],
            problems[0] if problems else "",
        )
        answer = await host.call("selftest", "echo", {"text": "ünïcode ✓"}, lambda _t: None)
        checks.check("a tool call runs and answers", answer.text == "ünïcode ✓", answer.text)
    finally:
        await host.aclose()


def _picture_file() -> PreparedFile:
    import io

    from PIL import Image

    from desktop.engine.attachments import prepare

    out = io.BytesIO()
    Image.new("RGB", (64, 48), "teal").save(out, "PNG")
    return prepare("selftest.png", out.getvalue())


def _documents(checks: Checks) -> None:
    """A PDF is read by a child process of its own (PDFium): the bundle must
    be able to start it (`verbatim --read-document`) and PDFium must load."""
    from desktop.documents.sample import sample_pdf
    from desktop.engine.attachments import prepare
    from desktop.session.files import read_pages

    file = prepare("check.pdf", sample_pdf(3, "Verbatim reads documents."))
    pages = read_pages(file.sent).pages
    checks.check(
        "a PDF is read in its own process",
        file.attachment.pages == 3 and pages[2].strip() == "Verbatim reads documents.",
        f"{file.attachment.pages} pages, {file.attachment.words} words",
    )


def _math(checks: Checks) -> None:
    """Math is typeset in a process of its own: the bundle must be able to start it."""
    import time

    from PySide6.QtWidgets import QApplication

    from desktop.ui.transcript.math_typeset import TYPESET, MathTypesetter

    app = QApplication.instance()
    setter = MathTypesetter()
    formula = ("\\sqrt{2}", False, "black", 15.0)
    setter.request(formula)
    deadline = time.monotonic() + 30
    while setter.busy() and time.monotonic() < deadline:
        if app is not None:
            app.processEvents()
        time.sleep(0.02)
    svg = TYPESET.get(formula)
    checks.check(
        "math is typeset in its own process",
        bool(svg) and setter.in_process,
        f"{len(svg or '')} bytes of SVG" + ("" if setter.in_process else ", in this process"),
    )
    setter.shutdown()


def _render(checks: Checks) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.domain.messages import Message, Role, Status
    from desktop.ui.theme import LIGHT, apply_theme
    from desktop.ui.transcript.message_view import MessageWidget

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    apply_theme(app, "light")
    message = Message(
        id="m",
        conversation_id="c",
        role=Role.ASSISTANT,
        status=Status.INTERRUPTED,
        content="# Title\n\n```python\nprint('hello')\n```\n\n<img src=x>",
    )
    widget = MessageWidget(message, LIGHT, (1, 1))
    widget.resize(600, 300)
    image = widget.grab().toImage()
    html = widget.body.source_html
    checks.check(
        "Qt renders a message offscreen",
        not image.isNull() and image.width() > 0 and "print" in html and "<img" not in html,
        f"{image.width()}x{image.height()} pixels, platform {app.platformName()}",
    )
    widget.deleteLater()


def _engine(checks: Checks) -> None:
    """The local engine this installation has runs here (a bundle ships it)."""
    import subprocess

    from desktop.local.binary import find_engine

    engine = find_engine()
    if engine is None:
        print("[    ] no local engine in this installation (make engine builds one)")
        return
    done = subprocess.run(
        [str(engine), "--version"], capture_output=True, text=True, timeout=30, check=False
    )
    said = (done.stdout + done.stderr).strip().splitlines()
    checks.check("the local engine runs", done.returncode == 0, said[0] if said else str(engine))
    _gpu_engine(checks)


def _gpu_engine(checks: Checks) -> None:
    """The GPU engine (Vulkan), where this installation has one: it runs
    (Vulkan's loader is there), and where models would run. Without a card
    or a loader the CPU engine serves: said, not a failure."""
    import subprocess

    from desktop.local.binary import find_vulkan_engine
    from desktop.local.engine_choice import EngineChoice

    engine = find_vulkan_engine()
    if engine is None:
        print("[    ] no GPU engine in this installation: models run on the processor")
        return
    done = subprocess.run(
        [str(engine), "--version"], capture_output=True, text=True, timeout=30, check=False
    )
    if done.returncode != 0:
        print("[    ] the GPU engine cannot start here (no Vulkan loader): the processor serves")
        return
    checks.check("the GPU engine runs", True, EngineChoice().where())


def run_self_test(args: argparse.Namespace | None = None) -> int:
    python = sys.version.split()[0]
    print(f"Verbatim {__version__} self-test (Python {python})", flush=True)  # terminal: ours
    checks = Checks()
    with tempfile.TemporaryDirectory(prefix="verbatim-selftest-") as folder:
        data = Path(folder)
        steps: list[tuple[str, Callable[[], None]]] = [
            ("turns", lambda: asyncio.run(_turns(data, checks))),
            ("tools", lambda: asyncio.run(_tools(checks))),
            ("render", lambda: _render(checks)),
            ("math", lambda: _math(checks)),
            ("engine", lambda: _engine(checks)),
            ("documents", lambda: _documents(checks)),
            ("voice", lambda: asyncio.run(voice_step(checks, data))),
        ]
        for name, step in steps:
            try:
                step()
            except Exception as exc:  # report every failure in words, then exit non-zero
                checks.check(f"{name} step ran", False, f"{type(exc).__name__}: {exc}")
    print("self-test passed" if not checks.failed else f"self-test FAILED ({checks.failed:d})")
    return 0 if not checks.failed else 1
