"""One long JSON-RPC message from a tool server, parsed in short steps.

`json.loads` holds the interpreter's lock for the whole parse: 195 ms for
the 106 MB message a 50 MB tool result makes, during which the window
cannot run (issue 24 asks that it never wait 100 ms). Here a long message's
long strings are found with `bytes.find` and decoded a slice at a time; the
rest, now short, goes to `json.loads`, and the strings are put back. Each
step holds the lock for a few milliseconds. The result equals `json.loads`
of the same bytes, and so do its errors (ValueError).
"""

from __future__ import annotations

import json
import secrets
from typing import Any

SHORT = 1024 * 1024  # a message up to this long is parsed at once
STEP = 1024 * 1024  # bytes of one long string decoded at a time
_QUOTE, _BACKSLASH = 0x22, 0x5C


def loads(line: bytes | bytearray, short: int = SHORT, step: int = STEP) -> Any:
    """`json.loads(line)`, in steps when the line is long (`step` >= 16)."""
    if len(line) <= short:
        return json.loads(line)
    mark = "\x00" + secrets.token_hex(8) + ":"  # no string a server sent can start so
    taken: list[str] = []
    skeleton = bytearray()
    pos = 0
    while True:
        opening = line.find(b'"', pos)
        if opening < 0:
            skeleton += line[pos:]
            break
        skeleton += line[pos:opening]
        closing = _closing_quote(line, opening + 1)
        if closing - opening - 1 > step:
            skeleton += json.dumps(f"{mark}{len(taken)}").encode()
            taken.append(_decode(line, opening + 1, closing, step))
        else:
            skeleton += line[opening : closing + 1]
        pos = closing + 1
    value = json.loads(skeleton)
    return _put_back(value, mark, taken) if taken else value


def _closing_quote(line: bytes | bytearray, start: int) -> int:
    """Where the string that starts at `start` ends: the next quote not
    escaped, that is with an even run of backslashes before it."""
    i = start
    while True:
        quote = line.find(b'"', i)
        if quote < 0:
            raise ValueError("Unterminated string in a tool server's message")
        run = 0
        while quote - run - 1 >= start and line[quote - run - 1] == _BACKSLASH:
            run += 1
        if run % 2 == 0:
            return quote
        i = quote + 1


def _decode(line: bytes | bytearray, start: int, end: int, step: int) -> str:
    """The JSON string line[start:end] (without its quotes), a slice at a
    time, each cut where no escape, UTF-8 character or surrogate pair is."""
    parts: list[str] = []
    i = start
    while i < end:
        j = _safe_cut(line, i, i + step) if i + step < end else end
        parts.append(json.loads(b'"' + bytes(line[i:j]) + b'"'))
        i = j
    return "".join(parts)


def _safe_cut(line: bytes | bytearray, lo: int, j: int) -> int:
    """A point at or before `j` that splits no UTF-8 character, no escape
    sequence and no \\uD8xx\\uDCxx pair. `lo` is a safe point itself, and
    `j - lo` is at least 16 bytes: a UTF-8 character, a cut escape and the
    high half of its pair move it back at most 14, so one is found after `lo`."""
    while line[j] & 0xC0 == 0x80:  # the middle of a UTF-8 character
        j -= 1
    # The last escape that begins before j (at most 6 bytes, a pair 12): cut
    # before it if j falls inside it, or if it is the high half of a pair
    # whose low half begins at j (as it may, once j has moved before a cut
    # low half: so it is looked at again).
    moved = True
    while moved:
        moved = False
        for k in range(j - 1, max(lo, j - 12) - 1, -1):
            if line[k] != _BACKSLASH or _escaped(line, lo, k):
                continue
            unicode = line[k + 1 : k + 2] == b"u"
            if k + (6 if unicode else 2) > j or (unicode and k + 6 == j and _pair(line, k)):
                j, moved = k, True
            break
    return j


def _escaped(line: bytes | bytearray, lo: int, k: int) -> bool:
    """Is the backslash at k itself escaped (an odd run of them before it)?"""
    run = 0
    while k - run - 1 >= lo and line[k - run - 1] == _BACKSLASH:
        run += 1
    return run % 2 == 1


def _pair(line: bytes | bytearray, k: int) -> bool:
    """Does a \\uD8xx-\\uDBxx escape at k have a \\uDCxx-\\uDFxx right after it?"""
    return (
        0xD8 <= _hex_byte(line, k) <= 0xDB
        and line[k + 6 : k + 8] == b"\\u"
        and 0xDC <= _hex_byte(line, k + 6) <= 0xDF
    )


def _hex_byte(line: bytes | bytearray, k: int) -> int:
    try:
        return int(bytes(line[k + 2 : k + 4]), 16)
    except ValueError:
        return -1


def _put_back(value: Any, mark: str, taken: list[str]) -> Any:
    """The value with each placeholder replaced by its string, keys too;
    iterative, so no depth the parser accepted can exhaust the stack."""
    root = [value]
    todo: list[Any] = [root]
    while todo:
        node = todo.pop()
        if isinstance(node, list):
            _put_back_items(node, mark, taken, todo)
        elif isinstance(node, dict):
            _put_back_entries(node, mark, taken, todo)
    return root[0]


def _put_back_items(node: list[Any], mark: str, taken: list[str], todo: list[Any]) -> None:
    """One list's placeholders replaced; the lists and objects in it are
    added to `todo`, to be seen to in turn."""
    for i, item in enumerate(node):
        node[i] = _real(item, mark, taken)
        if isinstance(item, (list, dict)):
            todo.append(item)


def _put_back_entries(node: dict[str, Any], mark: str, taken: list[str], todo: list[Any]) -> None:
    """One object's placeholders replaced, in its keys and its values; the
    lists and objects in it are added to `todo`."""
    for key in [k for k in node if k.startswith(mark)]:
        node[_real(key, mark, taken)] = node.pop(key)
    for key, item in node.items():
        node[key] = _real(item, mark, taken)
        if isinstance(item, (list, dict)):
            todo.append(item)


def _real(x: Any, mark: str, taken: list[str]) -> Any:
    """The string a placeholder stands for; anything else as it is."""
    if isinstance(x, str) and x.startswith(mark):
        return taken[int(x[len(mark) :])]
    return x
