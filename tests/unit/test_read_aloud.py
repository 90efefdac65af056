"""Read aloud below the window (issue 40): an answer's Markdown said as the
sentences a person would read out, bounded, in a voice for its language;
espeak-ng (a real program) and hibari (a real neural voice) both speak."""

from __future__ import annotations

import shutil

import pytest

from desktop.domain.voice import VoiceUnavailable
from desktop.voice.reading import (
    MAX_CHARS,
    MAX_SENTENCES,
    SENTENCE_CHARS,
    EspeakVoice,
    HibariVoice,
    SentenceFeed,
    language_of,
    sentences,
    speakable,
    voice_for,
    wav_sound,
)

ANSWER = """# Saving your work

Press **Save** before you close the window. See [the manual](https://example.org/manual)
or https://example.org/faq. Dr. Smith wrote `verbatim --help`, e.g. for scripts.

```python
print("this is code and is never read")
```

- The first step
- The second step!

| Key | What it does |
|-----|--------------|
| Esc | Stops the voice |

<think>hidden reasoning</think>
That is all"""


def test_an_answer_is_said_as_its_plain_sentences() -> None:
    assert sentences(speakable(ANSWER)) == [
        "Saving your work.",
        "Press Save before you close the window.",
        "See the manual or.",
        "Dr. Smith wrote verbatim --help, e.g. for scripts.",
        "The first step.",
        "The second step!",
        "Key, What it does.",
        "Esc, Stops the voice.",
        "That is all.",
    ]


def test_a_streamed_answer_gives_each_sentence_once_when_it_is_complete() -> None:
    feed = SentenceFeed()
    heard: list[str] = []
    for start in range(0, len(ANSWER), 5):
        heard += feed.add(ANSWER[start : start + 5])
        assert "That is all." not in heard  # the last one waits for the end
    heard += feed.end()
    assert heard == sentences(speakable(ANSWER))
    assert feed.end() == []  # nothing twice


def test_an_open_code_block_is_not_read_while_it_streams() -> None:
    feed = SentenceFeed()
    said = feed.add("Run this. Then wait.\n\n```sh\nrm -rf build. echo done. ")
    assert said == ["Run this."]
    assert feed.add("more code. more.\n") == []
    assert feed.end("Run this. Then wait.\n\n```sh\nrm -rf build\n```\n\nFinished.") == [
        "Then wait.",
        "Finished.",
    ]


def test_reading_is_bounded() -> None:
    run_on = "word, " * 400 + "end."
    pieces = sentences(run_on)
    assert all(len(p) <= SENTENCE_CHARS for p in pieces) and len(pieces) > 1
    many = "Short one. " * (MAX_SENTENCES + 50)
    assert len(SentenceFeed().end(many)) == MAX_SENTENCES
    long = ("A sentence of some length that goes on. " * 2000)[: MAX_CHARS * 2]
    said = SentenceFeed().end(long)
    assert sum(len(s) for s in said) <= MAX_CHARS


def test_the_answers_language_is_found() -> None:
    assert language_of("The file is saved and you can close the window.") == "en"
    assert language_of("Die Datei ist gespeichert und das Fenster kann zu.") == "de"
    assert language_of("Le fichier est enregistré et vous pouvez fermer la fenêtre.") == "fr"
    assert language_of("El archivo está guardado y se puede cerrar la ventana.") == "es"
    assert language_of("文件已经保存，你可以关闭窗口。") == "zh_CN"
    assert language_of("42 + 17", default="de") == "de"


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="Debian's espeak-ng is not installed")
@pytest.mark.parametrize("language", ["de", "fr", "es", "zh_CN"])
def test_espeak_speaks_each_of_the_apps_other_languages(language: str) -> None:
    voice = voice_for(language)
    assert isinstance(voice, EspeakVoice)
    sound = voice.speak({"zh_CN": "你好。"}.get(language, "Bonjour, hola, guten Tag."))
    assert sound.rate == 22_050 and 0.3 < sound.seconds < 10
    assert max(sound.pcm[1::2]) > 8  # not silence: the high bytes move


def test_english_is_said_by_the_neural_voice() -> None:
    voice = voice_for("en")
    assert isinstance(voice, HibariVoice)
    sound = voice.speak("Please save my conversation.")
    assert sound.rate == 24_000 and 1 < sound.seconds < 6


def test_no_voice_program_is_said_in_a_sentence() -> None:
    with pytest.raises(VoiceUnavailable, match="espeak-ng"):
        EspeakVoice("/nonexistent/espeak-ng", "de").speak("Hallo.")
    with pytest.raises(VoiceUnavailable, match="no sound"):
        wav_sound(b"not a wav at all")
