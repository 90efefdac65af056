"""The window opens on a data folder a peer sent 1,200 projects to: it
lists the 1,000 Verbatim keeps (issue 37, hole 10: 200,000 from a peer
made the window take 47 s to open, listing each)."""

from __future__ import annotations

import pytest

from tests.ui.conftest import Harness
from tests.unit.test_project_bounds import LIMIT, sync_a_peers_projects


def test_the_window_lists_only_the_projects_verbatim_keeps(
    harness: Harness, tmp_path_factory: pytest.TempPathFactory
) -> None:
    problems = sync_a_peers_projects(harness.data, tmp_path_factory.mktemp("shared"), LIMIT + 200)
    window = harness.open()
    model = window.sidebar.model
    harness.wait(lambda: model.rowCount() > 0)
    rows = [model.project_at(row) for row in range(model.rowCount())]
    assert sum(p is not None for p in rows) == LIMIT
    assert model.rowCount() == LIMIT + 1  # and the heading above them
    assert "Skipped 200 projects from other devices: Verbatim keeps at most 1,000." in problems
