"""Downloading models from Hugging Face, against a Hugging Face-compatible
server on loopback (tests/hf_server.py) reached through `huggingface_hub`
with HF_ENDPOINT, as a person's download would be: the real SmolLM2 model's
bytes, real sockets cut halfway, a real full disk (tmpfs)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.local.hub import SPACE_MARGIN, STAGING
from desktop.local.library import Library
from desktop.session import local_models
from desktop.session.local_models import DownloadCancelled, DownloadProgress, Fit, HubError
from tests.e2e.conftest import fill_disk, real_disk
from tests.hf_server import Hub, HubFile, serve_hub
from tests.local_model import SHA256, fetch

ROOT = Path(__file__).parents[2]
REPO = "smol/SmolLM2-135M-Instruct-GGUF"
SMALL = "SmolLM2-135M-Instruct.Q4_1.gguf"
HUGE = "SmolLM2-135M-Instruct.Q8_0.gguf"


@pytest.fixture(scope="module")
def model_file() -> Path:
    return fetch()


@pytest.fixture
def hub(model_file: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Hub]:
    served = Hub()
    served.add(
        REPO,
        HubFile(SMALL, model_file),
        # listed at 400 GB: its header is the real model's, its bytes never sent
        HubFile(HUGE, model_file, size=400 * 10**9, header_only=True),
    )
    served.add("other/unrelated-GGUF", HubFile("x.gguf", model_file), downloads=5)
    with serve_hub(served):
        monkeypatch.setenv("HF_ENDPOINT", served.url)
        yield served


def _models_folder(data: Path) -> list[str]:
    folder = data / "models"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def test_search_finds_gguf_repositories_by_name(hub: Hub) -> None:
    found = local_models.hub_search("smollm2")
    assert [r.repo_id for r in found] == [REPO]
    assert hub.requests[0] == ("GET", "/api/models", "smollm2")


def test_a_hub_that_answers_a_search_without_end_is_cut_at_its_bound(hub: Hub) -> None:
    """A search answer of 200 MB (HF_ENDPOINT may name any server, or one
    may stand between): read up to the 16 MB bound and refused in a
    sentence, never held whole; the next search, answered as the hub does,
    works."""
    import tracemalloc

    hub.search_bytes = 200 * 1024 * 1024
    tracemalloc.start()
    try:
        with pytest.raises(HubError, match="answered oddly: an answer longer than 16 MB"):
            local_models.hub_search("smollm2")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024 * 1024, peak  # the bound and a chunk or two, not the answer
    hub.search_bytes = 0
    assert [r.repo_id for r in local_models.hub_search("smollm2")] == [REPO]


def test_each_quantisation_is_marked_by_fit_from_the_models_own_header(hub: Hub) -> None:
    choices = {c.file.filename: c for c in local_models.hub_choices(REPO, available=8 * 10**9)}
    small, huge = choices[SMALL], choices[HUGE]
    assert (small.file.quantisation, small.file.size) == ("Q4_1", 98_362_432)
    assert small.fit is Fit.FITS and small.recommended
    assert huge.fit is Fit.WONT and not huge.recommended
    # the memory counts the model's cache of keys and values, read from its
    # header (30 layers, 3 KV heads of 64): more than the file alone
    assert small.memory > small.file.size + 256 * 1024 * 1024
    # the header came from the first bytes of one file, by a range request
    assert hub.gets_of(SMALL) == ["bytes=0-2097151"]
    assert hub.gets_of(HUGE) == []
    # with memory for none of them, nothing is recommended
    tight = local_models.hub_choices(REPO, available=200 * 10**6)
    assert [c.fit for c in tight] == [Fit.WONT, Fit.WONT]
    assert not any(c.recommended for c in tight)


def test_a_download_cut_halfway_resumes_and_arrives_whole(hub: Hub, tmp_path: Path) -> None:
    hub.repos[REPO][0].cut_once = True
    seen: list[DownloadProgress] = []
    model = local_models.download_model(tmp_path, REPO, SMALL, seen.append, threading.Event())
    gets = [r for r in hub.gets_of(SMALL) if r != "bytes=0-2097151"]
    assert gets[0] == ""  # the whole file asked for, and cut halfway
    resumed_from = int(gets[1].removeprefix("bytes=").rstrip("-"))
    assert 0 < resumed_from <= 98_362_432 // 2  # from where it had got to, not from 0
    path = Path(model.path)
    assert path.parent == tmp_path / "models" and _sha256(path) == SHA256
    assert (path.stat().st_mode & 0o777) == 0o600
    assert Library(tmp_path).get(model.name) == model
    assert model.quantisation == "Q4_1" and model.copied
    assert _models_folder(tmp_path) == ["SmolLM2-135M-Instruct.Q4_1.gguf", "library.json"]
    # progress rose to the whole size, with a speed
    assert [p.done for p in seen] == sorted(p.done for p in seen)
    assert seen[-1].done == seen[-1].total == 98_362_432
    assert any(p.speed > 0 for p in seen)


def test_a_cut_download_from_a_server_that_ignores_ranges_still_arrives_whole(
    hub: Hub, tmp_path: Path
) -> None:
    """Asked to resume, a server may send the whole file again (200, no
    Content-Range): what was already written is passed over, not repeated."""
    hub.repos[REPO][0].cut_once = True
    hub.repos[REPO][0].no_ranges = True
    seen: list[DownloadProgress] = []
    model = local_models.download_model(tmp_path, REPO, SMALL, seen.append, threading.Event())
    gets = hub.gets_of(SMALL)
    assert gets[0] == "" and gets[1].startswith("bytes=")  # cut, then a resume asked for
    assert _sha256(Path(model.path)) == SHA256
    assert seen[-1].done == seen[-1].total == 98_362_432


def test_a_file_that_does_not_match_the_hubs_checksum_is_refused_and_removed(
    hub: Hub, tmp_path: Path
) -> None:
    hub.repos[REPO][0].sha256 = "0" * 64
    with pytest.raises(HubError, match="checksum differs"):
        local_models.download_model(tmp_path, REPO, SMALL, lambda _: None, threading.Event())
    assert _models_folder(tmp_path) == []
    assert Library(tmp_path).models() == []


def test_cancel_stops_the_download_and_keeps_nothing(hub: Hub, tmp_path: Path) -> None:
    # A line of about 50 MB/s: on loopback the whole file came between two
    # progress reports (0.2 s apart), so Cancel was first seen at its end.
    hub.repos[REPO][0].pace = 0.02
    cancelled = threading.Event()
    done_when_cancelled: list[int] = []

    def told(p: DownloadProgress) -> None:
        if p.done > 10_000_000 and not cancelled.is_set():
            done_when_cancelled.append(p.done)
            cancelled.set()

    with pytest.raises(DownloadCancelled):
        local_models.download_model(tmp_path, REPO, SMALL, told, cancelled)
    assert done_when_cancelled and done_when_cancelled[0] < 98_362_432
    assert _models_folder(tmp_path) == []
    assert Library(tmp_path).models() == []


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 400 MB file system (tmpfs): room for the model and the margin."""
    with real_disk(tmp_path, "400m") as mount:
        yield mount


