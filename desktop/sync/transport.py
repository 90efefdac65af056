"""Where change files live: a folder another program keeps in sync
(Syncthing, Nextcloud, Dropbox…), or a WebDAV server spoken to directly.
Both write atomically (a temporary name, then a rename or MOVE), so a
reader never sees half a file under a change file's name. Never the live
database: only these files."""

from __future__ import annotations

import contextlib
import os
import stat
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import quote, unquote, urlsplit
from xml.etree.ElementTree import Element

import httpx
from defusedxml import DefusedXmlException
from defusedxml import ElementTree as ET

from desktop.domain.words import number, say, say_n
from desktop.store.private import open_private, private_folder
from desktop.sync.paced_http import Clock, Pace, PacedTransport, proxy_for
from desktop.sync.secrets import split_credentials
from desktop.sync.segment import MAX_FILE_BYTES, SUFFIX, SyncError, Unreadable

ROOT = "verbatim-sync"


def _round_over(pace: Pace) -> SyncError:
    return SyncError(
        say(
            "This sync round took longer than {minutes} and stopped; what it received is "
            "kept, and the next round goes on from there.",
            minutes=say_n("%n minute(s)", None, max(1, round(pace.round_s / 60))),
        ),
        offline=True,
    )


class Transport(Protocol):
    """Where change files are kept, whatever keeps them: list each device's
    files, read one, write this device's, within the round's deadline."""

    where: str

    def begin_round(self) -> None:
        """A round starts: its deadline runs from now."""
        ...

    def devices(self) -> dict[str, list[str]]:
        """Every device's change files, by device id."""
        ...

    def read(self, device: str, name: str) -> bytes: ...

    def write(self, device: str, name: str, data: bytes) -> None: ...


class FolderTransport:
    """Change files in a folder that another program keeps in sync (Syncthing,
    Nextcloud, Dropbox…), each written under a temporary name and renamed."""

    def __init__(self, folder: Path, pace: Pace | None = None) -> None:
        self.root = folder / ROOT
        self.where = str(folder)
        self.clock = Clock(pace or Pace())

    def begin_round(self) -> None:
        self.clock.begin_round()

    def _in_time(self) -> None:
        """A folder's reads cannot be cut in the middle; the round stops
        before the next one once its time is up (a network share can be
        as slow as any server)."""
        if self.clock.round_over():
            raise _round_over(self.clock.pace)

    def devices(self) -> dict[str, list[str]]:
        self._in_time()
        if not self.root.parent.exists():
            raise SyncError(
                say(
                    "The sync folder {folder} is not there (is its drive connected?).",
                    folder=self.root.parent,
                ),
                offline=True,
            )
        try:
            folders = [p for p in self.root.iterdir() if p.is_dir()]
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise SyncError(
                say(
                    "The sync folder {folder} cannot be read: {error}.",
                    folder=self.root.parent,
                    error=exc.strerror or exc,
                )
            ) from exc
        return {
            f.name: sorted(p.name for p in f.iterdir() if p.name.endswith(SUFFIX))
            for f in folders
            if not f.name.startswith(".")
        }

    def read(self, device: str, name: str) -> bytes:
        """A change file's bytes. Anything but a plain file (a link to
        /dev/zero, a pipe, a folder) is refused without being opened, and a
        file is read no further than a change file may be long."""
        self._in_time()
        path = self.root / device / name
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode):
                raise Unreadable(say("it is not a plain file (a link, a device or a pipe)"))
            if info.st_size > MAX_FILE_BYTES:
                raise Unreadable(say("it is larger than any change file may be"))
            flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
            with os.fdopen(os.open(path, flags), "rb") as f:
                # As long as it said it was (a read sets aside all it may
                # take: 128 MB for every file): one that grew since is cut,
                # and waits for the next round as a file still being copied.
                data = f.read(min(info.st_size, MAX_FILE_BYTES) + 1)
        except OSError as exc:
            raise Unreadable(say("it cannot be read ({error})", error=exc.strerror or exc)) from exc
        if len(data) > MAX_FILE_BYTES:
            raise Unreadable(say("it is larger than any change file may be"))
        return data

    def write(self, device: str, name: str, data: bytes) -> None:
        self._in_time()
        folder = self.root / device
        tmp = folder / f".{name}.{uuid.uuid4().hex[:8]}.tmp"
        try:
            private_folder(folder)
            for stale in folder.glob(".*.tmp"):  # left by a crash or a full disk
                stale.unlink(missing_ok=True)
            with os.fdopen(open_private(tmp), "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, folder / name)
        except OSError as exc:
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)  # a full disk leaves nothing for others to copy
            raise SyncError(
                say(
                    "The sync folder {folder} refused a change file: {error}.",
                    folder=self.root.parent,
                    error=exc.strerror or exc,
                )
            ) from exc


