"""A Hugging Face-compatible server on loopback, for the download tests.

It answers the requests `huggingface_hub` makes (pointed here with
HF_ENDPOINT): model search, a repository's files with sizes and SHA-256, and
files by `resolve/main/…` with HEAD, GET and ranges, as the hub does. Faults
are asked for per file: the connection cut halfway through the first GET,
a SHA-256 in the metadata that the bytes do not match, a file that only
exists as its first bytes (a model too large for this computer, whose header
is still read), a server error (5xx) for a file, and hostile ones: a file
listed with no size, and a body that never ends (whatever size is listed).
A file may be listed as the hub lists a small file kept in git (a size,
no LFS SHA-256), and the bytes of each file's bodies are counted.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

COMMIT = "0123456789abcdef0123456789abcdef01234567"


@dataclass
class HubFile:
    name: str
    source: Path  # the bytes served (a prefix of it, for a `header_only` file)
    size: int = 0  # as listed; the source's size unless given
    sha256: str = ""  # as listed; the source's own unless given
    cut_once: bool = False  # the first whole GET stops halfway and closes
    header_only: bool = False  # only ranges within the source are served
    at_half: Callable[[], None] | None = None  # called once, halfway through a GET
    pace: float = 0.0  # seconds between megabytes: a slow line, to watch and cancel
    unlisted: bool = False  # the metadata and HEAD give no size (nor SHA-256)
    endless: bool = False  # a GET answers with zeros until the client hangs up
    no_ranges: bool = False  # a Range header is ignored: the whole file, 200
    lfs: bool = True  # False: listed as a small file in git, a size and no SHA-256
    status: int = 0  # a GET is answered with this error (503: the hub is down)
    served_cut: bool = False
    sent: int = 0  # bytes of the body written to the socket, over every GET

    def __post_init__(self) -> None:
        self.size = self.size or self.source.stat().st_size
        if not self.sha256:
            digest = hashlib.sha256()
            with self.source.open("rb") as f:
                while chunk := f.read(1 << 20):
                    digest.update(chunk)
            self.sha256 = digest.hexdigest()


@dataclass
class Hub:
    repos: dict[str, list[HubFile]] = field(default_factory=dict)
    downloads: dict[str, int] = field(default_factory=dict)
    requests: list[tuple[str, str, str]] = field(default_factory=list)  # method, path, range
    url: str = ""
    search_bytes: int = 0  # a hostile hub's search answer: this long, endless in effect

    def add(self, repo_id: str, *files: HubFile, downloads: int = 100) -> None:
        self.repos[repo_id] = list(files)
        self.downloads[repo_id] = downloads

    def gets_of(self, name: str) -> list[str]:
        """The Range header of each GET of `name` ("" for a whole GET)."""
        return [r for m, p, r in self.requests if m == "GET" and p.endswith("/" + name)]


CHUNK_ITEMS = 20_000  # items written at a time in a long answer


class _Handler(BaseHTTPRequestHandler):
    hub: Hub
    protocol_version = "HTTP/1.1"

    def log_message(self, *_: object) -> None:
        return None

    def do_HEAD(self) -> None:
        self._file(head=True)

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        path = unquote(parts.path)
        if path == "/api/models":
            self._search(parse_qs(parts.query))
        elif path.startswith("/api/models/"):
            self._info(path.removeprefix("/api/models/"))
        else:
            self._file(head=False)

    def _json(self, value: object, status: int = 200, code: str = "") -> None:
        body = json.dumps(value).encode()
        self.send_response(status)
        if code:
            self.send_header("X-Error-Code", code)  # as the hub says what is missing
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def _search(self, query: dict[str, list[str]]) -> None:
        words = query.get("search", [""])[0].lower()
        self.hub.requests.append(("GET", "/api/models", words))
        if self.hub.search_bytes:
            self._long_answer(self.hub.search_bytes)
            return
        found = [
            {"id": repo, "downloads": self.hub.downloads[repo], "likes": 1, "tags": ["gguf"]}
            for repo in sorted(self.hub.repos, key=lambda r: -self.hub.downloads[r])
            if words in repo.lower()
        ]
        self._json(found)

    def _long_answer(self, size: int) -> None:
        """A JSON array of `size` bytes that never ends in time to matter."""
        item = b'{"id":"x/y","downloads":1,"likes":1,"tags":["gguf"]},'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(size))
        self.send_header("Connection", "close")
        self.end_headers()
        block = b"[" + item * (CHUNK_ITEMS - 1)
        sent = 0
        try:
            while sent < size:
                piece = block[: size - sent]
                self.wfile.write(piece)
                sent += len(piece)
                block = item * CHUNK_ITEMS
        except (BrokenPipeError, ConnectionResetError):
            return  # the client stopped reading, as it should

    def _info(self, rest: str) -> None:
        repo = re.sub(r"/revision/[^/]+$", "", rest)
        if repo not in self.hub.repos:
            self._json({"error": "Repository not found"}, 404, "RepoNotFound")
            return
        siblings = [
            {"rfilename": f.name}
            if f.unlisted
            else {"rfilename": f.name, "size": f.size}
            if not f.lfs
            else {
                "rfilename": f.name,
                "size": f.size,
                "lfs": {"sha256": f.sha256, "size": f.size, "pointerSize": 134},
            }
            for f in self.hub.repos[repo]
        ]
        self._json({"id": repo, "sha": COMMIT, "tags": ["gguf"], "siblings": siblings})

    def _find(self, path: str) -> HubFile | None:
        m = re.fullmatch(r"/(.+?/.+?)/resolve/[^/]+/(.+)", path)
        if not m or m.group(1) not in self.hub.repos:
            return None
        return next((f for f in self.hub.repos[m.group(1)] if f.name == m.group(2)), None)

    def _file(self, head: bool) -> None:
        path = unquote(urlsplit(self.path).path)
        asked = self.headers.get("Range", "")
        self.hub.requests.append(("HEAD" if head else "GET", path, asked))
        if f := self._find(path):
            asked = "" if f.no_ranges else asked
        if f is None:
            self.send_response(404)
            self.send_header("X-Error-Code", "EntryNotFound")
            self.send_header("Content-Length", "0")
            self.send_header("Connection", "close")
            self.end_headers()
            return
        if f.status and not head:
            self._json({"error": "Internal Error"}, f.status)
            return
        start, end = 0, f.size - 1
        if m := re.fullmatch(r"bytes=(\d+)-(\d*)", asked):
            start, end = int(m.group(1)), min(int(m.group(2) or end), end)
        if f.endless and not head:
            self._endless(f)
            return
        if f.header_only:
            end = min(end, f.source.stat().st_size - 1)
        self.send_response(206 if asked else 200)
        self.send_header("ETag", f'"{f.sha256}"')
        self.send_header("X-Repo-Commit", COMMIT)
        self.send_header("Accept-Ranges", "bytes")
        if not (head and f.unlisted):
            self.send_header("Content-Length", str(f.size if head else end - start + 1))
        if asked:
            self.send_header("Content-Range", f"bytes {start}-{end}/{f.size}")
        self.send_header("Connection", "close")
        self.end_headers()
        if head:
            return
        cut_at = None
        if f.cut_once and not f.served_cut and not asked:
            f.served_cut = True
            cut_at = f.size // 2
        half, at_half = (end - start + 1) // 2, f.at_half
        with f.source.open("rb") as src:
            src.seek(start)
            left, sent = end - start + 1, 0
            while left > 0:
                chunk = src.read(min(1 << 20, left))
                if not chunk:
                    break
                if cut_at is not None and sent + len(chunk) >= cut_at:
                    self.wfile.write(chunk[: cut_at - sent])
                    f.sent += cut_at - sent
                    self.wfile.flush()
                    self.close_connection = True
                    return  # the connection closes mid-body: a cut
                try:
                    self.wfile.write(chunk)
                except (BrokenPipeError, ConnectionResetError):
                    return
                f.sent += len(chunk)
                left -= len(chunk)
                sent += len(chunk)
                if f.pace:
                    time.sleep(f.pace)  # the line's speed, not a wait for anything
                if at_half is not None and sent >= half and not asked.startswith("bytes=0-"):
                    hook, f.at_half, at_half = at_half, None, None
                    self.wfile.flush()
                    hook()

    def _endless(self, f: HubFile) -> None:
        """No length, and zeros for as long as the client reads."""
        self.send_response(200)
        self.send_header("ETag", f'"{f.sha256}"')
        self.send_header("X-Repo-Commit", COMMIT)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        block = bytes(1 << 20)
        while True:
            try:
                self.wfile.write(block)
            except (BrokenPipeError, ConnectionResetError):
                return
            f.sent += len(block)


@contextmanager
def serve_hub(hub: Hub) -> Iterator[Hub]:
    handler = type("Handler", (_Handler,), {"hub": hub})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="hf-server", daemon=True)
    thread.start()
    hub.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield hub
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
