"""What a GGUF model file says of itself, and whether it fits here.

The header is read within stated bounds before anything trusts it (a model
file may come from anywhere). Only the header is read: the few keys below;
arrays such as the tokenizer's vocabulary are skipped, never held. The
`gguf` package reads the same keys (tests compare the two on a real model),
but it parses every tensor and every vocabulary entry into numpy first:
3.6 s for a 98 MB model here, where this takes milliseconds, and it would
bring numpy, requests, tqdm and PyYAML for a dozen numbers.
"""

from __future__ import annotations

import io
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from desktop.domain.local_models import Fit, ModelFileError
from desktop.domain.words import say

MAGIC = b"GGUF"
MAX_KEYS = 100_000
MAX_KEY_BYTES = 65_536
MAX_STRING_BYTES = 16 * 1024 * 1024  # a chat template is tens of kilobytes
MAX_ARRAY_ITEMS = 50_000_000
MAX_HEADER_BYTES = 512 * 1024 * 1024  # a 256k vocabulary is a few megabytes

# GGUF value types: (struct format, size); 8 string, 9 array.
_SCALARS = {
    0: ("<B", 1),
    1: ("<b", 1),
    2: ("<H", 2),
    3: ("<h", 2),
    4: ("<I", 4),
    5: ("<i", 4),
    6: ("<f", 4),
    7: ("<?", 1),
    10: ("<Q", 8),
    11: ("<q", 8),
    12: ("<d", 8),
}
_STRING, _ARRAY = 8, 9

# general.file_type, as llama.cpp numbers it: the quantisation people choose by.
FILE_TYPES = {
    0: "F32",
    1: "F16",
    2: "Q4_0",
    3: "Q4_1",
    7: "Q8_0",
    8: "Q5_0",
    9: "Q5_1",
    10: "Q2_K",
    11: "Q3_K_S",
    12: "Q3_K_M",
    13: "Q3_K_L",
    14: "Q4_K_S",
    15: "Q4_K_M",
    16: "Q5_K_S",
    17: "Q5_K_M",
    18: "Q6_K",
    19: "IQ2_XXS",
    20: "IQ2_XS",
    21: "Q2_K_S",
    22: "IQ3_XS",
    23: "IQ3_XXS",
    24: "IQ1_S",
    25: "IQ4_NL",
    26: "IQ3_S",
    27: "IQ3_M",
    28: "IQ2_S",
    29: "IQ2_M",
    30: "IQ4_XS",
    31: "IQ1_M",
    32: "BF16",
    36: "TQ1_0",
    37: "TQ2_0",
    38: "MXFP4",
}


@dataclass(frozen=True)
class ModelFacts:
    """What a GGUF file says of its model (size, architecture, quantisation,
    layers, context), read within bounds, enough to tell the memory it
    needs."""

    path: Path
    size: int  # bytes on disk
    architecture: str
    title: str  # general.name, as the model's makers wrote it
    quantisation: str  # "Q4_1", "Q4_K_M", … or "" when the file does not say
    size_label: str  # "135M", "7B", … or ""
    layers: int
    context_length: int  # the longest the model was trained for
    embedding: int
    heads: int
    heads_kv: int
    chat_template: bool


class _Cut(ModelFileError):
    """The header ends early: in a file, damage; in a prefix, expected."""


class _Reader:
    def __init__(self, f: BinaryIO, path: Path) -> None:
        self.f, self.path, self.read_bytes = f, path, 0

    def take(self, n: int) -> bytes:
        self.read_bytes += n
        if self.read_bytes > MAX_HEADER_BYTES:
            raise self.bad(say("its header is larger than any model's"))
        data = self.f.read(n)
        if len(data) != n:
            raise _Cut(self.bad(say("it ends inside its header (a cut download?)")))
        return data

    def number(self, fmt: str, size: int) -> int | float | bool:
        value: int | float | bool = struct.unpack(fmt, self.take(size))[0]
        return value

    def count(self, limit: int, too_many: Callable[[int], str]) -> int:
        n = int(self.number("<Q", 8))
        if n > limit:
            raise self.bad(too_many(n))
        return n

    def text(self, limit: int = MAX_STRING_BYTES) -> str:
        n = self.count(limit, lambda n: say("it claims a text of {n} bytes", n=n))
        return self.take(n).decode("utf-8", errors="replace")

    def value(self, kind: int) -> object:
        if kind in _SCALARS:
            return self.number(*_SCALARS[kind])
        if kind == _STRING:
            return self.text()
        if kind == _ARRAY:
            inner = int(self.number("<I", 4))
            n = self.count(MAX_ARRAY_ITEMS, lambda n: say("it claims a list of {n} items", n=n))
            if inner in _SCALARS:  # skipped whole: nothing here needs a list
                self.take(_SCALARS[inner][1] * n)
            elif inner == _STRING:
                for _ in range(n):
                    self.text()
            else:
                raise self.bad(say("it holds a list of a kind GGUF does not have"))
            return None
        raise self.bad(say("it holds a value of a kind GGUF does not have ({kind})", kind=kind))

    def bad(self, why: str) -> ModelFileError:
        return ModelFileError(
            say(
                "“{name}” is not a model file Verbatim can use: {why}.",
                name=self.path.name,
                why=why,
            )
        )


