"""The command line: run the window, export, import, backup, restore, tool
servers (mcp), demo, self-test.

Export and import never load Qt, so they work on a machine with no display.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from desktop import __version__
from desktop.domain.words import number, reason, say, say_n, terminal_text

# Everything printed here that came from outside (a name, a title, a file's
# or a server's words, an error naming them) goes through terminal_text:
# printed raw, a project named "\x1b]0;…\x07" retitled the terminal and
# "\x1b[2J" cleared it (issue 37, hole 7). tests/unit/test_terminal_text.py
# reads every print() in this file and refuses one that bypasses it.

if TYPE_CHECKING:
    from desktop.session.local_models import HubChoice, ModelRow


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="verbatim", description="A chat client for language models that never loses a word."
    )
    parser.add_argument("--version", action="version", version=f"verbatim {__version__}")
    parser.add_argument("--data-dir", type=Path, help="keep the database, settings and logs here")
    parser.add_argument(
        "--provider",
        choices=["openai", "ollama", "anthropic", "local"],
        help="configure and select a provider of this kind",
    )
    parser.add_argument("--base-url", help="the provider's address, e.g. http://127.0.0.1:11434")
    parser.add_argument("--model", help="the model to use for new conversations")
    parser.add_argument("--demo", action="store_true", help="use the built-in demo server")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check the installation without a screen, then exit",
    )
    # The self-test's own MCP server (desktop/tools/echo_server.py), not for people.
    parser.add_argument("--self-test-tool-server", action="store_true", help=argparse.SUPPRESS)
    # Every command reads `sub_data_dir` (its own --data-dir, given after the
    # command's name); one without that option still has it, as None, so no
    # command can end in an AttributeError (`models search` did, issue 37).
    parser.set_defaults(sub_data_dir=None)
    sub = parser.add_subparsers(dest="command")
    export = sub.add_parser("export", help="write conversations to a file or stdout")
    export.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    export.add_argument("--format", choices=["json", "markdown", "html"], default="json")
    export.add_argument("--conversation", help="only this conversation id")
    export.add_argument("-o", "--output", type=Path, help="file to write (default: stdout)")
    imp = sub.add_parser(
        "import", help="add conversations from a Verbatim, ChatGPT or Claude export"
    )
    imp.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    imp.add_argument("file", type=Path)
    backup = sub.add_parser("backup", help="copy the conversations into the backups folder")
    backup.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    restore = sub.add_parser("restore", help="put a backup back in place of the conversations")
    restore.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    restore.add_argument("file", type=Path)
    sync = sub.add_parser("sync", help="exchange changes with your other devices, once")
    sync.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    sync.add_argument("--folder", type=Path, help="a folder another program keeps in sync")
    sync.add_argument(
        "--webdav", help="a WebDAV address, e.g. https://cloud.example/remote.php/dav/files/me"
    )
    sync.add_argument("--user", default="", help="the WebDAV user name")
    sync.add_argument(
        "--passphrase-env", help="the environment variable holding the encryption passphrase"
    )
    mcp = sub.add_parser("mcp", help="add, list or remove MCP tool servers")
    mcp_sub = mcp.add_subparsers(dest="mcp_command", required=True)
    add = mcp_sub.add_parser(
        "add",
        help="add a tool server: NAME -- COMMAND [ARGS...] (started by Verbatim), "
        "or NAME --url URL (streamable HTTP)",
    )
    add.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    add.add_argument(
        "--always-allow", action="store_true", help="run its tools without asking each time"
    )
    add.add_argument("--url", help="the server's streamable-HTTP address")
    add.add_argument("name", help="a short name, such as time; then -- COMMAND [ARGS...]")
    listing = mcp_sub.add_parser("list", help="the tool servers set up")
    listing.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    remove = mcp_sub.add_parser("remove", help="remove a tool server")
    remove.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    remove.add_argument("name")
    models = sub.add_parser("models", help="add, list or remove models run on this computer")
    models_sub = models.add_subparsers(dest="models_command", required=True)
    m_add = models_sub.add_parser("add", help="register a GGUF model file")
    m_add.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_add.add_argument("--copy", action="store_true", help="copy it into Verbatim's models folder")
    m_add.add_argument("path", type=Path)
    m_list = models_sub.add_parser("list", help="name, size, quantisation, context and fit")
    m_list.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_remove = models_sub.add_parser("remove", help="forget a model (a copy is deleted)")
    m_remove.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_remove.add_argument("name")
    m_search = models_sub.add_parser("search", help="GGUF models on Hugging Face")
    m_search.add_argument("query")
    m_get = models_sub.add_parser(
        "download", help="download a GGUF model from Hugging Face (progress on stderr)"
    )
    m_get.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    m_get.add_argument("repo_id", help="such as bartowski/SmolLM2-135M-Instruct-GGUF")
    m_get.add_argument("--file", help="which quantisation; without it, the one recommended here")
    projects = sub.add_parser("projects", help="the projects and what they keep")
    projects_sub = projects.add_subparsers(dest="projects_command", required=True)
    p_list = projects_sub.add_parser(
        "list", help="each project with its conversations and files, counted"
    )
    p_list.add_argument("--data-dir", type=Path, dest="sub_data_dir")
    return parser


def _projects(args: argparse.Namespace) -> int:
    """Reads a snapshot, as export does: safe while the window runs."""
    from desktop.store.snapshot import read_snapshot

    with read_snapshot(_data_dir(args)) as repo:
        counts = repo.project_counts()
        projects = repo.projects()
    if not projects:
        print("No projects yet.", file=sys.stderr)
    for p in projects:
        conversations = say_n("%n conversation(s)", None, counts.get(p.id, 0))
        files = say_n("%n file(s)", None, len(p.files))
        print(f"{terminal_text(p.name)}\t{conversations}\t{files}")
    return 0


def _owned(args: argparse.Namespace, doing: str):  # type: ignore[no-untyped-def]
    """The store, owned by this process; None (having said why) if the window has it."""
    from desktop.domain.errors import StoreError, StoreErrorKind
    from desktop.session.owner import open_owned_store

    try:
        return open_owned_store(_data_dir(args), repair=False)
    except StoreError as exc:
        if exc.kind is StoreErrorKind.LOCKED:
            _say_locked(exc.message, doing)
            return None
        raise


def _say_locked(why: str, doing: str) -> None:
    print(
        f"verbatim: {terminal_text(why)} Close Verbatim's window first, then "
        f"{terminal_text(doing)} again. Nothing was changed.",
        file=sys.stderr,
    )


def _backup(args: argparse.Namespace) -> int:
    """The window's Back up now: a copy, then the retention of Settings → Backups."""
    from desktop.session.backups import DAILY, back_up
    from desktop.session.paths import resolve_paths
    from desktop.session.settings import load_settings

    settings = load_settings(resolve_paths(args.sub_data_dir or args.data_dir).config)
    store = _owned(args, "back up")
    if store is None:
        return 3
    try:
        path = back_up(
            store.repo.db, _data_dir(args), DAILY, settings.backup_days, settings.backup_weeks
        )
    finally:
        store.close()
    print(f"Backed up to {terminal_text(path)}")
    return 0


