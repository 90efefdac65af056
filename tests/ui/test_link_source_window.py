"""A link as a source (issue 41), in the real window against the saved
pages served on loopback (tests/e2e/web_world.py), allowed through the
fetch guard by the tests' exact-endpoint allowance: a web address pasted
in the message stays text and its page is offered; attached, the page is
read as a search reads one and shown as a tile like a document's (title,
words); sent, its passages reach the model with the address, and the
answer's source is the page, which opens in the browser. A link dropped
from a browser is offered the same way; one the guard refuses is said."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QMimeData, QObject, QPointF, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from desktop.domain.messages import Role, Status
from desktop.ui.main_window import MainWindow
from desktop.ui.transcript.message_view import MessageWidget
from tests.e2e.web_world import WebWorld
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter

QUESTION = "How many books does it hold?"
NEWS = "Harbour town opens a floating library"


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


def _window(harness: Harness, world: WebWorld, *, allowed: bool = True) -> MainWindow:
    window = harness.open()
    harness.wait(lambda: not window.tasks.running())
    if allowed:  # the tests' servers run on loopback: allowed by exact endpoint
        window.session.web.allow = {("127.0.0.1", world.port)}
    return window


def _paste(harness: Harness, window: MainWindow, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    window.composer.editor.setFocus()
    harness.qtbot.keyClick(
        window.composer.editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier
    )


def _drop(widget: QWidget, mime: QMimeData) -> None:
    """What the OS delivers when a person drops something on `widget`."""
    at = QPointF(widget.rect().center())
    actions = Qt.DropAction.CopyAction
    press = (Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    try:
        enter = QDragEnterEvent(at, actions, mime, *press)  # type: ignore[call-overload,unused-ignore]
    except TypeError:  # PySide6 6.11 takes only a QPoint here; 6.12 deprecates that
        enter = QDragEnterEvent(at.toPoint(), actions, mime, *press)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted(), "the window refused the drag"
    QApplication.sendEvent(widget, QDropEvent(at, actions, mime, *press))


def _offered(harness: Harness, window: MainWindow) -> None:
    banner = window.notifier.banner
    harness.wait(lambda: banner.isVisible() and banner.button.isVisible())
    assert banner.label.text() == "Attach the page at 127.0.0.1 as a source?"
    assert banner.button.text() == "Attach page"


def test_a_pasted_link_is_attached_as_a_page_and_answered_from_with_its_address(
    harness: Harness, world: WebWorld, browser: Browser
) -> None:
    window = _window(harness, world)
    news = world.page_url("news")
    _paste(harness, window, news)
    assert window.composer.text() == news  # the address stays text
    _offered(harness, window)
    assert world.fetched() == []  # nothing fetched before the person says so
    click(harness, window.notifier.banner.button)
    harness.wait(lambda: len(window.composer.pending) == 1)
    assert world.fetched() == ["news"]
    tile = next(iter(window.composer.tiles.values()))
    assert tile.attachment.name == NEWS and tile.attachment.is_document
    harness.wait(tile.isVisible)
    words = tile.attachment.words
    assert words > 100 and f"{NEWS} · 4 KB<br>{words} words" in tile.toolTip()

    window.composer.editor.clear()
    type_and_enter(harness, window, QUESTION)
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    sent = str(harness.server.chat_requests()[-1].messages[-1]["content"])
    assert f'<document name="{NEWS}" address="{news}"' in sent
    assert "4,312 books" in sent and "Accept all" not in sent  # the main text, no banner

    question = window.model.message_at(window.model.rowCount() - 2)
    assert question.role is Role.USER and [a.name for a in question.attachments] == [NEWS]
    answer = last(window)
    assert answer.sources and {s.address for s in answer.sources} == {news}
    assert all(s.fetched.endswith("+00:00") for s in answer.sources)
    widget = window.transcript.widget_for(answer.id)
    assert isinstance(widget, MessageWidget)
    (button,) = widget.sources.web_buttons
    harness.wait(button.isVisible)
    assert NEWS in button.text() and "127.0.0.1" in button.text()
    click(harness, button)
    assert browser.opened == [news]

    # Kept with the question: the conversation opened again has the page.
    cid = window.conversation_id
    harness.close(window)
    again = harness.open()
    harness.wait(lambda: again.conversation_id == cid and again.model.rowCount() == 2)
    kept = again.model.message_at(0)
    assert [a.name for a in kept.attachments] == [NEWS]


def test_a_link_dropped_from_a_browser_is_offered(harness: Harness, world: WebWorld) -> None:
    window = _window(harness, world)
    mime = QMimeData()
    mime.setUrls([QUrl(world.page_url("wiki"))])
    mime.setText(world.page_url("wiki"))
    _drop(window.composer.editor.viewport(), mime)
    _offered(harness, window)
    click(harness, window.notifier.banner.button)
    harness.wait(lambda: len(window.composer.pending) == 1)
    assert window.composer.pending[0].attachment.name == "Kestrel Point Lighthouse"


def test_a_link_the_guard_refuses_is_said_and_nothing_is_attached(
    harness: Harness, world: WebWorld
) -> None:
    window = _window(harness, world, allowed=False)
    _paste(harness, window, world.page_url("news"))
    _offered(harness, window)
    click(harness, window.notifier.banner.button)
    banner = window.notifier.banner
    harness.wait(lambda: banner.isVisible() and "does not fetch" in banner.label.text())
    assert banner.label.text() == (
        f"Verbatim does not fetch {world.page_url('news')}: it is this computer itself"
        " (a loopback address)."
    )
    assert window.composer.pending == [] and world.fetched() == []
