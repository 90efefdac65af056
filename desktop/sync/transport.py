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
from pathlib import Path
from typing import Protocol
from urllib.parse import quote, unquote, urlsplit

import httpx
from defusedxml import DefusedXmlException
from defusedxml import ElementTree as ET

from desktop.domain.words import say
from desktop.store.private import open_private, private_folder
from desktop.sync.secrets import split_credentials
from desktop.sync.segment import MAX_FILE_BYTES, SUFFIX, SyncError, Unreadable

ROOT = "verbatim-sync"


class Transport(Protocol):
    where: str

    def devices(self) -> dict[str, list[str]]:
        """Every device's change files, by device id."""
        ...

    def read(self, device: str, name: str) -> bytes: ...

    def write(self, device: str, name: str, data: bytes) -> None: ...


class FolderTransport:
    def __init__(self, folder: Path) -> None:
        self.root = folder / ROOT
        self.where = str(folder)

    def devices(self) -> dict[str, list[str]]:
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
        path = self.root / device / name
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode):
                raise Unreadable(say("it is not a plain file (a link, a device or a pipe)"))
            if info.st_size > MAX_FILE_BYTES:
                raise Unreadable(say("it is larger than any change file may be"))
            flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
            with os.fdopen(os.open(path, flags), "rb") as f:
                data = f.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            raise Unreadable(say("it cannot be read ({error})", error=exc.strerror or exc)) from exc
        if len(data) > MAX_FILE_BYTES:
            raise Unreadable(say("it is larger than any change file may be"))
        return data

    def write(self, device: str, name: str, data: bytes) -> None:
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


class WebDavTransport:
    def __init__(self, url: str, user: str = "", password: str = "", timeout: float = 30) -> None:
        url = split_credentials(url)[0]  # a password in it is never used nor shown
        self.base = url.rstrip("/") + "/" + ROOT + "/"
        self.where = url
        auth = httpx.BasicAuth(user, password) if user else None
        self.http = httpx.Client(auth=auth, timeout=timeout, follow_redirects=False)

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

    def _send(self, method: str, url: str, doing: str, **kw: object) -> httpx.Response:
        try:
            response = self.http.request(method, url, **kw)  # type: ignore[arg-type]
        except (httpx.ConnectError, httpx.TimeoutException) as exc:
            raise self._offline(exc) from exc
        except httpx.HTTPError as exc:
            raise self._fail(doing, exc) from exc
        self._check(response, doing)
        return response

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
        response = self._send(
            "PROPFIND", url, "list the sync folder", headers={"Depth": "1"}, content=_PROPFIND
        )
        if response.status_code == 404:
            return None
        if response.status_code != 207:
            raise self._fail("list the sync folder", f"HTTP {response.status_code}")
        try:  # the server's answer is outside text: entities are refused, never expanded
            tree = ET.fromstring(response.content)
        except DefusedXmlException as exc:
            raise self._fail(
                "list the sync folder",
                say("its answer declares XML entities, which Verbatim does not expand"),
            ) from exc
        except ET.ParseError as exc:
            raise self._fail("list the sync folder", exc) from exc
        own = urlsplit(url).path.rstrip("/")
        out = []
        for item in tree.findall("{DAV:}response"):
            href = unquote(urlsplit(item.findtext("{DAV:}href") or "").path).rstrip("/")
            if not href or href == own:
                continue
            folder = item.find(".//{DAV:}resourcetype/{DAV:}collection") is not None
            out.append((href.rsplit("/", 1)[-1], folder))
        return out

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
        try:
            with self.http.stream("GET", url) as response:
                if response.status_code != 200:
                    response.read()
                    self._check(response, "read a change file")
                    raise self._fail("read a change file", f"HTTP {response.status_code}")
                data = bytearray()
                for chunk in response.iter_bytes():
                    data += chunk
                    if len(data) > MAX_FILE_BYTES:
                        raise Unreadable(say("it is larger than any change file may be"))
                return bytes(data)
        except (httpx.ConnectError, httpx.TimeoutException) as exc:
            raise self._offline(exc) from exc
        except httpx.HTTPError as exc:
            raise self._fail("read a change file", exc) from exc

    def _folder(self, url: str) -> None:
        response = self._send("MKCOL", url, "make the sync folder")
        if response.status_code not in (201, 405):  # 405: it is there already
            raise self._fail("make the sync folder", f"HTTP {response.status_code}")

    def write(self, device: str, name: str, data: bytes) -> None:
        folder = self.base + quote(device) + "/"
        self._folder(self.base)
        self._folder(folder)
        tmp = folder + f".{name}.{uuid.uuid4().hex[:8]}.tmp"
        try:
            response = self._send("PUT", tmp, "store a change file", content=data)
            if response.status_code not in (200, 201, 204):
                raise self._fail("store a change file", f"HTTP {response.status_code}")
        except SyncError:
            with contextlib.suppress(httpx.HTTPError):  # a full quota leaves nothing behind
                self.http.request("DELETE", tmp)
            raise
        response = self._send(
            "MOVE",
            tmp,
            "store a change file",
            headers={"Destination": folder + quote(name), "Overwrite": "F"},
        )
        if response.status_code not in (201, 204, 412):  # 412: the same file is there
            raise self._fail("store a change file", f"HTTP {response.status_code}")
