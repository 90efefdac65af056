"""What the program's front door (desktop/cli) needs before any session
opens, so that it reaches nothing below the session itself (issue 38): the
store's early health check, the two child programs the bundle's one
executable also is, and where a command's crash is written down. Each
loads what it needs when called: `verbatim export` loads none of it."""

from __future__ import annotations

from pathlib import Path


def check_early(data_dir: Path) -> None:
    """Start checking the store in `data_dir` on a thread of its own, before
    Qt and the window's modules load (store/probe.py: issue 28)."""
    from desktop.store.probe import check_early as start

    start(data_dir)


def hold_collections_until_the_window() -> None:
    """Python's automatic garbage collector off while the window's modules
    load: what they make (modules, classes, Qt's enums) lives as long as the
    window, and a full collection that fell among the imports walked all of
    it for ~40 ms of the start (issue 38). The window's own collector
    (ui/gc_guard.py) takes over when it is built, with the collector still
    off: it collects from a timer on the GUI thread."""
    import gc

    gc.disable()


def read_document(argv: list[str]) -> int:
    """`verbatim --read-document FILE KIND NAME OUT`: the document reader's
    child process, as the bundle starts it (documents/reader.py)."""
    from desktop.documents.extract import main

    return main(argv)


def serve_self_test_tools() -> None:
    """`verbatim --self-test-tool-server`: the self-test's own MCP server on
    stdio (tools/echo_server.py), which the self-test starts as a child."""
    from desktop.tools.echo_server import run_echo_server

    run_echo_server()


def keep_in_log(logs: Path, text: str) -> Path:
    """`text` (a traceback) added to verbatim.log in `logs`, both this
    account's only; returns the log's path. Raises OSError."""
    import os

    from desktop.store.private import open_private, private_folder

    log = private_folder(logs) / "verbatim.log"
    with os.fdopen(open_private(log, "a"), "a", encoding="utf-8") as out:
        out.write(text)
    return log


def release_numbers() -> tuple[str, int, str]:
    """Which Verbatim this is, as a person reporting a problem gives it: the
    release, the store format it writes (an older Verbatim refuses a higher
    one), and the llama-cpp-python release whose llama.cpp the local engine
    is built from. Constants only: nothing is opened or started."""
    from desktop import __version__
    from desktop.local.binary import ENGINE_VERSION
    from desktop.store.migrations import SCHEMA_VERSION

    return __version__, SCHEMA_VERSION, ENGINE_VERSION


def version_text() -> str:
    """What `verbatim --version` prints (the About box says the same)."""
    version, store, engine = release_numbers()
    return (
        f"verbatim {version}\n"
        f"store format {store}\n"
        f"local engine: llama.cpp from llama-cpp-python {engine}\n"
    )
