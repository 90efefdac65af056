"""What a paste or a drop offers: local files, or a picture's pixels.

Read out of the QMimeData at once (a clipboard's data may change or vanish
after the event), as plain Python values the window prepares off the GUI
thread. Remote URLs are never fetched here: only local files count. A web
address alone is text, and its page is only offered (`link_in`): fetched
once the person says so (issue 41, a link as a source).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMimeData
from PySide6.QtGui import QImage

from desktop.session.web_search import is_link


@dataclass(frozen=True)
class Offer:
    """What a paste or a drop brings: local files, or a picture's pixels as
    PNG."""

    paths: list[Path] = field(default_factory=list)
    pictures: list[bytes] = field(default_factory=list)  # PNG bytes of pasted pixels

    def __bool__(self) -> bool:
        return bool(self.paths or self.pictures)


def offers_files(mime: QMimeData | None) -> bool:
    """A cheap look (drag-move events come many a second): no pixels encoded."""
    if mime is None:
        return False
    return any(url.isLocalFile() for url in mime.urls()) or mime.hasImage()


def offer_from(mime: QMimeData | None) -> Offer:
    """The files or picture in a paste or drop; an empty offer for text."""
    if mime is None:
        return Offer()
    paths = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
    if paths:
        return Offer(paths=paths)
    if mime.hasImage():
        image = mime.imageData()
        if isinstance(image, QImage) and not image.isNull():
            return Offer(pictures=[png_bytes(image)])
    return Offer()


def link_in(mime: QMimeData | None) -> str | None:
    """The web address a paste or a drop brings alone (a link dragged from
    a browser, or copied as text), or None."""
    if mime is None:
        return None
    web = [u.toString() for u in mime.urls() if u.scheme().lower() in ("http", "https")]
    if len(web) == 1 and is_link(web[0]):
        return web[0]
    if not web and mime.hasText() and is_link(mime.text()):
        return mime.text().strip()
    return None


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub says bytes; str works
    buffer.close()
    return bytes(data.data())
