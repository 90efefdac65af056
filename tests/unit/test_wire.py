"""Byte-level decoding gives the same events however the bytes are split."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.backends.wire import NDJSONDecoder, SSEDecoder, SSEEvent, parse_line
from desktop.devserver.formats import AnthropicFormat, OllamaFormat, OpenAIFormat

TRICKY = [
    "héllo ",
    "東京 ",
    "🙂",
    " line\u2028break ",
    "para\u2029graph",
    "\x85nel",
    "x\x1cy",
    "\r",
]


def _openai_stream() -> bytes:
    f = OpenAIFormat()
    body = b"\xef\xbb\xbf" + f.start("m") + b": keep-alive comment\r\n\r\n"
    body += b"".join(f.text("m", t) for t in TRICKY)
    body += b'data: {"a":\r\ndata: 1}\r\n\r\n'  # multi-line data, CRLF endings
    body += b"event: custom\rdata: cr-only\r\r"  # CR-only endings
    return body + f.end("m", 3, 8) + b"data: last-without-blank-line"


def _anthropic_stream() -> bytes:
    f = AnthropicFormat()
    body = f.start("m") + b"".join(f.reasoning("m", t) for t in TRICKY[:3])
    return body + b"".join(f.text("m", t) for t in TRICKY) + f.end("m", 1, 2)


def _ollama_stream() -> bytes:
    f = OllamaFormat()
    return b"".join(f.text("m", t) for t in TRICKY) + f.end("m", 1, 2)[:-1]  # no final LF


def _sse(chunks: list[bytes]) -> list[SSEEvent]:
    d = SSEDecoder()
    out = [e for c in chunks for e in d.feed(c)]
    return out + d.finish()


def _ndjson(chunks: list[bytes]) -> list[object]:
    d = NDJSONDecoder()
    lines = [line for c in chunks for line in d.feed(c)] + d.finish()
    return [parse_line(line) for line in lines]


def _split(data: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    return [data[a:b] for a, b in zip([0, *points], [*points, len(data)], strict=True)]


def test_sse_reference_events_are_right() -> None:
    events = _sse([_openai_stream()])
    texts = [
        json.loads(e.data)["choices"][0]["delta"].get("content")
        for e in events
        if e.data.startswith("{") and "choices" in e.data and '"choices": []' not in e.data
    ]
    assert "".join(t for t in texts if t) == "".join(TRICKY)
    assert SSEEvent("message", '{"a":\n1}') in events
    assert SSEEvent("custom", "cr-only") in events
    assert events[-1] == SSEEvent("message", "last-without-blank-line")


def test_sse_every_single_byte_boundary() -> None:
    for name, data in [("openai", _openai_stream()), ("anthropic", _anthropic_stream())]:
        expected = _sse([data])
        for cut in range(len(data) + 1):
            assert _sse([data[:cut], data[cut:]]) == expected, (name, cut)


def test_ndjson_every_single_byte_boundary() -> None:
    data = _ollama_stream()
    expected = _ndjson([data])
    assert "".join(o["message"]["content"] for o in expected) == "".join(TRICKY)  # type: ignore[index]
    for cut in range(len(data) + 1):
        assert _ndjson([data[:cut], data[cut:]]) == expected


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_sse_random_chunkings(cuts: list[int]) -> None:
    for data in (_openai_stream(), _anthropic_stream()):
        assert _sse(_split(data, cuts)) == _sse([data])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40))
def test_ndjson_random_chunkings(cuts: list[int]) -> None:
    data = _ollama_stream()
    assert _ndjson(_split(data, cuts)) == _ndjson([data])


@settings(max_examples=100, deadline=None)
@given(st.text(min_size=1, max_size=40), st.lists(st.integers(0, 400), max_size=10))
def test_sse_any_text_survives_any_split(text: str, cuts: list[int]) -> None:
    f = OpenAIFormat()
    data = f.text("m", text)
    events = _sse(_split(data, cuts))
    assert json.loads(events[0].data)["choices"][0]["delta"]["content"] == text


def _reference_sse(data: bytes) -> list[SSEEvent]:
    """The WHATWG rules applied line by line, each line decoded on its own
    (LF endings only): what the decoder's block path must equal."""
    events: list[SSEEvent] = []
    lines: list[str] = []
    name = ""
    for raw in data.split(b"\n"):
        line = raw.decode("utf-8", "replace")
        if not line:
            if lines:
                events.append(SSEEvent(name or "message", "\n".join(lines)))
            name, lines = "", []
        elif line.startswith(":"):
            continue
        else:
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "data":
                lines.append(value)
            elif field == "event":
                name = value
    return events


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.binary(max_size=12).map(
                lambda b: b"data: " + b.replace(b"\n", b"").replace(b"\r", b"")
            ),
            st.sampled_from(
                [b"", b"event: x", b": c", b"data:nospace", b"data: \xe2\x82", b"\xff"]
            ),
        ),
        max_size=30,
    ),
    st.lists(st.integers(0, 400), max_size=12),
)
def test_sse_lf_streams_with_broken_utf8_match_line_by_line(
    lines: list[bytes], cuts: list[int]
) -> None:
    """Issue 28's block decoding (no CR: all complete lines decoded at once)
    gives what decoding each line alone gives, broken UTF-8 included."""
    data = b"\n".join(lines) + b"\n\n"
    assert _sse(_split(data, cuts)) == _reference_sse(data)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
            lambda inner: (
                st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(json.dumps),
        st.sampled_from(
            [
                '"\\ud800"',
                "NaN",
                "[-Infinity]",
                str(2**70),
                "[DONE]",
                "",
                "{",
                '{"a":1}x',
                "\ufeff{}",
            ]
        ),
        st.text(max_size=20),
    )
)
def test_event_json_reads_exactly_what_json_reads(text: str) -> None:
    """orjson reads the stream's events (issue 28); what it refuses, json
    decides, so the result is the standard library's in every case."""
    from desktop.backends.wire import event_json

    try:
        expected: object = json.loads(text)
    except ValueError as exc:
        expected = type(exc)
    for data in (text, text.encode("utf-8", "surrogatepass")):
        try:
            got: object = event_json(data)
        except ValueError as exc:
            got = type(exc)
        assert repr(got) == repr(expected), data
