"""What the window says and how its controls look, as a person reads them
(issue 35, defects 9 and 10): controls that can do nothing look it, counts
read as numbers of things, times as a person reads them, and what was
written is said with where it went."""

from __future__ import annotations

import contextlib
import math
import re
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QSplitter, QWidget
from pytestqt.exceptions import TimeoutError as WaitTimeout

from desktop.devserver import Reply
from desktop.domain.messages import Message, Role, Status, Usage, new_id
from desktop.session.paths import resolve_paths
from desktop.session.settings import Settings, save_settings
from desktop.ui.design import FONT_DEFAULT, FONT_MAX, SIDEBAR_WIDTH
from desktop.ui.dialogs.sync_page import SyncPage
from desktop.ui.i18n import install_translations
from desktop.ui.local_models.local_models_dialog import LocalModelsDialog
from desktop.ui.main_window import MainWindow
from tests.helpers import of_type
from tests.ui.conftest import Harness
from tests.ui.people import (
    click,
    idle,
    last,
    open_settings_by_click,
    open_sheet,
    type_and_enter,
)
from tests.ui.screens import cut_words

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@pytest.fixture
def no_internet(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Hugging Face at a port held and not listening: refused at once."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{held.getsockname()[1]}")
        yield


def _ink(widget: QWidget) -> QColor:
    """The darkest colour drawn on the widget as it is on screen: its text
    (on the light theme's pale backgrounds)."""
    image = widget.grab().toImage()
    return min(
        (image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width())),
        key=QColor.lightness,
    )


def _looks_disabled(widget: QWidget) -> bool:
    """Greyed out: its words drawn well lighter than the theme's text."""
    palette = QApplication.palette()
    text = palette.color(palette.ColorGroup.Active, palette.ColorRole.WindowText)
    return not widget.isEnabled() and _ink(widget).lightness() > text.lightness() + 60


def test_controls_that_can_do_nothing_are_disabled_and_look_it(
    harness: Harness, no_internet: None
) -> None:
    """Delete preset with no preset chosen, Remove in a library with no
    models, and the sync fields while sync is off were disabled, but drawn
    exactly as when enabled: the stylesheet gave every widget the text
    colour in every state."""
    window = harness.open()
    sheet = open_sheet(harness, window)
    assert sheet.preset.currentText() == "No preset"
    assert _looks_disabled(sheet.delete_preset)
    sheet.reject()

    window.open_local_models()
    library = window.local_models_dialog
    assert isinstance(library, LocalModelsDialog)
    harness.wait(library.isVisible)
    assert not library.rows
    assert _looks_disabled(library.remove_button)
    assert _looks_disabled(library.use_button)
    library.reject()

    dialog = open_settings_by_click(harness, window)
    tabs = dialog.tabs
    index = next(i for i in range(tabs.count()) if isinstance(tabs.widget(i), SyncPage))
    bar = tabs.tabBar()
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    page = of_type(tabs.currentWidget(), SyncPage)
    assert page.off.isChecked()
    page.user.setText("me")  # what a person typed before switching sync off shows greyed
    for field in (page.folder, page.url, page.user, page.test_button):
        assert _looks_disabled(field), field
    dialog.reject()


