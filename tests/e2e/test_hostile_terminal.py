"""Terminal escape codes from outside never reach the person's terminal
(issue 37, hole 7): the real command line, as a program and in-process,
over data holding hostile names: a project and a conversation imported
from an export and synced from another device, an import whose error names
a hostile title, and a Hugging Face-compatible hub on loopback
(tests/hf_server.py) listing a hostile repository and file name.

Before: `projects list` printed the names raw (the window's title changed,
the screen cleared, an OSC 8 link, `\\r` over the line, U+202E); the import
error echoed the title; `models search` printed the repository's name and
`models download` its file's, and stored the model as a file whose name
held ESC."""

from __future__ import annotations

import json
import os
import pty
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.local.library import Library
from desktop.store.db import open_store
from tests.helpers import assistant, user
from tests.hf_server import Hub, HubFile, serve_hub
from tests.local_model import fetch

ROOT = Path(__file__).parents[2]
# The window's title, a cleared screen, an OSC 8 link, the line written
# over, the one-byte CSI, BEL, a bidi override and isolate, a line separator.
HOSTILE = (
    "\x1b]0;pwned\x07\x1b[2J\x1b]8;;http://evil.example/\x1b\\click\x1b]8;;\x1b\\"
    "\rfake\x9b31m\u202eexe.txt\u2066\u2028end"
)
# What a terminal would act on; the tab and the line end are the command line's own.
ACTED_ON = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
SHOWN = "\\x1b]0;pwned\\x07\\x1b[2J"  # how the start of HOSTILE prints


