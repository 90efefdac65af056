"""Reading JSON from outside (imports, sync) within stated bounds, as it is
read, never after loading the whole (issue 24).

`ijson.items` kept a path string per nesting level, so a value nested a
hundred thousand levels deep grew memory with the square of its depth (a
40 KB file took 1 GB, a 400 KB one 23 GB); `json.loads` recursed until
Python's stack ran out. Here the C parser's plain events (no paths) build
each value under limits on nesting depth, the number of values and the
length of one string, and a document is split into the pieces a reader
takes one at a time: the elements of a top-level list, or for a top-level
object its plain fields, the elements of its lists and the entries of its
objects. Only one piece is held at a time.
"""

from __future__ import annotations

from collections.abc import Container, Generator, Iterator
from dataclasses import dataclass
from typing import IO, Any, Protocol

import ijson


@dataclass(frozen=True)
class JsonLimits:
    """Chosen well above any real export: a ChatGPT history of 100,000
    messages nests 12 levels; one conversation of 2,000 messages with its
    tree holds about 60,000 values; the largest string is a file as base64
    (32 MB of bytes: 43 MB of text)."""

    depth: int = 64
    values: int = 2_000_000  # in one piece (a conversation, a file entry)
    string_chars: int = 48 * 1024 * 1024
    # The JSON bytes of one piece, whatever it holds (issue 37, hole 4): the
    # limits above let one conversation hold thirty texts of 40 MB, 1.2 GB
    # built in memory (2.7 GB at its peak). A file entry is at most 43 MB of
    # base64; a Verbatim conversation of 2,000 long messages about 20 MB.
    piece_bytes: int = 64 * 1024 * 1024


DEFAULT_LIMITS = JsonLimits()


class Reads(Protocol):
    """What the parser reads from: a file, or a stream made as it is read."""

    def read(self, size: int = -1, /) -> bytes: ...


class JsonRefused(ValueError):
    """The document breaks a limit or is not JSON; str() says which, plainly."""


_OPEN = {"start_map", "start_array"}
_CLOSE = {"end_map", "end_array"}


class _RunGuard:
    """Refuses a run of bytes with no unescaped quote longer than any string
    may be, before the parser holds it: yajl keeps a string whole until it
    ends, and its buffer grows with the square of the reads (a 64 MB string
    took 12 s). Two byte counts per read: C speed. (An escaped backslash
    before a real quote counts as an escaped quote here; that can only make
    a run look one read longer.)"""

    def __init__(
        self,
        stream: IO[bytes] | Reads,
        limit: int,
        piece_limit: int | None = None,
        grow: bool = False,
    ) -> None:
        self.stream, self.limit, self.run = stream, limit, 0
        # Reads that grow through a long text (see stream_values): `plain`
        # counts the bytes read since the last real quote, in reads whose
        # brackets, braces, commas and colons (each may make an event) are
        # fewer than one in 16 bytes: inside a text, or a run of spaces.
        self.grow, self.plain = grow, 0
        self.total = 0  # bytes read so far
        self.piece_limit = piece_limit
        self.piece_start: int | None = None  # `total` when the piece being built began
        self.room = ROOM_FROM  # the longest run the parser's buffer is known to have room for

    def start_piece(self) -> None:
        """A piece begins to be built: from here its bytes count against
        `piece_limit`, counted a read at a time (within one read of the
        truth either way), before the parser holds them."""
        self.piece_start = self.total

    def skip_piece(self) -> None:
        """A value passed over unbuilt holds no memory: its bytes do not count."""
        self.piece_start = None

    def read(self, size: int = -1) -> bytes:
        if self.grow and self.plain >= size > 0:
            size = min(2 * self.plain, GROWN_READ_BYTES)
        chunk = self.stream.read(size)
        self.total += len(chunk)
        if self.grow:
            marks = sum(chunk.count(mark) for mark in (b",", b":", b"{", b"["))
            quoted = chunk.count(b'"') > chunk.count(b'\\"')
            self.plain = 0 if quoted or 16 * marks > len(chunk) else self.plain + len(chunk)
        if (
            self.piece_start is not None
            and self.piece_limit is not None
            and self.total - self.piece_start > self.piece_limit
        ):
            raise JsonRefused(too_large_piece(self.piece_limit))
        if chunk.count(b'"') > chunk.count(b'\\"'):
            tail = chunk.rfind(b'"')
            self.run = len(chunk) - tail - 1
        else:
            self.run += len(chunk)
        if self.run > self.limit:
            raise JsonRefused(_why_so_long(chunk, self.limit))
        if self.run > self.room:
            self.room = _room_for(self.run)
        return chunk


