"""Attachments on screen: tiles (a thumbnail for a picture, an icon and the
name for a text file, and a document's pages and words) and a viewer that
opens one at full size (a document's text: document_view.py).

Pictures are decoded from the store's bytes by Qt's image readers; nothing
here fetches anything. A tile's thumbnail is made from the copy sent to the
model (at most 2048 px), not from the original, so a 30 MB photo costs no
more to show than a small one; the viewer shows the original.

Signals (AttachmentTile):
    opened(attachment: Attachment)   the tile was clicked (or Space/Enter on it)
    removed(attachment: Attachment)  its × was clicked (composer tiles only)
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable

from PySide6.QtCore import QLocale, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import Attachment
from desktop.domain.pages import read_by_ocr
from desktop.domain.words import neutral
from desktop.ui import icons
from desktop.ui.composer.attached import FileLoader, units_word
from desktop.ui.documents.document_view import open_document
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label, safe_tooltip

THUMB_HEIGHT = 72
_CACHE_SIZE = 64
_thumbs: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()


def thumbnail(data: bytes, sha: str, height: int, device_ratio: float) -> QPixmap | None:
    """A small picture for a tile, made once per file and size."""
    key = (sha, round(height * device_ratio))
    found = _thumbs.get(key)
    if found is not None:
        _thumbs.move_to_end(key)
        return found
    image = QImage.fromData(data)
    if image.isNull():
        return None
    scaled = image.scaledToHeight(key[1], Qt.TransformationMode.SmoothTransformation)
    if scaled.width() > key[1] * 3:  # a panorama: keep the tile a sane width
        scaled = scaled.copy(0, 0, key[1] * 3, scaled.height())
    pixmap = QPixmap.fromImage(scaled)
    pixmap.setDevicePixelRatio(device_ratio)
    _thumbs[key] = pixmap
    if len(_thumbs) > _CACHE_SIZE:
        _thumbs.popitem(last=False)
    return pixmap


_UNITS = {
    "presentation": "slide",
    "sheet": "sheet",
    "epub": "chapter",
    "pdf": "page",
    "image/": "page",  # a picture whose words were read: one page
}


def document_unit(a: Attachment) -> str:
    """What a document's pages are called, by its kind."""
    return next((unit for key, unit in _UNITS.items() if key in a.mime), "part")


def document_facts(a: Attachment, from_scan: bool = False) -> str:
    """What a tile says under a document's name: its pages and words (and,
    `from_scan`, that they were read from pictures of its pages), or that
    its pages are pictures with no text to read."""
    unit = document_unit(a)
    pages = units_word(unit, a.pages)
    if a.words == 0 and a.mime == "application/pdf":
        return tr("{pages} · no text (scanned pages)").format(pages=pages)
    if a.words == 0:
        return tr("{pages} · no text").format(pages=pages)
    # 4,412 in English, 4.412 in German; the form ("word", "words") by the count.
    words = tr("{words} word(s)", None, a.words).format(words=QLocale().toString(a.words))
    if unit == "part":
        # Parts are Verbatim's own cut of a text without pages (about 4,000
        # characters each): "1 part" told a person nothing.
        return words
    if a.is_read_picture:  # read by OCR, as a scan is, from the picture itself
        return tr("{pages} · {words} (read from the picture)").format(pages=pages, words=words)
    if from_scan:  # the words may hold OCR's mistakes: the person is told where they came from
        return tr("{pages} · {words} (read from the scan)").format(pages=pages, words=words)
    return tr("{pages} · {words}").format(pages=pages, words=words)


def size_words(size: int) -> str:
    if size < 1024:
        return tr("%n byte(s)", None, size)
    if size < 1024 * 1024:
        return tr("{n} KB").format(n=f"{size / 1024:.0f}")
    return tr("{n} MB").format(n=f"{size / 1024 / 1024:.1f}")


def resized_words(a: Attachment) -> str:
    """What the model receives, said plainly when it differs from the original."""
    if not a.resized:
        return ""
    return tr("Sent to the model at {w}×{h} (the original, {ow}×{oh}, is kept).").format(
        w=a.sent_width, h=a.sent_height, ow=a.width, oh=a.height
    )


