"""The configured providers as live backends, built once and reused.

Qt-free: the window and the engine both ask this for a backend by the
provider name a conversation stores.
"""

from __future__ import annotations

import asyncio

from desktop.backends.base import BackendError, ErrorKind
from desktop.backends.http import HttpBackend
from desktop.backends.registry import make_backend
from desktop.domain.providers import ProviderConfig, ProviderKind
from desktop.domain.words import say
from desktop.local.backend import LocalBackend
from desktop.local.process import LocalEngine
from desktop.session.settings import Settings


class Providers:
    """The configured model servers as live backends, built once each and
    reused, and the context lengths they report; holds the engine for
    models on this computer."""

    def __init__(self, settings: Settings, local: LocalEngine | None = None) -> None:
        self.settings = settings
        # Models on this computer: one engine for the data folder, owned here
        # (started on first use, stopped in aclose).
        self.local = local
        self._backends: dict[str, HttpBackend] = {}
        self._closing: list[HttpBackend] = []
        self._lengths: dict[str, int | None] = {}  # by "provider/model"
        self._asking: dict[str, asyncio.Future[int | None]] = {}

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
        if backend is None and config.kind is ProviderKind.LOCAL:
            if self.local is None:
                raise BackendError(
                    ErrorKind.NOT_RUNNING,
                    say("Models on this computer are not available in this window."),
                )
            backend = self._backends[config.name] = LocalBackend(self.local)
        elif backend is None:
            backend = self._backends[config.name] = make_backend(
                config, timeouts=self.settings.timeouts
            )
        return backend

    def reconfigure(self, settings: Settings) -> None:
        """Settings changed: build backends afresh on next use (new URLs, new keys)."""
        self.settings = settings
        if self.local is not None:
            self.local.idle_seconds = settings.local_idle_minutes * 60
            self.local.choice.configure(settings.local_gpu, settings.local_gpu_layers)
        self._lengths = {}
        self._closing.extend(self._backends.values())
        self._backends = {}

    def chosen_context(self, provider: str | None, model: str) -> int | None:
        """The context length the person set for this model (the conversation
        setup's field), which the local engine and Ollama run it with; None:
        the server's own (the local engine fits it to the free memory)."""
        name = provider or self.settings.active_provider or ""
        return self.settings.context_lengths.get(f"{name}/{model}")

    async def context_length(self, provider: str | None, model: str) -> int | None:
        """A model's context length: the person's own setting first, then what
        the server says (asked once per model, remembered until settings change)."""
        chosen = self.chosen_context(provider, model)
        if chosen is not None:
            return chosen
        name = provider or self.settings.active_provider or ""
        key = f"{name}/{model}"
        if key not in self._lengths:
            # The request runs as a task of its own and is shielded: a window
            # that closes (cancelling its refresh) must not cancel it half-way
            # through connecting, which left a socket open. aclose waits for it.
            task = self._asking.get(key)
            if task is None:
                backend = self.resolve(name)
                task = asyncio.ensure_future(asyncio.wait_for(backend.context_length(model), 5))
                self._asking[key] = task
                task.add_done_callback(lambda t: self._asked(key, t))
            try:
                found = await asyncio.shield(task)
            except (BackendError, TimeoutError):
                return None  # asked again next time: the server may be back
            self._lengths[key] = found
        return self._lengths[key]

    def _asked(self, key: str, task: asyncio.Future[int | None]) -> None:
        self._asking.pop(key, None)
        if not task.cancelled():
            task.exception()  # seen here when nobody waited for it any more

    async def models(self, config: ProviderConfig) -> list[str]:
        try:
            return await asyncio.wait_for(self.resolve(config.name).list_models(), 5)
        except (BackendError, TimeoutError):
            return [config.default_model] if config.default_model else []

    async def aclose(self) -> None:
        if self._asking:  # let a context-length question end before its client closes
            await asyncio.wait(list(self._asking.values()), timeout=6)
        for backend in [*self._backends.values(), *self._closing]:
            await backend.aclose()
        self._backends, self._closing = {}, []
        if self.local is not None:
            await self.local.stop()
