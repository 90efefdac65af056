"""An engine wired to a real SQLite file and the scripted server."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

from desktop.backends.anthropic import AnthropicBackend
from desktop.backends.base import Backend
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer
from desktop.domain.events import EngineEvent, TurnDelta, TurnFinished, TurnStarted, WriteFailed
from desktop.domain.messages import Message
from desktop.engine.turn_state import TurnPlan
from desktop.engine.turns import TurnEngine
from desktop.store.db import open_store
from desktop.store.repository import Repository
from desktop.store.worker import AsyncRepository


@dataclass
class Recorder:
    """A TurnListener that keeps what it was told, in order."""

    db_path: Path
    events: list[tuple[str, ...]] = field(default_factory=list)
    shown: dict[str, str] = field(default_factory=dict)
    finished: list[Message] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    status_on_disk_at_finish: list[str] = field(default_factory=list)

    def __call__(self, event: EngineEvent) -> None:
        match event:
            case TurnStarted(assistant=assistant):
                self.events.append(("started", assistant.id))
                self.shown[assistant.id] = ""
            case TurnDelta(message_id=mid, text=text):
                self.events.append(("delta", mid))
                self.shown[mid] = self.shown.get(mid, "") + text
            case TurnFinished(message=message):
                self.events.append(("finished", message.id))
                self.finished.append(message)
                with sqlite3.connect(self.db_path) as conn:  # what another process sees now
                    row = conn.execute(
                        "SELECT status FROM message WHERE id = ?", (message.id,)
                    ).fetchone()
                conn.close()
                self.status_on_disk_at_finish.append(row[0] if row else "gone")
            case WriteFailed(text=text):
                self.failures.append(text)
            case _:
                pass


@dataclass
class Env:
    server: DevServer
    repo: Repository
    store: AsyncRepository
    engine: TurnEngine
    recorder: Recorder
    data: Path
    backends: dict[str, Backend]

    def conversation(self, provider: str = "ollama", system_prompt: str = "") -> str:
        return self.repo.create_conversation(
            provider=provider, model="verbatim-demo", system_prompt=system_prompt
        ).id

    def plan(self, conversation_id: str, **changes: Any) -> TurnPlan:
        """The conversation's own plan with `changes` (a context length,
        tool rounds, how documents are sent): what a session would hand
        the engine with those settings."""
        conversation = self.repo.get_conversation(conversation_id)
        assert conversation is not None
        return replace(TurnPlan.plain(conversation), **changes)

    async def until(self, predicate, timeout: float = 5.0) -> None:  # type: ignore[no-untyped-def]
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not predicate():
            assert loop.time() < end, "condition not reached in time"
            await asyncio.sleep(0.005)


@pytest.fixture
async def env(tmp_path: Path, devserver: DevServer) -> AsyncIterator[Env]:
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    backends: dict[str, Backend] = {
        "ollama": OllamaBackend(devserver.ollama_base),
        "openai": OpenAIBackend(devserver.openai_base, "sk-test"),
        "anthropic": AnthropicBackend(devserver.anthropic_base, "sk-ant-test"),
    }
    engine = TurnEngine(store, lambda name: backends[name or "ollama"], checkpoint_interval=0.05)
    recorder = Recorder(repo.path)
    engine.add_listener(recorder)
    yield Env(devserver, repo, store, engine, recorder, tmp_path, backends)
    await engine.shutdown()
    for backend in backends.values():
        await backend.aclose()
    await store.aclose()


@contextmanager
def real_disk(tmp_path: Path, size: str) -> Iterator[Path]:
    """A real file system of `size` (tmpfs, "2m"), mounted for the block:
    a full disk, not a simulated one."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a {size} tmpfs here: {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 2 MB file system."""
    with real_disk(tmp_path, "2m") as mount:
        yield mount


def fill_disk(disk: Path, leave: int) -> Path:
    """Fill `disk` until `leave` bytes are free; remove the file to free them."""
    stat = os.statvfs(disk)
    free = stat.f_bavail * stat.f_frsize
    filler = disk / "filler"
    filler.write_bytes(b"\0" * max(0, free - leave))
    return filler
