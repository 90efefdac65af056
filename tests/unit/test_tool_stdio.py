"""Reading a tool server's stdio (issue 24): lines cut anywhere arrive whole,
in linear time, and a message longer than the limit is passed over as it
arrives (never held) and answered with an error for its call."""

from __future__ import annotations

import json

from mcp.shared.message import SessionMessage

from desktop.tools.stdio import _Lines


def _result(id_: int, text: str) -> bytes:
    body = {"jsonrpc": "2.0", "id": id_, "result": {"content": [{"type": "text", "text": text}]}}
    return json.dumps(body).encode() + b"\n"


def test_lines_cut_at_every_byte_arrive_whole() -> None:
    stream = _result(1, "ü first ✓") + b"\n   \n" + _result(2, "second")
    for size in (1, 2, 3, 7, 64, len(stream)):
        lines = _Lines(1_000_000)
        got = []
        for start in range(0, len(stream), size):
            got += lines.feed(stream[start : start + size])
        assert [getattr(m.message, "id", None) for m in got if isinstance(m, SessionMessage)] == [
            1,
            2,
        ]
        assert len(got) == 2


def test_a_message_over_the_limit_is_passed_over_and_its_call_answered_with_an_error() -> None:
    lines = _Lines(10_000)
    long = _result(7, "x" * 50_000)
    got = []
    for start in range(0, len(long), 1000):
        got += lines.feed(long[start : start + 1000])
        assert len(lines.buffer) <= 10_000 and (lines.skipping or b"")[:4] in (b"", b'{"js')
    got += lines.feed(_result(8, "fine"))
    first, second = got
    assert isinstance(first, SessionMessage) and getattr(first.message, "id", None) == 7
    assert "larger than" in first.message.error.message  # type: ignore[union-attr]
    assert isinstance(second, SessionMessage) and getattr(second.message, "id", None) == 8


def test_garbage_and_deep_nesting_are_errors_not_crashes() -> None:
    lines = _Lines(10_000_000)
    got = lines.feed(b"not json\n" + b"[" * 100_000 + b"]" * 100_000 + b"\n")
    assert len(got) == 2 and all(isinstance(m, Exception) for m in got)