def _restore(args: argparse.Namespace) -> int:
    """Checked, then swapped in while this process holds the folder's lock."""
    from desktop.domain.errors import StoreError, StoreErrorKind
    from desktop.session.owner import restore_now

    try:
        kept = restore_now(_data_dir(args), args.file)
    except StoreError as exc:
        if exc.kind is StoreErrorKind.LOCKED:
            _say_locked(exc.message, "restore")
            return 3
        raise
    print(
        f"Restored {terminal_text(args.file.name)}. The conversations as they were are kept "
        f"in {terminal_text(kept)}"
    )
    return 0


def _data_dir(args: argparse.Namespace) -> Path:
    from desktop.session.paths import resolve_paths

    return resolve_paths(args.sub_data_dir or args.data_dir).data


def _export(args: argparse.Namespace) -> int:
    """Reads a snapshot: safe while the window streams, changes nothing."""
    from desktop.session.transfer_service import export_text
    from desktop.store.snapshot import read_snapshot

    with read_snapshot(_data_dir(args)) as repo:
        text = export_text(repo, args.format, args.conversation)
    if args.output:
        from desktop.store.private import write_private

        write_private(args.output, text + "\n")  # this account's only, as the window's
        print(f"Exported to {terminal_text(args.output)}", file=sys.stderr)
    elif sys.stdout.isatty():  # titles from outside, shown: escaped, the lines kept
        sys.stdout.write(terminal_text(text, lines=True) + "\n")
    else:
        sys.stdout.write(text + "\n")  # terminal: a pipe or a file gets the export's own bytes
    return 0


