"""Hugging Face's HTTP API, the four requests Verbatim makes, over httpx.

Search (`/api/models`), a repository's files with sizes and SHA-256
(`/api/models/{repo}?blobs=true`), a file's first bytes (a range request on
`{repo}/resolve/main/{file}`) and a whole file, resumed from the byte reached
when the connection is cut. This replaced `huggingface_hub` (issue 38): the
library's retries, cache, Xet and progress-bar protocol were switched off or
worked around, and what was left is these requests. HF_ENDPOINT points them
elsewhere, as the tests do. No token is sent: Verbatim downloads only models
anyone may.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx

from desktop import __version__
from desktop.backends.http import tls

DEFAULT_ENDPOINT = "https://huggingface.co"
# A search or a repository's file list is a person waiting: one attempt,
# each step bounded.
CONNECT_S = 4.0
ANSWER_S = 8.0
# A download reads on through a slow line; a line silent this long is cut.
DOWNLOAD_TIMEOUT = httpx.Timeout(60.0, connect=10.0)
CHUNK = 1024 * 1024
# A search or a repository's file list: the largest repositories list a few
# thousand files, well under a megabyte.
MAX_ANSWER_BYTES = 16 * 1024 * 1024
# A cut connection is resumed from the byte reached; this many cuts in a row
# with nothing new between them end the download.
RESUMES = 5


class RepoMissing(Exception):
    """The hub has no such repository (or will not say it has one)."""


class FileMissing(Exception):
    """The repository has no such file."""


class Gated(Exception):
    """The repository asks for its terms to be accepted first."""


class BadAnswer(Exception):
    """The hub answered, but not as its API does."""


def endpoint() -> str:
    return (os.environ.get("HF_ENDPOINT") or DEFAULT_ENDPOINT).rstrip("/")


@contextmanager
def _client(timeout: httpx.Timeout) -> Iterator[httpx.Client]:
    headers = {"User-Agent": f"Verbatim/{__version__}"}
    with httpx.Client(
        verify=tls(), headers=headers, timeout=timeout, follow_redirects=True
    ) as client:
        yield client


def _quick() -> httpx.Timeout:
    return httpx.Timeout(ANSWER_S, connect=CONNECT_S)


def _check(answer: httpx.Response, missing: type[Exception]) -> None:
    """The hub's error codes (its X-Error-Code header) as our exceptions."""
    if answer.is_success:
        return
    code = answer.headers.get("X-Error-Code", "")
    if code == "GatedRepo":
        raise Gated
    if code in ("RepoNotFound", "RevisionNotFound") or answer.status_code == 401:
        raise RepoMissing
    if code == "EntryNotFound" or answer.status_code == 404:
        raise missing
    raise BadAnswer(f"HTTP {answer.status_code}")


def _get_json(path: str, params: dict[str, str | int]) -> Any:
    """The hub's JSON answer, read up to MAX_ANSWER_BYTES: the endpoint may
    be any server HF_ENDPOINT names, or one between, and an endless answer
    would otherwise be held whole before it is parsed."""
    with _client(_quick()) as http, http.stream("GET", endpoint() + path, params=params) as answer:
        _check(answer, RepoMissing)
        body = bytearray()
        for chunk in answer.iter_bytes():
            body += chunk
            if len(body) > MAX_ANSWER_BYTES:
                raise BadAnswer(f"an answer longer than {MAX_ANSWER_BYTES // (1024 * 1024)} MB")
        return json.loads(body)


def search(query: str, limit: int) -> list[Any]:
    """GGUF repositories whose name holds `query`, most downloaded first."""
    params: dict[str, str | int] = {
        "search": query,
        "filter": "gguf",
        "sort": "downloads",
        "limit": limit,
    }
    found = _get_json("/api/models", params)
    if not isinstance(found, list):
        raise BadAnswer("the search did not answer with a list")
    return found


def siblings(repo_id: str) -> list[dict[str, Any]]:
    """The repository's files, each as the hub lists it (rfilename, size,
    lfs.sha256); what is not an object is left out."""
    info = _get_json(f"/api/models/{quote(repo_id, safe='/')}", {"blobs": "true"})
    listed = info.get("siblings") if isinstance(info, dict) else None
    return [s for s in listed or [] if isinstance(s, dict)] if isinstance(listed, list) else []


def file_url(repo_id: str, filename: str) -> str:
    return f"{endpoint()}/{quote(repo_id, safe='/')}/resolve/main/{quote(filename, safe='/')}"


def prefix(repo_id: str, filename: str, size: int) -> bytes:
    """The file's first `size` bytes (a range request), fewer if it is shorter."""
    headers = {"Range": f"bytes=0-{size - 1}", "Accept-Encoding": "identity"}
    got = bytearray()
    with (
        _client(httpx.Timeout(20.0, connect=CONNECT_S)) as http,
        http.stream("GET", file_url(repo_id, filename), headers=headers) as answer,
    ):
        _check(answer, FileMissing)
        for chunk in answer.iter_bytes():
            got += chunk[: size - len(got)]
            if len(got) >= size:
                break
    return bytes(got)


def fetch(
    url: str,
    into: Path,
    count: Callable[[int], None],
    wait: Callable[[float], object],
    start: int = 0,
) -> None:
    """The whole file at `url` written to `into`. `count` is told each chunk
    before it is written (and raises to stop the download); a cut
    connection is asked again from the byte reached, after `wait`. With
    `start`, `into` already holds the file's first `start` bytes (an
    earlier try's): the rest is asked for and appended."""
    done, failures = start, 0
    with into.open("ab" if start else "wb") as out, _client(DOWNLOAD_TIMEOUT) as http:
        while True:
            before = done
            try:
                done = _one_get(http, url, done, out, count)
                return
            except httpx.TransportError:
                done = out.tell()
                # Never reached at all: offline, said at once. Else the line
                # works and was cut: resume, unless it keeps failing.
                failures = 0 if done > before else failures + 1
                if done == start or failures > RESUMES:
                    raise
                wait(float(max(failures, 1)))


def _one_get(
    http: httpx.Client, url: str, done: int, out: Any, count: Callable[[int], None]
) -> int:
    headers = {"Accept-Encoding": "identity"}  # byte offsets must be the file's
    if done:
        headers["Range"] = f"bytes={done}-"
    with http.stream("GET", url, headers=headers) as answer:
        _check(answer, FileMissing)
        # A server that ignores the range sends the file from its start:
        # what is already written is passed over.
        skip = done if done and answer.status_code != 206 else 0
        for chunk in answer.iter_bytes(CHUNK):
            if skip:
                passed, skip = min(skip, len(chunk)), max(0, skip - len(chunk))
                chunk = chunk[passed:]
                if not chunk:
                    continue
            count(len(chunk))
            out.write(chunk)
            done += len(chunk)
    return done
