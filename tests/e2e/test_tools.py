"""Tool turns end to end (issue 16, P19): the scripted model asks for tools
in each wire format, real MCP servers run them (our own over stdio and
HTTP, `mcp-server-time` from PyPI), and every call and result is on disk
the moment it completes."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from desktop.backends.anthropic import AnthropicBackend
from desktop.backends.base import Backend
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer, Fault, Reply, ScriptedCall
from desktop.domain.events import EngineEvent, ToolChanged
from desktop.domain.messages import Status, ToolStatus
from desktop.domain.tools import Decision, ToolServer
from desktop.engine.context import TOOL_NOTES
from desktop.engine.turn_state import TurnPlan
from desktop.engine.turns import TurnEngine
from desktop.store.db import open_store
from desktop.store.repository import Repository
from desktop.store.worker import AsyncRepository
from desktop.tools.host import McpHost
from tests.e2e.conftest import Recorder
from tests.leaks import started_for
from tests.tooling import Approvals, own_server, server_processes, start_http_tools, time_server

FORMATS = ["openai", "ollama", "anthropic"]


@dataclass
class ToolEnv:
    server: DevServer
    repo: Repository
    engine: TurnEngine
    host: McpHost
    approvals: Approvals
    recorder: Recorder
    data: Path
    markers: Path

    def conversation(self, provider: str) -> str:
        return self.repo.create_conversation(provider=provider, model="verbatim-demo").id


@pytest.fixture(scope="module")
def shared_tools(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[McpHost, Path]]:
    """One host for the module's tool turns: our test server and
    mcp-server-time, each a real process started once (an MCP server takes
    about a second to start). Tests about starting, crashing and stopping
    servers make hosts of their own."""
    markers = tmp_path_factory.mktemp("markers")
    host = McpHost([own_server(markers), time_server()])
    yield host, markers
    host.close()
    assert server_processes(str(markers)) == []


@pytest.fixture
async def tools_env(
    tmp_path: Path, devserver: DevServer, shared_tools: tuple[McpHost, Path]
) -> AsyncIterator[ToolEnv]:
    host, markers = shared_tools
    repo = open_store(tmp_path / "data")
    store = AsyncRepository(repo)
    backends: dict[str, Backend] = {
        "ollama": OllamaBackend(devserver.ollama_base),
        "openai": OpenAIBackend(devserver.openai_base, "sk-test"),
        "anthropic": AnthropicBackend(devserver.anthropic_base, "sk-ant-test"),
    }
    approvals = Approvals()
    engine = TurnEngine(
        store, lambda name: backends[name or "ollama"], tools=host, approve=approvals
    )
    recorder = Recorder(repo.path)
    engine.add_listener(recorder)
    yield ToolEnv(devserver, repo, engine, host, approvals, recorder, tmp_path / "data", markers)
    await engine.shutdown()
    for backend in backends.values():
        await backend.aclose()
    await store.aclose()
    started_for("shared_tools")  # its servers start on first use; the module's host ends them


def _tool_results(format_name: str, messages: list[dict]) -> list[tuple[str, str]]:
    """The results a request carries, in order, each with the call id (the
    tool's name for Ollama, whose wire has no ids), in the format's own shape."""
    out: list[tuple[str, str]] = []
    for m in messages:
        if format_name in ("openai", "ollama") and m.get("role") == "tool":
            out.append((m.get("tool_call_id") or m.get("tool_name", ""), m["content"]))
        content = m.get("content")
        for block in content if isinstance(content, list) else []:
            if isinstance(block, dict) and block.get("type") == "tool_result":
                out.append((block["tool_use_id"], block["content"]))
    return out


@pytest.mark.parametrize("provider", FORMATS)
async def test_p19_tool_round_in_each_format(tools_env: ToolEnv, provider: str) -> None:
    env = tools_env
    cid = env.conversation(provider)
    env.server.script(
        Reply(
            text="Let me look.",
            tool_calls=(
                ScriptedCall("time__get_current_time", {"timezone": "UTC"}),
                ScriptedCall("t__echo", {"text": 'ünïcode and "quotes"'}),
            ),
            argument_chunk=5,
        ),
        Reply(text="It is now, and the echo came back."),
    )
    final = await (await env.engine.send(cid, "what time is it?")).wait()
    assert final.status is Status.COMPLETE and final.content == "It is now, and the echo came back."
    # Both calls were asked for, in order, with the arguments exactly as streamed.
    assert [c.tool for c in env.approvals.asked] == ["get_current_time", "echo"]
    first = env.repo.get_message(final.parent_id or "")
    assert first is not None and first.content == "Let me look."
    calls = first.tool_calls
    assert [c.status for c in calls] == [ToolStatus.DONE, ToolStatus.DONE]
    assert json.loads(calls[0].output)["timezone"] == "UTC"  # the real server's answer
    assert calls[1].output == 'ünïcode and "quotes"'
    assert json.loads(calls[1].arguments) == {"text": 'ünïcode and "quotes"'}
    # The offer named the tools, and the second request carried the results.
    first_request, second = env.server.chat_requests()[-2:]
    offered = json.dumps(first_request.body["tools"])
    assert "time__get_current_time" in offered and "t__echo" in offered
    results = _tool_results(provider, second.messages)
    keys = ["time__get_current_time", "t__echo"] if provider == "ollama" else ["call_1", "call_2"]
    assert [key for key, _ in results] == keys
    assert results[1][1] == 'ünïcode and "quotes"'
    assert json.loads(results[0][1])["timezone"] == "UTC"


@pytest.mark.parametrize("provider", FORMATS)
async def test_denied_call_is_answered_in_the_request_and_never_stored_as_output(
    tools_env: ToolEnv, provider: str
) -> None:
    env = tools_env
    env.approvals.answers.extend([Decision.DENY, Decision.ALLOW_ONCE])
    cid = env.conversation(provider)
    env.server.script(
        Reply(
            text="",
            tool_calls=(
                ScriptedCall("t__echo", {"text": "denied one"}),
                ScriptedCall("t__echo", {"text": "allowed one"}),
            ),
        ),
        Reply(text="Understood."),
    )
    final = await (await env.engine.send(cid, "echo twice")).wait()
    first = env.repo.get_message(final.parent_id or "")
    assert first is not None
    denied, allowed = first.tool_calls
    assert denied.status is ToolStatus.DENIED and denied.output == ""
    assert allowed.status is ToolStatus.DONE and allowed.output == "allowed one"
    assert not (env.markers / "ran-denied one").exists()  # the tool never ran
    results = [r for _, r in _tool_results(provider, env.server.chat_requests()[-1].messages)]
    assert results == [TOOL_NOTES[ToolStatus.DENIED], "allowed one"]


@pytest.mark.parametrize("provider", FORMATS)
async def test_round_limit_ends_the_answer_and_says_why(tools_env: ToolEnv, provider: str) -> None:
    env = tools_env
    cid = env.conversation(provider)
    again = Reply(text="", tool_calls=(ScriptedCall("t__echo", {"text": "again"}),))
    env.server.script(again, again, again, Reply(text="never asked"))
    conversation = env.repo.get_conversation(cid)
    assert conversation is not None
    plan = replace(TurnPlan.plain(conversation), tool_rounds=2)
    final = await (await env.engine.send(cid, "loop", plan=plan)).wait()
    assert len(env.server.chat_requests()) == 3  # two rounds ran, the third was not
    (call,) = final.tool_calls
    assert call.status is ToolStatus.SKIPPED and "limit of 2 tool rounds" in call.note
    branch = env.repo.branch(cid)
    assert [m.tool_calls[0].status for m in branch[1:]] == [
        ToolStatus.DONE,
        ToolStatus.DONE,
        ToolStatus.SKIPPED,
    ]


_READ_CALLS = """
import json, sys
from pathlib import Path
from desktop.store.db import open_store
repo = open_store(Path(sys.argv[1]))
m = repo.get_message(sys.argv[2])
print(json.dumps([[c.id, c.status.value, c.output, c.note] for c in m.tool_calls]))
"""


@pytest.mark.parametrize("provider", FORMATS)
async def test_p19_stop_during_third_tool_keeps_every_call_and_feeds_the_next_request(
    tools_env: ToolEnv, provider: str
) -> None:
    """The founding failure: three calls, Stop during the third."""
    env = tools_env
    cid = env.conversation(provider)
    env.server.script(
        Reply(
            text="Three steps.",
            tool_calls=(
                ScriptedCall("t__echo", {"text": "one"}),
                ScriptedCall("t__echo", {"text": "two"}),
                ScriptedCall("t__count", {"label": f"three-{provider}", "seconds": 60}),
            ),
        ),
        Reply(text="Noted: the third was stopped."),
    )
    turn = await env.engine.send(cid, "do three things")
    first_id = turn.assistant_id

    def third_printed() -> bool:
        m = env.repo.get_message(first_id)
        return m is not None and len(m.tool_calls) == 3 and "step 3" in m.tool_calls[2].output

    await _until(third_printed, 30)
    await env.engine.stop(cid)
    # The tool's process gets the cancel (the SDK sends it as the call ends).
    await _until((env.markers / f"cancelled-three-{provider}").exists, 10)
    # 2. A new process reads the same store.
    out = subprocess.run(
        [sys.executable, "-c", _READ_CALLS, str(env.data), first_id],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    calls = json.loads(out.stdout)
    assert [c[1] for c in calls] == ["done", "done", "cancelled"]
    assert [c[2] for c in calls[:2]] == ["one", "two"]
    partial = calls[2][2]
    label = f"three-{provider}"
    assert partial.startswith(
        f"{label}: step 1 of 600\n{label}: step 2 of 600\n{label}: step 3 of 600"
    )
    # 4. Nothing synthetic is stored: outputs are the tool's own words only.
    for m in env.repo.messages(cid):
        for note in TOOL_NOTES.values():
            assert note.split("{")[0] not in m.content
        for c in m.tool_calls:
            assert "[The person" not in c.output and "[Verbatim" not in c.output
    # 3. The next request carries all three calls, each with its result.
    await (await env.engine.send(cid, "what happened?")).wait()
    request = env.server.chat_requests()[-1]
    values = [r for _, r in _tool_results(provider, request.messages)]
    assert len(values) == 3 and values[:2] == ["one", "two"]
    assert values[2].startswith(partial) and TOOL_NOTES[ToolStatus.CANCELLED] in values[2]
    assert env.repo.get_message(first_id).tool_calls[2].output == partial  # type: ignore[union-attr]


async def test_failed_continuation_is_left_out_but_its_tool_results_are_sent(
    tools_env: ToolEnv,
) -> None:
    env = tools_env
    cid = env.conversation("anthropic")
    env.server.script(
        Reply(text="Checking.", tool_calls=(ScriptedCall("t__echo", {"text": "kept"}),)),
        Reply(tokens=30, fault=Fault.MID_STREAM_ERROR, fault_after=10, error_message="overloaded"),
        Reply(text="Second try worked."),
    )
    failed = await (await env.engine.send(cid, "go")).wait()
    assert failed.status is Status.FAILED and failed.content  # its text stays on screen
    retried = await (await env.engine.retry(failed.id)).wait()
    assert retried.content == "Second try worked."
    sent = env.server.chat_requests()[-1].messages
    assert _tool_results("anthropic", sent) == [("call_1", "kept")]
    assert not any(failed.content in json.dumps(m) for m in sent)
    assert sent[-1]["role"] == "user" and sent[-1]["content"][0]["type"] == "tool_result"


async def test_a_server_that_cannot_start_never_blocks_the_chat(
    tmp_path: Path, devserver: DevServer
) -> None:
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    backend = OllamaBackend(devserver.ollama_base)
    problems: list[tuple[str, str]] = []
    host = McpHost(
        [ToolServer("broken", command=str(tmp_path / "no-such-program"))],
        on_problem=lambda s, m: problems.append((s, m)),
    )
    engine = TurnEngine(store, lambda _n: backend, tools=host, approve=Approvals())
    cid = repo.create_conversation(provider="ollama", model="verbatim-demo").id
    devserver.script(Reply(text="Fine without tools."))
    try:
        final = await (await engine.send(cid, "hello")).wait()
    finally:
        await host.aclose()
        await backend.aclose()
        await store.aclose()
    assert final.content == "Fine without tools."
    assert "tools" not in devserver.chat_requests()[-1].body
    assert problems and problems[0][0] == "broken"
    assert "could not be started" in problems[0][1] and "No such file" in problems[0][1]


async def test_a_crashed_server_fails_its_call_plainly_and_starts_again(
    tools_env: ToolEnv,
) -> None:
    env = tools_env
    cid = env.conversation("openai")
    env.server.script(
        Reply(text="", tool_calls=(ScriptedCall("t__crash", {}),)),
        Reply(text="It crashed."),
        Reply(text="", tool_calls=(ScriptedCall("t__echo", {"text": "back"}),)),
        Reply(text="It is back."),
    )
    first = await (await env.engine.send(cid, "crash it")).wait()
    crashed = env.repo.get_message(first.parent_id or "").tool_calls[0]  # type: ignore[union-attr]
    assert crashed.status is ToolStatus.FAILED
    assert "stopped while it ran" in crashed.note and "crashing on purpose" in crashed.note
    second = await (await env.engine.send(cid, "again")).wait()
    assert second.content == "It is back."
    echoed = env.repo.get_message(second.parent_id or "").tool_calls[0]  # type: ignore[union-attr]
    assert echoed.status is ToolStatus.DONE and echoed.output == "back"


async def test_a_picture_result_is_summarised_and_an_error_result_kept(
    tools_env: ToolEnv,
) -> None:
    env = tools_env
    cid = env.conversation("ollama")
    env.server.script(
        Reply(
            text="",
            tool_calls=(
                ScriptedCall("t__picture", {"width": 40, "height": 30}),
                ScriptedCall("t__refuse", {"reason": "not today"}),
            ),
        ),
        Reply(text="Done."),
    )
    final = await (await env.engine.send(cid, "draw")).wait()
    picture, refused = env.repo.get_message(final.parent_id or "").tool_calls  # type: ignore[union-attr]
    assert picture.output.startswith("[A picture: image/png, 40×30, ")
    assert picture.output.endswith("an orange 40x30 picture")
    assert refused.status is ToolStatus.DONE and refused.is_error


async def test_streamable_http_server_and_always_allow(
    tmp_path: Path, devserver: DevServer
) -> None:
    process, url = start_http_tools(tmp_path)
    repo = open_store(tmp_path / "data")
    store = AsyncRepository(repo)
    backend = OpenAIBackend(devserver.openai_base, "sk-test")
    allowed: list[tuple[str, str]] = []
    host = McpHost(
        [ToolServer("web", url=url)], on_allow_always=lambda s, t: allowed.append((s, t))
    )
    approvals = Approvals(Decision.ALLOW_ALWAYS)
    engine = TurnEngine(store, lambda _n: backend, tools=host, approve=approvals)
    cid = repo.create_conversation(provider="openai", model="verbatim-demo").id
    call = Reply(text="", tool_calls=(ScriptedCall("web__echo", {"text": "over http"}),))
    devserver.script(call, Reply(text="one"), call, Reply(text="two"))
    try:
        await (await engine.send(cid, "first")).wait()
        final = await (await engine.send(cid, "second")).wait()
    finally:
        await host.aclose()
        await backend.aclose()
        await store.aclose()
        process.kill()
        process.wait(10)
    assert final.content == "two"
    assert len(approvals.asked) == 1 and allowed == [("web", "echo")]  # asked once only
    outputs = [c.output for m in repo.messages(cid) for c in m.tool_calls]
    assert outputs == ["over http", "over http"]


async def test_servers_stop_with_the_host_and_leave_no_process(tmp_path: Path) -> None:
    host = McpHost([own_server(tmp_path)])
    offered = await host.offered()
    assert {t.tool for t in offered} >= {"echo", "count", "crash"}
    assert len(server_processes(str(tmp_path))) == 1
    await host.aclose()
    assert server_processes(str(tmp_path)) == []


async def _until(predicate, timeout: float) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        assert loop.time() < end, "condition not reached in time"
        await asyncio.sleep(0.02)


async def test_p19_stop_while_a_call_is_being_stored_leaves_no_call_waiting(
    tools_env: ToolEnv,
) -> None:
    """Found by the window's state machine: Stop landing while the second
    call's row was being written left that row waiting for ever."""
    env = tools_env
    cid = env.conversation("openai")
    env.server.script(
        Reply(
            text="Two.",
            tool_calls=(
                ScriptedCall("t__echo", {"text": "first"}),
                ScriptedCall("t__echo", {"text": "second"}),
            ),
        )
    )
    stops: list[asyncio.Task[object]] = []

    def stop_at_first_call(event: EngineEvent) -> None:
        if isinstance(event, ToolChanged) and not stops:
            # The first call is on disk; the second is being written now.
            stops.append(asyncio.ensure_future(env.engine.stop(event.conversation_id)))

    env.engine.add_listener(stop_at_first_call)
    turn = await env.engine.send(cid, "two calls")
    await turn.wait()
    await stops[0]
    calls = env.repo.get_message(turn.assistant_id).tool_calls  # type: ignore[union-attr]
    assert len(calls) == 2
    assert [c.status for c in calls] == [ToolStatus.SKIPPED, ToolStatus.SKIPPED]
    assert not (env.markers / "ran-first").exists()


@pytest.mark.parametrize("provider", FORMATS)
async def test_a_model_that_takes_no_tools_answers_without_them(
    tools_env: ToolEnv, provider: str
) -> None:
    """Adding a tool server must not break a model that cannot use tools."""
    env = tools_env
    env.server.tool_models = set()  # this server's models take none
    cid = env.conversation(provider)
    env.server.script(Reply(text="Plain answer."), Reply(text="Another."))
    first = await (await env.engine.send(cid, "hello")).wait()
    assert first.status is Status.COMPLETE and first.content == "Plain answer."
    refused, answered = env.server.chat_requests()
    assert "tools" in refused.body and "tools" not in answered.body
    second = await (await env.engine.send(cid, "again")).wait()
    assert second.content == "Another."
    assert "tools" not in env.server.chat_requests()[-1].body  # not offered again
    assert len(env.server.chat_requests()) == 3


_SLEEPER = "import time; time.sleep(60)"  # never speaks MCP


async def test_a_server_that_failed_to_start_is_not_waited_for_again(tmp_path: Path) -> None:
    import time

    problems: list[str] = []
    host = McpHost(
        [ToolServer("slow", command=sys.executable, args=("-c", _SLEEPER, str(tmp_path)))],
        on_problem=lambda _s, m: problems.append(m),
        start_seconds=1.0,
    )
    try:
        assert await host.offered() == []
        assert problems == ["The tool server “slow” did not start within 1 seconds."]
        began = time.monotonic()
        assert await host.offered() == []  # at once, and said only once
        assert time.monotonic() - began < 0.5 and len(problems) == 1
    finally:
        await host.aclose()
    assert server_processes(str(tmp_path)) == []  # its process ended with the failed start


def test_a_50_mb_tool_result_is_kept_cut_said_and_saved_whole_in_bounded_memory(
    tmp_path: Path,
) -> None:
    """Issue 24, hole 6: 50 MB from a tool took up to 249 s and 2.93 GB, and
    went to the model whole. Now the call keeps 1 MB and says so, the whole
    output is saved as a private file, and the model reads 40,000 characters
    with a note, in a child process capped at 1.5 GB of address space."""
    from tests.capped import run_capped

    markers = tmp_path / "markers"
    markers.mkdir()
    driver = Path(__file__).parent / "tool_flood_driver.py"
    outcome = run_capped(
        [str(tmp_path / "data"), str(markers), "50"], 1536, tmp_path, script=driver
    )
    assert outcome.code == 0, outcome.err[-2000:]
    got = json.loads(outcome.out.strip().splitlines()[-1])
    assert got["status"] == "done" and got["kept"] == 1_000_000
    assert "The tool returned 50.0 MB; the first 976.6 KB are kept here." in got["note"]
    assert "The whole output is saved as" in got["note"]
    assert got["whole"] > 50_000_000 and got["whole_mode"] == "0o600"
    assert got["sent"] < 100_000  # the model got an excerpt, not 52,428,800 bytes
    assert "the person has all of it.]" in got["sent_tool"]
    assert got["answer"] == "I read the start of it."
    print(f"\n50 MB tool result: peak memory {outcome.peak_mb:.0f} MB")
    assert outcome.peak_mb < 600, outcome.peak_mb  # a 100 MB message (text and structured)


def test_deleting_a_conversation_removes_its_tools_whole_outputs(tmp_path: Path) -> None:
    """Issue 37, hole 12: a tool's whole output (saved in tool-output/ when
    longer than a call keeps) stayed there for ever after its conversation
    was deleted. A real turn with a 2 MB tool result, then Delete."""
    from tests.capped import run_capped

    markers = tmp_path / "markers"
    markers.mkdir()
    driver = Path(__file__).parent / "tool_flood_driver.py"
    outcome = run_capped(
        [str(tmp_path / "data"), str(markers), "2", "delete"], 1536, tmp_path, script=driver
    )
    assert outcome.code == 0, outcome.err[-2000:]
    got = json.loads(outcome.out.strip().splitlines()[-1])
    assert got["after_delete"] == {"saved": True, "left": []}
