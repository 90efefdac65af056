"""A password or token in a tool server's address (issue 37, hole 9): it
goes to the keyring, never into settings.json, and is never printed or
shown, against a real MCP server on loopback that answers only when the
address carries the secret (and repeats a refused address back)."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest

from desktop.domain.tools import ToolServer
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings
from desktop.session.tool_setup import test_server as try_server
from desktop.tools.host import McpHost
from tests.file_keyring import FileKeyring
from tests.tooling import start_http_tools

ROOT = Path(__file__).parents[2]
SECRET = "s3cret-Pw-41"


@pytest.fixture
def guarded(tmp_path: Path) -> Iterator[str]:
    """The test server, answering only http://me:SECRET@…/mcp?token=SECRET."""
    process, url = start_http_tools(tmp_path / "markers", secret=SECRET)
    try:
        yield url.replace("http://", f"http://me:{SECRET}@") + f"?token={SECRET}"
    finally:
        process.kill()
        process.wait(10)


@pytest.fixture
def file_keyring(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A keyring on this machine (it has none), for this process and its children."""
    before = keyring.get_keyring()  # (read before the variables below choose another)
    path = tmp_path / "keyring.json"
    monkeypatch.setenv("VERBATIM_TEST_KEYRING", str(path))
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "tests.file_keyring.FileKeyring")
    keyring.set_keyring(FileKeyring())
    try:
        yield path
    finally:
        keyring.set_keyring(before)


def _cli(data: Path, *words: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "desktop", "mcp", *words[:1], "--data-dir", str(data), *words[1:]],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def _everything_written(folder: Path) -> str:
    return "".join(p.read_text("utf-8", "replace") for p in folder.rglob("*") if p.is_file())


def _shown(address: str) -> str:
    return address.replace(f"me:{SECRET}", "…").replace(f"token={SECRET}", "…")


async def _tools(host: McpHost) -> list[str]:
    try:
        return sorted(t.tool for t in await host.offered())
    finally:
        await host.aclose()


async def test_a_secret_in_a_tool_servers_address_goes_to_the_keyring_never_the_file_or_screen(
    guarded: str, file_keyring: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    added = _cli(data, "add", "web", "--url", guarded)
    assert added.returncode == 0, added.stderr
    assert added.stdout == f"Added the tool server web: {_shown(guarded)}\n"
    assert added.stderr == ""
    listed = _cli(data, "list")
    assert listed.stdout == f"web\t{_shown(guarded)}\t(asks first)\n" and listed.stderr == ""
    assert SECRET not in _everything_written(data)
    assert FileKeyring().secrets() == {"verbatim-mcp\naddress:web": guarded}
    # the window's tool host finds the whole address in the keyring, and the
    # server, which wants the secret twice, answers
    from desktop.tools.config import address_for

    servers = load_settings(resolve_paths(data).config).tool_servers
    assert [s.url for s in servers] == [_shown(guarded)]
    assert "echo" in await _tools(McpHost(servers, address=address_for))
    removed = _cli(data, "remove", "web")
    assert removed.returncode == 0 and FileKeyring().secrets() == {}


async def test_without_a_keyring_the_secret_is_kept_nowhere_and_the_person_is_told(
    guarded: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    added = _cli(data, "add", "web", "--url", guarded)  # this machine has no keyring
    assert added.returncode == 0, added.stderr
    assert SECRET not in added.stdout + added.stderr + _everything_written(data)
    assert "could not be kept in the keyring" in added.stderr
    assert "VERBATIM_MCP_URL_WEB" in added.stderr
    from desktop.tools.config import address_for

    servers = load_settings(resolve_paths(data).config).tool_servers
    problems: list[str] = []
    host = McpHost(servers, address=address_for, on_problem=lambda _s, m: problems.append(m))
    assert await _tools(host) == []
    assert problems == [
        "The address of the tool server “web” holds a password or token, and it is not in "
        "this computer's keyring. Set the environment variable VERBATIM_MCP_URL_WEB to the "
        "whole address before starting Verbatim, or add the server again."
    ]
    monkeypatch.setenv("VERBATIM_MCP_URL_WEB", guarded)  # as the sentence says
    assert "echo" in await _tools(McpHost(servers, address=address_for))


async def test_a_server_that_repeats_a_refused_address_never_gets_its_secret_shown(
    guarded: str,
) -> None:
    wrong = guarded.replace(SECRET, "Wrong-Secret-77")
    tools, problem = await try_server(ToolServer("web", url=wrong), "")
    assert tools == [] and problem
    assert "Wrong-Secret-77" not in problem and _shown(guarded) in problem


async def test_an_older_settings_file_with_a_secret_in_an_address_is_cleaned_at_start(
    guarded: str, file_keyring: Path, tmp_path: Path
) -> None:
    paths = resolve_paths(tmp_path / "old").ensure()
    older = {"tool_servers": [{"name": "web", "url": guarded}]}
    (paths.config / "settings.json").write_text(json.dumps(older), encoding="utf-8")
    from desktop.session.app_session import AppSession

    session = AppSession.open(
        paths, argparse.Namespace(data_dir=paths.data, provider=None, base_url=None, model=None)
    )
    try:
        assert SECRET not in (paths.config / "settings.json").read_text("utf-8")
        assert FileKeyring().secrets() == {"verbatim-mcp\naddress:web": guarded}
        assert "echo" in [t.tool for t in await session.tools.offered()]
    finally:
        await session.tools.aclose()
        session.store.close()


def test_an_error_that_repeats_the_whole_address_is_said_without_its_secrets() -> None:
    from desktop.tools.config import hide_secrets

    whole = "https://me:pw%2F1234@tools.example/mcp?token=abcd-ef&x=1"
    said = f"Client error '401 Unauthorized' for url '{whole}'; token abcd-ef, user me:pw/1234"
    hidden = hide_secrets(said, whole)
    assert "https://…@tools.example/mcp?…" in hidden
    assert "abcd-ef" not in hidden and "pw/1234" not in hidden and "1234" not in hidden
