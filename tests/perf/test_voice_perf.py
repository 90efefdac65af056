"""Voice's speed (issue 40), printed with its goals and the machine's load:
dictation's real-time factor on 2 cores (the tiny English model on a
20-second clip spoken by a local voice, goal at most 0.3), through
Verbatim's transcriber and through faster-whisper run directly with the same
settings; and in the window, through a real audio server, the end of speech
to the words in the message box (goal 1 s) and an answer's first sentence to
its first sound (goal 0.5 s), each against the same model or voice run
directly in the same run. Only invariants are asserted."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.devserver import Reply
from desktop.domain.events import TurnDelta
from desktop.domain.voice import joined
from desktop.session.dictation import PASS_GAP_S, transcribe_pcm
from desktop.session.events import SessionEvent
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from desktop.voice.reading import HibariVoice, sentences, speakable
from desktop.voice.speech import RATE, Transcriber, bundled_model
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, type_and_enter
from tests.ui.pulse import Pulse, audio_connection_kept
from tests.voice import SENTENCE, paragraph_pcm, silence, speak, words, write_wav

pytestmark = pytest.mark.perf

CORES = 2
_qt_audio_connection_is_the_servers = audio_connection_kept()


@pytest.fixture(scope="module")
def clip(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, float, str]:
    pcm, ends = paragraph_pcm()
    path = write_wav(tmp_path_factory.mktemp("voice") / "paragraph.wav", pcm)
    return path, len(pcm) / 2 / RATE, " ".join(s for s, _ in ends)


def _direct(path: Path) -> tuple[float, float, str]:
    """faster-whisper as its README runs it, with our settings: load, transcribe."""
    from faster_whisper import WhisperModel

    model = bundled_model()
    assert model is not None
    started = time.perf_counter()
    whisper = WhisperModel(str(model.path), device="cpu", compute_type="int8", cpu_threads=CORES)
    loaded = time.perf_counter() - started
    started = time.perf_counter()
    segments, _ = whisper.transcribe(
        str(path),
        language="en",
        beam_size=1,
        vad_filter=True,
        condition_on_previous_text=False,
    )
    text = " ".join(s.text.strip() for s in segments)
    return loaded, time.perf_counter() - started, text


def _ours(path: Path) -> tuple[float, float, str]:
    transcriber = Transcriber(threads=CORES)
    started = time.perf_counter()
    transcriber.load()
    loaded = time.perf_counter() - started
    started = time.perf_counter()
    text = joined(list(transcriber.transcribe(path)))
    return loaded, time.perf_counter() - started, text


def test_real_time_factor_of_the_tiny_model_on_two_cores(
    clip: tuple[Path, float, str],
) -> None:
    path, seconds, spoken = clip
    assert seconds > 18
    allowed = os.sched_getaffinity(0)
    os.sched_setaffinity(0, sorted(allowed)[:CORES])  # 2 cores, as the goal is set for
    try:
        _ours(path)  # the first run pays for reading the files from disk; not counted
        rows = {"faster-whisper directly": _direct(path), "Verbatim": _ours(path)}
    finally:
        os.sched_setaffinity(0, allowed)
    load = os.getloadavg()[0]
    head = f"{seconds:.1f} s clip, {CORES} cores (load {load:.1f})"
    print(f"\nDictation, tiny English model, {head}:")
    for name, (loaded, took, _text) in rows.items():
        print(
            f"  {name:24} load {loaded:.2f} s, transcribe {took:.2f} s, "
            f"real-time factor {took / seconds:.3f} (goal: at most 0.3)"
        )
    for _, _, text in rows.values():
        missing = set(words(spoken)) - set(words(text))
        assert len(missing) <= 3, missing  # the tiny model may miss a word or two
    ours, direct = rows["Verbatim"][1], rows["faster-whisper directly"][1]
    assert ours < direct * 1.5 + 0.5  # the same call: no cost of our own


# ------------------------------------------------------- in the window
# Through the tests' PulseAudio server (tests/ui/pulse.py): what a person
# waits for. Each figure is printed as a ratio to a limit measured in the
# same run: the same model (or voice) run directly on the same sound (or
# sentence), plus, for dictation, the gap the window leaves between passes.

# Two answers whose first sentences differ: a voice may keep what it said
# (the second answer's sentence said again was heard in 0.1 s).
FIRSTS = (
    "Please save my conversation before the computer restarts.",
    "Your notes are kept in a folder on this computer.",
)
REST = " The words you write are kept here. Nothing is lost."


def _when(harness: Harness, done: Callable[[], bool], timeout: int = 60_000) -> float:
    """The moment `done` first held (the window's loop polled every few ms)."""
    seen: list[float] = []

    def check() -> bool:
        if not seen and done():
            seen.append(time.perf_counter())
        return bool(seen)

    harness.wait(check, timeout=timeout)
    return seen[0]


def test_end_of_speech_to_words_in_the_message(
    harness: Harness, pulse: Pulse | None, tmp_path: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    voice = speak(SENTENCE)
    lead = 0.5
    wav = write_wav(tmp_path / "sentence.wav", silence(lead) + voice + silence(1.0))
    window = harness.open()
    composer = window.composer
    click(harness, composer.mic_button)
    harness.wait(lambda: window.voice.listening, timeout=30_000)
    player = pulse.play(wav)
    # paplay's own start-up only makes the speech end later than this: the
    # figure errs long.
    speech_ends = time.perf_counter() + lead + len(voice) / 2 / RATE
    try:
        shown = _when(harness, lambda: words(composer.text()) == words(SENTENCE))
    finally:
        player.wait(30)
    click(harness, composer.mic_button)
    harness.wait(lambda: not window.voice.listening, timeout=20_000)
    transcriber = window.session.dictation.transcriber
    started = time.perf_counter()
    direct = transcribe_pcm(transcriber, voice)  # the same model, the same sound, loaded
    model_s = time.perf_counter() - started
    assert words(direct) == words(SENTENCE)
    took = shown - speech_ends
    limit = model_s + PASS_GAP_S
    print(
        f"\nDictation, end of speech to the words in the message box: {took:.2f} s; "
        f"limit {limit:.2f} s (the model on the same {len(voice) / 2 / RATE:.1f} s of speech "
        f"{model_s:.2f} s + the {PASS_GAP_S} s between passes): ratio {took / limit:.2f} "
        f"(goal: at most 1 s; load {os.getloadavg()[0]:.1f})"
    )


class FirstSentence:
    """A listener on the session's events, as the window's reader is: the
    moment the answer's first sentence was complete (the next one begun,
    which is when the reader can give it to its voice), stamped as the
    event arrives, not when a poll of the window sees it."""

    def __init__(self) -> None:
        self.text = ""
        self.at: float | None = None

    def __call__(self, event: SessionEvent) -> None:
        if isinstance(event, TurnDelta) and self.at is None:
            self.text += event.text
            if len(sentences(speakable(self.text))) >= 2:
                self.at = time.perf_counter()


def test_first_sentence_of_an_answer_to_first_sound(harness: Harness, pulse: Pulse | None) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    paths = resolve_paths(harness.data).ensure()
    settings = load_settings(paths.config)
    settings.read_aloud = True  # each answer read as it arrives
    save_settings(paths.config, settings)
    window = harness.open()
    reader = window.conversation.reading
    rows = []
    for turn, said in zip(("cold: the voice loads", "warm"), FIRSTS, strict=True):
        harness.server.script(Reply(text=said + REST, rate=20))
        before = reader.heard
        first = FirstSentence()
        window.session.add_listener(first)
        type_and_enter(harness, window, "How do I keep my work?")

        def sounded(heard: float = before) -> bool:
            return reader.heard > heard

        sounding = _when(harness, sounded)
        window.session.remove_listener(first)
        assert first.at is not None
        rows.append((turn, said, sounding - first.at))
        harness.wait(lambda: idle(window) and not reader.speaking, timeout=60_000)
    voice = HibariVoice()
    voice.load()
    voice.speak("A sentence to warm the voice up.")
    limits = {}
    for said in FIRSTS:  # the same voice, the same sentence, loaded, once each
        started = time.perf_counter()
        voice.speak(said)
        limits[said] = time.perf_counter() - started
    load = os.getloadavg()[0]
    print(f"\nRead aloud, the answer's first sentence to its first sound (load {load:.1f}):")
    for turn, said, took in rows:
        limit = limits[said]
        print(
            f"  {turn:22} {took:.2f} s; limit {limit:.2f} s (the voice saying that sentence "
            f"directly): ratio {took / limit:.2f} (goal: at most 0.5 s)"
        )
