"""The local engine on the graphics card (issue 39), for real: the Vulkan
build of the same llama.cpp (`build_engine.sh --vulkan`) on lavapipe, Mesa's
software Vulkan device, which runs the GPU code path on the processor. It
is never chosen for a person; VERBATIM_GPU_ALLOW_SOFTWARE=1 lets the tests
use it. The real SmolLM2-135M model, the turn engine and a real store."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from desktop.backends.base import ChatOptions
from desktop.domain.events import EngineEvent, TurnPreparing
from desktop.domain.messages import Parameters, Status
from desktop.engine.turns import TurnEngine
from desktop.local.backend import LocalBackend
from desktop.local.binary import find_engine, find_vulkan_engine
from desktop.local.engine_choice import EngineChoice
from desktop.local.gpu import ALLOW_SOFTWARE_ENV, DeviceKind
from desktop.local.library import Library
from desktop.local.process import LocalEngine
from desktop.store.db import open_store
from desktop.store.worker import AsyncRepository
from tests.e2e.test_local_engine import FRANCE, STORY, Local, _first_words, _slots_busy
from tests.local_model import fetch

LAVAPIPE = sorted(Path("/usr/share/vulkan/icd.d").glob("lvp_icd*.json"))
pytestmark = [
    pytest.mark.skipif(
        find_vulkan_engine() is None,
        reason="no Vulkan engine: scripts/build_engine.sh --vulkan (make engine builds it "
        "where libvulkan-dev, glslc and spirv-headers can be installed)",
    ),
    pytest.mark.skipif(
        not LAVAPIPE, reason="no lavapipe (software Vulkan device): apt install mesa-vulkan-drivers"
    ),
]


@pytest.fixture
def model_file(monkeypatch: pytest.MonkeyPatch) -> Path:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    monkeypatch.setenv(ALLOW_SOFTWARE_ENV, "1")
    return fetch()


@pytest.fixture
async def gpu(tmp_path: Path, model_file: Path) -> AsyncIterator[Local]:
    async with _local(tmp_path, model_file, EngineChoice()) as local:
        yield local


@contextlib.asynccontextmanager
async def _local(tmp_path: Path, model_file: Path, choice: EngineChoice) -> AsyncIterator[Local]:
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    library = Library(tmp_path)
    name = library.add(model_file).name
    engine = LocalEngine(library, tmp_path / "logs", threads=2, choice=choice)
    backend = LocalBackend(engine)
    options = ChatOptions(temperature=0.0, max_tokens=120)
    turns = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    try:
        yield Local(repo, turns, engine, library, name, {}, options)
    finally:  # the engines end even when the test fails
        await turns.shutdown()
        await backend.aclose()
        await engine.stop()
        await store.aclose()


def test_the_vulkan_engine_lists_the_software_device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ALLOW_SOFTWARE_ENV, "1")
    found = EngineChoice().detect()
    assert found.device is not None and found.device.kind is DeviceKind.SOFTWARE
    assert "llvmpipe" in found.device.name and found.device.total_mib > 0
    print(f"\nlisted: {found.devices}")
    # For a person it is never chosen: it is slower than the CPU engine.
    monkeypatch.delenv(ALLOW_SOFTWARE_ENV)
    person = EngineChoice().detect()
    assert person.device is None
    assert person.advice.startswith("Only a software Vulkan device (llvmpipe")


# 22-36 s each on lavapipe here (two busy cores): make test-heavy, which CI runs.
@pytest.mark.heavy
async def test_smollm2_answers_on_the_gpu_engine_and_says_where(gpu: Local) -> None:
    final = await (await gpu.send(gpu.conversation(), FRANCE)).wait()
    assert final.status is Status.COMPLETE, final.error
    assert final.content.strip() == "The capital of France is Paris."
    running = gpu.local.running
    assert running is not None and running.placement.device is not None
    assert running.placement.layers == running.placement.of == 31  # 30 blocks and the output
    said = gpu.local.where()
    assert said.startswith("On the GPU: llvmpipe") and said.endswith("(Vulkan), 31 of 31 layers")
    print(f"\n{said}")


# 22-36 s each on lavapipe here (two busy cores): make test-heavy, which CI runs.
@pytest.mark.heavy
async def test_stop_keeps_the_words_on_the_gpu_engine(gpu: Local) -> None:
    cid = gpu.conversation()
    await gpu.send(cid, STORY)
    await _first_words(gpu, cid)
    stopped = await gpu.engine.stop(cid)
    assert stopped is not None and stopped.status is Status.INTERRUPTED
    assert len(stopped.content) >= 40
    while await _slots_busy(gpu):
        await asyncio.sleep(0.05)
    kept = gpu.repo.get_message(stopped.id)
    assert kept is not None and kept.content == stopped.content


# 22-36 s each on lavapipe here (two busy cores): make test-heavy, which CI runs.
@pytest.mark.heavy
async def test_the_gpu_engine_killed_mid_answer_goes_on_on_the_processor(gpu: Local) -> None:
    cid = gpu.conversation()
    turn = await gpu.send(cid, STORY)
    await _first_words(gpu, cid)
    os.kill(gpu.pid(), signal.SIGKILL)
    final = await turn.wait()
    assert final.status is Status.FAILED
    assert final.error == (
        "The graphics card stopped. The words that arrived are kept; press Retry to go on on "
        "the processor."
    )
    kept = gpu.repo.get_message(final.id)
    assert kept is not None and kept.content == final.content and len(kept.content) >= 40
    gpu.repo.set_setup(cid, "", Parameters(temperature=0.0, max_tokens=8))
    again = await (await gpu.engine.retry(final.id, plan=gpu.plan(final.conversation_id))).wait()
    assert again.status is Status.COMPLETE and again.content
    running = gpu.local.running
    assert running is not None and running.placement.device is None
    assert gpu.local.where() == "On the processor (the graphics card stopped)"


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
async def test_a_gpu_engine_that_cannot_load_goes_on_on_the_processor_and_says_so(
    gpu: Local, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The card's driver gone between detection and the start (the Vulkan
    loader pointed at no driver): the GPU engine ends at load, and the model
    goes on on the processor with a sentence, never silently. (A real
    out-of-video-memory: test_the_gpu_engine_out_of_video_memory_at_load_….)"""
    assert gpu.local.choice.detect().device is not None  # lavapipe, found before
    monkeypatch.setenv("VK_ICD_FILENAMES", "/nonexistent/no-driver.json")
    heard: list[EngineEvent] = []
    gpu.engine.add_listener(heard.append)
    final = await (await gpu.send(gpu.conversation(), FRANCE)).wait()
    assert final.status is Status.COMPLETE, final.error
    assert "Paris" in final.content
    said = [e.text for e in heard if isinstance(e, TurnPreparing)]
    assert "The graphics card stopped. This answer goes on on the processor." in said, said
    assert gpu.local.where() == "On the processor (the graphics card stopped)"


