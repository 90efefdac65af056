"""Translations (issue 13): every string in the code is in the catalogue,
the catalogue is complete and compiled, the app follows the system
language, and a German window shows no English left over."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTabWidget,
    QWidget,
)

from desktop.devserver import Fault, Reply
from desktop.domain.messages import Status
from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings
from desktop.ui.dialogs.settings_dialog import SettingsDialog
from desktop.ui.i18n import install_translations, tr
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter
from tests.ui.screens import cut_words as _cut_buttons

ROOT = Path(__file__).parents[2]
CATALOGUE = ROOT / "resources" / "translations" / "verbatim_de.ts"
BIN = Path(sys.executable).parent


def _messages(ts: Path) -> dict[str, list[str]]:
    out = {}
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")]
        out[message.findtext("source") or ""] = forms or [translation.text or ""]
        assert translation.get("type") != "unfinished", message.findtext("source")
    return out


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(BIN)) or shutil.which(f"pyside6-{name}")
    assert found, f"pyside6-{name} comes with PySide6"
    return found


def test_every_string_in_the_code_is_translated_and_compiled(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    # Every layer: sentences written below the window use `say`, read as `tr`.
    sources = sorted(str(p) for p in (ROOT / "desktop").rglob("*.py"))
    subprocess.run(
        [_tool("lupdate"), *sources, "-tr-function-alias", "tr+=say", "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    in_code = {m.findtext("source") for m in ET.parse(fresh).getroot().iter("message")}
    catalogue = _messages(CATALOGUE)
    assert in_code - set(catalogue) == set(), "run `make translations` and translate them"
    assert all(all(form for form in forms) for forms in catalogue.values())
    compiled = tmp_path / "verbatim_de.qm"
    subprocess.run(
        [_tool("lrelease"), str(CATALOGUE), "-qm", str(compiled)], check=True, capture_output=True
    )
    assert compiled.read_bytes() == CATALOGUE.with_suffix(".qm").read_bytes(), (
        "the .qm is older than the .ts: run `make translations`"
    )


def test_the_app_follows_the_system_language() -> None:
    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "from desktop.ui.i18n import install_translations, tr\n"
        "app = QApplication([])\n"
        "print(install_translations(app, 'system'), tr('Stopped'), tr('%n token(s)', None, 3))\n"
    )
    seen = {}
    languages = ("de_DE.UTF-8", "en_GB.UTF-8", "fr_FR.UTF-8", "es_ES.UTF-8", "zh_CN.UTF-8")
    for lang in (*languages, "zh_TW.UTF-8", "it_IT.UTF-8"):
        env = {**os.environ, "LANG": lang, "QT_QPA_PLATFORM": "offscreen"}
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        seen[lang] = out.stdout.strip()
    # Traditional Chinese and Italian have no catalogue: English, the source
    # language, not a mix (and never Simplified Chinese for Traditional).
    assert seen == {
        "de_DE.UTF-8": "de Angehalten 3 Token",
        "en_GB.UTF-8": "en Stopped 3 tokens",
        "fr_FR.UTF-8": "fr Arrêtée 3 jetons",
        "es_ES.UTF-8": seen["es_ES.UTF-8"],
        "zh_CN.UTF-8": seen["zh_CN.UTF-8"],
        "zh_TW.UTF-8": "en Stopped 3 tokens",
        "it_IT.UTF-8": "en Stopped 3 tokens",
    }
    assert seen["es_ES.UTF-8"].startswith("es ") and seen["es_ES.UTF-8"].endswith("3 tokens")
    assert seen["zh_CN.UTF-8"].startswith("zh_CN ") and "Stopped" not in seen["zh_CN.UTF-8"]


def _texts(root: QWidget) -> list[str]:
    """What a person reads or hears on the visible widgets under `root`."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit | QPlainTextEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
    return [t for t in texts if t]


def _english_left(texts: list[str], catalogue: dict[str, list[str]]) -> set[str]:
    """Strings that are, or contain, an English phrase whose German differs."""
    english = [
        source
        for source, forms in catalogue.items()
        if source not in forms and len(source) > 3 and "{" not in source and "%n" not in source
    ]
    return {
        t for t in texts for phrase in english if phrase == t or (len(phrase) > 12 and phrase in t)
    }


