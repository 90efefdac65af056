"""Attached files in the store (format 5): the bytes once per content in
`blob`, and the `attachment` rows that name them. A part of the store:
Repository holds one as `repo.attachments`, on its database handle."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import peewee

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.messages import Attachment, Message
from desktop.domain.words import say
from desktop.store.schema import Models


def attachment_of(row: Any) -> Attachment:
    """An attachment, or a project's file, as its row holds it (a project's
    file has no picture sizes: they read as 0)."""
    return Attachment(
        name=row.name,
        mime=row.mime,
        size=row.size,
        sha256=row.sha256,
        sent_sha256=row.sent_sha256,
        sent_mime=row.sent_mime,
        width=getattr(row, "width", 0),
        height=getattr(row, "height", 0),
        sent_width=getattr(row, "sent_width", 0),
        sent_height=getattr(row, "sent_height", 0),
        pages=row.pages,
        words=row.words,
    )


class AttachmentStore:
    """Attached bytes, kept once per content, and the rows naming them."""

    def __init__(self, db: peewee.SqliteDatabase, models: Models) -> None:
        self.db = db
        self._blob = models.blob
        self._attachment = models.attachment

    def of_messages(self, ids: list[str]) -> dict[str, list[Attachment]]:
        """The attachments of these messages, by message id."""
        found: dict[str, list[Attachment]] = {}
        for start in range(0, len(ids), 500):  # SQLite's variable limit
            rows = (
                self._attachment.select()
                .where(self._attachment.message.in_(ids[start : start + 500]))
                .order_by(self._attachment.position)
            )
            for row in rows:
                found.setdefault(row.message_id, []).append(attachment_of(row))
        return found

    def keep_bytes(self, a: Attachment, blobs: Mapping[str, bytes], missing: str) -> None:
        """The bytes a file names, stored once: from `blobs`, or already here
        (else StoreError with `missing`, a sentence naming the file)."""
        for sha in dict.fromkeys((a.sha256, a.sent_sha256)):
            if sha in blobs:
                self._blob.insert(sha256=sha, data=blobs[sha], size=len(blobs[sha])).on_conflict(
                    "IGNORE"
                ).execute()
            elif self._blob.get_or_none(self._blob.sha256 == sha) is None:
                raise StoreError(StoreErrorKind.WRITE, missing)

    def insert(self, message: Message, blobs: Mapping[str, bytes]) -> None:
        """A new message's attachments, in the caller's transaction."""
        for position, a in enumerate(message.attachments):
            missing = say("The attached file “{name}” is missing its contents.", name=a.name)
            self.keep_bytes(a, blobs, missing)
            self._attachment.insert(
                message=message.id,
                position=position,
                name=a.name,
                mime=a.mime,
                size=a.size,
                sha256=a.sha256,
                sent_sha256=a.sent_sha256,
                sent_mime=a.sent_mime,
                width=a.width,
                height=a.height,
                sent_width=a.sent_width,
                sent_height=a.sent_height,
                pages=a.pages,
                words=a.words,
            ).execute()

    def put_blob(self, sha: str, data: bytes) -> bool:
        """Keep `data` under its hash (checked by the caller) ahead of the
        attachments that will name it, in the caller's transaction. True if
        it is new here; such a blob is for `drop_unused_blobs` to tidy."""
        if self._blob.get_or_none(self._blob.sha256 == sha) is not None:
            return False
        self._blob.insert(sha256=sha, data=data, size=len(data)).execute()
        return True

    def drop_unused_blobs(self, hashes: Iterable[str]) -> None:
        """Remove those of `hashes` that no attachment names (stored ahead
        by an import whose messages turned out not to use them)."""
        wanted = list(hashes)
        for start in range(0, len(wanted), 500):
            part = wanted[start : start + 500]
            marks = ",".join("?" * len(part))
            self.db.execute_sql(
                f"DELETE FROM blob WHERE sha256 IN ({marks}) AND NOT EXISTS ("
                "SELECT 1 FROM attachment a WHERE a.sha256 = blob.sha256 "
                "OR a.sent_sha256 = blob.sha256) AND NOT EXISTS ("
                "SELECT 1 FROM project_file p WHERE p.sha256 = blob.sha256 "
                "OR p.sent_sha256 = blob.sha256)",
                part,
            )

    def blobs(self, hashes: Iterable[str]) -> dict[str, bytes]:
        """Attached bytes by hash (those the store holds)."""
        wanted = list(dict.fromkeys(hashes))
        out: dict[str, bytes] = {}
        for start in range(0, len(wanted), 500):
            query = self._blob.select(self._blob.sha256, self._blob.data).where(
                self._blob.sha256.in_(wanted[start : start + 500])
            )
            out.update((sha, bytes(data)) for sha, data in query.tuples())
        return out

    def blob_count(self) -> int:
        return int(self._blob.select().count())
