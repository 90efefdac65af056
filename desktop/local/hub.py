"""Models from Hugging Face: search GGUF repositories, list the quantisations
one offers with their sizes and fit, and download one whole.

Search, file metadata and the download itself go through the
`huggingface_hub` library (HF_ENDPOINT points it elsewhere, as the tests do).
Its Xet downloader is switched off: plain HTTP with ranges lets Verbatim see
every chunk, so it can show speed and time left, stop on Cancel between two
chunks, and the library's own retry resumes a cut connection from the byte it
reached. No download takes more than the size the hub lists for the file
(a body that goes on is stopped there, before the surplus is written), nor,
where none is listed, more than a hard cap or the free space; Verbatim checks
the SHA-256 the hub lists before the file becomes a model. A download is written under
`models/.downloading/` and moved beside the other models only when whole and
verified, so a partial file is never listed.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from desktop.domain.local_models import (
    DownloadCancelled,
    DownloadProgress,
    HubError,
    HubOffline,
    HubRepo,
)
from desktop.domain.sizes import disk_size
from desktop.domain.words import say
from desktop.local.gguf_facts import FILE_TYPES, ModelFacts, read_prefix_facts
from desktop.local.library import file_name_for

if TYPE_CHECKING:
    import httpx2
    from huggingface_hub import HfApi

HEADER_PREFIX = 2 * 1024 * 1024  # general and architecture keys come first
# A search or a repository's file list is a person waiting: one attempt,
# each step bounded. (The library's own search tries a refused connection or
# an unknown name six times with backoff, 23 s, and waits on a server that
# never answers for ever.)
CONNECT_S = 4.0
ANSWER_S = 8.0
SPACE_MARGIN = 256 * 1024 * 1024  # a disk filled to the last byte helps no one
# A file the hub lists no size for is taken up to this, and never past the
# free space less the margin: huggingface_hub itself refuses plain-HTTP
# downloads over 50 GB, and the hub lists a size for every model it stores.
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


def _hub() -> Any:
    """The library, imported when first needed (it takes a while), with Xet
    off (see above) and nothing reported about the person's use."""
    os.environ.setdefault("HF_HUB_DISABLE_XET", "1")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    import huggingface_hub
    from huggingface_hub.utils import logging as hub_logging

    # Its retries are said in its log ("Trying to resume download..."); the
    # person sees the progress go on, and a failure as one sentence.
    hub_logging.set_verbosity_error()
    return huggingface_hub


def _endpoint() -> str | None:
    return os.environ.get("HF_ENDPOINT") or None


def _api() -> HfApi:
    api: HfApi = _hub().HfApi(endpoint=_endpoint())
    return api


@contextlib.contextmanager
def _said(what: str) -> Iterator[None]:
    """The library's and the network's errors as one sentence each."""
    _hub()
    import httpx2  # the library's HTTP client (it comes with huggingface_hub)
    from huggingface_hub import errors

    try:
        yield
    except (DownloadCancelled, HubError):
        raise
    except (httpx2.ConnectError, httpx2.TimeoutException, httpx2.ProxyError) as exc:
        raise HubOffline from exc
    except errors.GatedRepoError as exc:
        raise HubError(
            say(
                "“{what}” asks you to accept its terms on huggingface.co first; "
                "Verbatim only downloads models anyone may.",
                what=what,
            )
        ) from exc
    except (errors.RepositoryNotFoundError, errors.RevisionNotFoundError) as exc:
        raise HubError(say("Hugging Face has no model called “{what}”.", what=what)) from exc
    except errors.EntryNotFoundError as exc:
        raise HubError(say("Hugging Face has no file “{what}”.", what=what)) from exc
    except OSError as exc:
        raise _disk_or_network(exc) from exc
    except Exception as exc:  # the library's HTTP errors have no common base
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
    """GGUF repositories whose name holds `query`, most downloaded first.

    The hub's search API asked once, through the library's session and
    headers, with the timeouts above: `list_models` would retry a computer
    that is offline for 23 s before it said so."""
    hub = _hub()
    from huggingface_hub.utils import build_hf_headers, hf_raise_for_status

    url = (_endpoint() or hub.constants.ENDPOINT).rstrip("/") + "/api/models"
    params = {"search": query, "filter": "gguf", "sort": "downloads", "limit": limit}
    with _said(query):
        answer = hub.get_session().get(
            url, params=params, headers=build_hf_headers(), timeout=_quick()
        )
        hf_raise_for_status(answer)
        found = answer.json()
        if not isinstance(found, list):
            raise ValueError("the search did not answer with a list")
        return [
            HubRepo(str(m["id"]), int(m.get("downloads") or 0), int(m.get("likes") or 0))
            for m in found[:limit]
            if isinstance(m, dict) and m.get("id")
        ]