# The memory a capped GPU engine may map in all (MiB): about 1,000 for the
# engine itself (its threads, Mesa's and LLVM's) and SmolLM2's 92 MiB of
# weights load under it; the 3,072 MiB cache of a 131,072-token context on
# the card, asked for in pieces of up to 1,008 MiB, does not.
CAPPED_MIB = 2560


def capped_engine(tmp_path: Path, mib: int = CAPPED_MIB) -> Path:
    """The real Vulkan engine, started with its address space capped. Mesa's
    lavapipe lends host memory past the 2,048 MiB it reports, so an override
    larger than the device loads there; capped, lavapipe's own allocation of
    device memory fails (VK_ERROR_OUT_OF_DEVICE_MEMORY), as a card's does."""
    engine = find_vulkan_engine()
    assert engine is not None
    capped = tmp_path / "capped-llama-server"
    capped.write_text(f'#!/bin/sh\nulimit -v {mib * 1024}\nexec "{engine}" "$@"\n')
    capped.chmod(0o700)
    return capped


# 20-40 s on lavapipe here (two busy cores): make test-heavy, which CI runs.
@pytest.mark.heavy
async def test_the_gpu_engine_out_of_video_memory_at_load_goes_on_on_the_processor(
    tmp_path: Path, model_file: Path
) -> None:
    """A real out-of-video-memory: the layers set by hand (all 31, fit off)
    with a 131,072-token context want 3,170 MiB of a 2,048 MiB device. The
    engine says so in its log, the answer is written on the processor, the
    person is told why before the first word, and Retry stays there."""
    choice = EngineChoice(layers=31, vulkan=capped_engine(tmp_path))
    async with _local(tmp_path, model_file, choice) as gpu:
        gpu.chosen[gpu.name] = 131_072
        heard: list[EngineEvent] = []
        gpu.engine.add_listener(heard.append)
        final = await (await gpu.send(gpu.conversation(), FRANCE)).wait()
        assert final.status is Status.COMPLETE, final.error
        assert "Paris" in final.content
        log = (tmp_path / "logs" / "engine.log").read_bytes()
        assert b"vk::Device::allocateMemory: ErrorOutOfDeviceMemory" in log
        assert b"failed to allocate buffer for kv cache" in log
        said = [e.text for e in heard if isinstance(e, TurnPreparing)]
        sentence = "The graphics card ran out of memory. This answer goes on on the processor."
        assert sentence in said, said
        running = gpu.local.running
        assert running is not None and running.placement.device is None
        assert running.context == 131_072  # the context asked for, now in the computer's memory
        assert gpu.local.where() == "On the processor (the graphics card ran out of memory)"
        retried = await gpu.engine.retry(final.id, plan=gpu.plan(final.conversation_id))
        again = await retried.wait()
        assert again.status is Status.COMPLETE and "Paris" in again.content
        assert gpu.local.running is not None and gpu.local.running.placement.device is None
