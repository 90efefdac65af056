"""The WebDAV password and the encryption passphrase: the keyring, or the
environment (VERBATIM_SYNC_PASSWORD, VERBATIM_SYNC_PASSPHRASE). Never the
settings file, the database, a log or a change file."""

from __future__ import annotations

import os

SERVICE = "verbatim-sync"


def _keyring(account: str) -> str | None:
    import keyring
    import keyring.errors

    try:
        return keyring.get_password(SERVICE, account)
    except keyring.errors.KeyringError:
        return None


def webdav_password(url: str, user: str) -> str | None:
    return _keyring(f"{user}@{url}") or os.environ.get("VERBATIM_SYNC_PASSWORD")


def passphrase() -> str | None:
    return _keyring("passphrase") or os.environ.get("VERBATIM_SYNC_PASSPHRASE")
