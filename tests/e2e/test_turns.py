"""The turn engine against the scripted server and a real SQLite file (P4-P14, P17)."""

from __future__ import annotations

import asyncio
import hashlib
import sqlite3

import pytest

from desktop.devserver import Fault, Reply, demo_text
from desktop.domain.messages import Role, Status
from desktop.engine.context import JOIN_BOUNDARY, STOPPED_NOTE, build_request
from desktop.engine.turns import TurnRefused
from tests.e2e.conftest import Env
from tests.helpers import present


def _disk_digest(env: Env) -> str:
    h = hashlib.sha256()
    for suffix in ("", "-wal"):
        path = env.repo.path.with_name(env.repo.path.name + suffix)
        if path.exists():
            h.update(path.read_bytes())
    return h.hexdigest()


async def test_p4_consecutive_user_messages_stay_two_and_only_the_request_joins(env: Env) -> None:
    cid = env.conversation("anthropic")
    env.server.script(Reply(fault=Fault.HTTP_STATUS, status=500), Reply(tokens=3))
    await (await env.engine.send(cid, "first question")).wait()  # fails: no answer between
    await (await env.engine.send(cid, "second question")).wait()
    branch = env.repo.branch(cid)
    users = [m.content for m in branch if m.role is Role.USER]
    assert users == ["first question", "second question"]
    sent = env.server.chat_requests()[-1].messages
    assert sent == [
        {"role": "user", "content": "first question" + JOIN_BOUNDARY + "second question"}
    ]
    conv = env.repo.get_conversation(cid)
    before = _disk_digest(env)
    assert conv is not None
    build_request(conv, branch, alternate_roles=True)
    build_request(conv, branch, alternate_roles=False)
    assert _disk_digest(env) == before  # building a request never writes


async def test_p5_user_message_is_on_disk_before_the_request_is_sent(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(fault=Fault.STALL_HEADERS))
    await env.engine.send(cid, "are you there?")
    await env.until(lambda: bool(env.server.chat_requests()))
    with sqlite3.connect(env.repo.path) as conn:
        rows = conn.execute("SELECT content FROM message WHERE role = 'user'").fetchall()
    conn.close()
    assert rows == [("are you there?",)]


async def test_p6_a_streamed_reply_is_one_message_checkpointed_while_streaming(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=400, rate=400))
    turn = await env.engine.send(cid, "stream slowly")
    await env.until(lambda: len(turn.text) > 60)
    with sqlite3.connect(env.repo.path) as conn:
        pieces = conn.execute("SELECT count(*), sum(length(text)) FROM piece").fetchone()
        count = conn.execute("SELECT count(*) FROM message").fetchone()[0]
    conn.close()
    assert count == 2 and pieces[0] >= 2 and pieces[1] > 0
    final = await turn.wait()
    assert final.content == demo_text(400) and env.repo.count_messages(cid) == 2
    assert final.usage.completion_tokens == 400 and final.usage.generation_seconds
    assert 0.5 < final.usage.generation_seconds < 5  # 400 tokens at 400/s, measured by us


async def test_p7_every_answer_ends_in_exactly_one_final_state(env: Env) -> None:
    cid = env.conversation()
    env.server.script(
        Reply(tokens=5),
        Reply(tokens=5, fault=Fault.MID_STREAM_ERROR, fault_after=2),
        Reply(tokens=100_000, rate=1000),
    )
    done = await (await env.engine.send(cid, "a")).wait()
    failed = await (await env.engine.send(cid, "b")).wait()
    turn = await env.engine.send(cid, "c")
    await env.until(lambda: bool(turn.text))
    stopped = await env.engine.stop(cid)
    assert stopped is not None
    assert [done.status, failed.status, stopped.status] == [
        Status.COMPLETE,
        Status.FAILED,
        Status.INTERRUPTED,
    ]
    assert not [m for m in env.repo.messages(cid) if m.status is Status.STREAMING]
    finished = [e for e in env.recorder.events if e[0] == "finished"]
    assert len(finished) == 3


async def test_p8_stop_stores_exactly_the_text_shown_before_reporting(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=100_000, rate=3000))
    turn = await env.engine.send(cid, "long story")
    await env.until(lambda: len(turn.text) > 200)
    stopped = await env.engine.stop(cid)
    assert stopped is not None
    shown = env.recorder.shown[turn.assistant_id]
    assert stopped.content == shown == "".join(turn.text)
    assert present(env.repo.get_message(turn.assistant_id)).content == shown
    assert env.recorder.status_on_disk_at_finish == ["interrupted"]  # on disk before told
    assert demo_text(100_000).startswith(shown)


@pytest.mark.parametrize("phase", ["connecting", "first_token", "streaming"])
async def test_p9_stop_works_at_every_phase_and_closes_the_request(env: Env, phase: str) -> None:
    cid = env.conversation()
    env.server.script(
        {
            "connecting": Reply(fault=Fault.STALL_HEADERS),
            "first_token": Reply(fault=Fault.STALL_FIRST),
            "streaming": Reply(tokens=100_000, rate=2000),
        }[phase]
    )
    headers = asyncio.Event()

    async def got_headers(_response: object) -> None:
        headers.set()

    env.backends["ollama"]._client.event_hooks["response"].append(got_headers)  # type: ignore[attr-defined]
    turn = await env.engine.send(cid, "hi")
    if phase == "streaming":
        await env.until(lambda: len(turn.text) > 10)
    else:  # the server is stalling in that phase, and the client is there too
        assert await asyncio.to_thread(env.server.stalled.wait, 60)
        if phase == "first_token":
            await asyncio.wait_for(headers.wait(), 60)
        assert not headers.is_set() if phase == "connecting" else headers.is_set()
    stopped = await env.engine.stop(cid)
    assert stopped is not None and stopped.status is Status.INTERRUPTED
    deltas_at_stop = len([e for e in env.recorder.events if e[0] == "delta"])
    assert await asyncio.to_thread(env.server.wait_for_disconnects, 1, 5.0)
    await asyncio.sleep(0.1)
    assert len([e for e in env.recorder.events if e[0] == "delta"]) == deltas_at_stop
    assert env.recorder.events[-1] == ("finished", turn.assistant_id)
    assert not env.engine.is_running(cid)


