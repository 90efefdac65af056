"""The WebDAV password and the encryption passphrase: the keyring, or the
environment (VERBATIM_SYNC_PASSWORD, VERBATIM_SYNC_PASSPHRASE). Never the
settings file, the database, a log or a change file."""

from __future__ import annotations

import os
from urllib.parse import unquote, urlsplit, urlunsplit

SERVICE = "verbatim-sync"


def _keyring(account: str) -> str | None:
    import keyring
    import keyring.errors

    try:
        return keyring.get_password(SERVICE, account)
    except keyring.errors.KeyringError:
        return None


def webdav_password(url: str, user: str) -> str | None:
    return _keyring(password_account(url, user)) or os.environ.get("VERBATIM_SYNC_PASSWORD")


def passphrase() -> str | None:
    return _keyring("passphrase") or os.environ.get("VERBATIM_SYNC_PASSPHRASE")


def split_credentials(url: str) -> tuple[str, str, str]:
    """(the address without a user or password in it, the user, the
    password): `https://me:PW@host/dav` was stored as given in settings.json
    and repeated in every error message (issue 24)."""
    parts = urlsplit(url.strip())
    if "@" not in parts.netloc:
        return url.strip(), "", ""
    userinfo, _, host = parts.netloc.rpartition("@")
    user, _, password = userinfo.partition(":")
    clean = urlunsplit((parts.scheme, host, parts.path, parts.query, parts.fragment))
    return clean, unquote(user), unquote(password)


def keep_secrets(secrets: dict[str, str]) -> bool:
    """Into the keyring (account: value); False where there is none."""
    import keyring
    import keyring.errors

    if getattr(keyring.get_keyring(), "priority", 0) <= 0:
        return False
    try:
        for account, value in secrets.items():
            keyring.set_password(SERVICE, account, value)
    except keyring.errors.KeyringError:
        return False
    return True


def password_account(url: str, user: str) -> str:
    return f"{user}@{url}"
