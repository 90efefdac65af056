"""A tool server's secrets: the tokens and whole addresses kept in the
keyring (or the environment), and the checks on a new server. The server
itself, as the person configured it, is desktop/domain/tools.py's ToolServer."""

from __future__ import annotations

import re
from urllib.parse import parse_qsl, unquote, urlsplit

from desktop.domain.tools import HIDDEN, ToolServer, shown_address
from desktop.domain.words import say

NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


def hide_secrets(text: str, secret_url: str) -> str:
    """`text` (an error, a log line) with the secret parts of `secret_url`
    taken out: a server's answer or the HTTP library may repeat the address."""
    if not secret_url:
        return text
    text = text.replace(secret_url, shown_address(secret_url))
    parts = urlsplit(secret_url)
    userinfo = parts.netloc.rpartition("@")[0]
    pieces = [parts.query, userinfo, *userinfo.split(":", 1)]
    pieces += [value for _name, value in parse_qsl(parts.query, keep_blank_values=True)]
    for piece in sorted({p for p in pieces + [unquote(p) for p in pieces] if p}, key=len)[::-1]:
        if len(piece) >= 3:  # a one- or two-letter value would blot out ordinary words
            text = text.replace(piece, HIDDEN)
    return text


def check_server(server: ToolServer, others: list[ToolServer]) -> str | None:
    """What is wrong with a new server, in plain words; None if nothing."""
    if not NAME_PATTERN.match(server.name):
        return say(
            "A tool server's name is one word of letters, digits, dots, dashes or "
            "underscores (at most 40), such as “time”."
        )
    if any(o.name == server.name for o in others):
        return say("There is already a tool server named “{name}”.", name=server.name)
    if bool(server.command) == bool(server.url):
        return say("Give either a command to start, or an http(s) address, not both.")
    if server.url and not server.url.lower().startswith(("http://", "https://")):
        return say("A tool server's address starts with http:// or https://.")
    return None


TOKEN_SERVICE = "verbatim-mcp"  # keyring service; the account is the server's name
# The whole address of a server whose address holds a secret: another account
# of the same service (":" is never in a server's name, so it cannot clash).
ADDRESS_ACCOUNT = "address:{name}"


def token_env(name: str) -> str:
    """The environment variable that may hold an HTTP server's token."""
    return "VERBATIM_MCP_TOKEN_" + re.sub(r"[^A-Z0-9]", "_", name.upper())


def token_for(name: str) -> str | None:
    """An HTTP tool server's bearer token: the keyring, else the environment.
    Never in settings.json, logs or exports."""
    import os

    import keyring
    import keyring.errors

    try:
        stored = keyring.get_password(TOKEN_SERVICE, name)
    except keyring.errors.KeyringError:
        stored = None
    return stored or os.environ.get(token_env(name)) or None


def address_env(name: str) -> str:
    """The environment variable that may hold a server's whole address."""
    return "VERBATIM_MCP_URL_" + re.sub(r"[^A-Z0-9]", "_", name.upper())


def address_for(name: str) -> str | None:
    """The whole address of a server whose shown address hides a part of
    it: the keyring, else the environment."""
    import os

    import keyring
    import keyring.errors

    try:
        stored = keyring.get_password(TOKEN_SERVICE, ADDRESS_ACCOUNT.format(name=name))
    except keyring.errors.KeyringError:
        stored = None
    return stored or os.environ.get(address_env(name)) or None


class NoKeyring(Exception):
    """There is no keyring to keep a token in; str() says what to do."""


def set_token(name: str, token: str) -> None:
    """Keep a server's token in the keyring; with "", forget the server's
    secrets, its token and its whole address (a server removed). Raises
    NoKeyring where there is none: a token is never dropped silently."""
    if token:
        _keep(name, token)
    else:
        _forget(name)
        _forget(ADDRESS_ACCOUNT.format(name=name))


def set_address(name: str, url: str) -> None:
    """Keep a server's whole address in the keyring; NoKeyring as above."""
    _keep(ADDRESS_ACCOUNT.format(name=name), url)


def _keep(account: str, secret: str) -> None:
    import keyring
    import keyring.errors

    from desktop.backends.keys import keyring_available

    if not keyring_available():
        raise NoKeyring(say("This computer has no keyring Verbatim can use."))
    try:
        keyring.set_password(TOKEN_SERVICE, account, secret)
    except keyring.errors.KeyringError as exc:
        raise NoKeyring(str(exc)) from exc


def _forget(account: str) -> None:
    import keyring
    import keyring.errors

    try:
        keyring.delete_password(TOKEN_SERVICE, account)
    except keyring.errors.KeyringError:  # not there, or no keyring: nothing kept
        pass
