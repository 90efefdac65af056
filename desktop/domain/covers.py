"""How a delete names what it covered (issue 36): a conversation's or a
message's delete names message ids; a project's names its files by their
bytes, as a project's files have no ids of their own."""

from __future__ import annotations

from collections.abc import Iterable

from desktop.domain.messages import Attachment


def file_token(sha256: str) -> str:
    """How a delete's cover names a project's file."""
    return f"file:{sha256}"


def seen_files(files: Iterable[Attachment]) -> list[str]:
    """What a delete of a project holding `files` covers."""
    return sorted({file_token(a.sha256) for a in files})
