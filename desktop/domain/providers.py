"""Model providers as the person configures them (in settings.json) and as
Verbatim finds them running on this computer. Talking to one is
desktop/backends'."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class ProviderKind(StrEnum):
    """Which wire format a model server speaks (or Verbatim's own local
    engine)."""

    OPENAI = "openai"  # any OpenAI-compatible server: OpenAI, llama.cpp, LM Studio, vLLM...
    OLLAMA = "ollama"
    ANTHROPIC = "anthropic"
    LOCAL = "local"  # llama-server run by Verbatim itself (backends/local)


DEFAULT_URLS = {
    ProviderKind.OPENAI: "https://api.openai.com/v1",
    ProviderKind.OLLAMA: "http://127.0.0.1:11434",
    ProviderKind.ANTHROPIC: "https://api.anthropic.com",
    # The engine's address is new each run (backends/local); this is a placeholder.
    ProviderKind.LOCAL: "http://127.0.0.1",
}


@dataclass(frozen=True)
class ProviderConfig:
    """A model server as the person set it up: a name, how to talk to it,
    where, and the model it answers with by default."""

    name: str
    kind: ProviderKind
    base_url: str
    default_model: str | None = None


@dataclass(frozen=True)
class DiscoveredServer:
    """A model server already running on this computer (backends/discovery)."""

    name: str
    kind: ProviderKind
    base_url: str
    models: list[str]
