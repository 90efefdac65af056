"""Dictation, the session's use cases (issue 40).

- `transcribe_file`: what dictation would write for a sound file
  (`verbatim transcribe`).
- `DictationService` (`session.dictation`): a dictation started from the
  window takes the microphone's samples, appends them to a recording in the
  data folder (desktop/voice/recording.py: durable every quarter second) and
  recognises them on the "speech" pool while the person speaks, telling the
  window the words so far; recordings left by a crash are offered back as
  text at the next start, and each is deleted once its text is sent or
  discarded.

The window never waits: samples are written on the "recording" pool (one
thread, so in order) and recognised on the "speech" pool (one thread).
"""

from __future__ import annotations

import array
import asyncio
import contextlib
import logging
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from desktop.domain.voice import Heard, SpeechUnavailable, joined
from desktop.domain.words import say
from desktop.session.given_file import why_not_a_file
from desktop.session.speech_models import speech_model
from desktop.session.tasks import TaskManager
from desktop.voice.recording import (
    RATE,
    SAMPLE_BYTES,
    KeptRecording,
    RecordingWriter,
    delete_recording,
    kept_recordings,
    recordings_folder,
)
from desktop.voice.speech import Transcriber, samples

log = logging.getLogger(__name__)

# While the person speaks, the words recognised so far are shown after each
# pass; a stretch that ended this long before the end of what was heard is
# settled (not recognised again), so a long dictation costs no more per pass
# than a short one.
SETTLED_S = 2.0
# Passes are at least this far apart: the words keep up with the voice
# without one core spent on recognising the same second over and over.
PASS_GAP_S = 0.4
# Less than this much new sound is not worth a pass (a click, a breath).
MIN_NEW_S = 0.3
# Hands-free (issue 40): the person has finished speaking once words were
# recognised and then this long passed with nothing louder than a murmur.
PAUSE_S = 1.0
# A voice, not a room's hiss: the mean square of 16-bit samples over a
# chunk (an RMS of 400, about -38 dBFS).
LOUD = 400**2


def transcribe_file(path: Path, transcriber: Transcriber | None = None) -> Iterator[Heard]:
    """What dictation would write for this sound file, a stretch at a time."""
    why = why_not_a_file(path)
    if why:
        raise SpeechUnavailable(say("{why} Nothing was transcribed.", why=why))
    yield from (transcriber or Transcriber()).transcribe(path)


def transcribe_pcm(transcriber: Transcriber, pcm: bytes) -> str:
    """16-bit mono PCM at 16 kHz, recognised whole."""
    if len(pcm) < MIN_NEW_S * RATE * SAMPLE_BYTES:
        return ""
    return joined(list(transcriber.transcribe(samples(pcm))))


class Dictation:
    """One dictation under way: its recording, and the words recognised so far."""

    def __init__(
        self,
        service: DictationService,
        writer: RecordingWriter,
        on_words: Callable[[str], None],
    ) -> None:
        self.service = service
        self.writer = writer
        self.on_words = on_words
        self.id = writer.id
        self._pcm = bytearray()  # 16 kHz: two minutes are under 4 MB
        self._settled: list[Heard] = []
        self._settled_at = 0  # bytes of _pcm the settled stretches cover
        self._recognised_at = 0  # bytes of _pcm the last pass heard
        self._tail = ""
        self._new = asyncio.Event()
        self._stopping = False
        self._stop_asked = asyncio.Event()
        self._writes: list[asyncio.Future[int]] = []
        self._failure: BaseException | None = None
        self._loud_at = 0  # bytes of _pcm up to the last loud chunk
        # Hands-free: told once, when words were heard and then a pause.
        self.on_pause: Callable[[], None] | None = None
        self.pool = service.workers.pool("recording")  # one thread: the samples in order
        self._task = service.workers.spawn(self._recognise())

    @property
    def text(self) -> str:
        return " ".join(t for t in (joined(self._settled), self._tail) if t)

    @property
    def seconds(self) -> float:
        return len(self._pcm) / SAMPLE_BYTES / RATE

    @property
    def quiet_s(self) -> float:
        """Seconds since the last sound loud enough to be a voice."""
        return (len(self._pcm) - self._loud_at) / SAMPLE_BYTES / RATE

    def feed(self, pcm: bytes) -> None:
        """Samples from the microphone (on the event loop's thread): kept on
        disk in order, and heard at the next pass."""
        if self._stopping or not pcm:
            return
        self._pcm += pcm
        if _loud(pcm):
            self._loud_at = len(self._pcm)
        self._check_pause()
        future = asyncio.wrap_future(self.pool.submit(self.writer.append, pcm))
        self._writes.append(future)
        self._writes = [f for f in self._writes if not f.done() or f.exception() is not None]
        self._new.set()

    async def stop(self) -> str:
        """The microphone is off: the rest recognised, the recording made
        durable and closed (it stays on disk until its text is sent or
        discarded). Returns the whole text."""
        self._stopping = True
        self._stop_asked.set()
        self._new.set()
        await asyncio.shield(self._task)
        for write in self._writes:
            await write  # an OSError here: the disk refused the recording
        await asyncio.wrap_future(self.pool.submit(self.writer.close))
        if self._failure is not None:
            raise self._failure
        return self.text

    async def _recognise(self) -> None:
        while True:
            await self._new.wait()
            self._new.clear()
            new = len(self._pcm) - self._recognised_at
            if new < MIN_NEW_S * RATE * SAMPLE_BYTES and not self._stopping:
                continue
            heard_to = len(self._pcm)
            tail = bytes(self._pcm[self._settled_at : heard_to])
            try:
                heard = await self.service.workers.run("speech", self._pass, tail)
            except SpeechUnavailable as exc:
                self._failure = exc
                return
            self._recognised_at = heard_to
            before = self.text
            self._take(heard, heard_to, final=self._stopping)
            if self.text != before:
                self.on_words(self.text)
            self._check_pause()  # the words may come after the pause
            if self._stopping:
                if len(self._pcm) == heard_to:
                    return
                continue  # the last samples arrived during the pass
            with contextlib.suppress(TimeoutError):  # a stop ends the gap at once
                await asyncio.wait_for(self._stop_asked.wait(), PASS_GAP_S)

    def _check_pause(self) -> None:
        on_pause = self.on_pause
        if on_pause is not None and self.text.strip() and self.quiet_s >= PAUSE_S:
            self.on_pause = None
            on_pause()

    def _pass(self, tail: bytes) -> list[Heard]:
        if len(tail) < MIN_NEW_S * RATE * SAMPLE_BYTES:
            return []
        return list(self.service.transcriber.transcribe(samples(tail)))

    def _take(self, heard: list[Heard], heard_to: int, final: bool) -> None:
        """Settle the stretches that ended well before the end (all of them
        at the end); the rest is shown, to be heard again with what follows."""
        if final:
            self._settled += heard
            self._settled_at, self._tail = heard_to, ""
            return
        seconds = (heard_to - self._settled_at) / SAMPLE_BYTES / RATE
        keep = 0
        while keep < len(heard) - 1 and heard[keep].end < seconds - SETTLED_S:
            keep += 1
        if keep:
            self._settled += heard[:keep]
            # Cut between the last settled stretch and the next: Whisper's
            # times are rough, and a cut at the very end could split a word.
            cut = (heard[keep - 1].end + heard[keep].start) / 2
            self._settled_at += round(cut * RATE) * SAMPLE_BYTES
        self._tail = joined(heard[keep:])


