"""A vision projector (mmproj) for SmolLM2-135M (tests.local_model), made
here with the gguf package the test extra installs, so that the tests run a
picture through a real model-and-projector pair without a vision model to
download: a tiny SigLIP-shaped vision tower (2 blocks, 64 wide, 224-pixel
pictures in 14-pixel patches) and the one-matrix projector of llama.cpp's
`gemma3` projector type (pool 4 × 4 patches, RMS-norm, one matrix into
SmolLM2's 576-wide embedding), 16 picture tokens in all. The layout is the
one `globalmm` (PyPI, MIT) writes; its own tower is SigLIP SO400M, whose
weights (and COCO, for its fit) come from outside PyPI, so the weights here
are made up, from an integer hash: the same bytes on every machine, checked
by size and SHA-256. The engine loads it, encodes a picture with it on the
processor or on the graphics card, and SmolLM2 answers; what it says about
the picture means nothing.

Cached once beside the model (~/.cache/verbatim/models), made in about a
second. `python -m tests.vision_pair` prints its path.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

import gguf
import numpy as np

from desktop.local.binary import cache_root

NAME = "mmproj-SmolLM2-135M-tiny-siglip-F16.gguf"  # "mmproj": a projector, not a model
SIZE = 430_464
SHA256 = "93cfc34fbc7d63f91d8252f2acd089f961f8ee9171b15c36c1a98ceb4fcb222f"

IMAGE, PATCH, MERGE = 224, 14, 4  # (224 / 14 / 4)² = 16 picture tokens
WIDTH, FFN, BLOCKS, HEADS = 64, 128, 2, 4
LLM_WIDTH = 576  # SmolLM2-135M's embedding


def projector_path() -> Path:
    return cache_root() / "models" / NAME


def fetch() -> Path:
    """The projector, made on first use and checked."""
    target = projector_path()
    if target.is_file() and target.stat().st_size == SIZE:
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    # Written under a temporary name and renamed whole: a run killed half
    # way (or two at once) never leaves a short file where the next loads.
    fd, name = tempfile.mkstemp(prefix=".mmproj-", suffix=".part", dir=target.parent)
    os.close(fd)
    part = Path(name)
    try:
        make(part)
        digest = hashlib.sha256(part.read_bytes()).hexdigest()
        if part.stat().st_size != SIZE or digest != SHA256:
            raise AssertionError(
                f"the projector made here differs ({part.stat().st_size} bytes, sha256 {digest})"
            )
        os.replace(part, target)
    finally:
        part.unlink(missing_ok=True)
    return target


def _weights(seed: int, shape: tuple[int, ...], scale: float) -> np.ndarray:
    """Values in [-scale, scale) from an integer hash of their index: exact,
    whatever numpy's random generators do in another version."""
    index = np.arange(int(np.prod(shape)), dtype=np.uint64) + np.uint64(seed << 32)
    mixed = (index * np.uint64(0x9E3779B97F4A7C15)) >> np.uint64(40)  # 24 bits
    unit = mixed.astype(np.float64) / float(1 << 24) * 2.0 - 1.0
    return (unit * scale).astype(np.float32).reshape(shape)


# A block's matrices, as PyTorch holds them (out, in).
_MATRICES = {
    "attn_q": (WIDTH, WIDTH),
    "attn_k": (WIDTH, WIDTH),
    "attn_v": (WIDTH, WIDTH),
    "attn_out": (WIDTH, WIDTH),
    "ffn_up": (FFN, WIDTH),
    "ffn_down": (WIDTH, FFN),
}


def _block(writer: gguf.GGUFWriter, i: int) -> None:
    for n, (part, shape) in enumerate(_MATRICES.items()):
        matrix = _weights(100 + i * 20 + n, shape, 0.1).astype(np.float16)
        writer.add_tensor(f"v.blk.{i}.{part}.weight", matrix)
        writer.add_tensor(f"v.blk.{i}.{part}.bias", np.zeros(shape[0], np.float32))
    for norm in ("ln1", "ln2"):
        writer.add_tensor(f"v.blk.{i}.{norm}.weight", np.ones(WIDTH, np.float32))
        writer.add_tensor(f"v.blk.{i}.{norm}.bias", np.zeros(WIDTH, np.float32))


def _header(writer: gguf.GGUFWriter) -> None:
    writer.add_string("general.name", "SmolLM2-135M tiny SigLIP projector (made-up weights)")
    writer.add_string("clip.projector_type", "gemma3")
    writer.add_bool("clip.has_vision_encoder", True)
    writer.add_uint32("clip.vision.image_size", IMAGE)
    writer.add_uint32("clip.vision.patch_size", PATCH)
    writer.add_uint32("clip.vision.embedding_length", WIDTH)
    writer.add_uint32("clip.vision.feed_forward_length", FFN)
    writer.add_uint32("clip.vision.projection_dim", LLM_WIDTH)
    writer.add_uint32("clip.vision.block_count", BLOCKS)
    writer.add_uint32("clip.vision.attention.head_count", HEADS)
    writer.add_float32("clip.vision.attention.layer_norm_epsilon", 1e-6)
    writer.add_array("clip.vision.image_mean", [0.5, 0.5, 0.5])
    writer.add_array("clip.vision.image_std", [0.5, 0.5, 0.5])
    writer.add_bool("clip.use_gelu", True)
    writer.add_uint32("clip.vision.projector.scale_factor", MERGE)


def make(out: Path) -> Path:
    writer = gguf.GGUFWriter(out, "clip")
    _header(writer)
    patches = (IMAGE // PATCH) ** 2
    writer.add_tensor("v.patch_embd.weight", _weights(1, (WIDTH, 3, PATCH, PATCH), 0.05))
    writer.add_tensor("v.patch_embd.bias", np.zeros(WIDTH, np.float32))
    writer.add_tensor("v.position_embd.weight", _weights(2, (patches, WIDTH), 0.02))
    for i in range(BLOCKS):
        _block(writer, i)
    writer.add_tensor("v.post_ln.weight", np.ones(WIDTH, np.float32))
    writer.add_tensor("v.post_ln.bias", np.zeros(WIDTH, np.float32))
    # SmolLM2's token embeddings are about 0.1 in size; the normed picture
    # features are about 1, summed over 64: so about 0.1 / 8 each.
    projection = _weights(3, (WIDTH, LLM_WIDTH), 0.02).astype(np.float16)
    writer.add_tensor("mm.input_projection.weight", projection)
    writer.add_tensor("mm.soft_emb_norm.weight", np.ones(WIDTH, np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return out


if __name__ == "__main__":
    print(fetch())
