"""The state machine's voice rules (tests/ui/voice_rules.py) played in a
fixed order, every invariant checked after each step: the microphone with
something typed (by its button and by Ctrl+Shift+D), an answer's speaker
stopped by Esc and by the speaker again, and a voice left reading while
the person sends, presses Esc, switches conversations and restarts.

Through the session's audio server (tests/ui/pulse.py) where one runs, so
the microphone listens and the voice is heard, as on a person's computer;
without one, each rule takes the window's sentence instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.conftest import Harness
from tests.ui.pulse import Pulse, audio_connection_kept
from tests.ui.test_window_defects import Step, play

_qt_audio_connection_is_the_servers = audio_connection_kept()

VOICE_STEPS: list[Step] = [
    ("press_the_microphone", {"text": "naïve café", "how": "click"}),
    ("server_behaves", {"behaviour": "fast"}),
    ("type_and_send", {"text": "hello"}),
    ("wait_for_the_answer", {}),
    ("press_an_answers_speaker", {"then": "esc"}),
    ("press_an_answers_speaker", {"then": "speaker"}),
    ("press_the_microphone", {"text": "half a thought", "how": "keys"}),
    ("server_behaves", {"behaviour": "slow"}),
    ("type_and_send", {"text": "what is 2+2?"}),
    ("press_an_answers_speaker", {"then": "leave"}),
    ("press_escape", {}),
    ("press_an_answers_speaker", {"then": "leave"}),
    ("ctrl_n", {}),
    ("click_a_conversation", {"pick": 1}),  # 0 is the date heading
    ("press_escape", {}),
    ("wait_for_the_answer", {}),
    ("press_an_answers_speaker", {"then": "leave"}),
    ("close_and_reopen", {}),
    ("press_the_microphone", {"text": "", "how": "click"}),
]


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
def test_the_voice_rules_keep_every_invariant(
    harness: Harness, pulse: Pulse | None, tmp_path: Path
) -> None:
    play(harness, tmp_path, False, VOICE_STEPS)
