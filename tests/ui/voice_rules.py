"""The voice controls as rules of the window's state machine (issue 40),
beside tests/ui/test_window_state_machine.py, whose PersonAtTheWindow takes
them in: the microphone pressed (its button or Ctrl+Shift+D) with something
typed, and an answer's speaker pressed, then Esc, the speaker again, or the
voice left to go on while the person does other things.

Where the tests run there may be no audio server (or one Qt found, the
session's), so each rule takes what a person would get either way: a
sentence in the window's language saying why not, or the voice (or the
listening) under way, then stopped. Whichever it is, what was typed stays
in the message box and the keys go on landing there; every invariant of the
state machine is checked after each step.
"""

from __future__ import annotations

from collections import deque

from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop.domain.messages import Role
from desktop.domain.words import say
from desktop.ui.i18n import tr, translated
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness

LEFT = Qt.MouseButton.LeftButton
TYPED = ["", "half a thought", "naïve café"]
# Why dictation did not start, as the window says it (dictation_part.py and
# the session's dictation).
MICROPHONE_REFUSED = (
    "No microphone was found. Connect one and press the microphone again; "
    "the keyboard works as always.",
    "The microphone could not be opened. The keyboard works as always.",
    "Allow Verbatim to use the microphone, then press the microphone again.",
    "Verbatim may not use the microphone. Allow it in the system's privacy "
    "settings; the keyboard works as always.",
)
NO_SPEECH_MODEL = say(
    "No speech model is installed, so dictation cannot start. The keyboard works as always."
)


# What the voice rules did, by outcome, across a run (printed by the long run:
# a rule that always found nothing to press would pass unseen).
PLAYED: dict[str, int] = {}


def played(outcome: str) -> None:
    PLAYED[outcome] = PLAYED.get(outcome, 0) + 1


class NoticeCount:
    """Whether the window said something new since it was made: the
    notifier's history is bounded, so a new notice is one that changed its
    length or its last entry."""

    def __init__(self, history: deque[str]) -> None:
        self.history = history
        self.length = len(history)
        self.last = history[-1] if history else None

    def new(self) -> list[str]:
        h = self.history
        if len(h) > self.length:
            return list(h)[self.length :]
        if h and h[-1] is not self.last:
            return [h[-1]]
        return []


class VoiceRules:
    """The microphone and the speaker, for PersonAtTheWindow (it sets
    `harness` and `window`, and has `_step`, `_settle` and `_running`)."""

    harness: Harness
    window: MainWindow

    def _step(self) -> None:  # PersonAtTheWindow's own
        raise NotImplementedError

    def _settle(self) -> None:  # PersonAtTheWindow's own
        raise NotImplementedError

    def _running(self) -> bool:  # PersonAtTheWindow's own
        raise NotImplementedError

    def _back_to_the_window(self) -> None:  # PersonAtTheWindow's own
        raise NotImplementedError

    def _press_the_microphone(self, how: str) -> None:
        composer = self.window.composer
        if how == "click":
            self.harness.qtbot.mouseClick(composer.mic_button, LEFT)
        else:
            self._back_to_the_window()
            keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
            self.harness.qtbot.keyClick(composer.editor, Qt.Key.Key_D, keys)

    @rule(text=st.sampled_from(TYPED), how=st.sampled_from(["click", "keys"]))
    def press_the_microphone(self, text: str, how: str) -> None:
        """Something typed, then the microphone: without a microphone (or a
        speech model) a sentence says why, with one it listens until pressed
        again. What was typed is kept, the dictated words after it."""
        composer, voice = self.window.composer, self.window.voice
        if not composer.mic_button.isVisible() or voice.listening:
            return  # the welcome page: no message box yet
        editor = composer.editor
        editor.setFocus()
        editor.clear()
        editor.insertPlainText(text)
        said = NoticeCount(self.window.notifier.history)
        refusals = [tr(s) for s in MICROPHONE_REFUSED] + [NO_SPEECH_MODEL]

        def refused() -> list[str]:
            # Other notices may come meanwhile (an answer running from an
            # earlier step fails, another device deletes): the microphone's is
            # the one among them that says why it did not listen.
            return [s for s in said.new() if s in refusals]

        self._press_the_microphone(how)
        # The model loads off the window's thread first: a busy machine
        # takes seconds before either answer comes.
        self.harness.wait(lambda: voice.listening or bool(refused()), timeout=60_000)
        if voice.listening:
            self._press_the_microphone(how)  # and again: listening stops
            self.harness.wait(lambda: not voice.listening, timeout=30_000)
            assert composer.text().startswith(text), (text, composer.text())
            played("microphone listened")
        else:
            sentence = refused()[0]

            def shown() -> bool:
                """On the banner, unless a newer notice took it since."""
                new = said.new()
                newer = new[new.index(sentence) + 1 :] if sentence in new else []
                return translated(sentence) in self.window.banner.label.text() or bool(newer)

            self.harness.wait(shown)
            assert composer.text() == text
            played("microphone refused")
        assert composer.mic_button.objectName() == "Dictate"
        self._step()

    @rule(then=st.sampled_from(["esc", "speaker", "leave"]))
    def press_an_answers_speaker(self, then: str) -> None:
        """The last answer's speaker: its voice starts (or a sentence says
        why not); then Esc or the speaker again stops the voice at once, and
        an answer still being written goes on. Left, it reads on while the
        next steps happen."""
        reader = self.window.conversation.reading
        button = self._last_speaker()
        if button is None or reader.speaking:
            return
        self.harness.qtbot.mouseClick(button, LEFT)
        assert reader.speaking  # at once: the button shows Stop
        assert button.accessibleName() == tr("Stop reading aloud")
        if then == "esc":
            self.harness.qtbot.keyClick(self.window.composer.editor, Qt.Key.Key_Escape)
        elif then == "speaker":
            self.harness.qtbot.mouseClick(button, LEFT)
        if then != "leave":
            assert not reader.speaking  # the voice stops at once
            assert button.accessibleName() == tr("Read aloud")
        played(f"speaker, then {then}")
        self._settle()
        self._step()

    def _last_speaker(self) -> QWidget | None:
        widgets = [
            w
            for w in self.window.transcript.widgets
            if w.message.role is Role.ASSISTANT and w.buttons["read"].isVisible()
        ]
        if not widgets:
            return None
        button: QWidget = widgets[-1].buttons["read"]
        return button if button.isEnabled() else None

    @invariant()
    def a_speaker_says_stop_only_while_its_answer_is_read(self) -> None:
        """Each answer's speaker offers Stop while (and only while) its
        answer is the one read aloud."""
        reading = self.window.conversation.reading.message_id
        for widget in self.window.transcript.widgets:
            if widget.message.role is not Role.ASSISTANT:
                continue
            wanted = tr("Stop reading aloud") if widget.message.id == reading else tr("Read aloud")
            assert widget.buttons["read"].accessibleName() == wanted, (widget.message.id, reading)