class AttachmentTile(QToolButton):
    """One attached file on screen: a thumbnail for a picture, else an icon
    and its name; a click opens it, and in the composer it can be removed."""

    opened = Signal(object)
    removed = Signal(object)

    def __init__(
        self,
        attachment: Attachment,
        data: bytes | None,
        *,
        removable: bool = False,
        from_scan: bool = False,
    ) -> None:
        super().__init__()
        self.attachment = attachment
        self.setObjectName("AttachmentTile")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        picture = None
        if attachment.is_image and data is not None:
            picture = thumbnail(
                data, attachment.sent_sha256, THUMB_HEIGHT, self.devicePixelRatioF()
            )
        if picture is not None:
            self.setIcon(picture)
            self.setIconSize(QSize(picture.width(), picture.height()) / picture.devicePixelRatio())
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        else:
            kind = "document" if attachment.is_document else "text_file"
            picture_kind = attachment.is_image or attachment.is_read_picture
            self.setIcon(icons.icon("picture" if picture_kind else kind))
            label = name if len(name := neutral(attachment.name)) <= 28 else name[:26] + "…"
            if attachment.is_document:  # its pages and words, or that it is a scan
                label += "\n" + document_facts(attachment, from_scan)
            self.setText(label)
            self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        note = resized_words(attachment)
        if attachment.is_document:
            note = document_facts(attachment, from_scan)
        facts = f"{neutral(attachment.name)} · {size_words(attachment.size)}"
        tip = facts + (f"\n{note}" if note else "")
        self.setToolTip(safe_tooltip(tip))  # a file name is not ours: never HTML
        describe(self, tr("Open {name}").format(name=attachment.name), note)
        self.clicked.connect(lambda: self.opened.emit(self.attachment))
        self.remove_button: QToolButton | None = None
        self.setProperty("removable", removable)  # room for the ×, in the stylesheet
        if removable:
            self.remove_button = QToolButton(self)
            self.remove_button.setObjectName("TileRemove")
            self.remove_button.setIcon(icons.icon("dismiss"))
            self.remove_button.setIconSize(QSize(12, 12))
            describe(self.remove_button, tr("Remove {name}").format(name=attachment.name))
            self.remove_button.clicked.connect(lambda: self.removed.emit(self.attachment))

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        if self.remove_button is not None:
            self.remove_button.adjustSize()
            self.remove_button.move(self.width() - self.remove_button.width(), 0)


def _may_be_scan(a: Attachment) -> bool:
    return a.is_document and a.mime == "application/pdf" and a.words > 0


class AttachmentStrip(QWidget):
    """The tiles of one message, left to right; clicking one opens it."""

    def __init__(self, attachments: Iterable[Attachment], files: FileLoader) -> None:
        super().__init__()
        self.files = files
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        items = list(attachments)
        # A PDF's text, too: whether its words were read from the scan is
        # kept there (Pages.ocr), and the tile says so after sending as
        # before (a picture's is its kind: Attachment.is_read_picture).
        data = files(a.sent_sha256 for a in items if a.is_image or _may_be_scan(a))
        self.tiles = []
        for a in items:
            sent = data.get(a.sent_sha256)
            scan = _may_be_scan(a) and sent is not None and read_by_ocr(sent)
            tile = AttachmentTile(a, sent if a.is_image else None, from_scan=scan)
            tile.opened.connect(self.open)
            row.addWidget(tile)
            self.tiles.append(tile)
        row.addStretch(1)

    def open(self, attachment: Attachment) -> None:
        if attachment.is_document:  # the text Verbatim read, page by page
            open_document(attachment.name, attachment.sent_sha256, self.files, self.window())
            return
        data = self.files([attachment.sha256]).get(attachment.sha256)
        viewer = AttachmentViewer(attachment, data, self.window())
        viewer.open()


class AttachmentViewer(QDialog):
    """One attachment at full size: the original picture (scaled down only to
    fit the screen) or the text of a file, with what the model received."""

    def __init__(self, attachment: Attachment, data: bytes | None, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(neutral(attachment.name))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        col = QVBoxLayout(self)
        facts = f"{neutral(attachment.name)} · {size_words(attachment.size)}"
        if attachment.is_image:
            facts += f" · {attachment.width}×{attachment.height}"
        col.addWidget(plain_label(facts, "Meta"))
        note = resized_words(attachment)
        if note:
            col.addWidget(plain_label(note, "Meta", wrap=True))
        self.picture: QLabel | None = None
        self.text: QPlainTextEdit | None = None
        screen = parent.screen().availableGeometry().size() * 0.8
        if data is None:
            col.addWidget(plain_label(tr("This file's contents are not in the store."), wrap=True))
        elif attachment.is_image:
            image = QImage.fromData(data)
            self.picture = QLabel()
            self.picture.setAccessibleName(attachment.name)
            if not image.isNull():
                fitted = (
                    image.scaled(
                        screen,
                        Qt.AspectRatioMode.KeepAspectRatio,
                        Qt.TransformationMode.SmoothTransformation,
                    )
                    if image.width() > screen.width() or image.height() > screen.height()
                    else image
                )
                self.picture.setPixmap(QPixmap.fromImage(fitted))
            scroll = QScrollArea()
            scroll.setWidget(self.picture)
            scroll.setWidgetResizable(True)
            scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
            col.addWidget(scroll, 1)
            self.resize(
                min(screen.width(), image.width() + 40), min(screen.height(), image.height() + 100)
            )
        else:
            self.text = QPlainTextEdit(data.decode("utf-8-sig", "replace"))
            self.text.setReadOnly(True)
            self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
            col.addWidget(self.text, 1)
            self.resize(720, 520)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        col.addWidget(buttons)
