"""The markup sweep (issue 37: close the class, not only the instance).

A window filled with markup-named data from outside (a project, a title,
message text, a source, an attachment, a model, a tool call, another app's
model file, an import file) is walked widget by widget, with each dialog:
every text read, every tooltip hovered as Qt shows it, every menu and list
opened. Nothing may read the outside name as HTML. The walk runs in a child
process under a memory cap (tests/ui/sweep_child.py): a hole here aborts
the process (Qt opens `/dev/zero` as a picture), which must fail this test
rather than end the run."""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.heavy
def test_no_widget_reads_outside_names_as_html(tmp_path: Path) -> None:
    def cap() -> None:  # in the child, before it starts
        limit = 3 * 1024**3
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    child = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            f"{Path(__file__).parent / 'sweep_child.py'}",
            "-q",
            "-s",
            "-p",
            "no:cacheprovider",
            "--basetemp",
            str(tmp_path / "child"),
        ],
        env=os.environ.copy(),
        preexec_fn=cap,
        capture_output=True,
        text=True,
        timeout=120,
    )
    said = child.stdout[-3000:] + child.stderr[-3000:]
    assert child.returncode == 0, said
    assert "1 passed" in child.stdout
    counts = re.search(r"SWEEP widgets=(\d+) tooltips=(\d+) popups=(\d+) dialogs=(\d+)", said)
    assert counts is not None, said
    widgets, tooltips, popups, dialogs = map(int, counts.groups())
    print(counts.group(0))  # the count, for a review (pytest -s)
    assert widgets > 500 and tooltips > 50 and popups > 0 and dialogs >= 12
