"""A picture through a vision pair on the graphics card (issue 39): the
real SmolLM2-135M with a projector made for it (tests.vision_pair), in the
library as a downloaded pair is (the model and its projector), run by
Verbatim's own local engine on the Vulkan build on lavapipe. What the tiny
model says about the picture means nothing; that the projector loads on the
Vulkan device and the picture is encoded there, and an answer comes, does."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import psutil
import pytest

from desktop.backends.base import ChatOptions
from desktop.domain.messages import Parameters, Status
from desktop.engine.attachments import prepare
from desktop.engine.turns import TurnEngine
from desktop.local.backend import LocalBackend
from desktop.local.binary import find_engine
from desktop.local.engine_choice import EngineChoice
from desktop.local.gpu import ALLOW_SOFTWARE_ENV
from desktop.local.library import Library
from desktop.local.process import LocalEngine
from desktop.store.db import open_store
from desktop.store.worker import AsyncRepository
from tests import vision_pair
from tests.e2e import test_gpu_engine
from tests.e2e.test_local_engine import Local
from tests.images import picture
from tests.local_model import fetch

pytestmark = test_gpu_engine.pytestmark  # the Vulkan engine and lavapipe, or skipped


@pytest.fixture
async def seeing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Local]:
    """SmolLM2 with its projector, on the GPU engine."""
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    monkeypatch.setenv(ALLOW_SOFTWARE_ENV, "1")
    library = Library(tmp_path)
    # The projector in the models folder beside the entry, as a download puts it.
    library.folder.mkdir(parents=True, exist_ok=True)
    projector = Path(shutil.copy(vision_pair.fetch(), library.folder / vision_pair.NAME))
    name = library.add(fetch(), projector=projector).name
    repo = open_store(tmp_path)
    store = AsyncRepository(repo)
    engine = LocalEngine(library, tmp_path / "logs", threads=2, choice=EngineChoice())
    backend = LocalBackend(engine)
    turns = TurnEngine(store, lambda _name: backend, checkpoint_interval=0.05)
    try:
        yield Local(repo, turns, engine, library, name, {}, ChatOptions(temperature=0.0))
    finally:  # the engines end even when the test fails
        await turns.shutdown()
        await backend.aclose()
        await engine.stop()
        await store.aclose()


# 16 s here (two busy cores) with Mesa's shader cache warm, 36 s cold (the
# first picture compiles the vision tower's shaders for lavapipe, about 16 s
# of it); the projector is made in milliseconds: make test-heavy, which CI runs.
@pytest.mark.heavy
async def test_a_picture_goes_through_a_vision_pair_on_the_gpu_engine(
    seeing: Local, tmp_path: Path
) -> None:
    cid = seeing.conversation()
    seeing.repo.set_setup(cid, "", Parameters(temperature=0.0, max_tokens=8))  # any words
    red = prepare("red.png", picture("PNG", (64, 64), "red"))
    final = await (await seeing.send(cid, "What is in this picture?", [red])).wait()
    assert final.status is Status.COMPLETE, final.error
    assert final.content.strip()
    running = seeing.local.running
    assert running is not None
    argv = psutil.Process(running.process.pid).cmdline()
    registered = seeing.library.get(seeing.name)
    assert registered is not None and registered.projector
    assert argv[argv.index("--mmproj") + 1] == registered.projector
    log = (tmp_path / "logs" / "engine.log").read_text(errors="replace")
    assert "clip_ctx: CLIP using Vulkan0 backend" in log  # the projector on the device
    assert "load_hparams: projector:          gemma3" in log
    assert "encoding mtmd batch" in log and "image decoded (batch 1/1)" in log
    said = seeing.local.where()
    assert said.startswith("On the GPU: llvmpipe") and said.endswith("(Vulkan), 31 of 31 layers")
    print(f"\n{said}: {final.content!r}")
