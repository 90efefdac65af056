"""Web search, from the question to the first word of the answer (issue
41), against the SearXNG-compatible server on loopback serving the saved
pages (tests/e2e/web_world.py) and the scripted model server: the time
split into search, fetch, extraction and ranking, each printed against its
own limit measured in the same run: the same step alone, on the same
pages (the provider asked alone, each page fetched alone, the extractor
alone on the same bytes, the ranking alone on the same texts). Only
invariants are asserted; the figures are printed with the machine's load."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest

from desktop.domain.events import EngineEvent, TurnDelta
from desktop.domain.messages import Status
from desktop.domain.web import SearchChoice, SearchKind, WebPage
from desktop.engine.web import web_sources
from desktop.web.extract import main_text
from desktop.web.fetch import Page, fetch_page
from desktop.web.reading import PAGES, read_the_web
from desktop.web.search import search
from tests.e2e.conftest import Env
from tests.e2e.web_world import WebWorld
from tests.perf.lag import load_words

pytestmark = pytest.mark.perf

QUESTION = "How many books does the floating library hold, and when does it open?"
ROUNDS = 5


class TimedWorld(WebWorld):
    """The web of the tests, noting when each request arrived."""

    def __init__(self) -> None:
        super().__init__(found=["news", "docs", "wiki", "ferry", "nav"])
        self.arrived: list[tuple[float, str]] = []

    async def _answer(self, request: bytes, writer: asyncio.StreamWriter) -> None:
        line = request.split(b"\r\n", 1)[0].decode()
        self.arrived.append((time.perf_counter(), line.split(" ")[1]))
        await super()._answer(request, writer)


@pytest.fixture
def world() -> Iterator[TimedWorld]:
    world = TimedWorld()
    world.start()
    yield world
    world.stop()


def _median(work: Callable[[], Any]) -> float:
    """Seconds `work` takes, the median of ROUNDS runs."""
    timings = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        work()
        timings.append(time.perf_counter() - started)
    return statistics.median(timings)


async def _amedian(work: Callable[[], Any]) -> float:
    timings = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        await work()
        timings.append(time.perf_counter() - started)
    return statistics.median(timings)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


async def test_search_to_the_first_word_split_into_its_steps(env: Env, world: TimedWorld) -> None:
    choice = SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng")
    allow = {("127.0.0.1", world.port)}
    extracted: list[tuple[float, float]] = []  # each page's extraction: start, end
    marks: dict[str, float] = {}

    async def blocking(work: Callable[..., Any], *args: Any) -> Any:
        started = time.perf_counter()
        try:
            return await asyncio.to_thread(work, *args)
        finally:
            extracted.append((started, time.perf_counter()))

    async def searched(question: str, into: list[WebPage]) -> None:
        marks["search started"] = time.perf_counter()
        await read_the_web(choice, question, allow=allow, into=into, blocking=blocking)
        marks["pages read"] = time.perf_counter()

    def heard(event: EngineEvent) -> None:
        if isinstance(event, TurnDelta) and "first word" not in marks:
            marks["first word"] = time.perf_counter()

    env.engine.add_listener(heard)
    cid = env.conversation("openai")
    # A first question warms what a running app has warm (trafilatura's
    # import, the PDF reader's first child): the figures are the second's.
    await (await env.engine.send(cid, QUESTION, search=searched)).wait()
    world.arrived.clear()
    extracted.clear()
    marks.clear()
    before = len(env.server.chat_requests())
    started = time.perf_counter()
    turn = await env.engine.send(cid, QUESTION, search=searched)
    await env.until(lambda: len(env.server.chat_requests()) > before, 30.0)
    on_the_wire = time.perf_counter()
    answer = await turn.wait()
    assert answer.status is Status.COMPLETE and "first word" in marks
    assert len(turn.web_pages or []) == PAGES

    # The turn's own steps, from the server's and the extractor's clocks.
    pages_asked = [t for t, path in world.arrived if path.startswith("/pages/")]
    search_took = min(pages_asked) - marks["search started"]
    fetch_took = min(s for s, _ in extracted) - min(pages_asked)  # the first page to reading it
    fetch_span = max(s for s, _ in extracted) - min(pages_asked)  # until the last was in
    extract_each = [e - s for s, e in extracted]
    ranking_took = on_the_wire - marks["pages read"]
    first_word = marks["first word"] - started

    # Each step alone, on the same pages: its limit.
    search_alone = await _amedian(lambda: search(choice, QUESTION, limit=PAGES))
    hits = await search(choice, QUESTION, limit=PAGES)
    fetched: list[Page] = []
    fetch_alone = []
    for hit in hits:
        fetch_alone.append(await _amedian(partial(fetch_page, hit.address, allow=allow)))
        fetched.append(await fetch_page(hit.address, allow=allow))
    extract_alone = [_median(partial(main_text, page)) for page in fetched]
    pages = [
        WebPage(t.title, p.address, "2026-01-01T00:00:00+00:00", t.text)
        for p, t in ((p, main_text(p)) for p in fetched)
    ]
    ranking_alone = _median(lambda: web_sources(pages, QUESTION))
    limit = search_alone + max(fetch_alone) + max(extract_alone) + ranking_alone

    print(
        f"\nWeb search to the first word of the answer ({PAGES} saved pages on loopback, one"
        f" a PDF; the scripted model server): {_ms(first_word)}, against {_ms(limit)} for"
        f" its steps alone ({first_word / limit:.2f}×); {load_words()}\n"
        f"  search: {_ms(search_took)} (alone {_ms(search_alone)})\n"
        f"  fetch: first page {_ms(fetch_took)}, all in {_ms(fetch_span)} (each alone:"
        f" {', '.join(_ms(t) for t in fetch_alone)})\n"
        f"  extraction: {', '.join(_ms(t) for t in sorted(extract_each))} (alone:"
        f" {', '.join(_ms(t) for t in sorted(extract_alone))})\n"
        f"  ranking and the request built: {_ms(ranking_took)} (the ranking alone"
        f" {_ms(ranking_alone)})"
    )
    assert 0 < search_took < first_word and 0 <= ranking_took < first_word
    assert len(extract_each) == len(extract_alone) == PAGES
