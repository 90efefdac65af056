"""Change files: what one device sends, as gzip-compressed JSON lines,
optionally encrypted (AES-GCM, the key from the passphrase by scrypt).

A file's name carries its sequence number and the SHA-256 of its bytes, so
a reader knows a truncated or altered file for what it is. The device id is
bound into the encryption (associated data): a file moved to another
device's folder does not open."""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import zlib
from collections.abc import Iterable, Iterator
from typing import Any

from desktop.domain.words import number, say
from desktop.store.exchange.bounded_json import JsonRefused, Tally, stream_values

PLAIN = b"VSYNC1\n"
SEALED = b"VSYNC1E\n"
SUFFIX = ".vseg"
_NAME = re.compile(r"^(\d{10})-([0-9a-f]{64})\.vseg$")
SALT_BYTES, NONCE_BYTES = 16, 12


class SyncError(Exception):
    """A round that cannot go on; str() is plain language. Nothing was changed.
    `offline`: the folder or server cannot be reached right now (not a
    mistake to fix): the sidebar says Offline and the next round tries again."""

    def __init__(self, message: str, *, offline: bool = False) -> None:
        super().__init__(message)
        self.offline = offline
        # The round applied files before it stopped (said by its driver): what
        # shows the store reads it again, as after a round that ended well.
        self.changed = False


def file_name(seq: int, data: bytes) -> str:
    return f"{seq:010d}-{hashlib.sha256(data).hexdigest()}{SUFFIX}"


def parse_name(name: str) -> tuple[int, str] | None:
    """(sequence, sha256) of a change file's name; None for anything else."""
    match = _NAME.match(name)
    return None if match is None else (int(match.group(1)), match.group(2))


def intact(name: str, data: bytes) -> bool:
    parsed = parse_name(name)
    return parsed is not None and hashlib.sha256(data).hexdigest() == parsed[1]


_keys: dict[tuple[str, bytes], bytes] = {}


def _key(passphrase: str, salt: bytes) -> bytes:
    """scrypt (n=2**15, r=8, p=1: about 32 MiB and a tenth of a second);
    cached per salt, so a round derives it once per device."""
    cached = _keys.get((passphrase, salt))
    if cached is None:
        from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

        cached = Scrypt(salt=salt, length=32, n=2**15, r=8, p=1).derive(passphrase.encode())
        _keys[(passphrase, salt)] = cached
    return cached


def line(entry: dict[str, Any]) -> str:
    """One entry as the line a change file holds (without its newline)."""
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":"))


def encode(entries: Iterable[dict[str, Any]], device: str, passphrase: str | None) -> bytes:
    return encode_lines((line(e) for e in entries), device, passphrase)


def encode_lines(lines: Iterable[str], device: str, passphrase: str | None) -> bytes:
    text = "".join(x + "\n" for x in lines)
    body = gzip.compress(text.encode("utf-8"), compresslevel=6, mtime=0)
    if not passphrase:
        return PLAIN + body
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    salt, nonce = os.urandom(SALT_BYTES), os.urandom(NONCE_BYTES)
    sealed = AESGCM(_key(passphrase, salt)).encrypt(nonce, body, device.encode())
    return SEALED + salt + nonce + sealed


# Bounds on what another device may send (issue 24). A part is cut at
# PART_BYTES of JSON (sync/round.py: collect), so an honest file inflates to
# a little more than that; the largest single entry is a 32 MB file as
# base64 (43 MB).
MAX_FILE_BYTES = 128 * 1024 * 1024  # a change file as stored
MAX_INFLATED_BYTES = 128 * 1024 * 1024  # the same, decompressed
# The values its lines build, kept or not (issue 36): what reading one file
# may cost, about 1.5 s, and hold, were they all kept, about 210 MB (a
# million entries of two values each, the most for the least text). A
# writer cuts its parts within it (round.PART_VALUES); a part of 20,000
# messages holds some 500,000.
MAX_VALUES = 2_000_000


class Unreadable(Exception):
    """One change file that cannot be used; str() says why. `sealed`: its
    encryption did not check out (altered, or another passphrase)."""

    def __init__(self, why: str, *, sealed: bool = False) -> None:
        super().__init__(why)
        self.sealed = sealed


