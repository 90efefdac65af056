"""Where an answer ran, in its details (issue 39): under an answer of a model
on this computer, beside its tokens per second, the library's own sentence:
"On the GPU: llvmpipe … (Vulkan), 31 of 31 layers" on the Vulkan engine
(lavapipe, allowed by VERBATIM_GPU_ALLOW_SOFTWARE=1 as in
test_gpu_engine_window.py), "On the processor (…)" on the CPU engine. Kept for
the answers of this run (the store has no place for it): still there when the
conversation is opened again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.domain.messages import Status
from desktop.local.binary import find_engine, find_vulkan_engine
from desktop.local.gpu import ALLOW_SOFTWARE_ENV
from desktop.session.local_models import add_model
from desktop.ui.main_window import MainWindow
from tests.local_model import fetch
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter
from tests.ui.test_gpu_engine_window import LAVAPIPE
from tests.ui.test_local_models_window import _greedy


def _answer_details(harness: Harness) -> tuple[MainWindow, str]:
    """A question to SmolLM2 through the window; the answer's details line."""
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    name = add_model(harness.data, fetch()).name
    _greedy(harness)
    window = harness.open(provider="local", base_url=None, model=name)
    type_and_enter(harness, window, "What is the capital of France? Answer in one sentence.")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE, 120_000)
    assert last(window).content.strip() == "The capital of France is Paris."
    widget = window.transcript.widgets[-1]
    assert widget.meta.isVisible()
    return window, widget.meta.full_text()


def _details_after_reopening(harness: Harness, window: MainWindow) -> str:
    """Another conversation, then this one again by a click in the sidebar:
    the answer's widget is made afresh."""
    cid = window.conversation_id
    assert cid is not None
    click(harness, window.sidebar.new_button)
    harness.wait(lambda: window.conversation_id is None)
    sidebar = window.sidebar
    row = sidebar.list.visualRect(sidebar.model.index(sidebar.model.row_of(cid)))
    harness.qtbot.mouseClick(sidebar.list.viewport(), Qt.MouseButton.LeftButton, pos=row.center())
    harness.wait(lambda: window.conversation_id == cid and window.model.rowCount() == 2)
    return window.transcript.widgets[-1].meta.full_text()


@pytest.mark.heavy
@pytest.mark.skipif(
    find_vulkan_engine() is None, reason="no Vulkan engine: scripts/build_engine.sh --vulkan"
)
@pytest.mark.skipif(not LAVAPIPE, reason="no lavapipe: apt install mesa-vulkan-drivers")
def test_an_answer_on_the_gpu_says_so_in_its_details(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ALLOW_SOFTWARE_ENV, "1")
    window, said = _answer_details(harness)
    place = said.split(" · ")[-1]
    assert place.startswith("On the GPU: llvmpipe"), said
    assert place.endswith("(Vulkan), 31 of 31 layers"), said
    assert said.index("token") < said.index("On the GPU")  # after what it cost
    assert _details_after_reopening(harness, window) == said


@pytest.mark.heavy
def test_an_answer_on_the_processor_says_so_in_its_details(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ALLOW_SOFTWARE_ENV, raising=False)  # lavapipe is no GPU to use
    window, said = _answer_details(harness)
    assert said.split(" · ")[-1].startswith("On the processor"), said
    assert "On the GPU" not in said
    assert _details_after_reopening(harness, window) == said
