"""The smallest MCP server, for `verbatim --self-test`: it proves that an
installation (the bundle too, whose Python is the app itself) can start a
tool server over stdio and call it. Run by `verbatim --self-test-tool-server`."""

from __future__ import annotations


def run_echo_server() -> None:
    from mcp.server.mcpserver import MCPServer

    server = MCPServer("verbatim-self-test")

    @server.tool()
    def echo(text: str) -> str:
        """Say the text back."""
        return text

    server.run("stdio")
