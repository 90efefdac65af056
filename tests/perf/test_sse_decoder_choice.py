"""wire.SSEDecoder against httpx-sse 0.4.3 (issue 11: measure, keep the better).

Both are fed the same streams cut at random byte positions. httpx-sse works
on text (httpx's incremental UTF-8 decoding, as `aiter_text` does); ours on
bytes. Printed: mismatches in correctness, events per second, and what each
does with a line that never ends. The verdict is in ARCHITECTURE.md.
"""

from __future__ import annotations

import codecs
import json
import random
import time

import pytest
from httpx_sse._decoders import SSEDecoder as HttpxSSEDecoder
from httpx_sse._decoders import SSELineDecoder

from desktop.backends.wire import LineTooLong, SSEDecoder

pytestmark = pytest.mark.perf


def _stream(rng: random.Random, events: int) -> tuple[bytes, list[str]]:
    tricky = ["plain", "naïve 東京 🙂", "line\u2028sep", "para\u2029sep", "nel\x85x", "tab\tx"]
    datas = [json.dumps({"t": rng.choice(tricky) + str(i)}) for i in range(events)]
    ends = [b"\n", b"\r\n", b"\r"]
    out = b"\xef\xbb\xbf" + b": comment\n"
    for data in datas:
        end = rng.choice(ends)
        out += b"data: " + data.encode() + end + end
    return out, datas


def _cuts(blob: bytes, rng: random.Random) -> list[bytes]:
    parts, i = [], 0
    while i < len(blob):
        n = rng.randint(1, 40)
        parts.append(blob[i : i + n])
        i += n
    return parts


def ours(chunks: list[bytes]) -> list[str]:
    decoder = SSEDecoder()
    out = [e.data for c in chunks for e in decoder.feed(c)]
    return out + [e.data for e in decoder.finish()]


def httpx_sse(chunks: list[bytes]) -> list[str]:
    text = codecs.getincrementaldecoder("utf-8")(errors="replace")
    lines, sse, out = SSELineDecoder(), HttpxSSEDecoder(), []
    for chunk in chunks:
        piece = text.decode(chunk)
        for line in lines.decode(piece) if piece else []:
            event = sse.decode(line.lstrip("\ufeff"))
            if event is not None:
                out.append(event.data)
    for line in lines.flush():
        event = sse.decode(line)
        if event is not None:
            out.append(event.data)
    event = sse.decode("")
    if event is not None:
        out.append(event.data)
    return out


def test_correctness_and_speed() -> None:
    rng = random.Random(7)
    wrong = {"ours": 0, "httpx-sse": 0}
    trials = 200
    for _ in range(trials):
        blob, expected = _stream(rng, 30)
        chunks = _cuts(blob, rng)
        wrong["ours"] += ours(chunks) != expected
        wrong["httpx-sse"] += httpx_sse(chunks) != expected
    assert wrong["ours"] == 0

    blob, expected = _stream(random.Random(1), 20_000)
    chunks = _cuts(blob, random.Random(2))
    speed = {}
    for name, fn in (("ours", ours), ("httpx-sse", httpx_sse)):
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            got = fn(chunks)
            best = min(best, time.perf_counter() - started)
        assert name != "ours" or got == expected
        speed[name] = len(expected) / best

    endless = [b"data: " + b"a" * 1023] + [b"a" * 1024] * 16_383  # 16 MB, no newline
    bounded = SSEDecoder(max_line=8 * 1024 * 1024)
    try:
        for chunk in endless:
            bounded.feed(chunk)
        ours_endless = "kept all 16 MB"
    except LineTooLong:
        ours_endless = "stopped at 8 MB (LineTooLong)"
    started = time.perf_counter()
    httpx_sse(endless)
    httpx_endless = f"buffered all 16 MB ({time.perf_counter() - started:.2f} s), no bound"
    print(
        f"\nstreams cut at random bytes, {trials} trials: wrong results ours {wrong['ours']}, "
        f"httpx-sse {wrong['httpx-sse']}"
        f"\n20,000 events in 1-40 byte chunks: ours {speed['ours']:,.0f} events/s, "
        f"httpx-sse {speed['httpx-sse']:,.0f} events/s"
        f"\na line that never ends: ours {ours_endless}; httpx-sse {httpx_endless}"
    )
