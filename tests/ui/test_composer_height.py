"""The message box grows with the text as it wraps, not only with its
paragraphs: a long sentence on a small window wrapped onto a second line
that hid behind a scroll bar in a box one line high (seen in the voice
screenshots at 800×600, as dictation writes one long sentence)."""

from __future__ import annotations

from tests.ui.conftest import Harness

SENTENCE = (
    "Please save my conversation before the computer restarts, and tell me how "
    "to find it again tomorrow morning"
)


def test_a_long_sentence_wraps_into_a_taller_box_with_no_scroll_bar(harness: Harness) -> None:
    window = harness.open()
    window.resize(1280, 800)
    editor = window.composer.editor
    editor.setFocus()
    harness.qtbot.keyClicks(editor, SENTENCE)
    harness.wait(lambda: editor.document().firstBlock().lineCount() >= 2)
    lines = editor.document().firstBlock().lineCount()
    harness.wait(lambda: not editor.verticalScrollBar().isVisible())
    assert editor.verticalScrollBar().maximum() == 0  # every line in view
    tall = editor.height()
    window.resize(800, 600)  # narrower: more lines, a taller box
    harness.wait(lambda: editor.document().firstBlock().lineCount() > lines)
    harness.wait(lambda: editor.height() > tall)
    assert editor.verticalScrollBar().maximum() == 0
