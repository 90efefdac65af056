"""A tool's whole output, when it is longer than what is kept with the call
(tools/results.py: KEPT_CHARS): a text file of its own in the data folder,
private to the person, for them to save elsewhere on request (issue 24)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

FOLDER = "tool-output"


def whole_output_path(data_dir: Path, message_id: str, call_id: str) -> Path:
    """Where a call's whole output is (named by a hash: ids come from outside)."""
    name = hashlib.sha256(f"{message_id}\0{call_id}".encode()).hexdigest()[:32]
    return data_dir / FOLDER / f"{name}.txt"


def save_whole_output(data_dir: Path, message_id: str, call_id: str, text: str) -> Path:
    """Written as .part and renamed, readable by this account only."""
    path = whole_output_path(data_dir, message_id, call_id)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    partial = path.with_suffix(".part")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(partial, path)
    return path
