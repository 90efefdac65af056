"""A smaller model for the device check (scripts/gpu_check.sh), made here
from SmolLM2-135M (tests.local_model) with the gguf package: its first
BLOCKS transformer blocks and its own tokenizer and chat template, the
token embedding requantized from Q8_0 to Q4_0. At 8 blocks it is about
34 MB, small enough to travel to a machine that reaches no registry (64 MiB
in all) where the 98 MB original does not. What it writes is not good
English; it is the same architecture and the same kernels, which is what
tokens per second measure.

    python -m tests.small_model OUT.gguf [BLOCKS]
"""

from __future__ import annotations

import sys
from pathlib import Path

import gguf
import numpy as np

from tests.local_model import fetch

BLOCKS = 8
ARCH = "llama"


def _copy_fields(reader: gguf.GGUFReader, writer: gguf.GGUFWriter, blocks: int) -> None:
    """Every metadata key as it was, but the number of blocks and the name."""
    for key, field in reader.fields.items():
        if key.startswith("GGUF.") or key == "general.architecture":
            continue  # the writer sets these itself
        if key == f"{ARCH}.block_count":
            writer.add_uint32(key, blocks)
            continue
        value = field.contents()
        if key == "general.name":
            value = f"{value} (first {blocks} blocks)"
        kind = field.types[0]
        if kind == gguf.GGUFValueType.ARRAY:
            writer.add_array(key, value)
        else:
            writer.add_key_value(key, value, kind)


def make(out: Path, blocks: int = BLOCKS) -> Path:
    reader = gguf.GGUFReader(fetch())
    writer = gguf.GGUFWriter(out, ARCH)
    _copy_fields(reader, writer, blocks)
    for tensor in reader.tensors:
        if tensor.name.startswith("blk.") and int(tensor.name.split(".")[1]) >= blocks:
            continue
        data, kind = np.asarray(tensor.data), tensor.tensor_type
        if tensor.name == "token_embd.weight" and kind == gguf.GGMLQuantizationType.Q8_0:
            floats = gguf.quants.dequantize(data, kind)
            kind = gguf.GGMLQuantizationType.Q4_0
            data = gguf.quants.quantize(floats, kind)
        # The shape as numpy holds it (rows last), in bytes for quantized types.
        writer.add_tensor(tensor.name, data, raw_shape=data.shape, raw_dtype=kind)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return out


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    made = make(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else BLOCKS)
    print(f"{made} ({made.stat().st_size / 1e6:.1f} MB)")
