"""Sync stamps are parsed strictly and compared as numbers (issue 24)."""

from __future__ import annotations

import pytest

from desktop.domain.stamps import MAX_SKEW_MS, Stamp, from_the_future, later, parse


def test_a_counter_past_six_digits_still_sorts_after_smaller_ones() -> None:
    # As text, "…:1000000:a" sorted before "…:999999:a": the later change lost.
    small, big = "1700000000000:999999:a", "1700000000000:1000000:a"
    assert small > big  # what the old text comparison did
    assert later(big, small)
    assert not later(small, big)
    assert parse(big) == Stamp(1700000000000, 1000000, "a")


@pytest.mark.parametrize(
    "crafted", ["~", "zzzz", "1:2", ":::", "-1:0:x", "1:2:3:4", "1e3:0:a", "١:0:a", "", None, 7]
)
def test_a_malformed_stamp_is_refused_and_never_wins(crafted: object) -> None:
    assert parse(crafted) is None
    honest = "1700000000000:000001:a"
    assert later(honest, crafted if isinstance(crafted, str) else None)


def test_a_stamp_reads_back_as_itself() -> None:
    stamp = Stamp(1700000000123, 42, "device-1")
    assert parse(stamp.text()) == stamp


def test_a_stamp_more_than_an_hour_ahead_is_from_the_future() -> None:
    now = 1_700_000_000_000
    assert not from_the_future(Stamp(now + MAX_SKEW_MS, 0, "a"), now)
    assert from_the_future(Stamp(now + MAX_SKEW_MS + 1, 0, "a"), now)
    assert from_the_future(parse("9999999999999:999999:zzzz") or Stamp(0, 0, ""), now)
