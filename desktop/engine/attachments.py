"""Files a person attaches: checked, and made ready for the model.

Images (PNG, JPEG, WebP, GIF) are recognised by their bytes, not their
name, so a PNG called `photo.jpg` is still a PNG. The original is kept
exactly; the model receives a copy no larger than `MAX_SIDE` pixels on its
long side, turned upright (EXIF), in PNG or JPEG, which every vision server
reads (llama.cpp's loader has no WebP). Documents (PDF, Word, ...) are
kept as given, with their text read page by page (desktop/documents) as the
copy the model receives. Text files are kept as bytes and inlined into the
request with their name. Anything else is refused with a
sentence that says why; nothing here touches Qt or the store.
"""

from __future__ import annotations

import hashlib
import io
import stat
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path, PurePath
from typing import TYPE_CHECKING

from desktop.documents.formats import claimed, described, kind_of, mime
from desktop.documents.reader import DocumentRefused, read_document
from desktop.domain.attachments import AttachmentRefused, PreparedFile
from desktop.domain.messages import PAGES_MIME, Attachment
from desktop.domain.pages import Pages
from desktop.domain.words import say

if TYPE_CHECKING:
    from PIL import Image

MAX_FILE_BYTES = 32 * 1024 * 1024  # what hosted services take, too (ChatGPT 20 MB, Claude 30 MB)
MAX_TEXT_BYTES = 1024 * 1024  # about 250,000 tokens: more than most models can read
MAX_PIXELS = 100_000_000  # beyond this a "picture" is a decompression bomb
MAX_SIDE = 2048  # long side of the copy the model receives
JPEG_QUALITY = 90
# How far a file's reading by OCR has come, from the thread that reads it:
# (its kind, "pdf" or "picture"; pages read; of how many). The window's tile
# says it while a scan takes its seconds a page (issue 41).
ReadProgress = Callable[[str, int, int], None]

