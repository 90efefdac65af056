"""The command line: run the window, export, import, backup, restore, sync,
tool servers (mcp), models, projects, demo, self-test.

A client of the session, as the window is (issue 38): each command calls
the session's use case and prints what it says; nothing here reaches the
store, sync or the other layers below it (lint-imports, and
tests/session_boundary.py for a name re-exported through the session).
Export and import never load Qt, so they work on a machine with no display.
One module per group of commands: history.py (export, import, backup,
restore, projects), sync.py, mcp.py, models.py; the options in parser.py.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from desktop.domain.errors import StoreError
from desktop.domain.words import reason, terminal_text


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--read-document"]:  # the bundle's document reader (documents/reader.py)
        from desktop.session.entry import read_document

        return read_document(argv[1:])
    # `mcp add NAME -- COMMAND ARGS`: what follows -- is the server's own
    # command line, never read as Verbatim's options.
    launch: list[str] = []
    if "mcp" in argv and "--" in argv:
        cut = argv.index("--")
        argv, launch = argv[:cut], argv[cut + 1 :]
    from desktop.cli.parser import parser

    args = parser().parse_args(argv)
    args.launch = launch
    command = _command(args.command)
    if command is not None:
        try:
            return command(args)
        except StoreError as exc:  # an import's refusal names the title that broke it
            print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
            return 2
        except Exception as exc:  # a bug: a sentence here, the traceback in the log
            print(
                f"verbatim: {terminal_text(args.command)} stopped: {terminal_text(reason(exc))}. "
                f"{terminal_text(_logged(args))}",
                file=sys.stderr,
            )
            return 2
    if args.self_test_tool_server:
        from desktop.session.entry import serve_self_test_tools

        serve_self_test_tools()
        return 0
    if args.self_test:
        from desktop.selftest import run_self_test

        return run_self_test(args)
    missing = _no_display()
    if missing:
        print(f"verbatim: {terminal_text(missing)}", file=sys.stderr)
        return 2
    from desktop.session.entry import check_early, hold_collections_until_the_window
    from desktop.session.paths import resolve_paths

    check_early(resolve_paths(args.data_dir).data)  # meanwhile, Qt and the window load
    hold_collections_until_the_window()
    from desktop.app import run_gui

    return run_gui(args)


def _command(name: str | None) -> Callable[[argparse.Namespace], int] | None:
    """The command's function, its module loaded only now: `verbatim export`
    loads neither sync nor the models' code."""
    if name in ("export", "import", "backup", "restore", "projects"):
        from desktop.cli import history

        return {
            "export": history.export,
            "import": history.import_file,
            "backup": history.backup,
            "restore": history.restore,
            "projects": history.projects,
        }[name]
    if name == "sync":
        from desktop.cli.sync import sync

        return sync
    if name == "mcp":
        from desktop.cli.mcp import mcp

        return mcp
    if name == "models":
        from desktop.cli.models import models

        return models
    if name == "transcribe":
        from desktop.cli.voice import transcribe

        return transcribe
    return None


def _logged(args: argparse.Namespace) -> str:
    """Keep the traceback of the exception being handled in the log file;
    say where it is (or that it could not be kept)."""
    import traceback

    from desktop.session.entry import keep_in_log
    from desktop.session.paths import resolve_paths

    try:
        log = keep_in_log(
            resolve_paths(args.sub_data_dir or args.data_dir).logs, traceback.format_exc()
        )
    except OSError:
        return "Nothing more is known; please report this."
    return f"The details are in {log}; please send them with a report."


def _no_display() -> str:
    """Why the window cannot open here, or "". Checked before Qt loads: Qt
    itself aborts (exit 134) with advice to reinstall, which misleads."""
    import os

    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return ""
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "Verbatim needs a graphical desktop; no display was found (DISPLAY/WAYLAND_DISPLAY "
        "are not set). Start it from your desktop session. Without one, `verbatim export`, "
        "`import`, `backup` and `sync` still work."
    )
