"""Find model servers already running on this computer."""

from __future__ import annotations

import asyncio

from desktop.backends.base import BackendError
from desktop.backends.http import HttpBackend
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.domain.providers import DiscoveredServer, ProviderKind

# (name, kind, port); OpenAI-compatible servers are probed at /v1.
KNOWN = [
    ("Ollama", ProviderKind.OLLAMA, 11434),
    ("LM Studio", ProviderKind.OPENAI, 1234),
    ("llama.cpp", ProviderKind.OPENAI, 8080),
    ("vLLM", ProviderKind.OPENAI, 8000),
]
# A server that took the connection is given this long to list its models.
# Nothing listening is known at once (the connection is refused); one that
# listens is a server here, and on a busy computer its answer took over the
# second it was given, so the first question found no model (issue 38).
ANSWER_SECONDS = 10.0


async def _probe(
    name: str, kind: ProviderKind, url: str, timeout: float
) -> DiscoveredServer | None:
    backend: HttpBackend = (
        OllamaBackend(url, connect_timeout=timeout)
        if kind is ProviderKind.OLLAMA
        else OpenAIBackend(url, connect_timeout=timeout)
    )
    try:
        models = await asyncio.wait_for(backend.list_models(), ANSWER_SECONDS)
        return DiscoveredServer(name, kind, url, models)
    except (BackendError, TimeoutError):
        return None
    finally:
        await backend.aclose()


async def discover_local_servers(
    host: str = "127.0.0.1",
    known: list[tuple[str, ProviderKind, int]] | None = None,
    timeout: float = 0.5,
) -> list[DiscoveredServer]:
    probes = []
    for name, kind, port in known or KNOWN:
        url = f"http://{host}:{port}" + ("/v1" if kind is ProviderKind.OPENAI else "")
        probes.append(_probe(name, kind, url, timeout))
    found = await asyncio.gather(*probes)
    return [server for server in found if server is not None]
