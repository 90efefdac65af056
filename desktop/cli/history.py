"""`verbatim export`, `import`, `backup`, `restore` and `projects list`:
the conversations in and out, each the session's use case, printed."""

from __future__ import annotations

import argparse
import sys

from desktop.cli.common import owning, paths_of
from desktop.domain.words import number, say, say_n, terminal_text


def export(args: argparse.Namespace) -> int:
    """Reads a snapshot: safe while the window streams, changes nothing."""
    from desktop.session.snapshots import export_snapshot
    from desktop.session.transfer_service import write_export_text

    text = export_snapshot(paths_of(args).data, args.format, args.conversation)
    if args.output:
        write_export_text(args.output, text)
        print(f"Exported to {terminal_text(args.output)}", file=sys.stderr)
    elif sys.stdout.isatty():  # titles from outside, shown: escaped, the lines kept
        sys.stdout.write(terminal_text(text, lines=True) + "\n")
    else:
        sys.stdout.write(text + "\n")  # terminal: a pipe or a file gets the export's own bytes
    return 0


def import_file(args: argparse.Namespace) -> int:
    """Verbatim JSON, or a ChatGPT or Claude export (conversations.json or
    its zip): which one is found from the file itself."""
    from desktop.session.given_file import why_not_a_file
    from desktop.session.transfer_service import import_now

    why = why_not_a_file(args.file)
    if why:  # a folder was "there is no such file" (issue 37)
        said = say("{why} Nothing was imported.", why=why)
        print(f"verbatim: {terminal_text(said)}", file=sys.stderr)
        return 2
    report = owning("import", lambda: import_now(paths_of(args).data, args.file))
    if report is None:
        return 3
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


def backup(args: argparse.Namespace) -> int:
    """The window's Back up now: a copy, then the retention of Settings → Backups."""
    from desktop.session.backups import back_up_now

    path = owning("back up", lambda: back_up_now(paths_of(args)))
    if path is None:
        return 3
    print(f"Backed up to {terminal_text(path)}")
    return 0


def restore(args: argparse.Namespace) -> int:
    """Checked, then swapped in while this process holds the folder's lock."""
    from desktop.session.owner import restore_now

    kept = owning("restore", lambda: restore_now(paths_of(args).data, args.file))
    if kept is None:
        return 3
    print(
        f"Restored {terminal_text(args.file.name)}. The conversations as they were are kept "
        f"in {terminal_text(kept)}"
    )
    return 0


def projects(args: argparse.Namespace) -> int:
    """Reads a snapshot, as export does: safe while the window runs."""
    from desktop.session.snapshots import projects_counted

    counted = projects_counted(paths_of(args).data)
    if not counted:
        print("No projects yet.", file=sys.stderr)
    for p, count in counted:
        conversations = say_n("%n conversation(s)", None, count)
        files = say_n("%n file(s)", None, len(p.files))
        print(f"{terminal_text(p.name)}\t{conversations}\t{files}")
    return 0