def entries_of(body: bytes | memoryview) -> Iterator[dict[str, Any]]:
    """The entries of a file's compressed body (from `opened`), one at a
    time as they are asked for: inflated and parsed as they go, so a reader
    holds only the entries it keeps, never the file's text (a 122 KB file of
    `{}` lines inflated to 125 MB and built 41 million entries at once, 3.09
    GB, issue 36). No more than MAX_VALUES values are built in all, kept or
    not, which bounds the work as well. Raises Unreadable at the first thing
    wrong: a reader that stops there uses none of the file."""
    tally = Tally()
    try:
        for entry in stream_values(_Inflating(body), tally):
            if tally.values > MAX_VALUES:
                raise Unreadable(
                    say(
                        "it holds more than {count} values, more than any change file may",
                        count=number(MAX_VALUES),
                    )
                )
            if not isinstance(entry, dict):
                raise Unreadable(say("it holds something that is not a change"))
            yield entry
    except JsonRefused as exc:
        raise Unreadable(say("a line of it cannot be read: {why}", why=exc)) from exc


def opened(data: bytes, device: str, passphrase: str | None) -> bytes | memoryview:
    """An intact file's compressed body, its encryption checked and opened
    within the bounds above (`entries_of` reads it): a plain file's is a
    view of `data`, not a copy. Raises Unreadable for a file that cannot be
    used; the round goes on without it."""
    if len(data) > MAX_FILE_BYTES:
        raise Unreadable(say("it is larger than any change file may be"))
    if data.startswith(SEALED):
        if not passphrase:
            raise Unreadable(
                say("it is encrypted, and this device has no sync passphrase"), sealed=True
            )
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        rest = data[len(SEALED) :]
        salt, nonce, sealed = rest[:SALT_BYTES], rest[SALT_BYTES:28], rest[28:]
        try:
            body = AESGCM(_key(passphrase, salt)).decrypt(nonce, sealed, device.encode())
        except (InvalidTag, ValueError):
            raise Unreadable(
                say(
                    "it does not open with this device's passphrase: it was altered, or "
                    "that device uses another passphrase"
                ),
                sealed=True,
            ) from None
    elif data.startswith(PLAIN):
        if passphrase:
            raise Unreadable(
                say(
                    "it is not encrypted, while this device syncs with a passphrase (someone "
                    "without the passphrase may have written it)"
                )
            )
        return memoryview(data)[len(PLAIN) :]
    else:
        raise Unreadable(say("it is not a Verbatim change file"))
    return body


class _Inflating:
    """A gzip body as a stream for the parser: inflated a megabyte at a
    time as it is read, and no further than MAX_INFLATED_BYTES (a 1 MB file
    inflated to 2.14 GB, all held, issue 24). zlib is given the body a
    slice at a time: what it has not used it copies (`unconsumed_tail`, and
    on an error too), and given all of it, it copied 100 MB at every read."""

    SLICE = 256 * 1024

    def __init__(self, body: bytes | memoryview) -> None:
        self._inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
        self._body = memoryview(body)
        self._at = 0  # where the next slice starts
        self._pending: bytes | memoryview = b""
        self._inflated = 0

    def read(self, size: int = -1) -> bytes:
        """Up to `size` bytes (a megabyte if none is given), fewer only at the end."""
        if size == 0:  # ijson asks for nothing first, to learn bytes from text
            return b""
        size = size if size > 0 else 1 << 20
        inflater, parts, got = self._inflater, [], 0
        try:
            while got < size and not inflater.eof:
                if not self._pending and self._at < len(self._body):
                    self._pending = self._body[self._at : self._at + self.SLICE]
                    self._at += self.SLICE
                out = inflater.decompress(self._pending, size - got)
                self._pending = inflater.unconsumed_tail
                if out:
                    parts.append(out)
                    got += len(out)
                elif not self._pending and self._at >= len(self._body):
                    raise Unreadable(say("it is cut short"))  # all of it read, no end
        except zlib.error as exc:
            raise Unreadable(say("its compression is damaged ({error})", error=exc)) from exc
        self._inflated += got
        if self._inflated > MAX_INFLATED_BYTES:
            raise Unreadable(say("it inflates to more than any change file may hold"))
        return parts[0] if len(parts) == 1 else b"".join(parts)
