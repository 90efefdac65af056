"""Models from Hugging Face: search GGUF repositories, list the quantisations
one offers with their sizes and fit, and download one whole.

Search, file metadata and the download itself are the hub's HTTP API
over httpx (`hf_catalogue`; HF_ENDPOINT points it elsewhere, as the tests
do): plain HTTP with ranges lets Verbatim see every chunk, so it can show
speed and time left, stop on Cancel between two chunks, and resume a cut
connection from the byte it reached. No download takes more than the size the hub lists for the file
(a body that goes on is stopped there, before the surplus is written), nor,
where none is listed, more than a hard cap or the free space; Verbatim checks
the SHA-256 the hub lists before the file becomes a model. A download is written under
`models/.downloading/` and moved beside the other models only when whole and
verified, so a partial file is never listed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx

from desktop.domain.local_models import (
    DownloadCancelled,
    DownloadProgress,
    HubError,
    HubOffline,
    HubRepo,
)
from desktop.domain.sizes import disk_size
from desktop.domain.words import say
from desktop.local import hf_catalogue as catalogue
from desktop.local.gguf_facts import FILE_TYPES, ModelFacts, read_prefix_facts
from desktop.local.library import file_name_for

HEADER_PREFIX = 2 * 1024 * 1024  # general and architecture keys come first
SPACE_MARGIN = 256 * 1024 * 1024  # a disk filled to the last byte helps no one
# A file the hub lists no size for is taken up to this, and never past the
# free space less the margin: the hub lists a size for every model it stores,
# and no GGUF file there is larger.
UNLISTED_CAP = 50 * 1000**3
STAGING = ".downloading"
_SPLIT = re.compile(r"-(\d{5})-of-(\d{5})\.gguf$", re.IGNORECASE)
_QUANTS = sorted(set(FILE_TYPES.values()), key=len, reverse=True)


class TooMuchArrived(HubError):
    """More bytes came than the download may take (issue 37: a file listed
    at 1 KB whose body never ended filled a 600 MB disk in 4 s)."""


@dataclass(frozen=True)
class HubFile:
    """One GGUF file of a Hugging Face repository, as offered for download:
    its size, hash and quantisation."""

    repo_id: str
    filename: str
    size: int
    sha256: str  # from the hub's metadata; "" when it lists none

    @property
    def quantisation(self) -> str:
        stem = Path(self.filename).stem.upper()
        return next((q for q in _QUANTS if re.search(rf"(^|[-_.]){q}($|[-_.])", stem)), "")

    @property
    def is_projector(self) -> bool:
        """A vision projector (mmproj), fetched with the model it serves."""
        return "mmproj" in self.filename.lower()


@contextlib.contextmanager
def hub_errors_said(what: str) -> Iterator[None]:
    """The hub's and the network's errors as one sentence each."""
    try:
        yield
    except (DownloadCancelled, HubError):
        raise
    except (httpx.ConnectError, httpx.TimeoutException, httpx.ProxyError) as exc:
        raise HubOffline from exc
    except catalogue.Gated as exc:
        raise HubError(
            say(
                "“{what}” asks you to accept its terms on huggingface.co first; "
                "Verbatim only downloads models anyone may.",
                what=what,
            )
        ) from exc
    except catalogue.RepoMissing as exc:
        raise HubError(say("Hugging Face has no model called “{what}”.", what=what)) from exc
    except catalogue.FileMissing as exc:
        raise HubError(say("Hugging Face has no file “{what}”.", what=what)) from exc
    except OSError as exc:
        raise _disk_or_network(exc) from exc
    except Exception as exc:  # a broken answer: httpx's errors, JSON, odd values
        raise HubError(
            say("Hugging Face could not be reached or answered oddly: {why}.", why=_short(exc))
        ) from exc


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:200]


def _disk_or_network(exc: OSError) -> HubError:
    import errno
    import socket

    if isinstance(exc, socket.gaierror | ConnectionError | TimeoutError) or exc.errno in (
        errno.ENETUNREACH,
        errno.EHOSTUNREACH,
        errno.ENETDOWN,
    ):
        return HubOffline()
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return HubError(
            say(
                "The disk filled up during the download. The partial file was removed; "
                "free some space and try again."
            )
        )
    return HubError(
        say("Hugging Face could not be reached or answered oddly: {why}.", why=_short(exc))
    )


def search(query: str, limit: int = 30) -> list[HubRepo]:
    """GGUF repositories whose name holds `query`, most downloaded first: the
    hub's search API asked once, each step bounded (a computer that is
    offline is said at once)."""
    with hub_errors_said(query):
        found = catalogue.search(query, limit)
        return [
            HubRepo(str(m["id"]), int(m.get("downloads") or 0), int(m.get("likes") or 0))
            for m in found[:limit]
            if isinstance(m, dict) and m.get("id")
        ]


def files(repo_id: str) -> list[HubFile]:
    """The GGUF files `repo_id` offers, smallest first. Models split into
    parts are left out: llama-server loads one file here."""
    with hub_errors_said(repo_id):
        listed = catalogue.siblings(repo_id)
        out = []
        for sibling in listed:
            name = sibling.get("rfilename")
            if not isinstance(name, str) or not name.lower().endswith(".gguf"):
                continue
            if _SPLIT.search(name):
                continue
            lfs = sibling.get("lfs")
            lfs = lfs if isinstance(lfs, dict) else {}
            size = int(sibling.get("size") or lfs.get("size") or 0)
            sha = str(lfs.get("sha256") or "")
            out.append(HubFile(repo_id, name, size, sha.lower()))
    return sorted(out, key=lambda f: (f.is_projector, f.size))


def projector(offered: list[HubFile]) -> HubFile | None:
    """The vision projector a model ships, if any: F16 where offered."""
    mmproj = [f for f in offered if f.is_projector]
    if not mmproj:
        return None
    return next((f for f in mmproj if "f16" in f.filename.lower()), mmproj[0])


def remote_facts(file: HubFile) -> ModelFacts | None:
    """The model's own header, from its first bytes on the hub (a range
    request; never more than HEADER_PREFIX), or None if they do not say."""
    with hub_errors_said(file.filename):
        prefix = catalogue.prefix(file.repo_id, file.filename, HEADER_PREFIX)
    return read_prefix_facts(prefix, file.filename, file.size)


class Meter:
    """Counts a download's chunks, works out speed and time left, tells
    Verbatim, and stops the download on Cancel."""

    def __init__(
        self,
        told: Callable[[DownloadProgress], None],
        cancelled: threading.Event,
        *,
        bound: int,
        too_much: str,
        total: int,
    ) -> None:
        self.told, self.cancelled = told, cancelled
        self.bound, self.too_much = bound, too_much
        # The size the hub lists, not what this server says of this answer.
        self.total = min(total or bound, bound)
        self.done = 0
        self.speed = 0.0
        self._mark, self._marked = time.monotonic(), 0
        self._said_at = 0.0

    def update(self, n: int) -> None:
        if self.cancelled.is_set():
            raise DownloadCancelled
        self.done += n
        # Each chunk is counted here before it is written: a chunk past the
        # bound stops the download unwritten (chunks are at most
        # catalogue.CHUNK, so no more than that is read past it either).
        if self.done > self.bound:
            raise TooMuchArrived(self.too_much)
        now = time.monotonic()
        if now - self._mark >= 0.5:
            rate = (self.done - self._marked) / (now - self._mark)
            self.speed = rate if self.speed == 0 else 0.7 * self.speed + 0.3 * rate
            self._mark, self._marked = now, self.done
        if now - self._said_at >= 0.2 or self.done >= self.total:
            self._said_at = now
            left = (self.total - self.done) / self.speed if self.speed > 0 and self.total else None
            self.told(DownloadProgress(self.done, self.total, self.speed, left))


def download(
    file: HubFile,
    models_dir: Path,
    told: Callable[[DownloadProgress], None],
    cancelled: threading.Event,
) -> Path:
    """Fetch `file` into `models_dir`, whole and verified, and return its
    path. HubError says why not; DownloadCancelled when asked to stop. Either
    way nothing partial is left behind."""
    from desktop.store.private import private_folder

    private_folder(models_dir)
    free = shutil.disk_usage(models_dir).free
    if file.size:
        need, bound = file.size + SPACE_MARGIN, file.size
        too_much = say(
            "“{name}” went on past the {size} Hugging Face lists for it, so the download "
            "was stopped and nothing of it was kept.",
            name=file.filename,
            size=disk_size(file.size),
        )
    else:
        need, bound = SPACE_MARGIN + 1, min(UNLISTED_CAP, free - SPACE_MARGIN)
        too_much = say(
            "Hugging Face lists no size for “{name}”, and it went on past {size}, the most "
            "Verbatim takes of such a file here, so the download was stopped and nothing of "
            "it was kept.",
            name=file.filename,
            size=disk_size(bound),
        )
    if free < need:
        raise HubError(
            say(
                "“{name}” needs {need} of free disk space and {free} is free. "
                "Nothing was downloaded.",
                name=file.filename,
                need=disk_size(need),
                free=disk_size(free),
            )
        )
    staging = models_dir / STAGING / file.repo_id.replace("/", "--")
    meter = Meter(told, cancelled, bound=bound, too_much=too_much, total=file.size)
    # The file's own name may hold anything the hub allows; the staged copy's
    # name is ours.
    got = staging / (hashlib.sha256(file.filename.encode()).hexdigest()[:16] + ".part")
    try:
        with hub_errors_said(file.filename):
            staging.mkdir(parents=True, exist_ok=True)
            url = catalogue.file_url(file.repo_id, file.filename)
            catalogue.fetch(url, got, meter.update, cancelled.wait)
            verify(got, file, cancelled)
            target = _free_name(models_dir / file_name_for(file.filename))
            os.replace(got, target)
            os.chmod(target, 0o600)
            return target
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        with contextlib.suppress(OSError):
            (models_dir / STAGING).rmdir()


def verify(got: Path, file: HubFile, cancelled: threading.Event) -> None:
    size = got.stat().st_size
    digest = hashlib.sha256()
    with got.open("rb") as f:
        while chunk := f.read(4 * 1024 * 1024):
            if cancelled.is_set():
                raise DownloadCancelled
            digest.update(chunk)
    if (file.size and size != file.size) or (file.sha256 and digest.hexdigest() != file.sha256):
        got.unlink(missing_ok=True)
        raise HubError(
            say(
                "“{name}” did not arrive as Hugging Face lists it (its checksum differs), "
                "so it was removed. Try the download again.",
                name=file.filename,
            )
        )


def _free_name(target: Path) -> Path:
    n = 2
    while target.exists():
        target = target.with_name(f"{target.stem.rsplit('~', 1)[0]}~{n}{target.suffix}")
        n += 1
    return target


def clear_staging(models_dir: Path) -> None:
    """What a download cut by a crash left: never a model, so removed."""
    shutil.rmtree(models_dir / STAGING, ignore_errors=True)
