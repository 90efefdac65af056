"""Hostile projects (issue 27 review): a date the store could write but never
read back again, in an import or in a change file, is refused in words and
the store stays readable; the sync round goes on."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from desktop.domain.errors import StoreError
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json, import_json
from desktop.sync.segment import PLAIN, file_name
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device

# Year 0 in UTC, and a year past 9999: fine as text, fatal once stored.
POISON = ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"]


@pytest.mark.parametrize("when", POISON)
def test_an_import_with_an_unreadable_date_is_refused_and_the_store_stays_readable(
    tmp_path: Path, when: str
) -> None:
    repo = open_store(tmp_path)
    project = {"id": "p1", "name": "Garden", "created_at": when}
    data = {"format": "verbatim-export", "version": 4, "projects": [project], "conversations": []}
    with pytest.raises(StoreError, match="project 1 has an unreadable date"):
        import_json(repo, json.dumps({**data, "files": {}}))
    conversation = {"id": "c1", "messages": [], "created_at": when}
    with pytest.raises(StoreError, match="conversation 1 has an unreadable date"):
        import_json(repo, json.dumps({**data, "projects": [], "conversations": [conversation]}))
    assert repo.projects() == [] and export_json(repo)["conversations"] == []


def test_a_change_file_with_an_unreadable_date_is_refused_and_sync_goes_on(
    tmp_path: Path,
) -> None:
    device = Device(tmp_path / "a")
    (tmp_path / "shared").mkdir()
    folder = FolderTransport(tmp_path / "shared")
    stamp = "0000000000001:000000:0badc0ffee000000"
    entries = [
        {"t": "proj", "stamp": stamp, "id": "p1", "name": "Poison", "created_at": POISON[0]},
        {"t": "proj", "stamp": stamp, "id": "p2", "name": "Garden"},
    ]
    body = "".join(json.dumps(e) + "\n" for e in entries).encode()
    data = PLAIN + gzip.compress(body)
    (folder.root / "0badc0ffee000000").mkdir(parents=True)
    (folder.root / "0badc0ffee000000" / file_name(1, data)).write_bytes(data)
    report = run_round(device.repo, folder)
    assert any("unreadable date" in p for p in report.problems)
    assert [p.name for p in device.repo.projects()] == ["Garden"]
    again = run_round(device.repo, folder)  # applied once: not refused again every round
    assert again.problems == [] and device.export() == []
    device.close()
