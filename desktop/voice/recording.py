"""A recording that survives a crash (issue 40): raw 16-bit mono PCM at
16 kHz appended to `recordings/<id>.pcm` in the data folder as it is made,
and fsync'd each time a quarter of a second more has arrived, so that a
kill -9 or a power cut loses at most that much; beside it a small sidecar,
`<id>.json`, written whole before the first sample (what the samples are,
which conversation they were dictated into).

Raw PCM rather than a WAV: a WAV's header states the length, which is
wrong after a crash; raw samples need no fixing, and a torn last sample
(an odd byte count) is dropped when read. A recording is deleted once its
text is sent or discarded; one still there at start-up is what a crash
left, offered back as text.
"""

from __future__ import annotations

import json
import os
import re
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from desktop.store.private import open_private, private_folder

RATE = 16_000
SAMPLE_BYTES = 2
# How much audio may wait in the page cache before an fsync: the most a
# crash can lose (the promise is "the last half second").
SYNC_SECONDS = 0.25
SYNC_BYTES = int(RATE * SYNC_SECONDS) * SAMPLE_BYTES
_ID = re.compile(r"^[0-9a-f]{32}$")


def recordings_folder(data: Path) -> Path:
    return data / "recordings"


@dataclass(frozen=True)
class KeptRecording:
    """A recording on disk: its id, which conversation it was dictated
    into ("" for a new one), and how long it is."""

    id: str
    folder: Path
    conversation_id: str
    seconds: float

    @property
    def pcm(self) -> Path:
        return self.folder / f"{self.id}.pcm"

    def read(self) -> bytes:
        """The samples kept, a torn last one dropped."""
        data = self.pcm.read_bytes()
        return data[: len(data) - len(data) % SAMPLE_BYTES]


class RecordingWriter:
    """One recording being made: samples appended, made durable in steps of
    `SYNC_SECONDS`. Used from one thread (the session's "recording" pool)."""

    def __init__(self, folder: Path, conversation_id: str = "") -> None:
        self.folder = private_folder(folder)
        self.id = uuid.uuid4().hex
        self.conversation_id = conversation_id
        side = {
            "rate": RATE,
            "sample": "s16le",
            "channels": 1,
            "conversation": conversation_id,
            "started": time.time(),
        }
        _write_durably(self.folder / f"{self.id}.json", json.dumps(side).encode())
        self._fd = open_private(self.folder / f"{self.id}.pcm", "ab")
        _sync_folder(self.folder)  # the new file's name survives a crash too
        self.written = 0
        self.durable = 0

    def append(self, pcm: bytes) -> int:
        """Add samples; returns how many bytes are known to be on disk."""
        view = memoryview(pcm)
        while view:
            done = os.write(self._fd, view)
            view = view[done:]
        self.written += len(pcm)
        if self.written - self.durable >= SYNC_BYTES:
            self.sync()
        return self.durable

    def sync(self) -> None:
        if self._fd >= 0 and self.durable != self.written:
            os.fsync(self._fd)
            self.durable = self.written

    def close(self) -> KeptRecording:
        """Everything written made durable; the recording stays on disk."""
        if self._fd >= 0:
            self.sync()
            os.close(self._fd)
            self._fd = -1
        return KeptRecording(
            self.id, self.folder, self.conversation_id, self.written / SAMPLE_BYTES / RATE
        )


def kept_recordings(folder: Path) -> list[KeptRecording]:
    """The recordings on disk, oldest first; a sidecar that cannot be read
    still gives its samples (the conversation is then unknown)."""
    found = []
    if not folder.is_dir():
        return []
    for pcm in folder.glob("*.pcm"):
        if not _ID.match(pcm.stem):
            continue
        try:
            size = pcm.stat().st_size
        except OSError:
            continue
        conversation, started = "", 0.0
        try:
            side = json.loads((folder / f"{pcm.stem}.json").read_text(encoding="utf-8"))
            conversation = str(side.get("conversation", ""))
            started = float(side.get("started", 0.0))
        except (OSError, ValueError, AttributeError):
            pass
        seconds = (size - size % SAMPLE_BYTES) / SAMPLE_BYTES / RATE
        found.append((started, KeptRecording(pcm.stem, folder, conversation, seconds)))
    return [r for _, r in sorted(found, key=lambda pair: pair[0])]


def delete_recording(folder: Path, recording_id: str) -> None:
    """The samples and the sidecar removed (the samples first: a sidecar
    alone is ignored; samples alone are still offered)."""
    if not _ID.match(recording_id):
        raise ValueError(f"not a recording id: {recording_id!r}")
    for suffix in (".pcm", ".json"):
        (folder / f"{recording_id}{suffix}").unlink(missing_ok=True)


def _write_durably(path: Path, data: bytes) -> None:
    fd = open_private(path, "wb")
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def _sync_folder(folder: Path) -> None:
    if os.name != "posix":  # Windows cannot open a folder; NTFS journals the name
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
