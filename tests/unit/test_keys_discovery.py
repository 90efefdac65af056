"""API keys stay out of files; local servers are found."""

from __future__ import annotations

import pytest

from desktop.backends.discovery import discover_local_servers
from desktop.backends.keys import KeyringUnavailable, get_api_key, set_api_key
from desktop.devserver import DevServer
from desktop.domain.providers import ProviderKind


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
