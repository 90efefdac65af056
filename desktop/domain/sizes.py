"""Sizes in words a person reads: 512 bytes, 40.0 KB, 1.5 MB."""

from __future__ import annotations

from desktop.domain.words import say


def human_size(n: int) -> str:
    if n < 1024:
        return say("{count} bytes", count=n)
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n / 1024 / 1024:.1f} MB"
