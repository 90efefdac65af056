"""Reading a data folder without owning it, for `verbatim export` and
`verbatim projects list`: a snapshot (SQLite's online backup, through a
read-only connection), safe while the window streams, changing nothing.
No recovery, no repair: a live answer is read as `streaming` with its
checkpointed text."""

from __future__ import annotations

from pathlib import Path

from desktop.domain.messages import Project
from desktop.session.transfer_service import export_text
from desktop.store.snapshot import read_snapshot


def export_snapshot(data_dir: Path, kind: str, conversation_id: str | None = None) -> str:
    """The export the window writes (transfer_service.export_text), of a
    snapshot: JSON, Markdown or HTML, one conversation or all."""
    with read_snapshot(data_dir) as repo:
        return export_text(repo, kind, conversation_id)


def projects_counted(data_dir: Path) -> list[tuple[Project, int]]:
    """Each project by name, with how many conversations it holds."""
    with read_snapshot(data_dir) as repo:
        counts = repo.project_counts()
        projects = repo.projects()
    return [(p, counts.get(p.id, 0)) for p in projects]