def test_too_little_free_space_is_said_before_anything_is_fetched(
    hub: Hub, small_disk: Path
) -> None:
    fill_disk(small_disk, leave=200 * 1024 * 1024)  # less than the model and the margin
    with pytest.raises(HubError, match=r"needs .* of free disk space"):
        local_models.download_model(small_disk, REPO, SMALL, lambda _: None, threading.Event())
    assert [r for r in hub.gets_of(SMALL)] == []
    assert _models_folder(small_disk) == []


def test_a_disk_that_fills_during_the_download_is_said_and_nothing_is_kept(
    hub: Hub, small_disk: Path
) -> None:
    # someone else fills the disk while the model is halfway down
    def fill() -> None:
        fill_disk(small_disk, leave=1024 * 1024)

    hub.repos[REPO][0].at_half = fill
    with pytest.raises(HubError, match="The disk filled up"):
        local_models.download_model(small_disk, REPO, SMALL, lambda _: None, threading.Event())
    (small_disk / "filler").unlink()
    assert _models_folder(small_disk) == []
    assert [p for p in small_disk.rglob("*") if p.is_file()] == []


def test_a_body_longer_than_the_hub_lists_is_stopped_at_the_listed_size(
    hub: Hub, small_disk: Path, model_file: Path
) -> None:
    """Issue 37, hole 6: a file listed at 1 KB whose body never ended filled
    a 600 MB disk ("49228920% of 1 KB"); the free-space check meant nothing."""
    endless = HubFile("endless.gguf", model_file, size=1024, endless=True)
    hub.add("hostile/Endless-GGUF", endless)
    free = shutil.disk_usage(small_disk).free
    seen: list[DownloadProgress] = []
    with pytest.raises(HubError) as refused:
        local_models.download_model(
            small_disk, "hostile/Endless-GGUF", "endless.gguf", seen.append, threading.Event()
        )
    assert str(refused.value) == (
        "“endless.gguf” went on past the 1 KB Hugging Face lists for it, so the download "
        "was stopped and nothing of it was kept."
    )
    # one chunk of the library's (10 MB) and what the sockets hold, never the disk's worth
    assert endless.sent < 64 * 1024 * 1024
    assert all(p.done <= p.total == 1024 for p in seen)
    assert [p for p in small_disk.rglob("*") if p.is_file()] == []
    assert shutil.disk_usage(small_disk).free == free


