"""Crash-test driver: runs one turn against an in-process scripted server
until it is killed. Progress lines (flushed with os.write, so they survive
SIGKILL) tell the test what was committed and what was delivered."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from desktop.backends.ollama import OllamaBackend
from desktop.devserver import DevServer, Reply
from desktop.domain.events import EngineEvent, TurnDelta, TurnFinished, TurnStarted, WriteFailed
from desktop.engine.turns import TurnEngine
from desktop.session.owner import open_owned_store

RATE = 2000.0
TOKENS = 100_000


class Progress:
    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.delivered = 0

    def line(self, text: str) -> None:
        os.write(self.fd, (text + "\n").encode())

    def __call__(self, event: EngineEvent) -> None:
        match event:
            case TurnStarted(conversation_id=cid, assistant=assistant):
                self.line(f"started {cid} {assistant.id}")
            case TurnDelta(text=text):
                self.delivered += len(text)
                self.line(f"delivered {self.delivered}")
            case TurnFinished():
                self.line("finished")
            case WriteFailed():
                self.line("write_failed")
            case _:
                pass


async def main(data: Path, progress_path: Path, seed: int, question: str) -> None:
    server = DevServer().start()
    server.default_reply = Reply(tokens=TOKENS, rate=RATE, seed=seed)
    store = open_owned_store(data)  # as the window does: the folder's one owner
    repo = store.repo
    backend = OllamaBackend(server.ollama_base)
    engine = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    progress = Progress(os.open(progress_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC))
    engine.add_listener(progress)
    conv = repo.create_conversation(provider="ollama", model="verbatim-demo")
    progress.line(f"conversation {conv.id}")
    turn = await engine.send(conv.id, question)
    await turn.wait()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]), sys.argv[4]))
