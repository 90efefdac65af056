"""Fetching a web page for the person, within bounds (issue 41).

A page's address comes from outside (a search result, a pasted link), so
everything about the fetch is bounded and the address is checked where it
matters: on the IP address actually connected to. The name is resolved
once, that address is checked, and the connection goes to it, with the
name only in the Host header and the TLS server name (so the certificate is
still checked against the name). A name that resolves to this computer, or
to the person's network, is refused as the address itself is; so is each
redirect, checked again before it is followed.

Bounds: the whole fetch within a deadline (every redirect included), at
most a few redirects, the body read to a size cap counted *after*
decompression (a gzip bomb stops at the cap, never held whole), only HTML,
plain text and PDF, no cookies kept (a fresh client for every request), no
proxy from the environment (a proxy would be the address connected to).

The tests' servers run on loopback: `allow` names the exact (address,
port) endpoints a caller permits. It is a parameter, never read from the
environment or settings, so nothing a page says can widen it."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import zlib
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

import httpx

from desktop.backends.http import tls
from desktop.domain.words import say

MAX_BYTES = 8 * 1024 * 1024  # a page, decompressed: the longest Wikipedia pages are about 3 MB
SECONDS = 20.0  # the whole fetch, redirects included
MAX_REDIRECTS = 5
READ_CHUNK = 64 * 1024
USER_AGENT = "Verbatim (a desktop chat app reading a page for its user)"
METADATA = ipaddress.ip_address("169.254.169.254")  # the cloud metadata service
CGNAT = ipaddress.ip_network("100.64.0.0/10")
NAT64 = ipaddress.ip_network("64:ff9b::/96")

Endpoint = tuple[str, int]  # an IP address as text and a port


class PageKind(StrEnum):
    """The kinds of page Verbatim reads: anything else is refused."""

    HTML = "text/html"
    TEXT = "text/plain"
    PDF = "application/pdf"


TYPES = {
    "text/html": PageKind.HTML,
    "application/xhtml+xml": PageKind.HTML,
    "text/plain": PageKind.TEXT,
    "application/pdf": PageKind.PDF,
}


@dataclass(frozen=True)
class Limits:
    """How much one fetch may take: bytes (decompressed), seconds in all, redirects."""

    max_bytes: int = MAX_BYTES
    seconds: float = SECONDS
    redirects: int = MAX_REDIRECTS


@dataclass(frozen=True)
class Page:
    """A page as fetched: its final address (after redirects), its kind,
    its bytes (decompressed) and the charset its server named, if any."""

    address: str
    kind: PageKind
    body: bytes
    charset: str | None = None


class FetchRefused(Exception):
    """A page that was not fetched, or not whole: str() is a plain sentence
    naming the address and why."""


def forbidden(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Why Verbatim does not fetch from this address, or None if it may.
    An IPv6 address carrying an IPv4 one (mapped, 6to4, NAT64) is judged
    by the IPv4 address inside."""
    if isinstance(ip, ipaddress.IPv6Address):
        inner = _carried_ipv4(ip)
        if inner is not None:
            return forbidden(inner)
    # The checks in this order: the first that matches names the reason.
    return _this_computer_or_segment(ip) or _not_public(ip)


def _carried_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address inside an IPv4-mapped, 6to4 or NAT64 address, if any."""
    inner = ip.ipv4_mapped or ip.sixtofour
    if inner is None and ip in NAT64:
        inner = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return inner


def _this_computer_or_segment(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Why not, if the address reaches this computer, the cloud metadata
    service or this computer's own network segment."""
    if ip.is_loopback or ip.is_unspecified:  # 0.0.0.0 and :: reach this computer too
        return say("it is this computer itself (a loopback address)")
    if ip == METADATA:
        return say("it is the cloud metadata service's address")
    if ip.is_link_local:
        return say("it is a link-local address (this computer's own network segment)")
    return None


