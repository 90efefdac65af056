"""A tool server as the person configured it (in settings.json, no secrets):
a command Verbatim starts (stdio) or an address it connects to (HTTP)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from desktop.domain.words import say

NAME_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")


@dataclass(frozen=True)
class ToolServer:
    name: str
    command: str = ""  # stdio: the program, then `args`
    args: tuple[str, ...] = ()
    url: str = ""  # streamable HTTP
    always_allow: bool = False  # every tool of this server runs without asking
    allowed_tools: tuple[str, ...] = ()  # tools the person chose "Always allow" for
    enabled: bool = True
    env: dict[str, str] = field(default_factory=dict)  # extra environment (no secrets)

    @property
    def where(self) -> str:
        """How the person sees it: the command line, or the address."""
        return self.url or " ".join([self.command, *self.args])

    def allows(self, tool: str) -> bool:
        return self.always_allow or tool in self.allowed_tools


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


def server_from_json(data: Any) -> ToolServer | None:
    """One entry of settings.json; None for one that cannot be read."""
    if not isinstance(data, dict) or not isinstance(data.get("name"), str):
        return None
    args = data.get("args") or []
    allowed = data.get("allowed_tools") or []
    env = data.get("env") or {}
    return ToolServer(
        name=data["name"],
        command=str(data.get("command") or ""),
        args=tuple(str(a) for a in args) if isinstance(args, list) else (),
        url=str(data.get("url") or ""),
        always_allow=bool(data.get("always_allow", False)),
        allowed_tools=tuple(str(t) for t in allowed) if isinstance(allowed, list) else (),
        enabled=bool(data.get("enabled", True)),
        env={str(k): str(v) for k, v in env.items()} if isinstance(env, dict) else {},
    )


def server_to_json(server: ToolServer) -> dict[str, Any]:
    return {
        "name": server.name,
        "command": server.command,
        "args": list(server.args),
        "url": server.url,
        "always_allow": server.always_allow,
        "allowed_tools": list(server.allowed_tools),
        "enabled": server.enabled,
        "env": dict(server.env),
    }


TOKEN_SERVICE = "verbatim-mcp"  # keyring service; the account is the server's name


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


class NoKeyring(Exception):
    """There is no keyring to keep a token in; str() says what to do."""


def set_token(name: str, token: str) -> None:
    """Keep (or with "", forget) a server's token in the keyring. Raises
    NoKeyring where there is none: a token is never dropped silently."""
    import keyring
    import keyring.errors

    from desktop.backends.keys import keyring_available

    if token and not keyring_available():
        raise NoKeyring(say("This computer has no keyring Verbatim can use."))
    if token:
        try:
            keyring.set_password(TOKEN_SERVICE, name, token)
        except keyring.errors.KeyringError as exc:
            raise NoKeyring(str(exc)) from exc
    else:
        try:
            keyring.delete_password(TOKEN_SERVICE, name)
        except keyring.errors.PasswordDeleteError:
            pass
