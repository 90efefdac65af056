"""Projects from outside are bounded as everything else from outside is
(issue 37, hole 10): 200,000 projects, in a 42 MB export or from a peer,
made an import take 331 s, the window 47 s to open and every sync round
19 s. Now at most MAX_PROJECTS are kept, and what is refused is said."""

from __future__ import annotations

import gzip
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.store.errors import StoreError
from desktop.store.exchange.transfer import export_json, import_json
from desktop.sync.segment import PLAIN, file_name
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device

HOSTILE = "0badc0ffee000000"
LIMIT = 1_000  # desktop.store.project_store.MAX_PROJECTS, written out: the test says what it is


HEADER: dict[str, object] = {}


@pytest.fixture
def device(tmp_path: Path) -> Iterator[Device]:
    d = Device(tmp_path / "b")
    HEADER.update(export_json(d.repo))
    yield d
    d.close()


def _export_with_projects(n: int) -> str:
    """A Verbatim export (its header as Verbatim writes it) holding `n` projects."""
    data = HEADER.copy()
    now = "2024-01-01T00:00:00+00:00"
    data["projects"] = [
        {"id": f"project-{k}", "name": f"P{k}", "created_at": now, "updated_at": now}
        for k in range(n)
    ]
    return json.dumps(data)


def test_an_import_with_more_projects_than_verbatim_keeps_is_refused_whole(
    device: Device,
) -> None:
    with pytest.raises(StoreError) as refused:
        import_json(device.repo, _export_with_projects(LIMIT + 1))
    assert refused.value.message == (
        "This file cannot be imported: it holds more projects than Verbatim keeps "
        "(1,000 in all; 0 here already). Nothing was changed."
    )
    assert device.repo.projects() == []
    # Up to the bound it imports, and then one more new project is too many.
    import_json(device.repo, _export_with_projects(LIMIT - 1))
    assert len(device.repo.projects()) == LIMIT - 1
    import_json(device.repo, _export_with_projects(LIMIT - 1))  # nothing new: fine
    with pytest.raises(StoreError, match="999 here already"):
        import_json(device.repo, _export_with_projects(LIMIT + 1))
    assert len(device.repo.projects()) == LIMIT - 1


def _plant_projects(folder: FolderTransport, n: int, now: int | None = None) -> None:
    now = int(time.time() * 1000) if now is None else now
    lines = [
        {"t": "proj", "stamp": f"{now}:{k:06d}:{HOSTILE}", "id": f"peer-{k}", "name": f"P{k}"}
        for k in range(n)
    ]
    data = PLAIN + gzip.compress("".join(json.dumps(e) + "\n" for e in lines).encode(), mtime=0)
    where = folder.root / HOSTILE
    where.mkdir(parents=True, exist_ok=True)
    (where / file_name(len(list(where.iterdir())) + 1, data)).write_bytes(data)


def sync_a_peers_projects(data: Path, shared: Path, n: int) -> list[str]:
    """A peer's `n` projects, synced into the store in `data`."""
    folder = FolderTransport(shared)
    _plant_projects(folder, n)
    d = Device(data)
    try:
        return run_round(d.repo, folder).problems
    finally:
        d.close()


def test_a_peers_projects_past_the_bound_are_skipped_and_said(tmp_path: Path) -> None:
    problems = sync_a_peers_projects(tmp_path / "b", tmp_path / "shared", LIMIT + 200)
    assert "Skipped 200 projects from other devices: Verbatim keeps at most 1,000." in problems
    d = Device(tmp_path / "b")
    try:
        assert len(d.repo.projects()) == LIMIT
        # A peer's change to a project kept here still applies; a new one does not.
        folder = FolderTransport(tmp_path / "shared")
        _plant_projects(folder, 3)
        later = run_round(d.repo, folder).problems
        assert [p for p in later if "Skipped" in p] == []
        assert d.repo.project_store.count_projects() == LIMIT
        kept = {p.id for p in d.repo.projects()}
        gone = sorted(kept)[0]
        d.repo.project_store.delete_project(gone, with_conversations=False)
        # The peer's changes come after the delete; they hold no file the
        # delete had not seen, so the deleted one stays deleted (issue 36)
        # and takes no room: the peer's new 1,001st takes its place.
        deleted = d.repo.sync.tombstone_stamp(gone)
        assert deleted is not None
        _plant_projects(folder, LIMIT + 1, now=int(deleted.split(":")[0]) + 1)
        again = run_round(d.repo, folder).problems
        assert [p for p in again if "Skipped" in p] == []
        assert d.repo.project_store.count_projects() == LIMIT
        assert d.repo.get_project(gone) is None
    finally:
        d.close()
