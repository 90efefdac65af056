"""A web page attached by its link keeps its address in its text blob
(issue 41): read back as written, and an address that is not the web's
(from an imported or damaged blob) is dropped, never kept to be clicked."""

from __future__ import annotations

import json

from desktop.domain.pages import Pages, decode


def test_a_links_address_and_time_are_kept_with_its_text() -> None:
    page = Pages("html", "page", ["The floating library opens in March."])
    assert b"address" not in page.encode()  # a file's text blob is as it was (its hash too)
    linked = Pages(
        "html",
        "page",
        page.pages,
        address="https://example.org/a",
        fetched="2026-01-02T03:04:05+00:00",
    )
    assert decode(linked.encode()) == linked


def test_an_address_that_is_not_the_webs_is_dropped() -> None:
    raw = {"v": 1, "kind": "html", "unit": "page", "pages": ["x"], "scanned": False, "cut": 0}
    for hostile in ("javascript:alert(1)", "file:///etc/passwd", 7, None):
        read = decode(json.dumps({**raw, "address": hostile, "fetched": "then"}).encode())
        assert (read.address, read.fetched) == ("", "")
