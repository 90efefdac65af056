"""Reading the pictures and words out of a recorded request, in each of the
three wire shapes, so tests can check what arrived and the demo can answer
about it."""

from __future__ import annotations

import base64
import binascii
import io
import re
from dataclasses import dataclass
from typing import Any

from PIL import Image, UnidentifiedImageError

# What llama.cpp says for a picture sent to a model loaded without its
# vision projector (HTTP 400): the devserver answers text-only models with it.
NO_VISION_ERROR = (
    "image input is not supported - hint: if this is unexpected, you may need to provide the mmproj"
)


@dataclass(frozen=True)
class Picture:
    """A picture found in a recorded request, so tests can check what the
    model was sent."""

    mime: str  # as the request declared it ("" where the shape has no type: Ollama)
    data: bytes


def text_of(message: dict[str, Any]) -> str:
    """A message's words, whether its content is a string or a list of parts."""
    content = message.get("content", "")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(part.get("text", ""))
            for part in content
            if isinstance(part, dict) and part.get("type") == "text"
        )
    return str(content)


def pictures_of(message: dict[str, Any]) -> list[Picture]:
    """The pictures in one message, in any of the three shapes."""
    found = [Picture("", _b64(raw)) for raw in message.get("images") or []]  # Ollama
    content = message.get("content")
    for part in content if isinstance(content, list) else []:
        if not isinstance(part, dict):
            continue
        if part.get("type") == "image_url":  # OpenAI-compatible: a data: URL
            url = str((part.get("image_url") or {}).get("url", ""))
            head, _, payload = url.partition(",")
            mime = head.removeprefix("data:").removesuffix(";base64")
            found.append(Picture(mime, _b64(payload)))
        elif part.get("type") == "image":  # Anthropic: a base64 source
            source = part.get("source") or {}
            found.append(Picture(str(source.get("media_type", "")), _b64(source.get("data", ""))))
    return found


def _b64(value: Any) -> bytes:
    try:
        return base64.b64decode(str(value), validate=True)
    except (binascii.Error, ValueError):
        return b""


def describe(pictures: list[Picture], prompt: str = "") -> str:
    """The demo's answer about pictures (and files inlined in the prompt):
    what arrived, so a person (and a test) can see the bytes came through whole."""
    lines = []
    for n, picture in enumerate(pictures, 1):
        try:
            with Image.open(io.BytesIO(picture.data)) as img:
                lines.append(f"Picture {n}: {img.format}, {img.width}×{img.height} pixels.")
        except (UnidentifiedImageError, OSError, ValueError):
            lines.append(f"Picture {n}: {len(picture.data):,} bytes I could not read.")
    for name, body in re.findall(r'<file name="([^"]*)">\n(.*?)\n</file>', prompt, re.S):
        lines.append(f"File “{name}”: {len(body.splitlines())} lines of text.")
    count = "one picture" if len(pictures) == 1 else f"{len(pictures)} pictures"
    return f"I received {count}.\n\n" + "\n".join(f"- {line}" for line in lines)


def describe_documents(prompt: str) -> str:
    """The demo's answer about documents: which arrived, whole or as
    passages, and from which pages, so a person can see what was sent."""
    lines = []
    for name, sent, body in re.findall(
        r'<document name="([^"]*)"( sent="[^"]*")?>\n(.*?)\n</document>', prompt, re.S
    ):
        places = re.findall(r"^\[(page|slide|sheet|chapter|part) (\d+)\]$", body, re.M)
        if not places:
            lines.append(f"“{name}”: no words could be read from it.")
            continue
        unit = places[0][0]
        numbers = list(dict.fromkeys(n for _, n in places))
        where = f"{unit} {numbers[0]}" if len(numbers) == 1 else f"{unit}s {', '.join(numbers)}"
        how = "the passages most relevant to your question" if sent else "the whole of it"
        lines.append(f"“{name}”: {how}, from {where}.")
    return "I read what you attached.\n\n" + "\n".join(f"- {line}" for line in lines)
