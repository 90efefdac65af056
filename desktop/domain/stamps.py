"""Hybrid-logical-clock stamps for sync, parsed strictly and compared as
numbers (issue 24).

A stamp is "<wall ms>:<counter>:<device id>". They used to be compared as
text with no check of their shape, so a crafted `~` or
`9999999999999:999999:zzzz` beat every later change for ever, a counter
past 999999 outgrew its six digits and sorted before smaller ones, and a
malformed stamp reset this device's clock. Now a stamp that does not parse
is refused, and one from further in the future than MAX_SKEW_MS past this
device's clock is held back until time catches up.

A counter had no bound of its own (issue 36): a peer's stamp half an hour
ahead with a 15-digit counter made the device that took it write a
16-digit one next, which every peer refused as unreadable, and then read
its own clock as zero: the devices disagreed for good with no error. Now a
counter past MAX_COUNTER is refused as any malformed stamp is (far below
the 15 digits a Verbatim of before accepts, so it never overflows there
either), a device's own counter rolls over to the next millisecond instead
of passing it, and a device reads its own clock leniently (`own_clock`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_SKEW_MS = 60 * 60 * 1000  # an hour: far beyond honest clocks, NTP or not
# Far beyond any honest counter (it counts the stamps made within one
# millisecond, or while another device's clock runs up to an hour ahead),
# and a thousand times short of the 15 digits every Verbatim reads.
MAX_COUNTER = 10**12 - 1
MAX_WALL = 10**15 - 1
# [0-9], not \d: \d also takes other scripts' digits ("١"), which int() reads.
_SHAPE = re.compile(r"([0-9]{1,15}):([0-9]{1,15}):([0-9A-Za-z_-]{0,64})")


@dataclass(frozen=True, order=True)
class Stamp:
    """A hybrid logical clock stamp: orders sync changes across devices by
    time, then counter, then device."""

    wall: int  # milliseconds since 1970
    counter: int  # orders stamps within one millisecond
    device: str  # breaks ties between devices

    def text(self) -> str:
        return f"{self.wall:013d}:{self.counter:06d}:{self.device}"


ZERO = Stamp(0, 0, "")


def parse(text: object) -> Stamp | None:
    """The stamp in `text`, or None when it is not one."""
    if not isinstance(text, str):
        return None
    match = _SHAPE.fullmatch(text)
    if match is None:
        return None
    counter = int(match.group(2))
    if counter > MAX_COUNTER:
        return None
    return Stamp(int(match.group(1)), counter, match.group(3))


_OWN = re.compile(r"([0-9]+):([0-9]+):(.*)", re.DOTALL)


def own_clock(text: str | None) -> Stamp:
    """This device's clock as it stored it, read so that it never goes back:
    a counter an older Verbatim took past MAX_COUNTER (or past 15 digits)
    counts as the next millisecond, not as nothing (which restarted the
    clock at zero, behind every stamp it had made)."""
    match = _OWN.fullmatch(text or "")
    if match is None:
        return order(text)
    wall, counter = int(match.group(1)), int(match.group(2))
    if counter > MAX_COUNTER:
        wall, counter = wall + 1, 0
    return Stamp(min(wall, MAX_WALL), counter, match.group(3))


def after(last: Stamp, wall: int, device: str) -> Stamp:
    """The next stamp of a hybrid logical clock: now, if now is later than
    `last`; else `last`'s millisecond counted once more, and at MAX_COUNTER
    the millisecond after it (peers read every stamp this makes)."""
    if wall > last.wall:
        return Stamp(min(wall, MAX_WALL), 0, device)
    if last.counter < MAX_COUNTER:
        return Stamp(last.wall, last.counter + 1, device)
    return Stamp(min(last.wall + 1, MAX_WALL), 0, device)


def order(text: str | None) -> Stamp:
    """For comparing stamps this device stored itself; anything unreadable
    (never written by this version) sorts first."""
    return parse(text) or ZERO


def later(a: str | None, b: str | None) -> bool:
    """`a` is later than `b`."""
    return order(a) > order(b)


def from_the_future(stamp: Stamp, now_ms: int) -> bool:
    return stamp.wall > now_ms + MAX_SKEW_MS