def _cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Its output as the bytes it wrote, decoded: text=True would turn a
    "\r" into a line end and hide it."""
    done = subprocess.run(
        [sys.executable, "-m", "desktop", *args],
        capture_output=True,
        timeout=180,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
    )
    return subprocess.CompletedProcess(
        done.args, done.returncode, done.stdout.decode(), done.stderr.decode()
    )


def _clean(*texts: str) -> None:
    for text in texts:
        assert not ACTED_ON.search(text), ascii(text)


def _seed(data: Path) -> None:
    repo = open_store(data)
    project = repo.project_store.create_project(HOSTILE, "instructions")
    c = repo.create_conversation(title=HOSTILE, project_id=project.id)
    q = user(repo, c.id, "hello")
    repo.set_tip(c.id, assistant(repo, c.id, "hi", q.id).id)
    repo.close()


def test_names_imported_and_synced_print_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _seed(tmp_path / "a")
    exported = tmp_path / "all.json"
    out = _cli("export", "--data-dir", str(tmp_path / "a"), "-o", str(exported))
    assert out.returncode == 0, out.stderr
    assert HOSTILE in json.loads(exported.read_text())["projects"][0]["name"]  # kept as it is

    out = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    assert out.returncode == 0, out.stderr
    _clean(out.stdout, out.stderr)
    listed = _cli("projects", "list", "--data-dir", str(tmp_path / "b"))
    assert listed.returncode == 0, listed.stderr
    _clean(listed.stdout, listed.stderr)
    assert listed.stdout.startswith(SHOWN) and listed.stdout.count("\n") == 1
    assert (
        "\\rfake\\x9b31m\\u202eexe.txt\\u2066\\u2028end\t1 conversation\t0 files" in listed.stdout
    )

    folder = tmp_path / "sync"
    for device in ("a", "c"):
        out = _cli("sync", "--data-dir", str(tmp_path / device), "--folder", str(folder))
        assert out.returncode == 0, out.stderr
        _clean(out.stdout, out.stderr)
    synced = _cli("projects", "list", "--data-dir", str(tmp_path / "c"))
    assert synced.stdout == listed.stdout

    assert main(["projects", "list", "--data-dir", str(tmp_path / "c")]) == 0
    got = capsys.readouterr()
    _clean(got.out, got.err)
    assert got.out == listed.stdout


def test_an_import_error_naming_a_hostile_title_prints_it_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "conversations.json"
    broken.write_text(
        json.dumps([{"id": "c1", "title": HOSTILE, "mapping": {HOSTILE: 5}}]), encoding="utf-8"
    )
    out = _cli("import", "--data-dir", str(tmp_path / "d"), str(broken))
    assert out.returncode == 2
    _clean(out.stdout, out.stderr)
    assert f"(“{SHOWN}" in out.stderr and "Nothing was changed." in out.stderr
    assert main(["import", "--data-dir", str(tmp_path / "d"), str(broken)]) == 2
    got = capsys.readouterr()
    _clean(got.out, got.err)
    assert got.err == out.stderr


MARKDOWN = ("--format", "markdown", "--data-dir")


def test_an_export_to_a_terminal_is_escaped_and_to_a_pipe_is_whole(tmp_path: Path) -> None:
    """The Markdown export holds titles as they are: a file or a pipe gets
    those bytes; a terminal (a real pseudo-terminal here) gets them shown."""
    _seed(tmp_path / "a")
    piped = _cli("export", *MARKDOWN, str(tmp_path / "a"))
    assert piped.returncode == 0 and HOSTILE in piped.stdout
    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "desktop", "export", *MARKDOWN, str(tmp_path / "a")],
            stdout=follower,
            stderr=subprocess.PIPE,
            timeout=120,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        os.close(follower)
        seen = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # EIO: the writer has gone
                break
            if not chunk:
                break
            seen += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0, done.stderr
    text = seen.decode("utf-8").replace("\r\n", "\n")  # the terminal's own line ends
    _clean(text)
    assert SHOWN in text and "\n" in text


# ---------------------------------------------------------------- the hub
EVIL_REPO = "evil/\x1b]0;t\x07Repo\u202e-GGUF"
CLEAN_REPO = "evil/Evil-GGUF"
EVIL_FILE = "\x1b]0;pwned\x07ev\x1b[2Jil\u202e\r.Q4_1.gguf"


@pytest.fixture
def hostile_hub(tmp_path: Path) -> Iterator[Hub]:
    model = fetch()
    served = Hub()
    served.add(EVIL_REPO, HubFile("x.Q4_1.gguf", model), downloads=7)
    served.add(CLEAN_REPO, HubFile(EVIL_FILE, model), downloads=3)
    with serve_hub(served):
        yield served


def test_hub_names_print_escaped_and_no_model_is_stored_under_one(
    hostile_hub: Hub,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    env = {"HF_ENDPOINT": hostile_hub.url}
    found = _cli("models", "search", "evil", env=env)
    assert found.returncode == 0, found.stderr
    _clean(found.stdout, found.stderr)
    assert found.stdout.splitlines() == [
        "evil/\\x1b]0;t\\x07Repo\\u202e-GGUF\t7 downloads",
        f"{CLEAN_REPO}\t3 downloads",
    ]
    monkeypatch.setenv("HF_ENDPOINT", hostile_hub.url)
    assert main(["models", "search", "evil"]) == 0
    got = capsys.readouterr()
    assert (got.out, got.err) == (found.stdout, "")

    data = tmp_path / "data"
    done = _cli("models", "download", CLEAN_REPO, "--data-dir", str(data), env=env)
    assert done.returncode == 0, done.stderr
    _clean(done.stdout, done.stderr)
    assert "\\x1b]0;pwned\\x07ev\\x1b[2Jil\\u202e\\r.Q4_1.gguf\t98.4 MB\tQ4_1" in done.stderr
    assert "\\x1b]0;pwned\\x07ev\\x1b[2Jil\\u202e\\r.Q4_1.gguf: 100% of 98.4 MB" in done.stderr
    (model,) = Library(data).models()
    stored = [p.name for p in (data / "models").iterdir()]
    _clean(model.name, model.path, *stored)
    assert done.stdout.splitlines()[-1] == model.name == "0-pwned-ev-2Jil-.Q4_1"
    assert Path(model.path).name == "0-pwned-ev-2Jil-.Q4_1.gguf"
    listed = _cli("models", "list", "--data-dir", str(data))
    _clean(listed.stdout, listed.stderr)
    assert listed.stdout.startswith(f"{model.name}\t98.4 MB\tQ4_1\tcontext ")


def test_the_window_logging_to_the_terminal_escapes_what_it_logs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Where the logs folder cannot be made, the window logs to the
    terminal; its lines name conversations and what servers said."""
    import logging

    from desktop.app import setup_logging
    from desktop.session.paths import AppPaths

    (tmp_path / "logs").write_text("a file where the folder would be")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        setup_logging(AppPaths(data=tmp_path, config=tmp_path, logs=tmp_path / "logs"))
        logging.getLogger("verbatim.test").warning("renamed %s", HOSTILE)
    finally:
        for handler in [h for h in root.handlers if h not in before]:
            root.removeHandler(handler)
    got = capsys.readouterr()
    _clean(got.err)
    assert "logging to the terminal" in got.err and f"renamed {SHOWN}" in got.err
