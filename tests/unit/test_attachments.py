"""Preparing attached files: pictures recognised by their bytes, large ones
downscaled for the model with the original kept, text inlined, the rest
refused in words (issue 14)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from desktop.domain.attachments import AttachmentRefused
from desktop.engine.attachments import MAX_SIDE, digest, inline_text, prepare, read_file
from tests.images import noise_png, picture, rotated_jpeg


def _opened(data: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def test_a_small_png_is_sent_as_it_is() -> None:
    data = picture("PNG")
    prepared = prepare("chart.png", data)
    a = prepared.attachment
    assert (a.mime, a.sent_mime, a.width, a.height) == ("image/png", "image/png", 64, 48)
    assert a.sha256 == a.sent_sha256 == digest(data)
    assert prepared.sent == prepared.original == data
    assert not a.resized


def test_a_png_named_jpg_is_still_a_png() -> None:
    prepared = prepare("photo.jpg", picture("PNG"))
    assert prepared.attachment.mime == "image/png"
    assert prepared.attachment.name == "photo.jpg"


def test_a_large_photo_is_downscaled_for_the_model_and_kept_whole() -> None:
    data = picture("JPEG", (4000, 3000), quality=80)
    prepared = prepare("big.jpg", data)
    a = prepared.attachment
    assert (a.width, a.height) == (4000, 3000)
    assert (a.sent_width, a.sent_height) == (MAX_SIDE, 1536)
    assert a.resized
    assert prepared.original == data  # the original is kept exactly
    assert _opened(prepared.sent).size == (MAX_SIDE, 1536)
    assert a.sent_mime == "image/jpeg"


def test_transparency_survives_the_downscale_as_png() -> None:
    prepared = prepare("logo.png", picture("PNG", (3000, 100), alpha=True))
    assert prepared.attachment.sent_mime == "image/png"
    assert _opened(prepared.sent).mode == "RGBA"


def test_webp_and_gif_reach_the_model_as_png_or_jpeg() -> None:
    # llama.cpp's image loader reads neither WebP nor animated GIF.
    webp = prepare("x.webp", picture("WEBP"))
    assert (webp.attachment.mime, webp.attachment.sent_mime) == ("image/webp", "image/jpeg")
    frames = [Image.new("RGB", (30, 20), c) for c in ("red", "blue")]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:])
    gif = prepare("anim.gif", out.getvalue())
    assert gif.attachment.mime == "image/gif"
    first = _opened(gif.sent).convert("RGB").getpixel((5, 5))
    assert isinstance(first, tuple) and first[0] > 200 and first[2] < 50  # the first frame, red


def test_a_phone_photo_is_turned_upright_for_the_model() -> None:
    prepared = prepare("IMG_0001.jpg", rotated_jpeg())
    assert _opened(prepared.original).size == (40, 20)
    assert _opened(prepared.sent).size == (20, 40)


def test_a_corrupt_png_is_refused_in_words() -> None:
    data = picture("PNG", (200, 200))
    with pytest.raises(AttachmentRefused, match="may be damaged"):
        prepare("broken.png", data[: len(data) // 2])
    with pytest.raises(AttachmentRefused, match="may be damaged"):
        prepare("fake.png", b"this is not a picture at all")


def test_a_50_mb_image_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.png"
    path.write_bytes(noise_png((4200, 4200)))
    assert path.stat().st_size > 50 * 1000 * 1000
    with pytest.raises(AttachmentRefused) as refused:
        read_file(path)
    assert "huge.png" in str(refused.value) and "up to 32 MB" in str(refused.value)


def test_text_files_are_inlined_with_their_name_and_a_boundary() -> None:
    prepared = prepare("notes.txt", b"# Plan\n\nShip it.\n")
    assert prepared.attachment.mime == "text/plain"
    inlined = inline_text("notes.txt", prepared.sent)
    assert inlined == '<file name="notes.txt">\n# Plan\n\nShip it.\n\n</file>'
    assert prepare("Makefile", b"all:\n\ttrue\n").attachment.name == "Makefile"


def test_other_files_are_refused_with_a_reason() -> None:
    with pytest.raises(AttachmentRefused, match=r"takes pictures .* documents .* and text files"):
        prepare("archive.7z", b"7z\xbc\xaf\x27\x1c")
    with pytest.raises(AttachmentRefused, match="may be damaged or cut short"):
        prepare("report.pdf", b"%PDF-1.7 ...")
    with pytest.raises(AttachmentRefused, match="not UTF-8 text"):
        prepare("data.csv", b"\xff\xfe\x00a\x00b")
    with pytest.raises(AttachmentRefused, match="could not be read"):
        read_file(Path("/nonexistent/notes.txt"))


def test_a_device_or_a_pipe_is_refused_without_being_read(tmp_path: Path) -> None:
    """Issue 24: /dev/zero says it holds 0 bytes and was read until memory ran out."""
    import os

    from desktop.domain.attachments import AttachmentRefused
    from desktop.engine.attachments import read_file

    for path in (Path("/dev/zero"), tmp_path / "pipe"):
        if path.name == "pipe":
            os.mkfifo(path)
        with pytest.raises(AttachmentRefused, match="is not a file Verbatim can attach"):
            read_file(path)
