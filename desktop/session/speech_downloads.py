"""Speech models downloaded from Hugging Face, as use cases (issue 40): the
offered ones not on this computer yet, each with its size, the languages
it knows and whether it fits here (disk and memory), and one downloaded
into `<data>/speech/<name>/` and added as a folder the person added is,
so the rules of which model serves which language pick it; and a speech
model removed: one downloaded deleted, one added from elsewhere forgotten."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.domain.local_models import DownloadProgress, Fit, HubError, ModelFileError
from desktop.domain.words import say
from desktop.local.hub import SPACE_MARGIN
from desktop.local.process import available_memory
from desktop.local.speech_hub import OFFERED, SpeechOffer, download_folder, offer, staging_of
from desktop.session.speech_models import (
    add_speech_model,
    added_models,
    forget_speech_model,
    is_downloaded,
    speech_dir,
)
from desktop.voice.speech import APP_LANGUAGES, SpeechModel

# faster-whisper holds the model's weights and works beside them: taken
# as twice the folder's size in memory (a rule of thumb, not measured
# here), weighed against free memory as a GGUF file without its header is.
MEMORY_PER_BYTE = 2


@dataclass(frozen=True)
class RemovedSpeech:
    """A speech model taken out of the library, and whether its folder was
    deleted (downloaded) or left where it is (added from elsewhere)."""

    name: str
    deleted: bool


@dataclass(frozen=True)
class SpeechOfferRow:
    """A speech model offered for download, as the library lists it."""

    name: str
    repo_id: str
    size: int  # about: the hub's own sizes are used to download
    languages: tuple[str, ...]
    many_more: bool  # a multilingual Whisper knows 94 more
    memory: int  # bytes it takes here when in use
    fit: Fit  # against the memory free now
    room: bool  # whether the disk has room for it
    started: int  # bytes an earlier try left, that the next goes on from


def _languages(chosen: SpeechOffer) -> tuple[str, ...]:
    return APP_LANGUAGES if chosen.multilingual else ("en",)


def memory_fit(size: int, free: int) -> Fit:
    """As a GGUF file's fit without its header: more than the free memory
    will not fit, more than seven tenths of it may be slow."""
    needed = size * MEMORY_PER_BYTE
    return Fit.WONT if needed > free else Fit.SLOW if needed > free * 0.7 else Fit.FITS


def speech_offers(data_dir: Path, available: int | None = None) -> list[SpeechOfferRow]:
    """The offered models not downloaded here yet (one whose folder was
    added and is still there counts as here)."""
    free = available if available is not None else available_memory()
    folder = speech_dir(data_dir)
    here = {m.path for m in added_models(data_dir)}
    probe = folder if folder.is_dir() else data_dir if data_dir.is_dir() else Path.home()
    disk = shutil.disk_usage(probe).free
    rows = []
    for chosen in OFFERED:
        if (folder / chosen.name).resolve() in here:
            continue
        started = _started(staging_of(folder, chosen))
        rows.append(
            SpeechOfferRow(
                chosen.name,
                chosen.repo_id,
                chosen.about,
                _languages(chosen),
                chosen.multilingual,
                chosen.about * MEMORY_PER_BYTE,
                memory_fit(chosen.about, free),
                disk >= chosen.about - started + SPACE_MARGIN,
                started,
            )
        )
    return rows


def _started(staging: Path) -> int:
    try:
        return sum(p.stat().st_size for p in staging.iterdir() if p.is_file())
    except OSError:
        return 0


def download_speech_model(
    data_dir: Path,
    name: str,
    told: Callable[[DownloadProgress], None],
    cancelled: threading.Event,
) -> SpeechModel:
    """Download the offered model `name`, verified, and add it as an added
    folder is: the one in use for the languages it knows. HubError says why
    not; DownloadCancelled if `cancelled` was set. What arrived is kept for
    the next try; nothing is added until the whole folder is there."""
    chosen = offer(name)
    if chosen is None:
        raise HubError(
            say(
                "Verbatim offers no speech model called “{name}”. It offers: {names}.",
                name=name,
                names=", ".join(o.name for o in OFFERED),
            )
        )
    folder = download_folder(chosen, speech_dir(data_dir), told, cancelled)
    return add_speech_model(data_dir, folder)


def remove_speech_model(data_dir: Path, name: str) -> RemovedSpeech:
    """Remove the added or downloaded speech model `name`: off the list
    first (the rules then pick the next for its languages), then, where it
    was downloaded, its folder and any staging leftovers deleted, so the
    space comes back and it is offered again. ModelFileError says why not."""
    gone = forget_speech_model(data_dir, name)
    if not is_downloaded(data_dir, gone):
        return RemovedSpeech(gone.name, deleted=False)
    chosen = offer(gone.path.name)
    leftovers = [gone.path, *([staging_of(speech_dir(data_dir), chosen)] if chosen else [])]
    for folder in leftovers:
        try:
            shutil.rmtree(folder)
        except FileNotFoundError:
            continue
        except OSError as exc:
            # Off the list already: never half a model in use. The folder
            # is named so the person can delete the rest.
            raise ModelFileError(
                say(
                    "{name} is no longer used, but its folder “{path}” could not be deleted: {why}",
                    name=gone.name,
                    path=str(folder),
                    why=exc.strerror or str(exc),
                )
            ) from exc
    return RemovedSpeech(gone.name, deleted=True)
