"""Byte-level stream decoding: Server-Sent Events and NDJSON.

Lines are split on raw bytes (SSE: CR, LF or CRLF; NDJSON: LF) before any
text decoding. httpx's `aiter_lines()` is not used because it also splits on
U+2028, U+2029, NEL and other characters that are legal inside JSON strings
(PLATFORM.md). Splitting bytes first also makes UTF-8 decoding incremental
for free: a line terminator is ASCII and never occurs inside a multi-byte
character, so a character that straddles two network chunks is simply held
in the buffer until its line is complete.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import msgspec

_BOM = b"\xef\xbb\xbf"
DEFAULT_MAX_LINE = 8 * 1024 * 1024
_decode = msgspec.json.Decoder().decode


class LineTooLong(ValueError):
    """A line (or one SSE event's data) grew past the limit without ending:
    no chat message is that long, and waiting for its end would grow memory
    without bound."""

    def __init__(self, limit: int) -> None:
        super().__init__(f"a line longer than {limit} bytes")
        self.limit = limit


@dataclass(frozen=True, slots=True)
class SSEEvent:
    """One Server-Sent Event: its event name and data."""

    event: str
    data: str


class SSEDecoder:
    """Incremental SSE parser following the WHATWG event-stream rules.

    The buffer is a bytearray scanned only from where the last search
    stopped, so a long line arriving in many chunks costs linear time (the
    old join-per-chunk was quadratic)."""

    def __init__(self, max_line: int = DEFAULT_MAX_LINE) -> None:
        self._buf = bytearray()
        self._scanned = 0  # bytes of _buf already known to hold no terminator
        self._skip_lf = False  # the previous chunk ended in CR; a leading LF belongs to it
        self._at_start = True
        self._event = ""
        self._data: list[str] = []
        self._data_size = 0
        self.max_line = max_line

    def feed(self, chunk: bytes) -> list[SSEEvent]:
        if self._skip_lf and chunk[:1] == b"\n":
            chunk = chunk[1:]
        self._skip_lf = False
        buf = self._buf
        buf += chunk
        if self._at_start and self._bom_pending(buf):
            return []
        if buf.find(b"\r", self._scanned) == -1:
            return self._feed_lf(buf)
        events: list[SSEEvent] = []
        start = 0
        pos = self._scanned
        n = len(buf)
        while True:
            cr = buf.find(b"\r", pos)
            lf = buf.find(b"\n", pos)
            if cr == -1 and lf == -1:
                break
            if cr != -1 and (lf == -1 or cr < lf):
                end = cr
                if cr + 1 < n:
                    nxt = cr + 2 if buf[cr + 1] == 0x0A else cr + 1
                else:
                    nxt = cr + 1
                    self._skip_lf = True
            else:
                end, nxt = lf, lf + 1
            self._line(bytes(buf[start:end]).decode("utf-8", "replace"), events)
            start = pos = nxt
        del buf[:start]
        self._scanned = len(buf)
        if len(buf) > self.max_line:
            raise LineTooLong(self.max_line)
        return events

    def _bom_pending(self, buf: bytearray) -> bool:
        """At the stream's start: drop a byte order mark, or say that the
        bytes so far may yet become one (then nothing is read until more
        come). Asked until the start is passed, never after."""
        if len(buf) < len(_BOM) and _BOM.startswith(buf):
            return True
        if buf.startswith(_BOM):
            del buf[: len(_BOM)]
        self._at_start = False
        return False

    def _feed_lf(self, buf: bytearray) -> list[SSEEvent]:
        """The common case, no CR among the new bytes: every complete line is
        decoded in one call and split in one call (a line per event costs
        most of the decoding time otherwise, issue 28). A line terminator is
        ASCII, so decoding the block gives what decoding each line would."""
        last = buf.rfind(b"\n", self._scanned)
        if last == -1:
            self._scanned = len(buf)
            if len(buf) > self.max_line:
                raise LineTooLong(self.max_line)
            return []
        text = buf[:last].decode("utf-8", "replace")
        del buf[: last + 1]
        self._scanned = len(buf)
        if len(buf) > self.max_line:
            raise LineTooLong(self.max_line)
        events: list[SSEEvent] = []
        for line in text.split("\n"):
            if line.startswith("data: "):
                value = line[6:]
                self._data_size += len(value) + 1
                if self._data_size > self.max_line:
                    raise LineTooLong(self.max_line)
                self._data.append(value)
            else:
                self._line(line, events)
        return events

    def finish(self) -> list[SSEEvent]:
        """End of stream: a last event without its blank line still counts."""
        events: list[SSEEvent] = []
        if self._buf:
            self._line(bytes(self._buf).decode("utf-8", "replace"), events)
            self._buf = bytearray()
            self._scanned = 0
        self._line("", events)
        return events

    def _line(self, line: str, events: list[SSEEvent]) -> None:
        if not line:
            if self._data:
                events.append(SSEEvent(self._event or "message", "\n".join(self._data)))
            self._event, self._data, self._data_size = "", [], 0
            return
        if line.startswith(":"):
            return
        field, sep, value = line.partition(":")
        if sep and value.startswith(" "):
            value = value[1:]
        if field == "data":
            # Many short data lines without a blank line are one endless event.
            self._data_size += len(value) + 1
            if self._data_size > self.max_line:
                raise LineTooLong(self.max_line)
            self._data.append(value)
        elif field == "event":
            self._event = value


class NDJSONDecoder:
    """Incremental newline-delimited JSON: one LF-terminated line per object.

    Returns complete lines; `parse_line` turns one into an object. Keeping
    the two apart lets a caller hand over every good line before a bad one."""

    def __init__(self, max_line: int = DEFAULT_MAX_LINE) -> None:
        self._buf = bytearray()
        self._scanned = 0
        self.max_line = max_line

    def feed(self, chunk: bytes) -> list[bytes]:
        buf = self._buf
        buf += chunk
        lines: list[bytes] = []
        start = 0
        pos = self._scanned
        while (lf := buf.find(b"\n", pos)) != -1:
            line = bytes(buf[start:lf])
            if line.strip():
                lines.append(line)
            start = pos = lf + 1
        del buf[:start]
        self._scanned = len(buf)
        if len(buf) > self.max_line:
            raise LineTooLong(self.max_line)
        return lines

    def finish(self) -> list[bytes]:
        rest = bytes(self._buf)
        self._buf, self._scanned = bytearray(), 0
        return [rest] if rest.strip() else []


def event_json(data: str | bytes) -> Any:
    """One event's JSON as an object; ValueError if it is not JSON.

    msgspec reads a chat stream's small objects about four times as fast as
    the standard library (issue 28). It is stricter (no NaN or infinities,
    no lone surrogates), so whatever it refuses is read again by `json`,
    which decides: the result is always the standard library's, only
    sooner. (orjson was measured too, and is as fast, but reads an integer
    past 64 bits as a float.)"""
    try:
        return _decode(data)
    except msgspec.MsgspecError:
        return json.loads(data.decode("utf-8") if isinstance(data, bytes) else data)


def parse_line(line: bytes) -> Any:
    """One NDJSON line as an object; ValueError if it is not JSON."""
    return event_json(line)
