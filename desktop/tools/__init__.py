"""Tools from MCP servers: their configuration and the host that runs them."""
