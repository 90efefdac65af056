"""The demo (a scripted server in this process) and found local servers as
providers. The demo lasts one run: it is never the provider a plain start
opens with."""

from __future__ import annotations

import argparse
from typing import Any

from desktop.domain.providers import DEFAULT_URLS, ProviderConfig, ProviderKind
from desktop.session.settings import Settings

DEMO_PROVIDER = "Demo"
CLI_NAMES = {
    "openai": "OpenAI-compatible",
    "ollama": "Ollama",
    "anthropic": "Anthropic",
    "local": "This computer",  # session/local_models.LOCAL_PROVIDER
}


def add_discovered_provider(
    settings: Settings, name: str, kind: str, base_url: str, model: str
) -> Settings:
    settings.upsert_provider(ProviderConfig(name, ProviderKind(kind), base_url, model or None))
    settings.active_provider, settings.default_model = name, model or None
    return settings


_demo_servers: list[Any] = []  # the demo's scripted servers, stopped when the window closes


def start_demo_provider(settings: Settings) -> Settings:
    """Start the scripted server in this process and select it, labelled Demo."""
    from desktop.devserver import DEFAULT_MODEL, DevServer, Reply

    server = DevServer().start()
    _demo_servers.append(server)
    server.default_reply = Reply(rate=45.0)
    settings.upsert_provider(
        ProviderConfig(DEMO_PROVIDER, ProviderKind.OPENAI, server.openai_base, DEFAULT_MODEL)
    )
    settings.active_provider, settings.default_model = DEMO_PROVIDER, DEFAULT_MODEL
    return settings


def stop_demo_servers() -> None:
    while _demo_servers:
        _demo_servers.pop().stop()


def apply_cli_provider(settings: Settings, args: argparse.Namespace) -> bool:
    """--provider/--base-url/--model configure, remember and select a
    provider. Returns whether the settings changed (and need saving)."""
    if args.provider:
        kind = ProviderKind(args.provider)
        name = CLI_NAMES[args.provider]
        existing = settings.provider(name)
        base = args.base_url or (existing.base_url if existing else DEFAULT_URLS[kind])
        model = args.model or (existing.default_model if existing else None)
        settings.upsert_provider(ProviderConfig(name, kind, base, model))
        settings.active_provider, settings.default_model = name, model
        return True
    if args.model:
        settings.default_model = args.model
        return True
    return False


def forget_demo(settings: Settings) -> bool:
    """The demo lasts one run: a plain start never opens in demo mode again,
    whether the demo was started with --demo or from the welcome page. Its
    server's address is new every run, so its entry is dropped as well."""
    if settings.provider(DEMO_PROVIDER) is None and settings.active_provider != DEMO_PROVIDER:
        return False
    settings.providers = [p for p in settings.providers if p.name != DEMO_PROVIDER]
    if settings.active_provider == DEMO_PROVIDER:
        first = settings.providers[0] if settings.providers else None
        settings.active_provider = first.name if first else None
        settings.default_model = first.default_model if first else None
    return True
