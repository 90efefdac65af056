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
