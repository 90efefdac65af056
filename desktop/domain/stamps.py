"""Hybrid-logical-clock stamps for sync, parsed strictly and compared as
numbers (issue 24).

A stamp is "<wall ms>:<counter>:<device id>". They used to be compared as
text with no check of their shape, so a crafted `~` or
`9999999999999:999999:zzzz` beat every later change for ever, a counter
past 999999 outgrew its six digits and sorted before smaller ones, and a
malformed stamp reset this device's clock. Now a stamp that does not parse
is refused, and one from further in the future than MAX_SKEW_MS past this
device's clock is held back until time catches up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_SKEW_MS = 60 * 60 * 1000  # an hour: far beyond honest clocks, NTP or not
# [0-9], not \d: \d also takes other scripts' digits ("١"), which int() reads.
_SHAPE = re.compile(r"([0-9]{1,15}):([0-9]{1,15}):([0-9A-Za-z_-]{0,64})")


@dataclass(frozen=True, order=True)
class Stamp:
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
    return Stamp(int(match.group(1)), int(match.group(2)), match.group(3))


def order(text: str | None) -> Stamp:
    """For comparing stamps this device stored itself; anything unreadable
    (never written by this version) sorts first."""
    return parse(text) or ZERO


def later(a: str | None, b: str | None) -> bool:
    """`a` is later than `b`."""
    return order(a) > order(b)


def from_the_future(stamp: Stamp, now_ms: int) -> bool:
    return stamp.wall > now_ms + MAX_SKEW_MS
