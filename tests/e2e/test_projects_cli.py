"""Projects through the real command line (issue 27): `verbatim projects
list`, and export, import, backup and sync each carrying a project whole,
with its instructions, its files and its conversations, to another data
folder."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from desktop.engine.attachments import prepare
from desktop.store.db import open_store
from desktop.store.repository import Repository
from tests import documents
from tests.helpers import assistant, user

INSTRUCTIONS = "Answer as a ship's captain would."


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args], capture_output=True, text=True, timeout=120
    )


def _seed(data: Path) -> tuple[str, str]:
    repo = open_store(data)
    project = repo.project_store.create_project("Voyage", INSTRUCTIONS)
    chart = prepare("chart.pdf", documents.pdf(["The harbour is at 52°N.", "Tides at 6."]))
    repo.project_store.set_project_files(project.id, (chart.attachment,), chart.blobs)
    inside = repo.create_conversation(title="Route", project_id=project.id)
    q = user(repo, inside.id, "Where is the harbour?")
    repo.set_tip(inside.id, assistant(repo, inside.id, "Aye, at 52°N.", q.id).id)
    outside = repo.create_conversation(title="Groceries")
    repo.set_tip(outside.id, user(repo, outside.id, "Milk").id)
    repo.close()
    return project.id, inside.id


def _check(repo: Repository, project_id: str, conversation_id: str) -> None:
    (project,) = repo.projects()
    assert (project.id, project.name, project.instructions) == (project_id, "Voyage", INSTRUCTIONS)
    (chart,) = project.files
    assert chart.name == "chart.pdf" and chart.pages == 2
    assert set(repo.blobs([chart.sha256, chart.sent_sha256])) == {chart.sha256, chart.sent_sha256}
    moved = repo.get_conversation(conversation_id)
    assert moved is not None and moved.project_id == project_id
    assert [c.title for c in repo.list_loose_conversations()] == ["Groceries"]


def test_projects_list_export_import_backup_and_sync_carry_a_project(tmp_path: Path) -> None:
    pid, cid = _seed(tmp_path / "a")
    listed = _cli("projects", "list", "--data-dir", str(tmp_path / "a"))
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout == "Voyage\t1 conversation\t1 file\n"

    exported = tmp_path / "all.json"
    out = _cli("export", "--data-dir", str(tmp_path / "a"), "-o", str(exported))
    assert out.returncode == 0, out.stderr
    data = json.loads(exported.read_text())
    assert data["version"] == 4 and data["projects"][0]["instructions"] == INSTRUCTIONS

    out = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    assert out.returncode == 0, out.stderr
    assert "Projects: 1 project in the file, 1 new here." in out.stdout
    repo = open_store(tmp_path / "b")
    _check(repo, pid, cid)
    repo.close()
    again = _cli("import", "--data-dir", str(tmp_path / "b"), str(exported))
    assert again.returncode == 0, again.stderr
    assert "Imported 0 conversations and 0 messages" in again.stdout
    assert "Projects: 1 project in the file, 0 new here." in again.stdout

    out = _cli("backup", "--data-dir", str(tmp_path / "a"))
    assert out.returncode == 0, out.stderr
    (copy,) = (tmp_path / "a" / "backups").glob("*.db")
    restored = _cli("restore", "--data-dir", str(tmp_path / "r"), str(copy))
    assert restored.returncode == 0, restored.stderr
    repo = open_store(tmp_path / "r")
    _check(repo, pid, cid)
    repo.close()

    folder = tmp_path / "sync"
    for device in ("a", "c", "a", "c"):
        out = _cli("sync", "--data-dir", str(tmp_path / device), "--folder", str(folder))
        assert out.returncode == 0, out.stderr
    listed = _cli("projects", "list", "--data-dir", str(tmp_path / "c"))
    assert listed.stdout == "Voyage\t1 conversation\t1 file\n"
    repo = open_store(tmp_path / "c")
    _check(repo, pid, cid)
    repo.close()
