"""Sync for the window (issue 17): the target from settings, one round at
a time, and its state in words for the sidebar. No Qt."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.domain.errors import StoreError
from desktop.domain.words import reason, say, say_n
from desktop.session.settings import Settings
from desktop.session.tasks import TaskManager
from desktop.store.worker import AsyncRepository
from desktop.sync.secrets import passphrase, webdav_password
from desktop.sync.segment import SyncError

if TYPE_CHECKING:
    from desktop.sync.transport import Transport

# The sync machinery (desktop.sync.sequence and what it needs, ~30 ms to
# import) loads with the first round or count, not with the window: most
# people never set sync up, and start-up is measured (issue 28).

log = logging.getLogger(__name__)


class SyncState(StrEnum):
    """Where sync stands, in one word the sidebar shows."""

    OFF = "off"  # no target set
    SYNCING = "syncing"
    SYNCED = "synced"
    WAITING = "waiting"  # changes here not sent yet
    OFFLINE = "offline"  # the target cannot be reached
    ERROR = "error"  # something the person must fix


@dataclass
class SyncStatus:
    """The sync state and its sentence for the sidebar, with how many changes
    wait and what the last round brought."""

    state: SyncState = SyncState.OFF
    words: str = ""
    waiting: int = 0
    received: int = 0  # messages the last round brought
    changed: bool = False  # the last round applied files (deletes and renames too)


class SyncStopped(Exception):
    """A round of `verbatim sync` that stopped: str() is the sentence (the
    target could not be reached, or what it holds was refused)."""


class DataFolderRefused(Exception):
    """The data folder's database refused what a round records of what it
    sends and receives (a read-only folder, a full disk): str() says why."""


@dataclass(frozen=True)
class RoundDone:
    """What one round of `verbatim sync` did: where, in one sentence, and
    the problems it met (naming conversations and files from the other side)."""

    where: str
    summary: str
    problems: tuple[str, ...]


def has_target(settings: Settings) -> bool:
    """A folder or a WebDAV address is set: make_transport makes one."""
    return bool(settings.sync_folder or settings.sync_webdav)


def make_transport(settings: Settings, password: str = "") -> Transport | None:
    """The target the settings name (the one place a transport is made, for
    the window and the command line alike). `password`: one given for this
    round only (written into an address on the command line)."""
    from desktop.sync.transport import FolderTransport, WebDavTransport

    if settings.sync_webdav:
        password = password or webdav_password(settings.sync_webdav, settings.sync_user) or ""
        return WebDavTransport(settings.sync_webdav, settings.sync_user, password)
    if settings.sync_folder:
        return FolderTransport(Path(settings.sync_folder))
    return None


class SyncService:
    """Sync for the window: the target from settings, one round at a time on
    its own worker, and its status in words."""

    def __init__(self, store: AsyncRepository, settings: Settings, workers: TaskManager) -> None:
        self.store = store
        self.settings = settings
        self.status = SyncStatus()
        self.workers = workers  # the network waits on its pool "sync", one thread
        self._running = False

    @property
    def configured(self) -> bool:
        return has_target(self.settings)

    async def refresh(self) -> SyncStatus:
        """The waiting count, without a round (after a turn, at start)."""
        if not self.configured:
            self.status = SyncStatus()
            return self.status
        from desktop.sync.sequence import waiting_changes

        waiting = await self.store.run(waiting_changes)
        self.status.waiting = waiting
        if self.status.state in (SyncState.SYNCED, SyncState.WAITING, SyncState.OFF):
            self.status.state = SyncState.WAITING if waiting else SyncState.SYNCED
            self.status.words = _words(self.status.state, waiting)
        return self.status

    async def run_now(self) -> SyncStatus:
        """One round; never raises: the status says what happened."""
        if self.workers.closed:
            return self.status  # quitting: no round starts
        transport = make_transport(self.settings)
        if transport is None or self._running:
            return await self.refresh()
        from desktop.sync.sequence import sync_round, waiting_changes

        self._running = True
        self.status = SyncStatus(SyncState.SYNCING, say("Syncing…"), self.status.waiting)
        try:
            network = self.workers.pool("sync")
            report = await sync_round(self.store, transport, passphrase(), network)
        except SyncError as exc:
            waiting = await self._waiting()
            # A round stopped after applying files: the window reads them (issue 36).
            if exc.offline:
                words: str = say("Offline; changes wait here. {why}", why=reason(exc))
                self.status = SyncStatus(SyncState.OFFLINE, words, waiting, changed=exc.changed)
            else:
                self.status = SyncStatus(SyncState.ERROR, reason(exc), waiting, changed=exc.changed)
        except StoreError as exc:
            self.status = SyncStatus(
                SyncState.ERROR,
                say("Sync waits: {why}", why=exc.message),  # paused while the disk refuses
            )
        except Exception as exc:  # sync must never take the window down
            log.exception("sync failed")
            self.status = SyncStatus(
                SyncState.ERROR, say("Sync failed: {error}", error=reason(exc))
            )
        else:
            waiting = await self.store.run(waiting_changes)
            state = SyncState.WAITING if waiting else SyncState.SYNCED
            words = _words(state, waiting)
            if report.problems:
                words = f"{words} {report.problems[0]}"
            self.status = SyncStatus(
                state, words, waiting, report.received_messages, bool(report.received_files)
            )
        finally:
            self._running = False
            close = getattr(transport, "close", None)
            if close is not None:
                close()
        return self.status

    async def _waiting(self) -> int:
        from desktop.sync.sequence import waiting_changes

        try:
            return await self.store.run(waiting_changes)
        except StoreError:
            return self.status.waiting

    def busy(self) -> bool:
        """A round is running (the store may hold what the window is not told yet)."""
        return self._running

    def close(self) -> None:
        """At quit: no step of a round starts after the one under way (the
        session's aclose waits for that one)."""
        self.workers.retire("sync")


def sync_once(
    data_dir: Path, settings: Settings, password: str = "", passphrase: str | None = None
) -> RoundDone:
    """`verbatim sync`: one round with the target the settings name (check
    has_target first), the round the window runs (sync/sequence.py's steps)
    on a store this process owns meanwhile, never repaired. Raises
    StoreError (kind LOCKED when the window has the folder), SyncStopped,
    DataFolderRefused, or OSError when the data folder cannot be written."""
    import sqlite3

    import peewee

    from desktop.session.owner import open_owned_store
    from desktop.sync.sequence import run_round

    transport = make_transport(settings, password)  # as the window makes it
    if transport is None:
        raise ValueError("no sync target: check has_target first")
    try:
        store = open_owned_store(data_dir, repair=False)
        try:
            report = run_round(store.repo, transport, passphrase)
        finally:
            store.close()
    except SyncError as exc:
        raise SyncStopped(str(exc)) from exc
    except (sqlite3.Error, peewee.DatabaseError) as exc:
        raise DataFolderRefused(reason(exc)) from exc
    finally:
        close = getattr(transport, "close", None)
        if close is not None:
            close()
    return RoundDone(transport.where, report.summary(), tuple(report.problems))


def _words(state: SyncState, waiting: int) -> str:
    if state is SyncState.WAITING:
        return say_n("%n change(s) waiting to sync", None, waiting)
    return say("Synced")
