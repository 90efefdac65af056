"""A question whose answer is only on a web page (issue 41, must show):
asked through the session with web search on, of the real SmolLM2 model on
the real local engine, against a SearXNG-compatible server on loopback
that serves the page (tests/e2e/web_world.py). The fact is made up (the
Quillon moth's favourite food), so the model cannot know it unless it
read the page."""

from __future__ import annotations

import argparse
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from desktop.domain.messages import Status
from desktop.local.binary import find_engine
from desktop.session.app_session import AppSession
from desktop.session.local_models import LOCAL_PROVIDER, add_model
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from tests.e2e.web_world import WebWorld
from tests.local_model import fetch

QUESTION = "What is the Quillon moth's favourite food?"


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld(found=["moth"]).start()
    yield world
    world.stop()


@pytest.fixture
async def session(tmp_path: Path, world: WebWorld) -> AsyncIterator[AppSession]:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    paths = resolve_paths(tmp_path).ensure()
    name = add_model(paths.data, fetch()).name
    settings = load_settings(paths.config)
    # Greedy and short: the small model answers the same way every time.
    settings.temperature, settings.max_tokens = 0.0, 32
    settings.web_search, settings.web_searxng = "searxng", f"{world.url}/searxng"
    settings.web_default = True  # search is on for new questions
    save_settings(paths.config, settings)
    args = argparse.Namespace(data_dir=paths.data, provider="local", base_url=None, model=name)
    session = AppSession.open(paths, args)
    # The test's server runs on loopback, which the fetch guard refuses:
    # allowed by its exact endpoint, as the window's tests do.
    session.web.allow = {("127.0.0.1", world.port)}
    yield session
    await session.aclose()


@pytest.mark.heavy
async def test_the_local_model_answers_from_a_page_the_search_read(
    session: AppSession, world: WebWorld
) -> None:
    first = session.chat.state(None)
    assert first.provider == LOCAL_PROVIDER and first.web  # on for new questions (Settings)
    # Without search first: the model does not know the made-up fact.
    session.chat.set_web(first, False)
    alone = await (await session.chat.send(first, QUESTION)).wait()
    assert alone.status is Status.COMPLETE, alone.error
    assert "cloudberry" not in alone.content.lower(), alone.content
    assert world.queries == [] and not [s for s in alone.sources if s.address]

    assert first.web  # the globe was off for that question only
    state = session.chat.state(None)  # a new conversation: the wrong answer is not in it
    assert state.web
    answer = await (await session.chat.send(state, QUESTION)).wait()
    assert answer.status is Status.COMPLETE, answer.error
    assert world.queries == [QUESTION] and world.fetched() == ["moth"]
    assert "cloudberry jam" in answer.content.lower(), answer.content
    web = [s for s in answer.sources if s.address]
    assert [s.address for s in web] == [world.page_url("moth")]
    assert "cloudberry jam" in web[0].passage
