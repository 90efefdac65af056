"""A hostile peer's stamps and counts stay within bounds (issues 36 and 37):
a counter that cannot overflow what peers accept, a clock that never
resets on what it reads, and changes waiting for what they need bounded in
number and time, and not read again each round."""

from __future__ import annotations

import gzip
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain import stamps
from desktop.sync.segment import PLAIN, file_name
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device

HOSTILE = "0badc0ffee000000"  # a device folder anyone with write access made

Two = tuple[Device, Device, FolderTransport]


@pytest.fixture
def two(tmp_path: Path) -> Iterator[Two]:
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    (tmp_path / "shared").mkdir()
    yield a, b, FolderTransport(tmp_path / "shared")
    a.close()
    b.close()


def _plant(folder: FolderTransport, lines: list[dict[str, object]]) -> Path:
    """A change file as a peer writes one (its name's hash matches)."""
    body = "".join(json.dumps(e) + "\n" for e in lines).encode()
    data = PLAIN + gzip.compress(body, mtime=0)
    where = folder.root / HOSTILE
    where.mkdir(parents=True, exist_ok=True)
    path = where / file_name(len(list(where.iterdir())) + 1, data)
    path.write_bytes(data)
    return path


def _unreadable(problems: list[str]) -> list[str]:
    return [p for p in problems if "unreadable" in p and HOSTILE not in p]


# ------------------------------------------------------------------ stamps
def test_a_counter_at_the_edge_of_what_peers_accept_never_makes_an_honest_device_unreadable(
    two: Two,
) -> None:
    """The probe's stamp: half an hour ahead (inside the hour of skew) with
    a 15-digit counter. The honest device that took it wrote a 16-digit
    counter next, which its peers refused as "unreadable" (blaming it), and
    then read its own clock as zero: the devices disagreed for good."""
    a, b, folder = two
    cid = a.repo.create_conversation(title="ours").id
    a.ask(cid, "q", "a")
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    ahead = int(time.time() * 1000) + 30 * 60 * 1000
    _plant(folder, [{"t": "conv", "stamp": f"{ahead}:999999999999999:x", "id": cid, "title": "x"}])
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    a.repo.rename_conversation(cid, "renamed on a")
    run_round(a.repo, folder)
    got = run_round(b.repo, folder)
    assert _unreadable(got.problems) == [], got.problems
    assert b.repo.get_conversation(cid).title == "renamed on a"  # type: ignore[union-attr]
    # Every stamp either device holds is one its peers read.
    for d in (a, b):
        assert stamps.parse(d.repo.sync_value("clock")) is not None
        for held in (d.repo.conversation_sync(cid),):
            assert held is not None and stamps.parse(held[0]) is not None
    # And later changes still win, both ways.
    b.repo.rename_conversation(cid, "renamed on b, later")
    run_round(b.repo, folder)
    assert _unreadable(run_round(a.repo, folder).problems) == []
    assert a.repo.get_conversation(cid).title == "renamed on b, later"  # type: ignore[union-attr]
    a.repo.rename_conversation(cid, "renamed on a, last")
    for d in (a, b, a, b):
        assert _unreadable(run_round(d.repo, folder).problems) == []
    assert a.export() == b.export()
    assert b.repo.get_conversation(cid).title == "renamed on a, last"  # type: ignore[union-attr]


def test_a_clock_an_older_verbatim_took_past_the_counters_bound_still_goes_forward(
    two: Two,
) -> None:
    """What the probe left behind in an older Verbatim: a clock with a
    16-digit counter. It was read as zero, so the device's next change was
    stamped behind the changes it had already taken, and lost to them on
    every device."""
    a, b, folder = two
    cid = a.repo.create_conversation(title="ours").id
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    ahead = int(time.time() * 1000) + 30 * 60 * 1000
    _plant(folder, [{"t": "conv", "stamp": f"{ahead}:000005:x", "id": cid, "title": "theirs"}])
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    assert b.repo.get_conversation(cid).title == "theirs"  # type: ignore[union-attr]
    a.repo.set_sync_value("clock", f"{ahead}:1000000000000000:{a.repo.device_id()}")
    a.repo.rename_conversation(cid, "renamed on a, after theirs")
    for d in (a, b):
        assert _unreadable(run_round(d.repo, folder).problems) == []
    assert stamps.parse(a.repo.sync_value("clock")) is not None
    assert b.repo.get_conversation(cid).title == "renamed on a, after theirs"  # type: ignore[union-attr]
    assert a.export() == b.export()


def test_a_counter_at_its_bound_rolls_over_to_the_next_millisecond() -> None:
    last = stamps.Stamp(1_700_000_000_000, stamps.MAX_COUNTER, "a")
    made = stamps.after(last, 1_600_000_000_000, "b")  # this clock runs behind
    assert made == stamps.Stamp(1_700_000_000_001, 0, "b")
    assert made > last and stamps.parse(made.text()) == made
    assert stamps.parse(f"1700000000000:{stamps.MAX_COUNTER + 1}:x") is None
    assert stamps.own_clock("1700000000000:1000000000000000:a") > last
    assert stamps.own_clock("1700000000000:000007:a") == stamps.Stamp(1_700_000_000_000, 7, "a")
