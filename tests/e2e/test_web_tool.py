"""Web search as a tool (issue 41), end to end: a model that can call
tools, asked with web search on, is offered `web_search` beside any MCP
tools and writes its own query (the scripted model server asks for it);
the person's approval applies; the call runs the real search against the
loopback web (web_world) and returns the numbered passages with their
addresses; the answer's sources gain the pages, and a Stop during the
tool's search keeps what was fetched."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from desktop.backends.base import Backend
from desktop.backends.openai import OpenAIBackend
from desktop.devserver import DevServer, Reply, ScriptedCall
from desktop.domain.messages import Status, ToolStatus
from desktop.domain.tools import Decision
from desktop.domain.web import SearchChoice, SearchKind, WebPage
from desktop.engine.turn_state import WebSearch
from desktop.engine.turns import TurnEngine
from desktop.store.db import open_store
from desktop.store.worker import AsyncRepository
from desktop.web.reading import read_the_web
from tests.e2e.conftest import Env, Recorder
from tests.e2e.web_world import WebWorld
from tests.tooling import Approvals

QUERY = "floating library Porthwenna books opening day"
QUESTION = "What's new at the harbour in Porthwenna?"


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld().start()
    yield world
    world.stop()


@pytest.fixture
async def approvals() -> Approvals:
    return Approvals()


@pytest.fixture
async def tool_env(
    tmp_path: Path, devserver: DevServer, approvals: Approvals
) -> AsyncIterator[Env]:
    """An engine with the person's approval and no MCP server at all: the
    built-in search needs none."""
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    backends: dict[str, Backend] = {"openai": OpenAIBackend(devserver.openai_base, "sk-test")}
    engine = TurnEngine(
        store, lambda name: backends["openai"], checkpoint_interval=0.05, approve=approvals
    )
    recorder = Recorder(repo.path)
    engine.add_listener(recorder)
    yield Env(devserver, repo, store, engine, recorder, tmp_path, backends)
    await engine.shutdown()
    await backends["openai"].aclose()
    await store.aclose()


def _search(world: WebWorld) -> WebSearch:
    async def search(question: str, into: list[WebPage]) -> None:
        await read_the_web(
            SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng"),
            question,
            pages=5,
            allow={("127.0.0.1", world.port)},
            into=into,
        )

    return search


def _script_search(env: Env, answer: str = "It holds 4,312 books [1].") -> None:
    env.server.script(
        Reply(
            text="Let me look that up.", tool_calls=(ScriptedCall("web_search", {"query": QUERY}),)
        ),
        Reply(text=answer),
    )


async def test_the_model_searches_with_its_own_query_and_the_answer_cites_the_page(
    tool_env: Env, world: WebWorld, approvals: Approvals
) -> None:
    env = tool_env
    _script_search(env)
    cid = env.conversation("openai")
    final = await (await env.engine.send(cid, QUESTION, search=_search(world))).wait()
    assert final.status is Status.COMPLETE and final.content == "It holds 4,312 books [1]."

    # Offered as a tool, and the question went as it was: no search for it.
    first, second = env.server.chat_requests()
    offered = first.body["tools"]
    assert [t["function"]["name"] for t in offered] == ["web_search"]
    assert first.messages[-1]["content"] == QUESTION
    assert world.queries == [QUERY]  # the model's words, not the question's
    assert [c.name for c in approvals.asked] == ["web_search"]  # asked first

    # The tool's result: the numbered passages with their addresses.
    asked = env.repo.get_message(final.parent_id or "")
    assert asked is not None
    call = asked.tool_calls[0]
    assert call.status is ToolStatus.DONE and call.server == "Verbatim"
    result = next(m["content"] for m in second.messages if m.get("role") == "tool")
    assert result == call.output
    assert result.startswith("<web_results>\n")
    assert f"[1] Harbour town opens a floating library\n<{world.page_url('news')}>\n" in result
    assert "The floating library holds 4,312 books" in result

    # The answer's sources: the pages the call returned, under their numbers.
    web = [s for s in final.sources if s.address]
    assert [s.page for s in web] == list(range(1, len(web) + 1))
    assert web[0].address == world.page_url("news") and "4,312 books" in web[0].passage
    for s in web:
        assert f"[{s.page}] {s.name}\n<{s.address}>\n{s.passage}" in result
    stored = env.repo.get_message(final.id)
    assert stored is not None and stored.sources == final.sources


async def test_a_second_search_numbers_on_and_allow_always_is_not_asked_again(
    tool_env: Env, world: WebWorld, approvals: Approvals
) -> None:
    env = tool_env
    approvals.answers.append(Decision.ALLOW_ALWAYS)
    env.server.script(
        Reply(text="", tool_calls=(ScriptedCall("web_search", {"query": QUERY}),)),
        Reply(text="", tool_calls=(ScriptedCall("web_search", {"query": "Saltmarsh ferry"}),)),
        Reply(text="Books [1], ferries [7]."),
    )
    cid = env.conversation("openai")
    final = await (await env.engine.send(cid, QUESTION, search=_search(world))).wait()
    assert final.status is Status.COMPLETE
    assert len(approvals.asked) == 1  # allowed always: the second call ran unasked
    assert world.queries == [QUERY, "Saltmarsh ferry"]
    web = [s for s in final.sources if s.address]
    assert [s.page for s in web] == list(range(1, len(web) + 1))
    results = [
        m["content"] for m in env.server.chat_requests()[-1].messages if m.get("role") == "tool"
    ]
    first_numbers = [int(n) for n in re.findall(r"^\[(\d+)\] ", results[0], re.M)]
    later_numbers = [int(n) for n in re.findall(r"^\[(\d+)\] ", results[1], re.M)]
    assert first_numbers == list(range(1, len(first_numbers) + 1))
    assert later_numbers[0] == len(first_numbers) + 1  # numbered on, as the sources are
    assert len(web) == len(first_numbers) + len(later_numbers)


async def test_a_denied_search_runs_nothing(
    tool_env: Env, world: WebWorld, approvals: Approvals
) -> None:
    env = tool_env
    approvals.answers.append(Decision.DENY)
    _script_search(env, "Without the web, I cannot say.")
    cid = env.conversation("openai")
    final = await (await env.engine.send(cid, QUESTION, search=_search(world))).wait()
    assert final.status is Status.COMPLETE
    assert world.queries == [] and world.fetched() == []
    asked = env.repo.get_message(final.parent_id or "")
    assert asked is not None and asked.tool_calls[0].status is ToolStatus.DENIED
    assert not [s for s in final.sources if s.address]


async def test_a_model_that_takes_no_tools_gets_the_search_for_its_question(
    tool_env: Env, world: WebWorld
) -> None:
    env = tool_env
    env.server.tool_models = set()
    env.server.script(Reply(text="It holds 4,312 books [1]."))
    cid = env.conversation("openai")
    final = await (await env.engine.send(cid, QUESTION, search=_search(world))).wait()
    assert final.status is Status.COMPLETE and world.queries == [QUESTION]
    refused, answered = env.server.chat_requests()
    assert "tools" in refused.body and "tools" not in answered.body
    assert answered.messages[-1]["content"].startswith("<web_results>\n")
    assert any(s.address == world.page_url("news") for s in final.sources)


async def test_stop_during_the_tools_search_keeps_what_was_fetched(
    tool_env: Env, world: WebWorld
) -> None:
    env = tool_env
    world.slow = {"ferry": 30.0}  # the PDF is still coming when Stop is pressed
    _script_search(env)
    cid = env.conversation("openai")
    turn = await env.engine.send(cid, QUESTION, search=_search(world))
    await env.until(lambda: turn.web_pages is not None and len(turn.web_pages) == 4)
    stopped = await env.engine.stop(cid)
    assert stopped is not None
    assert len(env.server.chat_requests()) == 1  # the answer was never asked for
    asked = env.repo.get_message(stopped.id)
    assert asked is not None and asked.content == "Let me look that up."
    call = asked.tool_calls[0]
    assert call.status is ToolStatus.CANCELLED
    assert f"<{world.page_url('news')}>" in call.output  # the passages read, kept in the call
    addresses = {s.address for s in asked.sources}
    assert world.page_url("news") in addresses and world.page_url("ferry") not in addresses
    assert json.loads(call.arguments) == {"query": QUERY}
