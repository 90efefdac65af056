"""Files a person attaches, and a tool's whole output, as the window sees
them (the work is the engine's and the store's)."""

from __future__ import annotations

import os
from pathlib import Path

from desktop.documents import reader
from desktop.domain.attachments import AttachmentRefused, PreparedFile
from desktop.domain.pages import Pages
from desktop.domain.pages import decode as read_pages
from desktop.domain.tools import SHOWN_CHARS
from desktop.engine import attachments
from desktop.engine.attachments import ReadProgress
from desktop.session.reader import Reader
from desktop.store.private import copy_private, write_private
from desktop.store.tool_output import whole_output_path

__all__ = [
    "SHOWN_CHARS",
    "AttachmentRefused",
    "Pages",
    "PreparedFile",
    "ReadProgress",
    "prepare",
    "read_file",
    "read_pages",
    "read_scans_in",
    "save_tool_output",
    "stop_reading",
    "tool_output_file",
]


def read_file(path: Path, progress: ReadProgress | None = None) -> PreparedFile:
    """A file from disk, checked and made ready to attach (its size checked
    before it is read); AttachmentRefused says why one cannot be. `progress`
    is told, from the reading thread, how far OCR has come in a scan."""
    return attachments.read_file(path, progress)


def prepare(name: str, data: bytes, progress: ReadProgress | None = None) -> PreparedFile:
    """Bytes given with a name (a pasted picture, a dropped file's contents)
    checked and made ready to attach; AttachmentRefused says why not."""
    return attachments.prepare(name, data, progress)


def read_scans_in(language: str) -> None:
    """Scanned pages are read by OCR in `language` (the app's: "de",
    "zh_CN") first, then English."""
    reader.read_in(language)


def stop_reading() -> None:
    """The window is closing: every document still being read is let go, so
    quitting never waits on one."""
    reader.stop_reading()


def save_tool_output(repo: Reader, message_id: str, call_id: str, target: Path) -> bool:
    """Write a call's whole output to `target` (the file it was kept in when
    it was longer than a call keeps, or what the call holds); False when
    there is no such call. Blocking: run it off the GUI thread. OSError
    carries what went wrong."""
    message = repo.get_message(message_id)
    call = next((c for c in message.tool_calls if c.id == call_id), None) if message else None
    if call is None:
        return False
    whole = tool_output_file(repo.path.parent, message_id, call_id)
    # Written beside, then renamed: the name never shows a half-written file
    # (a file manager or a person opening it early saw the first 64 KB).
    part = target.with_name(f".{target.name}.part")
    try:
        # Readable by this account only, as everything Verbatim writes (issue 37).
        if whole is not None:
            copy_private(whole, part)
        else:
            write_private(part, call.output)
        os.replace(part, target)
    except OSError:
        part.unlink(missing_ok=True)
        raise
    return True


def tool_output_file(data_dir: Path, message_id: str, call_id: str) -> Path | None:
    """Where a call's whole output was saved (when longer than a call keeps)."""
    path = whole_output_path(data_dir, message_id, call_id)
    return path if path.exists() else None
