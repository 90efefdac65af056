"""API keys: the OS keyring first, then the conventional environment
variables. Never the database, the settings file, logs or exports."""

from __future__ import annotations

import os
from types import ModuleType

from desktop.domain.providers import ProviderKind
from desktop.domain.words import say

SERVICE = "verbatim"
ENV_VARS = {ProviderKind.OPENAI: "OPENAI_API_KEY", ProviderKind.ANTHROPIC: "ANTHROPIC_API_KEY"}


def _keyring() -> ModuleType:
    """keyring loads with the first key asked for, not with the window (it
    looks for its backends through the installed packages' metadata: 25 ms
    of start-up, issue 28)."""
    import keyring
    import keyring.errors

    return keyring


class KeyringUnavailable(Exception):
    """No OS keyring to keep the key in; str() says what to do instead."""


def _no_keyring(kind: ProviderKind) -> KeyringUnavailable:
    var = ENV_VARS.get(kind, "OPENAI_API_KEY")
    return KeyringUnavailable(
        say(
            "This computer has no keyring (password store) Verbatim can use, so the"
            " key cannot be saved safely. Set the {var} environment variable before"
            " starting Verbatim instead.",
            var=var,
        )
    )


def get_api_key(provider_name: str, kind: ProviderKind) -> str | None:
    keyring = _keyring()
    try:
        stored = keyring.get_password(SERVICE, provider_name)
    except keyring.errors.KeyringError:
        stored = None
    if stored:
        return stored
    var = ENV_VARS.get(kind)
    return os.environ.get(var) if var else None


def keyring_available() -> bool:
    backend = _keyring().get_keyring()
    return getattr(backend, "priority", 0) > 0


def set_api_key(provider_name: str, kind: ProviderKind, key: str) -> None:
    if not keyring_available():
        raise _no_keyring(kind)
    keyring = _keyring()
    try:
        if key:
            keyring.set_password(SERVICE, provider_name, key)
        else:
            keyring.delete_password(SERVICE, provider_name)
    except keyring.errors.PasswordDeleteError:
        pass
    except keyring.errors.KeyringError as exc:
        raise _no_keyring(kind) from exc