def test_a_file_listed_with_no_size_stops_before_the_disk_fills(
    hub: Hub, small_disk: Path, model_file: Path
) -> None:
    endless = HubFile("nosize.gguf", model_file, unlisted=True, endless=True)
    hub.add("hostile/NoSize-GGUF", endless)
    free = shutil.disk_usage(small_disk).free
    lowest = [free]

    def told(_: DownloadProgress) -> None:
        lowest[0] = min(lowest[0], shutil.disk_usage(small_disk).free)

    with pytest.raises(HubError) as refused:
        local_models.download_model(
            small_disk, "hostile/NoSize-GGUF", "nosize.gguf", told, threading.Event()
        )
    bound = free - SPACE_MARGIN
    assert str(refused.value) == (
        f"Hugging Face lists no size for “nosize.gguf”, and it went on past {bound / 1e6:.1f} "
        "MB, the most Verbatim takes of such a file here, so the download was stopped and "
        "nothing of it was kept."
    )
    assert lowest[0] >= SPACE_MARGIN  # the margin was never touched
    assert [p for p in small_disk.rglob("*") if p.is_file()] == []
    assert shutil.disk_usage(small_disk).free == free


def test_a_repository_that_does_not_exist_is_said(hub: Hub, tmp_path: Path) -> None:
    with pytest.raises(HubError, match="has no model called “nobody/none”"):
        local_models.hub_choices("nobody/none")


def test_a_model_with_a_vision_projector_is_downloaded_with_it_and_removed_with_it(
    hub: Hub, tmp_path: Path, model_file: Path
) -> None:
    # the projector's bytes here are a second model's: what matters is that it
    # comes, is kept beside the model, is passed to the engine and goes with it
    projector = HubFile("mmproj-f16.gguf", model_file)
    hub.add("vision/Tiny-VL-GGUF", HubFile(SMALL, model_file), projector)
    model = local_models.download_model(
        tmp_path, "vision/Tiny-VL-GGUF", SMALL, lambda _: None, threading.Event()
    )
    assert Path(model.projector).name == "mmproj-f16.gguf"
    assert _models_folder(tmp_path) == [SMALL, "library.json", "mmproj-f16.gguf"]
    local_models.remove_model(tmp_path, model.name)
    assert _models_folder(tmp_path) == ["library.json"]


def test_the_command_line_downloads_the_recommended_file_with_progress(
    hub: Hub, tmp_path: Path
) -> None:
    hub.repos[REPO][0].cut_once = True
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_ENDPOINT": hub.url}
    cli = [sys.executable, "-m", "desktop", "models"]
    done = subprocess.run(
        [*cli, "download", REPO, "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    name = done.stdout.strip().splitlines()[-1]
    assert name == "SmolLM2-135M-Instruct.Q4_1"
    assert f"{SMALL}\t98.4 MB\tQ4_1" in done.stderr and "(recommended)" in done.stderr
    assert f"{SMALL}: 100% of 98.4 MB" in done.stderr
    assert "Traceback" not in done.stderr
    listed = subprocess.run(
        [*cli, "list", "--data-dir", str(tmp_path)], capture_output=True, text=True, env=env
    )
    assert listed.stdout.startswith(f"{name}\t98.4 MB\tQ4_1\tcontext ")
    missing = subprocess.run(
        [*cli, "download", "nobody/none", "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
    )
    assert missing.returncode == 2
    assert missing.stderr.strip() == "verbatim: Hugging Face has no model called “nobody/none”."
    assert STAGING not in _models_folder(tmp_path)


def test_the_command_line_searches_the_catalogue_in_process_and_as_a_program(
    hub: Hub, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 37, hole 8: `verbatim models search QUERY` (the README's own
    example) always ended in a traceback: `search` has no --data-dir, and
    the command read it."""
    from desktop.cli import main

    assert main(["models", "search", "smollm2"]) == 0
    out, err = capsys.readouterr()
    assert out == f"{REPO}\t100 downloads\n" and err == ""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HF_ENDPOINT": hub.url}
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--data-dir", str(tmp_path), "models", "search", "GGUF"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    found = done.stdout.splitlines()
    assert found == [f"{REPO}\t100 downloads", "other/unrelated-GGUF\t5 downloads"]
    assert done.stderr == ""
    assert list(tmp_path.iterdir()) == []  # a search writes nothing
