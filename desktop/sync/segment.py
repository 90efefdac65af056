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
from collections.abc import Iterable
from typing import Any

from desktop.domain.words import say

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


def encode(entries: Iterable[dict[str, Any]], device: str, passphrase: str | None) -> bytes:
    lines = "".join(
        json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n" for e in entries
    )
    body = gzip.compress(lines.encode("utf-8"), compresslevel=6, mtime=0)
    if not passphrase:
        return PLAIN + body
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    salt, nonce = os.urandom(SALT_BYTES), os.urandom(NONCE_BYTES)
    sealed = AESGCM(_key(passphrase, salt)).encrypt(nonce, body, device.encode())
    return SEALED + salt + nonce + sealed


def decode(data: bytes, device: str, passphrase: str | None) -> list[dict[str, Any]]:
    """The entries of an intact file. Raises SyncError for a file that is
    encrypted with another passphrase (or none was given), or is not ours."""
    if data.startswith(SEALED):
        if not passphrase:
            raise SyncError(
                say(
                    "The changes from another device are encrypted. Give the sync "
                    "passphrase to read them. Nothing was changed."
                )
            )
        from cryptography.exceptions import InvalidTag
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM

        rest = data[len(SEALED) :]
        salt, nonce, sealed = rest[:SALT_BYTES], rest[SALT_BYTES:28], rest[28:]
        try:
            body = AESGCM(_key(passphrase, salt)).decrypt(nonce, sealed, device.encode())
        except InvalidTag:
            raise SyncError(
                say(
                    "The sync passphrase does not open the changes from another device. "
                    "Check the passphrase. Nothing was changed."
                )
            ) from None
    elif data.startswith(PLAIN):
        if passphrase:
            raise SyncError(
                say(
                    "Another device sends its changes unencrypted, but this one has a sync "
                    "passphrase. Set the same passphrase on every device. Nothing was changed."
                )
            )
        body = data[len(PLAIN) :]
    else:
        raise SyncError(say("A file in the sync folder is not a Verbatim change file."))
    try:
        # Split on "\n" only: JSON may hold U+2028, U+0085 and other characters
        # str.splitlines() also breaks at (a title did: the state machine found it).
        lines = gzip.decompress(body).decode("utf-8").split("\n")
        entries = [json.loads(line) for line in lines if line]
    except (OSError, EOFError, UnicodeDecodeError, ValueError) as exc:
        raise SyncError(say("A change file cannot be read: {error}", error=exc)) from exc
    if not all(isinstance(e, dict) for e in entries):
        raise SyncError(say("A change file holds something that is not a change."))
    return entries