def _import(args: argparse.Namespace) -> int:
    """Verbatim JSON, or a ChatGPT or Claude export (conversations.json or
    its zip): which one is found from the file itself."""
    from desktop.session.given_file import why_not_a_file
    from desktop.session.transfer_service import import_with_backup

    why = why_not_a_file(args.file)
    if why:  # a folder was "there is no such file" (issue 37)
        said = say("{why} Nothing was imported.", why=why)
        print(f"verbatim: {terminal_text(said)}", file=sys.stderr)
        return 2
    store = _owned(args, "import")
    if store is None:
        return 3
    try:  # the window's own use case: a backup first, then the import
        report = import_with_backup(store.repo, _data_dir(args), args.file)
    finally:
        store.close()
    print(
        say(
            "Read a {kind} export: {conversations}, {messages}. Imported {new_conversations} "
            "and {new_messages}; {present} already here.",
            kind=terminal_text(report.kind),
            conversations=say_n("%n conversation(s)", None, report.conversations),
            messages=say_n("%n message(s)", None, report.messages),
            new_conversations=say_n("%n conversation(s)", None, report.new_conversations),
            new_messages=say_n("%n message(s)", None, report.new_messages),
            present=say_n("%n message(s)", None, report.present),
        )
    )
    if report.projects:
        print(
            say(
                "Projects: {projects} in the file, {new} new here.",
                projects=say_n("%n project(s)", None, report.projects),
                new=number(report.new_projects),  # 200,000, as the counts before it
            )
        )
    return 0


