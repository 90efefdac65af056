"""Models on this computer without the engine: the GGUF header read within
bounds (checked against llama.cpp's own `gguf` reader on a real model), the
fit marks, the library, and `verbatim models`."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.domain.local_models import Fit, ModelFileError
from desktop.local.gguf_facts import choose_context, fit, kv_bytes, memory_needed, read_facts
from desktop.local.library import Library
from tests.local_model import fetch, model_path


@pytest.fixture(scope="module")
def real_model() -> Path:
    return fetch()


@pytest.mark.heavy
def test_the_header_says_what_llama_cpps_own_reader_says(real_model: Path) -> None:
    from gguf import GGUFReader

    ours = read_facts(real_model)
    theirs = GGUFReader(real_model)

    def field(key: str) -> object:
        return theirs.fields[key].contents()

    assert ours.architecture == field("general.architecture") == "llama"
    assert ours.layers == field("llama.block_count") == 30
    assert ours.context_length == field("llama.context_length") == 8192
    assert ours.embedding == field("llama.embedding_length") == 576
    assert ours.heads == field("llama.attention.head_count") == 9
    assert ours.heads_kv == field("llama.attention.head_count_kv") == 3
    assert ours.quantisation == "Q4_1" and field("general.file_type") == 3
    assert ours.size_label == field("general.size_label") == "135M"
    assert ours.chat_template and "tokenizer.chat_template" in theirs.fields
    assert ours.size == real_model.stat().st_size == 98_362_432


def test_memory_is_the_weights_and_the_cache_of_the_chosen_context(real_model: Path) -> None:
    facts = read_facts(real_model)
    # llama.cpp's own figure for this model: 2 × 30 layers × 64 × 3 KV heads × 2 bytes.
    assert kv_bytes(facts, 8192) == 2 * 30 * 64 * 3 * 2 * 8192 == 188_743_680
    gib = 1024**3
    assert fit(facts, 16 * gib) is Fit.FITS
    assert choose_context(facts, 16 * gib) == 8192
    tight = memory_needed(facts, 8192)  # fits only without the 30% to spare
    assert fit(facts, tight) is Fit.SLOW
    assert fit(facts, facts.size // 2) is Fit.WONT
    # Little memory: a shorter context, never below 2,048 tokens.
    small = memory_needed(facts, 2048) * 100 // 70 + 1
    assert choose_context(facts, small) == 2048


def _header(*pairs: bytes, version: int = 3, keys: int | None = None) -> bytes:
    count = len(pairs) if keys is None else keys
    return b"GGUF" + struct.pack("<IQQ", version, 0, count) + b"".join(pairs)


def _text(s: str | bytes) -> bytes:
    raw = s.encode() if isinstance(s, str) else s
    return struct.pack("<Q", len(raw)) + raw


def _kv_string(key: str, value: str) -> bytes:
    return _text(key) + struct.pack("<I", 8) + _text(value)


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"PK\x03\x04 a zip, not a model", "not a GGUF file"),
        (_header(version=1), "GGUF version 1"),
        (_header(keys=10**9), "claims 1000000000 keys"),
        (_header(_text("k") + struct.pack("<IQ", 8, 2**40)), f"a text of {2**40} bytes"),
        (_header(_text("k") + struct.pack("<IIQ", 9, 4, 2**60)), f"a list of {2**60} items"),
        (_header(_text("k") + struct.pack("<I", 99)), "kind GGUF does not have"),
        (_header(_kv_string("general.name", "x")), "which architecture"),
        (_header(_kv_string("general.architecture", "llama"), keys=3), "ends inside its header"),
    ],
    ids=["zip", "v1", "keys", "string", "array", "kind", "no-arch", "cut"],
)
def test_a_hostile_header_is_refused_in_words_without_reading_on(
    tmp_path: Path, content: bytes, said: str
) -> None:
    path = tmp_path / "hostile.gguf"
    path.write_bytes(content)
    with pytest.raises(ModelFileError) as caught:
        read_facts(path)
    assert said in str(caught.value)
    assert "“hostile.gguf” is not a model file Verbatim can use" in str(caught.value)


def test_the_library_adds_in_place_or_as_a_copy_and_removes(
    tmp_path: Path, real_model: Path
) -> None:
    library = Library(tmp_path / "data")
    placed = library.add(real_model)
    assert placed.name == "SmolLM2-135M-Instruct.Q4_1" and not placed.copied
    assert library.add(real_model) == placed  # the same file twice is one model
    copy = library.add(_a_copy(real_model, tmp_path), copy=True)
    assert copy.name == "SmolLM2-135M-Instruct.Q4_1-2" and copy.copied
    copied = Path(copy.path)
    assert copied.parent == tmp_path / "data" / "models"
    assert copied.stat().st_mode & 0o777 == 0o600
    assert not list(copied.parent.glob("*.part"))
    assert [m.name for m in Library(tmp_path / "data").models()] == [placed.name, copy.name]
    library.remove(copy.name)
    assert not copied.exists()  # Verbatim's copy goes with it
    library.remove(placed.name)
    assert real_model.exists()  # the person's own file stays
    assert library.models() == []


def _a_copy(source: Path, tmp_path: Path) -> Path:
    other = tmp_path / "elsewhere" / source.name
    other.parent.mkdir()
    other.write_bytes(source.read_bytes())
    return other


def _cli(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", "--data-dir", str(data), "models", *args],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_command_line_adds_lists_and_removes(tmp_path: Path, real_model: Path) -> None:
    data = tmp_path / "data"
    added = _cli(data, "add", str(real_model))
    assert added.returncode == 0, added.stderr
    name = added.stdout.strip().splitlines()[-1]
    assert name == "SmolLM2-135M-Instruct.Q4_1"
    listed = _cli(data, "list")
    fields = listed.stdout.splitlines()[0].split("\t")  # the speech models and voices follow
    assert fields[0] == name and fields[1] == "98.4 MB" and fields[2] == "Q4_1"
    assert fields[3] == "context 8192" and fields[4] == "needs 555.5 MB"
    import psutil

    if psutil.virtual_memory().available > 2 * 555_541_568:  # 30% to spare, and more
        assert fields[5] == "fits"
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(real_model.read_bytes()[:100])
    refused = _cli(data, "add", str(bad))
    assert refused.returncode == 2
    assert "“broken.gguf” is not a model file Verbatim can use" in refused.stderr
    assert "Traceback" not in refused.stderr
    assert _cli(data, "remove", name).returncode == 0
    assert name not in _cli(data, "list").stdout
    missing = _cli(data, "remove", name)
    assert missing.returncode == 2 and "There is no model called" in missing.stderr


def test_the_model_fixture_is_the_real_one() -> None:
    path = fetch()
    assert path == model_path() and path.stat().st_size == 98_362_432


def test_models_other_apps_keep_are_found_where_they_lie(tmp_path: Path, real_model: Path) -> None:
    from desktop.session.local_models import add_found, models_elsewhere

    home = tmp_path / "home"
    lm = home / ".lmstudio" / "models" / "bartowski" / "SmolLM2-GGUF"
    lm.mkdir(parents=True)
    os.link(real_model, lm / "smol-lmstudio.gguf")
    (lm / "mmproj-smol-f16.gguf").write_bytes(b"GGUF")  # a projector, not a model
    jan = home / "jan" / "models" / "smol"
    jan.mkdir(parents=True)
    os.link(real_model, jan / "smol-jan.gguf")
    ollama = home / ".ollama" / "models"
    digest = "a" * 64
    (ollama / "blobs").mkdir(parents=True)
    os.link(real_model, ollama / "blobs" / f"sha256-{digest}")
    manifest = ollama / "manifests" / "registry.ollama.ai" / "library" / "smollm2"
    manifest.mkdir(parents=True)
    (manifest / "135m").write_text(
        json.dumps(
            {
                "layers": [
                    {"mediaType": "application/vnd.ollama.image.template", "digest": "x"},
                    {
                        "mediaType": "application/vnd.ollama.image.model",
                        "digest": f"sha256:{digest}",
                    },
                ]
            }
        )
    )
    (manifest / "broken").write_text("{not json")
    data = tmp_path / "data"
    found = models_elsewhere(data, home)
    assert [(m.source, m.name) for m in found] == [
        ("Jan", "smol-jan"),
        ("LM Studio", "smol-lmstudio"),
        ("Ollama", "smollm2:135m"),
    ]
    added = add_found(data, found[2])
    assert added.name == "smollm2:135m" and added.path == str(ollama / "blobs" / f"sha256-{digest}")
    assert not added.copied and added.quantisation == "Q4_1"
    assert [m.name for m in models_elsewhere(data, home)] == ["smol-jan", "smol-lmstudio"]
