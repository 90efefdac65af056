"""Where change files live: a folder another program keeps in sync
(Syncthing, Nextcloud, Dropbox…), or a WebDAV server spoken to directly.
Both write atomically (a temporary name, then a rename or MOVE), so a
reader never sees half a file under a change file's name. Never the live
database: only these files."""

from __future__ import annotations

import os
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Protocol
from urllib.parse import quote, unquote, urlsplit

import httpx

from desktop.domain.words import say
from desktop.sync.segment import SUFFIX, SyncError

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
        return (self.root / device / name).read_bytes()

    def write(self, device: str, name: str, data: bytes) -> None:
        folder = self.root / device
        try:
            folder.mkdir(parents=True, exist_ok=True)
            tmp = folder / f".{name}.{uuid.uuid4().hex[:8]}.tmp"
            with open(tmp, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, folder / name)
        except OSError as exc:
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

    def _send(self, method: str, url: str, doing: str, **kw: object) -> httpx.Response:
        try:
            response = self.http.request(method, url, **kw)  # type: ignore[arg-type]
        except (httpx.ConnectError, httpx.TimeoutException) as exc:
            raise SyncError(
                say(
                    "The WebDAV server at {url} cannot be reached: {detail}",
                    url=self.where,
                    detail=exc,
                ),
                offline=True,
            ) from exc
        except httpx.HTTPError as exc:
            raise self._fail(doing, exc) from exc
        if response.status_code in (401, 403):
            raise SyncError(
                say(
                    "The WebDAV server at {url} refused the user name or password.",
                    url=self.where,
                )
            )
        if response.status_code == 507:
            raise self._fail(doing, say("the server is out of space (its quota is full)"))
        return response

    def _list(self, url: str) -> list[tuple[str, bool]] | None:
        """(name, is folder) under `url`; None if it does not exist."""
        response = self._send(
            "PROPFIND", url, "list the sync folder", headers={"Depth": "1"}, content=_PROPFIND
        )
        if response.status_code == 404:
            return None
        if response.status_code != 207:
            raise self._fail("list the sync folder", f"HTTP {response.status_code}")
        try:
            tree = ET.fromstring(response.content)
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
        response = self._send("GET", self.base + quote(device) + "/" + quote(name), "read")
        if response.status_code != 200:
            raise self._fail("read a change file", f"HTTP {response.status_code}")
        return response.content

    def _folder(self, url: str) -> None:
        response = self._send("MKCOL", url, "make the sync folder")
        if response.status_code not in (201, 405):  # 405: it is there already
            raise self._fail("make the sync folder", f"HTTP {response.status_code}")

    def write(self, device: str, name: str, data: bytes) -> None:
        folder = self.base + quote(device) + "/"
        self._folder(self.base)
        self._folder(folder)
        tmp = folder + f".{name}.{uuid.uuid4().hex[:8]}.tmp"
        response = self._send("PUT", tmp, "store a change file", content=data)
        if response.status_code not in (200, 201, 204):
            raise self._fail("store a change file", f"HTTP {response.status_code}")
        response = self._send(
            "MOVE",
            tmp,
            "store a change file",
            headers={"Destination": folder + quote(name), "Overwrite": "F"},
        )
        if response.status_code not in (201, 204, 412):  # 412: the same file is there
            raise self._fail("store a change file", f"HTTP {response.status_code}")
