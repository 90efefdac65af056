"""Hands-free conversation in the real window (issue 40), through a real
audio server (tests/ui/pulse.py): the person's questions are spoken into the
virtual microphone by a local voice, and the app's voice goes to a second
sink, the person's headphones, which the microphone does not hear.

A spoken question is sent by itself after the pause that ends it; its
answer, streaming slowly, is read aloud; a second question spoken while it
is read stops the voice and the answer, whose words so far are kept (the
store and the export show them), and the second question is sent."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.devserver import Reply
from desktop.domain.messages import Message, Role, Status
from desktop.session.transfer_service import MARKDOWN
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness
from tests.ui.people import click, idle
from tests.ui.pulse import Pulse, audio_connection_kept
from tests.ui.test_read_aloud_window import LONG
from tests.voice import SENTENCE, silence, speak, words, write_wav

_qt_audio_connection_is_the_servers = audio_connection_kept()

SECOND = "The lighthouse keeper wrote in his notebook every evening."
NEXT_ANSWER = "He counted the ships."


@pytest.fixture
def headphones(pulse: Pulse | None) -> Iterator[Pulse]:
    if pulse is None:
        pytest.skip("no audio server could run here (pulseaudio is missing or refused)")
    pulse.wear_headphones()
    yield pulse
    pulse.take_off_headphones()


@pytest.fixture(scope="module")
def questions(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("hands-free")
    first = write_wav(folder / "first.wav", silence(0.3) + speak(SENTENCE) + silence(0.3))
    second = write_wav(folder / "second.wav", silence(0.3) + speak(SECOND) + silence(0.3))
    return first, second


def messages(window: MainWindow) -> list[Message]:
    return window.repo.messages(window.state.id or "") if window.state.id else []


@pytest.mark.heavy
def test_speaking_sends_the_answer_is_read_and_speaking_again_stops_it(
    harness: Harness, headphones: Pulse, questions: tuple[Path, Path], tmp_path: Path
) -> None:
    first, second = questions
    # Slow enough that the second question comes while the answer does.
    harness.server.script(Reply(text=LONG, rate=8), Reply(text=NEXT_ANSWER))
    window = harness.open()
    composer = window.composer
    reader = window.conversation.reading
    click(harness, composer.hands_free_button)
    harness.wait(lambda: window.voice.listening, timeout=30_000)
    assert window.session.settings.hands_free
    assert composer.hands_free_button.objectName() == "HandsFreeOn"

    player = headphones.play(first)  # then silence: the pause sends it
    harness.wait(lambda: len(messages(window)) >= 2, timeout=30_000)
    player.wait(30)
    asked = messages(window)[0]
    assert asked.role is Role.USER and words(asked.content) == words(SENTENCE)
    harness.wait(lambda: reader.heard > 1.0, timeout=30_000)  # the answer is read
    assert messages(window)[1].status is Status.STREAMING
    harness.wait(lambda: window.voice.listening, timeout=30_000)  # and the person heard

    player = headphones.play(second)
    harness.wait(lambda: len(messages(window)) >= 4, timeout=60_000)
    player.wait(30)
    harness.wait(lambda: idle(window), timeout=60_000)
    assert not reader.speaking or reader.message_id != messages(window)[1].id
    _, answer, asked_again, _ = messages(window)[:4]
    assert answer.status is Status.INTERRUPTED  # stopped as Stop stops it
    kept = words(answer.content)
    assert 0 < len(kept) < len(words(LONG))
    assert kept[:-1] == words(LONG)[: len(kept) - 1]  # the last word may be cut
    assert words(asked_again.content) == words(SECOND)
    out = tmp_path / "export.md"
    harness.run(window.session.export(out, MARKDOWN, window.state.id))
    exported = out.read_text(encoding="utf-8")
    assert answer.content.strip() in exported  # the words so far, in the export
    click(harness, composer.hands_free_button)  # off: the microphone too
    harness.wait(lambda: not window.voice.listening, timeout=30_000)
    assert not window.session.settings.hands_free
