"""A scripted model server speaking OpenAI, Ollama and Anthropic on loopback."""

from desktop.devserver.script import Fault, Reply, ScriptedCall, demo_text, demo_tokens
from desktop.devserver.server import DEFAULT_MODEL, DevServer, RecordedRequest

__all__ = [
    "DEFAULT_MODEL",
    "DevServer",
    "Fault",
    "RecordedRequest",
    "Reply",
    "ScriptedCall",
    "demo_text",
    "demo_tokens",
]
