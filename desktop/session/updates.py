"""A word when a new Verbatim is out (issue 42), never more than a word.

Nothing is asked of anyone unless the person agreed (Settings, off until
then), and then at most once a day: the release feed, a small JSON list at
an address the package was built with, is read, and the newest release in
it that is newer than this one is offered as a quiet line in the window,
until the person closes it (that release is then not offered again).
Verbatim downloads and installs nothing itself: the line links to the
release's page, which the person's browser opens.

The feed (`packaging/README.md`, "The release feed"):

    [{"version": "0.12.0", "url": "https://…/releases/0.12.0", "notes": "…"}, …]

The feed comes from outside and is held to account like every server
(issue 24): the body is read raw (no compression: a small body cannot
inflate to gigabytes), 64 KB at most, within a deadline for the whole
check; a redirect may only go on to another http(s) address, and never from
https down to http; a version is digits and dots, short; an address is
http(s). A feed that is down, slow, endless, huge or hostile costs that and
no more, and says nothing to the person: it is logged, and the window shows
what it showed before.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx

from desktop import __version__
from desktop.domain.releases import NOTES_MAX, Release, is_newer, usable, web_address
from desktop.session.settings import Settings

log = logging.getLogger(__name__)

FEED_ENV = "VERBATIM_UPDATE_FEED"
# packaging/build.sh writes the feed's address here, inside the bundle it
# builds (VERBATIM_UPDATE_FEED at build time); a source checkout has none.
FEED_FILE = Path(__file__).resolve().parents[1] / "release_feed.txt"
DAY = 24 * 60 * 60.0
MAX_BYTES = 64 * 1024
DEADLINE = 15.0  # seconds for the whole check, redirects and all
MAX_REDIRECTS = 3
MAX_RELEASES = 200  # entries of the feed looked at; a release list is short


def feed_address() -> str:
    """Where this Verbatim reads its release feed: VERBATIM_UPDATE_FEED, else
    what the package was built with, else nowhere ("")."""
    given = os.environ.get(FEED_ENV)
    if given is None:
        try:
            with FEED_FILE.open(encoding="utf-8") as handle:
                given = handle.read(4096)
        except (OSError, UnicodeError):
            return ""
    given = given.strip()
    return given if web_address(given) else ""


def _may_follow(origin: str, target: str) -> bool:
    """A redirect goes on only to a web address, and never from https to http."""
    if not web_address(target):
        return False
    return not (urlsplit(origin).scheme == "https" and urlsplit(target).scheme != "https")


async def fetch_feed(
    address: str, *, limit: int = MAX_BYTES, deadline: float = DEADLINE
) -> bytes | None:
    """The feed's body, or None (logged) if it could not be read within
    `limit` bytes and `deadline` seconds."""
    headers = {
        "Accept": "application/json",
        "Accept-Encoding": "identity",  # read raw: nothing inflates past the limit
        "User-Agent": f"Verbatim/{__version__}",
    }
    try:
        async with asyncio.timeout(deadline):
            async with httpx.AsyncClient(follow_redirects=False, timeout=deadline) as client:
                url = address
                for _ in range(MAX_REDIRECTS + 1):
                    async with client.stream("GET", url, headers=headers) as response:
                        if response.is_redirect:
                            target = urljoin(url, response.headers.get("location", ""))
                            if not _may_follow(url, target):
                                log.info("release feed: redirect refused")
                                return None
                            url = target
                            continue
                        return await _body(response, limit)
                log.info("release feed: too many redirects")
    except (TimeoutError, httpx.HTTPError, OSError, ValueError) as exc:
        log.info("release feed not read: %s", type(exc).__name__)
    return None


async def _body(response: httpx.Response, limit: int) -> bytes | None:
    if response.status_code != 200:
        log.info("release feed: status %d", response.status_code)
        return None
    encoding = response.headers.get("content-encoding", "identity").strip().lower()
    if encoding not in ("", "identity"):
        log.info("release feed: compressed, not read")
        return None
    body = bytearray()
    async for chunk in response.aiter_raw():
        body += chunk
        if len(body) > limit:
            log.info("release feed: longer than %d bytes, not read", limit)
            return None
    return bytes(body)


def newest_release(body: bytes, running: str = __version__) -> Release | None:
    """The newest usable release in a feed's body that is newer than
    `running`; None for a body that is no feed, or names none."""
    try:
        entries = json.loads(body)
    except (ValueError, RecursionError):
        log.info("release feed: not JSON")
        return None
    if not isinstance(entries, list):
        log.info("release feed: not a list")
        return None
    best: Release | None = None
    for entry in entries[:MAX_RELEASES]:
        if not isinstance(entry, dict):
            continue
        version, url, notes = entry.get("version"), entry.get("url"), entry.get("notes", "")
        if not (isinstance(version, str) and isinstance(url, str) and isinstance(notes, str)):
            continue
        release = Release(version, url, notes[:NOTES_MAX])
        newest = best is None or is_newer(version, best.version)
        if usable(release) and is_newer(version, running) and newest:
            best = release
    return best


class Updates:
    """The update notice's rules, for the window: whether to look now, what
    to offer, and the person closing it. `save` writes the settings (the
    session's, which leaves a settings file it could not use whole alone)."""

    def __init__(
        self,
        settings: Callable[[], Settings],
        save: Callable[[], str | None],
        feed: str,
        *,
        running: str = __version__,
        clock: Callable[[], float] = time.time,
        deadline: float = DEADLINE,
    ) -> None:
        self._settings = settings
        self._save = save
        self.feed = feed
        self.running = running
        self._clock = clock
        self.deadline = deadline

    @property
    def available(self) -> bool:
        """This Verbatim knows a release feed (a package; not a source checkout)."""
        return bool(self.feed)

    def offer(self) -> Release | None:
        """The release to tell the person about now, if any: only with their
        consent, newer than this one, and not closed before."""
        settings = self._settings()
        latest = settings.update_latest
        if not (settings.update_check and self.feed) or latest is None or not usable(latest):
            return None
        if not is_newer(latest.version, self.running):
            return None
        return None if latest.version == settings.update_dismissed else latest

    def due(self) -> bool:
        """The person agreed, and the feed was not read in the last day (a
        clock set back a day or more counts as a day gone)."""
        settings = self._settings()
        if not (settings.update_check and self.feed):
            return False
        return not 0 <= self._clock() - settings.update_checked_at < DAY

    async def check(self) -> Release | None:
        """Read the feed if it is due, then what to offer. The time is kept
        before the request, so a second call meanwhile does not ask again,
        nor does any call for a day after a feed that failed. Cancelled
        (the window closing), the request ends with it."""
        if self.due():
            await self._read()
        return self.offer()

    async def _read(self) -> None:
        settings = self._settings()
        settings.update_checked_at = self._clock()
        self._save()
        body = await fetch_feed(self.feed, deadline=self.deadline)
        found = newest_release(body, self.running) if body is not None else None
        if found is not None and found != settings.update_latest:
            self._settings().update_latest = found
            self._save()

    def dismiss(self, version: str) -> None:
        """The person closed the notice of `version`: not offered again."""
        settings = self._settings()
        if settings.update_dismissed != version:
            settings.update_dismissed = version[:20]
            self._save()
