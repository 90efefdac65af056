"""What the scripted server refuses before it answers, in the words the
real APIs use: a wrong key, an unknown model, a tool call left without its
result, a changed thinking block, an option an older server does not know,
tools or pictures for a model that takes neither."""

from __future__ import annotations

from typing import Any, Protocol

from desktop.devserver.formats import thinking_signature
from desktop.devserver.pictures import NO_VISION_ERROR, pictures_of


class Rules(Protocol):
    """The server's settings the refusals read (tests change them)."""

    models: list[str]
    require_key: str | None
    reject_stream_options: bool
    tool_models: set[str] | None
    vision_models: set[str] | None


def bad_signature(messages: list[dict[str, Any]]) -> bool:
    """A replayed thinking block whose text or signature was changed."""
    for m in messages:
        content = m.get("content")
        for block in content if isinstance(content, list) else []:
            if not isinstance(block, dict) or block.get("type") != "thinking":
                continue
            if block.get("signature") != thinking_signature(str(block.get("thinking", ""))):
                return True
    return False


def unanswered_calls(format_name: str, messages: list[dict[str, Any]]) -> list[str]:
    """Ids of tool calls not answered in the very next message(s), which
    OpenAI and Anthropic refuse (Ollama's wire has no ids to check)."""
    missing: list[str] = []
    for i, m in enumerate(messages):
        if m.get("role") != "assistant":
            continue
        if format_name == "openai":
            asked = [c.get("id") for c in m.get("tool_calls") or []]
            answered = set()
            for after in messages[i + 1 :]:
                if after.get("role") != "tool":
                    break
                answered.add(after.get("tool_call_id"))
        elif format_name == "anthropic":
            content = m.get("content")
            blocks = content if isinstance(content, list) else []
            asked = [b.get("id") for b in blocks if b.get("type") == "tool_use"]
            nxt = messages[i + 1] if i + 1 < len(messages) else {}
            reply = nxt.get("content") if nxt.get("role") == "user" else None
            answered = {
                b.get("tool_use_id")
                for b in (reply if isinstance(reply, list) else [])
                if isinstance(b, dict) and b.get("type") == "tool_result"
            }
        else:
            continue
        missing += [str(a) for a in asked if a not in answered]
    return missing


def refusal(
    rules: Rules, format_name: str, body: dict[str, Any], messages: list[dict[str, Any]], key: str
) -> tuple[int, str] | None:
    """The status and message a chat request is refused with; None when
    it is answered."""
    model = str(body.get("model", ""))
    if rules.require_key is not None and key != rules.require_key:
        return 401, "invalid x-api-key"
    if model not in rules.models:
        return 404, f"model '{model}' not found"
    unanswered = unanswered_calls(format_name, messages)
    if unanswered:
        # What the real APIs answer to a tool call left without its result.
        return 400, f"tool calls without a result right after them: {', '.join(unanswered)}"
    if format_name == "anthropic" and bad_signature(messages):
        return 400, "messages: Invalid `signature` in `thinking` block"
    if rules.reject_stream_options and "stream_options" in body:
        # What older OpenAI-compatible servers say to a field they do not know.
        return 400, "Unrecognized request argument supplied: stream_options"
    if body.get("tools") and rules.tool_models is not None and model not in rules.tool_models:
        return 400, f"registry.ollama.ai/library/{model} does not support tools"
    text_only = rules.vision_models is not None and model not in rules.vision_models
    if text_only and any(pictures_of(m) for m in messages):
        return 400, NO_VISION_ERROR
    return None
