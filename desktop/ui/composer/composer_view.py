"""Where the person types. Enter sends, Shift+Enter adds a line, Esc stops.

Files wait in a tray above the text until the message is sent: the
paperclip asks for them, and a paste or a drop of files or a picture onto
the text offers them (never as a path typed into the message).

Signals:
    submitted(text: str)   Enter or the Send button, with text or files waiting
    stopRequested()        Esc or the Stop button while a turn runs
    editCancelled()        Esc while editing an earlier message
    attachRequested()      the paperclip was clicked
    dictateRequested()     the microphone was clicked (to start or to stop)
    handsFreeRequested()   the headphones were clicked (hands-free on or off)
    offered(offer: Offer)  files or a picture were pasted or dropped on the text
    linkOffered(address)   a web address alone was pasted or dropped (its page may be attached)
    webToggled(on: bool)   the globe: search the web for the next question, or not
    webSettingsRequested() the globe was clicked with no search provider chosen
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.messages import Attachment
from desktop.session.files import PreparedFile
from desktop.ui import icons
from desktop.ui.composer.file_offer import link_in, offer_from, offers_files
from desktop.ui.documents.attachment_view import AttachmentTile
from desktop.ui.documents.file_reading import ReadingTile
from desktop.ui.i18n import tr
from desktop.ui.widgets import describe, plain_label, safe_tooltip


class ComposerEdit(QPlainTextEdit):
    """The message box itself: Enter sends, Esc stops, and pasted or dropped
    files and pictures become attachments rather than text."""

    submitted = Signal()
    escaped = Signal()
    offered = Signal(object)
    linkOffered = Signal(str)
    resized = Signal()  # after a resize, its text wrapped to the new width

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        return offers_files(source) or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        """Ctrl+V and drops: files and pictures become attachments, text is
        text; a web address alone is text too, and its page is offered."""
        offer = offer_from(source)
        if offer:
            self.offered.emit(offer)
            return
        link = link_in(source)
        super().insertFromMimeData(source)
        if link:
            self.linkOffered.emit(link)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submitted.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.escaped.emit()
            return
        super().keyPressEvent(event)


class Composer(QFrame):
    """The message box with its files, the paperclip and Send (Stop while an
    answer runs), and the note while a question is being edited."""

    submitted = Signal(str)
    stopRequested = Signal()
    editCancelled = Signal()
    attachRequested = Signal()
    dictateRequested = Signal()
    handsFreeRequested = Signal()
    offered = Signal(object)
    linkOffered = Signal(str)
    webToggled = Signal(bool)
    webSettingsRequested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("Composer")
        self.running = False
        self.editing_id: str | None = None
        col = QVBoxLayout(self)
        col.setContentsMargins(10, 6, 8, 6)
        self.edit_label = plain_label("", "Meta")
        self.edit_label.hide()
        col.addWidget(self.edit_label)
        self.pending: list[PreparedFile] = []
        self.tiles: dict[str, AttachmentTile] = {}  # by the original's hash
        self.reading: list[ReadingTile] = []  # files still being read (file_reading.py)
        self.tray = QWidget()
        self.tray_row = QHBoxLayout(self.tray)
        self.tray_row.setContentsMargins(0, 4, 0, 2)
        self.tray_row.setSpacing(6)
        self.tray_row.addStretch(1)
        self.tray.hide()
        col.addWidget(self.tray)
        row = QHBoxLayout()
        self.attach_button = QToolButton()
        self.attach_button.setObjectName("Attach")
        self.attach_button.setIcon(icons.icon("attach", "text"))
        self.attach_button.setIconSize(QSize(18, 18))
        self.attach_button.setCursor(Qt.CursorShape.PointingHandCursor)
        describe(
            self.attach_button,
            tr("Attach files"),
            tr("Attach pictures or text files (or paste or drop them here)"),
        )
        self.attach_button.clicked.connect(self.attachRequested)
        row.addWidget(self.attach_button, 0, Qt.AlignmentFlag.AlignBottom)
        # The globe (issue 41): web search for the next question. With no
        # provider chosen it looks disabled, and a click opens Settings →
        # Web search (a disabled button could not be clicked to get there).
        self.web_button = QToolButton()
        self.web_button.setObjectName("WebSearch")
        self.web_button.setIconSize(QSize(18, 18))
        self.web_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.web_button.setCheckable(True)
        self.web_button.clicked.connect(self._on_web_clicked)
        self.web_ready = False
        row.addWidget(self.web_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.editor = ComposerEdit()
        self.editor.setPlaceholderText(tr("Message Verbatim…"))
        self.editor.setTabChangesFocus(True)
        describe(self.editor, tr("Message"), tr("Enter sends, Shift+Enter adds a line, Esc stops"))
        self.editor.setFixedHeight(64)
        self.editor.textChanged.connect(self._on_text_changed)
        self.editor.resized.connect(self._fit_to_text)  # wrapped anew: fitted again
        self.editor.submitted.connect(self._on_submit)
        self.editor.escaped.connect(self._on_escape)
        self.editor.offered.connect(self.offered)
        self.editor.linkOffered.connect(self.linkOffered)
        # One round icon button that is Send or Stop; its accessible name
        # says which, for screen readers and for the tests.
        self.button = QPushButton()
        self.button.setIconSize(QSize(18, 18))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._on_button)
        self.mic_button = QToolButton()
        self.mic_button.setIconSize(QSize(18, 18))
        self.mic_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.mic_button.setCheckable(True)
        self.mic_button.clicked.connect(self._on_mic)
        self.set_dictating(False)
        self.hands_free_button = QToolButton()
        self.hands_free_button.setIconSize(QSize(18, 18))
        self.hands_free_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hands_free_button.setCheckable(True)
        self.hands_free_button.clicked.connect(self._on_hands_free)
        self.set_hands_free(False)
        row.addWidget(self.editor, 1)
        row.addWidget(self.hands_free_button, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.mic_button, 0, Qt.AlignmentFlag.AlignBottom)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignBottom)
        col.addLayout(row)
        self.set_running(False)
        self.set_web(False, False)

    def text(self) -> str:
        return self.editor.toPlainText()

    def clear(self) -> None:
        self.editor.clear()
        self.set_editing(None, "")
        for file in list(self.pending):
            self.remove(file.attachment)

    def restore(self, draft: str, files: list[PreparedFile], editing: str | None) -> None:
        """What the person was writing in another conversation, back as it
        was (each conversation keeps its own draft, issue 25)."""
        for file in list(self.pending):
            self.remove(file.attachment)
        self.editing_id = None
        self.set_editing(editing, draft)
        if editing is None:
            self.editor.setPlainText(draft)
        for file in files:
            self.add_file(file)
        cursor = self.editor.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.editor.setTextCursor(cursor)

    # ---------------------------------------------------------- attachments
    def files(self) -> list[PreparedFile]:
        return list(self.pending)

    def add_file(self, file: PreparedFile) -> None:
        """Put a prepared file in the tray (once: the same bytes twice are one)."""
        if any(p.attachment.sha256 == file.attachment.sha256 for p in self.pending):
            return
        self.pending.append(file)
        data = file.sent if file.attachment.is_image else None
        tile = AttachmentTile(file.attachment, data, removable=True, from_scan=file.from_scan)
        tile.removed.connect(self.remove)
        self.tiles[file.attachment.sha256] = tile
        self.tray_row.insertWidget(self.tray_row.count() - 1, tile)
        self.tray.show()
        self._on_text_changed()

    def remove(self, attachment: Attachment) -> None:
        self.pending = [p for p in self.pending if p.attachment.sha256 != attachment.sha256]
        tile = self.tiles.pop(attachment.sha256, None)
        if tile is not None:
            tile.hide()
            tile.deleteLater()
        self._show_tray()
        self._on_text_changed()

    def add_reading(self, tile: ReadingTile) -> None:
        """A file being read, in the tray until it is attached or let go."""
        self.reading.append(tile)
        self.tray_row.insertWidget(self.tray_row.count() - 1, tile)
        tile.removed.connect(lambda: self.drop_reading(tile))
        self._show_tray()

    def drop_reading(self, tile: ReadingTile) -> None:
        if tile in self.reading:
            self.reading.remove(tile)
            tile.hide()
            tile.deleteLater()
        self._show_tray()

    def show_reading_of(self, owner: object) -> None:
        """Only the files being read for the conversation shown (`owner`)."""
        for tile in self.reading:
            tile.setVisible(tile.owner is owner)
        self._show_tray()

    def _show_tray(self) -> None:
        reading = any(not t.isHidden() for t in self.reading)  # this conversation's
        self.tray.setVisible((bool(self.pending) or reading) and self.editing_id is None)

    def waiting(self) -> list[Attachment]:
        return [p.attachment for p in self.pending]

    def set_running(self, running: bool) -> None:
        self.running = running
        self.button.setIcon(
            icons.icon("stop", "window") if running else icons.icon("send", "accent_text")
        )
        describe(
            self.button,
            tr("Stop") if running else tr("Send"),
            tr("Stop the answer (Esc)") if running else tr("Send the message (Enter)"),
        )
        self.button.setToolTip(safe_tooltip(self.button.accessibleDescription()))
        self.button.setObjectName("Stop" if running else "Send")
        self.button.style().unpolish(self.button)
        self.button.style().polish(self.button)
        self._on_text_changed()

    def set_web(self, on: bool, ready: bool) -> None:
        """Show the globe on or off; `ready`: a search provider is chosen."""
        self.web_ready = ready
        on = on and ready
        self.web_button.setChecked(on)
        self.web_button.setIcon(
            icons.icon("web", "accent" if on else "muted" if ready else "disabled")
        )
        if not ready:
            name, told = (
                tr("Web search (no provider chosen)"),
                tr(
                    "No search provider is chosen yet. Click to choose one in Settings →"
                    " Web search."
                ),
            )
        elif on:
            name, told = (
                tr("Web search: on"),
                tr("The next question searches the web. Click to send it without search."),
            )
        else:
            name, told = (
                tr("Web search: off"),
                tr("Click to search the web for the next question."),
            )
        describe(self.web_button, name, told)
        self.web_button.setToolTip(safe_tooltip(told))
        self.web_button.setProperty("unavailable", not ready)

    def _on_web_clicked(self, checked: bool) -> None:
        if not self.web_ready:
            self.web_button.setChecked(False)
            self.webSettingsRequested.emit()
            return
        self.set_web(checked, True)
        self.webToggled.emit(checked)

    def set_dictating(self, on: bool) -> None:
        """The microphone button says whether it is listening."""
        self.mic_button.setChecked(on)
        self.mic_button.setIcon(icons.icon("dictate", "accent" if on else "text"))
        self.mic_button.setObjectName("Dictating" if on else "Dictate")
        describe(
            self.mic_button,
            tr("Stop dictating") if on else tr("Dictate"),
            tr("Stop listening; the words stay in the message (Ctrl+Shift+D)")
            if on
            else tr("Speak instead of typing, recognised on this computer (Ctrl+Shift+D)"),
        )
        self.mic_button.setToolTip(safe_tooltip(self.mic_button.accessibleDescription()))

    def _on_mic(self) -> None:
        # The button shows the state the window sets, not the click's toggle.
        self.mic_button.setChecked(not self.mic_button.isChecked())
        self.dictateRequested.emit()

    def set_hands_free(self, on: bool) -> None:
        """The headphones button says whether hands-free is on."""
        button = self.hands_free_button
        button.setChecked(on)
        button.setIcon(icons.icon("hands_free", "accent" if on else "text"))
        button.setObjectName("HandsFreeOn" if on else "HandsFree")
        describe(
            button,
            tr("Stop hands-free conversation") if on else tr("Hands-free conversation"),
            tr("Stop listening; what was said stays in the message")
            if on
            else tr(
                "Speak, and a pause sends; each answer is read aloud, and speaking "
                "again interrupts it. Best with headphones"
            ),
        )
        button.setToolTip(safe_tooltip(button.accessibleDescription()))

    def _on_hands_free(self) -> None:
        # As the microphone: the window sets the state, the click asks.
        self.hands_free_button.setChecked(not self.hands_free_button.isChecked())
        self.handsFreeRequested.emit()

    def set_editing(self, message_id: str | None, text: str) -> None:
        self.editing_id = message_id
        self.edit_label.setVisible(message_id is not None)
        self.edit_label.setText(
            tr("Editing an earlier message: Enter sends it as a new version, Esc cancels.")
        )
        # An edited question keeps its own files; new ones wait for the next message.
        self.attach_button.setEnabled(message_id is None)
        self._show_tray()
        if message_id is not None:
            self.editor.setPlainText(text)
            self.editor.setFocus()

    def _on_text_changed(self) -> None:
        self._fit_to_text()
        self.button.setEnabled(self.running or self._has_something())

    def _fit_to_text(self) -> None:
        """As many lines high as the text takes once wrapped, up to 8: counted
        by paragraphs, a long one wrapped onto a second line hid behind a
        scroll bar in a box one line high."""
        lines = 0
        block = self.editor.document().begin()
        while block.isValid():
            lines += max(1, block.lineCount())
            block = block.next()
        self.editor.setFixedHeight(28 + 20 * max(1, min(8, lines)))

    def _has_something(self) -> bool:
        return bool(self.text().strip()) or (bool(self.pending) and self.editing_id is None)

    def _on_submit(self) -> None:
        if self.running or not self._has_something():
            return  # never sends an empty message (P14); never a second turn (P13)
        self.submitted.emit(self.text())

    def _on_escape(self) -> None:
        if self.running:
            self.stopRequested.emit()
        elif self.editing_id is not None:
            self.clear()
            self.editCancelled.emit()

    def _on_button(self) -> None:
        if self.running:
            self.stopRequested.emit()
        else:
            self._on_submit()
