"""The application session: the one owner of a data folder (no Qt).

It holds the folder's lock (through the owned store), the settings, the
providers and the turn engine, and it is the one place that turns what a
person asks for (send a message, change settings, try the demo) into store
and engine calls. The window only lays out widgets and wires them to it; a
command-line tool can use it the same way.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from desktop.backends.discovery import KNOWN, discover_local_servers
from desktop.documents.reader import stop_reading
from desktop.domain.backups import DAILY
from desktop.domain.messages import Preset
from desktop.domain.providers import DEFAULT_URLS, DiscoveredServer, ProviderKind
from desktop.domain.words import say, say_n
from desktop.engine.turns import TurnEngine
from desktop.local.engine_choice import EngineChoice
from desktop.local.library import Library
from desktop.local.process import LocalEngine
from desktop.session.backups import back_up
from desktop.session.conversations import Conversations
from desktop.session.demo import (
    add_discovered_provider,
    apply_cli_provider,
    forget_demo,
    start_demo_provider,
    stop_demo_servers,
)
from desktop.session.dictation import DictationService
from desktop.session.events import SessionListener, SyncChanged, ToolProblem
from desktop.session.local_models import LOCAL_PROVIDER, LocalModels
from desktop.session.owner import open_owned_store
from desktop.session.paths import AppPaths
from desktop.session.projects import Projects
from desktop.session.providers import Providers
from desktop.session.read_aloud import ReadAloud, spoken_language
from desktop.session.reader import Reader
from desktop.session.settings import Settings, load_settings, save_settings, title
from desktop.session.sync_service import SyncService, SyncState, SyncStatus
from desktop.session.sync_setup import scrub_stored_address
from desktop.session.tasks import TaskManager
from desktop.session.tool_setup import keep_addresses
from desktop.session.transfer_service import (
    ImportReport,
    import_with_backup,
    preview_import,
    request_restore,
    write_export,
)
from desktop.session.updates import Updates, feed_address
from desktop.session.web_search import WebSearching
from desktop.store.backup import daily_due
from desktop.store.worker import AsyncRepository
from desktop.tools.config import address_for, token_for
from desktop.tools.host import McpHost

log = logging.getLogger(__name__)


@dataclass
class AppSession:
    """The application: owns the data folder (its lock, store and settings)
    and every service built on it, is where each use case of the window and
    the command line starts, and is the one way out (aclose ends every
    worker, then the store)."""

    paths: AppPaths
    store: AsyncRepository
    settings: Settings
    providers: Providers
    engine: TurnEngine = field(init=False)
    tools: McpHost = field(init=False)
    sync: SyncService = field(init=False)
    chat: Conversations = field(init=False)
    projects: Projects = field(init=False)  # conversations kept together (issue 27)
    local_models: LocalModels = field(init=False)  # models on this computer (issue 26)
    updates: Updates = field(init=False)  # a word when a new release is out (issue 42)
    web: WebSearching = field(init=False)  # web search for a question (issue 41)
    dictation: DictationService = field(init=False)  # speech to text here (issue 40)
    reading: ReadAloud = field(init=False)  # answers read aloud here (issue 40)
    # Every pool, task and closer the session and its window start: ended
    # by aclose(), the one way out for the window and the command line.
    workers: TaskManager = field(init=False)
    demo: bool = False
    # Where the first run looks for model servers on this computer: the
    # ports Ollama, LM Studio, llama.cpp and vLLM use (tests give their own).
    discovery: list[tuple[str, ProviderKind, int]] = field(default_factory=lambda: list(KNOWN))
    found: list[DiscoveredServer] = field(default_factory=list)  # what discovery last found
    _search: asyncio.Future[list[DiscoveredServer]] | None = field(default=None, init=False)
    # A settings file that was not used whole (newer, unreadable, or with
    # values that could not be used) is left as it was until a setting changes.
    _file_kept: bool = field(default=False, init=False)
    _closing: asyncio.Future[None] | None = field(default=None, init=False)
    _reader: Reader = field(init=False)  # what the window reads the store through

    def __post_init__(self) -> None:
        self._file_kept = bool(self.settings.warning or self.settings.reset)
        self._reader = Reader(self.store.repo)
        self.workers = TaskManager()
        self.local_models = LocalModels(self.paths.data, self.workers, self.providers.local)
        self.dictation = DictationService(
            self.paths.data, self.workers, lambda: spoken_language(self.settings.language)
        )
        self.reading = ReadAloud(self.workers, lambda: spoken_language(self.settings.language))
        self.tools = McpHost(
            self.settings.tool_servers,
            token=token_for,
            address=address_for,
            on_allow_always=self._allowed_always,
            # From the tool host's thread: a window hands it to its own.
            on_problem=lambda server, message: self.chat.tell(ToolProblem(server, message)),
        )
        self.sync = SyncService(self.store, self.settings, self.workers)
        # What each turn runs with (model, options, context, tools) is the
        # session's to say: Conversations hands the engine a TurnPlan.
        self.engine = TurnEngine(self.store, self.providers.resolve, tools=self.tools)
        self.web = WebSearching(lambda: self.settings, self.workers, self.save_settings)
        self.chat = Conversations(
            self.store, lambda: self.settings, self.providers, self.engine, self.web
        )
        self.projects = Projects(self.store, self.chat)
        # What it learns is written as the window's place is: never over a
        # settings file that could not be used whole (save_at_quit's rule).
        self.updates = Updates(lambda: self.settings, self.save_at_quit, feed_address())

    # --------------------------------------------------------------- opening
    @classmethod
    def open(cls, paths: AppPaths, args: argparse.Namespace) -> AppSession:
        """Take the folder (StoreError LOCKED if another Verbatim has it),
        recover, then read the settings: a second start touches nothing."""
        store = open_owned_store(paths.data)
        try:
            settings = load_settings(paths.config)
            demo = bool(getattr(args, "demo", False))
            scrubbed = scrub_stored_address(settings)
            # A tool server's address with a password in it, from an older
            # settings file: to the keyring, and out of the file (issue 37).
            moved = any(s.secret_url for s in settings.tool_servers)
            unkept = keep_addresses(settings) if moved and not settings.warning else None
            changed = (
                forget_demo(settings) | apply_cli_provider(settings, args) | bool(scrubbed) | moved
            )
            if demo:
                # The demo server lives in this process; its address is new every run.
                settings = start_demo_provider(settings)
            elif changed and not settings.warning and (not settings.reset or scrubbed or moved):
                # Saved only when something changed: a newer or unreadable file,
                # or one with values that could not be used, is left as it is
                # until the person changes a setting (unless a secret must leave it).
                try:
                    save_settings(paths.config, settings)
                except OSError as exc:
                    log.warning("settings not saved: %s", exc)
            local = LocalEngine(
                Library(paths.data),
                paths.logs,
                idle_seconds=settings.local_idle_minutes * 60,
                choice=EngineChoice(settings.local_gpu, settings.local_gpu_layers),
            )
            session = cls(paths, store, settings, Providers(settings, local), demo=demo)
            for notice in (scrubbed, unkept):
                if notice:
                    store.repo.notices.append(notice)
            places = getattr(args, "discover", None)
            if places is not None:
                session.discovery = list(places)
            return session
        except BaseException:
            store.close()  # and with it the folder's lock
            raise

    @property
    def repo(self) -> Reader:
        """The store's reading side, for the window's models (GUI thread):
        its reading queries only, no write reachable (issue 38)."""
        return self._reader

    def notices(self) -> list[str]:
        """What the person should hear about at start-up, in plain words."""
        repo = self.store.repo
        out = list(repo.notices)
        if repo.recovered_count:
            out.append(
                say_n(
                    "Verbatim last closed in the middle of %n answer(s). What was said is "
                    "kept and marked Stopped.",
                    None,
                    repo.recovered_count,
                )
            )
        if self.settings.warning:
            out.append(self.settings.warning)
        return out

    def settings_reset(self) -> list[tuple[str, str]]:
        """The settings of the file that could not be used at start, each as
        (the words that name it, why): sentences made with say(), for the
        window to name them. They have their defaults until the person saves."""
        return [(title(name), why) for name, why in self.settings.reset]

    async def discover_servers(self) -> list[DiscoveredServer]:
        """Model servers answering on this computer now (remembered: while
        no provider is set up, the header offers their models and the first
        question goes to the first of them)."""
        if not self.discovery:
            return []
        self._search = asyncio.ensure_future(discover_local_servers(known=self.discovery))
        self.found = await asyncio.shield(self._search)
        return self.found

    async def first_question_server(self) -> bool:
        """Before a question is sent with no provider set up: the search for
        servers here is waited for (a question typed at once came before
        it ended), and the first found is set up to answer it."""
        if self.settings.providers:
            return False
        if self._search is not None and not self._search.cancelled():
            # The search's own result, even when it has just ended: the page's
            # task copies it to self.found a step later, and a question sent in
            # between went with no model while the server was found.
            self.found = await asyncio.shield(self._search)
        return self.adopt_found_server()

    def found_choices(self) -> list[tuple[str, str]]:
        """(server, model) for each model of each server found, while no
        provider is set up: what the model menu offers on the welcome page."""
        if self.settings.providers:
            return []
        return [(server.name, model) for server in self.found for model in server.models]

    def adopt_found_server(self, name: str | None = None, model: str | None = None) -> bool:
        """Set up a server found on this computer as the provider (the one
        named, else the first found) with `model` or its first model, as
        "Use …" on the welcome page does: a first question typed before any
        choice is answered by it (issue 35, defect 3). False when no server
        was found or a provider is set up already."""
        if self.settings.providers:
            return False
        servers = [s for s in self.found if name is None or s.name == name]
        if not servers:
            return False
        server = servers[0]
        chosen = model or (server.models[0] if server.models else "")
        # Set up for this session even where the settings file cannot be
        # written: the question is answered either way.
        self.use_found_server(server.name, server.kind.value, server.base_url, chosen)
        return True

    # --------------------------------------------------------------- settings
    def save_settings(self) -> str | None:
        """Write the settings file; a sentence for the person if that failed,
        or if a secret in a tool server's address could not be kept."""
        unkept = keep_addresses(self.settings)  # the address's secret: the keyring, never the file
        self._file_kept = False
        try:
            save_settings(self.paths.config, self.settings)
        except OSError as exc:
            return say(
                "Verbatim could not save its settings ({reason}). They apply until you quit.",
                reason=exc.strerror or exc,
            )
        return unkept

    # The window asks for each change of a setting here and never writes to
    # `settings` itself (issue 38): every change has one writer, the session,
    # and one way to the file. Settings' dialogs edit a copy and hand it back
    # whole (apply_settings).
    def set_font_size(self, size: float) -> str | None:
        """The text size, written now; a sentence if writing failed."""
        self.settings.font_size = size
        return self.save_settings()

    def set_hands_free(self, on: bool, *, keep: bool = True) -> str | None:
        """Hands-free conversation on or off; `keep`: written to the file
        (a mode that could not start is only switched off here)."""
        self.settings.hands_free = on
        return self.save_settings() if keep else None

    def set_context_length(self, provider: str, model: str, tokens: int) -> str | None:
        """The context length the person chose for a model (0: the server's
        own), written when it changed."""
        key = f"{provider}/{model}"
        if tokens == self.settings.context_lengths.get(key, 0):
            return None
        if tokens:
            self.settings.context_lengths[key] = tokens
        else:
            self.settings.context_lengths.pop(key, None)
        return self.save_settings()

    def remember_scroll(self, conversation_id: str, position: int) -> None:
        """Where a conversation was read to (written at quit)."""
        self.settings.last_scroll[conversation_id] = position

    def remember_place(
        self, geometry: str, conversation_id: str | None, folders: dict[str, str]
    ) -> None:
        """The window's place, the conversation open and the folders files
        were last taken from (written at quit, by save_at_quit)."""
        self.settings.window_geometry = geometry
        self.settings.last_conversation_id = conversation_id
        self.settings.last_folders = folders

    def save_at_quit(self) -> str | None:
        """What the window remembers at quit (its place, the conversation
        open, the scroll places): written, unless the file is kept as it was
        because it was not used whole and no setting changed since."""
        return None if self._file_kept else self.save_settings()

    def apply_settings(self, settings: Settings) -> str | None:
        self.settings = settings
        self.providers.reconfigure(settings)
        self.tools.reconfigure(settings.tool_servers)
        self.sync.settings = settings
        said = self.save_settings()
        self.chat.models_changed()
        return said

    def _allowed_always(self, server: str, tool: str) -> None:
        """The person chose "Always allow" for a tool: remembered in settings."""
        self.settings.tool_servers = [
            replace(s, allowed_tools=(*s.allowed_tools, tool))
            if s.name == server and tool not in s.allowed_tools
            else s
            for s in self.settings.tool_servers
        ]
        self.save_settings()

    def start_demo(self) -> str | None:
        self.demo = True
        return self.apply_settings(start_demo_provider(self.settings))

    def use_local_model(self, name: str) -> str | None:
        """Talk to a model on this computer from now on (the engine starts
        with the first question)."""
        return self.apply_settings(
            add_discovered_provider(
                self.settings,
                LOCAL_PROVIDER,
                ProviderKind.LOCAL.value,
                DEFAULT_URLS[ProviderKind.LOCAL],
                name,
            )
        )

    def use_found_server(self, name: str, kind: str, base_url: str, model: str) -> str | None:
        return self.apply_settings(
            add_discovered_provider(self.settings, name, kind, base_url, model)
        )

    # ---------------------------------------------------------------- turns
    def save_preset(self, preset: Preset) -> str | None:
        """Add or replace the preset of that name; a sentence if saving failed."""
        others = [p for p in self.settings.presets if p.name != preset.name]
        self.settings.presets = sorted([*others, preset], key=lambda p: p.name.casefold())
        return self.save_settings()

    def delete_preset(self, name: str) -> str | None:
        self.settings.presets = [p for p in self.settings.presets if p.name != name]
        return self.save_settings()

    # ------------------------------------------------------------ listening
    def add_listener(self, listener: SessionListener) -> None:
        """Hear every event: the engine's, tool problems, sync, changes."""
        self.chat.add_listener(listener)

    def remove_listener(self, listener: SessionListener) -> None:
        self.chat.remove_listener(listener)

    # ----------------------------------------------------------------- data
    async def preview_import(self, path: Path) -> ImportReport:
        return await self.store.run(lambda r: preview_import(r, path))

    async def import_file(
        self,
        path: Path,
        progress: Callable[[int], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> ImportReport:
        """A backup first, then the import; everything that shows
        conversations reads them again."""
        data = self.paths.data
        report = await self.store.run(
            lambda r: import_with_backup(r, data, path, progress=progress, cancel=cancel)
        )
        self.chat.outside_changes()
        return report

    async def export(
        self,
        path: Path,
        kind: str,
        conversation_id: str | None = None,
        progress: Callable[[int, int], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> None:
        await self.store.run(
            lambda r: write_export(r, path, kind, conversation_id, progress, cancel)
        )

    def restore_at_next_start(self, path: Path) -> None:
        request_restore(self.paths.data, path)

    # ----------------------------------------------------------------- sync
    async def sync_now(self) -> SyncStatus:
        """One round; every view hears how it went, and reads again what
        another device changed (a delete, a rename: issue 25)."""
        self.chat.tell(SyncChanged(SyncStatus(SyncState.SYNCING, say("Syncing…"))))
        status = await self.sync.run_now()
        if status.received or status.changed:
            self.chat.outside_changes()
        self.chat.tell(SyncChanged(status))
        return status

    async def refresh_sync(self) -> SyncStatus:
        status = await self.sync.refresh()
        self.chat.tell(SyncChanged(status))
        return status

    # -------------------------------------------------------------- backups
    async def backup(self, kind: str) -> Path:
        """A copy of the store in backups/, on the writer thread (never the
        GUI thread, never during a turn's final write: those share it)."""
        data = self.paths.data
        days, weeks = self.settings.backup_days, self.settings.backup_weeks

        return await self.store.run(lambda r: back_up(r.db, data, kind, days, weeks))

    async def backup_if_due(self) -> Path | None:
        """Today's daily copy, unless there is one."""
        if not daily_due(self.paths.data):
            return None
        return await self.backup(DAILY)

    # -------------------------------------------------------------- closing
    async def aclose(self) -> None:
        """The one way out, for the window's close and the command line's
        exit alike: running answers saved as interrupted, downloads and the
        sync round stopped, tool servers, the demo server, the local engine
        and document readers ended, every pool and task of `workers` ended,
        and last the store (and with it the folder's lock). Each step is
        guarded on its own, so no failure leaves the rest running. A second
        call waits for the first."""
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close())
        await asyncio.shield(self._closing)

    async def _close(self) -> None:
        self.local_models.close()  # a download stops at its next block, keeping nothing
        self.sync.close()  # the round ends after the step it is in
        steps: list[tuple[str, Callable[[], Any]]] = [
            ("the engine's shutdown", self.engine.shutdown),  # answers saved (P8)
            ("context refreshes", self.chat.aclose),
            ("the tool servers", self.tools.aclose),  # their processes end with them
            ("the demo server", stop_demo_servers),
            ("the model servers", self.providers.aclose),  # the local engine's process too
            ("document readers", stop_reading),
            ("workers", self.workers.aclose),
        ]
        for name, step in steps:
            try:
                done = step()
                if inspect.isawaitable(done):
                    await done
            except Exception:
                log.exception("stopping %s failed", name)
        await self.store.aclose()  # last: releases the folder's lock