def _sync_said(args: argparse.Namespace) -> int:
    """A round, with what the data folder's disk refuses said in words (a
    read-only data folder used to end in a traceback)."""
    import sqlite3

    import peewee

    from desktop.session.paths import resolve_paths

    data = resolve_paths(args.sub_data_dir or args.data_dir).data
    try:
        return _sync(args)
    except (OSError, sqlite3.Error, peewee.DatabaseError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else reason(exc)
        print(
            f"verbatim: sync needs to write to the data folder {terminal_text(data)} to record "
            f"what it sends and receives, and it cannot ({terminal_text(why)}). Is it "
            "read-only? Nothing was changed.",
            file=sys.stderr,
        )
        return 2


def _sync(args: argparse.Namespace) -> int:
    """One round; a folder or address given is remembered as the target."""
    import os

    from desktop.session.paths import resolve_paths
    from desktop.session.settings import load_settings, save_settings
    from desktop.session.sync_service import make_transport
    from desktop.session.sync_setup import scrub_stored_address, set_sync_target
    from desktop.sync.secrets import split_credentials
    from desktop.sync.segment import SyncError
    from desktop.sync.sequence import run_round

    paths = resolve_paths(args.sub_data_dir or args.data_dir).ensure()
    settings = load_settings(paths.config)
    said = scrub_stored_address(settings)
    given_password = ""
    if args.folder or args.webdav:
        if args.folder:  # given by hand: made if it is new (a missing drive says so later)
            try:
                args.folder.expanduser().mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                print(
                    f"verbatim: cannot make the folder {terminal_text(args.folder)}: "
                    f"{terminal_text(exc)}",
                    file=sys.stderr,
                )
                return 2
        given_password = split_credentials(args.webdav or "")[2]
        said = set_sync_target(
            settings,
            folder=str(args.folder.expanduser().resolve()) if args.folder else "",
            webdav=args.webdav or "",
            user=args.user,
        )
    if (args.folder or args.webdav or said) and not settings.warning:
        try:
            save_settings(paths.config, settings)
        except OSError as exc:  # a read-only data folder: this round still runs
            print(
                f"verbatim: the sync target is not remembered ({terminal_text(exc)}).",
                file=sys.stderr,
            )
    if said:
        print(f"verbatim: {terminal_text(said)}", file=sys.stderr)
    passphrase = None
    if args.passphrase_env:
        passphrase = os.environ.get(args.passphrase_env)
        if not passphrase:
            print(
                f"verbatim: the variable {terminal_text(args.passphrase_env)} is not set.",
                file=sys.stderr,
            )
            return 2
    transport = make_transport(settings, given_password)  # as the window makes it
    if transport is None:
        print(
            "verbatim: no sync target yet. Give --folder PATH or --webdav URL once; "
            "it is remembered.",
            file=sys.stderr,
        )
        return 2
    store = _owned(args, "sync")
    if store is None:
        return 3
    try:
        report = run_round(store.repo, transport, passphrase)
    except SyncError as exc:
        print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
        return 2
    finally:
        store.close()
    print(f"Synced with {terminal_text(transport.where)}. {terminal_text(report.summary())}")
    for problem in report.problems:  # they name conversations and files from the other side
        print(f"verbatim: {terminal_text(problem)}", file=sys.stderr)
    return 0


def _mcp(args: argparse.Namespace) -> int:
    """Tool servers in the settings; the window offers them from its next start."""
    from desktop.domain.tools import ToolServer
    from desktop.session.paths import resolve_paths
    from desktop.session.tool_setup import ToolSetupError, add_server, list_servers, remove_server

    paths = resolve_paths(args.sub_data_dir or args.data_dir)
    try:
        if args.mcp_command == "list":
            servers, said = list_servers(paths)
            if said:
                print(f"verbatim: {terminal_text(said)}", file=sys.stderr)
            for s in servers:
                allowed = "always allowed" if s.always_allow else "asks first"
                state = "" if s.enabled else ", switched off"
                print(f"{terminal_text(s.name)}\t{terminal_text(s.where)}\t({allowed}{state})")
            if not servers:
                print("No tool servers yet. Add one with: verbatim mcp add NAME -- COMMAND")
            return 0
        if args.mcp_command == "remove":
            remove_server(paths, args.name)
            print(f"Removed the tool server {terminal_text(args.name)}.")
            return 0
        launch: list[str] = args.launch
        if bool(launch) == bool(args.url):
            print(
                "verbatim: give either a command after --, or --url with an address.",
                file=sys.stderr,
            )
            return 2
        server = ToolServer(
            name=args.name,
            command=launch[0] if launch else "",
            args=tuple(launch[1:]),
            url=args.url or "",
            always_allow=args.always_allow,
        )
        said = add_server(paths, server)
    except (ToolSetupError, OSError) as exc:
        print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
        return 2
    # a secret in its address shows as …
    print(f"Added the tool server {terminal_text(server.name)}: {terminal_text(server.where)}")
    if said:
        print(f"verbatim: {terminal_text(said)}", file=sys.stderr)
    return 0


def _models(args: argparse.Namespace) -> int:
    """Models on this computer: the session's use cases, printed."""
    from desktop.domain.local_models import ModelFileError
    from desktop.session import local_models

    try:
        if args.models_command == "search":  # the catalogue only: no data folder needed
            for repo in local_models.hub_search(args.query):  # names from the hub
                print(f"{terminal_text(repo.repo_id)}\t{number(repo.downloads)} downloads")
            return 0
        data = _data_dir(args)
        if args.models_command == "add":
            model = local_models.add_model(data, args.path, copy=args.copy)
            print(terminal_text(model.name))  # the last line: what --model takes
        elif args.models_command == "remove":
            gone = local_models.remove_model(data, args.name)
            print(
                f"Removed {terminal_text(gone.name)}."
                + (" Its copy was deleted." if gone.copied else "")
            )
        elif args.models_command == "download":
            return _download(args, data)
        else:
            for row in local_models.rows(data):
                print(_model_line(row))
    except (ModelFileError, local_models.HubError) as exc:
        print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
        return 2
    return 0


def _download(args: argparse.Namespace, data: Path) -> int:
    """`verbatim models download`: the chosen or recommended file, with
    progress on stderr; the last line of output is the model's name."""
    import threading

    from desktop.session import local_models

    filename = args.file
    if not filename:
        choices = local_models.hub_choices(args.repo_id)
        for choice in choices:
            print(_choice_line(choice), file=sys.stderr)
        best = next((c for c in choices if c.recommended), None)
        if best is None:
            say_none = "verbatim: none of these fits this computer well; choose one with --file."
            print(say_none, file=sys.stderr)
            return 2
        filename = best.file.filename
    tty = sys.stderr.isatty()
    last = [-1]

    def told(p: local_models.DownloadProgress) -> None:
        percent = int(100 * p.done / p.total) if p.total else 0
        if not tty and percent // 10 == last[0] // 10 and percent < 100:
            return
        last[0] = percent
        speed = f"{local_models.human_size(int(p.speed))}/s" if p.speed else ""
        secs = int(p.seconds_left or 0)
        left = f", {secs // 60:d}:{secs % 60:02d} left" if p.seconds_left else ""
        total = local_models.human_size(p.total)
        line = f"{terminal_text(filename)}: {percent:d}% of {total} {speed}{left}"
        shown = ("\r" + line.ljust(78)) if tty else line
        print(shown, end="" if tty else "\n", file=sys.stderr, flush=True)

    try:
        model = local_models.download_model(data, args.repo_id, filename, told, threading.Event())
    except KeyboardInterrupt:
        print("\nverbatim: download cancelled; nothing of it was kept.", file=sys.stderr)
        return 130
    if tty:
        print(file=sys.stderr)
    print(terminal_text(model.name))
    return 0


def _columns(*cells: object) -> str:
    """One line of tab-separated cells, each escaped: a tab or a line end in
    a name from outside cannot make a column or a line of its own."""
    return "\t".join(terminal_text(cell) for cell in cells)


def _model_line(row: ModelRow) -> str:
    """One line of `verbatim models list`."""
    from desktop.session.local_models import human_size

    m = row.model
    return _columns(
        m.name,
        human_size(m.size),
        m.quantisation or "-",
        f"context {row.context}",
        f"needs {human_size(row.memory)}",
        row.fit,
    )


def _choice_line(choice: HubChoice) -> str:
    """One line of `verbatim models download` without --file."""
    from desktop.session.local_models import human_size

    mark = "  (recommended)" if choice.recommended else ""
    return _columns(
        choice.file.filename,  # as the hub lists it
        human_size(choice.file.size),
        choice.file.quantisation or "-",
        f"needs {human_size(choice.memory)}",
        f"{choice.fit}{mark}",
    )


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--read-document"]:  # the bundle's document reader (documents/reader.py)
        from desktop.documents.extract import main as read_document

        return read_document(argv[1:])
    # `mcp add NAME -- COMMAND ARGS`: what follows -- is the server's own
    # command line, never read as Verbatim's options.
    launch: list[str] = []
    if "mcp" in argv and "--" in argv:
        cut = argv.index("--")
        argv, launch = argv[:cut], argv[cut + 1 :]
    args = _parser().parse_args(argv)
    args.launch = launch
    from desktop.domain.errors import StoreError

    try:
        if args.command == "export":
            return _export(args)
        if args.command == "import":
            return _import(args)
        if args.command == "backup":
            return _backup(args)
        if args.command == "restore":
            return _restore(args)
        if args.command == "mcp":
            return _mcp(args)
        if args.command == "sync":
            return _sync_said(args)
        if args.command == "models":
            return _models(args)
        if args.command == "projects":
            return _projects(args)
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
        from desktop.tools.echo_server import run_echo_server

        run_echo_server()
        return 0
    if args.self_test:
        from desktop.selftest import run_self_test

        return run_self_test(args)
    missing = _no_display()
    if missing:
        print(f"verbatim: {terminal_text(missing)}", file=sys.stderr)
        return 2
    from desktop.session.paths import resolve_paths
    from desktop.store.probe import check_early

    check_early(resolve_paths(args.data_dir).data)  # meanwhile, Qt and the window load
    from desktop.app import run_gui

    return run_gui(args)


def _logged(args: argparse.Namespace) -> str:
    """Keep the traceback of the exception being handled in the log file;
    say where it is (or that it could not be kept)."""
    import os
    import traceback

    from desktop.session.paths import resolve_paths
    from desktop.store.private import open_private, private_folder

    try:
        logs = private_folder(resolve_paths(args.sub_data_dir or args.data_dir).logs)
        with os.fdopen(open_private(logs / "verbatim.log", "a"), "a", encoding="utf-8") as log:
            log.write(traceback.format_exc())
    except OSError:
        return "Nothing more is known; please report this."
    return f"The details are in {logs / 'verbatim.log'}; please send them with a report."


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
