"""A web page's own time limit (issue 41): a page is read by the reader's
child in well under a second, so one whose reading runs past the page's
limit (shortened here from 15 s) is left out in one sentence, its child
ended, and the search goes on with the other pages."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from desktop.domain.web import SearchChoice, SearchKind
from desktop.web.reading import read_the_web
from tests.e2e.slow_page import SLOW_PAGE, page_readers
from tests.e2e.web_world import WebWorld

LIMIT = 4.0  # seconds: the reader's start and the news page fit many times over


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld(found=["news", "slow"])
    world.made = {"slow": SLOW_PAGE}
    world.start()
    yield world
    world.stop()


async def test_a_page_read_past_its_limit_is_left_out_and_the_search_goes_on(
    world: WebWorld,
) -> None:
    started = time.monotonic()
    reading = await read_the_web(
        SearchChoice(SearchKind.SEARXNG, f"{world.url}/searxng"),
        "When does the floating library open?",
        allow={("127.0.0.1", world.port)},
        page_seconds=LIMIT,
    )
    took = time.monotonic() - started
    assert [p.address for p in reading.pages] == [world.page_url("news")]
    assert reading.skipped == (
        f"{world.page_url('slow')} took longer than 4 seconds to read, so it was left out.",
    )
    assert took < LIMIT + 6, took  # not the reader's 60 s, nor the page's own 14
    assert page_readers() == []