_PROPFIND = b'<?xml version="1.0"?><propfind xmlns="DAV:"><prop><resourcetype/></prop></propfind>'
# A folder's listing, read as it comes and no further (issue 36: an endless
# answer reached 1.53 GB in 5 s): a change file's entry is 300 to 600 bytes
# of XML, so this lists some 100,000 files of one device.
MAX_LISTING_BYTES = 64 * 1024 * 1024
ANSWER_BYTES = 1024 * 1024  # read of an answer whose body says nothing Verbatim needs
LISTING_DEPTH = 64  # a listing nests six deep


class _Capped:
    """An answer's body as a file for the XML parser, no longer than `most`
    bytes: past that, `too_long()` is raised."""

    def __init__(
        self, chunks: Iterator[bytes], most: int, too_long: Callable[[], Exception]
    ) -> None:
        self.chunks, self.most, self.too_long, self.size = chunks, most, too_long, 0

    def read(self, _size: int = -1) -> bytes:
        chunk = next(self.chunks, b"")
        self.size += len(chunk)
        if self.size > self.most:
            raise self.too_long()
        return chunk


class WebDavTransport:
    """Change files on a WebDAV server spoken to directly, each request within
    the round's deadline and its answer read within bounds."""

    def __init__(
        self,
        url: str,
        user: str = "",
        password: str = "",
        timeout: float = 30,
        pace: Pace | None = None,
    ) -> None:
        url = split_credentials(url)[0]  # a password in it is never used nor shown
        self.base = url.rstrip("/") + "/" + ROOT + "/"
        self.where = url
        self.clock = Clock(pace or Pace())
        auth = httpx.BasicAuth(user, password) if user else None
        proxy = proxy_for(url)
        self.refused: SyncError | None = None
        if proxy is not None and urlsplit(proxy).scheme not in ("http", "https"):
            self.refused = SyncError(
                say(
                    "This computer's settings send connections through a proxy Verbatim "
                    "cannot use for sync ({proxy}); only http and https proxies work. "
                    "Nothing was changed.",
                    proxy=split_credentials(proxy)[0],
                )
            )
            proxy = None
        # The environment's proxy is the transport's own (trust_env off), so
        # its connections keep the deadlines too.
        self.http = httpx.Client(
            auth=auth,
            timeout=timeout,
            follow_redirects=False,
            trust_env=False,
            transport=PacedTransport(self.clock, proxy),
        )

    def begin_round(self) -> None:
        if self.refused is not None:
            raise self.refused
        self.clock.begin_round()

    def close(self) -> None:
        self.http.close()

    def _fail(self, doing: str, detail: object) -> SyncError:
        return SyncError(
            say(
                "The WebDAV server at {url} could not {doing}: {detail}",
                url=self.where,
                doing=doing,
                detail=detail,
            )
        )

    def _offline(self, exc: Exception) -> SyncError:
        return SyncError(
            say(
                "The WebDAV server at {url} cannot be reached: {detail}", url=self.where, detail=exc
            ),
            offline=True,
        )

    def _too_slow(self, doing: str) -> SyncError:
        if self.clock.round_over():
            return _round_over(self.clock.pace)
        return SyncError(
            say(
                "The WebDAV server at {url} was too slow to {doing}: it sent less than {rate} "
                "a second. Nothing was lost; the next round tries again.",
                url=self.where,
                doing=doing,
                rate=say_n("%n byte(s)", None, self.clock.pace.rate),
            ),
            offline=True,
        )

    @contextlib.contextmanager
    def _exchange(self, method: str, url: str, doing: str, **kw: Any) -> Iterator[httpx.Response]:
        """One request, its answer read within the block as a stream: no
        answer is taken whole, and none takes longer than the clock allows."""
        if self.clock.round_over():
            raise _round_over(self.clock.pace)
        self.clock.begin_request()
        try:
            with self.http.stream(method, url, **kw) as response:
                self._check(response, doing)
                yield response
        except (httpx.ConnectError, httpx.TimeoutException) as exc:
            if self.clock.late():
                raise self._too_slow(doing) from exc
            raise self._offline(exc) from exc
        except httpx.HTTPError as exc:
            raise self._fail(doing, exc) from exc

    def _send(self, method: str, url: str, doing: str, **kw: Any) -> int:
        """A request whose answer is only its status: the body is read (so
        the connection serves the next request) up to ANSWER_BYTES."""
        with self._exchange(method, url, doing, **kw) as response:
            read = 0
            for chunk in response.iter_bytes():
                read += len(chunk)
                if read > ANSWER_BYTES:
                    break
            return response.status_code

    def _check(self, response: httpx.Response, doing: str) -> None:
        """Answers that are never a step of the protocol, in words."""
        if response.status_code in (401, 403):
            raise SyncError(
                say(
                    "The WebDAV server at {url} refused the user name or password.",
                    url=self.where,
                )
            )
        if response.status_code == 507:
            raise self._fail(doing, say("the server is out of space (its quota is full)"))
        if response.is_redirect:
            raise self._fail(
                doing,
                say(
                    "it sent Verbatim to {target} (HTTP {status}); use that address instead",
                    target=response.headers.get("location", "?"),
                    status=response.status_code,
                ),
            )

    def _list(self, url: str) -> list[tuple[str, bool]] | None:
        """(name, is folder) under `url`; None if it does not exist."""
        doing = "list the sync folder"
        with self._exchange(
            "PROPFIND", url, doing, headers={"Depth": "1"}, content=_PROPFIND
        ) as response:
            if response.status_code == 404:
                return None
            if response.status_code != 207:
                raise self._fail(doing, f"HTTP {response.status_code}")
            too_long = self._fail(
                doing,
                say(
                    "its answer is longer than {size} bytes, more than any sync folder's list",
                    size=number(MAX_LISTING_BYTES),
                ),
            )
            answer = _Capped(response.iter_bytes(), MAX_LISTING_BYTES, lambda: too_long)
            try:  # the server's answer is outside text: entities are refused, never expanded
                return self._listed(answer, urlsplit(url).path.rstrip("/"))
            except DefusedXmlException as exc:
                raise self._fail(
                    doing, say("its answer declares XML entities, which Verbatim does not expand")
                ) from exc
            except ET.ParseError as exc:
                raise self._fail(doing, exc) from exc

    def _listed(self, answer: _Capped, own: str) -> list[tuple[str, bool]]:
        """The entries of a PROPFIND answer as it arrives: each element is
        let go when it ends (only the ones still open are held, no deeper
        than LISTING_DEPTH), so an answer of a million empty elements costs
        no more than one."""
        listing = _Listing(own)
        for kind, item in ET.iterparse(answer, events=("start", "end")):
            if kind == "start":
                if listing.start(item) > LISTING_DEPTH:
                    raise self._fail("list the sync folder", say("its answer nests too deep"))
            else:
                listing.end(item)
        return listing.out

    def devices(self) -> dict[str, list[str]]:
        top = self._list(self.base)
        if top is None:
            return {}
        out = {}
        for name, folder in top:
            if folder and not name.startswith("."):
                files = self._list(self.base + quote(name) + "/") or []
                out[name] = sorted(n for n, f in files if not f and n.endswith(SUFFIX))
        return out

    def read(self, device: str, name: str) -> bytes:
        """A change file, downloaded no further than a change file may be
        long (an endless answer used to grow without limit)."""
        url = self.base + quote(device) + "/" + quote(name)
        doing = "read a change file"
        with self._exchange("GET", url, doing) as response:
            if response.status_code != 200:
                raise self._fail(doing, f"HTTP {response.status_code}")
            data = bytearray()
            for chunk in response.iter_bytes():
                data += chunk
                if len(data) > MAX_FILE_BYTES:
                    raise Unreadable(say("it is larger than any change file may be"))
            return bytes(data)

    def _folder(self, url: str) -> None:
        status = self._send("MKCOL", url, "make the sync folder")
        if status not in (201, 405):  # 405: it is there already
            raise self._fail("make the sync folder", f"HTTP {status}")

    def write(self, device: str, name: str, data: bytes) -> None:
        folder = self.base + quote(device) + "/"
        self._folder(self.base)
        self._folder(folder)
        tmp = folder + f".{name}.{uuid.uuid4().hex[:8]}.tmp"
        try:
            status = self._send("PUT", tmp, "store a change file", content=data)
            if status not in (200, 201, 204):
                raise self._fail("store a change file", f"HTTP {status}")
        except SyncError:
            with contextlib.suppress(SyncError):  # a full quota leaves nothing behind
                self._send("DELETE", tmp, "store a change file")
            raise
        status = self._send(
            "MOVE",
            tmp,
            "store a change file",
            headers={"Destination": folder + quote(name), "Overwrite": "F"},
        )
        if status not in (201, 204, 412):  # 412: the same file is there
            raise self._fail("store a change file", f"HTTP {status}")


