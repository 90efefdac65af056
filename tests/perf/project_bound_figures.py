"""Issue 37, hole 10, after the bound: how long 200,000 projects from
outside now cost. Before (9465023): the 42 MB export took 331 s to import,
the window 47 s to open, every sync round 19 s. A script that prints
figures, not a test (minutes of work, and a figure to compare, not gate):

    QT_QPA_PLATFORM=offscreen python -m tests.perf.project_bound_figures [WORK]

1. The 42 MB Verbatim export of 200,000 projects through `python -m desktop
   import` (refused whole) and through the window's preview: seconds from
   launch to the refusal.
2. A peer's 200,000 projects through `python -m desktop sync`: the first
   round (1,000 kept, the rest skipped in a sentence), then a quiet round
   with the 1,000 here, each timed as a whole process and as `run_round`.
3. The window opened on that store of 1,000 projects (tests/perf/
   startup_child.py: launch to painted and ready), beside an empty store.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.unit.test_project_bounds import _plant_projects

ROOT = Path(__file__).parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
PROJECTS = 200_000


def _export(path: Path, work: Path) -> Path:
    """A Verbatim export (its header as Verbatim writes it) of 200,000 projects."""
    repo = open_store(work / "header")
    try:
        data = export_json(repo)
    finally:
        repo.close()
    now = "2024-01-01T00:00:00+00:00"
    data["projects"] = [
        {
            "id": f"project-{k:06d}",
            "name": f"Project {k} of the hostile export",
            "created_at": now,
            "updated_at": now,
            "instructions": "Answer in short sentences, in the language of the question.",
            "files": [],
        }
        for k in range(PROJECTS)
    ]
    path.write_text(json.dumps(data))
    return path


def _timed(command: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=ENV, timeout=1800)
    return time.perf_counter() - start, done


def _said(done: subprocess.CompletedProcess[str]) -> str:
    return (done.stdout + done.stderr).strip().splitlines()[-1][:160]


def _window(data: Path) -> float:
    """Seconds from launch to a painted window a person can type in."""
    start = time.time()
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests/perf/startup_child.py"), str(data)],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=600,
    )
    line = next(x for x in done.stdout.splitlines() if x.startswith("VISIBLE"))
    assert "ready=True" in line, line
    return float(line.split()[1]) - start


def main(work: Path) -> None:
    python = [sys.executable, "-m", "desktop"]
    source = _export(work / "projects.json", work)
    print(f"export: {source.stat().st_size / 1e6:.1f} MB, {PROJECTS:,} projects")

    data = work / "imported"
    open_store(data).close()
    took, done = _timed([*python, "import", "--data-dir", str(data), str(source)])
    print(f"import: {took:.2f} s to exit {done.returncode}: {_said(done)}")
    preview = [sys.executable, str(ROOT / "tests/e2e/preview_driver.py"), str(data), str(source)]
    took, done = _timed(preview)
    print(f"preview: {took:.2f} s to exit {done.returncode}: {_said(done)}")
    repo = open_store(data)
    print(f"  projects after both: {repo.project_store.count_projects()}")
    repo.close()

    shared, synced = work / "shared", work / "synced"
    _plant_projects(FolderTransport(shared), PROJECTS)
    open_store(synced).close()
    sync = [*python, "sync", "--data-dir", str(synced), "--folder", str(shared)]
    took, done = _timed(sync)
    print(f"sync round 1 (peer's {PROJECTS:,}): {took:.2f} s, exit {done.returncode}")
    print(f"  {done.stdout.strip()[:160]} | {done.stderr.strip()[:160]}")
    for n in (2, 3):
        took, done = _timed(sync)
        print(f"sync round {n} (quiet): {took:.2f} s as a process, exit {done.returncode}")
    repo = open_store(synced)
    try:
        print(f"  projects kept: {repo.project_store.count_projects()}")
        start = time.perf_counter()
        run_round(repo, FolderTransport(shared))
        print(f"  run_round alone, quiet: {time.perf_counter() - start:.2f} s")
    finally:
        repo.close()

    empty = work / "empty"
    open_store(empty).close()
    _window(empty)  # the first start compiles and caches; not counted
    for name, folder in (("empty store", empty), ("1,000 projects", synced)):
        runs = sorted(_window(folder) for _ in range(3))
        print(f"window ({name}): {runs[1]:.2f} s median of 3 ({runs[0]:.2f}-{runs[2]:.2f})")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="bound-")))
