"""The configured providers as live backends, built once and reused.

Qt-free: the window and the engine both ask this for a backend by the
provider name a conversation stores.
"""

from __future__ import annotations

import asyncio

from desktop.backends.base import BackendError, ErrorKind
from desktop.backends.http import HttpBackend
from desktop.backends.registry import ProviderConfig, make_backend
from desktop.domain.words import say
from desktop.session.settings import Settings


class Providers:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._backends: dict[str, HttpBackend] = {}
        self._closing: list[HttpBackend] = []

    def resolve(self, name: str | None) -> HttpBackend:
        config = self.settings.provider(name or self.settings.active_provider)
        if config is None and name:
            raise BackendError(
                ErrorKind.WRONG_ADDRESS,
                say(
                    "The provider “{name}” this conversation used is no longer set up. Pick"
                    " a model in the header, then press Retry.",
                    name=name,
                ),
            )
        if config is None:
            raise BackendError(
                ErrorKind.WRONG_ADDRESS,
                say(
                    "No model provider is set up yet. Open Settings → Providers to add one, "
                    "or start Verbatim with --demo to try it."
                ),
            )
        backend = self._backends.get(config.name)
        if backend is None:
            backend = self._backends[config.name] = make_backend(
                config, timeouts=self.settings.timeouts
            )
        return backend

    def reconfigure(self, settings: Settings) -> None:
        """Settings changed: build backends afresh on next use (new URLs, new keys)."""
        self.settings = settings
        self._closing.extend(self._backends.values())
        self._backends = {}

    async def models(self, config: ProviderConfig) -> list[str]:
        try:
            return await asyncio.wait_for(self.resolve(config.name).list_models(), 5)
        except (BackendError, TimeoutError):
            return [config.default_model] if config.default_model else []

    async def aclose(self) -> None:
        for backend in [*self._backends.values(), *self._closing]:
            await backend.aclose()
        self._backends, self._closing = {}, []
