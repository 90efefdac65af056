"""Hands-free conversation (issue 40): the headphones beside the microphone
turn it on (the setting `hands_free` remembers it). The microphone listens;
once words were heard and the person pauses, the message is sent as Enter
would; each answer is read aloud as it arrives; and speaking again while it
is read stops the voice and, if the answer is still coming, the answer too,
as Stop does (its words so far are kept). Then what was said is sent in turn.

The voice the app plays must not reach the microphone (headphones, or the
system's echo cancelling), or it would be heard as the person speaking.
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Slot

from desktop.session.app_session import AppSession
from desktop.ui.composer.composer_part import ComposerPart
from desktop.ui.tasks import Tasks
from desktop.ui.transcript.transcript_part import TranscriptPart
from desktop.ui.voice.dictation_part import DictationPart

log = logging.getLogger(__name__)


class WindowParts(Protocol):
    """What the voice parts need of the window."""

    tasks: Tasks
    writer: ComposerPart
    conversation: TranscriptPart


def voice_parts(session: AppSession, window: WindowParts) -> tuple[DictationPart, HandsFreePart]:
    """Dictation, and the hands-free conversation that drives it."""
    voice = DictationPart(session, window.tasks, window.writer)
    hands_free = HandsFreePart(session, window.tasks, window.writer, voice, window.conversation)
    return voice, hands_free


class HandsFreePart(QObject):
    """The conversation by voice: listening, sending on a pause, reading
    each answer, and stopping it when the person speaks again."""

    def __init__(
        self,
        session: AppSession,
        tasks: Tasks,
        writer: ComposerPart,
        voice: DictationPart,
        transcript: TranscriptPart,
    ) -> None:
        super().__init__(writer)
        self.session, self.tasks, self.writer = session, tasks, writer
        self.voice, self.transcript = voice, transcript
        self.composer = writer.composer
        self._sending = False
        self.composer.handsFreeRequested.connect(self.toggle)
        voice.wordsHeard.connect(self._on_words)
        if session.settings.hands_free:  # as it was left: listening once the window runs
            self.composer.set_hands_free(True)
            QTimer.singleShot(0, self, self._resume)

    @property
    def on(self) -> bool:
        return self.session.settings.hands_free

    @Slot()
    def toggle(self) -> None:
        why = self.session.set_hands_free(not self.on)
        if why:
            self.tasks.notifier.error(why)
        self.composer.set_hands_free(self.on)
        if self.on:
            self.tasks.spawn(self._listen())
        elif self.voice.listening:
            self.tasks.spawn(self.voice.stop())  # the words stay in the message

    @Slot()
    def _resume(self) -> None:
        if self.on:
            self.tasks.spawn(self._listen())

    async def _listen(self) -> None:
        """The microphone on, and told to say when the person pauses."""
        if not self.voice.listening:
            await self.voice.start()
        dictation = self.voice.dictation
        if dictation is None:  # no microphone, no model: said; the mode stays off
            self.session.set_hands_free(False, keep=False)
            self.composer.set_hands_free(False)
            return
        dictation.on_pause = self._on_pause

    def _on_pause(self) -> None:
        if self.on and not self._sending:
            self.tasks.spawn(self._send())

    async def _send(self) -> None:
        """What was said, sent as Enter sends it; then listening again."""
        self._sending = True
        try:
            await self.voice.stop()
            state = self.writer.state
            text = self.composer.text().strip()
            if text and state is not None:
                if state.id and self.session.chat.is_running(state.id):
                    await self.session.chat.stop(state.id)  # an answer still coming: Stop
                await self.writer.send(text)
        finally:
            self._sending = False
        if self.on:
            await self._listen()

    @Slot(str)
    def _on_words(self, text: str) -> None:
        """The person speaks again: the voice stops at once, and the answer
        still coming is stopped as Stop would (its words are kept)."""
        if not self.on or not text.strip() or self._sending:
            return
        self.transcript.reading.stop()
        state = self.writer.state
        if state is not None and state.id and self.session.chat.is_running(state.id):
            self.tasks.spawn(self.session.chat.stop(state.id), state)
