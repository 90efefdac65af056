"""Web search in the window (issue 41), against a SearXNG-compatible server
on loopback serving saved pages (tests/e2e/web_world.py), allowed through
the fetch guard by the tests' exact-endpoint allowance: the globe with no
provider opens Settings → Web search; chosen there, the globe asks the
next question with the web; the model server receives the numbered
passages; the answer shows its sources, and a click on one opens its
address in the browser. Stop during a slow search keeps the question; a
provider that is down is said, and the question is answered without it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QPoint, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from desktop.domain.messages import Role, Status
from desktop.ui.main_window import MainWindow
from desktop.ui.transcript.message_view import MessageWidget
from tests.e2e.web_world import TITLES, WebWorld
from tests.images import picture
from tests.ui.conftest import Harness
from tests.ui.people import click, dialog_button, idle, last, replace_text, type_and_enter
from tests.ui.test_attachments_window import _drop, _files_mime

QUESTION = "How many books does the floating library hold, and when does it open?"


class Browser(QObject):
    """Where Qt hands a web address to open: the browser, for this test."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toString())


@pytest.fixture
def browser() -> Iterator[Browser]:
    seen = Browser()
    QDesktopServices.setUrlHandler("http", seen, "open")  # type: ignore[arg-type]  # the stubs say bytes; Qt takes the name
    yield seen
    QDesktopServices.unsetUrlHandler("http")


@pytest.fixture
def world() -> Iterator[WebWorld]:
    world = WebWorld().start()
    yield world
    world.stop()


def _with_searxng(harness: Harness, world: WebWorld) -> MainWindow:
    """A window whose person chose the SearXNG on loopback in Settings →
    Web search, reached by clicking the globe while no provider was chosen."""
    window = harness.open()
    harness.wait(lambda: not window.tasks.running())
    # The scripted model takes no tools: it gets the search for the question
    # itself (a model that calls tools searches by itself: e2e/test_web_tool.py).
    harness.server.tool_models = set()
    # The tests' servers run on loopback: allowed by exact endpoint.
    window.session.web.allow = {("127.0.0.1", world.port)}
    globe = window.composer.web_button
    assert "No search provider is chosen" in globe.toolTip()
    assert not globe.isChecked()
    click(harness, globe)
    dialog = window.settings_dialog
    harness.wait(dialog.isVisible)
    assert dialog.tabs.currentWidget() is dialog.web
    click(harness, dialog.web.searxng)
    replace_text(harness, dialog.web.address, f"{world.url}/searxng")
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    harness.wait(lambda: not dialog.isVisible())
    assert window.settings.web_search == "searxng"
    assert "Click to search the web" in globe.toolTip()
    return window


def _answer_widget(window: MainWindow) -> MessageWidget:
    widget = window.transcript.widget_for(last(window).id)
    assert isinstance(widget, MessageWidget)
    return widget


def test_a_question_with_the_globe_on_is_answered_from_the_pages_and_shows_them(
    harness: Harness, world: WebWorld, browser: Browser
) -> None:
    window = _with_searxng(harness, world)
    click(harness, window.composer.web_button)
    assert window.composer.web_button.isChecked() and window.state.web
    type_and_enter(harness, window, QUESTION)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)

    assert world.queries == [QUESTION]
    sent = harness.server.chat_requests()[-1].messages[-1]["content"]
    news = world.page_url("news")
    assert f"[1] {TITLES['news'].split(' | ')[0]}\n<{news}>\n" in sent
    assert "4,312 books" in sent and sent.endswith(QUESTION)
    # Said once: where the question went.
    told = [n.text for n in window.state.notices]
    assert any(f"goes to the SearXNG instance at {world.url}/searxng" in t for t in told)
    # The globe was for that question: off again for the next.
    assert not window.composer.web_button.isChecked() and not window.state.web

    # The sources come with the answer's final state, drawn a moment after
    # the store has it (a busy machine showed the row still hidden).
    def shown_sources() -> bool:
        buttons = _answer_widget(window).sources.web_buttons
        return bool(buttons) and buttons[0].isVisible()

    harness.wait(shown_sources)
    buttons = _answer_widget(window).sources.web_buttons
    assert buttons[0].text().startswith("[1] Harbour town opens a floating library")
    assert "127.0.0.1" in buttons[0].text()
    click(harness, buttons[0])
    assert browser.opened == [news]


