"""Tool calls arrive in pieces: an id and a name first, then the arguments'
JSON in fragments (OpenAI `tool_calls` deltas by index, Anthropic
`input_json_delta` by block). The assembler keeps them by index and hands
each one over whole, once its stream says it is done."""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from typing import Any

from desktop.backends.base import ToolCallDone, ToolRequest, ToolSpec


def new_call_id() -> str:
    """An id for a call whose server gave none (Ollama): every result must
    name the call it answers."""
    return "call_" + uuid.uuid4().hex[:24]


@dataclass
class _Partial:
    id: str = ""
    name: str = ""
    fragments: list[str] = field(default_factory=list)


class ToolCallAssembler:
    """Joins the pieces of streamed tool calls (id, name, argument fragments)
    into whole calls, by their index."""

    def __init__(self) -> None:
        self._calls: dict[int, _Partial] = {}

    def add(self, index: int, call_id: str = "", name: str = "", fragment: str = "") -> None:
        partial = self._calls.setdefault(index, _Partial())
        partial.id = partial.id or call_id
        partial.name = partial.name or name
        if fragment:
            partial.fragments.append(fragment)

    def take(self, index: int | None = None) -> list[ToolCallDone]:
        """The calls done (all of them, or the one at `index`), in order."""
        indexes = sorted(self._calls) if index is None else [index]
        out = []
        for i in indexes:
            partial = self._calls.pop(i, None)
            if partial is None or not partial.name:
                continue  # a call with no name cannot be run or answered
            arguments = "".join(partial.fragments) or "{}"
            out.append(
                ToolCallDone(ToolRequest(partial.id or new_call_id(), partial.name, arguments))
            )
        return out


def parsed_arguments(arguments: str) -> dict[str, Any]:
    """The arguments as an object, for the APIs that want one (Ollama's
    history, Anthropic's `input`); text that is not an object becomes {}."""
    try:
        value = json.loads(arguments or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def function_spec(spec: ToolSpec) -> dict[str, Any]:
    """OpenAI's and Ollama's shape of a tool."""
    return {
        "type": "function",
        "function": {
            "name": spec.name,
            "description": spec.description,
            "parameters": spec.parameters or {"type": "object", "properties": {}},
        },
    }
