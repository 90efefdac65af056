"""A failure stored in one language reads in the language of the day
(issue 38): the store keeps the error's message id and values, and the
window translates by them, keeping a server's own words as they were."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.devserver import Fault, Reply
from desktop.domain.messages import Status
from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings
from desktop.ui.i18n import install_translations
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter

# The server's words: also a sentence of the window's own ("Stopped" is
# "Angehalten" in German). A server's words are never translated.
SERVER_WORDS = "Stopped"
GERMAN = "Der OpenAI-kompatible Server unter http"
GERMAN_END = "hatte einen internen Fehler (503): Stopped"


def _failed_in_english(harness: Harness) -> tuple[str, str]:
    harness.server.script(Reply(fault=Fault.HTTP_STATUS, status=503, error_message=SERVER_WORDS))
    window = harness.open()
    type_and_enter(harness, window, "Hello")
    harness.wait(lambda: idle(window) and last(window).status is Status.FAILED)
    english = last(window).error or ""
    assert "had an internal error (503): Stopped" in english
    assert window.transcript.widgets[-1].error.text() == english  # English is the source
    cid = window.conversation_id or ""
    harness.close(window)
    return english, cid


def _reopened_in_german(harness: Harness, qapp: QApplication, cid: str) -> str:
    paths = resolve_paths(harness.data).ensure()
    save_settings(paths.config, Settings(language="de"))
    try:
        window = harness.open()
        sidebar = window.sidebar
        rect = sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(cid)))
        QTest.mouseClick(sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        harness.wait(lambda: len(window.transcript.widgets) == 2)
        failed = window.transcript.widgets[1]
        assert failed.message.status is Status.FAILED
        assert failed.badge.text() == "Fehlgeschlagen"
        shown = failed.error.text()
        harness.close(window)
        return shown
    finally:
        install_translations(qapp, "system")  # the other tests read English


def _rows(data: Path) -> list[tuple[str, str | None]]:
    with sqlite3.connect(data / "verbatim.db") as db:
        return db.execute(
            "SELECT error, error_said FROM message WHERE status = 'failed'"
        ).fetchall()


def test_a_failure_stored_in_english_shows_in_german_by_its_id(
    harness: Harness, qapp: QApplication
) -> None:
    english, cid = _failed_in_english(harness)
    [(stored, said)] = _rows(harness.data)
    assert stored == english  # the English words stay, for older releases and exports
    assert said is not None
    fields = json.loads(said)
    assert fields["id"] == "{product} at {address} had an internal error ({status}): {said}"
    assert fields["values"]["said"] == SERVER_WORDS
    shown = _reopened_in_german(harness, qapp, cid)
    assert shown.startswith(GERMAN) and shown.endswith(GERMAN_END), shown


def test_a_failure_an_older_release_stored_is_matched_back_by_its_words(
    harness: Harness, qapp: QApplication
) -> None:
    """A row without an id (written before format 10) is still shown in
    German, found by its English words, as before."""
    english, cid = _failed_in_english(harness)
    with sqlite3.connect(harness.data / "verbatim.db") as db:
        db.execute("UPDATE message SET error_said = NULL")
    assert _rows(harness.data) == [(english, None)]
    shown = _reopened_in_german(harness, qapp, cid)
    assert "hatte einen internen Fehler (503)" in shown