def test_stop_during_a_slow_search_keeps_the_question(harness: Harness, world: WebWorld) -> None:
    window = _with_searxng(harness, world)
    world.search_delay = 30.0  # the provider takes its time
    click(harness, window.composer.web_button)
    type_and_enter(harness, window, QUESTION)
    answer = last(window)
    harness.wait(lambda: window.model.preparing_of(answer.id) == "Searching the web…")
    window.composer.editor.setFocus()
    harness.qtbot.keyClick(window.composer.editor, Qt.Key.Key_Escape)
    harness.wait(lambda: idle(window) and last(window).status is Status.INTERRUPTED)
    rows = window.model.rowCount()
    question = window.model.message_at(rows - 2)
    assert question.role is Role.USER and question.content == QUESTION
    stored = window.session.repo.get_message(question.id)
    assert stored is not None and stored.content == QUESTION
    # The model was asked nothing but the request offering tools it refused.
    assert ["tools" in r.body for r in harness.server.chat_requests()] == [True]


def test_a_provider_that_is_down_is_said_and_the_question_answered_without_it(
    harness: Harness, world: WebWorld
) -> None:
    window = _with_searxng(harness, world)
    world.status = 503
    click(harness, window.composer.web_button)
    type_and_enter(harness, window, QUESTION)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    told = [n.text for n in window.state.notices]
    assert any(
        "answered 503 instead of results. This answer was written without search." in t
        for t in told
    ), told
    sent = harness.server.chat_requests()[-1].messages[-1]["content"]
    assert sent == QUESTION  # asked without search
    assert not _answer_widget(window).sources.web_buttons


def test_an_answer_with_web_sources_fits_a_small_window(harness: Harness, world: WebWorld) -> None:
    """At 800x600 the reading column with an answer's web sources stays in
    the transcript's view: nothing in it (the answer's speed line under it
    included) reaches under the scroll bar or past the edge. The question's
    bubble held the column wider than the view (its longest line was its
    minimum width), so the right edge of every message was cut."""
    window = _with_searxng(harness, world)
    click(harness, window.composer.web_button)
    type_and_enter(harness, window, QUESTION)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    answer = _answer_widget(window)
    harness.wait(answer.sources.isVisible)
    wide = answer.width()
    bubble = window.transcript.widgets[-2].card  # the question's: its longest line wide
    roomy = bubble.width()
    window.resize(800, 600)
    # Laid out again at the new size: the answer's column is narrower.
    harness.wait(lambda: window.width() == 800 and answer.width() < wide)
    window.transcript.scroll_to_latest()
    assert _past_the_edge(window.transcript.viewport()) == []
    assert bubble.width() < roomy  # its words wrap instead


def _past_the_edge(viewport: QWidget) -> list[str]:
    """The visible widgets in the transcript whose right edge is past its
    viewport's, by name and class."""
    out = []
    for child in viewport.findChildren(QWidget):
        if not child.isVisible() or child.width() == 0:
            continue
        right = child.mapTo(viewport, QPoint(child.width(), 0)).x()
        if right > viewport.width():
            out.append(f"{type(child).__name__} {child.objectName()} ends at {right}")
    return out


def test_a_sentence_about_what_was_just_done_shows_over_an_older_one(
    harness: Harness, world: WebWorld, tmp_path: Path
) -> None:
    """The banner shows the newest notice: after a search, the conversation's
    "your question goes to …" held it, and a window's sentence about what
    the person just did (a damaged file dropped; the microphone pressed with
    none plugged in) showed nowhere they could see. Closing the newer
    sentence shows the older one again. (The file, not the microphone: a
    microphone pressed with no sound system leaves Qt's audio without one
    for the rest of the test process, and the voice tests after it hang.)"""
    window = _with_searxng(harness, world)
    click(harness, window.composer.web_button)
    type_and_enter(harness, window, QUESTION)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    banner = window.banner
    where = f"goes to the SearXNG instance at {world.url}/searxng"
    harness.wait(lambda: banner.isVisible() and where in banner.label.text())
    broken = tmp_path / "broken.png"
    broken.write_bytes(picture("PNG", (300, 300))[:500])
    _drop(window, window.composer.editor, _files_mime(broken))
    harness.wait(lambda: "broken.png" in banner.label.text())
    click(harness, banner.close_button)
    harness.wait(lambda: banner.isVisible() and where in banner.label.text())