# yajl, ijson's C parser, holds a string whole until it ends, in a buffer it
# doubles with malloc and realloc whose failure it never checks: out of
# memory in the middle of a long string, the process crashed (SIGSEGV, no
# word said; a sync of three 40 MB texts under a 200 MB cap). Before the
# buffer must grow, `_room_for` asks the system for the next size itself,
# so running out is Python's MemoryError, which every caller says in a
# sentence, and never the parser's crash.
ROOM_FROM = 4 * 1024 * 1024


def _room_for(run: int) -> int:
    """Reserve, and give back at once, address space for a parser buffer
    of twice `run` (what yajl's next doubling may take beside the old one);
    an anonymous mapping is never touched, so this costs no memory. Returns
    the run it has made sure of; raises MemoryError when there is none."""
    import mmap

    size = 2 * run + READ_BYTES
    try:
        mmap.mmap(-1, size).close()
    except OSError as exc:  # ENOMEM: the address space is spent
        raise MemoryError from exc  # no words of its own: words.reason says it plainly
    return size // 2


def too_large_piece(limit: int) -> str:
    from desktop.domain.words import say

    return say(
        "one conversation (or one file in it) is larger than {mb} MB, the most Verbatim "
        "reads at once",
        mb=limit // (1024 * 1024),
    )


def _why_so_long(last: bytes, limit: int) -> str:
    """What a run of bytes with no quote is: blank space (an export that is
    only spaces was "a text longer than 51,380,224 bytes", issue 37), or a
    text that long."""
    from desktop.domain.words import number, say

    if last.isspace():
        return say("it holds more than {size} bytes of blank space in a row", size=number(limit))
    return say("it holds a text longer than {size} bytes", size=number(limit))


READ_BYTES = 1024 * 1024  # yajl's cost for a long string grows with (its length / this)²
# A stream of many small values parses faster in smaller reads (the C parser
# makes all of a read's events at once: 1 MB of them took 60% longer than
# 64 KB, issue 36); inside a long text the reads grow with it, up to this,
# so its cost stays linear (a 32 MB text in 64 KB reads took 2.7 s, 0.6 s in 1 MB).
STREAM_READ_BYTES = 64 * 1024
GROWN_READ_BYTES = 4 * 1024 * 1024  # its events: a sixteenth of its bytes at the most


def _events(guarded: _RunGuard) -> Iterator[tuple[str, Any]]:
    """The C parser's events, not wrapped in a generator of ours (one more
    step per event cost a tenth of an import): whoever reads them turns
    ijson.JSONError into JsonRefused (`_refused`)."""
    return iter(ijson.basic_parse(guarded, use_float=True, buf_size=READ_BYTES))


def _refused(exc: ijson.JSONError) -> JsonRefused:
    return JsonRefused(_plain(exc))


def _plain(exc: Exception) -> str:
    """yajl's error, without its picture of the spot: one short sentence."""
    said = str(exc).split("\n", 1)[0].removeprefix("parse error: ").strip()
    if "premature EOF" in said:
        return "it ends before it is complete (is the file cut short?)"
    if "trailing garbage" in said:
        return "it goes on after its end"
    return f"it is not valid JSON ({said})"


@dataclass
class Tally:
    """Values built so far, across every value a reader was given."""

    values: int = 0


def _build(
    events: Iterator[tuple[str, Any]],
    first: tuple[str, Any],
    limits: JsonLimits,
    base: int,
    tally: Tally | None = None,
) -> Any:
    """One value from parser events, starting at nesting level `base`,
    counting its values as they come (and adding them to `tally`): a list
    or an object is filled by `_fill`."""
    kind, value = first
    counted = tally if tally is not None else Tally()
    if kind not in _OPEN:
        return _alone(kind, value, limits, counted)
    if base + 1 > limits.depth:
        raise JsonRefused(f"it nests deeper than {limits.depth} levels")
    return _fill(events, {} if kind == "start_map" else [], limits, base, counted)


