"""Models a person already has, from other apps, used where they lie:
LM Studio's and Jan's model folders, and Ollama's GGUF blobs, named from
Ollama's own manifests. The walk is bounded (depth and entries): a home
folder may hold a great deal."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

from desktop.domain.local_models import FoundModel

MAX_DEPTH = 6
MAX_ENTRIES = 20_000
MAX_MANIFEST_BYTES = 1024 * 1024
OLLAMA_MODEL_LAYER = "application/vnd.ollama.image.model"


def places(home: Path) -> list[tuple[str, Path]]:
    return [
        ("LM Studio", home / ".lmstudio" / "models"),
        ("LM Studio", home / ".cache" / "lm-studio" / "models"),
        ("Jan", home / "jan" / "models"),
        ("Jan", home / ".local" / "share" / "Jan" / "data"),
        ("Ollama", home / ".ollama" / "models"),
        ("Ollama", Path("/usr/share/ollama/.ollama/models")),  # the Linux service's own
    ]


def find_models(home: Path | None = None) -> list[FoundModel]:
    found: dict[Path, FoundModel] = {}
    for source, root in places(home or Path.home()):
        if not root.is_dir():
            continue
        items = _ollama(root) if source == "Ollama" else _gguf_files(root, source)
        for model in items:
            found.setdefault(model.path.resolve(), model)
    return sorted(found.values(), key=lambda m: (m.source, m.name.lower()))


def _gguf_files(root: Path, source: str) -> Iterator[FoundModel]:
    seen = 0
    for folder, dirs, files in os.walk(root, followlinks=False):
        depth = len(Path(folder).relative_to(root).parts)
        if depth >= MAX_DEPTH:
            dirs.clear()
        for name in files:
            seen += 1
            if seen > MAX_ENTRIES:
                return
            # A vision projector is a part of a model, not a model.
            if name.lower().endswith(".gguf") and "mmproj" not in name.lower():
                path = Path(folder) / name
                if path.is_file():
                    yield FoundModel(name.removesuffix(".gguf"), path, source)


def _ollama(root: Path) -> Iterator[FoundModel]:
    manifests = root / "manifests"
    seen = 0
    for folder, dirs, files in os.walk(manifests, followlinks=False):
        if len(Path(folder).relative_to(manifests).parts) >= MAX_DEPTH:
            dirs.clear()
        for tag in files:
            seen += 1
            if seen > MAX_ENTRIES:
                return
            manifest = Path(folder) / tag
            blob = _model_blob(root, manifest)
            if blob is not None:
                # registry.ollama.ai/library/llama3.2/3b -> llama3.2:3b
                yield FoundModel(f"{manifest.parent.name}:{tag}", blob, "Ollama")


def _model_blob(root: Path, manifest: Path) -> Path | None:
    try:
        with manifest.open("rb") as f:
            data = json.loads(f.read(MAX_MANIFEST_BYTES))
    except (OSError, ValueError):
        return None
    layers = data.get("layers") if isinstance(data, dict) else None
    for layer in layers if isinstance(layers, list) else []:
        if not isinstance(layer, dict) or layer.get("mediaType") != OLLAMA_MODEL_LAYER:
            continue
        digest = str(layer.get("digest", ""))
        if not digest.startswith("sha256:") or not digest[7:].isalnum():
            return None
        blob = root / "blobs" / digest.replace(":", "-")
        return blob if blob.is_file() else None
    return None
