"""Reading a document without risking the window: every format but plain
Markdown and CSV is read by a child process (documents/extract.py) under
memory, CPU and time limits; what it writes is read up to a bound before it
is parsed. Blocking: the window calls this on a worker thread, and ends any
reader still at work when it closes (`stop_reading`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from desktop.documents.extract import FOLDER_PREFIX, PARENT_ENV, PROGRESS_SUFFIX, text_pages
from desktop.documents.formats import described
from desktop.documents.ocr import LANGUAGES_ENV
from desktop.documents.pages import MAX_TEXT_CHARS
from desktop.domain.pages import Pages, decode
from desktop.domain.words import say

TIME_LIMIT = 60.0  # seconds a document may take to read
POLL_SECONDS = 0.25  # how often a scan's progress is looked at while it is read
# JSON of at most MAX_TEXT_CHARS characters: escapes and UTF-8 stay within 6x.
MAX_OUTPUT = MAX_TEXT_CHARS * 6 + 4096


class DocumentRefused(Exception):
    """str() is the sentence the person reads."""


class TookTooLong(DocumentRefused):
    """The reader ran past its time limit and was ended: a caller with its
    own words for that (a web page left out) tells it apart."""


class Halt:
    """Ends one reading's child from another thread (a web search stopped
    while a page is read): its worker thread would otherwise wait on the
    child to its time limit. Halted before the child starts, the child is
    ended as soon as it does."""

    def __init__(self) -> None:
        self._child: subprocess.Popen[bytes] | None = None
        self._halted = False

    def halt(self) -> None:
        with _lock:
            self._halted = True
            if self._child is not None:
                self._child.kill()

    def started(self, child: subprocess.Popen[bytes]) -> None:
        with _lock:
            self._child = child
            if self._halted:
                child.kill()


# Read in this process: text underneath, one linear pass (HTML is not:
# Python's parser slows down quadratically on a page of unfinished tags).
IN_PROCESS = frozenset({"md", "csv"})
_running: set[subprocess.Popen[bytes]] = set()
_lock = threading.Lock()
_languages = ["en"]  # the app's language first: what a scan is read in (documents/ocr.py)

# (pages read, of how many): told while a scan is read by OCR.
Progress = Callable[[int, int], None]


def read_in(language: str) -> None:
    """Scans are read in `language` (a code of the app's: "de", "zh_CN")
    first, then English; set once the window knows its language."""
    _languages[0] = language


def child_command(path: Path, kind: str, name: str, out: Path) -> list[str]:
    """The reader's command line: this interpreter, or in the bundle the
    program itself (`verbatim --read-document`). It writes to `out`, never
    to a pipe: a windowed program on Windows has no stdout to give it."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--read-document", str(path), kind, name, str(out)]
    return [sys.executable, "-m", "desktop.documents.extract", str(path), kind, name, str(out)]


# What the reader is given of Verbatim's environment (issue 37: a child's
# environment is an allow-list): where programs, the home folder and
# temporary files are, the language, where Python finds `desktop` in a
# source checkout, and the bundle's own loader variables. Never the person's
# keys and tokens (OPENAI_API_KEY, VERBATIM_SYNC_PASSWORD, …): the reader
# parses files from anywhere, and has no use for them.
_ENV_NAMES = frozenset(
    {"PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TEMP", "TMP"}
    | {"PYTHONPATH", "PYTHONHOME", "LD_LIBRARY_PATH", "LD_LIBRARY_PATH_ORIG", "SYSTEMROOT"}
)
_ENV_PREFIXES = ("LC_", "_PYI_", "_MEI")  # the language; PyInstaller's bootloader
# And where Tesseract's language packs are, where a person moved them.
_ENV_NAMES |= {"TESSDATA_PREFIX"}


def child_environment() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k in _ENV_NAMES or k.startswith(_ENV_PREFIXES)}


def stop_reading() -> None:
    """The window is closing: every reader still at work is ended (its
    caller is told the document was not read), so quitting never waits."""
    with _lock:
        for child in _running:
            child.kill()


