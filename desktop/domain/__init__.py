"""The domain: conversations and messages as plain values (no Qt, no I/O)."""