IMAGE_TYPES = {"PNG": "image/png", "JPEG": "image/jpeg", "WEBP": "image/webp", "GIF": "image/gif"}
# Magic numbers: an image is recognised by its first bytes, whatever its name.
_MAGIC = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a")
_SUFFIXES = (
    ".txt .md .markdown .rst .org .csv .tsv .json .jsonl .yaml .yml .toml .ini .cfg .conf "
    ".log .xml .html .htm .css .scss .tex .py .pyi .js .mjs .ts .tsx .jsx .c .h .cc .cpp "
    ".hpp .cs .java .kt .swift .go .rs .rb .php .pl .lua .r .m .scala .dart .sh .bash .zsh "
    ".fish .ps1 .bat .sql .vue .svelte .diff .patch .proto .graphql .gradle .cmake"
)
TEXT_SUFFIXES = frozenset(_SUFFIXES.split(" "))
TEXT_NAMES = frozenset({"Makefile", "Dockerfile", "README", "LICENSE", "CMakeLists.txt"})


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_file(path: Path, progress: ReadProgress | None = None) -> PreparedFile:
    """Read and prepare a file from disk; the size is checked before reading.
    `progress` is told how far OCR has come while a scan is read."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):  # /dev/zero says 0 bytes and never ends
            raise AttachmentRefused(
                say(
                    "“{name}” is not a file Verbatim can attach (a device or a pipe).",
                    name=path.name,
                )
            )
        if info.st_size > MAX_FILE_BYTES:
            raise AttachmentRefused(_too_big(path.name, info.st_size))
        with path.open("rb") as f:
            data = f.read(MAX_FILE_BYTES + 1)  # no further, whatever it grew to since
        if len(data) > MAX_FILE_BYTES:
            raise AttachmentRefused(_too_big(path.name, len(data)))
    except OSError as exc:
        raise AttachmentRefused(
            say("“{name}” could not be read: {why}", name=path.name, why=exc.strerror or exc)
        ) from exc
    return prepare(path.name, data, progress)


def prepare(name: str, data: bytes, progress: ReadProgress | None = None) -> PreparedFile:
    """Check `data` and make the attachment for it, or raise AttachmentRefused."""
    name = PurePath(name).name or "file"
    if len(data) > MAX_FILE_BYTES:
        raise AttachmentRefused(_too_big(name, len(data)))
    if data.startswith(_MAGIC) or (data[:4] == b"RIFF" and data[8:12] == b"WEBP"):
        return _image(name, data, progress)
    kind = kind_of(name, data)
    if kind is not None:
        return _document(name, kind, data, progress)
    claim = claimed(name)
    if claim is not None and data.startswith(b"PK\x03\x04"):  # a zip whose end is missing
        raise AttachmentRefused(
            say("“{name}” could not be read; the file may be damaged or cut short.", name=name)
        )
    if claim is not None:
        raise AttachmentRefused(
            say(
                "“{name}” is named as {kind}, but its contents are not one, so Verbatim "
                "did not read it.",
                name=name,
                kind=described(claim),
            )
        )
    suffix = PurePath(name).suffix.lower()
    if suffix in TEXT_SUFFIXES or name in TEXT_NAMES:
        return _text(name, data)
    if suffix in {".png", ".jpg", ".jpeg", ".webp", ".gif"}:
        raise AttachmentRefused(_damaged(name))
    raise AttachmentRefused(
        say(
            "“{name}” cannot be attached: Verbatim takes pictures (PNG, JPEG, WebP, GIF), "
            "documents (PDF, Word, PowerPoint, Excel, OpenDocument, EPUB, RTF, HTML, "
            "Markdown, CSV) and text files (such as .txt, .json and source code).",
            name=name,
        )
    )


def _too_big(name: str, size: int) -> str:
    return say(
        "“{name}” is {size} MB; Verbatim attaches files up to {limit} MB.",
        name=name,
        size=f"{size / 1024 / 1024:.1f}",
        limit=MAX_FILE_BYTES // 1024 // 1024,
    )


def _damaged(name: str) -> str:
    return say("“{name}” could not be read as a picture; the file may be damaged.", name=name)


def _told(kind: str, progress: ReadProgress | None) -> Callable[[int, int], None] | None:
    """The reader's progress (pages read, of how many), with the kind added."""
    if progress is None:
        return None
    return lambda done, of: progress(kind, done, of)


def _document(
    name: str, kind: str, data: bytes, progress: ReadProgress | None = None
) -> PreparedFile:
    """A document: the original kept as it is, and its text read page by
    page (in a child process for the packaged formats) as the copy sent."""
    try:
        pages = read_document(name, kind, data, _told(kind, progress))
    except DocumentRefused as refused:
        raise AttachmentRefused(str(refused)) from None
    text = pages.encode()
    sha, sent_sha = digest(data), digest(text)
    attachment = Attachment(
        name=name,
        mime=mime(kind),
        size=len(data),
        sha256=sha,
        sent_sha256=sent_sha,
        sent_mime=PAGES_MIME,
        pages=len(pages.pages),
        words=pages.words,
    )
    return PreparedFile(attachment, {sha: data, sent_sha: text}, from_scan=pages.ocr)


def _text(name: str, data: bytes) -> PreparedFile:
    if len(data) > MAX_TEXT_BYTES:
        raise AttachmentRefused(
            say(
                "“{name}” is {size} KB of text; Verbatim inlines text files up to {limit} KB.",
                name=name,
                size=f"{len(data) // 1024:,}",
                limit=MAX_TEXT_BYTES // 1024,
            )
        )
    try:
        data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise AttachmentRefused(
            say("“{name}” is not UTF-8 text, so it cannot be shown to the model.", name=name)
        ) from exc
    sha = digest(data)
    attachment = Attachment(name, "text/plain", len(data), sha, sha, "text/plain")
    return PreparedFile(attachment, {sha: data})


