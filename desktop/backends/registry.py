"""Provider settings -> a backend."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.backends.anthropic import AnthropicBackend
from desktop.backends.base import ProviderKind
from desktop.backends.http import HttpBackend
from desktop.backends.keys import get_api_key
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend

DEFAULT_URLS = {
    ProviderKind.OPENAI: "https://api.openai.com/v1",
    ProviderKind.OLLAMA: "http://127.0.0.1:11434",
    ProviderKind.ANTHROPIC: "https://api.anthropic.com",
}

_CLASSES: dict[ProviderKind, type[HttpBackend]] = {
    ProviderKind.OPENAI: OpenAIBackend,
    ProviderKind.OLLAMA: OllamaBackend,
    ProviderKind.ANTHROPIC: AnthropicBackend,
}


@dataclass(frozen=True)
class ProviderConfig:
    name: str
    kind: ProviderKind
    base_url: str
    default_model: str | None = None


def make_backend(config: ProviderConfig, api_key: str | None = None) -> HttpBackend:
    key = api_key if api_key is not None else get_api_key(config.name, config.kind)
    return _CLASSES[config.kind](config.base_url, key)
