"""Models on this computer and on Hugging Face as the window shows them:
how one fits this computer's memory, one found in another app's folder, a
repository found by a search, a download's progress, and the failures said
in a sentence. Reading model files, searching and downloading are
desktop/local's."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop.domain.words import say


class Fit(StrEnum):
    """Whether a model fits this computer's memory at the context it would run
    with."""

    FITS = "fits"
    SLOW = "may be slow"
    WONT = "won't fit"


class ModelFileError(Exception):
    """A file that is not a GGUF model Verbatim can use, said in a sentence."""


class HubError(Exception):
    """A search or download that cannot go on, said in a sentence."""


class HubOffline(HubError):
    """Hugging Face cannot be reached at all: a name that does not resolve,
    a connection refused, or a server that does not answer in time. Said as
    what it means to the person, not as the socket's errno (issue 35)."""

    def __init__(self) -> None:
        super().__init__(
            say(
                "The model catalogue on Hugging Face cannot be reached: this computer "
                "seems to be offline. Models already on this computer, and “I already "
                "have a model file…”, still work."
            )
        )


class DownloadCancelled(Exception):
    """The person pressed Cancel; nothing of the download is kept."""


@dataclass(frozen=True)
class HubRepo:
    """A model repository found on Hugging Face, with what ranks it in the
    list."""

    repo_id: str
    downloads: int
    likes: int


@dataclass(frozen=True)
class DownloadProgress:
    """How far a download is, for its progress bar and the time left."""

    done: int
    total: int
    speed: float  # bytes a second, smoothed
    seconds_left: float | None


@dataclass(frozen=True)
class FoundModel:
    """A model file another app on this computer downloaded, which Verbatim
    can use where it lies."""

    name: str  # as the other app calls it
    path: Path
    source: str  # "LM Studio", "Jan", "Ollama"