def _not_public(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Why not, if the address belongs to a private or provider network, or
    is otherwise not on the public internet."""
    if isinstance(ip, ipaddress.IPv4Address) and ip in CGNAT:
        return say("it is a shared address of the internet provider's network (CGNAT)")
    if isinstance(ip, ipaddress.IPv6Address) and ip in ipaddress.ip_network("fc00::/7"):
        return say("it is a unique local address (a private network)")
    if ip.is_private:
        return say("it is a private network's address (a home or office network)")
    if ip.is_multicast or ip.is_reserved or not ip.is_global:
        return say("it is not a public internet address")
    return None


async def fetch_page(
    address: str, *, limits: Limits | None = None, allow: Collection[Endpoint] = ()
) -> Page:
    """The page at `address`, within `limits`; raises FetchRefused with a
    sentence. `allow` permits exact (IP, port) endpoints that would be
    refused otherwise (the tests' loopback servers)."""
    limits = limits or Limits()
    try:
        async with asyncio.timeout(limits.seconds):
            return await _follow(address, limits, frozenset(allow))
    except TimeoutError:
        raise FetchRefused(
            say(
                "{address} did not answer within {seconds} seconds.",
                address=address,
                seconds=f"{limits.seconds:g}",
            )
        ) from None


async def _follow(address: str, limits: Limits, allow: frozenset[Endpoint]) -> Page:
    current = address
    for _ in range(limits.redirects + 1):
        url = _parse(current)
        ip = await _resolve(url)
        if (str(ip), _port(url)) not in allow:
            why = forbidden(ip)
            if why is not None:
                raise FetchRefused(
                    say(
                        "Verbatim does not fetch {address}: {why}.",
                        address=current if current == address else f"{current} ({address})",
                        why=why,
                    )
                )
        outcome = await _get(url, ip, limits)
        if isinstance(outcome, Page):
            return outcome
        current = outcome
    raise FetchRefused(
        say(
            "{address} redirected more than {count} times; Verbatim stopped following it.",
            address=address,
            count=limits.redirects,
        )
    )


def _parse(address: str) -> httpx.URL:
    try:
        url = httpx.URL(address)
    except (httpx.InvalidURL, TypeError, ValueError):
        raise FetchRefused(say("{address} is not a web address.", address=address)) from None
    if url.scheme not in ("http", "https") or not url.host:
        raise FetchRefused(
            say("Verbatim fetches only http and https addresses, not {address}.", address=address)
        )
    return url


def _port(url: httpx.URL) -> int:
    return url.port or (443 if url.scheme == "https" else 80)


async def _resolve(url: httpx.URL) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    """The one address this hop connects to: the name resolved once."""
    try:
        return ipaddress.ip_address(url.host)
    except ValueError:
        pass
    try:
        found = await asyncio.get_running_loop().getaddrinfo(
            url.host, _port(url), type=socket.SOCK_STREAM
        )
    except (OSError, UnicodeError):
        found = []
    for _family, _type, _proto, _name, sockaddr in found:
        return ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
    raise FetchRefused(say("The name {host} could not be found.", host=url.host))


async def _get(
    url: httpx.URL, ip: ipaddress.IPv4Address | ipaddress.IPv6Address, limits: Limits
) -> Page | str:
    """One request to `ip` for `url`: the page, or the next address to go to."""
    host_header = url.netloc.decode("ascii")
    target = url.copy_with(host=str(ip))
    # A fresh client each time: no cookie, connection or proxy carries over.
    async with httpx.AsyncClient(
        verify=tls(), trust_env=False, follow_redirects=False, timeout=limits.seconds
    ) as client:
        request = client.build_request(
            "GET",
            target,
            headers={
                "Host": host_header,
                "User-Agent": USER_AGENT,
                "Accept": "text/html, application/xhtml+xml, text/plain, application/pdf",
                "Accept-Encoding": "gzip, deflate",
            },
            extensions={"sni_hostname": url.host},
        )
        shown = str(url)
        try:
            response = await client.send(request, stream=True)
        except httpx.HTTPError as exc:
            raise FetchRefused(
                say("{address} could not be reached ({why}).", address=shown, why=_why(exc))
            ) from None
        try:
            if response.is_redirect:
                location = response.headers.get("location", "")
                if not location:
                    raise FetchRefused(
                        say("{address} redirected without saying where.", address=shown)
                    )
                return str(url.join(location))
            if response.status_code != 200:
                raise FetchRefused(
                    say(
                        "{address} answered {status} instead of the page.",
                        address=shown,
                        status=response.status_code,
                    )
                )
            kind, charset = _kind(response, shown)
            declared = response.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > limits.max_bytes:
                raise FetchRefused(_too_large(shown, limits))
            body = await _read(response, shown, limits)
            return Page(str(url), kind, body, charset)
        finally:
            await response.aclose()


def _kind(response: httpx.Response, shown: str) -> tuple[PageKind, str | None]:
    header = response.headers.get("content-type", "")
    mime, _, params = header.partition(";")
    kind = TYPES.get(mime.strip().lower())
    if kind is None:
        raise FetchRefused(
            say(
                "{address} is not a web page, text or PDF (it is “{type}”); Verbatim reads"
                " only those.",
                address=shown,
                type=mime.strip() or "of no stated type",
            )
        )
    charset = None
    for param in params.split(";"):
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset" and value.strip():
            charset = value.strip().strip('"')
    return kind, charset


def _too_large(shown: str, limits: Limits) -> str:
    return say(
        "{address} is larger than {size} MB; Verbatim stopped reading it.",
        address=shown,
        size=f"{limits.max_bytes / 1024 / 1024:g}",
    )


async def _read(response: httpx.Response, shown: str, limits: Limits) -> bytes:
    """The body, decompressed here a bounded step at a time (httpx's own
    decoder would inflate a whole received chunk at once: a 64 KB chunk of
    a gzip bomb is 64 MB), and refused once past the cap."""
    inflate = _inflater(response, shown)
    body = bytearray()
    room = limits.max_bytes + 1  # one byte past the cap tells a page over it
    try:
        async for raw in response.aiter_raw(READ_CHUNK):
            data = raw
            while data:
                if inflate is None:
                    piece, data = data[:room], b""
                else:
                    piece = inflate.decompress(data, room)
                    data = inflate.unconsumed_tail
                body += piece
                room -= len(piece)
                if room <= 0:
                    raise FetchRefused(_too_large(shown, limits))
                if inflate is not None and not piece and data:
                    break  # a decoder that takes input and gives nothing back yet
    except zlib.error:
        raise FetchRefused(
            say("{address} sent a damaged compressed page.", address=shown)
        ) from None
    except httpx.HTTPError as exc:
        raise FetchRefused(
            say("{address} broke off while sending ({why}).", address=shown, why=_why(exc))
        ) from None
    return bytes(body)


def _inflater(response: httpx.Response, shown: str) -> zlib._Decompress | None:
    """The decoder for the body's content encoding (None: sent as it is);
    an encoding Verbatim did not ask for is refused."""
    encoding = response.headers.get("content-encoding", "identity").strip().lower()
    if encoding in ("", "identity"):
        return None
    if encoding in ("gzip", "x-gzip"):
        return zlib.decompressobj(16 + zlib.MAX_WBITS)
    if encoding == "deflate":
        return zlib.decompressobj()
    raise FetchRefused(
        say(
            "{address} was sent in an encoding Verbatim did not ask for ({encoding}).",
            address=shown,
            encoding=encoding,
        )
    )


def _why(exc: httpx.HTTPError) -> str:
    if isinstance(exc, httpx.TimeoutException):
        return say("it took too long")
    if isinstance(exc, httpx.ConnectError):
        return say("the connection was refused or failed")
    if isinstance(exc, httpx.RemoteProtocolError):
        return say("it did not answer in HTTP")
    return say("the connection failed")