def _alone(kind: str, value: Any, limits: JsonLimits, tally: Tally) -> Any:
    """A value that is neither a list nor an object, where a value begins."""
    if kind in _CLOSE or kind == "map_key":
        raise JsonRefused("it is not valid JSON")
    _check_text(value, limits)
    tally.values += 1
    return value


def _fill(
    events: Iterator[tuple[str, Any]], root: Any, limits: JsonLimits, base: int, tally: Tally
) -> Any:
    """A list or an object (`root`, its start already read) filled from
    parser events until it ends. One loop with its state in locals: a
    method call per event cost half of an import's time (issue 28). A map's
    key needs no stack: after a nested value closes, the next event is the
    map's next key. A new list or object joins its parent as any value
    does, and `top` is then the innermost open one (the stack's last)."""
    stack: list[Any] = [root]
    top: Any = root
    key: Any = None
    count, most, depth = 1, limits.values, limits.depth - base
    chars = limits.string_chars
    for kind, value in events:
        if kind == "map_key":
            key = value
            continue
        if kind == "end_map" or kind == "end_array":
            stack.pop()
            if not stack:
                tally.values += count
                return root
            top = stack[-1]
            continue
        count += 1
        if count > most:
            raise JsonRefused(f"one item holds more than {most:,} values")
        if kind == "start_map" or kind == "start_array":
            if len(stack) + 1 > depth:
                raise JsonRefused(f"it nests deeper than {limits.depth} levels")
            value = {} if kind == "start_map" else []
            stack.append(value)
        elif type(value) is str and len(value) > chars:
            _check_text(value, limits)
        if type(top) is list:
            top.append(value)
        else:
            top[key] = value
        top = stack[-1]
    raise JsonRefused("it ends in the middle of a value")


def _check_text(value: Any, limits: JsonLimits) -> None:
    if isinstance(value, str) and len(value) > limits.string_chars:
        raise JsonRefused(
            f"it holds a text of {len(value):,} characters (the limit is {limits.string_chars:,})"
        )


def _skip(
    events: Iterator[tuple[str, Any]], first: tuple[str, Any], depth: int, limit: int
) -> None:
    """Pass over one value without building it (still within the depth limit)."""
    if first[0] not in _OPEN:
        return
    level = 1
    for kind, _value in events:
        if kind in _OPEN:
            level += 1
            if depth + level > limit:
                raise JsonRefused(f"it nests deeper than {limit} levels")
        elif kind in _CLOSE:
            level -= 1
            if level == 0:
                return
    raise JsonRefused("it ends in the middle of a value")


def pieces(
    stream: IO[bytes],
    limits: JsonLimits = DEFAULT_LIMITS,
    only: Container[str] | None = None,
) -> Iterator[tuple[str | None, Any]]:
    """The document, a piece at a time:
    - a top-level list: (None, element) for each element;
    - a top-level object: (key, value) for a plain field, (key, element) for
      each element of a list, and (key, (name, value)) for each entry of an
      object. With `only`, the other keys' values are passed over unbuilt.
    Every piece is built within `limits`; JsonRefused says what broke them."""
    guard = _RunGuard(stream, limits.string_chars + READ_BYTES, limits.piece_bytes)
    try:
        yield from _pieces(_events(guard), guard, limits, only)
    except ijson.JSONError as exc:
        raise _refused(exc) from exc


def _pieces(
    events: Iterator[tuple[str, Any]],
    guard: _RunGuard,
    limits: JsonLimits,
    only: Container[str] | None,
) -> Iterator[tuple[str | None, Any]]:
    first = next(events, None)
    if first is None:
        raise JsonRefused("it is empty")
    kind, _ = first
    if kind == "start_array":
        if (yield from _elements(events, guard, limits, None, 1)):
            return
        raise JsonRefused("it ends in the middle of its list")
    if kind != "start_map":
        raise JsonRefused("it is not a JSON list or object")
    yield from _fields(events, guard, limits, only)


