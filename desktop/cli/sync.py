"""`verbatim sync`: one round with the target the window uses; a folder or
address given here is remembered as that target."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.cli.common import owning, paths_of
from desktop.domain.words import reason, terminal_text

if TYPE_CHECKING:
    from desktop.session.settings import Settings


def sync(args: argparse.Namespace) -> int:
    """A round, with what the data folder's disk refuses said in words (a
    read-only data folder used to end in a traceback)."""
    from desktop.session.sync_service import DataFolderRefused

    data = paths_of(args).data
    try:
        return _round(args)
    except (OSError, DataFolderRefused) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else reason(exc)
        print(
            f"verbatim: sync needs to write to the data folder {terminal_text(data)} to record "
            f"what it sends and receives, and it cannot ({terminal_text(why)}). Is it "
            "read-only? Nothing was changed.",
            file=sys.stderr,
        )
        return 2


def _round(args: argparse.Namespace) -> int:
    """One round; a folder or address given is remembered as the target."""
    from desktop.session.settings import load_settings
    from desktop.session.sync_service import SyncStopped, has_target, sync_once
    from desktop.session.sync_setup import scrub_stored_address

    paths = paths_of(args).ensure()
    settings = load_settings(paths.config)
    said = scrub_stored_address(settings)
    given_password = ""
    if args.folder or args.webdav:
        target = _new_target(args, settings)
        if target is None:
            return 2
        said, given_password = target
    _remember(args, paths.config, settings, said)
    passphrase = None
    if args.passphrase_env:
        passphrase = os.environ.get(args.passphrase_env)
        if not passphrase:
            print(
                f"verbatim: the variable {terminal_text(args.passphrase_env)} is not set.",
                file=sys.stderr,
            )
            return 2
    if not has_target(settings):
        print(
            "verbatim: no sync target yet. Give --folder PATH or --webdav URL once; "
            "it is remembered.",
            file=sys.stderr,
        )
        return 2
    try:
        done = owning("sync", lambda: sync_once(paths.data, settings, given_password, passphrase))
    except SyncStopped as exc:
        print(f"verbatim: {terminal_text(exc)}", file=sys.stderr)
        return 2
    if done is None:
        return 3
    print(f"Synced with {terminal_text(done.where)}. {terminal_text(done.summary)}")
    for problem in done.problems:  # they name conversations and files from the other side
        print(f"verbatim: {terminal_text(problem)}", file=sys.stderr)
    return 0


def _new_target(args: argparse.Namespace, settings: Settings) -> tuple[str | None, str] | None:
    """The folder or address given, set as the target: what to say of it,
    and the password the address carried; None when the folder cannot be
    made (said)."""
    from desktop.session.sync_setup import address_password, set_sync_target

    if args.folder:  # given by hand: made if it is new (a missing drive says so later)
        try:
            args.folder.expanduser().mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(
                f"verbatim: cannot make the folder {terminal_text(args.folder)}: "
                f"{terminal_text(exc)}",
                file=sys.stderr,
            )
            return None
    given_password = address_password(args.webdav or "")
    said = set_sync_target(
        settings,
        folder=str(args.folder.expanduser().resolve()) if args.folder else "",
        webdav=args.webdav or "",
        user=args.user,
    )
    return said, given_password


def _remember(args: argparse.Namespace, config: Path, settings: Settings, said: str | None) -> None:
    """The target saved in the settings when it is new or was changed, and
    what there is to say of it said."""
    from desktop.session.settings import save_settings

    if (args.folder or args.webdav or said) and not settings.warning:
        try:
            save_settings(config, settings)
        except OSError as exc:  # a read-only data folder: this round still runs
            print(
                f"verbatim: the sync target is not remembered ({terminal_text(exc)}).",
                file=sys.stderr,
            )
    if said:
        print(f"verbatim: {terminal_text(said)}", file=sys.stderr)
