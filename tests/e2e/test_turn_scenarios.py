"""The three seed scenarios of issue 4, each named for what it guards."""

from __future__ import annotations

import json
import subprocess
import sys

from desktop.devserver import Fault, Reply
from desktop.domain.messages import Role, Status
from desktop.engine.context import STOPPED_NOTE
from tests.e2e.conftest import Env
from tests.helpers import present

_READ = """
import json, sys
from pathlib import Path
from desktop.store.db import open_store
repo = open_store(Path(sys.argv[1]))
m = repo.get_message(sys.argv[2])
print(json.dumps({"status": m.status.value, "content": m.content}))
"""


async def test_stopped_long_reply_survives_reopen_in_new_process_and_feeds_next_turn(
    env: Env,
) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=100_000, rate=2500), Reply(tokens=3))
    turn = await env.engine.send(cid, "write a very long essay")
    await env.until(lambda: len("".join(turn.text)) > 2000)
    stopped = await env.engine.stop(cid)
    assert stopped is not None
    shown = env.recorder.shown[turn.assistant_id]
    out = subprocess.run(
        [sys.executable, "-c", _READ, str(env.data), turn.assistant_id],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    seen_by_new_process = json.loads(out.stdout)
    assert seen_by_new_process == {"status": "interrupted", "content": shown}
    await (await env.engine.send(cid, "thanks, shorter please")).wait()
    sent = env.server.chat_requests()[-1].messages
    assert sent[-2] == {"role": "assistant", "content": f"{shown}\n\n{STOPPED_NOTE}"}
    assert sent[-1] == {"role": "user", "content": "thanks, shorter please"}


async def test_failed_turn_does_not_poison_retry_or_later_turns(env: Env) -> None:
    cid = env.conversation()
    env.server.script(
        Reply(tokens=40, fault=Fault.MID_STREAM_ERROR, fault_after=15, error_message="boom"),
        Reply(tokens=5, seed=3),
        Reply(tokens=5, seed=4),
    )
    failed = await (await env.engine.send(cid, "the question")).wait()
    assert failed.status is Status.FAILED and failed.content
    await (await env.engine.retry(failed.id)).wait()
    await (await env.engine.send(cid, "a new message")).wait()
    later = env.server.chat_requests()[-2:]
    for request in later:
        assert all(failed.content not in m["content"] for m in request.messages)
    assert present(env.repo.get_message(failed.id)).content == failed.content  # kept and visible
    users = [m for m in env.repo.messages(cid) if m.role is Role.USER]
    assert [u.content for u in users] == ["the question", "a new message"]


async def test_rapid_stop_send_and_regenerate_never_duplicates_merges_or_orphans(
    env: Env,
) -> None:
    cid = env.conversation()
    env.server.default_reply = Reply(tokens=100_000, rate=3000)
    sent_texts = []
    last_assistant = None
    for i in range(25):
        if i % 5 == 4 and last_assistant is not None:
            turn = await env.engine.regenerate(last_assistant)
        else:
            text = f"question {i}"
            sent_texts.append(text)
            turn = await env.engine.send(cid, text)
        if i % 3:
            await env.until(lambda t=turn: bool(t.text))
        stopped = await env.engine.stop(cid)
        assert stopped is not None and stopped.status is Status.INTERRUPTED
        assert stopped.content == env.recorder.shown[turn.assistant_id]
        last_assistant = turn.assistant_id
    messages = env.repo.messages(cid)
    ids = [m.id for m in messages]
    assert len(ids) == len(set(ids))
    assert [m.content for m in messages if m.role is Role.USER] == sent_texts
    known = set(ids)
    assert all(m.parent_id is None or m.parent_id in known for m in messages)
    seqs = [m.seq for m in messages]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
    assert not [m for m in messages if m.status is Status.STREAMING]
    assert env.repo.integrity_check() == "ok"
