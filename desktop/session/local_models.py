"""Models on this computer, as use cases: add, list, remove, and the rows a
person chooses from (size, quantisation, context, memory, fit). The window's
library and `verbatim models` both call these."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from desktop.domain.local_models import (
    DownloadCancelled,
    DownloadProgress,
    Fit,
    FoundModel,
    HubError,
    HubOffline,
    HubRepo,
    ModelFileError,
)
from desktop.domain.sizes import disk_size as human_size
from desktop.domain.words import reason, say
from desktop.local.binary import find_engine
from desktop.local.engine_build import Progress as BuildProgress
from desktop.local.engine_build import build_engine, can_build
from desktop.local.found import find_models
from desktop.local.gguf_facts import OVERHEAD, ModelFacts, choose_context, fit, memory_needed
from desktop.local.hub import HubFile, clear_staging, download, projector, remote_facts
from desktop.local.hub import files as hub_files
from desktop.local.hub import search as hub_search
from desktop.local.library import Library, LocalModel
from desktop.local.process import EngineError, LocalEngine, available_memory
from desktop.session.given_file import why_not_a_file
from desktop.session.speech_downloads import (
    RemovedSpeech,
    SpeechOfferRow,
    download_speech_model,
    remove_speech_model,
    speech_offers,
)
from desktop.session.speech_models import SpeechRow, add_speech_model, speech_rows
from desktop.session.tasks import TaskManager
from desktop.voice.speech import SpeechModel

__all__ = [
    "FIRST_MODEL_REPO",
    "LOCAL_PROVIDER",
    "MINUTES",
    "DownloadCancelled",
    "DownloadProgress",
    "Fit",
    "FoundModel",
    "HubChoice",
    "HubError",
    "HubFile",
    "HubOffline",
    "HubRepo",
    "LocalModel",
    "LocalModels",
    "ModelFileError",
    "ModelRow",
    "RemovedSpeech",
    "SpeechOfferRow",
    "SpeechRow",
    "download_model",
    "hub_choices",
    "hub_search",
    "human_size",
    "search_models",
]

T = TypeVar("T")
# How long preparing the engine takes, as the window offers it: 4 min 4 s
# measured on two idle cores; longer on a busy machine (ARCHITECTURE.md).
MINUTES = 5
LOCAL_PROVIDER = "This computer"
# However the network fails (a name server that never answers is bounded by
# nothing below), "Searching…" gives way to a sentence within this time.
SEARCH_DEADLINE_S = 10.0
# A repository's files and one model's header (2 MB) on a slow line.
CHOICES_DEADLINE_S = 30.0
# The model offered on a first run: small, good at conversation in many
# languages, Apache-2.0, one file per quantisation (Q4_K_M is 1.1 GB).
FIRST_MODEL_REPO = "Qwen/Qwen2.5-1.5B-Instruct-GGUF"


@dataclass(frozen=True)
class ModelRow:
    """One downloaded model as the Local models dialog lists it: the context
    it would start with here, the memory that takes, and whether that fits
    this computer."""

    model: LocalModel
    context: int  # what the engine will be started with here
    memory: int  # bytes it takes at that context
    fit: Fit


@dataclass(frozen=True)
class HubChoice:
    """One quantisation a Hugging Face repository offers, as a person picks it."""

    file: HubFile
    memory: int  # bytes it would take here, at the context it would get
    fit: Fit
    recommended: bool


PREFERRED_QUANT = "Q4_K_M"  # the usual balance of size and quality


def search_models(query: str) -> list[HubRepo]:
    """`verbatim models search`, and the window's search (LocalModels.search_hub,
    within a deadline): the hub's GGUF repositories for `query`. HubError
    (HubOffline when it cannot be reached) says why not."""
    return hub_search(query)


def hub_choices(repo_id: str, available: int | None = None) -> list[HubChoice]:
    """The model files `repo_id` offers with their fit here, one recommended:
    Q4_K_M where it fits, else the largest that fits. The fit comes from the
    model's own header (its first bytes, read once: every quantisation of a
    repository shares the architecture); without it, from the size alone.
    HubError says why not."""
    free = available if available is not None else available_memory()
    offered = [f for f in hub_files(repo_id) if not f.is_projector]
    if not offered:
        raise HubError(say("“{repo}” offers no GGUF model file Verbatim can run.", repo=repo_id))
    header = remote_facts(offered[0])
    out: list[tuple[HubFile, int, Fit]] = []
    for f in offered:
        if header is None:
            needed = f.size + OVERHEAD
            verdict = Fit.WONT if needed > free else Fit.SLOW if needed > free * 0.7 else Fit.FITS
        else:
            facts = _as_file(header, f)
            needed = memory_needed(facts, choose_context(facts, free))
            verdict = fit(facts, free)
        out.append((f, needed, verdict))
    fitting = [f for f, _, verdict in out if verdict is Fit.FITS]
    best = next((f for f in fitting if f.quantisation == PREFERRED_QUANT), None)
    if best is None and fitting:
        best = max(fitting, key=lambda f: f.size)
    return [HubChoice(f, needed, verdict, f is best) for f, needed, verdict in out]


def _as_file(header: ModelFacts, f: HubFile) -> ModelFacts:
    from dataclasses import replace

    return replace(header, size=f.size, quantisation=f.quantisation or header.quantisation)


def download_model(
    data_dir: Path,
    repo_id: str,
    filename: str,
    told: Callable[[DownloadProgress], None],
    cancelled: threading.Event,
) -> LocalModel:
    """Download one model file (and the vision projector its repository
    ships), verified, into the models folder, and add it to the library.
    HubError says why not; DownloadCancelled if `cancelled` was set. Either
    way, nothing partial stays behind."""
    folder = Library(data_dir).folder
    offered = hub_files(repo_id)
    chosen = next((f for f in offered if f.filename == filename), None)
    if chosen is None:
        raise HubError(say("“{repo}” has no file “{file}”.", repo=repo_id, file=filename))
    path = download(chosen, folder, told, cancelled)
    extra = projector(offered)
    try:
        vision = download(extra, folder, told, cancelled) if extra else None
        return Library(data_dir).add(
            path, name=_hub_name(repo_id, chosen), owned=True, projector=vision
        )
    except BaseException:
        path.unlink(missing_ok=True)
        raise


def _hub_name(repo_id: str, f: HubFile) -> str:
    return Path(f.filename).stem


def clear_downloads(data_dir: Path) -> None:
    clear_staging(Library(data_dir).folder)


def rows(data_dir: Path, available: int | None = None) -> list[ModelRow]:
    free = available if available is not None else available_memory()
    out = []
    for model in Library(data_dir).models():
        facts = model.facts()
        context = choose_context(facts, free)
        out.append(ModelRow(model, context, memory_needed(facts, context), fit(facts, free)))
    return out


def add_model(data_dir: Path, path: Path, copy: bool = False) -> LocalModel:
    """Register a GGUF file; ModelFileError says why not, in a sentence."""
    why = why_not_a_file(path)
    if why:  # a folder, a pipe or a device was "There is no file" (issue 37)
        raise ModelFileError(say("{why} Nothing was added.", why=why))
    try:
        return Library(data_dir).add(path, copy=copy)
    except OSError as exc:
        raise ModelFileError(
            say(
                "The model could not be copied into Verbatim's folder: {why}. Nothing was added.",
                why=exc.strerror or exc,
            )
        ) from exc


def remove_model(data_dir: Path, name: str) -> LocalModel:
    return Library(data_dir).remove(name)


def models_elsewhere(data_dir: Path, home: Path | None = None) -> list[FoundModel]:
    """Models other apps keep (LM Studio, Jan, Ollama) not added yet."""
    added = {Path(m.path).resolve() for m in Library(data_dir).models()}
    return [m for m in find_models(home) if m.path.resolve() not in added]


def add_found(data_dir: Path, found: FoundModel) -> LocalModel:
    """Use another app's model where it lies, under that app's name."""
    return Library(data_dir).add(found.path, name=found.name)


class LocalModels:
    """The use cases above for one data folder, as the window calls them.
    The slow ones (the network, copying gigabytes) are awaited: they run on
    the session's pool "local-models" (two plain Python threads: a search
    answers while a download runs)."""

    def __init__(
        self, data_dir: Path, workers: TaskManager, engine: LocalEngine | None = None
    ) -> None:
        self.data_dir = data_dir
        self.workers = workers
        self.engine = engine
        self._building = False
        self._downloads: set[threading.Event] = set()

    async def _off(self, work: Callable[..., T], *args: Any) -> T:
        return await self.workers.run("local-models", work, *args, workers=2)

    def close(self) -> None:
        """At quit: downloads stop (nothing of them kept) and no work starts;
        the session's aclose waits for the threads."""
        for cancelled in self._downloads:
            cancelled.set()
        self.workers.retire("local-models")

    async def _within(self, seconds: float, work: Callable[..., T], *args: Any) -> T:
        """`work` off the event loop, given up after `seconds` as offline.
        Its thread ends on its own (its requests have timeouts); no one
        waits for it."""
        try:
            return await asyncio.wait_for(self._off(work, *args), seconds)
        except TimeoutError:
            raise HubOffline from None

    async def where(self) -> str:
        """Where models run here, in a sentence: on the GPU (its name, and the
        layers of the model running), or on the processor and why. The first
        time it runs the GPU engine's device listing, off the event loop."""
        if self.engine is None or find_engine() is None:
            return ""
        return await self._off(self.engine.where)

    async def search_hub(self, query: str) -> list[HubRepo]:
        return await self._within(SEARCH_DEADLINE_S, search_models, query)

    async def hub_choices(self, repo_id: str) -> list[HubChoice]:
        return await self._within(CHOICES_DEADLINE_S, hub_choices, repo_id)

    async def download_model(
        self,
        repo_id: str,
        filename: str,
        told: Callable[[DownloadProgress], None],
        cancelled: threading.Event,
    ) -> LocalModel:
        self._downloads.add(cancelled)
        try:
            return await self._off(
                download_model, self.data_dir, repo_id, filename, told, cancelled
            )
        except asyncio.CancelledError:
            # No one waits for it any more (the window closed its tasks):
            # its thread stops too, keeping nothing, instead of going on
            # unseen to the end of the file.
            cancelled.set()
            raise
        finally:
            self._downloads.discard(cancelled)

    async def add_file(self, path: Path, copy: bool = False) -> LocalModel:
        return await self._off(add_model, self.data_dir, path, copy)

    def rows(self) -> list[ModelRow]:
        return rows(self.data_dir)

    def names(self) -> list[str]:
        """The models registered here, by name, without weighing each one
        against this computer's memory as `rows` does (the welcome page)."""
        return [model.name for model in Library(self.data_dir).models()]

    def add(self, path: Path, copy: bool = False) -> LocalModel:
        return add_model(self.data_dir, path, copy)

    def speech_rows(self) -> list[SpeechRow]:
        """The speech models and voices, with what each is used for."""
        return speech_rows(self.data_dir)

    async def add_speech_folder(self, folder: Path) -> SpeechModel:
        """A faster-whisper model's folder, as `verbatim models add FOLDER`
        adds it: the one dictation uses from now on. Off the window's thread
        (its size is summed over every file, and a folder may be on a slow
        disk); ModelFileError says why not, in a sentence."""
        return await self._off(add_speech_model, self.data_dir, folder)

    def speech_offers(self) -> list[SpeechOfferRow]:
        """The speech models offered for download and not here yet."""
        return speech_offers(self.data_dir)

    async def download_speech(
        self, name: str, told: Callable[[DownloadProgress], None], cancelled: threading.Event
    ) -> SpeechModel:
        """An offered speech model downloaded and added (what arrived of an
        earlier try is not asked for again); HubError says why not."""
        self._downloads.add(cancelled)
        try:
            return await self._off(download_speech_model, self.data_dir, name, told, cancelled)
        except asyncio.CancelledError:
            cancelled.set()  # the window closed: its thread stops too
            raise
        finally:
            self._downloads.discard(cancelled)

    def remove(self, name: str) -> LocalModel:
        return remove_model(self.data_dir, name)

    async def remove_speech(self, name: str) -> RemovedSpeech:
        """A speech model removed: deleted where it was downloaded, else
        forgotten. Off the window's thread (a model may be 487 MB of files
        to delete); ModelFileError says why not, in a sentence."""
        return await self._off(remove_speech_model, self.data_dir, name)

    def elsewhere(self) -> list[FoundModel]:
        return models_elsewhere(self.data_dir)

    def add_found(self, found: FoundModel) -> LocalModel:
        return add_found(self.data_dir, found)

    @staticmethod
    def engine_installed() -> bool:
        return find_engine() is not None

    @staticmethod
    def can_prepare_engine() -> bool:
        """Running from a source checkout, the engine can be built here."""
        return can_build()

    def prepare_engine(self, progress: BuildProgress, done: Callable[[str], None]) -> bool:
        """Build the engine on a thread of its own, once; False if a build
        runs already. `progress` and `done` ("" or what went wrong) are called
        on that thread. The build goes on if the window closes (it is cached
        for the next start), and Verbatim's quit never waits for it."""
        if self._building:
            return False
        self._building = True

        def told(percent: int, left: float | None) -> None:
            with contextlib.suppress(RuntimeError):  # the window that asked is gone
                progress(percent, left)

        def run() -> None:
            try:
                build_engine(told)
                said = ""
            except EngineError as exc:
                said = reason(exc)
            except OSError as exc:
                said = say("The engine could not be prepared: {why}.", why=reason(exc))
            finally:
                self._building = False
            with contextlib.suppress(RuntimeError):  # the window that asked is gone
                done(said)

        threading.Thread(target=run, name="engine-build", daemon=True).start()
        return True