def read_facts(path: Path) -> ModelFacts:
    """The facts in `path`'s header; ModelFileError says why not."""
    try:
        size = path.stat().st_size
        with path.open("rb") as f:
            return _read(_Reader(f, path), path, size)
    except OSError as exc:
        raise ModelFileError(
            say("Verbatim cannot read “{path}”: {why}.", path=str(path), why=exc.strerror or exc)
        ) from exc


def read_prefix_facts(prefix: bytes, name: str, size: int) -> ModelFacts | None:
    """The facts in the first bytes of a model file not here yet (a model on
    Hugging Face): the keys that come before the prefix ends, or None when
    the architecture's own keys are not among them. llama.cpp writes the
    general and architecture keys first and the tokenizer's lists last, so
    a few hundred kilobytes usually hold everything the fit needs."""
    try:
        return _read(_Reader(io.BytesIO(prefix), Path(name)), Path(name), size, prefix=True)
    except ModelFileError:
        return None


def _read(r: _Reader, path: Path, size: int, prefix: bool = False) -> ModelFacts:
    if r.f.read(4) != MAGIC:
        raise r.bad(say("it is not a GGUF file"))
    version = int(r.number("<I", 4))
    if version not in (2, 3):
        raise r.bad(say("it is GGUF version {version}; versions 2 and 3 are read", version=version))
    r.count(10_000_000, lambda n: say("it claims {n} tensors", n=n))
    keys = r.count(MAX_KEYS, lambda n: say("it claims {n} keys", n=n))
    found: dict[str, object] = {}
    for _ in range(keys):
        try:
            key = r.text(MAX_KEY_BYTES)
            kind = int(r.number("<I", 4))
            found[key] = r.value(kind)
        except _Cut:
            if not prefix:
                raise
            break
    arch = str(found.get("general.architecture") or "")
    if not arch:
        raise r.bad(say("it does not say which architecture it is"))
    if prefix and f"{arch}.block_count" not in found:
        raise r.bad(say("its first bytes do not say how large it is"))

    def whole(key: str, default: int = 0) -> int:
        value = found.get(f"{arch}.{key}")
        return int(value) if isinstance(value, int | float) else default

    file_type = found.get("general.file_type")
    heads = whole("attention.head_count")
    return ModelFacts(
        path=path,
        size=size,
        architecture=arch,
        title=str(found.get("general.name") or path.stem),
        quantisation=FILE_TYPES.get(int(file_type), "") if isinstance(file_type, int) else "",
        size_label=str(found.get("general.size_label") or ""),
        layers=whole("block_count"),
        context_length=whole("context_length"),
        embedding=whole("embedding_length"),
        heads=heads,
        heads_kv=whole("attention.head_count_kv", heads),
        chat_template=isinstance(found.get("tokenizer.chat_template"), str),
    )


# -- memory ------------------------------------------------------------------


OVERHEAD = 256 * 1024 * 1024  # llama.cpp's compute buffers and the process itself
SLOW_FILE = 8 * 1024**3  # on a CPU, a model past this writes a few words a second
DEFAULT_CONTEXT = 8192
MIN_CONTEXT = 2048


def kv_bytes(facts: ModelFacts, context: int) -> int:
    """The cache of keys and values for `context` tokens, at 16 bits."""
    if not facts.heads:
        return 0
    per_token = 2 * facts.layers * (facts.embedding // facts.heads) * facts.heads_kv * 2
    return per_token * context


def memory_needed(facts: ModelFacts, context: int) -> int:
    return facts.size + kv_bytes(facts, context) + OVERHEAD


def fit(facts: ModelFacts, available: int, context: int | None = None) -> Fit:
    needed = memory_needed(facts, context or choose_context(facts, available))
    if needed > available:
        return Fit.WONT
    if needed > available * 0.7 or facts.size > SLOW_FILE:
        return Fit.SLOW
    return Fit.FITS


def choose_context(facts: ModelFacts, available: int) -> int:
    """The longest context up to DEFAULT_CONTEXT (and the model's own) whose
    cache fits beside the weights in 70% of the free memory."""
    longest = min(facts.context_length or DEFAULT_CONTEXT, DEFAULT_CONTEXT)
    context = longest
    while context > MIN_CONTEXT and memory_needed(facts, context) > available * 0.7:
        context //= 2
    return max(min(context, longest), min(MIN_CONTEXT, longest))
