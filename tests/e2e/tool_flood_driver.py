"""A tool gone wild, as a whole turn (issue 24, hole 6): the scripted model
asks our MCP test server's `flood` tool for N megabytes, Verbatim runs it
(always allowed) and the model answers after. Prints what was kept, noted,
saved and sent, as JSON, for the test to check; run as a child process
under a memory cap."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer, Reply, ScriptedCall
from desktop.engine.turns import TurnEngine
from desktop.session.owner import open_owned_store
from desktop.store.tool_output import whole_output_path
from desktop.tools.host import McpHost
from tests.tooling import own_server


async def main(data: Path, markers: Path, megabytes: int, then_delete: bool = False) -> None:
    server = DevServer().start()
    server.script(
        Reply(text="", tool_calls=(ScriptedCall("t__flood", {"megabytes": megabytes}),)),
        Reply(text="I read the start of it."),
    )
    store = open_owned_store(data)
    backend = OpenAIBackend(server.openai_base, "sk-test")
    host = McpHost([own_server(markers, always_allow=True)])
    engine = TurnEngine(store, lambda _name: backend, tools=host)  # 10 rounds: the default
    conv = store.repo.create_conversation(provider="openai", model="verbatim-demo")
    try:
        await (await engine.send(conv.id, "flood me")).wait()
        asked = next(m for m in store.repo.messages(conv.id) if m.tool_calls)
        (call,) = asked.tool_calls
        whole = whole_output_path(data, asked.id, call.id)
        sent = server.chat_requests()[-1]
        kept_after_delete = None
        if then_delete:  # as the window's Delete does (session/conversations.py)
            saved = whole.exists()
            await store.run(lambda r: r.delete_conversation(conv.id))
            kept_after_delete = {
                "saved": saved,
                "left": sorted(p.name for p in whole.parent.iterdir()),
            }
        print(
            json.dumps(
                {
                    "status": call.status.value,
                    "kept": len(call.output),
                    "note": call.note,
                    "whole": whole.stat().st_size if whole.exists() else 0,
                    "whole_mode": oct(whole.stat().st_mode & 0o777) if whole.exists() else "",
                    "sent": sum(len(json.dumps(m)) for m in sent.messages),
                    "sent_tool": sent.messages[-1]["content"][-200:],
                    "answer": "" if then_delete else store.repo.messages(conv.id)[-1].content,
                    "after_delete": kept_after_delete,
                }
            )
        )
    finally:
        await engine.shutdown()
        await host.aclose()
        await backend.aclose()
        await store.aclose()
        server.stop()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]), "delete" in sys.argv))