def _image(name: str, data: bytes, progress: ReadProgress | None = None) -> PreparedFile:
    # Pillow loads with the first picture, not with the window (issue 28).
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(io.BytesIO(data)) as img:
            kind = img.format or ""
            if kind not in IMAGE_TYPES:
                raise AttachmentRefused(_damaged(name))
            width, height = img.size
            if width * height > MAX_PIXELS:
                raise AttachmentRefused(
                    say(
                        "“{name}” is {width}×{height} pixels, too large to open safely.",
                        name=name,
                        width=width,
                        height=height,
                    )
                )
            img.seek(0)  # a GIF's first frame
            img.load()  # decode it all now: a truncated file fails here, not later
            sent, sent_mime = _model_copy(img, data, kind)
            sent_width, sent_height = _size_of(sent)
    except AttachmentRefused:
        raise
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise AttachmentRefused(_damaged(name)) from None
    sha, sent_sha = digest(data), digest(sent)
    attachment = Attachment(
        name=name,
        mime=IMAGE_TYPES[kind],
        size=len(data),
        sha256=sha,
        sent_sha256=sent_sha,
        sent_mime=sent_mime,
        width=width,
        height=height,
        sent_width=sent_width,
        sent_height=sent_height,
    )
    words = _words_in(name, data, progress) if width * height >= MIN_PIXELS else None
    if words is None:
        return PreparedFile(attachment, {sha: data, sent_sha: sent})
    # Its words are what is kept as sent (a one-page document, cited as page
    # 1); the picture a model that takes pictures is sent is made again
    # from the original (`model_picture`).
    text = words.encode()
    attachment = replace(
        attachment, sent_sha256=digest(text), sent_mime=PAGES_MIME, pages=1, words=words.words
    )
    return PreparedFile(attachment, {sha: data, digest(text): text}, from_scan=True)


MIN_PIXELS = 20_000  # an icon or a swatch (200×100 and less): no three words to read, not asked


def _words_in(name: str, data: bytes, progress: ReadProgress | None = None) -> Pages | None:
    """The words in a picture, read by OCR in the reader's child (issue 41),
    or None where it has none to speak of (a photo), or Tesseract is not
    installed. Read for every picture, whichever model is chosen: which
    models take pictures is known only when a server refuses one, and the
    conversation's model may change after the picture is attached."""
    try:
        pages = read_document(name, "picture", data, _told("picture", progress))
    except DocumentRefused:
        return None  # the picture is still sent as a picture
    # The reader kept the words only where Tesseract was sure of enough of
    # them (ocr.MIN_SURE_WORDS): a photo's are "".
    return pages if pages.ocr else None


def model_picture(data: bytes) -> tuple[bytes, str]:
    """The copy of an original picture a model receives, as `_image` makes
    it: for a picture kept by its words, made again when it is sent."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        kind = img.format or ""
        img.seek(0)
        img.load()
        return _model_copy(img, data, kind)


def _model_copy(img: Image.Image, data: bytes, kind: str) -> tuple[bytes, str]:
    """The original when it is already a small, upright PNG or JPEG; else a
    re-encoded copy."""
    oriented = img.getexif().get(0x0112, 1) not in (0, 1)  # EXIF Orientation
    small = max(img.size) <= MAX_SIDE
    if kind in ("PNG", "JPEG") and small and not oriented:
        return data, IMAGE_TYPES[kind]
    from PIL import Image, ImageOps

    upright = ImageOps.exif_transpose(img) or img
    copy = upright.convert("RGBA" if _has_alpha(img) else "RGB")
    copy.thumbnail((MAX_SIDE, MAX_SIDE), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    if copy.mode == "RGBA":
        copy.save(out, "PNG", optimize=False)
        return out.getvalue(), "image/png"
    copy.save(out, "JPEG", quality=JPEG_QUALITY)
    return out.getvalue(), "image/jpeg"


def _has_alpha(img: Image.Image) -> bool:
    return img.mode in ("RGBA", "LA", "PA") or "transparency" in img.info


def _size_of(data: bytes) -> tuple[int, int]:
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        return img.size


def inline_text(name: str, data: bytes) -> str:
    """A text file as the model reads it: its name, then its text, fenced by
    tags that say where it starts and ends."""
    text = data.decode("utf-8-sig", "replace")
    return f'<file name="{name}">\n{text}\n</file>'
