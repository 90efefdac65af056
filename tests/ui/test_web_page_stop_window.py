"""Stop while a web search reads a page (issue 41): the page's reader
child (a capped process) is ended at once, not left to run to its limit
for a page nobody waits for; the question and the pages read by then are
kept as any Stop keeps them. Against a loopback SearXNG whose second hit
is a page that takes the reader many seconds to extract."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from desktop.domain.messages import Status
from tests.e2e.slow_page import SLOW_PAGE, page_readers
from tests.e2e.web_world import WebWorld
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter
from tests.ui.test_web_search_window import QUESTION, _with_searxng

ENDED_WITHIN_MS = 3_000  # a killed child is gone at once; the page takes ~14 s to read


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld(found=["news", "slow"])
    world.made = {"slow": SLOW_PAGE}
    world.start()
    yield world
    world.stop()


def test_stop_while_a_page_is_read_ends_its_reader_and_keeps_the_pages_read(
    harness: Harness, world: WebWorld
) -> None:
    window = _with_searxng(harness, world)
    click(harness, window.composer.web_button)
    type_and_enter(harness, window, QUESTION)
    cid = window.conversation_id
    assert cid is not None

    def news_read_and_slow_reading() -> bool:
        turn = window.session.engine.running_turn(cid)
        read = [] if turn is None or turn.web_pages is None else turn.web_pages
        return len(read) == 1 and len(page_readers()) == 1

    harness.wait(news_read_and_slow_reading, timeout=30_000)
    reading = page_readers()
    window.composer.editor.setFocus()
    stopped_at = time.monotonic()
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    harness.wait(lambda: page_readers() == [], timeout=ENDED_WITHIN_MS)
    print(f"\nreader {reading} ended {time.monotonic() - stopped_at:.2f} s after Stop")

    harness.wait(lambda: idle(window) and last(window).status is Status.INTERRUPTED)
    answer = window.session.repo.get_message(last(window).id)
    assert answer is not None and answer.status is Status.INTERRUPTED
    assert {s.address for s in answer.sources if s.address} == {world.page_url("news")}
    question = window.session.repo.get_message(answer.parent_id or "")
    assert question is not None and question.content == QUESTION
