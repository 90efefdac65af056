"""What the start-up path loads (issue 38: the window's start went from
0.50 to 0.68 s as features landed). Sound (Qt Multimedia) loads when the
microphone or the speaker is first used, not for a window that may never
use them."""

from __future__ import annotations

from pathlib import Path

from tests.perf.start_up import start_up


def test_the_window_starts_without_loading_sound(tmp_path: Path) -> None:
    _launched, _visible, fields = start_up(tmp_path)
    assert fields["ready"] == "True"  # the window was built and shown
    assert fields["multimedia"] == "False", fields


def test_the_window_loads_with_no_full_collection(tmp_path: Path) -> None:
    """Issue 38: a full garbage collection fell among the window's imports
    and walked everything they had made (~40 ms of the start); the front
    door holds the collector off until the window's own takes over."""
    _launched, _visible, fields = start_up(tmp_path)
    assert fields["ready"] == "True"
    assert fields["full_collections"] == "0", fields
