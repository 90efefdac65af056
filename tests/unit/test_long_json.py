"""A long tool message parsed in steps is the same value `json.loads` gives
(issue 24: the window must not wait while a 50 MB result is parsed). Small
steps here, so every cut point is tried: escapes, UTF-8 characters and
surrogate pairs that straddle a cut, long keys, and broken documents."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tools.long_json import loads

TEXT = st.text(
    alphabet=st.one_of(
        st.sampled_from('\\"/\b\f\n\r\t\x00\x1f é€😀𝄞\u2028'),
        st.characters(codec="utf-8"),
    ),
    min_size=0,
    max_size=120,
)
VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), TEXT),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(TEXT, inner, max_size=4)),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None)
@given(value=VALUES, ascii_only=st.booleans(), step=st.integers(16, 40))
def test_in_steps_is_what_json_loads_reads(value: object, ascii_only: bool, step: int) -> None:
    line = json.dumps(value, ensure_ascii=ascii_only).encode()
    assert loads(line, short=0, step=step) == json.loads(line)


def test_a_tool_result_of_megabytes_comes_back_whole() -> None:
    text = "".join(f'{i:08d} «line» with "quotes", \\ and 😀\n' for i in range(60_000))
    message = {"jsonrpc": "2.0", "id": 7, "result": {"content": [{"type": "text", "text": text}]}}
    for ascii_only in (True, False):
        line = bytearray(json.dumps(message, ensure_ascii=ascii_only).encode())
        assert len(line) > 2_000_000
        assert loads(line, short=1024, step=4096) == message


@pytest.mark.parametrize(
    "broken",
    [
        b'{"a": "' + b"x" * 100,  # a string that never ends
        b'{"a": "' + b"x" * 100 + b'\\q"}',  # an escape JSON does not have
        b'{"a": "' + b"x" * 100 + b'"',  # an object that never ends
        b'{"a": "' + b"x" * 100 + b'\\u12"}',  # a cut \\u escape
        b'{"a": "' + b"\xff" * 100 + b'"}',  # not UTF-8
    ],
)
def test_a_broken_message_is_refused_as_json_loads_refuses_it(broken: bytes) -> None:
    with pytest.raises(ValueError):
        json.loads(broken)
    with pytest.raises(ValueError):
        loads(broken, short=0, step=16)
