"""Crash-test writer: appends checkpoints until it is killed.

After each append returns (committed), it writes the piece count to a side
file, so the test knows what was committed when SIGKILL landed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from desktop.domain.messages import Message, Role, Status
from desktop.store.db import open_store


def piece(i: int) -> str:
    return f"<{i:05d} wörd \u2028>"


def main() -> None:
    data, message_id, progress = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
    repo = open_store(data)
    conv = repo.create_conversation(title="crash")
    repo.add_message(
        Message(
            id=message_id,
            conversation_id=conv.id,
            role=Role.ASSISTANT,
            content="",
            status=Status.STREAMING,
        )
    )
    fd = os.open(progress, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.write(fd, b"0\n")
    i = 0
    while True:
        repo.journal.append_piece(message_id, piece(i))
        i += 1
        os.write(fd, f"{i}\n".encode())


if __name__ == "__main__":
    main()
