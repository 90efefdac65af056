"""The turn engine: send, stream, checkpoint, stop, retry (no Qt)."""
