"""The update notice in the window (issue 42), against a real release feed
on loopback: nothing is asked until the person ticks the box in Settings;
then a quiet line says the newer release is out, its link opens the
release's page in the browser, ✕ closes it, and it is not shown again for
that release, on this start or the next; a later release is shown again."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Qt, QUrl, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox

import desktop
from desktop.session.paths import resolve_paths
from desktop.session.settings import FILE_NAME
from desktop.session.updates import DAY
from desktop.ui.main_window import MainWindow
from tests.e2e.raw_server import RawServer, response_head
from tests.ui.conftest import Harness
from tests.ui.people import click, dialog_button, open_settings_by_click

PAGE = "https://example.org/verbatim/releases/{version}"


def _release(step: int) -> str:
    """The release `step` minor versions from the one running (the feed's
    versions move with each release's number)."""
    major, minor, _ = (int(part) for part in desktop.__version__.split("."))
    return f"{major}.{minor + step}.0"


OLDER, NEXT, LATER = _release(-1), _release(1), _release(2)


class Feed:
    """A release feed served on loopback; its log is every request made."""

    def __init__(self) -> None:
        self.releases = [OLDER, NEXT]
        self.server = RawServer(self._answer).start()

    async def _answer(self, request: bytes, writer: asyncio.StreamWriter) -> None:
        body = json.dumps(
            [{"version": v, "url": PAGE.format(version=v), "notes": "Voice"} for v in self.releases]
        ).encode()
        head = {"Content-Type": "application/json", "Content-Length": str(len(body))}
        writer.write(response_head("200 OK", head) + body)


class Browser(QObject):
    """Where Qt hands a web address to open: the browser, for this test."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toString())


@pytest.fixture
def feed(monkeypatch: pytest.MonkeyPatch) -> Iterator[Feed]:
    served = Feed()
    # As a package built with a feed has it (packaging/build.sh).
    monkeypatch.setenv("VERBATIM_UPDATE_FEED", served.server.url + "/releases.json")
    yield served
    served.server.stop()


@pytest.fixture
def browser() -> Iterator[Browser]:
    seen = Browser()
    QDesktopServices.setUrlHandler("https", seen, "open")  # type: ignore[arg-type]  # the stubs say bytes; Qt takes the name
    yield seen
    QDesktopServices.unsetUrlHandler("https")


def _line(window: MainWindow) -> str:
    line = window.update_line
    return line.label.text() if line.isVisible() else ""


def _started(harness: Harness) -> MainWindow:
    """A window, open and done with what it starts with (the model list, the
    daily backup, the release feed if it reads it)."""
    window = harness.open()
    harness.wait(lambda: not window.tasks.running())
    return window


def _the_box(harness: Harness, window: MainWindow) -> QCheckBox:
    """Settings, "Answers and look": the box that asks for the notice."""
    dialog = open_settings_by_click(harness, window)
    bar = dialog.tabs.tabBar()
    page = next(i for i in range(bar.count()) if bar.tabText(i) == "Answers and look")
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(page).center())
    return next(b for b in dialog.findChildren(QCheckBox) if "new Verbatim" in b.text())


def _a_day_later(harness: Harness) -> None:
    """The last look at the feed, moved a day back: tomorrow, as it were."""
    path = resolve_paths(harness.data).config / FILE_NAME
    data = json.loads(path.read_text())
    data["update_checked_at"] -= DAY + 60
    path.write_text(json.dumps(data))


def test_the_notice_is_asked_for_only_with_consent_shown_once_and_closed_for_good(
    harness: Harness, feed: Feed, browser: Browser
) -> None:
    window = _started(harness)
    assert feed.server.requests == [] and _line(window) == ""  # nobody agreed yet

    box = _the_box(harness, window)
    dialog = window.settings_dialog
    assert box.isEnabled() and not box.isChecked()
    click(harness, box)
    click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
    harness.wait(lambda: _line(window) == f"Verbatim {NEXT} is out:")
    assert len(feed.server.requests) == 1

    click(harness, window.update_line.whats_new)
    harness.wait(lambda: browser.opened == [PAGE.format(version=NEXT)])
    click(harness, window.update_line.close_button)
    assert _line(window) == "" and window.session.settings.update_dismissed == NEXT
    harness.close(window)

    again = _started(harness)  # the same day: the feed is not read, nothing shown
    assert len(feed.server.requests) == 1 and _line(again) == ""
    harness.close(again)

    _a_day_later(harness)
    tomorrow = _started(harness)  # read again; the release closed stays closed
    assert len(feed.server.requests) == 2 and _line(tomorrow) == ""
    harness.close(tomorrow)

    feed.releases.append(LATER)
    _a_day_later(harness)
    later = _started(harness)
    harness.wait(lambda: _line(later) == f"Verbatim {LATER} is out:")
    assert len(feed.server.requests) == 3
    assert not any(LATER in said for said in later.notifier.history)  # a line, not a banner


def test_without_a_feed_the_box_says_so_and_nothing_is_asked(
    harness: Harness, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("VERBATIM_UPDATE_FEED", raising=False)  # a source checkout
    window = _started(harness)
    box = _the_box(harness, window)
    assert not box.isEnabled() and "without a list of releases" in box.toolTip()
    box.window().close()
