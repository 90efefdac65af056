"""Sizes in words a person reads: 512 bytes, 40.0 KB, 1.5 MB."""

from __future__ import annotations

from desktop.domain.words import say


def human_size(n: int) -> str:
    if n < 1024:
        return say("{count} bytes", count=n)
    if n < 1024 * 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n / 1024 / 1024:.1f} MB"


_DECIMAL_UNITS = ("KB", "MB", "GB", "TB", "PB")


def disk_size(n: int) -> str:
    """A file's or a disk's size in the decimal units disks and Hugging Face
    use: 512 B, 40 KB, 98.4 MB, 1.1 GB, up to PB (a file listed at 1 PB read
    "1125899.9 GB" where GB was the largest unit, issue 37)."""
    if n < 1000:
        return f"{n} B"
    size = n / 1000
    for unit in _DECIMAL_UNITS:
        if size < (999.5 if unit == "KB" else 999.95) or unit == _DECIMAL_UNITS[-1]:
            break
        size /= 1000
    return f"{size:.0f} {unit}" if unit == "KB" else f"{size:,.1f} {unit}"
