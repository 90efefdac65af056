"""A delete covers what its device had seen (issue 36), with real
processes: each device a data folder of its own, each round the command
line's `verbatim sync` in a process of its own, through a real folder and
once through a real WebDAV server (wsgidav on loopback). The words a person
read on one computer survive a delete made on another that never saw them."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.sync_devices import Device
from tests.tooling import start_webdav

ROOT = Path(__file__).parents[2]
PASS = {"SYNC_PASS": "laptop and desktop"}


def _sync(data: Path, *target: str) -> None:
    """One round, as the person runs it: `verbatim sync` in its own process."""
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "sync", "--data-dir", str(data), *target,
         "--passphrase-env", "SYNC_PASS"],
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT), **PASS}, cwd=ROOT,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def _contents(data: Path, cid: str) -> list[str]:
    d = Device(data)
    try:
        return sorted(m.content for m in d.repo.messages(cid))
    finally:
        d.close()


@pytest.fixture
def webdav(tmp_path: Path) -> Iterator[str]:
    served = tmp_path / "served"
    served.mkdir()
    process, url = start_webdav(served)
    yield url
    process.kill()
    process.wait(10)


@pytest.mark.heavy
@pytest.mark.parametrize("through", ["folder", "webdav"])
def test_the_laptops_follow_up_survives_the_desktops_delete(
    tmp_path: Path, through: str, request: pytest.FixtureRequest
) -> None:
    """The laptop asks a follow-up while the sync folder cannot be reached;
    the desktop, holding only the first exchange, deletes the conversation;
    both sync. The follow-up and its answer are on both, with the exchange
    above them; a second delete, having seen everything, takes it all."""
    if through == "folder":
        (tmp_path / "shared").mkdir()
        target = ("--folder", str(tmp_path / "shared"))
    else:
        target = ("--webdav", request.getfixturevalue("webdav"))
    desktop_dir, laptop_dir = tmp_path / "desktop", tmp_path / "laptop"
    desktop = Device(desktop_dir)
    cid = desktop.repo.create_conversation(title="Trip").id
    desktop.ask(cid, "first question", "first answer")
    desktop.close()
    _sync(desktop_dir, *target)
    _sync(laptop_dir, *target)
    assert _contents(laptop_dir, cid) == ["first answer", "first question"]

    laptop = Device(laptop_dir)  # offline: a train, an unplugged drive
    laptop.ask(cid, "follow-up asked on the train", "the answer the person read")
    laptop.close()
    desktop = Device(desktop_dir)
    desktop.repo.delete_conversation(cid)
    desktop.close()

    _sync(desktop_dir, *target)
    _sync(laptop_dir, *target)
    _sync(desktop_dir, *target)
    whole = sorted(
        ["first question", "first answer", "follow-up asked on the train",
         "the answer the person read"]
    )  # fmt: skip
    assert _contents(laptop_dir, cid) == whole
    assert _contents(desktop_dir, cid) == whole
    for data in (desktop_dir, laptop_dir):
        d = Device(data)
        try:  # kept after a delete elsewhere: the window says so at its top
            assert d.repo.sync.tombstone_stamp(cid) is not None
        finally:
            d.close()

    desktop = Device(desktop_dir)  # "Delete it here too": it saw everything now
    desktop.repo.delete_conversation(cid)
    desktop.close()
    _sync(desktop_dir, *target)
    _sync(laptop_dir, *target)
    assert _contents(laptop_dir, cid) == [] and _contents(desktop_dir, cid) == []


@pytest.mark.heavy
def test_two_devices_delete_at_once_and_the_third_adds(tmp_path: Path) -> None:
    """Two computers delete the same conversation while a third adds to it
    offline: the third's words survive on all three, with the exchange they
    need; what the two deleting devices wrote themselves goes with their
    deletes."""
    (tmp_path / "shared").mkdir()
    target = ("--folder", str(tmp_path / "shared"))
    a_dir, b_dir, c_dir = tmp_path / "a", tmp_path / "b", tmp_path / "c"
    a = Device(a_dir)
    cid = a.repo.create_conversation(title="Shared").id
    a.ask(cid, "q1", "a1")
    a.close()
    for data in (a_dir, b_dir, c_dir):
        _sync(data, *target)
    b = Device(b_dir)
    b.ask(cid, "b's question", "b's answer")
    b.close()
    _sync(b_dir, *target)
    for data in (b_dir, a_dir):  # b saw its own words, a did not
        d = Device(data)
        d.repo.delete_conversation(cid)
        d.close()
    c = Device(c_dir)
    c.ask(cid, "c's question, offline", "c's answer")
    c.close()
    for data in (a_dir, b_dir, c_dir, a_dir, b_dir, c_dir):
        _sync(data, *target)
    expected = sorted(["q1", "a1", "c's question, offline", "c's answer"])
    assert [_contents(d, cid) for d in (a_dir, b_dir, c_dir)] == [expected] * 3
