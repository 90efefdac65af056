"""Clocks that disagree (issues 17 and 24), with a device whose clock runs
ahead as a real process under libfaketime.

- Thirty minutes ahead (within the hour honest clocks may be off): it
  renames a conversation; the other device, with a correct clock, renames it
  after seeing that, and the later change wins on both, because stamps
  follow what each device has seen, not only its clock.
- Five hours ahead: its change is dated beyond the hour, so it is held
  back, reported once, and never moves the other device's clock (a stamp
  from the future used to win over every later change for ever); it is
  applied when the other device's own clock reaches it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from desktop.domain import stamps
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device

ROOT = Path(__file__).parents[2]


def _sync_at(offset: str, data: Path, shared: Path) -> subprocess.CompletedProcess[str]:
    """`verbatim sync` in a process whose clock is `offset` ahead."""
    faketime = shutil.which("faketime")
    assert faketime, "faketime is installed by scripts/setup.sh"
    return subprocess.run(
        [faketime, "-f", offset, sys.executable, "-m", "desktop", "sync",
         "--data-dir", str(data), "--folder", str(shared)],
        capture_output=True, text=True, timeout=120, check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT,
    )  # fmt: skip


def _two_devices(tmp_path: Path, offset: str) -> tuple[Path, str]:
    shared = tmp_path / "shared"
    shared.mkdir()
    a = Device(tmp_path / "a")
    cid = a.repo.create_conversation(title="first title").id
    a.ask(cid, "q", "a")
    run_round(a.repo, FolderTransport(shared))
    a.close()
    Device(tmp_path / "b").close()
    _sync_at(offset, tmp_path / "b", shared)
    b = Device(tmp_path / "b")  # the laptop whose clock runs ahead
    b.repo.rename_conversation(cid, "renamed on the laptop")
    b.close()
    _sync_at(offset, tmp_path / "b", shared)  # stamped `offset` "later"
    return shared, cid


def test_the_later_change_wins_although_a_clock_is_half_an_hour_ahead(tmp_path: Path) -> None:
    shared, cid = _two_devices(tmp_path, "+30m")
    a = Device(tmp_path / "a")
    report = run_round(a.repo, FolderTransport(shared))
    assert report.problems == []
    assert a.repo.get_conversation(cid).title == "renamed on the laptop"  # type: ignore[union-attr]
    a.repo.rename_conversation(cid, "renamed here, after that")
    run_round(a.repo, FolderTransport(shared))
    a.close()
    _sync_at("+30m", tmp_path / "b", shared)
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    try:
        assert b.repo.get_conversation(cid).title == "renamed here, after that"  # type: ignore[union-attr]
        assert a.export() == b.export()
    finally:
        a.close()
        b.close()


def test_a_change_dated_hours_ahead_waits_for_its_time_and_never_moves_the_clock(
    tmp_path: Path,
) -> None:
    shared, cid = _two_devices(tmp_path, "+5h")
    a = Device(tmp_path / "a")
    try:
        clock_before = stamps.order(a.repo.sync.sync_value("clock"))
        first = run_round(a.repo, FolderTransport(shared))
        (said,) = first.problems
        assert "more than an hour ahead" in said and "Check the clocks" in said
        assert a.repo.get_conversation(cid).title == "first title"  # type: ignore[union-attr]
        clock = stamps.order(a.repo.sync.sync_value("clock"))
        assert clock.wall - clock_before.wall < 10 * 60 * 1000  # not five hours on
        again = run_round(a.repo, FolderTransport(shared))
        assert again.problems == []  # said once
        assert a.repo.get_conversation(cid).title == "first title"  # type: ignore[union-attr]
    finally:
        a.close()
    # Five hours later on this computer too: the change is applied.
    later = _sync_at("+5h", tmp_path / "a", shared)
    assert "verbatim:" not in later.stderr
    a = Device(tmp_path / "a")
    try:
        assert a.repo.get_conversation(cid).title == "renamed on the laptop"  # type: ignore[union-attr]
    finally:
        a.close()
