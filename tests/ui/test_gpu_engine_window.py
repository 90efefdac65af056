"""A model on the graphics card, in the real window (issue 39): the Vulkan
engine on lavapipe (Mesa's software Vulkan device, allowed for the tests by
VERBATIM_GPU_ALLOW_SOFTWARE=1) answers with the real SmolLM2 model, and the
library says where the model runs and how much of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.domain.messages import Status
from desktop.local.binary import find_engine, find_vulkan_engine
from desktop.local.gpu import ALLOW_SOFTWARE_ENV
from desktop.session.local_models import add_model
from tests.local_model import fetch
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter
from tests.ui.test_local_models_window import _greedy

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


@pytest.mark.heavy
def test_smollm2_answers_on_the_gpu_engine_through_the_window(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    monkeypatch.setenv(ALLOW_SOFTWARE_ENV, "1")
    name = add_model(harness.data, fetch()).name
    _greedy(harness)
    window = harness.open(provider="local", base_url=None, model=name)
    type_and_enter(harness, window, "What is the capital of France? Answer in one sentence.")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE, 120_000)
    assert last(window).content.strip() == "The capital of France is Paris."
    engine = window.session.providers.local
    assert engine is not None and engine.running is not None
    assert engine.running.placement.device is not None  # it ran on the Vulkan device
    window.open_local_models()
    dialog = window.local_models_dialog
    harness.wait(lambda: dialog.placement.isVisible(), 30_000)
    said = dialog.placement.text()
    assert said.startswith("On the GPU: llvmpipe") and said.endswith("(Vulkan), 31 of 31 layers")
    dialog.reject()