async def test_p10_next_request_carries_the_stopped_text_and_a_note(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=100_000, rate=2000), Reply(tokens=3))
    turn = await env.engine.send(cid, "tell me a story")
    await env.until(lambda: len(turn.text) > 20)
    stopped = await env.engine.stop(cid)
    assert stopped is not None
    await (await env.engine.send(cid, "go on")).wait()
    sent = env.server.chat_requests()[-1].messages
    assert sent[1] == {"role": "assistant", "content": f"{stopped.content}\n\n{STOPPED_NOTE}"}
    assert STOPPED_NOTE not in (present(env.repo.get_message(stopped.id)).content or "")


async def test_p11_failed_text_stays_visible_but_never_reaches_the_model(env: Env) -> None:
    cid = env.conversation()
    env.server.script(
        Reply(tokens=30, fault=Fault.MID_STREAM_ERROR, fault_after=10, error_message="overloaded"),
        Reply(tokens=4, seed=2),
    )
    failed = await (await env.engine.send(cid, "question")).wait()
    assert (
        failed.status is Status.FAILED and failed.content and "overloaded" in (failed.error or "")
    )
    retry = await (await env.engine.retry(failed.id)).wait()
    first, second = env.server.chat_requests()[-2:]
    assert second.messages == first.messages  # exactly the history the failed attempt sent
    assert [m.content for m in env.repo.messages(cid) if m.role is Role.USER] == ["question"]
    assert retry.parent_id == failed.parent_id and retry.status is Status.COMPLETE
    assert present(env.repo.get_message(failed.id)).content == failed.content  # still visible


async def test_p12_regenerate_and_edit_add_versions_and_never_delete(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=3, seed=1), Reply(tokens=3, seed=2), Reply(tokens=3, seed=3))
    first = await (await env.engine.send(cid, "original")).wait()
    second = await (await env.engine.regenerate(first.id)).wait()
    assert [m.id for m in env.repo.siblings(first.id)] == [first.id, second.id]
    user = env.repo.get_message(first.parent_id or "")
    assert user is not None
    edited = await (await env.engine.edit(user.id, "edited")).wait()
    assert [m.content for m in env.repo.siblings(user.id)] == ["original", "edited"]
    assert present(env.repo.get_conversation(cid)).tip_id == edited.id
    env.repo.set_tip(cid, env.repo.latest_leaf(user.id).id)  # switching versions moves a pointer
    assert [m.content for m in env.repo.branch(cid)] == ["original", second.content]
    assert env.repo.count_messages(cid) == 5


async def test_p13_one_turn_per_conversation_but_many_conversations_at_once(env: Env) -> None:
    a, b = env.conversation(), env.conversation("openai")
    env.server.script(Reply(tokens=200, rate=1000), Reply(tokens=200, rate=1000))
    ta = await env.engine.send(a, "one")
    with pytest.raises(TurnRefused, match="still answering"):
        await env.engine.send(a, "two")
    tb = await env.engine.send(b, "other conversation")
    await env.until(lambda: bool(ta.text) and bool(tb.text))  # both stream at once
    ra, rb = await ta.wait(), await tb.wait()
    assert ra.status is rb.status is Status.COMPLETE
    assert [m.content for m in env.repo.messages(a) if m.role is Role.USER] == ["one"]


@pytest.mark.parametrize("text", ["", "   ", "\n\t "])
async def test_p14_empty_messages_are_never_sent_or_stored(env: Env, text: str) -> None:
    cid = env.conversation()
    with pytest.raises(TurnRefused, match="nothing to send"):
        await env.engine.send(cid, text)
    assert env.repo.count_messages(cid) == 0 and env.server.chat_requests() == []


async def test_p17_failed_checkpoint_is_reported_kept_and_retried(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=3000, rate=3000))
    pages = env.repo.db.execute_sql("PRAGMA page_count").fetchone()[0]
    await env.store.run(lambda r: r.db.execute_sql(f"PRAGMA max_page_count = {pages}"))
    turn = await env.engine.send(cid, "fill the disk")
    await env.until(lambda: bool(env.recorder.failures), timeout=10)
    assert "disk is full" in env.recorder.failures[0]
    await env.store.run(lambda r: r.db.execute_sql("PRAGMA max_page_count = 1073741823"))
    final = await turn.wait()
    assert final.content == demo_text(3000) == present(env.repo.get_message(final.id)).content


async def test_titles_come_from_the_first_question(env: Env) -> None:
    cid = env.conversation()
    env.server.script(Reply(tokens=2))
    long = "How do I " + "really " * 20 + "bake bread?"
    await (await env.engine.send(cid, long)).wait()
    title = present(env.repo.get_conversation(cid)).title
    assert title.startswith("How do I really") and title.endswith("…") and len(title) <= 61


async def test_backend_unreachable_keeps_the_question_and_fails_plainly(env: Env) -> None:
    cid = env.conversation()
    env.server.stop()
    final = await (await env.engine.send(cid, "anyone?")).wait()
    assert final.status is Status.FAILED and "did not answer" in (final.error or "")
    assert env.repo.messages(cid)[0].content == "anyone?"
