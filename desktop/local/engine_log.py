"""What the engine wrote to its log (`logs/engine.log`): read back from
where one start began, bounded, and llama.cpp's own reason when a model
did not load."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.domain.words import say

MAX_READ = 4 * 1024 * 1024
# llama.cpp's lines that say why a model did not load, most telling first.
_REASONS = (
    re.compile(r"error loading model: (.+)"),
    re.compile(r"gguf_init_from_file_impl: (.+)"),
    re.compile(r"llama_model_load: error (.+)"),
    re.compile(r"(unknown model architecture: .+)"),
    re.compile(r"(failed to allocate .+)"),
    re.compile(r"(cannot allocate .+)"),
)


def read_since(path: Path, start_at: int) -> bytes:
    """At most MAX_READ bytes of the log from `start_at` (nothing if unreadable)."""
    try:
        with path.open("rb") as f:
            f.seek(start_at)
            return f.read(MAX_READ)
    except OSError:
        return b""


def why_not_loaded(log: bytes) -> str:
    """llama.cpp's reason in its own words, else its last line."""
    text = log.decode("utf-8", errors="replace")
    for pattern in _REASONS:
        found = pattern.search(text)
        if found:
            return found.group(1).strip().rstrip(".")
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[-1].strip() if lines else say("it ended without saying why")
