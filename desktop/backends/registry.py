"""Provider settings -> a backend."""

from __future__ import annotations

from desktop.backends.anthropic import AnthropicBackend
from desktop.backends.http import HttpBackend
from desktop.backends.keys import get_api_key
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.domain.providers import ProviderConfig, ProviderKind

_CLASSES: dict[ProviderKind, type[HttpBackend]] = {
    ProviderKind.OPENAI: OpenAIBackend,
    ProviderKind.OLLAMA: OllamaBackend,
    ProviderKind.ANTHROPIC: AnthropicBackend,
}


# The timeout model (see http.py), in seconds; "max_line_mb" in megabytes.
# Settings may override any of these ("timeouts" in settings.json).
DEFAULT_TIMEOUTS = {
    "connect": 5.0,
    "headers": 120.0,
    "first_token": 120.0,
    "idle": 60.0,
    "max_line_mb": 8.0,
}


def make_backend(
    config: ProviderConfig, api_key: str | None = None, timeouts: dict[str, float] | None = None
) -> HttpBackend:
    key = api_key if api_key is not None else get_api_key(config.name, config.kind)
    t = {**DEFAULT_TIMEOUTS, **(timeouts or {})}
    return _CLASSES[config.kind](
        config.base_url,
        key,
        connect_timeout=t["connect"],
        headers_timeout=t["headers"],
        first_token_timeout=t["first_token"],
        idle_timeout=t["idle"],
        max_line_bytes=int(t["max_line_mb"] * 1024 * 1024),
    )
