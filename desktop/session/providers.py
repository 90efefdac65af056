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
        self._lengths: dict[str, int | None] = {}  # by "provider/model"

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
        self._lengths = {}
        self._closing.extend(self._backends.values())
        self._backends = {}

    async def context_length(self, provider: str | None, model: str) -> int | None:
        """A model's context length: the person's own setting first, then what
        the server says (asked once per model, remembered until settings change)."""
        name = provider or self.settings.active_provider or ""
        key = f"{name}/{model}"
        if key in self.settings.context_lengths:
            return self.settings.context_lengths[key]
        if key not in self._lengths:
            try:
                found = await asyncio.wait_for(self.resolve(name).context_length(model), 5)
            except (BackendError, TimeoutError):
                return None  # asked again next time: the server may be back
            self._lengths[key] = found
        return self._lengths[key]

    async def models(self, config: ProviderConfig) -> list[str]:
        try:
            return await asyncio.wait_for(self.resolve(config.name).list_models(), 5)
        except (BackendError, TimeoutError):
            return [config.default_model] if config.default_model else []

    async def aclose(self) -> None:
        for backend in [*self._backends.values(), *self._closing]:
            await backend.aclose()
        self._backends, self._closing = {}, []
