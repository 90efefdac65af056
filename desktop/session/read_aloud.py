"""Answers read aloud, the session's use case (issue 40).

`ReadAloud` (`session.reading`) reads one answer at a time: its text, whole
or as it streams, is cut into sentences (desktop/voice/reading.py), each
spoken on the "voice" pool (one thread: the window never waits for a
voice) by the voice for the answer's language, found from its first
sentences; each sentence's sound is handed to the window, which plays it.
Stopping the voice stops only the voice: the answer goes on being written
and kept as ever.
"""

from __future__ import annotations

import asyncio
import locale
import logging
from collections.abc import Callable

from desktop.domain.voice import VoiceUnavailable
from desktop.session.tasks import TaskManager
from desktop.voice.reading import ESPEAK_VOICES, SentenceFeed, Voice, language_of, voice_for

log = logging.getLogger(__name__)

# How much of a streaming answer tells its language before the first
# sentence is said: a sentence or two.
LANGUAGE_SAMPLE = 200


def spoken_language(setting: str) -> str:
    """The app's language as a voice takes it: the setting, or the system's
    ("de_AT" is "de"; Chinese is "zh_CN")."""
    if setting != "system":
        return setting
    name = (locale.getlocale()[0] or "en").replace("-", "_")
    if name.startswith("zh"):
        return "zh_CN"
    # The "C" locale (a server, a container, a test run) is no language: it
    # was "c", which no voice is for, and English was said by espeak-ng
    # instead of the English voice. A language the app has no voice for is
    # English too, as espeak-ng took it.
    code = name.split("_")[0].lower()
    return code if code in ESPEAK_VOICES else "en"


class Reading:
    """One answer being read: its sentences queued as they are complete,
    spoken in order; `on_sound` takes each sentence's sound (16-bit mono
    PCM and its rate), `on_end` is
    told once the last one was given (None) or why the voice failed, and
    `on_stop` when it is stopped (by Esc or Stop, or a new reading)."""

    def __init__(
        self,
        service: ReadAloud,
        message_id: str,
        on_sound: Callable[[bytes, int], None],
        on_end: Callable[[str | None], None],
        on_stop: Callable[[], None],
    ) -> None:
        self.service = service
        self.message_id = message_id
        self.on_sound, self.on_end, self.on_stop = on_sound, on_end, on_stop
        self.feed = SentenceFeed()
        self.ended = False  # the answer's text is all here
        self.stopped = False
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._task = service.workers.spawn(self._speak())

    def add(self, delta: str) -> None:
        """More of the answer arrived."""
        if not self.stopped and not self.ended:
            self._put(self.feed.add(delta))

    def end(self, whole: str | None = None) -> None:
        """The answer is complete (its stored text, where known)."""
        if self.stopped or self.ended:
            return
        self.ended = True
        self._put(self.feed.end(whole))
        self._queue.put_nowait(None)

    def stop(self) -> None:
        """The voice stops now: nothing more is spoken, and the window is
        told to silence what it was given."""
        self.stopped = True
        self._task.cancel()
        on_stop, self.on_stop = self.on_stop, _nothing
        on_stop()

    def _put(self, sentences: list[str]) -> None:
        for sentence in sentences:
            self._queue.put_nowait(sentence)

    async def _speak(self) -> None:
        voice: Voice | None = None
        try:
            while (sentence := await self._queue.get()) is not None:
                if voice is None:
                    sample = self.feed.text[:LANGUAGE_SAMPLE] if self.ended else sentence
                    voice = await self.service.voice(language_of(sample, self.service.language()))
                sound = await self.service.workers.run("voice", voice.speak, sentence)
                if not self.stopped:
                    self.on_sound(sound.pcm, sound.rate)
        except VoiceUnavailable as exc:
            self.stopped = True
            self.on_end(str(exc))
            return
        self.on_end(None)


def _nothing() -> None:
    return None


class ReadAloud:
    """The voices (each loaded once, off the window's thread) and the one
    answer being read."""

    def __init__(self, workers: TaskManager, language: Callable[[], str]) -> None:
        self.workers = workers
        self.language = language  # the app's language: where an answer's does not tell
        self.current: Reading | None = None
        self._voices: dict[str, Voice] = {}

    async def voice(self, language: str) -> Voice:
        """The voice for `language`, loaded on the "voice" pool."""
        voice = self._voices.get(language)
        if voice is None:
            voice = voice_for(language)
            await self.workers.run("voice", voice.load)
            self._voices[language] = voice
        return voice

    async def sample(self, text: str) -> tuple[bytes, int]:
        """`text` said by the voice for the app's language (Settings' "Test
        voice"): 16-bit mono PCM and its rate; VoiceUnavailable says why not."""
        voice = await self.voice(self.language())
        sound = await self.workers.run("voice", voice.speak, text)
        return sound.pcm, sound.rate

    def read(
        self,
        message_id: str,
        on_sound: Callable[[bytes, int], None],
        on_end: Callable[[str | None], None],
        on_stop: Callable[[], None],
    ) -> Reading:
        """A new reading (the one before stopped): fed with `add` as the
        answer streams, or given the whole text with `end`. It is the
        current one until its sound has been heard (`done`) or it is stopped."""
        self.stop()
        self.current = Reading(self, message_id, on_sound, on_end, on_stop)
        return self.current

    def stop(self) -> bool:
        """Esc and Stop: the voice stopped, never the answer; True where one
        was reading (the key did its work), False where there was none."""
        reading, self.current = self.current, None
        if reading is None:
            return False
        reading.stop()
        return True

    def done(self, reading: Reading) -> None:
        """Its last sound has been heard."""
        if self.current is reading:
            self.current = None