@pytest.fixture
def german(harness: Harness, qapp: QApplication) -> Iterator[Harness]:
    paths = resolve_paths(harness.data).ensure()
    save_settings(paths.config, Settings(language="de"))
    yield harness
    for window, _store, _providers in list(harness.open_windows):
        harness.close(window)
    install_translations(qapp, "system")  # the other tests read English


def test_the_german_window_has_no_english_left(german: Harness) -> None:
    german.server.script(
        Reply(tokens=40, rate=200),
        Reply(fault=Fault.HTTP_STATUS, status=503, error_message="overloaded <b>now</b>"),
    )
    window = german.open()
    type_and_enter(german, window, "Erste Frage")
    german.wait(lambda: last(window).status is Status.STREAMING and bool(last(window).content))
    window.writer.stop()
    german.wait(lambda: idle(window) and last(window).status is Status.INTERRUPTED)
    type_and_enter(german, window, "Zweite Frage")
    german.wait(lambda: len(window.transcript.widgets) == 4 and idle(window))
    window.open_settings()
    settings = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    confirm = window.sidebar.ask_delete(window.conversation_id or "", "Erste Frage")
    window.show_shortcuts()
    catalogue = _messages(CATALOGUE)
    left = set()
    for root in (window, settings, confirm, window._sheet):
        texts = _texts(root)
        assert len(texts) >= 6
        left |= _english_left(texts, catalogue)
    seen = _texts(window)
    for dialog in (settings, confirm, window._sheet):
        dialog.close()
    assert left == set()
    # And German is really there: the headings, the marks, the buttons.
    for word in ("Angehalten", "Einstellungen", "Kopieren", "Nachricht an Verbatim…"):
        assert word in seen, word
    assert window.transcript.widgets[1].badge.text() == "Angehalten"
    # The server's failure, worded below the window in English and stored so,
    # is shown in German with the server's own words kept as they were.
    failed = window.transcript.widgets[3]
    assert failed.message.status is Status.FAILED
    assert failed.badge.text() == "Fehlgeschlagen"
    assert "hatte einen internen Fehler (503): overloaded <b>now</b>" in failed.error.text()
    assert "had an internal error" in (failed.message.error or "")
    assert window.sidebar.model.headings() == ["Heute"]


def test_sentences_from_below_the_window_are_shown_translated(qapp: QApplication) -> None:
    """`say` writes English; the window matches it back to its template."""
    from desktop.domain.words import say, say_n
    from desktop.ui.i18n import translated

    english = say_n(
        "Not saved yet: %n word(s) of an answer. {why}",
        None,
        1200,
        why=say(
            "Verbatim could not save to {path}: the disk is full. Free some space; "
            "Verbatim keeps the text and will try again.",
            path="/data/verbatim.db",
        ),
    )
    assert english.startswith("Not saved yet: 1,200 words of an answer. Verbatim could")
    one = say_n("%n change(s) waiting to sync", None, 1)
    assert one == "1 change waiting to sync"
    summary = say(
        "Sent {sent} and {deletes} in {files} ({size}); received {received} from {incoming}.",
        sent=say_n("%n message(s)", None, 1),
        deletes=say_n("%n delete(s)", None, 0),
        files=say_n("%n file(s)", None, 2),
        size=say_n("%n byte(s)", None, 2048),
        received=say_n("%n message(s)", None, 3),
        incoming=say_n("%n file(s)", None, 1),
    )
    assert summary == (
        "Sent 1 message and 0 deletes in 2 files (2,048 bytes); received 3 messages from 1 file."
    )
    assert translated(english) == english  # English is the source: untouched
    install_translations(qapp, "de")
    try:
        assert translated(english) == (
            "Noch nicht gespeichert: 1200 Wörter einer Antwort. Verbatim konnte nicht "
            "in /data/verbatim.db speichern: Der Datenträger ist voll. Schaffen Sie Platz; "
            "Verbatim behält den Text und versucht es erneut."
        )
        assert translated(one) == "1 Änderung wartet auf den Abgleich"
        assert translated(summary) == (
            "1 Nachricht und 0 Löschungen in 2 Dateien (2048 Bytes) gesendet; "
            "3 Nachrichten aus 1 Datei empfangen."
        )
        assert translated("This conversation was deleted.") == "Diese Unterhaltung wurde gelöscht."
        assert translated("words from a server") == "words from a server"
    finally:
        install_translations(qapp, "system")


