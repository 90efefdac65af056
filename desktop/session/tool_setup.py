"""Adding, listing and removing tool servers in the settings file (used by
`verbatim mcp ...`; the window does the same through its Settings)."""

from __future__ import annotations

from desktop.domain.words import say
from desktop.session.paths import AppPaths
from desktop.session.settings import load_settings, save_settings
from desktop.tools.config import ToolServer, check_server


class ToolSetupError(Exception):
    """str() is plain language."""


def add_server(paths: AppPaths, server: ToolServer) -> None:
    settings = load_settings(paths.config)
    if settings.warning:
        raise ToolSetupError(settings.warning)
    problem = check_server(server, settings.tool_servers)
    if problem:
        raise ToolSetupError(problem)
    settings.tool_servers = [*settings.tool_servers, server]
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
