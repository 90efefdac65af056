"""From a fresh start to a first answer from a model on this computer,
in the real window, on the real engine and the real SmolLM2 model."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from desktop.backends.base import ProviderKind
from desktop.domain.messages import Status
from desktop.local.binary import cache_root, find_engine
from desktop.session.paths import resolve_paths
from desktop.session.settings import load_settings, save_settings
from desktop.ui.local_models_dialog import LocalModelsDialog
from tests.local_model import fetch
from tests.ui.conftest import Harness
from tests.ui.people import click, idle, last, type_and_enter


def _greedy(harness: Harness) -> None:
    """Temperature 0 in Settings: the small model then answers the same way
    every time ("The capital of France is Paris.")."""
    paths = resolve_paths(harness.data).ensure()
    settings = load_settings(paths.config)
    settings.temperature = 0.0
    save_settings(paths.config, settings)


def _first_run_with_nothing_found(harness: Harness):  # type: ignore[no-untyped-def]
    """A port held by this test (bound, not listening) is where it looks."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        nobody = ("Ollama", ProviderKind.OLLAMA, held.getsockname()[1])
        window = harness.open(provider=None, base_url=None, model=None, discover=[nobody])
        status = window.welcome.status
        harness.wait(lambda: status.text().startswith(("No model", "Found")), timeout=15_000)
    assert status.text().startswith("No model")
    return window


def _cell(dialog: LocalModelsDialog, row: int, column: int) -> str:
    item = dialog.table.item(row, column)
    assert item is not None
    return item.text()


def test_a_fresh_start_reaches_a_first_local_answer_without_a_terminal(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    model = fetch()
    # No other app's models in this home; the engine stays where it was built.
    monkeypatch.setenv("VERBATIM_CACHE", str(cache_root()))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    _greedy(harness)
    window = _first_run_with_nothing_found(harness)
    welcome = window.welcome
    assert welcome.local_button.objectName() == "Primary"
    assert welcome.demo_button.objectName() != "Primary"
    click(harness, welcome.local_button)
    dialog = window.local_models_dialog
    assert isinstance(dialog, LocalModelsDialog)
    harness.wait(dialog.isVisible)
    assert dialog.empty.isVisible() and not dialog.table.isVisible()
    assert not dialog.use_button.isEnabled()
    click(harness, dialog.add_button)
    assert dialog.file_dialog is not None
    dialog.file_dialog.selectFile(str(model))  # the person picks the file and opens it
    dialog.file_dialog.accept()
    assert not dialog.file_dialog.isVisible()
    harness.wait(lambda: dialog.table.rowCount() == 1)
    cells = [_cell(dialog, 0, c) for c in range(dialog.COLUMNS)]
    assert cells[:5] == ["SmolLM2-135M-Instruct.Q4_1", "98.4 MB", "Q4_1", "8,192", "555.5 MB"]
    assert cells[5] == "✓ Fits"
    assert dialog.status.text() == "Added SmolLM2-135M-Instruct.Q4_1."
    click(harness, dialog.use_button)
    harness.wait(lambda: not dialog.isVisible())
    assert window.stack.currentWidget() is window.transcript
    harness.wait(lambda: QApplication.focusWidget() is window.composer.editor)
    assert window.model_picker.currentText().startswith("SmolLM2-135M-Instruct.Q4_1")
    type_and_enter(harness, window, "What is the capital of France? Answer in one sentence.")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE, 120_000)
    assert "Paris" in last(window).content
    assert window.state.provider == "This computer"


def test_without_the_engine_the_demo_stays_the_first_thing_to_try(
    harness: Harness, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VERBATIM_LLAMA_SERVER", str(tmp_path / "no-engine-here"))
    window = _first_run_with_nothing_found(harness)
    assert window.welcome.demo_button.objectName() == "Primary"
    assert window.welcome.local_button.objectName() != "Primary"
    click(harness, window.welcome.local_button)
    dialog = window.local_models_dialog
    harness.wait(dialog.isVisible)
    assert "not prepared yet" in dialog.engine_note.text()
    assert dialog.prepare_button.isVisible()  # a source checkout can build it
    dialog.reject()


def test_the_command_line_opens_the_window_on_a_local_model(harness: Harness) -> None:
    """`verbatim models add PATH`, then `verbatim --provider local --model NAME`."""
    from desktop.session.local_models import add_model

    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    name = add_model(harness.data, fetch()).name
    _greedy(harness)
    window = harness.open(provider="local", base_url=None, model=name)
    assert window.model_picker.currentText() == f"{name}  ·  This computer"
    type_and_enter(harness, window, "What is the capital of France? Answer in one sentence.")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE, 120_000)
    assert "Paris" in last(window).content
