"""Settings → Voice's self-test (issue 40): "Test microphone" records three
seconds through Qt Multimedia and shows the words the speech model heard;
"Test voice" says a sentence in the app's language through the speaker.
No microphone, no speaker, no audio server, no speech model or voice: a
sentence in place of the result, never a traceback. Nothing is kept: the
test's recording is not written to the data folder.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QIODevice, QTimer, Slot
from PySide6.QtMultimedia import (
    QAudioDevice,
    QAudioSink,
    QAudioSource,
    QMediaDevices,
    QtAudio,
)
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.domain.voice import SpeechUnavailable, VoiceUnavailable
from desktop.session.app_session import AppSession
from desktop.ui.i18n import tr
from desktop.ui.voice.audio_format import SPEECH_RATE, mono_pcm16
from desktop.ui.widgets import describe, plain_label

LISTEN_S = 3.0
# A microphone that gives less than three seconds' samples in this long is
# stuck (a device that stopped): what it gave is heard.
LISTEN_DEADLINE_S = 8.0
PUMP_MS = 20  # how often the speaker is topped up


class VoiceCheck(QWidget):
    """Two buttons and the line that says what they found."""

    def __init__(self, session: AppSession) -> None:
        super().__init__()
        self.session = session
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.mic_button = QPushButton(tr("Test microphone"))
        self.voice_button = QPushButton(tr("Test voice"))
        describe(
            self.mic_button,
            tr("Test microphone"),
            tr("Records three seconds and shows the words heard."),
        )
        describe(self.voice_button, tr("Test voice"), tr("Says a sentence through the speaker."))
        for button in (self.mic_button, self.voice_button):
            button.setAutoDefault(False)
            row.addWidget(button)
        row.addStretch(1)
        col.addLayout(row)
        self.result = plain_label("", "Meta", wrap=True)
        col.addWidget(self.result)
        self.mic_button.clicked.connect(self._on_mic)
        self.voice_button.clicked.connect(self._on_voice)
        self.source: QAudioSource | None = None
        self.sink: QAudioSink | None = None
        self._io: QIODevice | None = None
        self._pending = bytearray()  # sound not yet given to the speaker
        self._total_us = 0
        self._pump = QTimer(self)
        self._pump.setInterval(PUMP_MS)
        self._pump.timeout.connect(self._top_up)
        self._task: asyncio.Task[None] | None = None

    @property
    def busy(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def playing(self) -> bool:
        return self.sink is not None

    def _run(self, work: Coroutine[Any, Any, None]) -> None:
        self._task = asyncio.ensure_future(work)

    def stop(self) -> None:
        """The dialog closes: the test ends, the microphone and speaker closed."""
        if self._task is not None:
            self._task.cancel()
        self._stop_source()
        self._stop_sink()

    def _show(self, text: str) -> None:
        self.result.setText(text)

    # ------------------------------------------------------------ microphone
    @Slot()
    def _on_mic(self) -> None:
        if not self.busy:
            self._run(self._listen())

    async def _listen(self) -> None:
        why = self.session.dictation.why_not()
        if why:
            self._show(why)
            return
        device = QMediaDevices.defaultAudioInput()
        if device.isNull():
            self._show(tr("No microphone was found (or no sound system is running)."))
            return
        self._set_buttons(False)
        try:
            pcm = await self._record(device)
            if pcm is None:
                return
            self._show(tr("Listening done; recognising the words…"))
            try:
                text = await self.session.dictation.hear(pcm)
            except SpeechUnavailable as exc:
                self._show(str(exc))
                return
            self._show(
                tr("Heard: “{words}”").format(words=text)
                if text.strip()
                else tr("No words were heard. Check that the microphone is on and not muted.")
            )
        finally:
            self._set_buttons(True)

    async def _record(self, device: QAudioDevice) -> bytes | None:
        """Three seconds of the microphone, or None (said) if it cannot be opened."""
        source = self.source = QAudioSource(device, mono_pcm16(), self)
        io = source.start()
        if io is None or source.error() != QtAudio.Error.NoError:
            self._stop_source()
            self._show(tr("The microphone could not be opened."))
            return None
        self._show(tr("Listening for three seconds: say something."))
        pcm = bytearray()
        enough = asyncio.Event()
        wanted = int(LISTEN_S * SPEECH_RATE) * 2

        def take() -> None:
            pcm.extend(bytes(io.readAll().data()))
            if len(pcm) >= wanted:
                enough.set()

        io.readyRead.connect(take)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(enough.wait(), LISTEN_DEADLINE_S)
        take()
        failed = source.error() != QtAudio.Error.NoError
        self._stop_source()
        if failed or not pcm:  # the device went away, or gives nothing
            self._show(tr("The microphone gave no sound. Check that it is connected and on."))
            return None
        return bytes(pcm[:wanted])

    def _stop_source(self) -> None:
        source, self.source = self.source, None
        if source is not None:
            source.stop()
            source.deleteLater()

    # ------------------------------------------------------------ the voice
    @Slot()
    def _on_voice(self) -> None:
        if not self.busy:
            self._run(self._speak())

    async def _speak(self) -> None:
        sentence = tr("This is how Verbatim reads answers aloud.")
        self._set_buttons(False)
        try:
            try:
                pcm, rate = await self.session.reading.sample(sentence)
            except VoiceUnavailable as exc:
                self._show(str(exc))
                return
            device = QMediaDevices.defaultAudioOutput()
            if device.isNull():
                self._show(
                    tr("No speaker or headphones were found (or no sound system is running).")
                )
                return
            self._play(device, pcm, rate)
            if self.sink is None:
                self._show(tr("The speaker could not be opened."))
                return
            self._show(tr("Speaking: “{sentence}”").format(sentence=sentence))
        finally:
            self._set_buttons(True)

    def _play(self, device: QAudioDevice, pcm: bytes, rate: int) -> None:
        """The sound pushed to the speaker a little at a time (as answers
        are read: the speaker's own pulling from a buffer played choppily
        on a busy machine), until the speaker has played it all."""
        self._stop_sink()
        sink = self.sink = QAudioSink(device, mono_pcm16(rate), self)
        self._io = sink.start()
        if self._io is None or sink.error() != QtAudio.Error.NoError:
            self._stop_sink()
            return
        self._pending = bytearray(pcm)
        self._total_us = round(len(pcm) / 2 / rate * 1_000_000)
        self._pump.start()

    @Slot()
    def _top_up(self) -> None:
        sink, io = self.sink, self._io
        if sink is None or io is None:
            self._stop_sink()
            return
        free = min(sink.bytesFree(), len(self._pending))
        free -= free % 2
        if free > 0:
            done = io.write(bytes(self._pending[:free]))
            del self._pending[: max(0, done)]
        playing = sink.state() == QtAudio.State.ActiveState
        if not self._pending and (not playing or sink.processedUSecs() >= self._total_us):
            self._stop_sink()

    def _stop_sink(self) -> None:
        self._pump.stop()
        sink, self.sink, self._io = self.sink, None, None
        self._pending = bytearray()
        if sink is not None:
            sink.stop()
            sink.deleteLater()

    def _set_buttons(self, enabled: bool) -> None:
        self.mic_button.setEnabled(enabled)
        self.voice_button.setEnabled(enabled)