def read_document(
    name: str,
    kind: str,
    data: bytes,
    progress: Progress | None = None,
    *,
    seconds: float | None = None,
    halt: Halt | None = None,
) -> Pages:
    """The pages of a document whose bytes say it is `kind`; DocumentRefused
    with a sentence for anything that cannot be read within bounds (within
    `seconds`, TIME_LIMIT if not given: TookTooLong). `progress` is told how
    far a scan's pages have been read, from this thread, while the reader
    works; `halt` ends the reader from elsewhere."""
    if kind in IN_PROCESS:
        try:
            return text_pages(kind, data)
        except UnicodeDecodeError as exc:
            raise DocumentRefused(_not_utf8(name)) from exc
    with tempfile.TemporaryDirectory(prefix=FOLDER_PREFIX) as folder:
        path = Path(folder) / f"document.{kind}"  # openpyxl goes by the suffix
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        out = Path(folder) / "pages.json"
        command = child_command(path, kind, name, out)
        _run_child(command, name, progress, TIME_LIMIT if seconds is None else seconds, halt)
        return _parse(_read_bounded(out, name, kind), name, kind)


def _not_utf8(name: str) -> str:
    return say("“{name}” is not UTF-8 text, so it cannot be shown to the model.", name=name)


def _run_child(
    command: list[str],
    name: str,
    progress: Progress | None,
    seconds: float,
    halt: Halt | None = None,
) -> None:
    child = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        # Its environment an allow-list; and it ends, removing its copy,
        # when this process is gone.
        env={
            **child_environment(),
            PARENT_ENV: str(os.getpid()),
            LANGUAGES_ENV: ",".join(_languages),
        },
    )
    with _lock:
        _running.add(child)
    if halt is not None:
        halt.started(child)
    try:
        _wait(child, Path(command[-1] + PROGRESS_SUFFIX), progress, seconds)
    except subprocess.TimeoutExpired as exc:
        child.kill()
        child.wait()
        raise TookTooLong(
            say(
                "“{name}” took longer than {seconds} seconds to read, so Verbatim stopped. "
                "A smaller part of it (a few pages saved as their own file) will work.",
                name=name,
                seconds=int(seconds),
            )
        ) from exc
    finally:
        with _lock:
            _running.discard(child)
    if child.returncode != 0:
        raise DocumentRefused(
            say(
                "“{name}” could not be read within the memory and time Verbatim allows a "
                "document; it may be damaged or far too large.",
                name=name,
            )
        )


def _wait(
    child: subprocess.Popen[bytes], told: Path, progress: Progress | None, seconds: float
) -> None:
    """Until the child ends (TimeoutExpired after `seconds`), passing on
    what it says of a scan's pages read."""
    if progress is None:
        child.wait(timeout=seconds)
        return
    deadline = time.monotonic() + seconds
    last = ""
    while True:
        try:
            child.wait(timeout=max(0.0, min(POLL_SECONDS, deadline - time.monotonic())))
            return
        except subprocess.TimeoutExpired:
            if time.monotonic() >= deadline:
                raise
        try:
            said = told.read_text()[:64]  # the child's: "3 12"
        except OSError:
            continue
        done, _, of = said.partition(" ")
        if said != last and done.isdigit() and of.isdigit():
            last = said
            progress(int(done), int(of))


def _read_bounded(out: Path, name: str, kind: str) -> bytes:
    """What the reader wrote, at most MAX_OUTPUT bytes."""
    try:
        with out.open("rb") as f:
            data = f.read(MAX_OUTPUT + 1)
    except OSError as exc:
        raise DocumentRefused(_unreadable(name, kind)) from exc
    if len(data) > MAX_OUTPUT:
        raise DocumentRefused(_unreadable(name, kind))
    return data


def _unreadable(name: str, kind: str) -> str:
    return say(
        "“{name}” could not be read as {kind}; the file may be damaged.",
        name=name,
        kind=described(kind),
    )


def _parse(out: bytes, name: str, kind: str) -> Pages:
    try:
        raw = json.loads(out)
    except ValueError as exc:
        raise DocumentRefused(_unreadable(name, kind)) from exc
    if isinstance(raw, dict) and isinstance(raw.get("refused"), str):
        raise DocumentRefused(raw["refused"])
    return decode(out)
