"""What attachments add to a JSON export (issue 14): each distinct file
once, base64 (4/3 of its size), plus the copy sent to the model when a
picture was downscaled. Prints the figures for a phone-sized photo."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest
from PIL import Image

from desktop.domain.messages import Message, Role
from desktop.engine.attachments import prepare
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json

pytestmark = pytest.mark.perf


def _photo() -> bytes:
    """A 4032×3024 JPEG with camera-like detail (noise does not compress)."""
    small = Image.frombytes("RGB", (1008, 756), os.urandom(1008 * 756 * 3))
    out = io.BytesIO()
    small.resize((4032, 3024), Image.Resampling.BILINEAR).save(out, "JPEG", quality=85)
    return out.getvalue()


def test_export_size_of_a_photo(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    photo = prepare("IMG_0001.jpg", _photo())
    cid = repo.create_conversation().id
    blobs = dict(photo.blobs)
    repo.add_message(
        Message("q1", cid, Role.USER, "What is this?", attachments=(photo.attachment,)), blobs
    )
    with_photo = len(json.dumps(export_json(repo)))
    repo.add_message(
        Message("q2", cid, Role.USER, "And again?", attachments=(photo.attachment,)), blobs
    )
    twice = len(json.dumps(export_json(repo)))
    repo.close()
    original, sent = len(photo.original), len(photo.sent)
    print(
        f"\nphoto {original / 1e6:.1f} MB (sent to the model as "
        f"{photo.attachment.sent_width}×{photo.attachment.sent_height}, {sent / 1e6:.1f} MB): "
        f"export {with_photo / 1e6:.1f} MB, {with_photo / (original + sent):.2f}× the two files; "
        f"the same photo in a second message adds {(twice - with_photo) / 1e3:.1f} KB"
    )
    assert with_photo >= (original + sent) * 4 // 3
    assert twice - with_photo < 5_000  # stored and exported once
