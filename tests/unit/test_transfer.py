"""Export and import through the real command line and real files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.messages import Status
from desktop.store.db import open_store
from desktop.store.errors import StoreError
from desktop.store.transfer import export_json, import_json
from tests.helpers import assistant, user


def _seed(data: Path) -> str:
    repo = open_store(data)
    c = repo.create_conversation(title="Trip", provider="ollama", model="llama3")
    u = user(repo, c.id, "Plan a trip")
    a = assistant(repo, c.id, "Day 1: ...", u.id, Status.INTERRUPTED)
    repo.set_tip(c.id, a.id)
    repo.close()
    return c.id


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, timeout=60
    )


def test_export_json_has_the_documented_shape(tmp_path: Path) -> None:
    cid = _seed(tmp_path)
    out = _cli("export", "--data-dir", str(tmp_path), "--format", "json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["format"] == "verbatim-export" and data["version"] == 4
    assert data["projects"] == []
    conv = data["conversations"][0]
    assert conv["id"] == cid and conv["provider"] == "ollama" and conv["model"] == "llama3"
    assert len(conv["branch"]) == 2
    keys = {"id", "parent_id", "role", "content", "status", "created_at", "model", "error"}
    assert keys <= set(conv["messages"][1])
    assert conv["messages"][1]["status"] == "interrupted"
    assert "PySide6" not in out.stderr


def test_export_markdown_marks_stopped_answers(tmp_path: Path) -> None:
    _seed(tmp_path)
    target = tmp_path / "out.md"
    out = _cli("export", "--data-dir", str(tmp_path), "--format", "markdown", "-o", str(target))
    assert out.returncode == 0
    text = target.read_text()
    assert "# Trip" in text and "*(stopped)*" in text and "Plan a trip" in text


def test_p2_importing_the_same_export_twice_adds_nothing(tmp_path: Path) -> None:
    _seed(tmp_path / "a")
    exported = tmp_path / "export.json"
    assert _cli("export", "--data-dir", str(tmp_path / "a"), "-o", str(exported)).returncode == 0
    first = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    second = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    assert "Imported 1 conversation and 2 messages" in first.stdout
    assert "Imported 0 conversations and 0 messages" in second.stdout
    repo = open_store(tmp_path / "b")
    original = open_store(tmp_path / "a")
    assert export_json(repo)["conversations"] == export_json(original)["conversations"]
    repo.close()
    original.close()


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "something-else"}', "not a Verbatim export"),
        ('{"format": "verbatim-export", "version": 9, "conversations": []}', "version 9"),
        (
            '{"format": "verbatim-export", "version": 1, "conversations": '
            '[{"id": "c1", "messages": [{"id": "m1", "role": "user", "content": "ok", '
            '"status": "complete"}, {"id": "m2", "role": "robot", "content": "x", '
            '"status": "complete"}]}]}',
            "unknown role",
        ),
    ],
)
def test_malformed_import_is_refused_with_no_partial_write(
    tmp_path: Path, content: str, why: str
) -> None:
    repo = open_store(tmp_path)
    with pytest.raises(StoreError) as info:
        import_json(repo, content)
    assert why in str(info.value) and "Nothing was changed" in str(info.value)
    assert repo.count_conversations() == 0 and repo.count_messages() == 0
    repo.close()


def test_cli_import_of_malformed_file_exits_2_with_message(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    out = _cli("import", "--data-dir", str(tmp_path / "d"), str(bad))
    assert out.returncode == 2
    assert "cannot be imported" in out.stderr


def test_version_flag() -> None:
    out = _cli("--version")
    assert out.returncode == 0 and out.stdout.startswith("verbatim ")
