"""API keys stay out of files; local servers are found."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

import pytest

from desktop.backends.discovery import discover_local_servers
from desktop.backends.keys import KeyringUnavailable, get_api_key, set_api_key
from desktop.devserver import DevServer
from desktop.domain.providers import ProviderKind
from desktop.session.app_session import AppSession
from desktop.session.paths import resolve_paths


def test_env_var_is_used_when_keyring_has_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-from-env")
    assert get_api_key("Anthropic", ProviderKind.ANTHROPIC) == "sk-ant-from-env"
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert get_api_key("OpenAI", ProviderKind.OPENAI) is None


def test_no_keyring_is_said_plainly() -> None:
    # The test run uses keyring's null backend: the headless-machine case.
    with pytest.raises(KeyringUnavailable) as info:
        set_api_key("OpenAI", ProviderKind.OPENAI, "sk-123")
    assert "OPENAI_API_KEY" in str(info.value) and "sk-123" not in str(info.value)


async def test_discovery_reports_servers_that_answer(devserver: DevServer) -> None:
    closed = DevServer()  # never started: its port 0 is refused at once
    known = [
        ("Ollama", ProviderKind.OLLAMA, devserver.port),
        ("LM Studio", ProviderKind.OPENAI, devserver.port),
        ("llama.cpp", ProviderKind.OPENAI, closed.port or 9),
    ]
    found = await discover_local_servers(known=known, timeout=0.5)
    assert [(s.name, s.models) for s in found] == [
        ("Ollama", ["verbatim-demo", "verbatim-fast"]),
        ("LM Studio", ["verbatim-demo", "verbatim-fast"]),
    ]
    assert found[1].base_url == f"http://127.0.0.1:{devserver.port}/v1"


async def test_a_question_sent_as_the_search_ends_goes_to_the_server_found(
    devserver: DevServer, tmp_path: Path
) -> None:
    """A first run: the welcome page's search for servers, and the first
    question sent the moment that search ends, before the page's own task
    has taken its result. The question went with no model ("No model is
    chosen…") while the server was found (seen once in a bare Debian 12 root,
    in test_first_hour's newcomer)."""
    paths = resolve_paths(tmp_path).ensure()
    args = argparse.Namespace(data_dir=paths.data, provider=None, base_url=None, model=None)
    session = AppSession.open(paths, args)
    session.discovery = [("LM Studio", ProviderKind.OPENAI, devserver.port)]
    try:
        page = asyncio.ensure_future(session.discover_servers())  # the welcome page's search
        await asyncio.sleep(0)  # it has started the search
        search = session._search
        assert search is not None
        # Woken by the search itself: this runs before the page's task, which
        # waits on it through a shield, one step later (the window's send, a
        # key press handled between the two, is woken so too).
        await search
        assert await session.first_question_server() is True
        assert [(p.name, p.default_model) for p in session.settings.providers] == [
            ("LM Studio", "verbatim-demo")
        ]
        assert [s.name for s in await page] == ["LM Studio"]
    finally:
        await session.aclose()
