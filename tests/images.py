"""Real picture files for tests, made with Pillow in each format."""

from __future__ import annotations

import io
import os

from PIL import Image


def picture(
    fmt: str = "PNG", size: tuple[int, int] = (64, 48), color: str = "teal", **save: object
) -> bytes:
    mode = "RGBA" if fmt in ("PNG", "WEBP") and save.pop("alpha", False) else "RGB"
    img = Image.new(mode, size, color)
    out = io.BytesIO()
    img.save(out, fmt, **save)
    return out.getvalue()


def noise_png(size: tuple[int, int]) -> bytes:
    """A PNG that does not compress: its file size is about 3 bytes a pixel."""
    img = Image.frombytes("RGB", size, os.urandom(size[0] * size[1] * 3))
    out = io.BytesIO()
    img.save(out, "PNG", compress_level=0)
    return out.getvalue()


def rotated_jpeg() -> bytes:
    """A 40×20 JPEG whose EXIF says 'turn me 90°' (as phones write them)."""
    img = Image.new("RGB", (40, 20), "red")
    exif = Image.Exif()
    exif[0x0112] = 6  # Orientation: rotate 90° clockwise to view
    out = io.BytesIO()
    img.save(out, "JPEG", exif=exif.tobytes())
    return out.getvalue()


def noise_photo(size: tuple[int, int] = (1600, 1200), seed: int = 0) -> bytes:
    """A JPEG with a photo's detail and no text: random noise (the same for
    the same seed) enlarged four times, as a camera's soft grain."""
    import random

    width, height = size[0] // 4, size[1] // 4
    small = Image.frombytes(
        "RGB", (width, height), random.Random(seed).randbytes(width * height * 3)
    )
    out = io.BytesIO()
    small.resize(size, Image.Resampling.BILINEAR).save(out, "JPEG", quality=85)
    return out.getvalue()