@pytest.mark.parametrize("language", ["en", "de", "fr", "es", "zh_CN"])
def test_every_dialog_fits_800_by_600_in_every_language(harness: Harness, language: str) -> None:
    """Issue 25: in German, Settings was 857 px wide and "Alle ex…tieren…"
    was cut. Each dialog at its own smallest size fits an 800x600 screen,
    and nothing in it, or in the window at 800x600, is cut."""
    from desktop.ui.dialogs.about import AboutDialog
    from desktop.ui.sidebar.rename_dialog import RenameDialog

    paths = resolve_paths(harness.data).ensure()
    save_settings(paths.config, Settings(language=language))
    harness.server.script(Reply(tokens=5))
    try:
        window = harness.open()
        window.resize(800, 600)
        type_and_enter(harness, window, "A question with a title long enough to be cut somewhere")
        harness.wait(lambda: idle(window))
        window.open_settings()
        window.header.open_setup()
        cid = window.conversation_id or ""
        dialogs = [
            next(d for d in window.findChildren(SettingsDialog) if d.isVisible()),
            window.header.sheet,
            window.sidebar.ask_rename(cid, "A question"),
            window.sidebar.ask_delete(cid, "A question"),
        ]
        window._on_about()
        dialogs.append(window._about)
        window.open_local_models()
        dialogs.insert(-1, window.local_models_dialog)
        # Issue 27: a project's sheet, the question before deleting it, a document's text.
        project = harness.run(window.session.projects.create("Kitchen renovation"))
        harness.run(window.session.projects.move(cid, project.id))
        dialogs.insert(-1, window.side.edit_project(project.id))
        project = window.session.repo.get_project(project.id)
        assert project is not None
        dialogs.insert(-1, window.sidebar.ask_delete_project(project))
        from desktop.session.files import read_pages
        from desktop.ui.documents.document_view import DocumentViewer

        text = b'{"v":1,"kind":"pdf","unit":"page","pages":["One.","Two."]}'
        dialogs.insert(-1, DocumentViewer("report.pdf", read_pages(text), window))
        assert isinstance(dialogs[2], RenameDialog) and isinstance(dialogs[-1], AboutDialog)
        problems = []
        for dialog in dialogs:
            assert dialog is not None
            smallest = dialog.minimumSizeHint().expandedTo(dialog.minimumSize())
            if smallest.width() > 800 or smallest.height() > 600:
                problems.append(f"{dialog.windowTitle()}: {smallest.width()}x{smallest.height()}")
            dialog.resize(smallest)
            QApplication.processEvents()
            problems += [f"{dialog.windowTitle()}: {c}" for c in _cut_buttons(dialog)]
            tabs = dialog.findChild(QTabWidget)
            for page in range(1, tabs.count() if tabs is not None else 0):
                assert tabs is not None
                tabs.setCurrentIndex(page)  # e.g. Download beside Your models
                QApplication.processEvents()
                problems += [f"{dialog.windowTitle()}: {c}" for c in _cut_buttons(dialog)]
            dialog.close()
        problems += [f"window: {c}" for c in _cut_buttons(window)]
        assert problems == [], problems
    finally:
        install_translations(harness.qapp, "system")  # the other tests read English


@pytest.mark.parametrize("language", ["de", "zh_CN"])
def test_a_conversation_not_yet_titled_is_named_in_the_persons_language(
    harness: Harness, qapp: QApplication, language: str
) -> None:
    """Its title is stored in English ("New conversation", data that sync
    carries); the Chinese window showed it so in the sidebar and the header
    (the window's state machine, after a picture sent alone)."""
    from desktop.store.db import open_store
    from tests.ui.screens import english_left

    repo = open_store(harness.data)
    made = repo.create_conversation(provider="openai", model="verbatim-demo")
    repo.close()
    save_settings(resolve_paths(harness.data).ensure().config, Settings(language=language))
    try:
        window = harness.open()
        sidebar = window.sidebar
        row = sidebar.model.row_of(made.id)
        rect = sidebar.list.visualRect(sidebar.model.index(row))
        harness.qtbot.mouseClick(
            sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
        assert window.conversation_id == made.id
        assert english_left(language) == []
        named = tr("New conversation")
        assert named != "New conversation"
        assert sidebar.model.index(row).data() == named
        assert window.header.title.full_text() == named
    finally:
        install_translations(qapp, "system")  # the other tests read English
