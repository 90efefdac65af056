"""Adding, listing and removing tool servers in the settings file (used by
`verbatim mcp ...`; the window does the same through its Settings)."""

from __future__ import annotations

from dataclasses import replace

from desktop.domain.tools import ToolServer
from desktop.domain.words import reason, say
from desktop.session.paths import AppPaths
from desktop.session.settings import Settings, load_settings, save_settings
from desktop.tools.config import check_server

__all__ = ["ToolServer", "check_server"]


class ToolSetupError(Exception):
    """str() is plain language."""


def with_server(servers: list[ToolServer], server: ToolServer) -> list[ToolServer]:
    """The list with `server` added (Settings → Tools and `verbatim mcp add`
    alike); ToolSetupError, in a sentence, when it cannot be."""
    problem = check_server(server, servers)
    if problem:
        raise ToolSetupError(problem)
    return [*servers, server]


def keep_addresses(settings: Settings) -> str | None:
    """A server whose address holds a password or token (config.py): the
    whole address into the keyring, the server kept with the shown one. A
    sentence where the keyring refused; that server keeps its whole address
    in memory, for this run only, and the settings file never gets it."""
    from desktop.tools.config import NoKeyring, address_env, set_address

    said = None
    kept = []
    for server in settings.tool_servers:
        if server.secret_url:
            try:
                set_address(server.name, server.secret_url)
                server = replace(server, secret_url="")
            except NoKeyring as exc:
                said = said or say(
                    "The address of the tool server {name} holds a password or token, which "
                    "Verbatim does not write into its settings file, and it could not be kept "
                    "in the keyring ({error}). Set the environment variable {variable} to the "
                    "whole address before starting Verbatim.",
                    name=server.name,
                    error=reason(exc),
                    variable=address_env(server.name),
                )
        kept.append(server)
    settings.tool_servers = kept
    return said


def _save(paths: AppPaths, settings: Settings) -> str | None:
    said = keep_addresses(settings)
    try:
        save_settings(paths.config, settings)
    except OSError as exc:  # a read-only folder printed a raw "[Errno 30]" (issue 37)
        raise ToolSetupError(
            say(
                "The tool servers were not changed: Verbatim cannot write its settings in "
                "the folder “{folder}” ({why}). Is it read-only?",
                folder=str(paths.config),
                why=exc.strerror or exc,
            )
        ) from exc
    return said


def add_server(paths: AppPaths, server: ToolServer) -> str | None:
    """A sentence where a secret in its address could not be kept."""
    settings = load_settings(paths.config)
    if settings.warning:
        raise ToolSetupError(settings.warning)
    settings.tool_servers = with_server(settings.tool_servers, server)
    return _save(paths, settings)


def remove_server(paths: AppPaths, name: str) -> None:
    from desktop.tools.config import set_token

    settings = load_settings(paths.config)
    if settings.warning:
        raise ToolSetupError(settings.warning)
    if settings.tool_server(name) is None:
        raise ToolSetupError(say("There is no tool server named “{name}”.", name=name))
    settings.tool_servers = [s for s in settings.tool_servers if s.name != name]
    _save(paths, settings)
    set_token(name, "")  # its token and whole address go with it


def list_servers(paths: AppPaths) -> tuple[list[ToolServer], str | None]:
    """The servers, and a sentence where a secret could not be kept: a
    settings file from before issue 37 may hold a password in an address,
    which moves to the keyring here and leaves the file."""
    settings = load_settings(paths.config)
    if settings.warning or not any(s.secret_url for s in settings.tool_servers):
        return settings.tool_servers, None
    try:
        return settings.tool_servers, _save(paths, settings)
    except ToolSetupError as exc:  # a read-only folder: still listed, and said
        return settings.tool_servers, reason(exc)


TEST_SECONDS = 30


def server_from_fields(name: str, launch: str, always: bool) -> ToolServer:
    """What the person typed: an address, or a command line."""
    import shlex

    launch = launch.strip()
    if launch.lower().startswith(("http://", "https://")):
        return ToolServer(name.strip(), url=launch, always_allow=always)
    try:
        words = shlex.split(launch)
    except ValueError:
        words = launch.split()
    return ToolServer(
        name.strip(), command=words[0] if words else "", args=tuple(words[1:]), always_allow=always
    )


async def test_server(server: ToolServer, token: str) -> tuple[list[str], str]:
    """Start the server on its own, list its tools, stop it again:
    (its tools, or why there are none)."""
    from desktop.tools.host import McpHost

    problems: list[str] = []
    host = McpHost(
        [server],
        token=lambda _name: token or None,  # the address's own secret is in `server`
        on_problem=lambda _s, message: problems.append(message),
        start_seconds=TEST_SECONDS,
    )
    try:
        offered = await host.offered()
    finally:
        await host.aclose()
    if problems or not offered:
        return [], problems[0] if problems else say("It offers no tools.")
    return [t.tool for t in offered], ""


def keep_tokens(tokens: dict[str, str]) -> tuple[str, str] | None:
    """Tokens into the keyring; (the server's name, what to say) for one
    that could not be kept, which is forgotten here."""
    from desktop.tools.config import NoKeyring, set_token, token_env

    for name, token in list(tokens.items()):
        try:
            set_token(name, token)
        except NoKeyring as exc:
            tokens.pop(name)
            return name, say(
                "The token for {name} could not be kept in the keyring ({error}). Set "
                "the environment variable {variable} before starting Verbatim instead.",
                name=name,
                error=reason(exc),
                variable=token_env(name),
            )
    return None
