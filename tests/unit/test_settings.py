"""Settings survive bad files and never hold an API key."""

from __future__ import annotations

import json
from pathlib import Path

from desktop.backends.base import ProviderKind
from desktop.backends.registry import ProviderConfig
from desktop.session.settings import FILE_NAME, Settings, load_settings, save_settings


def test_round_trip_and_no_key_in_the_file(tmp_path: Path) -> None:
    settings = Settings(
        providers=[
            ProviderConfig("OpenAI", ProviderKind.OPENAI, "https://api.openai.com/v1", "gpt")
        ]
    )
    settings.theme = "dark"
    save_settings(tmp_path, settings)
    loaded = load_settings(tmp_path)
    assert loaded == settings
    text = (tmp_path / FILE_NAME).read_text()
    assert "key" not in text.lower()


def test_corrupt_file_gives_defaults_and_a_plain_warning(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_text("{not json")
    loaded = load_settings(tmp_path)
    assert loaded.providers == [] and "could not read its settings" in loaded.warning
    assert (tmp_path / FILE_NAME).read_text() == "{not json"  # left as it was


def test_newer_file_is_not_used_or_changed(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_text(json.dumps({"version": 99, "theme": "dark"}))
    loaded = load_settings(tmp_path)
    assert loaded.theme == "system" and "newer Verbatim" in loaded.warning


def test_timeouts_are_configurable_in_the_settings_file(tmp_path: Path) -> None:
    from desktop.backends.base import ProviderKind
    from desktop.backends.registry import ProviderConfig, make_backend

    (tmp_path / "settings.json").write_text(
        '{"version": 1, "timeouts": {"headers": 7, "idle": 3.5, "max_line_mb": 1}}'
    )
    settings = load_settings(tmp_path)
    assert settings.timeouts == {"headers": 7.0, "idle": 3.5, "max_line_mb": 1.0}
    config = ProviderConfig("x", ProviderKind.OLLAMA, "http://127.0.0.1:1")
    backend = make_backend(config, timeouts=settings.timeouts)
    assert (backend.headers_timeout, backend.idle_timeout) == (7.0, 3.5)
    assert backend.first_token_timeout == 120.0 and backend.max_line_bytes == 1024 * 1024