def _loud(pcm: bytes) -> bool:
    """Whether a chunk of 16-bit samples holds a voice's loudness."""
    chunk = array.array("h", pcm[: len(pcm) - len(pcm) % SAMPLE_BYTES])
    if sys.byteorder == "big":
        chunk.byteswap()
    return bool(chunk) and sum(v * v for v in chunk) / len(chunk) >= LOUD


class DictationService:
    """The data folder's recordings and the one speech model, loaded once.
    `language` is the app's language, which the person is taken to speak."""

    def __init__(
        self, data: Path, workers: TaskManager, language: Callable[[], str] = lambda: "en"
    ) -> None:
        self.data = data
        self.folder = recordings_folder(data)
        self.workers = workers
        self.language = language
        # The model the library says is in use for the language.
        spoken = language()
        self.transcriber = Transcriber(speech_model(data, spoken), language=spoken)
        self.current: Dictation | None = None
        self._closer_set = False

    def _follow_library(self) -> None:
        """A model added since (`verbatim models add FOLDER`, while the
        window is open) is the one the next dictation uses, as the library
        says; the one loaded is kept while it is still the one in use."""
        if self.current is not None:
            return
        spoken = self.language()
        wanted = speech_model(self.data, spoken)
        have = self.transcriber.model
        if (wanted and wanted.path) != (have and have.path):
            self.transcriber = Transcriber(wanted, language=spoken)
        self.transcriber.language = spoken

    def why_not(self) -> str:
        """ "" where dictation can start, else a sentence saying why not."""
        self._follow_library()
        if not self.transcriber.available:
            return say(
                "No speech model is installed, so dictation cannot start. "
                "The keyboard works as always."
            )
        return ""

    async def prepare(self) -> None:
        """The model loaded off the window's thread (SpeechUnavailable if it
        cannot be)."""
        self._follow_library()
        await self.workers.run("speech", self.transcriber.load)

    def start(self, conversation_id: str, on_words: Callable[[str], None]) -> Dictation:
        """A new recording, written as the samples are fed."""
        why = self.why_not()
        if why:
            raise SpeechUnavailable(why)
        writer = RecordingWriter(self.folder, conversation_id)
        self.current = Dictation(self, writer, on_words)
        if not self._closer_set:  # a window closed mid-dictation: the rest made durable
            self.workers.on_close("dictation", self._at_close)
            self._closer_set = True
        return self.current

    async def _at_close(self) -> None:
        dictation = self.current
        if dictation is not None:  # the pool is shut down after the closers run
            await asyncio.wrap_future(dictation.pool.submit(dictation.writer.close))

    async def stop(self) -> str:
        dictation, self.current = self.current, None
        return await dictation.stop() if dictation is not None else ""

    def kept(self) -> list[KeptRecording]:
        """Recordings a crash (or a close before sending) left, not the one
        being made."""
        busy = self.current.id if self.current is not None else None
        return [r for r in kept_recordings(self.folder) if r.id != busy]

    async def recover(self, recording: KeptRecording) -> str:
        """A kept recording's words."""
        pcm = await self.workers.run("recording", recording.read)
        return await self.workers.run("speech", transcribe_pcm, self.transcriber, pcm)

    async def hear(self, pcm: bytes) -> str:
        """The words in a short recording that is not kept (Settings' "Test
        microphone"); SpeechUnavailable says why none can be heard."""
        await self.prepare()
        return await self.workers.run("speech", transcribe_pcm, self.transcriber, pcm)

    def forget(self, recording_ids: list[str] | tuple[str, ...]) -> None:
        """Its text was sent or discarded: the recording is deleted."""
        for recording_id in recording_ids:
            try:
                delete_recording(self.folder, recording_id)
            except OSError:
                log.exception("a recording could not be deleted")
