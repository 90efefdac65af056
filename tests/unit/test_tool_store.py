"""Tool calls in the store and in the request (P1, P2, P10, P18, P19), on
real SQLite files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.domain.errors import StoreError
from desktop.domain.messages import Message, Role, Status, ToolCall, ToolStatus
from desktop.engine.context import TOOL_NOTES, fit, prepare_request
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json, import_json
from desktop.store.repository import Repository


def _turn(repo: Repository, calls: list[ToolCall]) -> tuple[str, str]:
    """A question and an answer that called `calls`; returns (conversation, answer)."""
    cid = repo.create_conversation(provider="openai", model="m").id
    q = repo.add_message(Message(id="q", conversation_id=cid, role=Role.USER, content="go"))
    a = repo.add_message(
        Message(id="a", conversation_id=cid, role=Role.ASSISTANT, content="On it.", parent_id=q.id)
    )
    repo.set_tip(cid, a.id)
    for position, call in enumerate(calls):
        repo.tools.add_tool_call(a.id, call, position)
    return cid, a.id


def _call(n: int, status: ToolStatus = ToolStatus.WAITING, **kw: object) -> ToolCall:
    return ToolCall(
        f"call_{n}",
        f"t__echo{n}",
        json.dumps({"n": n}),
        "t",
        "echo",
        status,
        **kw,  # type: ignore[arg-type]
    )


def test_p19_a_call_is_one_row_written_and_updated_by_its_identity(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    cid, aid = _turn(repo, [_call(1), _call(2)])
    repo.tools.add_tool_call(aid, _call(1), 0)  # the same call again: still one row (P2)
    repo.tools.update_tool_call(aid, _call(2, ToolStatus.DONE, output="two"))
    repo.tools.update_tool_call(aid, _call(1, ToolStatus.DENIED))
    calls = repo.get_message(aid).tool_calls  # type: ignore[union-attr]
    assert [(c.id, c.status, c.output) for c in calls] == [
        ("call_1", ToolStatus.DENIED, ""),
        ("call_2", ToolStatus.DONE, "two"),
    ]
    repo.delete_message("q")  # the calls go with their answer
    count = repo.db.execute_sql("SELECT count(*) FROM tool_call").fetchone()[0]
    assert count == 0 and repo.count_messages(cid) == 0
    repo.close()


def test_p19_reopening_after_a_crash_ends_running_and_waiting_calls(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    _cid, aid = _turn(repo, [_call(1, ToolStatus.DONE, output="one"), _call(2), _call(3)])
    repo.tools.update_tool_call(aid, _call(2, ToolStatus.RUNNING, output="step 1\nstep 2\n"))
    repo.close()  # as a SIGKILL leaves it: one running, one waiting
    again = open_store(tmp_path)
    done, running, waiting = again.get_message(aid).tool_calls  # type: ignore[union-attr]
    assert (done.status, done.output) == (ToolStatus.DONE, "one")
    assert running.status is ToolStatus.INTERRUPTED and running.output == "step 1\nstep 2\n"
    assert waiting.status is ToolStatus.SKIPPED and "before it was allowed" in waiting.note
    again.close()


def test_export_and_import_keep_every_call_with_its_status(tmp_path: Path) -> None:
    repo = open_store(tmp_path / "a")
    statuses = [s for s in ToolStatus if s.is_final]
    _turn(
        repo,
        [
            _call(i, s, output=f"out {i}", note=f"note {i}", is_error=i % 2 == 0)
            for i, s in enumerate(statuses)
        ],
    )
    data = export_json(repo)
    target = open_store(tmp_path / "b")
    assert import_json(target, json.dumps(data)) == (1, 2)
    assert import_json(target, json.dumps(data)) == (0, 0)  # P2
    assert target.get_message("a").tool_calls == repo.get_message("a").tool_calls  # type: ignore[union-attr]
    assert export_json(target)["conversations"] == data["conversations"]
    repo.close()
    target.close()


def test_a_hostile_export_of_tool_calls_is_refused_whole(tmp_path: Path) -> None:
    repo = open_store(tmp_path / "a")
    _turn(repo, [_call(1, ToolStatus.DONE, output="x")])
    data = export_json(repo)
    repo.close()
    target = open_store(tmp_path / "b")
    answer = data["conversations"][0]["messages"][1]
    answer["tool_calls"][0]["status"] = "exploded"
    with pytest.raises(StoreError, match="unknown status"):
        import_json(target, json.dumps(data))
    answer["tool_calls"] = [dict(answer["tool_calls"][0], status="done")] * 2
    with pytest.raises(StoreError, match="repeats a tool call id"):
        import_json(target, json.dumps(data))
    assert target.count_messages() == 0
    target.close()


def test_p10_every_call_is_answered_in_the_request_and_notes_are_built_there(
    tmp_path: Path,
) -> None:
    repo = open_store(tmp_path)
    calls = [
        _call(0, ToolStatus.DONE, output="zero"),
        _call(1, ToolStatus.DENIED),
        _call(2, ToolStatus.CANCELLED, output="half"),
        _call(3, ToolStatus.FAILED, note="the server is down"),
        _call(4, ToolStatus.SKIPPED, note="the person stopped the answer before it ran"),
    ]
    cid, _aid = _turn(repo, calls)
    before = export_json(repo)["conversations"]
    conv = repo.get_conversation(cid)
    assert conv is not None
    messages = prepare_request(conv, repo.branch(cid)).messages
    assert export_json(repo)["conversations"] == before  # the builder writes nothing (P4)
    answer, *results = messages[1:]
    assert [c.id for c in answer.tool_calls] == [f"call_{i}" for i in range(5)]
    assert [r.tool_call_id for r in results] == [f"call_{i}" for i in range(5)]
    assert [r.content for r in results] == [
        "zero",
        TOOL_NOTES[ToolStatus.DENIED],
        "half\n\n" + TOOL_NOTES[ToolStatus.CANCELLED],
        "[The tool could not be run: the server is down]",
        "[This tool call was not run: the person stopped the answer before it ran]",
    ]
    assert [r.is_error for r in results] == [False, True, True, True, True]
    repo.close()


def test_fitting_never_parts_a_result_from_its_call(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    cid, aid = _turn(repo, [_call(1, ToolStatus.DONE, output="x" * 3000)])
    repo.finalize_message(aid, Status.COMPLETE, content="On it.")
    for i in range(3):
        tip = repo.get_conversation(cid).tip_id  # type: ignore[union-attr]
        m = repo.add_message(
            Message(
                id=f"u{i}", conversation_id=cid, role=Role.USER, content="y" * 90, parent_id=tip
            )
        )
        repo.set_tip(cid, m.id)
    conv = repo.get_conversation(cid)
    assert conv is not None
    full = prepare_request(conv, repo.branch(cid)).messages
    fitted, dropped = fit(full, budget=200)
    assert dropped == 1  # the answer and its result left out together
    assert not any(m.role == "tool" for m in fitted)
    assert not any(m.tool_calls for m in fitted)
    repo.close()


def test_readable_exports_show_each_call_and_never_its_markup(tmp_path: Path) -> None:
    from desktop.store.exchange.html_export import export_html
    from desktop.store.exchange.transfer import export_markdown

    repo = open_store(tmp_path)
    hostile = "<script>alert(1)</script>\n```\nnot the end"
    _turn(repo, [_call(1, ToolStatus.DONE, output=hostile)])
    page = export_html(repo)
    assert "<script>alert" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "Tool echo · t · done" in page
    text = export_markdown(repo)
    assert "**Tool echo** (t, done)" in text
    assert "````text\n" + hostile + "\n````" in text  # a fence the output cannot close
    repo.close()


def test_deleting_a_message_removes_its_tools_whole_outputs_and_no_others(
    tmp_path: Path,
) -> None:
    """Issue 37, hole 12: a tool's whole output stayed in tool-output/ after
    what it belonged to was deleted. Deleting an answer (and what follows
    it) removes theirs; another conversation's stays."""
    from desktop.store.tool_output import save_whole_output

    repo = open_store(tmp_path)
    call = ToolCall("c1", "t", "{}", "s", "t", ToolStatus.DONE, "cut")
    kept_id = repo.create_conversation(title="kept").id
    gone_id = repo.create_conversation(title="gone").id
    repo.add_imported(
        kept_id, [Message("k1", kept_id, Role.ASSISTANT, "a", tool_calls=(call,))], {}
    )
    repo.add_imported(
        gone_id,
        [
            Message("q1", gone_id, Role.USER, "q"),
            Message("a1", gone_id, Role.ASSISTANT, "a", parent_id="q1", tool_calls=(call,)),
        ],
        {},
    )
    kept = save_whole_output(tmp_path, "k1", "c1", "kept whole")
    gone = save_whole_output(tmp_path, "a1", "c1", "gone whole")
    repo.delete_message("q1")
    repo.close()
    assert kept.exists() and not gone.exists()
