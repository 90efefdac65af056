"""Reading a document without risking the window: the packaged formats are
read by a child process (documents/extract.py) under memory, CPU and time
limits; what it prints is read up to a bound before it is parsed.
Blocking: the window calls this on a worker thread."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from desktop.documents.extract import text_pages
from desktop.documents.formats import TEXT_KINDS, described
from desktop.documents.pages import MAX_TEXT_CHARS, Pages, decode
from desktop.domain.words import say

TIME_LIMIT = 60.0  # seconds a document may take to read
# JSON of at most MAX_TEXT_CHARS characters: escapes and UTF-8 stay within 6x.
MAX_OUTPUT = MAX_TEXT_CHARS * 6 + 4096


class DocumentRefused(Exception):
    """str() is the sentence the person reads."""


def child_command(path: Path, kind: str, name: str) -> list[str]:
    """The reader's command line: this interpreter, or in the bundle the
    program itself (`verbatim --read-document`)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--read-document", str(path), kind, name]
    return [sys.executable, "-m", "desktop.documents.extract", str(path), kind, name]


def read_document(name: str, kind: str, data: bytes) -> Pages:
    """The pages of a document whose bytes say it is `kind`; DocumentRefused
    with a sentence for anything that cannot be read within bounds."""
    if kind in TEXT_KINDS:
        try:
            return text_pages(kind, data)
        except UnicodeDecodeError as exc:
            raise DocumentRefused(
                say("“{name}” is not UTF-8 text, so it cannot be shown to the model.", name=name)
            ) from exc
    with tempfile.TemporaryDirectory(prefix="verbatim-read-") as folder:
        path = Path(folder) / f"document.{kind}"  # openpyxl goes by the suffix
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        out = _run_child(child_command(path, kind, name), name, kind)
    return _parse(out, name, kind)


def _run_child(command: list[str], name: str, kind: str) -> bytes:
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL
    ) as child:
        assert child.stdout is not None
        try:
            out = _read_bounded(child, TIME_LIMIT)
        except TimeoutError as exc:
            child.kill()
            raise DocumentRefused(
                say(
                    "“{name}” took longer than {seconds} seconds to read, so Verbatim stopped. "
                    "A smaller part of it (a few pages saved as their own file) will work.",
                    name=name,
                    seconds=int(TIME_LIMIT),
                )
            ) from exc
        except OverflowError as exc:
            child.kill()
            raise DocumentRefused(_unreadable(name, kind)) from exc
        child.wait()
    if child.returncode != 0:
        raise DocumentRefused(
            say(
                "“{name}” could not be read within the memory and time Verbatim allows a "
                "document; it may be damaged or far too large.",
                name=name,
            )
        )
    return out


def _read_bounded(child: subprocess.Popen[bytes], seconds: float) -> bytes:
    """The child's output, at most MAX_OUTPUT bytes, within `seconds`."""
    import selectors
    import time

    assert child.stdout is not None
    deadline = time.monotonic() + seconds
    chunks: list[bytes] = []
    size = 0
    with selectors.DefaultSelector() as selector:
        selector.register(child.stdout, selectors.EVENT_READ)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            if not selector.select(left):
                continue
            chunk = os.read(child.stdout.fileno(), 1 << 16)
            if not chunk:
                return b"".join(chunks)
            size += len(chunk)
            if size > MAX_OUTPUT:
                raise OverflowError
            chunks.append(chunk)


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
