"""Crash-test driver for tool turns: the scripted model asks for tool calls
round after round, a real MCP server (our test server, over stdio) runs
them, until this process is killed. Each call that reaches a final state is
reported on a progress line (os.write: it survives SIGKILL) after it is on
disk, so the test knows which results must be there."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer, Reply, ScriptedCall
from desktop.domain.events import EngineEvent, ToolChanged, TurnStarted
from desktop.engine.turns import TurnEngine
from desktop.session.owner import open_owned_store
from desktop.tools.host import McpHost
from tests.tooling import own_server


def rounds(seed: int) -> list[Reply]:
    """Quick rounds of three calls (the third a short count), then one that
    counts for a minute: kills land before, between and inside calls."""
    out = []
    for r in range(4):
        out.append(
            Reply(
                text=f"Round {r}.",
                tool_calls=(
                    ScriptedCall("t__echo", {"text": f"{seed}-{r}-a"}, id=f"r{r}a"),
                    ScriptedCall("t__echo", {"text": f"{seed}-{r}-b"}, id=f"r{r}b"),
                    ScriptedCall("t__count", {"label": f"{r}c", "seconds": 0.3}, id=f"r{r}c"),
                ),
            )
        )
    out.append(
        Reply(text="Long.", tool_calls=(ScriptedCall("t__count", {"label": "L", "seconds": 60}),))
    )
    return out


class Progress:
    def __init__(self, fd: int) -> None:
        self.fd = fd

    def line(self, text: str) -> None:
        os.write(self.fd, (text + "\n").encode())

    def __call__(self, event: EngineEvent) -> None:
        match event:
            case TurnStarted(assistant=assistant):
                self.line(f"started {assistant.id}")
            case ToolChanged(message_id=mid, call=call):
                self.line(f"tool {mid} {call.id} {call.status.value} {len(call.output)}")
            case _:
                pass


async def main(data: Path, progress_path: Path, markers: Path, seed: int) -> None:
    server = DevServer().start()
    server.script(*rounds(seed))
    store = open_owned_store(data)
    backend = OpenAIBackend(server.openai_base, "sk-test")
    host = McpHost([own_server(markers, always_allow=True)])
    engine = TurnEngine(store, lambda _name: backend, tools=host)  # 10 rounds: the default
    progress = Progress(os.open(progress_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC))
    engine.add_listener(progress)
    conv = store.repo.create_conversation(provider="openai", model="verbatim-demo")
    progress.line(f"conversation {conv.id}")
    await (await engine.send(conv.id, f"question {seed}")).wait()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3]), int(sys.argv[4])))
