"""A question asked with web search (issue 41), end to end over real
loopback HTTP: a SearXNG-compatible and a Brave-compatible server answer,
the saved pages are fetched through the guard and their main text taken
out, and the scripted model server receives the best passages numbered
[1], [2]… with their addresses; the answer keeps them as its sources in
the store, the exports, and an import elsewhere (sync carries what an
export does)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain.messages import Status
from desktop.domain.web import SearchChoice, SearchKind, WebPage
from desktop.engine.context import CHARS_PER_TOKEN, MESSAGE_TOKENS
from desktop.engine.turn_state import WebSearch
from desktop.store.db import open_store
from desktop.store.exchange.foreign import import_file
from desktop.store.exchange.transfer import export_json, export_markdown
from desktop.web.reading import read_the_web
from tests.e2e.conftest import Env
from tests.e2e.web_world import BRAVE_KEY, TITLES, WebWorld


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld().start()
    yield world
    world.stop()


async def test_searxng_pages_reach_the_model_numbered_with_addresses(
    env: Env, world: WebWorld, tmp_path: Path
) -> None:
    question = "How many books does the floating library hold, and when does it open?"
    reading = await read_the_web(
        SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng"),
        question,
        pages=5,
        allow={("127.0.0.1", world.port)},
    )
    assert world.queries == [question]
    assert sorted(world.fetched()) == ["docs", "ferry", "nav", "news", "wiki"]
    assert reading.skipped == ()
    by_address = {p.address: p for p in reading.pages}
    news = by_address[world.page_url("news")]
    assert news.title == "Harbour town opens a floating library"
    assert "4,312 books" in news.text and "Accept all" not in news.text  # no cookie banner
    assert "every 40 minutes" in by_address[world.page_url("ferry")].text  # the PDF, read

    cid = env.conversation("openai")
    answer = await (await env.engine.send(cid, question, web=reading.pages)).wait()
    assert answer.status is Status.COMPLETE
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    assert sent.startswith("<web_results>\n")
    assert sent.endswith(f"</web_results>\n\n{question}")
    assert f"[1] Harbour town opens a floating library\n<{world.page_url('news')}>\n" in sent
    assert "The floating library holds 4,312 books and opens on 14 March" in sent
    assert "cite the ones you use by their numbers in brackets, as [1]" in sent

    web = [s for s in answer.sources if s.address]
    assert [s.page for s in web] == list(range(1, len(web) + 1))
    assert web[0].address == world.page_url("news") and "4,312 books" in web[0].passage
    assert all(s.fetched.endswith("+00:00") for s in web)
    for s in web:  # each passage the model was given, under its own number
        assert f"[{s.page}] {s.name}\n<{s.address}>\n{s.passage}" in sent

    stored = env.repo.get_message(answer.id)
    assert stored is not None and stored.sources == answer.sources
    exported = export_json(env.repo)
    kept = exported["conversations"][0]["messages"][-1]["sources"]
    assert kept[0]["address"] == world.page_url("news") and kept[0]["fetched"] == web[0].fetched
    readable = export_markdown(env.repo)
    assert f"[1] Harbour town opens a floating library ({world.page_url('news')})" in readable

    # Elsewhere: the export imported into another store keeps every field.
    path = tmp_path / "export.json"
    path.write_text(json.dumps(exported))
    other = open_store(tmp_path / "other")
    try:
        import_file(other, path)
        again = other.get_message(answer.id)
        assert again is not None and again.sources == answer.sources
        # A source whose address is not the web's is refused, not kept to be clicked.
        kept[0]["address"] = "javascript:alert(1)"
        path.write_text(json.dumps(exported))
        third = open_store(tmp_path / "third")
        try:
            with pytest.raises(Exception, match="not an http or https address"):
                import_file(third, path, dry_run=True)
        finally:
            third.close()
    finally:
        other.close()


async def test_brave_results_bring_the_pdf_passage(env: Env, world: WebWorld) -> None:
    world.found = ["nav", "ferry", "docs"]
    question = "How often does the Saltmarsh ferry run in summer?"
    reading = await read_the_web(
        SearchChoice(SearchKind.BRAVE),
        question,
        key=BRAVE_KEY,
        brave_endpoint=f"{world.url}/brave/res/v1/web/search",
        allow={("127.0.0.1", world.port)},
    )
    cid = env.conversation("ollama")
    answer = await (await env.engine.send(cid, question, web=reading.pages)).wait()
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    first = answer.sources[0]
    assert (first.page, first.name, first.address) == (1, TITLES["ferry"], world.page_url("ferry"))
    assert "the ferry runs every 40 minutes" in first.passage.replace("\n", " ")
    assert f"[1] {TITLES['ferry']}\n<{world.page_url('ferry')}>\n" in sent


async def test_a_page_refused_by_the_guard_is_left_out_with_its_sentence(
    env: Env, world: WebWorld
) -> None:
    """Without the tests' allowance the loopback pages are what a hostile
    result would point at: each refused, none fetched."""
    reading = await read_the_web(SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng"), "q")
    assert reading.pages == ()
    assert reading.skipped[0] == (
        f"Verbatim does not fetch {world.page_url('news')}: it is this computer itself"
        " (a loopback address)."
    )
    assert world.fetched() == []


async def test_web_passages_take_their_room_before_the_conversation_is_fitted(
    env: Env, world: WebWorld
) -> None:
    """The passages are counted in the context budget: the oldest messages
    are left out to make room for them (they were added after the fit, and
    the request ran past what the model reads)."""
    cid = env.conversation("openai")
    earlier = "Tell me more about harbours and their libraries, please. " * 28  # ~400 tokens
    for n in range(5):
        await (await env.engine.send(cid, f"{n}. {earlier}")).wait()
    context = 5400
    budget = context - min(2048, context // 4)
    plan = env.plan(cid, limit=context)
    assert plan.budget == budget
    alone = await (await env.engine.send(cid, "And without the web?", plan=plan)).wait()
    assert alone.omitted == 0  # the conversation alone fits
    question = "How many books does the floating library hold, and when does it open?"
    reading = await read_the_web(
        SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng"),
        question,
        pages=5,
        allow={("127.0.0.1", world.port)},
    )
    answer = await (await env.engine.send(cid, question, web=reading.pages, plan=plan)).wait()
    sent = env.server.chat_requests()[-1].messages
    assert sent[-1]["content"].startswith("<web_results>")
    tokens = sum(len(m["content"]) // CHARS_PER_TOKEN + MESSAGE_TOKENS for m in sent)
    assert tokens <= budget, (tokens, budget)
    assert answer.omitted > 0
    assert env.repo.get_message(answer.id).omitted == answer.omitted  # type: ignore[union-attr]


def _searxng_search(world: WebWorld, pages: int = 5) -> WebSearch:
    async def search(question: str, into: list[WebPage]) -> None:
        await read_the_web(
            SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng"),
            question,
            pages=pages,
            allow={("127.0.0.1", world.port)},
            into=into,
        )

    return search


async def test_the_turn_searches_once_the_question_is_stored(env: Env, world: WebWorld) -> None:
    question = "How many books does the floating library hold, and when does it open?"
    cid = env.conversation("openai")
    turn = await env.engine.send(cid, question, search=_searxng_search(world))
    assert turn.user is not None and env.repo.get_message(turn.user.id) is not None
    answer = await turn.wait()
    assert answer.status is Status.COMPLETE and world.queries == [question]
    sent = env.server.chat_requests()[-1].messages[-1]["content"]
    assert f"[1] Harbour town opens a floating library\n<{world.page_url('news')}>\n" in sent
    web = [s for s in answer.sources if s.address]
    assert web and web[0].address == world.page_url("news")
    stored = env.repo.get_message(answer.id)
    assert stored is not None and stored.sources == answer.sources


async def test_stop_during_the_search_keeps_the_question_and_the_pages_read(
    env: Env, world: WebWorld
) -> None:
    world.slow = {"ferry": 30.0}  # the PDF is still coming when Stop is pressed
    question = "How many books does the floating library hold, and when does it open?"
    cid = env.conversation("openai")
    turn = await env.engine.send(cid, question, search=_searxng_search(world))
    await env.until(lambda: turn.web_pages is not None and len(turn.web_pages) == 4)
    stopped = await env.engine.stop(cid)
    assert stopped is not None and stopped.status is Status.INTERRUPTED
    assert turn.user is not None
    kept = env.repo.get_message(turn.user.id)
    assert kept is not None and kept.content == question
    assert env.server.chat_requests() == []  # the model was never asked
    addresses = {s.address for s in stopped.sources}
    assert world.page_url("news") in addresses and world.page_url("ferry") not in addresses
    again = env.repo.get_message(stopped.id)
    assert again is not None and again.sources == stopped.sources
