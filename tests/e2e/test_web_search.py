"""Search providers against servers that speak their APIs on loopback
(issue 41): SearXNG's JSON, Brave Search's, and DuckDuckGo's HTML page as
the `ddgs` library reads it; and each failure a sentence."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest

from desktop.domain.web import SearchChoice, SearchHit, SearchKind
from desktop.web.search import SearchFailed, search
from tests.e2e.web_world import BRAVE_KEY, SNIPPETS, TITLES, WebWorld


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld().start()
    yield world
    world.stop()


@pytest.fixture(scope="module")
def primp_runtime() -> None:
    """`ddgs` speaks HTTP through primp, whose runtime opens three sockets
    with its first request and keeps them for the process: one search here
    makes them this fixture's, not a test's leftovers."""
    world = WebWorld().start()
    try:
        from ddgs.engines.duckduckgo import Duckduckgo

        engine = Duckduckgo(timeout=5)
        engine.search_url = f"{world.url}/ddg/html/"
        engine.search("warm up")
    finally:
        world.stop()


def hits(world: WebWorld, names: list[str]) -> list[SearchHit]:
    return [SearchHit(TITLES[n], world.page_url(n), SNIPPETS[n]) for n in names]


async def test_searxng_answers_with_its_results_in_order(world: WebWorld) -> None:
    choice = SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng/")
    found = await search(choice, "floating library porthwenna", limit=3)
    assert found == hits(world, ["news", "docs", "wiki"])
    assert world.queries == ["floating library porthwenna"]


async def test_searxng_without_json_says_how_to_allow_it(world: WebWorld) -> None:
    world.status = 403
    choice = SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng")
    with pytest.raises(SearchFailed) as failed:
        await search(choice, "anything")
    assert str(failed.value) == (
        f"The SearXNG instance at {world.url}/searxng refused to answer in JSON (403). Its"
        " settings.yml must list json under search: formats."
    )


async def test_a_searxng_that_is_not_running_is_a_sentence() -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        address = f"http://127.0.0.1:{probe.getsockname()[1]}"
    with pytest.raises(SearchFailed) as failed:
        await search(SearchChoice(SearchKind.SEARXNG, address), "anything")
    assert str(failed.value) == (
        f"The SearXNG instance at {address} could not be reached. Is it running? Check its address."
    )


async def test_brave_answers_with_its_key_and_its_marks_taken_out(world: WebWorld) -> None:
    found = await search(
        SearchChoice(SearchKind.BRAVE),
        "floating library",
        limit=2,
        key=BRAVE_KEY,
        brave_endpoint=f"{world.url}/brave/res/v1/web/search",
    )
    assert found == hits(world, ["news", "docs"])
    assert f"\r\nX-Subscription-Token: {BRAVE_KEY}\r\n".encode() in world.server.requests[0]


@pytest.mark.parametrize(
    ("key", "status", "said"),
    [
        (
            "wrong",
            None,
            "Brave Search refused the API key (422). Check it in Settings → Web"
            " search, or answer without search.",
        ),
        (
            BRAVE_KEY,
            429,
            "Brave Search says too many searches were asked for (429). Wait a"
            " little, or answer without search.",
        ),
        (
            None,
            None,
            "Brave Search needs an API key. Add it in Settings → Web search (or set"
            " BRAVE_API_KEY), or answer without search.",
        ),
    ],
)
async def test_brave_refusing_is_a_sentence(
    world: WebWorld, key: str | None, status: int | None, said: str
) -> None:
    world.status = status
    with pytest.raises(SearchFailed) as failed:
        await search(
            SearchChoice(SearchKind.BRAVE),
            "q",
            key=key,
            brave_endpoint=f"{world.url}/brave/res/v1/web/search",
        )
    assert str(failed.value) == said


@pytest.mark.usefixtures("primp_runtime")
async def test_duckduckgo_through_ddgs_reads_the_results_page_and_skips_ads(
    world: WebWorld,
) -> None:
    found = await search(
        SearchChoice(SearchKind.DUCKDUCKGO),
        "floating library porthwenna",
        ddg_endpoint=f"{world.url}/ddg/html/",
    )
    assert [h.address for h in found] == [world.page_url("news"), world.page_url("wiki")]
    assert found[0].title == TITLES["news"]
    assert found[0].snippet.startswith("Porthwenna's old grain barge has been turned into")
    assert world.queries == ["floating library porthwenna"]


@pytest.mark.usefixtures("primp_runtime")
async def test_duckduckgo_refusing_is_a_sentence(world: WebWorld) -> None:
    world.status = 403
    with pytest.raises(SearchFailed) as failed:
        await search(
            SearchChoice(SearchKind.DUCKDUCKGO), "q", ddg_endpoint=f"{world.url}/ddg/html/"
        )
    assert str(failed.value) == (
        "DuckDuckGo refused the search; it may be limiting searches. Try again later."
    )
