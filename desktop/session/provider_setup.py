"""Setting up providers, from the window's Settings (the command line does
it with --provider): test one, keep its key. No Qt."""

from __future__ import annotations

import asyncio

from desktop.backends.base import BackendError
from desktop.backends.keys import KeyringUnavailable, set_api_key
from desktop.backends.registry import make_backend
from desktop.domain.providers import DEFAULT_URLS, DiscoveredServer, ProviderConfig, ProviderKind
from desktop.domain.words import reason, say

__all__ = [
    "DEFAULT_URLS",
    "DiscoveredServer",
    "ProviderConfig",
    "ProviderKind",
    "keep_api_keys",
    "provider_models",
    "test_provider",
]


async def test_provider(
    config: ProviderConfig, key: str | None, timeouts: dict[str, float]
) -> tuple[bool, str]:
    """(it answered, what to say): the models it lists, or why not."""
    backend = make_backend(config, key, timeouts)
    try:
        models = await asyncio.wait_for(backend.check(), 10)
    except BackendError as exc:
        return False, exc.message
    except TimeoutError:
        return False, say("The server did not answer within 10 seconds.")
    except Exception as exc:  # the test must always end with a sentence
        return False, say("Verbatim could not test this provider: {error}", error=reason(exc))
    finally:
        await backend.aclose()
    return True, ", ".join(models[:8]) + ("…" if len(models) > 8 else "")


async def provider_models(
    config: ProviderConfig, key: str | None, timeouts: dict[str, float]
) -> list[str]:
    """The models a provider lists now, for Settings' "Default model" list;
    none when it cannot be asked (the person may still type a name)."""
    backend = make_backend(config, key, timeouts)
    try:
        return list(await asyncio.wait_for(backend.list_models(), 5))
    except Exception:
        return []
    finally:
        await backend.aclose()


def keep_api_keys(keys: dict[str, tuple[ProviderKind, str]]) -> str | None:
    """Typed keys into the keyring; a sentence where there is none."""
    for name, (kind, key) in keys.items():
        try:
            set_api_key(name, kind, key)
        except KeyringUnavailable as exc:
            return reason(exc)
    return None
