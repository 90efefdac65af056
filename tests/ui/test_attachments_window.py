"""Attaching files the ways a person does: the paperclip's file dialog, a
paste of a copied picture, a file dropped on the window; then Send, close,
reopen, and the thumbnails and the words are there (issue 14)."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QColor, QDragEnterEvent, QDropEvent, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop.devserver.pictures import pictures_of
from desktop.domain.messages import Role, Status
from desktop.ui.composer.composer_part import PASTED_NAME
from desktop.ui.documents.attachment_view import AttachmentTile, AttachmentViewer
from tests.images import noise_png, picture
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter


def _drop(window, widget, mime: QMimeData) -> None:  # type: ignore[no-untyped-def]
    """What the OS delivers when a person drops something on `widget`."""
    at = QPointF(widget.rect().center())
    actions = Qt.DropAction.CopyAction
    press = (Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        enter = QDragEnterEvent(at, actions, mime, *press)  # type: ignore[call-overload,unused-ignore]
    except TypeError:  # PySide6 6.11 takes only a QPoint here; 6.12 deprecates that
        enter = QDragEnterEvent(at.toPoint(), actions, mime, *press)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted(), "the window refused the drag"
    drop = QDropEvent(at, actions, mime, *press)
    QApplication.sendEvent(widget, drop)


def _files_mime(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def _question_tiles(window) -> list[AttachmentTile]:  # type: ignore[no-untyped-def]
    tiles: list[AttachmentTile] = []
    for widget in window.transcript.widgets:
        if widget.message.role is Role.USER and widget.attachments is not None:
            tiles.extend(widget.attachments.tiles)
    return tiles


def test_paste_a_picture_drop_a_file_send_and_reopen(harness: Harness, tmp_path: Path) -> None:
    window = harness.open()
    # Paste: a picture copied from another app, then Ctrl+V in the message.
    copied = QImage(320, 200, QImage.Format.Format_RGB32)
    copied.fill(QColor("orange"))
    QGuiApplication.clipboard().setImage(copied)
    window.composer.editor.setFocus()
    harness.qtbot.keyClick(
        window.composer.editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier
    )
    harness.wait(lambda: len(window.composer.pending) == 1)
    assert window.composer.text() == ""  # a picture, not a path typed into the message
    # Drop: a text file dragged from the file manager onto the transcript.
    notes = tmp_path / "notes.txt"
    notes.write_text("# Plan\n\nShip on Friday.\n", encoding="utf-8")
    _drop(window, window.transcript.viewport(), _files_mime(notes))
    harness.wait(lambda: len(window.composer.pending) == 2)
    tray = list(window.composer.tiles.values())
    assert [t.attachment.name for t in tray] == [PASTED_NAME, "notes.txt"]
    harness.wait(lambda: all(t.isVisible() for t in tray))  # shown once the tray is laid out
    type_and_enter(harness, window, "What do these say?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    assert window.composer.pending == [] and not window.composer.tray.isVisible()
    sent = harness.server.chat_requests()[-1].messages[-1]
    (arrived,) = pictures_of(sent)
    assert Image.open(io.BytesIO(arrived.data)).size == (320, 200)
    assert '<file name="notes.txt">' in sent["content"][-1]["text"]
    assert "PNG, 320×200 pixels" in last(window).content
    harness.close(window)

    again = harness.open()
    harness.wait(lambda: again.model.rowCount() == 2)
    question = again.model.message_at(0)
    assert question.content == "What do these say?"
    assert [a.name for a in question.attachments] == [PASTED_NAME, "notes.txt"]
    tiles = _question_tiles(again)
    assert [t.attachment.name for t in tiles] == [PASTED_NAME, "notes.txt"]
    thumb = tiles[0].icon().pixmap(tiles[0].iconSize())
    assert not thumb.isNull() and QColor(thumb.toImage().pixel(10, 10)).name() == "#ffa500"
    # Click the thumbnail: the original opens at full size.
    click(harness, tiles[0])
    viewer = next(v for v in again.findChildren(AttachmentViewer) if v.isVisible())
    assert viewer.picture is not None and viewer.picture.pixmap().size().width() == 320
    viewer.reject()
    click(harness, tiles[1])
    text_viewer = next(
        v for v in again.findChildren(AttachmentViewer) if v.isVisible() and v.text is not None
    )
    assert text_viewer.text is not None
    assert text_viewer.text.toPlainText() == "# Plan\n\nShip on Friday.\n"
    text_viewer.reject()


def test_the_paperclip_dialog_attaches_and_a_tile_can_be_removed(
    harness: Harness, tmp_path: Path
) -> None:
    window = harness.open()
    photo, chart = tmp_path / "photo.jpg", tmp_path / "chart.png"
    photo.write_bytes(picture("JPEG", (3000, 2000)))
    chart.write_bytes(picture("PNG"))
    click(harness, window.composer.attach_button)
    dialog = window.file_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    dialog.filesSelected.emit([str(photo), str(chart)])  # what choosing two files and Open does
    dialog.reject()
    harness.wait(lambda: len(window.composer.pending) == 2)
    resized = window.composer.tiles[window.composer.pending[0].attachment.sha256]
    assert "Sent to the model at 2048×1365" in resized.accessibleDescription()
    remove = window.composer.tiles[window.composer.pending[1].attachment.sha256].remove_button
    assert remove is not None and remove.accessibleName() == "Remove chart.png"
    harness.wait(remove.isVisible)  # the tile is shown once laid out (later when busy)
    click(harness, remove)
    assert [p.attachment.name for p in window.composer.pending] == ["photo.jpg"]
    assert window.composer.button.isEnabled()  # a picture alone can be sent
    click(harness, window.composer.button)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    assert "JPEG, 2048×1365 pixels" in last(window).content


def test_a_file_that_cannot_be_attached_is_refused_in_words_and_nothing_is_lost(
    harness: Harness, tmp_path: Path
) -> None:
    window = harness.open()
    huge, broken, good = tmp_path / "huge.png", tmp_path / "broken.png", tmp_path / "ok.png"
    huge.write_bytes(noise_png((3400, 3400)))  # about 35 MB
    broken.write_bytes(picture("PNG", (300, 300))[:500])
    good.write_bytes(picture("PNG"))
    harness.qtbot.keyClicks(window.composer.editor, "keep these words")
    _drop(window, window.composer.editor, _files_mime(huge, broken, good))
    harness.wait(lambda: len(window.composer.pending) == 1)
    assert window.composer.pending[0].attachment.name == "ok.png"
    history = list(window.notifier.history)
    assert any("huge.png" in h and "up to 32 MB" in h for h in history)
    assert any("broken.png" in h and "may be damaged" in h for h in history)
    assert window.composer.text() == "keep these words"


def test_a_model_without_vision_says_so_and_keeps_the_question(harness: Harness) -> None:
    harness.server.vision_models = set()
    window = harness.open()
    mime = QMimeData()
    mime.setImageData(QImage(40, 40, QImage.Format.Format_RGB32))
    _drop(window, window.composer.editor, mime)
    harness.wait(lambda: len(window.composer.pending) == 1)
    type_and_enter(harness, window, "what is this?")
    harness.wait(lambda: idle(window) and last(window).status is Status.FAILED)
    widget = window.transcript.widgets[-1]
    assert widget.error.text().startswith("This model does not accept images")
    question = window.model.message_at(0)
    assert question.content == "what is this?" and len(question.attachments) == 1
