"""A dictation as the window runs it, in a process of its own to be killed
with SIGKILL (tests/crash/test_dictation_crash.py): the session's dictation
service fed a recording's samples in 100 ms chunks at four times the speed of
speech, each durable step written to the progress file as it is made.

argv: data folder, the raw 16 kHz PCM to feed, the progress file.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from desktop.session.dictation import DictationService
from desktop.session.tasks import TaskManager

CHUNK = 3200  # 100 ms of 16 kHz 16-bit mono
SPEED = 4


async def main(data: Path, pcm: bytes, progress: Path) -> None:
    workers = TaskManager()
    service = DictationService(data, workers)
    dictation = service.start("", lambda text: None)
    with progress.open("a", buffering=1) as out:
        out.write(f"started {dictation.id}\n")
        reported = [0]

        def told(durable: int) -> None:
            if durable > reported[0]:
                reported[0] = durable
                out.write(f"durable {durable}\n")

        for at in range(0, len(pcm), CHUNK):
            dictation.feed(pcm[at : at + CHUNK])
            # What the writer made durable, read on its own thread's result.
            dictation.pool.submit(lambda: dictation.writer.durable).add_done_callback(
                lambda f: told(f.result())
            )
            await asyncio.sleep(0.1 / SPEED)
        out.write("fed all\n")
    await asyncio.sleep(3600)  # killed before this ends


if __name__ == "__main__":
    folder, source, progress_file = map(Path, sys.argv[1:4])
    asyncio.run(main(folder, source.read_bytes(), progress_file))
