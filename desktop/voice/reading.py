"""Answers read aloud on this computer (issue 40): an answer's Markdown made
into the plain sentences a person would say (code, links' addresses and
markup left out), and each sentence spoken by a local voice for the
answer's language into 16-bit mono PCM.

The voices: hibari-tts (Apache-2.0, one English neural voice inside its
14 MB wheel) for English, and Debian's `espeak-ng` program for the app's
other languages and as the fallback that is always there (robotic, but it
speaks every language and starts at once). Nothing is fetched.

Bounded: a sentence longer than `SENTENCE_CHARS` is said in pieces, and
reading stops after `MAX_SENTENCES` sentences or `MAX_CHARS` characters
(a 5 MB answer is not read for a day).
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from desktop.domain.voice import VoiceUnavailable
from desktop.domain.words import reason, say

SENTENCE_CHARS = 300  # one piece of speech: a long run-on is cut at a comma or a space
MAX_SENTENCES = 200
MAX_CHARS = 20_000  # about twenty minutes of speech
ESPEAK_TIMEOUT_S = 30.0
# espeak-ng's voice for each of the app's languages.
ESPEAK_VOICES = {"en": "en-us", "de": "de", "fr": "fr-fr", "es": "es", "zh_CN": "cmn"}

_FENCE = re.compile(r"^ {0,3}(```|~~~).*?(^ {0,3}\1[^\n]*$|\Z)", re.M | re.S)
_THINK = re.compile(r"<think>.*?(</think>|\Z)", re.S)
_MATH_BLOCK = re.compile(r"\$\$.*?(\$\$|\Z)", re.S)
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)?")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)?")
_REFERENCE = re.compile(r"\[\^[^\]]*\]")
_URL = re.compile(r"<?\b(?:https?|ftp|mailto):[^\s>)]*[^\s>).,;:!?'\"]>?")
_TAG = re.compile(r"</?[A-Za-z][^>]*>")
_INLINE_CODE = re.compile(r"`+([^`]*)`+")
_EMPHASIS = re.compile(r"(\*\*|__|~~|\*|(?<!\w)_|_(?!\w))")
_BLOCK_MARK = re.compile(r"^\s*(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)]\s+)")
_RULE = re.compile(r"^\s*(?:[-*_]\s*){3,}$|^\s*\|?[\s:|-]+\|[\s:|-]*$")
_ENDS = re.compile(r"(?<=[.!?…])[\"'”’)\]]*\s+|(?<=[。！？])")
_SPACE_BEFORE_MARK = re.compile(r"\s+(?=[.,;:!?])")  # where an address was taken out
_TERMINAL = ".!?…。！？:;"
# A full stop after these does not end the sentence.
_ABBREVIATIONS = ("e.g.", "i.e.", "etc.", "vs.", "Dr.", "Mr.", "Mrs.", "Ms.", "z.B.", "bzw.")

# A few of each language's commonest words: enough to tell an answer's
# language from its first sentences (the app's languages only).
_COMMON = {
    "en": "the and is are of to you it that this with for not be can what have your",
    "de": "der die das und ist nicht ein eine ich sie zu mit den von es auf sich wir auch",
    "fr": "le la les et est une des du pas que qui vous dans pour sur avec ce il au",
    "es": "el la los las y es una que del por para con no se su como está pero al",
}
_WORDS_OF = {language: set(words.split()) for language, words in _COMMON.items()}
_WORD = re.compile(r"[^\W\d_]+", re.U)
_HAN = re.compile(r"[\u3400-\u9fff]")


@dataclass(frozen=True)
class Sound:
    """One sentence spoken: 16-bit little-endian mono PCM at `rate` Hz."""

    pcm: bytes
    rate: int

    @property
    def seconds(self) -> float:
        return len(self.pcm) / 2 / self.rate


# ---------------------------------------------------------------- the text
def speakable(markdown: str) -> str:
    """The answer as a person reads it out: blocks separated by a blank
    line, each heading, list item and table row a block of its own; code
    blocks, math, images, addresses and markup left out (a link says its
    words)."""
    text = _THINK.sub("", markdown)
    text = _FENCE.sub("\n\n", text)
    text = _MATH_BLOCK.sub("\n\n", text)
    text = _IMAGE.sub("", text)
    text = _LINK.sub(r"\1", text)
    text = _REFERENCE.sub("", text)
    text = _URL.sub("", text)
    text = _TAG.sub("", text)
    text = _INLINE_CODE.sub(r"\1", text)
    blocks: list[str] = []
    current: list[str] = []
    for line in text.splitlines():
        if not line.strip() or _RULE.match(line):
            blocks.append(" ".join(current))
            current = []
            continue
        marked = _BLOCK_MARK.match(line) is not None or "|" in line
        plain = _EMPHASIS.sub("", _BLOCK_MARK.sub("", line))
        if "|" in plain:  # a table's row: its cells, one after another
            plain = ", ".join(c.strip() for c in plain.strip().strip("|").split("|") if c.strip())
        plain = plain.strip()
        if marked:  # its own block: a heading or an item is said as a sentence
            blocks += [" ".join(current), plain]
            current = []
        elif plain:
            current.append(plain)
    blocks.append(" ".join(current))
    return "\n\n".join(b.strip() for b in blocks if b.strip())


def sentences(text: str) -> list[str]:
    """Plain text (as `speakable` gives) in the sentences a voice says one at
    a time; a block without an ending gets a full stop (said with a fall,
    not run into the next), and a very long one is said in pieces."""
    found: list[str] = []
    for block in text.split("\n\n"):
        for sentence in _joined_abbreviations(_ENDS.split(block.strip())):
            sentence = _SPACE_BEFORE_MARK.sub("", " ".join(sentence.split()))
            if not sentence or not any(c.isalnum() for c in sentence):
                continue
            if sentence[-1] not in _TERMINAL:
                sentence += "."
            found += _pieces(sentence)
    return found


def _joined_abbreviations(parts: list[str]) -> list[str]:
    """ "e.g." or "Dr." does not end a sentence: joined to what follows."""
    joined: list[str] = []
    for part in parts:
        if joined and joined[-1].endswith(_ABBREVIATIONS):
            joined[-1] += " " + part
        else:
            joined.append(part)
    return joined


def _pieces(sentence: str) -> list[str]:
    """A run-on cut at the last comma (else space) before the limit."""
    pieces = []
    while len(sentence) > SENTENCE_CHARS:
        window = sentence[:SENTENCE_CHARS]
        cut = max(window.rfind(", "), window.rfind("; "), window.rfind("、"))
        if cut < SENTENCE_CHARS // 3:
            cut = window.rfind(" ")
        if cut < SENTENCE_CHARS // 3:
            cut = SENTENCE_CHARS - 1
        pieces.append(sentence[: cut + 1].strip())
        sentence = sentence[cut + 1 :].strip()
    if sentence:
        pieces.append(sentence)
    return pieces


class SentenceFeed:
    """An answer as it streams, in the sentences that are complete: each
    sentence once, the last one only when a next one has begun or the
    answer has ended. Bounded by MAX_SENTENCES and MAX_CHARS."""

    def __init__(self) -> None:
        self.text = ""
        self.given = 0
        self.chars = 0
        self.capped = False

    def add(self, delta: str) -> list[str]:
        """More of the answer; the sentences now complete."""
        self.text += delta
        return self._take(final=False)

    def end(self, whole: str | None = None) -> list[str]:
        """The answer ended (its stored text, where known): the rest."""
        if whole is not None:
            self.text = whole
        return self._take(final=True)

    def _take(self, final: bool) -> list[str]:
        if self.capped:
            return []
        found = sentences(speakable(self.text))
        upto = len(found) if final else max(self.given, len(found) - 1)
        ready = found[self.given : upto]
        taken = []
        for sentence in ready:
            if self.given >= MAX_SENTENCES or self.chars + len(sentence) > MAX_CHARS:
                self.capped = True
                break
            taken.append(sentence)
            self.given += 1
            self.chars += len(sentence)
        return taken


def language_of(text: str, default: str = "en") -> str:
    """The app's language the text is most likely in ("zh_CN" for Chinese
    characters), by its commonest words; `default` when nothing tells."""
    sample = text[:2000]
    han = len(_HAN.findall(sample))
    letters = sum(1 for c in sample if c.isalpha())
    if letters and han / letters > 0.3:
        return "zh_CN"
    words = [w.lower() for w in _WORD.findall(sample)]
    scores = {lang: sum(w in common for w in words) for lang, common in _WORDS_OF.items()}
    best = max(scores, key=lambda lang: scores[lang])
    if scores[best] == 0 or list(scores.values()).count(scores[best]) > 1:
        return default
    return best


# ---------------------------------------------------------------- the voices
class Voice(Protocol):
    """Something that speaks one sentence into PCM (from one thread)."""

    name: str

    def speak(self, text: str) -> Sound: ...

    def load(self) -> None: ...


class HibariVoice:
    """hibari-tts's English voice, loaded once (about a third of a second),
    on one core: it speaks several times faster than real time there."""

    name = "hibari"

    def __init__(self) -> None:
        self._tts: Any = None
        self._lock = threading.Lock()

    def load(self) -> None:
        with self._lock:
            if self._tts is None:
                from hibari import Hibari

                self._tts = Hibari(threads=1)

    def speak(self, text: str) -> Sound:
        import numpy as np
        from hibari import SAMPLE_RATE

        self.load()
        with self._lock:
            audio = np.asarray(self._tts(text), dtype=np.float32)
        pcm = (np.clip(audio, -1.0, 1.0) * 32767).astype("<i2").tobytes()
        return Sound(pcm, int(SAMPLE_RATE))


class EspeakVoice:
    """Debian's espeak-ng program, one sentence a run, its WAV read back."""

    def __init__(self, program: str, voice: str) -> None:
        self.program, self.voice = program, voice
        self.name = f"espeak-ng {voice}"

    def load(self) -> None:
        return None

    def speak(self, text: str) -> Sound:
        try:
            done = subprocess.run(
                # -b 1: the text on stdin is UTF-8; never on the command line,
                # where a leading "-" would be an option.
                [self.program, "--stdout", "-b", "1", "-v", self.voice],
                input=text.encode("utf-8"),
                capture_output=True,
                timeout=ESPEAK_TIMEOUT_S,
                check=True,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise VoiceUnavailable(
                say("espeak-ng could not speak ({why}).", why=reason(exc))
            ) from exc
        return wav_sound(done.stdout)


def wav_sound(data: bytes) -> Sound:
    """A 16-bit mono WAV as espeak-ng writes it to a pipe (its header's
    lengths are placeholders: the samples run to the end)."""
    if data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise VoiceUnavailable(say("espeak-ng gave no sound."))
    rate, at = 22_050, 12
    while at + 8 <= len(data):
        kind, size = data[at : at + 4], int.from_bytes(data[at + 4 : at + 8], "little")
        if kind == b"fmt ":
            rate = int.from_bytes(data[at + 12 : at + 16], "little")
        if kind == b"data":
            pcm = data[at + 8 :]
            return Sound(pcm[: len(pcm) - len(pcm) % 2], rate)
        at += 8 + size + size % 2
    raise VoiceUnavailable(say("espeak-ng gave no sound."))


def hibari_installed() -> bool:
    try:
        return importlib.util.find_spec("hibari") is not None
    except (ImportError, ValueError):
        return False


def voice_for(language: str, program: str | None = None) -> Voice:
    """The voice for one of the app's languages: hibari for English where it
    is installed, else espeak-ng; VoiceUnavailable, said, where neither is."""
    if language == "en" and hibari_installed():
        return HibariVoice()
    found = program or shutil.which("espeak-ng")
    if found is None:
        raise VoiceUnavailable(
            say(
                "No voice that speaks this answer's language is installed, so it cannot be "
                "read aloud. Installing espeak-ng (on Debian and Ubuntu: sudo apt install "
                "espeak-ng) adds one for every language."
            )
        )
    return EspeakVoice(found, ESPEAK_VOICES.get(language, ESPEAK_VOICES["en"]))


def spoken(voice: Voice, text: str) -> Iterator[Sound]:
    """A whole text said sentence by sentence (the command line, the tests)."""
    feed = SentenceFeed()
    for sentence in feed.end(text):
        yield voice.speak(sentence)
