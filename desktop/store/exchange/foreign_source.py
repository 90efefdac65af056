"""What the ChatGPT and Claude imports share (store/exchange/foreign.py): the file,
alone or in its zip, read a conversation at a time; a conversation as
parsed; the pictures an export carries; and the small readers of values
that may be missing or of the wrong kind."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePath
from typing import IO, Any, cast

from desktop.domain.errors import StoreError, StoreErrorKind
from desktop.domain.import_report import SourceKind
from desktop.domain.messages import Attachment, Conversation, Message
from desktop.domain.words import say
from desktop.store.exchange.bounded_json import CappedReader, JsonRefused, pieces
from desktop.store.exchange.export_check import fail

MAX_JSON_BYTES = 4 * 1024**3  # a conversations.json larger than this is refused
MAX_PICTURE_BYTES = 32 * 1024 * 1024
FILE_ID = re.compile(r"(file[-_][A-Za-z0-9]+)")


@dataclass
class Parsed:
    """One conversation of a ChatGPT or Claude export, read and checked: the
    conversation, its messages in order, and the pictures they carry (by hash)."""

    conversation: Conversation
    messages: list[Message]
    files: dict[str, bytes] = field(default_factory=dict)


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def refuse(where: str, why: str) -> StoreError:
    return StoreError(
        StoreErrorKind.IMPORT,
        say(
            "This file cannot be imported: {where} {why}. Nothing was changed.",
            where=where,
            why=why,
        ),
    )


def time_of(value: Any, fallback: datetime) -> datetime:
    """A date as ChatGPT (seconds) or Claude (ISO text) writes it; one that
    cannot be a date (1e20, -1e15, NaN) is the fallback, not a traceback."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(float(value), UTC)
        except (OverflowError, OSError, ValueError):
            return fallback
    if isinstance(value, str) and value:
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return fallback
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
    return fallback


def digest_of(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


# ------------------------------------------------------------------ the file
class Source:
    """An opened export: its kind, and its conversations one at a time."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.zip: zipfile.ZipFile | None = None
        self.kind = SourceKind.VERBATIM
        self._names: dict[str, str] = {}  # file id -> name in the zip
        try:
            if zipfile.is_zipfile(path):
                self.zip = zipfile.ZipFile(path)
                if "conversations.json" not in self.zip.namelist():
                    raise refuse(
                        say("the zip"), say("has no conversations.json (is it a data export?)")
                    )
                # Pictures are stored as `file-<id>-<name>` or `file-<id>.<ext>`.
                for name in self.zip.namelist():
                    found = FILE_ID.match(PurePath(name).name)
                    if found and not name.endswith("/"):
                        self._names[found.group(1)] = name
            self.kind = self._sniff()
        except (OSError, zipfile.BadZipFile) as exc:
            raise refuse(say("the file"), say("could not be read ({why})", why=exc)) from exc

    @contextmanager
    def open_json(self) -> Iterator[IO[bytes]]:
        """The JSON, read through a cap: a zip member may claim one size and
        inflate to another (a 1 MB zip held 1 GB)."""
        if self.zip is not None:
            info = self.zip.getinfo("conversations.json")
            if info.file_size > MAX_JSON_BYTES:
                raise refuse(say("conversations.json"), say("is larger than 4 GB"))
            raw: IO[bytes] = self.zip.open(info)
            packed: int | None = info.compress_size
        else:
            raw, packed = self.path.open("rb"), None
        with raw:
            yield cast(IO[bytes], CappedReader(raw, MAX_JSON_BYTES, "the export", packed))

    def _sniff(self) -> SourceKind:
        with self.open_json() as f:
            head = f.read(65_536)
        text = head.lstrip()
        if text.startswith(b"{"):
            return SourceKind.VERBATIM
        if not text.startswith(b"["):
            raise refuse(say("the file"), say("is not a conversations export (no JSON list)"))
        if b'"mapping"' in head:
            return SourceKind.CHATGPT
        if b'"chat_messages"' in head:
            return SourceKind.CLAUDE
        try:
            first = next(iter(self.items()), None)
        except StoreError:
            first = None
        if isinstance(first, dict) and "mapping" in first:
            return SourceKind.CHATGPT
        if isinstance(first, dict) and "chat_messages" in first:
            return SourceKind.CLAUDE
        raise refuse(say("the file"), say("is neither a ChatGPT nor a Claude export"))

    def items(self) -> Iterator[Any]:
        """The conversations of the export's list, one at a time, each
        within bounded_json's limits (depth, values, text length)."""
        with self.open_json() as f:
            try:
                for _key, item in pieces(f):
                    yield item
            except JsonRefused as exc:
                raise fail(str(exc)) from exc

    def picture(self, file_id: str) -> tuple[str, bytes | None] | None:
        """A picture the export carries, by its `file-…` id: (its name, its
        bytes, or None when it is larger than an attachment may be), read
        no further than that limit whatever its header claims."""
        if self.zip is None:
            return None
        name = self._names.get(file_id)
        if name is None:
            return None
        info = self.zip.getinfo(name)
        if info.file_size > MAX_PICTURE_BYTES:
            return PurePath(name).name, None
        with self.zip.open(info) as member:
            data = member.read(MAX_PICTURE_BYTES + 1)
        return PurePath(name).name, data if len(data) <= MAX_PICTURE_BYTES else None

    def close(self) -> None:
        if self.zip is not None:
            self.zip.close()


# ------------------------------------------------------------------ ChatGPT


MAX_PICTURE_PIXELS = 100_000_000  # 10,000 × 10,000: far above any photo


def picture_attachment(name: str, data: bytes) -> tuple[Attachment | None, str]:
    """A picture from the export, stored as it is (it was already sent), or
    None and why not. Only its header is read; one claiming more pixels than
    any real picture (a 60,000 × 60,000 decompression bomb) is not kept."""
    import warnings

    from PIL import Image, UnidentifiedImageError

    try:
        # Pillow warns, on stderr, of a picture past its own limit (89 million
        # pixels) and refuses one past twice that: both are refused here, in
        # words (a 10,000 × 10,000 picture was stored with the warning printed).
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as img:
                kind = (img.format or "").lower()
                width, height = img.size
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return None, say("it claims more pixels than any real picture")
    except (OSError, ValueError, UnidentifiedImageError):
        return None, say("it is not a picture Verbatim can read")
    mime = {"png": "image/png", "jpeg": "image/jpeg", "webp": "image/webp", "gif": "image/gif"}
    if kind not in mime:
        return None, say("it is not a PNG, JPEG, WebP or GIF picture")
    if width * height > MAX_PICTURE_PIXELS:
        return None, say("it claims more pixels than any real picture")
    sha = digest_of(data)
    attachment = Attachment(
        name, mime[kind], len(data), sha, sha, mime[kind], width, height, width, height
    )
    return attachment, ""