class _Listing:
    """One PROPFIND answer as it is read: the elements still open, the
    response being read (its href, whether it is a folder) and the entries
    found so far, as (name, is folder)."""

    def __init__(self, own: str) -> None:
        self.own = own  # the listed folder's own path: not an entry of itself
        self.open: list[Element] = []
        self.out: list[tuple[str, bool]] = []
        self.href, self.folder = "", False

    def start(self, item: Element) -> int:
        """An element begins; returns how many are open with it."""
        if item.tag == "{DAV:}response":
            self.href, self.folder = "", False
        elif item.tag == "{DAV:}collection" and self.open[-1:]:
            self.folder = self.folder or self.open[-1].tag == "{DAV:}resourcetype"
        self.open.append(item)
        return len(self.open)

    def end(self, item: Element) -> None:
        """An element ends: a response's href is kept, a whole response
        becomes an entry, and the element is let go."""
        self.open.pop()
        parent = self.open[-1] if self.open else None
        if item.tag == "{DAV:}href" and parent is not None:
            if parent.tag == "{DAV:}response":
                self.href = item.text or ""
        elif item.tag == "{DAV:}response":
            path = unquote(urlsplit(self.href).path).rstrip("/")
            if path and path != self.own:
                self.out.append((path.rsplit("/", 1)[-1], self.folder))
        if parent is not None:
            parent.remove(item)  # its last child, and by now its only one
