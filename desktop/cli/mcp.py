"""`verbatim mcp add|list|remove`: tool servers in the settings; the window
offers them from its next start."""

from __future__ import annotations

import argparse
import sys

from desktop.cli.common import paths_of
from desktop.domain.tools import ToolServer
from desktop.domain.words import terminal_text


def mcp(args: argparse.Namespace) -> int:
    """Tool servers in the settings; the window offers them from its next start."""
    from desktop.session.tool_setup import ToolSetupError, add_server, list_servers, remove_server

    paths = paths_of(args)
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
