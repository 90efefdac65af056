"""A file a person attached, made ready, and the refusal of one that cannot
be: the values the window shows (the reading and checking is the engine's,
desktop/engine/attachments.py)."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.domain.messages import Attachment


class AttachmentRefused(Exception):
    """A file that cannot be attached; str() says why in plain words."""


@dataclass(frozen=True)
class PreparedFile:
    """An attachment and the bytes it names (the original and the copy sent)."""

    attachment: Attachment
    blobs: dict[str, bytes]
    # A document some of whose words were read from pictures of its pages
    # (OCR), for its tile while it waits in the composer.
    from_scan: bool = False

    @property
    def original(self) -> bytes:
        return self.blobs[self.attachment.sha256]

    @property
    def sent(self) -> bytes:
        return self.blobs[self.attachment.sent_sha256]
