"""A settings file with a value that cannot be used (issue 38): the window
starts with every other setting, names the one put back to its default, and
leaves the file as it was until the person changes a setting."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt

from desktop.session.paths import resolve_paths
from desktop.session.settings import FILE_NAME, Settings, save_settings
from desktop.ui import i18n
from desktop.ui.main_window import MainWindow
from tests.ui.conftest import Harness

SAID = (
    "Verbatim could not use 1 setting from its settings file and uses the defaults instead: "
    'Text size ("big" is not a number). The file stays as it is until you change a setting.'
)


def _file_with_a_bad_font_size(harness: Harness) -> Path:
    config = resolve_paths(harness.data).ensure().config
    save_settings(config, Settings(theme="dark", temperature=0.3, documents="relevant"))
    data = json.loads((config / FILE_NAME).read_text())
    (config / FILE_NAME).write_text(json.dumps({**data, "font_size": "big"}, indent=2))
    return config / FILE_NAME


def _banner(window: MainWindow) -> str:
    return window.notifier.banner.label.text() if window.notifier.banner.isVisible() else ""


def test_a_bad_value_resets_only_itself_and_the_window_names_it(harness: Harness) -> None:
    path = _file_with_a_bad_font_size(harness)
    before = path.read_text()
    window = harness.open()
    harness.wait(lambda: _banner(window) == SAID)
    settings = window.session.settings
    assert (settings.theme, settings.temperature, settings.documents) == ("dark", 0.3, "relevant")
    assert settings.font_size == Settings().font_size
    harness.close(window)
    # Neither the start (which takes the test's --provider) nor the quit wrote it.
    assert path.read_text() == before
    again = harness.open()
    harness.wait(lambda: _banner(again) == SAID)
    # The person makes the text larger: a setting changed, so the file is written.
    harness.qtbot.keyClick(again, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    harness.wait(lambda: json.loads(path.read_text()).get("font_size") == 11.5)
    assert json.loads(path.read_text())["theme"] == "dark"
    harness.close(again)
    third = harness.open()
    assert third.session.settings_reset() == [] and third.session.settings.theme == "dark"
    assert SAID not in third.notifier.history


def test_the_languages_a_setting_may_name_are_those_the_window_has() -> None:
    from desktop.session.settings import LANGUAGES

    assert set(LANGUAGES) == {"system", *i18n.LANGUAGES}


def test_a_newer_settings_file_is_not_overwritten_at_quit(harness: Harness) -> None:
    """The promise was kept at start but not at quit: closing the window
    wrote this run's defaults over a newer Verbatim's settings."""
    config = resolve_paths(harness.data).ensure().config
    newer = json.dumps({"version": 99, "theme": "from the future"})
    (config / FILE_NAME).write_text(newer)
    window = harness.open()
    harness.wait(lambda: "newer Verbatim" in _banner(window))
    harness.close(window)
    assert (config / FILE_NAME).read_text() == newer
