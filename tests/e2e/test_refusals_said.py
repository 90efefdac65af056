"""Every refusal of the command line says what was refused and why, in
words that are true (issue 37, hole 13), through the real program:

- an export that is only blank space was "a text longer than 51,380,224 bytes";
- `models add` (and `import`) of a folder, a pipe or a device said "There
  is no file";
- `mcp add` on a read-only data folder printed a raw "[Errno 30]";
- "200000 new here" had no thousands separator;
- a file the hub lists at 1 PB showed as "1125899.9 GB".
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.store.db import open_store
from tests.hf_server import Hub, HubFile, serve_hub
from tests.local_model import fetch
from tests.unit.test_store_readonly import _read_only

ROOT = Path(__file__).parents[2]
CLI = [sys.executable, "-m", "desktop"]


def _cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*CLI, *args],
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
    )


def test_an_export_of_blank_space_is_called_blank_space(tmp_path: Path) -> None:
    blank = tmp_path / "blank.json"
    with blank.open("w") as f:  # a Verbatim export's opening brace, then 52 MB of spaces
        f.write("{")
        for _ in range(52):
            f.write(" " * 1_000_000)
    out = _cli("import", "--data-dir", str(tmp_path / "d"), str(blank))
    assert out.returncode == 2
    assert out.stderr == (
        "verbatim: This file cannot be imported: it holds more than 51,380,224 bytes of "
        "blank space in a row. Nothing was changed.\n"
    )


@pytest.fixture
def not_files(tmp_path: Path) -> Iterator[dict[str, Path]]:
    pipe = tmp_path / "model.gguf"
    os.mkfifo(pipe)
    folder = tmp_path / "models"
    folder.mkdir()
    yield {"pipe": pipe, "folder": folder, "device": Path("/dev/null")}


def test_models_add_says_what_a_path_is_instead_of_a_file(
    tmp_path: Path, not_files: dict[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    data = str(tmp_path / "data")
    said = {
        "pipe": "is a pipe, not a regular file.",
        # a folder may be a speech model's: the sentence says what it lacks
        "folder": "is a folder with no model Verbatim can use: give a GGUF file, or the folder "
        "of a faster-whisper (CTranslate2) speech model, with its model.bin and config.json.",
        "device": "is a device, not a regular file.",
    }
    for kind, path in not_files.items():
        assert main(["models", "add", "--data-dir", data, str(path)]) == 2
        got = capsys.readouterr()
        assert got.err == f"verbatim: “{path}” {said[kind]} Nothing was added.\n", kind
    out = _cli("models", "add", "--data-dir", data, str(not_files["pipe"]))
    assert out.returncode == 2
    assert out.stderr == f"verbatim: “{not_files['pipe']}” {said['pipe']} Nothing was added.\n"
    missing = tmp_path / "gone.gguf"
    assert main(["models", "add", "--data-dir", data, str(missing)]) == 2
    assert (
        capsys.readouterr().err
        == f"verbatim: There is no file at “{missing}”. Nothing was added.\n"
    )
    assert main(["import", "--data-dir", data, str(not_files["folder"])]) == 2
    assert capsys.readouterr().err == (
        f"verbatim: “{not_files['folder']}” is a folder, not a file. Nothing was imported.\n"
    )


def test_mcp_add_on_a_read_only_folder_names_the_folder_in_a_sentence(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    os.chmod(data, 0o555)  # for an account other than root; root gets a read-only mount
    try:
        out = subprocess.run(
            _read_only(
                data,
                [*CLI, "mcp", "add", "--data-dir", str(data), "clock", "--", "uvx", "time"],
            ),
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    finally:
        os.chmod(data, 0o755)
    assert out.returncode == 2
    assert "Errno" not in out.stderr and "Traceback" not in out.stderr
    assert out.stderr.startswith(
        "verbatim: The tool servers were not changed: Verbatim cannot write its settings in "
        f"the folder “{data / 'config'}” ("
    ), out.stderr
    assert out.stderr.endswith("). Is it read-only?\n")
    assert list(data.iterdir()) == []


def test_counts_of_projects_are_written_with_thousands_separators(tmp_path: Path) -> None:
    repo = open_store(tmp_path / "a")
    for n in range(1000):
        repo.project_store.create_project(f"Project {n}")
    repo.close()
    exported = tmp_path / "all.json"
    assert _cli("export", "--data-dir", str(tmp_path / "a"), "-o", str(exported)).returncode == 0
    out = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    assert out.returncode == 0, out.stderr
    assert "Projects: 1,000 projects in the file, 1,000 new here." in out.stdout


@pytest.fixture
def petabyte_hub() -> Iterator[Hub]:
    model = fetch()
    served = Hub()
    served.add(
        "big/Huge-GGUF",
        HubFile("huge.Q4_1.gguf", model),
        # listed at 1 PB (2**50 bytes): its header is the real model's, its bytes never sent
        HubFile("huge.Q8_0.gguf", model, size=2**50, header_only=True),
    )
    with serve_hub(served):
        yield served


def test_a_file_listed_at_a_petabyte_is_shown_in_petabytes(
    petabyte_hub: Hub, tmp_path: Path
) -> None:
    env = {"HF_ENDPOINT": petabyte_hub.url}
    listed = _cli("models", "download", "big/Huge-GGUF", "--data-dir", str(tmp_path), env=env)
    assert listed.returncode == 0, listed.stderr
    (line,) = [x for x in listed.stderr.splitlines() if x.startswith("huge.Q8_0.gguf\t")]
    assert line.startswith("huge.Q8_0.gguf\t1.1 PB\tQ8_0\tneeds 1.1 PB\twon't fit"), line
    assert "GB" not in line
