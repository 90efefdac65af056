"""A tool's result as text: what the person sees and the model reads. Text
stays as it is; pictures, sound and files are summarised in one line (their
bytes are not kept), so no tool output is ever rendered as anything but text."""

from __future__ import annotations

import base64
import binascii
import io
import json
from typing import Any

from desktop.domain.sizes import human_size
from desktop.domain.words import say


def _size(data: str) -> int:
    try:
        return len(base64.b64decode(data, validate=False))
    except (binascii.Error, ValueError):
        return 0


def _picture(data: str, mime: str) -> str:
    from PIL import Image, UnidentifiedImageError  # with the first picture, not at start

    try:
        raw = base64.b64decode(data, validate=False)
        with Image.open(io.BytesIO(raw)) as image:
            width, height = image.size
        return say(
            "[A picture: {mime}, {width}×{height}, {size}]",
            mime=mime,
            width=width,
            height=height,
            size=human_size(len(raw)),
        )
    except (
        binascii.Error,
        ValueError,
        OSError,
        UnidentifiedImageError,
        Image.DecompressionBombError,
    ):
        return say("[A picture Verbatim cannot read: {mime}]", mime=mime)


def block_text(block: Any) -> str:
    """One content block of an MCP result as text."""
    kind = getattr(block, "type", "")
    if kind == "text":
        return str(block.text)
    if kind == "image":
        return _picture(block.data, block.mime_type)
    if kind == "audio":
        return say(
            "[A sound: {mime}, {size}]", mime=block.mime_type, size=human_size(_size(block.data))
        )
    if kind == "resource":
        resource = block.resource
        text = getattr(resource, "text", None)
        if isinstance(text, str):
            return text
        return say(
            "[A file: {uri}, {size}]",
            uri=resource.uri,
            size=human_size(_size(getattr(resource, "blob", ""))),
        )
    if kind == "resource_link":
        return say("[A link to {name}: {uri}]", name=block.name, uri=block.uri)
    return say("[Something Verbatim cannot show: {kind}]", kind=kind or "?")


def result_text(content: list[Any], structured: Any = None) -> str:
    parts = [block_text(b) for b in content]
    if not parts and structured is not None:
        parts = [json.dumps(structured, ensure_ascii=False, indent=2)]
    return "\n".join(parts)
