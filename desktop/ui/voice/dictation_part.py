"""Dictation in the window (issue 40): the microphone button (and
Ctrl+Shift+D) records through Qt Multimedia, the session writes each chunk to
the data folder and recognises it off the window's thread, and the words
appear in the message box where the cursor was, replaced as recognition
firms up. The person can type meanwhile: the dictated words move with
their text. No microphone, no speech model, a refused permission or a
device that disappears: a sentence, the words heard so far kept, the
keyboard untouched.

A recording is deleted when its message is sent or its words are
discarded (the message box emptied); one a crash left is recognised again
at the next start and its words are put back in the message box.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QIODevice, QObject, Qt, Signal, Slot
from PySide6.QtGui import QTextCursor

from desktop.domain.voice import SpeechUnavailable
from desktop.session.app_session import AppSession
from desktop.session.conversation_state import ConversationState
from desktop.session.dictation import Dictation
from desktop.ui.composer.composer_part import ComposerPart
from desktop.ui.i18n import tr
from desktop.ui.tasks import Tasks
from desktop.ui.voice.audio_format import mono_pcm16

if TYPE_CHECKING:  # Qt Multimedia loads at the first press, not at start-up (issue 38)
    from PySide6.QtMultimedia import QAudioSource, QtAudio

log = logging.getLogger(__name__)


class DictationPart(QObject):
    """The microphone of the message box: recording, the words as they come,
    and what a crash left, offered back."""

    wordsHeard = Signal(str)  # the words of the dictation under way, so far

    def __init__(self, session: AppSession, tasks: Tasks, writer: ComposerPart) -> None:
        super().__init__(writer)
        self.session, self.tasks, self.writer = session, tasks, writer
        self.composer = writer.composer
        self.source: QAudioSource | None = None
        self.io: QIODevice | None = None
        self.dictation: Dictation | None = None
        self.state: ConversationState | None = None  # the conversation dictated into
        self._busy = False  # starting or stopping: a second press waits
        self._start = 0  # where the dictated words begin in the message box
        self._length = 0  # how many characters they take there now
        self._lead = ""  # a space before them where they follow a word
        self._writing = False  # our own change to the text, not the person's
        self.composer.dictateRequested.connect(self.toggle)
        document = self.composer.editor.document()
        document.contentsChange.connect(self._on_contents_change)
        self.composer.editor.textChanged.connect(self._on_text_changed)

    @property
    def listening(self) -> bool:
        return self.dictation is not None

    # ------------------------------------------------------------ start, stop
    @Slot()
    def toggle(self) -> None:
        if self._busy:
            return
        self.tasks.spawn(self.stop() if self.listening else self.start())

    async def start(self) -> None:
        why = self.session.dictation.why_not()
        if why:
            self.tasks.notifier.error(why)
            return
        from PySide6.QtMultimedia import QAudioSource, QMediaDevices, QtAudio

        device = QMediaDevices.defaultAudioInput()
        if device.isNull():
            self.tasks.notifier.error(
                tr(
                    "No microphone was found. Connect one and press the microphone again; "
                    "the keyboard works as always."
                )
            )
            return
        if not self._allowed():
            return
        self._busy = True
        self.composer.set_dictating(True)
        try:
            await self.session.dictation.prepare()  # the model loads off the window's thread
        except SpeechUnavailable as exc:
            self.composer.set_dictating(False)
            self.tasks.notifier.error(str(exc))
            return
        finally:
            self._busy = False
        state = self.writer.state
        cursor = self.composer.editor.textCursor()
        self._start, self._length = cursor.selectionStart(), 0
        before = self.composer.text()[: self._start]
        self._lead = " " if before and not before[-1].isspace() else ""
        self.state = state
        self.dictation = self.session.dictation.start(
            state.id or "" if state is not None else "", self._on_words
        )
        source = QAudioSource(device, mono_pcm16(), self)
        source.stateChanged.connect(self._on_audio_state)
        self.source = source
        self.io = source.start()
        if self.io is None or source.error() != QtAudio.Error.NoError:
            await self._end(tr("The microphone could not be opened. The keyboard works as always."))
            return
        self.io.readyRead.connect(self._on_ready)

    def _allowed(self) -> bool:
        """Where the system asks (macOS, Windows), whether the microphone may
        be used; a refusal is said, never a silent button."""
        try:
            from PySide6.QtCore import QMicrophonePermission
        except ImportError:  # an older Qt: no permissions to ask for
            return True
        app = QCoreApplication.instance()
        assert app is not None
        status = app.checkPermission(QMicrophonePermission())
        if status == Qt.PermissionStatus.Granted:
            return True
        if status == Qt.PermissionStatus.Undetermined:
            app.requestPermission(QMicrophonePermission(), self, lambda _p: None)
            self.tasks.notifier.info(
                tr("Allow Verbatim to use the microphone, then press the microphone again.")
            )
            return False
        self.tasks.notifier.error(
            tr(
                "Verbatim may not use the microphone. Allow it in the system's privacy "
                "settings; the keyboard works as always."
            )
        )
        return False

    async def stop(self) -> None:
        await self._end(None)

    async def _end(self, why: str | None) -> None:
        """The microphone off; the last words recognised and put in place;
        the recording kept for the conversation until its text is sent."""
        dictation, source = self.dictation, self.source
        if dictation is None:
            return
        self._busy = True
        self.io, self.source = None, None
        if source is not None:
            source.stateChanged.disconnect(self._on_audio_state)
            self._take_samples(source)
            source.stop()
            source.deleteLater()
        try:
            if why is not None and source is not None:
                self.tasks.notifier.error(why.format(error=_audio_error(source.error())))
            try:
                await self.session.dictation.stop()
            except SpeechUnavailable as exc:
                self.tasks.notifier.error(str(exc))
            if self.state is not None:
                self.state.recordings.append(dictation.id)
        finally:
            self.dictation = None
            self._busy = False
            self.composer.set_dictating(False)

    # ------------------------------------------------------------- the sound
    @Slot()
    def _on_ready(self) -> None:
        if self.source is not None:
            self._take_samples(self.source)

    def _take_samples(self, source: QAudioSource) -> None:
        io = self.io if self.io is not None else None
        if io is None or self.dictation is None:
            return
        data = io.readAll()
        if data.size():
            self.dictation.feed(bytes(data.data()))

    @Slot()  # the state is read from the source: its type is not loaded at start-up
    def _on_audio_state(self) -> None:
        from PySide6.QtMultimedia import QtAudio

        source = self.source
        if source is None or self.dictation is None:
            return
        if source.state() == QtAudio.State.StoppedState and source.error() != QtAudio.Error.NoError:
            # The device went away (unplugged, taken by another app): what
            # was heard is kept, in the message and on disk.
            self.tasks.spawn(
                self._end(
                    tr(
                        "The microphone stopped ({error}). The words heard until then are "
                        "in the message."
                    )
                )
            )

    # ------------------------------------------------------------- the words
    def _on_words(self, text: str) -> None:
        """The words so far, in place of what was shown before."""
        self.wordsHeard.emit(text)
        piece = self._lead + text if text else ""
        state = self.state
        if state is not None and state is not self.writer.state:
            # Another conversation is open: its draft takes the words.
            draft = state.draft
            state.draft = draft[: self._start] + piece + draft[self._start + self._length :]
            self._length = len(piece)
            return
        editor = self.composer.editor
        cursor = QTextCursor(editor.document())
        end = min(self._start + self._length, editor.document().characterCount() - 1)
        cursor.setPosition(min(self._start, end))
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        self._writing = True
        try:
            cursor.insertText(piece)
        finally:
            self._writing = False
        self._length = len(piece)
        if not editor.hasFocus() or editor.textCursor().position() == self._start:
            shown = editor.textCursor()
            shown.setPosition(self._start + self._length)
            editor.setTextCursor(shown)

    @Slot(int, int, int)
    def _on_contents_change(self, position: int, removed: int, added: int) -> None:
        """The person typed while dictating: the dictated words move with
        the text before them."""
        if self._writing or self.dictation is None or self.state is not self.writer.state:
            return
        if position < self._start:
            self._start = max(position, self._start + added - removed)

    @Slot()
    def _on_text_changed(self) -> None:
        """An emptied message box discards the dictations that filled it."""
        state = self.writer.state
        if (
            state is not None
            and state.recordings
            and not self.listening
            and not self.composer.text().strip()
        ):
            self.session.dictation.forget(state.recordings)
            state.recordings = []

    # ----------------------------------------------------- after a crash
    async def offer_kept(self) -> None:
        """Recordings a crash or a close left behind: recognised again and
        their words put in the message box (sent or emptied, each is deleted)."""
        for kept in self.session.dictation.kept():
            try:
                text = await self.session.dictation.recover(kept)
            except SpeechUnavailable as exc:
                self.tasks.notifier.error(str(exc))
                return
            state = self.writer.state
            if not text.strip():
                self.session.dictation.forget([kept.id])
                continue
            if state is None:
                return
            current = self.composer.text()
            joined = f"{current.rstrip()} {text}" if current.strip() else text
            self.composer.editor.setPlainText(joined)
            self.composer.editor.moveCursor(QTextCursor.MoveOperation.End)
            state.recordings.append(kept.id)
            self.tasks.notifier.info(
                tr(
                    "The words of a dictation interrupted when Verbatim last closed are back "
                    "in the message. Send them, or empty the message to discard them."
                )
            )


def _audio_error(error: QtAudio.Error) -> str:
    from PySide6.QtMultimedia import QtAudio

    return {
        QtAudio.Error.IOError: tr("it stopped giving sound"),
        QtAudio.Error.UnderrunError: tr("it stopped giving sound"),
        QtAudio.Error.FatalError: tr("the sound system failed"),
    }.get(error, tr("no sound"))
