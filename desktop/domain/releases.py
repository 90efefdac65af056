"""A Verbatim release, as a release feed names it (issue 42), and the rules
every version string from outside must meet before it is compared or shown."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

# Digits and dots, short: a feed's "version" is shown in a sentence and
# compared, so a 10 MB string, a word or markup is no version at all.
_VERSION = re.compile(r"(?:0|[1-9]\d{0,3})(?:\.(?:0|[1-9]\d{0,3})){1,3}")
ADDRESS_MAX = 2000  # characters of a release's web address
NOTES_MAX = 500  # characters of its notes kept (a tooltip, never the whole page)


@dataclass(frozen=True)
class Release:
    """A release: its version, the web page that says what is new in it,
    and a few words of notes."""

    version: str
    url: str
    notes: str = ""


def version_key(version: str) -> tuple[int, ...] | None:
    """The version as numbers to compare, or None when it is not one (more
    than 20 characters, anything but digits and dots, a leading zero)."""
    if len(version) > 20 or _VERSION.fullmatch(version) is None:
        return None
    parts = tuple(int(p) for p in version.split("."))
    return parts + (0,) * (4 - len(parts))  # 0.12 is 0.12.0


def is_newer(version: str, than: str) -> bool:
    """`version` is a version, and a later one than `than`."""
    mine, theirs = version_key(version), version_key(than)
    return mine is not None and (theirs is None or mine > theirs)


def web_address(text: str) -> bool:
    """An http or https address with a host, short, with nothing a browser
    or a label could take for something else (no space, no control)."""
    if not text or len(text) > ADDRESS_MAX or any(c.isspace() or not c.isprintable() for c in text):
        return False
    try:
        parts = urlsplit(text)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname)


def usable(release: Release) -> bool:
    """A release from outside that may be offered: a version and a web page."""
    return version_key(release.version) is not None and web_address(release.url)
