"""Preparing the engine from a source checkout, from the window: the same
`scripts/build_engine.sh` as `make engine`, run in the background with its
progress read from make's "[ 25%]" lines. An installed Verbatim ships the
engine and never builds anything."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from desktop.domain.words import say
from desktop.local.process import EngineError

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build_engine.sh"
_PERCENT = re.compile(rb"\[ *(\d+)%\]")

# percent done (0-100), seconds left by the pace so far (None at first)
Progress = Callable[[int, float | None], None]


def can_build() -> bool:
    """A source checkout holds the build script (an installation does not)."""
    return SCRIPT.is_file()


def build_engine(progress: Progress) -> Path:
    """Build (blocking: run it on a thread). The engine's path, or
    EngineError with the build's last words."""
    started = time.monotonic()
    process = subprocess.Popen(
        ["bash", str(SCRIPT), sys.executable],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "VERBATIM_ENGINE_PROGRESS": "1"},
    )
    assert process.stdout is not None and process.stderr is not None
    out = process.stdout
    said: list[bytes] = []
    reader = threading.Thread(target=lambda: said.append(out.read()), daemon=True)
    reader.start()
    tail: list[bytes] = []
    for line in process.stderr:
        found = _PERCENT.search(line)
        if found:
            done = int(found.group(1))
            spent = time.monotonic() - started
            progress(done, spent * (100 - done) / done if done >= 3 else None)
        else:
            tail = [*tail[-20:], line]
    code = process.wait()
    reader.join()
    process.stdout.close()
    process.stderr.close()
    path = b"".join(said).decode(errors="replace").strip().splitlines()
    if code != 0 or not path:
        last = b"".join(tail).decode(errors="replace").strip().splitlines()[-3:]
        raise EngineError(
            say(
                "The engine could not be prepared: {why}. Nothing else changed; “make engine” "
                "in a terminal shows the whole story.",
                why=" ".join(last) or say("the build ended without saying why"),
            )
        )
    return Path(path[-1])