def _fields(
    events: Iterator[tuple[str, Any]],
    guard: _RunGuard,
    limits: JsonLimits,
    only: Container[str] | None,
) -> Iterator[tuple[str | None, Any]]:
    """A top-level object's pieces, its start already read: a plain field
    whole, a list's elements and an object's entries one at a time, and
    with `only` the other keys' values passed over unbuilt."""
    for event in events:
        if event[0] == "end_map":
            return
        key = str(event[1])
        inner = next(events, None)
        if inner is None:
            break
        if only is not None and key not in only:
            guard.skip_piece()
            _skip(events, inner, 1, limits.depth)
        elif inner[0] == "start_array":
            yield from _elements(events, guard, limits, key, 2)
        elif inner[0] == "start_map":
            yield from _entries(events, guard, limits, key)
        else:
            guard.start_piece()
            yield key, _build(events, inner, limits, 1)
    raise JsonRefused("it ends in the middle of its object")


def _elements(
    events: Iterator[tuple[str, Any]],
    guard: _RunGuard,
    limits: JsonLimits,
    key: str | None,
    base: int,
) -> Generator[tuple[str | None, Any], None, bool]:
    """A list's elements, each a piece (as (key, element)), its start
    already read. Returns whether the list ended (False: the events ran
    out first)."""
    for item in events:
        if item[0] == "end_array":
            return True
        guard.start_piece()
        yield key, _build(events, item, limits, base)
    return False


def _entries(
    events: Iterator[tuple[str, Any]], guard: _RunGuard, limits: JsonLimits, key: str
) -> Iterator[tuple[str | None, Any]]:
    """An object's entries, each a piece (as (key, (name, value))), its
    start already read; it stops at the object's end, or where the events
    run out."""
    for entry in events:
        if entry[0] == "end_map":
            return
        name = str(entry[1])
        guard.start_piece()
        value_event = next(events, None)
        if value_event is None:
            return
        yield key, (name, _build(events, value_event, limits, 2))


def loads(data: bytes, limits: JsonLimits = DEFAULT_LIMITS) -> Any:
    """One JSON value (a sync change file's line) within `limits`."""
    import io

    events = _events(_RunGuard(io.BytesIO(data), limits.string_chars + READ_BYTES))
    try:
        first = next(events, None)
        if first is None:
            raise JsonRefused("it is empty")
        value = _build(events, first, limits, 0)
        if next(events, None) is not None:
            raise JsonRefused("it holds more than one value")
    except ijson.JSONError as exc:
        raise _refused(exc) from exc
    return value


def stream_values(
    stream: Reads, tally: Tally, limits: JsonLimits = DEFAULT_LIMITS
) -> Iterator[Any]:
    """The JSON values of a stream that holds one after another (a sync
    change file: one a line), each built within `limits` when it is asked
    for, and counted in `tally`: the reader holds what it keeps of them, never
    the stream, and can stop once they are more than it takes. One parser
    for the whole stream (one a line cost a parser's setup per value)."""
    guard = _RunGuard(stream, limits.string_chars + GROWN_READ_BYTES, grow=True)
    events = iter(
        ijson.basic_parse(guard, use_float=True, buf_size=STREAM_READ_BYTES, multiple_values=True)
    )
    try:
        for first in events:
            yield _build(events, first, limits, 0, tally)
    except ijson.JSONError as exc:
        raise _refused(exc) from exc


class CappedReader:
    """A byte stream that refuses to give more than `limit` bytes, or, for a
    compressed member of `compressed` bytes, more than RATIO times that once
    past RATIO_FLOOR: a zip member may claim one size and inflate to another
    (a 1 MB zip held 1 GB), and no real export compresses a hundredfold."""

    RATIO = 100
    RATIO_FLOOR = 64 * 1024 * 1024

    def __init__(
        self, stream: IO[bytes], limit: int, what: str, compressed: int | None = None
    ) -> None:
        self.stream, self.limit, self.what, self.read_bytes = stream, limit, what, 0
        self.compressed = compressed

    def read(self, size: int = -1) -> bytes:
        chunk = self.stream.read(size if size >= 0 else self.limit + 1 - self.read_bytes)
        self.read_bytes += len(chunk)
        if self.read_bytes > self.limit:
            raise JsonRefused(f"{self.what} is larger than {self.limit:,} bytes")
        if (
            self.compressed is not None
            and self.read_bytes > self.RATIO_FLOOR
            and self.read_bytes > self.RATIO * max(1, self.compressed)
        ):
            raise JsonRefused(
                f"{self.what} inflates to more than {self.RATIO} times its packed size, "
                "as no real export does (a zip bomb)"
            )
        return chunk
