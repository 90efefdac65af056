"""Clocks that disagree by hours (issue 17): a device whose clock runs five
hours ahead (a real process under libfaketime) renames a conversation; the
other device, with a correct clock, renames it after seeing that. The
later change wins on both, because stamps follow what each device has
seen, not only its clock."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from desktop.sync.round import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device

ROOT = Path(__file__).parents[2]


def _sync_with_clock_ahead(data: Path, shared: Path) -> str:
    faketime = shutil.which("faketime")
    assert faketime, "faketime is installed by scripts/setup.sh"
    out = subprocess.run(
        [faketime, "-f", "+5h", sys.executable, "-m", "desktop", "sync",
         "--data-dir", str(data), "--folder", str(shared)],
        capture_output=True, text=True, timeout=120, check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT,
    )  # fmt: skip
    return out.stdout


def test_the_later_change_wins_although_a_clock_is_five_hours_ahead(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    a = Device(tmp_path / "a")
    cid = a.repo.create_conversation(title="first title").id
    a.ask(cid, "q", "a")
    run_round(a.repo, FolderTransport(shared))
    a.close()
    b = Device(tmp_path / "b")  # the laptop with the clock five hours ahead
    b.close()
    _sync_with_clock_ahead(tmp_path / "b", shared)
    b = Device(tmp_path / "b")
    b.repo.rename_conversation(cid, "renamed on the laptop")
    b.close()
    _sync_with_clock_ahead(tmp_path / "b", shared)  # stamped five hours "later"
    a = Device(tmp_path / "a")
    run_round(a.repo, FolderTransport(shared))
    assert a.repo.get_conversation(cid).title == "renamed on the laptop"  # type: ignore[union-attr]
    a.repo.rename_conversation(cid, "renamed here, after that")
    run_round(a.repo, FolderTransport(shared))
    a.close()
    _sync_with_clock_ahead(tmp_path / "b", shared)
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    try:
        assert b.repo.get_conversation(cid).title == "renamed here, after that"  # type: ignore[union-attr]
        assert a.export() == b.export()
    finally:
        a.close()
        b.close()
