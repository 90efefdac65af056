"""Sync through a real WebDAV server (wsgidav on loopback), and through the
command line as a person runs it (issue 17)."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.sync.segment import SyncError
from desktop.sync.sequence import run_round
from desktop.sync.transport import WebDavTransport
from tests.e2e.raw_server import RawServer, response_head
from tests.sync_devices import Device
from tests.tooling import start_webdav

ROOT = Path(__file__).parents[2]


@pytest.fixture
def webdav(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    served = tmp_path / "served"
    served.mkdir()
    process, url = start_webdav(served)
    yield url, served
    process.kill()
    process.wait(10)


def test_two_devices_converge_through_webdav(tmp_path: Path, webdav: tuple[str, Path]) -> None:
    url, served = webdav
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    dav_a, dav_b = WebDavTransport(url), WebDavTransport(url)
    try:
        cid = a.repo.create_conversation(title="over WebDAV").id
        a.ask(cid, "question", "answer ünïcode 東京")
        assert run_round(a.repo, dav_a, "pass phrase").sent_files == 1
        files = list(served.rglob("*"))
        assert any(f.suffix == ".vseg" for f in files)
        assert not any(f.name.endswith(".tmp") for f in files)  # uploaded, then moved
        assert all(b"answer" not in f.read_bytes() for f in files if f.is_file())
        assert run_round(b.repo, dav_b, "pass phrase").received_messages == 2
        b.repo.rename_conversation(cid, "renamed on b")
        run_round(b.repo, dav_b, "pass phrase")
        run_round(a.repo, dav_a, "pass phrase")
        assert a.export() == b.export()
        assert a.repo.get_conversation(cid).title == "renamed on b"  # type: ignore[union-attr]
    finally:
        dav_a.close()
        dav_b.close()
        a.close()
        b.close()


def _cli(
    data: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", "sync", "--data-dir", str(data), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
        cwd=ROOT,
    )


def test_the_command_line_syncs_and_remembers_the_target(
    tmp_path: Path, webdav: tuple[str, Path]
) -> None:
    url, _served = webdav
    a = Device(tmp_path / "a")
    cid = a.repo.create_conversation(title="from the command line").id
    a.ask(cid, "q", "a")
    a.close()
    secret = {"SYNC_PASS": "correct horse battery"}
    first = _cli(tmp_path / "a", "--webdav", url, "--passphrase-env", "SYNC_PASS", env=secret)
    assert first.returncode == 0, first.stderr
    assert f"Synced with {url}. Sent 2 messages" in first.stdout
    again = _cli(tmp_path / "a", "--passphrase-env", "SYNC_PASS", env=secret)  # remembered
    assert again.returncode == 0 and "Sent 0 messages" in again.stdout
    wrong = _cli(tmp_path / "b", "--webdav", url, "--passphrase-env", "SYNC_PASS",
                 env={"SYNC_PASS": "wrong"})  # fmt: skip
    assert wrong.returncode == 2 and "passphrase does not open" in wrong.stderr
    b = Device(tmp_path / "b")
    assert b.repo.list_conversations() == []  # nothing changed
    b.close()
    right = _cli(tmp_path / "b", "--passphrase-env", "SYNC_PASS", env=secret)
    assert right.returncode == 0 and "received 2 messages" in right.stdout
    settings = (tmp_path / "b" / "config" / "settings.json").read_text(encoding="utf-8")
    assert url in settings and "correct horse" not in settings


def _raw(raw_list: list[RawServer], handler) -> RawServer:  # type: ignore[no-untyped-def]
    server = RawServer(handler).start()
    raw_list.append(server)
    return server


@pytest.fixture
def raw() -> Iterator[list[RawServer]]:
    servers: list[RawServer] = []
    yield servers
    for s in servers:
        s.stop()


@pytest.mark.parametrize(
    ("status", "words"),
    [
        (503, "could not list the sync folder: HTTP 503"),
        (507, "out of space (its quota is full)"),
        (401, "refused the user name or password"),
    ],
)
def test_a_failing_server_is_said_plainly_and_nothing_is_marked_sent(
    tmp_path: Path, raw: list[RawServer], status: int, words: str
) -> None:
    async def handler(_request: bytes, writer: asyncio.StreamWriter) -> None:
        writer.write(
            response_head(f"{status} Nope", {"content-length": "0", "connection": "close"})
        )
        await writer.drain()

    server = _raw(raw, handler)
    a = Device(tmp_path / "a")
    cid = a.repo.create_conversation(title="t").id
    a.ask(cid, "q", "kept")
    dav = WebDavTransport(server.url)
    try:
        with pytest.raises(SyncError, match=re.escape(words)):
            run_round(a.repo, dav)
        assert len(a.repo.sync.unsent_message_ids()) == 2  # sent next time, nothing lost
    finally:
        dav.close()
        a.close()


def test_an_upload_cut_midway_leaves_no_change_file_and_is_sent_again(
    tmp_path: Path, raw: list[RawServer], webdav: tuple[str, Path]
) -> None:
    """The connection drops in the middle of the PUT: no file under a
    change file's name, the messages stay unsent, and the next round (to a
    server that works) sends them."""
    real_url, served = webdav

    async def handler(request: bytes, writer: asyncio.StreamWriter) -> None:
        # One request per connection, as this hand-written server serves them.
        done = {"content-length": "0", "connection": "close"}
        if request.startswith(b"PROPFIND"):
            writer.write(response_head("404 Not Found", done))
        elif request.startswith(b"MKCOL"):
            writer.write(response_head("201 Created", done))
        else:  # PUT: read a little, then hang up
            writer.transport.abort()
            return
        await writer.drain()

    cut = _raw(raw, handler)
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    cid = a.repo.create_conversation(title="t").id
    a.ask(cid, "q", "survives the cut")
    transports = [WebDavTransport(cut.url), WebDavTransport(real_url)]
    try:
        with pytest.raises(SyncError, match="could not store a change file"):
            run_round(a.repo, transports[0])
        assert len(a.repo.sync.unsent_message_ids()) == 2
        assert run_round(a.repo, transports[1]).sent_messages == 2
        assert run_round(b.repo, transports[1]).received_messages == 2
        assert a.export() == b.export()
        assert not list(served.rglob("*.tmp"))
    finally:
        for t in transports:
            t.close()
        a.close()
        b.close()
