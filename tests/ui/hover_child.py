"""Run alone, in a child process under a memory cap, by
tests/ui/test_hostile_text.py (issue 37, hole 1): a hover over a source
named with markup. Not collected by the suite itself (no test_ prefix):
an abort here must fail the parent test, not end the run."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.conftest import Harness
from tests.ui.test_hostile_text import HOSTILE


def test_hover_over_a_markup_named_source(harness: Harness) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent, QTextDocument
    from PySide6.QtWidgets import QToolTip

    from desktop.domain.messages import Message, Role, Source
    from desktop.store.db import open_store

    name = HOSTILE[0] + ".pdf"  # as an import or a sync peer may name it
    repo = open_store(harness.data)
    cid = repo.create_conversation(title="sources").id
    asked = repo.add_message(Message("q1", cid, Role.USER, "What is the cat called?"))
    source = Source(name, "0" * 64, 1, "The cat is called Marmalade.")
    answer = repo.add_message(
        Message("a1", cid, Role.ASSISTANT, "Marmalade.", asked.id, sources=(source,))
    )
    repo.set_tip(cid, answer.id)
    repo.close()
    window = harness.open()
    window.open_conversation(cid)
    harness.wait(lambda: bool(window.transcript.widgets))
    sources = window.transcript.widgets[-1].sources
    harness.wait(lambda: sources.isVisible() and len(sources.buttons) == 1)
    (button,) = sources.buttons
    # What Qt sends a widget when the pointer rests on it.
    centre = button.rect().center()
    QApplication.sendEvent(
        button, QHelpEvent(QEvent.Type.ToolTip, centre, button.mapToGlobal(centre))
    )
    harness.wait(QToolTip.isVisible)
    shown = QTextDocument()
    shown.setHtml(QToolTip.text())
    expected = f"Open {name} at page 1, at the passage the model was given"
    assert shown.toPlainText() == expected  # the name as itself, not a picture
    QToolTip.hideText()
