"""Every request the WebDAV transport makes runs within the round's deadline
and its own (issue 36): a server that sent a byte every 10 s kept a round
running for ever, as httpx's timeouts are for each read. The connections
come from httpcore's pool with a network backend whose every read, write,
connect and TLS handshake waits no longer than the clock allows, also
through a proxy the person's environment names (HTTP_PROXY, HTTPS_PROXY,
ALL_PROXY, NO_PROXY), which httpx would otherwise reach with a transport
of its own, without the deadline."""

from __future__ import annotations

import time
import urllib.request
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpcore
import httpx

WRITE_BYTES = 64 * 1024  # a request's body goes out in pieces, each within the deadline


@dataclass(frozen=True)
class Pace:
    """How long a round waits on the other side (issue 36). A server that
    sent a byte every 10 s kept a round running for ever: the 30 s timeout
    is for each read. Now a round ends within `round_s`, and one request
    within `grace_s` plus a second for each `rate` bytes it moved: a slow
    link that keeps moving finishes, one that trickles is cut. A round cut
    short keeps what it applied; the next one goes on from there."""

    round_s: float = 30 * 60
    grace_s: float = 60
    rate: int = 16 * 1024  # bytes a second, a tenth of the slowest broadband


class Clock:
    """The round's deadline and the request's, which every socket read and
    write of the WebDAV transport waits no longer than."""

    def __init__(self, pace: Pace) -> None:
        self.pace = pace
        self.round_at = time.monotonic() + pace.round_s
        self.started = self.round_at
        self.moved = 0

    def begin_round(self) -> None:
        self.round_at = time.monotonic() + self.pace.round_s

    def begin_request(self) -> None:
        self.started, self.moved = time.monotonic(), 0

    def due(self) -> float:
        request = self.started + self.pace.grace_s + self.moved / self.pace.rate
        return min(self.round_at, request)

    def left(self, timeout: float | None) -> float:
        """What a read or write may wait: its own timeout, or less. Past the
        deadline, a timeout (the transport says which deadline it was)."""
        left = self.due() - time.monotonic()
        if left <= 0:
            raise httpcore.ReadTimeout("the deadline passed")
        return left if timeout is None else min(timeout, left)

    def late(self) -> bool:
        return time.monotonic() >= self.due() - 0.01  # a timeout may end a hair early

    def round_over(self) -> bool:
        return time.monotonic() >= self.round_at


class _PacedStream(httpcore.NetworkStream):
    """A connection whose every read and write waits no longer than the
    clock allows, and counts what it moved (the request's deadline grows
    with it)."""

    def __init__(self, inner: httpcore.NetworkStream, clock: Clock) -> None:
        self.inner, self.clock = inner, clock

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        data = self.inner.read(max_bytes, self.clock.left(timeout))
        self.clock.moved += len(data)
        return data

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        view = memoryview(buffer)
        for at in range(0, len(view), WRITE_BYTES):
            piece = view[at : at + WRITE_BYTES]
            self.inner.write(bytes(piece), self.clock.left(timeout))
            self.clock.moved += len(piece)

    def close(self) -> None:
        self.inner.close()

    def start_tls(
        self,
        ssl_context: Any,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        inner = self.inner.start_tls(ssl_context, server_hostname, self.clock.left(timeout))
        return _PacedStream(inner, self.clock)

    def get_extra_info(self, info: str) -> Any:
        return self.inner.get_extra_info(info)


class _PacedBackend(httpcore.NetworkBackend):
    def __init__(self, clock: Clock) -> None:
        self.inner, self.clock = httpcore.SyncBackend(), clock

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        stream = self.inner.connect_tcp(
            host, port, self.clock.left(timeout), local_address, socket_options
        )
        return _PacedStream(stream, self.clock)


def proxy_for(url: str) -> str | None:
    """The proxy the person's environment names for `url`, as httpx would
    pick it (NO_PROXY honoured); None: straight to the server."""
    parts = urlsplit(url)
    bypass = urllib.request.proxy_bypass_environment  # type: ignore[attr-defined]
    if bypass(parts.hostname or ""):
        return None
    proxies = urllib.request.getproxies_environment()
    return proxies.get(parts.scheme) or proxies.get("all")


class PacedTransport(httpx.HTTPTransport):
    """httpx's own transport, its connections, straight or through an HTTP
    proxy, made by `_PacedBackend` (httpx names no way to give a network
    backend; httpcore's pools take one). A SOCKS proxy is refused by the
    caller in a sentence: the pool for it needs a package Verbatim lacks."""

    def __init__(self, clock: Clock, proxy: str | None = None) -> None:
        ssl_context = httpx.create_ssl_context()
        super().__init__(verify=ssl_context)
        backend = _PacedBackend(clock)
        if proxy is None:
            self._pool = httpcore.ConnectionPool(ssl_context=ssl_context, network_backend=backend)
            return
        via = httpx.Proxy(proxy)
        self._pool = httpcore.HTTPProxy(
            proxy_url=httpcore.URL(
                scheme=via.url.raw_scheme,
                host=via.url.raw_host,
                port=via.url.port,
                target=via.url.raw_path,
            ),
            proxy_auth=via.raw_auth,
            proxy_headers=via.headers.raw,
            ssl_context=ssl_context,
            proxy_ssl_context=via.ssl_context,
            network_backend=backend,
        )