def _quick() -> httpx2.Timeout:
    import httpx2

    return httpx2.Timeout(ANSWER_S, connect=CONNECT_S)


def files(repo_id: str) -> list[HubFile]:
    """The GGUF files `repo_id` offers, smallest first. Models split into
    parts are left out: llama-server loads one file here."""
    with _said(repo_id):
        info = _api().model_info(repo_id, files_metadata=True, timeout=ANSWER_S)
    out = []
    for sibling in info.siblings or []:
        name = sibling.rfilename
        if not name.lower().endswith(".gguf") or _SPLIT.search(name):
            continue
        lfs = sibling.lfs
        size = int(sibling.size or (lfs.size if lfs else 0) or 0)
        sha = str(lfs.sha256) if lfs and lfs.sha256 else ""
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
    hub = _hub()
    url = hub.hf_hub_url(file.repo_id, file.filename, endpoint=_endpoint())
    from huggingface_hub.utils import build_hf_headers

    headers = build_hf_headers()
    headers["Range"] = f"bytes=0-{HEADER_PREFIX - 1}"
    prefix = bytearray()
    with _said(file.filename):
        session = hub.get_session()
        with session.stream("GET", url, headers=headers, follow_redirects=True, timeout=20) as r:
            r.raise_for_status()
            for chunk in r.iter_bytes():
                prefix += chunk[: HEADER_PREFIX - len(prefix)]
                if len(prefix) >= HEADER_PREFIX:
                    break
    return read_prefix_facts(bytes(prefix), file.filename, file.size)


class _Meter:
    """What the library thinks is a progress bar: it counts, works out speed
    and time left, tells Verbatim, and stops the download on Cancel."""

    def __init__(
        self,
        told: Callable[[DownloadProgress], None],
        cancelled: threading.Event,
        *,
        bound: int,
        too_much: str,
        total: int | None = None,
        initial: int = 0,
        **_: object,
    ) -> None:
        self.told, self.cancelled = told, cancelled
        self.bound, self.too_much = bound, too_much
        # The size the hub lists, not what this server says of this answer.
        self.total = min(total or bound, bound)
        self.done = initial
        self.speed = 0.0
        self._mark, self._marked = time.monotonic(), initial
        self._said_at = 0.0

    def __enter__(self) -> _Meter:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    def close(self) -> None:
        return None

    def update(self, n: float | None = 1) -> None:
        if self.cancelled.is_set():
            raise DownloadCancelled
        self.done += int(n or 0)
        # The library counts each chunk here before it writes it: a chunk
        # past the bound stops the download unwritten (its chunks are at most
        # 10 MB, so no more than that is read past it either).
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
    meter = functools.partial(_Meter, told, cancelled, bound=bound, too_much=too_much)
    try:
        with _said(file.filename):
            got = Path(
                _hub().hf_hub_download(
                    file.repo_id,
                    file.filename,
                    local_dir=staging,
                    endpoint=_endpoint(),
                    tqdm_class=cast(Any, meter),
                )
            )
            _verify(got, file, cancelled)
            target = _free_name(models_dir / file_name_for(file.filename))
            os.replace(got, target)
            os.chmod(target, 0o600)
            return target
    finally:
        shutil.rmtree(staging, ignore_errors=True)
        with contextlib.suppress(OSError):
            (models_dir / STAGING).rmdir()


def _verify(got: Path, file: HubFile, cancelled: threading.Event) -> None:
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
