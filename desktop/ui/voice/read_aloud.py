"""Answers read aloud in the window (issue 40): the speaker button under an
answer reads it (and turns into Stop while it does), and with the setting
"Read each answer aloud as it arrives" each new answer is read sentence by
sentence as it streams. The session speaks each sentence off the window's
thread; this plays the sound through Qt Multimedia (QAudioSink, pushed a
little at a time, so a stop is heard at once).

Esc or the button's Stop stops the voice, not the answer: it goes on being
written and is kept whole. No speaker, no voice for the answer's language:
a sentence, and everything else works as before.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QIODevice, QObject, QTimer, Slot

from desktop.domain.events import TurnDelta, TurnFinished, TurnStarted
from desktop.domain.messages import Message, Role, Status
from desktop.session.app_session import AppSession
from desktop.session.events import SessionEvent
from desktop.session.read_aloud import Reading
from desktop.ui import icons
from desktop.ui.i18n import tr
from desktop.ui.tasks import Tasks
from desktop.ui.transcript.transcript_view import TranscriptView
from desktop.ui.voice.audio_format import mono_pcm16
from desktop.ui.widgets import describe

if TYPE_CHECKING:  # Qt Multimedia loads when an answer is first read, not at start-up
    from PySide6.QtMultimedia import QAudioSink

log = logging.getLogger(__name__)

PUMP_MS = 20  # how often the sink is topped up: small steps, so Stop is heard at once
# The last sound has been heard once the device has taken all but this much.
DRAINED_US = 150_000


class ReadAloudPart(QObject):
    """The voice of the transcript: one answer read at a time, its sound
    played in order, its speaker button showing Stop while it is."""

    def __init__(
        self, session: AppSession, tasks: Tasks, view: TranscriptView, shown: Callable[[str], bool]
    ) -> None:
        super().__init__(view)
        self.session, self.tasks, self.view = session, tasks, view
        self.shown = shown  # whether a conversation is the one on screen (auto-read only that)
        self.reading: Reading | None = None
        self.message_id: str | None = None  # the answer being read, until its sound is heard
        self.sink: QAudioSink | None = None
        self.io: QIODevice | None = None
        self._pending = bytearray()
        self._written_us = 0
        self._all_given = False  # the session has given the last sentence's sound
        self.heard = 0.0  # seconds of sound given to the device (tests and the perf check)
        self._pump = QTimer(self)
        self._pump.setInterval(PUMP_MS)
        self._pump.timeout.connect(self._top_up)
        # An answer's widget made again while it is read (its conversation
        # reopened, moved into a project): its speaker shows Stop there too.
        view.made.connect(self._on_made)

    @property
    def speaking(self) -> bool:
        return self.message_id is not None

    # ------------------------------------------------------------ start, stop
    def toggle(self, message: Message) -> None:
        """The speaker button: this answer read, or its reading stopped."""
        if self.message_id == message.id:
            self.stop()
            return
        reading = self.read(message.id)
        if message.status is Status.STREAMING:
            reading.add(message.content)  # the rest comes with its events
        else:
            reading.end(message.content)

    def read(self, message_id: str) -> Reading:
        """A new reading of this answer, fed by the caller."""
        self.stop()
        self.message_id = message_id
        self._all_given = False
        reading = self.reading = self.session.reading.read(
            message_id, self._on_sound, self._on_end, self._stopped
        )
        self._show(message_id, True)
        return reading

    def stop(self) -> bool:
        """The voice stops, the answer does not (Esc and the composer's Stop
        reach the session's stop, which tells `_stopped`). True where
        something was being read."""
        return self.session.reading.stop()

    def _stopped(self) -> None:
        """Silence now: the sound not yet played is dropped."""
        speaking, self.message_id, self.reading = self.message_id, None, None
        self._close_sink()
        if speaking is not None:
            self._show(speaking, False)

    @Slot(str)
    def _on_made(self, message_id: str) -> None:
        if message_id == self.message_id:
            self._show(message_id, True)

    # ------------------------------------------------------------ the events
    def on_event(self, event: SessionEvent) -> None:
        match event:
            case TurnStarted(conversation_id=cid, assistant=assistant):
                settings = self.session.settings
                if (settings.read_aloud or settings.hands_free) and self.shown(cid):
                    self.read(assistant.id)
            case TurnDelta(message_id=mid, text=text) if text:
                if self.reading is not None and self.reading.message_id == mid:
                    self.reading.add(text)
            case TurnFinished(message=message):
                if self.reading is not None and self.reading.message_id == message.id:
                    self.reading.end(message.content)
            case _:
                pass

    # ------------------------------------------------------------- the sound
    def _on_sound(self, pcm: bytes, rate: int) -> None:
        if self.sink is None and not self._open(rate):
            return
        self._pending += pcm
        self._written_us += round(len(pcm) / 2 / rate * 1_000_000)
        self._top_up()
        self._pump.start()

    def _open(self, rate: int) -> bool:
        from PySide6.QtMultimedia import QAudioSink, QMediaDevices, QtAudio

        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            self._say(
                tr("No speaker or headphones were found, so the answer cannot be read aloud.")
            )
            return False
        sink = QAudioSink(device, mono_pcm16(rate), self)
        self.sink, self.io = sink, sink.start()
        if self.io is None or sink.error() != QtAudio.Error.NoError:
            self._say(tr("The speaker could not be opened, so the answer cannot be read aloud."))
            return False
        return True

    @Slot()
    def _top_up(self) -> None:
        sink, io = self.sink, self.io
        if sink is None or io is None:
            self._pump.stop()
            if self._all_given:
                self._heard_all()
            return
        free = min(sink.bytesFree(), len(self._pending))
        free -= free % 2
        if free > 0:
            done = io.write(bytes(self._pending[:free]))
            if done > 0:
                del self._pending[:done]
                self.heard += done / 2 / sink.format().sampleRate()
        if self._all_given and not self._pending:
            from PySide6.QtMultimedia import QtAudio

            left = self._written_us - sink.processedUSecs()
            if sink.state() != QtAudio.State.ActiveState or left <= DRAINED_US:
                QTimer.singleShot(max(0, left) // 1000, self, self._heard_all)
                self._pump.stop()

    @Slot()
    def _heard_all(self) -> None:
        reading = self.reading
        if reading is not None and self._all_given and not self._pending:
            self.session.reading.done(reading)
            self._stopped()

    def _on_end(self, why: str | None) -> None:
        """The session gave the last sentence (None), or why the voice stopped."""
        if why is not None:
            self._say(why)
            return
        self._all_given = True
        self._pump.start()  # an answer of code alone: nothing to play, done at once

    def _say(self, why: str) -> None:
        self.tasks.notifier.error(why)
        self.stop()

    def _close_sink(self) -> None:
        self._pump.stop()
        sink, self.sink, self.io = self.sink, None, None
        self._pending.clear()
        self._written_us = 0
        if sink is not None:
            sink.stop()
            sink.deleteLater()

    # -------------------------------------------------------------- the look
    def _show(self, message_id: str, reading: bool) -> None:
        """The answer's speaker button: Stop while its voice is heard."""
        widget = self.view.widget_for(message_id)
        if widget is None or widget.message.role is not Role.ASSISTANT:
            return
        button = widget.buttons["read"]
        button.setIcon(icons.icon("stop" if reading else "read"))
        words = tr("Stop reading aloud") if reading else tr("Read aloud")
        button.setToolTip(words)
        describe(button, words)
