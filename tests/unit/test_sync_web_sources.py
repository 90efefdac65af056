"""An answer's web sources through sync (issue 41): two devices, each a
real store in a data folder of its own, and a real shared folder between
them, as tests/unit/test_sync.py has. The sources are made as a search's
are (engine/web.py), so they carry titles, addresses, passages and the
time each page was fetched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain.messages import Message, Role, Source, Status, new_id
from desktop.domain.pages import decode
from desktop.domain.web import WebPage
from desktop.engine.web import web_sources
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from desktop.web.extract import main_text
from desktop.web.fetch import Page, PageKind
from desktop.web.link import link_file
from tests.helpers import present
from tests.sync_devices import Device

QUESTION = "How many books does the floating library hold, and when does it open?"
PAGES = [
    WebPage(
        "Harbour town opens a floating library",
        "https://news.example/harbour/floating-library",
        "2026-11-20T09:15:02+00:00",
        "The floating library holds 4,312 books and opens on 14 March. "
        "It is moored beside the old ferry pier, and reading is free for everyone.",
    ),
    WebPage(
        "Floating library — Wikipedia",
        "https://wiki.example/wiki/Floating_library?lang=en&section=2",
        "2026-11-20T09:15:03+00:00",
        "A floating library is a library on a boat. The one in the harbour town "
        "holds more than four thousand books; 日本語の本も少しあります。",
    ),
]

Two = tuple[Device, Device, FolderTransport]


@pytest.fixture
def two(tmp_path: Path) -> Iterator[Two]:
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    (tmp_path / "shared").mkdir()
    yield a, b, FolderTransport(tmp_path / "shared")
    a.close()
    b.close()


def _answer_with_sources(device: Device, cid: str, sources: tuple[Source, ...]) -> Message:
    """The question and its answer, kept as the engine keeps a searched one."""
    conv = present(device.repo.get_conversation(cid))
    q = device.repo.add_message(Message(new_id(), cid, Role.USER, QUESTION, parent_id=conv.tip_id))
    a = device.repo.add_message(
        Message(
            new_id(),
            cid,
            Role.ASSISTANT,
            "It holds 4,312 books and opens on 14 March [1].",
            parent_id=q.id,
            status=Status.COMPLETE,
            sources=sources,
        )
    )
    device.repo.set_tip(cid, a.id)
    return a


def test_an_answers_web_sources_reach_the_other_device_whole(two: Two) -> None:
    a, b, folder = two
    sources = web_sources(PAGES, QUESTION)
    assert {s.address for s in sources} == {p.address for p in PAGES}
    cid = a.repo.create_conversation(title="The floating library").id
    answer = _answer_with_sources(a, cid, sources)

    run_round(a.repo, folder)
    assert run_round(b.repo, folder).received_messages == 2
    there = present(b.repo.get_message(answer.id))
    assert there.sources == sources
    pages = {p.address: p for p in PAGES}  # each address exactly, its query too
    for got in there.sources:
        page = pages[got.address]
        assert (got.name, got.fetched) == (page.title, page.fetched)
        assert got.passage and got.passage in page.text
    assert b.export() == a.export()


def test_a_page_attached_by_its_link_arrives_with_its_address(two: Two) -> None:
    """A link attached as a source: the page as fetched and its text (one
    page with its address and the time fetched) reach the other device, and
    so does the answer's source citing it."""
    a, b, folder = two
    html = (
        "<html><head><title>Ferry timetable</title></head><body><nav>Home · News</nav>"
        "<article><h1>Ferry timetable</h1><p>The ferry to the floating library leaves "
        "every 40 minutes from the old pier, from 7 in the morning.</p></article></body></html>"
    )
    page = Page("https://ferry.example/timetable", PageKind.HTML, html.encode())
    fetched = "2026-11-20T09:16:00+00:00"
    file = link_file(page, main_text(page), fetched)
    link = file.attachment
    cid = a.repo.create_conversation(title="Ferry").id
    q = a.repo.add_message(
        Message(new_id(), cid, Role.USER, "How often?", attachments=(link,)), file.blobs
    )
    source = Source(link.name, link.sent_sha256, 1, "every 40 minutes", page.address, fetched)
    answer = a.repo.add_message(
        Message(
            new_id(),
            cid,
            Role.ASSISTANT,
            "Every 40 minutes [1].",
            parent_id=q.id,
            status=Status.COMPLETE,
            sources=(source,),
        )
    )
    a.repo.set_tip(cid, answer.id)

    run_round(a.repo, folder)
    run_round(b.repo, folder)
    assert present(b.repo.get_message(answer.id)).sources == (source,)
    assert present(b.repo.get_message(q.id)).attachments == (link,)
    blobs = b.repo.blobs([link.sha256, link.sent_sha256])
    assert blobs == file.blobs
    text = decode(blobs[link.sent_sha256])
    assert (text.address, text.fetched) == (page.address, fetched)
    assert "every 40 minutes" in text.pages[0]
    assert b.export() == a.export()
