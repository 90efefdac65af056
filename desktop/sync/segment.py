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
from collections.abc import Iterable
from typing import Any

from desktop.domain.words import say
from desktop.store.bounded_json import JsonRefused, loads

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


class Unreadable(Exception):
    """One change file that cannot be used; str() says why. `sealed`: its
    encryption did not check out (altered, or another passphrase)."""

    def __init__(self, why: str, *, sealed: bool = False) -> None:
        super().__init__(why)
        self.sealed = sealed


def entries_of(body: bytes) -> list[dict[str, Any]]:
    """The entries of a file's compressed body (from `opened`)."""
    return _entries(_inflate(body))


def opened(data: bytes, device: str, passphrase: str | None) -> bytes:
    """An intact file's compressed body, its encryption checked and opened
    within the bounds above: what a round holds of each file until it
    applies it (`entries_of` reads it then). Holding the entries of every
    file instead took 320 MB for a first sync of 100,000 messages (issue
    28); the compressed bodies take 4. Raises Unreadable for a file that
    cannot be used; the round goes on without it."""
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
        body = data[len(PLAIN) :]
    else:
        raise Unreadable(say("it is not a Verbatim change file"))
    return body


def _inflate(body: bytes) -> bytearray:
    """gzip, decompressed a megabyte at a time and no further than
    MAX_INFLATED_BYTES (a 1 MB file inflated to 2.14 GB, all held)."""
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    out = bytearray()
    pending = body
    try:
        while pending and not inflater.eof:
            out += inflater.decompress(pending, 1 << 20)
            pending = inflater.unconsumed_tail
            if len(out) > MAX_INFLATED_BYTES:
                raise Unreadable(say("it inflates to more than any change file may hold"))
        out += inflater.flush()
    except zlib.error as exc:
        raise Unreadable(say("its compression is damaged ({error})", error=exc)) from exc
    if not inflater.eof:
        raise Unreadable(say("it is cut short"))
    return out


def _entries(text: bytearray) -> list[dict[str, Any]]:
    # Split on "\n" only: JSON may hold U+2028, U+0085 and other characters
    # str.splitlines() also breaks at (a title did: the state machine found it).
    entries: list[dict[str, Any]] = []
    start = 0
    while start < len(text):
        end = text.find(b"\n", start)
        end = len(text) if end < 0 else end
        line = bytes(text[start:end])
        start = end + 1
        if not line:
            continue
        try:
            entry = loads(line)
        except JsonRefused as exc:
            raise Unreadable(say("a line of it cannot be read: {why}", why=exc)) from exc
        if not isinstance(entry, dict):
            raise Unreadable(say("it holds something that is not a change"))
        entries.append(entry)
    return entries
