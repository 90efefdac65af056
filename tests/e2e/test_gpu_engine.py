"""The local engine on the graphics card (issue 39), for real: the Vulkan
build of the same llama.cpp (`build_engine.sh --vulkan`) on lavapipe, Mesa's
software Vulkan device, which runs the GPU code path on the processor. It
is never chosen for a person; VERBATIM_GPU_ALLOW_SOFTWARE=1 lets the tests
use it. The real SmolLM2-135M model, the turn engine and a real store."""

from __future__ import annotations

import asyncio
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
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    library = Library(tmp_path)
    name = library.add(model_file).name
    engine = LocalEngine(library, tmp_path / "logs", threads=2, choice=EngineChoice())
    backend = LocalBackend(engine)
    options = ChatOptions(temperature=0.0, max_tokens=120)
    turns = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    yield Local(repo, turns, engine, library, name, {}, options)
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
    goes on on the processor with a sentence, never silently. A real
    out-of-video-memory could not be forced on lavapipe: it lends host
    memory past its 2,048 MiB heap (3,111 MiB loaded with 128k context),
    and a fit margin larger than the device puts 0 of 31 layers on it."""
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
