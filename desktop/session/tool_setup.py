"""Adding, listing and removing tool servers in the settings file (used by
`verbatim mcp ...`; the window does the same through its Settings)."""

from __future__ import annotations

from desktop.domain.words import say
from desktop.session.paths import AppPaths
from desktop.session.settings import load_settings, save_settings
from desktop.tools.config import ToolServer, check_server

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


def add_server(paths: AppPaths, server: ToolServer) -> None:
    settings = load_settings(paths.config)
    if settings.warning:
        raise ToolSetupError(settings.warning)
    settings.tool_servers = with_server(settings.tool_servers, server)
    save_settings(paths.config, settings)


def remove_server(paths: AppPaths, name: str) -> None:
    settings = load_settings(paths.config)
    if settings.warning:
        raise ToolSetupError(settings.warning)
    if settings.tool_server(name) is None:
        raise ToolSetupError(say("There is no tool server named “{name}”.", name=name))
    settings.tool_servers = [s for s in settings.tool_servers if s.name != name]
    save_settings(paths.config, settings)


def list_servers(paths: AppPaths) -> list[ToolServer]:
    return load_settings(paths.config).tool_servers


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
        token=lambda _name: token or None,
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
                error=str(exc),
                variable=token_env(name),
            )
    return None
