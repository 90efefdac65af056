"""The bounded JSON reader (issue 24): limits hold as it reads, and real
exports, which are far inside them, read as json.loads reads them."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from desktop.store.exchange.bounded_json import (
    READ_BYTES,
    CappedReader,
    JsonLimits,
    JsonRefused,
    loads,
    pieces,
)


def test_pieces_of_a_list_and_of_an_object_equal_what_json_loads_reads() -> None:
    items = [{"a": [1, 2.5, None, True], "b": {"c": "ü ✓ \u2028"}}, [], "x", 3]
    assert [v for _k, v in pieces(io.BytesIO(json.dumps(items).encode()))] == items
    doc = {"format": "f", "version": 3, "conversations": items, "files": {"h": "YQ=="}}
    got = list(pieces(io.BytesIO(json.dumps(doc).encode())))
    assert got == [
        ("format", "f"),
        ("version", 3),
        *[("conversations", v) for v in items],
        ("files", ("h", "YQ==")),
    ]
    only = list(pieces(io.BytesIO(json.dumps(doc).encode()), only={"files"}))
    assert only == [("files", ("h", "YQ=="))]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[" * 70 + "]" * 70, "nests deeper than 64"),
        ('{"a": [' + "[" * 70 + "]" * 70 + "]}", "nests deeper than 64"),
        ('{"skipped": ' + "[" * 70 + "]" * 70 + "}", "nests deeper than 64"),
        ("[" + ",".join(["1"] * 2_000_001) + "]", None),  # one piece each: fine
        ("[[" + ",".join(["1"] * 2_000_001) + "]]", "more than 2,000,000 values"),
        ("[1, 2", "ends before it is complete"),
        ("[1,, 2]", "not valid JSON"),
        ('"just a text"', "not a JSON list or object"),
        ("", "ends before it is complete"),
    ],
)
def test_limits_and_broken_documents_are_refused_in_words(text: str, why: str | None) -> None:
    stream = io.BytesIO(text.encode())
    if why is None:
        assert sum(1 for _ in pieces(stream)) == 2_000_001
        return
    with pytest.raises(JsonRefused, match=why):
        list(pieces(stream, only={"other"} if "skipped" in text else None))


def test_a_text_longer_than_any_string_may_be_is_refused_before_it_is_held() -> None:
    limits = JsonLimits(string_chars=1000)
    long = io.BytesIO(b'["' + b"x" * 5_000_000 + b'"]')
    with pytest.raises(JsonRefused, match="a text longer than"):
        list(pieces(long, limits))
    # Escaped quotes inside the text do not hide it.
    escaped = io.BytesIO(b'["' + b'ab\\"' * 1_500_000 + b'"]')
    with pytest.raises(JsonRefused, match="a text longer than"):
        list(pieces(escaped, limits))
    # Many short texts of the same total length are fine.
    short = io.BytesIO(json.dumps(["x" * 500] * 10_000).encode())
    assert sum(1 for _ in pieces(short, limits)) == 10_000


def test_a_line_of_a_change_file_is_read_within_the_same_limits() -> None:
    assert loads(b'{"t": "msg", "id": "a"}') == {"t": "msg", "id": "a"}
    with pytest.raises(JsonRefused, match="nests deeper"):
        loads(b"[" * 100_000 + b"]" * 100_000)
    with pytest.raises(JsonRefused, match="goes on after its end"):
        loads(b"{} {}")


def test_a_zip_member_that_inflates_a_hundredfold_is_refused_as_it_reads(tmp_path: Path) -> None:
    path = tmp_path / "bomb.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("conversations.json", b"0," * (40 * 1024 * 1024))
    with zipfile.ZipFile(path) as z:
        info = z.getinfo("conversations.json")
        reader = CappedReader(z.open(info), 4 * 1024**3, "the export", info.compress_size)
        with pytest.raises(JsonRefused, match="zip bomb"):
            while reader.read(1 << 20):
                pass
        assert reader.read_bytes < 70 * 1024 * 1024  # refused soon after 64 MB
    capped = CappedReader(io.BytesIO(b"x" * 1000), 999, "the export")
    with pytest.raises(JsonRefused, match="larger than 999 bytes"):
        capped.read()


def test_a_piece_is_bounded_by_its_bytes_before_it_is_built() -> None:
    """Issue 37, hole 4: many texts each within the limit on one text made
    one piece of gigabytes. The bytes of each piece are counted as they are
    read; a value passed over unbuilt does not count."""
    limits = JsonLimits(piece_bytes=3 * READ_BYTES)
    text = "y" * (READ_BYTES // 2)
    small = json.dumps([{"texts": [text] * 2}, {"texts": [text] * 2}]).encode()
    assert [len(p["texts"]) for _, p in pieces(io.BytesIO(small), limits)] == [2, 2]
    large = json.dumps([{"texts": [text] * 2}, {"texts": [text] * 12}]).encode()
    read = pieces(io.BytesIO(large), limits)
    assert len(next(read)[1]["texts"]) == 2
    with pytest.raises(JsonRefused, match="larger than 3 MB"):
        next(read)
    skipped = json.dumps({"files": {"a": text * 12}, "conversations": [{"t": text}]}).encode()
    kept = list(pieces(io.BytesIO(skipped), limits, only={"conversations"}))
    assert kept == [("conversations", {"t": text})]