def test_one_line_of_reasoning_takes_one_line(harness: Harness) -> None:
    """The reasoning box was 70 px tall for one short line; it is as tall as
    its text, up to a limit past which it scrolls."""
    harness.server.script(
        Reply(text="Yes.", reasoning="The question is simple."),
        Reply(text="Done.", reasoning="A long thought. " * 200),
    )
    window = harness.open()
    type_and_enter(harness, window, "Simple?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    widget = window.transcript.widgets[-1]
    click(harness, widget.reasoning_toggle)
    box = widget.reasoning
    harness.wait(box.isVisible)
    line = box.fontMetrics().lineSpacing()
    assert box.toPlainText() == "The question is simple."
    harness.wait(lambda: box.height() < 2 * line + 2 * box.document().documentMargin() + 4)
    assert box.verticalScrollBar().maximum() == 0  # all of it in sight

    type_and_enter(harness, window, "And a long one?")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    widget = window.transcript.widgets[-1]
    click(harness, widget.reasoning_toggle)
    long_box = widget.reasoning
    harness.wait(lambda: long_box.isVisible() and long_box.height() > 10 * line)
    assert long_box.height() <= 220  # past that it scrolls
    assert long_box.verticalScrollBar().maximum() > 0


@pytest.fixture
def far_time_zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[ZoneInfo]:
    """This computer's clock five and a half hours from UTC."""
    monkeypatch.setenv("TZ", "Asia/Kolkata")
    time.tzset()
    yield ZoneInfo("Asia/Kolkata")
    monkeypatch.undo()
    time.tzset()


def test_export_all_says_where_it_wrote_and_reads_as_a_person_writes(
    harness: Harness, tmp_path: Path, far_time_zone: ZoneInfo
) -> None:
    """Export all… confirmed nothing a person could find again; the Markdown
    said "## Assistant (verbatim-demo)" and "2026-11-26T08:33:12.123456+00:00"."""
    harness.server.script(Reply(text="Kept."))
    window = harness.open()
    type_and_enter(harness, window, "A question to keep")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    click(harness, window.sidebar.export_button)
    dialog = window.data_dialog
    assert isinstance(dialog, QFileDialog) and dialog.isVisible()
    target = tmp_path / "all.md"
    dialog.fileSelected.emit(str(target))  # what choosing the file and Save does
    dialog.reject()
    harness.wait(target.exists)
    said = f"Exported 1 conversation to {target}"
    harness.wait(lambda: window.notifier.banner.label.text() == said)
    assert window.notifier.banner.isVisible()

    question, answer = (window.model.message_at(row) for row in range(2))
    text = target.read_text(encoding="utf-8")

    def when(m: Message) -> str:
        local = m.created_at.astimezone(far_time_zone)
        month = MONTHS[local.month - 1]
        return f"{local.day} {month} {local.year} {local:%H:%M}"

    assert f"**You** · {when(question)}\n\nA question to keep\n" in text
    assert f"**verbatim-demo** · {when(answer)}\n\nKept.\n" in text
    assert f"_{when(question)} · verbatim-demo · " in text
    assert "Assistant" not in text and not re.search(r"\d\d:\d\d:\d\d", text)


def test_file_dialogs_open_in_the_persons_folders_and_remember_the_last(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every file dialog opened in the folder Verbatim was started from."""
    home = tmp_path / "home"
    for folder in ("Documents", "Downloads"):
        (home / folder).mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    program = tmp_path / "program"
    program.mkdir()
    monkeypatch.chdir(program)
    papers = tmp_path / "papers"
    papers.mkdir()
    (papers / "notes.txt").write_text("Ship on Friday.\n")

    def opened_in(dialog: QFileDialog | None) -> Path:
        assert isinstance(dialog, QFileDialog) and dialog.isVisible()
        where = Path(dialog.directory().absolutePath())
        dialog.reject()
        return where

    window = harness.open()
    click(harness, window.composer.attach_button)
    dialog = window.file_dialog
    assert isinstance(dialog, QFileDialog)
    assert Path(dialog.directory().absolutePath()) == home / "Documents"
    dialog.selectFile(str(papers / "notes.txt"))  # the person picks a file and opens it
    dialog.accept()
    harness.wait(lambda: len(window.composer.pending) == 1)
    click(harness, window.composer.attach_button)
    assert opened_in(window.file_dialog) == papers  # where the last one came from
    click(harness, window.sidebar.export_button)
    assert opened_in(window.data_dialog) == home / "Documents"
    click(harness, window.sidebar.import_button)
    assert opened_in(window.data_dialog) == home / "Downloads"
    harness.close(window)

    again = harness.open()  # the next start remembers it too
    click(harness, again.composer.attach_button)
    assert opened_in(again.file_dialog) == papers


def test_counts_of_one_read_as_one_thing(harness: Harness, tmp_path: Path) -> None:
    """ "1 tokens", "1 tokens/s", "the 1 oldest messages", "1 part · 1 words"."""
    from desktop.store.db import open_store

    repo = open_store(harness.data)
    kept = repo.create_conversation(provider="OpenAI-compatible", model="verbatim-demo")
    question = repo.add_message(
        Message(id=new_id(), conversation_id=kept.id, role=Role.USER, content="Yes or no?")
    )
    answer = repo.add_message(
        Message(
            id=new_id(),
            conversation_id=kept.id,
            role=Role.ASSISTANT,
            content="Yes",
            parent_id=question.id,
            model="verbatim-demo",
            usage=Usage(prompt_tokens=9, completion_tokens=1, generation_seconds=1.0),
            omitted=1,
        )
    )
    repo.set_tip(kept.id, answer.id)
    repo.close()
    window = harness.open()
    sidebar = window.sidebar
    row = sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(kept.id)))
    harness.qtbot.mouseClick(sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=row.center())
    harness.wait(lambda: window.conversation_id == kept.id and window.model.rowCount() == 2)
    widget = window.transcript.widgets[-1]
    assert widget.meta.full_text() == "1 token · 1 token/s"
    assert "left out the 1 oldest message after your first one" in widget.omitted.text()

    note = tmp_path / "note.md"
    note.write_text("Ship.\n")
    click(harness, window.composer.attach_button)
    dialog = window.file_dialog
    assert isinstance(dialog, QFileDialog)
    dialog.selectFile(str(note))
    dialog.accept()
    harness.wait(lambda: len(window.composer.pending) == 1)
    tile = window.composer.tiles[window.composer.pending[0].attachment.sha256]
    assert tile.text() == "note.md\n1 word"
    assert tile.toolTip() == "<qt>note.md · 6 bytes<br>1 word</qt>"


@pytest.mark.parametrize("language", ["fr", "de", "es"])
def test_sync_now_is_never_cut(
    harness: Harness, qapp: QApplication, tmp_path: Path, language: str
) -> None:
    """French showed "Synchroni…aintenant" beside the sync state in the sidebar."""
    shared = tmp_path / "shared"
    shared.mkdir()
    paths = resolve_paths(harness.data).ensure()
    save_settings(paths.config, Settings(language=language, sync_folder=str(shared)))
    try:
        window = harness.open()
        sidebar = window.sidebar
        harness.wait(lambda: sidebar.sync_row.isVisible() and bool(sidebar.sync_label.text()))
        splitter = window.centralWidget()
        assert isinstance(splitter, QSplitter)
        button = sidebar.sync_button

        def whole() -> bool:  # all its words: the room its style asks for them
            return button.width() >= button.sizeHint().width()

        for width in (0, 260, 320):  # 0: as narrow as the sidebar goes
            splitter.setSizes([width, window.width() - width])

            def settled(wanted: int = width) -> bool:
                return sidebar.width() == max(wanted, sidebar.minimumWidth())

            harness.wait(settled)
            harness.wait(whole)  # once laid out again
            label = sidebar.sync_label  # its words wrap; none of them is cut
            longest = max(map(label.fontMetrics().horizontalAdvance, label.text().split()))
            assert label.width() >= longest, (width, label.text(), label.width())
            right = button.mapTo(sidebar, button.rect().topRight()).x()
            assert right <= sidebar.width()  # inside the sidebar, not under the splitter
    finally:
        install_translations(qapp, "system")  # the other tests read English


def _zoom_in_fully(harness: Harness, window: MainWindow) -> None:
    for _ in range(math.ceil(FONT_MAX - FONT_DEFAULT)):
        harness.qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.settings.font_size == FONT_MAX


def test_the_sidebars_title_is_never_cut(harness: Harness) -> None:
    """Zoomed in, the sidebar dragged as narrow as it goes: its title
    "Verbatim" was cut to 98 px (the state machine's long run), as the
    sidebar's least width was a fixed 200 px whatever its words needed."""
    window = harness.open()
    splitter = window.centralWidget()
    assert isinstance(splitter, QSplitter)
    handle = splitter.handle(1)
    # The person drags the splitter's handle all the way to the left...
    harness.qtbot.mousePress(handle, Qt.MouseButton.LeftButton)
    harness.qtbot.mouseMove(handle, handle.rect().center() - QPoint(window.width(), 0))
    harness.qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton)
    sidebar = window.sidebar
    harness.wait(lambda: sidebar.width() < SIDEBAR_WIDTH)
    # ...then makes the text bigger.
    _zoom_in_fully(harness, window)
    title = next(label for label in sidebar.findChildren(QLabel) if label.text() == "Verbatim")
    with contextlib.suppress(WaitTimeout):  # laid out again: said below if never
        harness.wait(lambda: title.width() >= title.minimumSizeHint().width(), 2_000)
    assert title.width() >= title.minimumSizeHint().width(), (title.width(), sidebar.width())
    assert cut_words(sidebar) == []
    # And as narrow as a window manager lets the window be.
    window.resize(400, window.height())
    harness.wait(lambda: window.width() == window.minimumWidth())
    assert cut_words(sidebar) == []


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_zoomed_in_the_sidebars_buttons_keep_their_words(
    harness: Harness, qapp: QApplication, language: str
) -> None:
    """Import… and Export all… stand one above the other when the sidebar
    has no room for them side by side: zoomed in at the sidebar's usual
    width, they stayed side by side and were cut ("Exportieren…" 184 px
    in 123), as only a resize chose again."""
    save_settings(resolve_paths(harness.data).ensure().config, Settings(language=language))
    try:
        window = harness.open()
        _zoom_in_fully(harness, window)
        sidebar = window.sidebar
        with contextlib.suppress(WaitTimeout):  # laid out again: said below if never
            harness.wait(lambda: cut_words(sidebar) == [], 2_000)
        assert cut_words(sidebar) == []
    finally:
        install_translations(qapp, "system")  # the other tests read English


@pytest.mark.parametrize("language", ["de", "fr"])
def test_the_empty_conversations_hint_wraps_in_its_column(
    harness: Harness, qapp: QApplication, language: str
) -> None:
    """A new conversation's hint ("Ask anything. Enter sends…") kept each
    line whole: zoomed in once in German, it was cut (854 px wide, the
    window's state machine), and then widened the window past the screen."""
    save_settings(resolve_paths(harness.data).ensure().config, Settings(language=language))
    try:
        window = harness.open()
        width = window.width()
        hint = window.transcript.empty
        assert hint.isVisible()
        for _ in range(math.ceil(FONT_MAX - FONT_DEFAULT)):
            harness.qtbot.keyClick(window, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)

            def settled() -> bool:
                return cut_words(window.transcript) == [] and window.width() == width

            with contextlib.suppress(WaitTimeout):  # laid out again: said below if never
                harness.wait(settled, 1_000)
            assert cut_words(window.transcript) == [], window.settings.font_size
            assert window.width() == width, window.settings.font_size
    finally:
        install_translations(qapp, "system")  # the other tests read English


def test_a_model_on_this_computer_says_what_its_context_length_is(harness: Harness) -> None:
    """The setup said "Context length: As the server says" for a model run
    here, where no server says anything: the engine fits it to free memory."""
    from desktop.session.local_models import add_model
    from tests.local_model import fetch

    window = harness.open()  # a server's model: its server says
    sheet = open_sheet(harness, window)
    assert sheet.context.value() == 0 and sheet.context.text() == "As the server says"
    sheet.reject()
    harness.close(window)

    name = add_model(harness.data, fetch()).name
    window = harness.open(provider="local", base_url=None, model=name)
    sheet = open_sheet(harness, window)
    assert sheet.model.currentText() == f"{name}  ·  This computer"
    assert sheet.context.value() == 0
    assert sheet.context.text() == "As much as free memory holds"
    assert "free memory holds" in sheet.context.toolTip()
    sheet.reject()


@pytest.mark.heavy
@pytest.mark.timeout(600)  # a bound against a hang: each wait is for an event
def test_once_the_model_is_loaded_the_answer_says_it_reads_the_question(
    harness: Harness,
) -> None:
    """ "Loading “smollm2” into memory…" stayed on while the engine read the
    prompt, long after the model was loaded."""
    from desktop.local.binary import find_engine
    from desktop.session.local_models import add_model
    from tests.local_model import fetch

    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    name = add_model(harness.data, fetch()).name
    paths = resolve_paths(harness.data).ensure()
    save_settings(paths.config, Settings(temperature=0.0, max_tokens=8))  # a short answer
    window = harness.open(provider="local", base_url=None, model=name)
    badges: list[str] = []

    def badge() -> str:
        widgets = window.transcript.widgets
        shown = widgets[-1].badge.text() if widgets and widgets[-1].badge.isVisible() else ""
        if shown and (not badges or badges[-1] != shown.rsplit(" ", 2)[0]):
            badges.append(shown.rsplit(" ", 2)[0])  # without its "12 s"
        return shown

    # A long question: the engine takes a moment to read it.
    type_and_enter(harness, window, "Summarise this. " + "The river runs to the sea. " * 60)
    # Loading and reading take what the machine takes (minutes at load 10):
    # the waits are for what the person sees, bounded only against a hang.
    harness.wait(lambda: badge().startswith("Reading your question…"), 500_000)
    engine = window.session.providers.local
    assert engine is not None and engine.running is not None  # said once the model is in
    assert engine.running.model.name == name
    reading = len(badges) - 1

    def answered() -> bool:
        badge()
        return idle(window) and last(window).status is Status.COMPLETE

    harness.wait(answered, 500_000)
    assert not [b for b in badges[reading:] if "into memory" in b], badges  # never back
    assert window.transcript.widgets[-1].preparing == ""


def test_this_computer_is_named_in_the_persons_language(
    harness: Harness, qapp: QApplication
) -> None:
    """The provider Verbatim names itself was "This computer" in English in
    every language; it is stored so (the key settings and conversations
    keep) and shown translated, here in a sentence the engine wrote."""
    from desktop.session.local_models import LOCAL_PROVIDER, add_model
    from desktop.store.db import open_store
    from tests.local_model import fetch

    sentence = (
        f"The provider “{LOCAL_PROVIDER}” this conversation used is no longer set up. Pick a "
        "model in the header, then press Retry."
    )
    repo = open_store(harness.data)
    kept = repo.create_conversation(provider=LOCAL_PROVIDER, model="smollm2")
    question = repo.add_message(
        Message(id=new_id(), conversation_id=kept.id, role=Role.USER, content="Hallo?")
    )
    answer = repo.add_message(
        Message(
            id=new_id(),
            conversation_id=kept.id,
            role=Role.ASSISTANT,
            content="",
            parent_id=question.id,
            status=Status.FAILED,
            error=sentence,
        )
    )
    repo.set_tip(kept.id, answer.id)
    repo.close()
    paths = resolve_paths(harness.data).ensure()
    save_settings(paths.config, Settings(language="de"))
    try:
        window = harness.open()
        sidebar = window.sidebar
        row = sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(kept.id)))
        harness.qtbot.mouseClick(
            sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=row.center()
        )
        harness.wait(lambda: window.conversation_id == kept.id and window.model.rowCount() == 2)
        error = window.transcript.widgets[-1].error
        harness.wait(error.isVisible)
        assert error.text().startswith("Der Anbieter „Dieser Computer“, den diese Unterhaltung")
        stored = window.repo.get_conversation(kept.id)
        assert stored is not None and stored.provider == "This computer"  # kept as stored
        harness.close(window)

        name = add_model(harness.data, fetch()).name
        window = harness.open(provider="local", base_url=None, model=name)
        picker = window.model_picker  # once it has asked the library what it holds
        harness.wait(lambda: any(name in picker.itemText(i) for i in range(picker.count())))
        sheet = open_sheet(harness, window)  # the setup's list of models
        entries = [sheet.model.itemText(i) for i in range(sheet.model.count())]
        assert sheet.model.currentText() == "smollm2  ·  Dieser Computer"  # the one reopened
        assert f"{name}  ·  Dieser Computer" in entries
        assert not [e for e in entries if "This computer" in e]
        sheet.reject()
    finally:
        install_translations(qapp, "system")  # the other tests read English
