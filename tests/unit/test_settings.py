"""Settings survive bad files and never hold an API key."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from desktop.domain.messages import Parameters, Preset, Reasoning
from desktop.domain.providers import ProviderConfig, ProviderKind
from desktop.domain.tools import ToolServer
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
    from desktop.backends.registry import make_backend
    from desktop.domain.providers import ProviderConfig, ProviderKind

    (tmp_path / "settings.json").write_text(
        '{"version": 1, "timeouts": {"headers": 7, "idle": 3.5, "max_line_mb": 1}}'
    )
    settings = load_settings(tmp_path)
    assert settings.timeouts == {"headers": 7.0, "idle": 3.5, "max_line_mb": 1.0}
    config = ProviderConfig("x", ProviderKind.OLLAMA, "http://127.0.0.1:1")
    backend = make_backend(config, timeouts=settings.timeouts)
    assert (backend.headers_timeout, backend.idle_timeout) == (7.0, 3.5)
    assert backend.first_token_timeout == 120.0 and backend.max_line_bytes == 1024 * 1024


# --------------------------------------------------- one bad value (issue 38)
def _everything_set() -> Settings:
    """A settings file with every setting away from its default."""
    return Settings(
        providers=[
            ProviderConfig("Local", ProviderKind.OLLAMA, "http://127.0.0.1:11434", "qwen"),
            ProviderConfig("OpenAI", ProviderKind.OPENAI, "https://api.openai.com/v1", "gpt"),
        ],
        active_provider="Local",
        default_model="qwen",
        system_prompt="Be brief.",
        temperature=0.3,
        max_tokens=512,
        top_p=0.9,
        reasoning=Reasoning.HIGH,
        presets=[Preset("Coder", "Code only.", Parameters(0.1, None, 2048, Reasoning.LOW), False)],
        context_lengths={"Local/qwen": 8192},
        backup_days=3,
        backup_weeks=2,
        theme="dark",
        font_size=13.0,
        language="de",
        window_geometry="AdnQywADAAA",
        last_conversation_id="c1",
        last_scroll={"c1": 120},
        last_folders={"attach": "/home/me"},
        tool_servers=[ToolServer("time", command="uvx", args=("mcp-server-time",))],
        tool_rounds=20,
        documents="relevant",
        sync_folder="/home/me/Sync",
        local_idle_minutes=30,
        timeouts={"idle": 90.0},
    )


BAD_VALUES = [
    ("font_size", "big", '"big" is not a number'),  # the wrong type
    ("font_size", 30, "30 is not between 8.0 and 20.0"),  # out of bounds
    ("temperature", 3.5, "3.5 is not between 0 and 2"),
    ("max_tokens", 0, "0 is less than 1"),
    ("tool_rounds", True, "true is not a whole number"),
    ("theme", "purple", '"purple" is not one of: system, light, dark'),  # not one of its kinds
    ("language", "xx", '"xx" is not one of: system, en, de, es, fr, zh_CN'),
    ("documents", "some", '"some" is not one of: whole, relevant'),
    ("reasoning", "max", '"max" is not one of: "", off, on, low, medium, high'),
    ("system_prompt", ["a"], '["a"] is not text'),
    ("presets", {"name": "Coder"}, '{"name": "Coder"} is not a list'),
    ("last_scroll", 7, "7 is not a set of names and values"),
]


@pytest.mark.parametrize(("name", "value", "why"), BAD_VALUES)
def test_one_bad_value_resets_that_setting_alone_and_says_why(
    tmp_path: Path, name: str, value: object, why: str
) -> None:
    """Issue 38: `"font_size": "big"` put every setting back to its default."""
    good = _everything_set()
    save_settings(tmp_path, good)
    data = json.loads((tmp_path / FILE_NAME).read_text())
    data[name] = value
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    loaded = load_settings(tmp_path)
    assert loaded == replace(good, **{name: getattr(Settings(), name)})  # every other one kept
    assert loaded.reset == [(name, why)] and loaded.warning == ""


def test_a_broken_provider_leaves_out_that_provider_alone(tmp_path: Path) -> None:
    good = _everything_set()
    save_settings(tmp_path, good)
    data = json.loads((tmp_path / FILE_NAME).read_text())
    data["providers"] = [
        data["providers"][0],
        {"name": "Broken", "kind": "nope", "base_url": "http://x"},
        {"kind": "openai"},
        "not a provider",
        {**data["providers"][1], "default_model": 5},  # a field of its own, not the provider
    ]
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    loaded = load_settings(tmp_path)
    local, openai = good.providers
    assert loaded.providers == [local, replace(openai, default_model=None)]
    assert loaded == replace(good, providers=loaded.providers)
    assert loaded.reset == [
        (
            "providers",
            '“Broken” is left out: its kind: "nope" is not one of: '
            "openai, ollama, anthropic, local",
        ),
        ("providers", "“#3” is left out: its name: null is not text"),
        ("providers", '“#4” is left out: "not a provider" is not a set of names and values'),
        ("providers", "in “OpenAI”, its default_model: 5 is not text"),
    ]


def test_a_tool_server_that_cannot_be_made_leaves_out_that_server_alone(tmp_path: Path) -> None:
    good = _everything_set()
    save_settings(tmp_path, good)
    data = json.loads((tmp_path / FILE_NAME).read_text())
    data["tool_servers"].append({"name": "broken", "url": "http://[::1/mcp"})
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    loaded = load_settings(tmp_path)
    assert loaded == good
    assert loaded.reset == [("tool_servers", "“broken” is left out: Invalid IPv6 URL")]


def test_a_bad_entry_of_a_table_or_a_preset_field_goes_alone(tmp_path: Path) -> None:
    good = _everything_set()
    save_settings(tmp_path, good)
    data = json.loads((tmp_path / FILE_NAME).read_text())
    data["timeouts"] = {"idle": 90, "headers": -1}
    data["presets"][0]["parameters"]["temperature"] = 9
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    loaded = load_settings(tmp_path)
    coder = good.presets[0]
    cooler = replace(coder.parameters, temperature=None)
    assert loaded.presets == [replace(coder, parameters=cooler)]
    assert loaded.timeouts == {"idle": 90.0}
    assert loaded.reset == [
        ("presets", "in “Coder”, its temperature: 9 is not between 0 and 2"),
        ("timeouts", "“headers” is left out: -1 is not more than 0"),
    ]


def test_a_file_that_is_not_an_object_gives_defaults_and_is_left_as_it_was(
    tmp_path: Path,
) -> None:
    (tmp_path / FILE_NAME).write_text('["dark"]')
    loaded = load_settings(tmp_path)
    assert loaded == Settings() and "could not read its settings" in loaded.warning
    assert (tmp_path / FILE_NAME).read_text() == '["dark"]'


def test_an_unknown_key_is_ignored_as_before(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_text(json.dumps({"version": 1, "theme": "dark", "colour": 1}))
    loaded = load_settings(tmp_path)
    assert loaded == Settings(theme="dark") and loaded.reset == [] and not loaded.warning
    save_settings(tmp_path, loaded)
    assert "colour" not in json.loads((tmp_path / FILE_NAME).read_text())


def test_everything_round_trips_a_preset_without_tools_included(tmp_path: Path) -> None:
    """A preset saved with its tools off came back with them on: `tools` was
    written but never read."""
    good = _everything_set()
    save_settings(tmp_path, good)
    loaded = load_settings(tmp_path)
    assert loaded.presets[0].tools is False
    assert loaded == good and loaded.reset == []


def test_a_file_as_an_early_release_wrote_it_loads_as_before(tmp_path: Path) -> None:
    """Written by 0af7e7d's save_settings (asdict, before reasoning, presets,
    tools, sync or documents): nothing is reset, null is the default."""
    early = {
        "providers": [
            {"name": "Ollama", "kind": "ollama", "base_url": "http://127.0.0.1:11434",
             "default_model": None}
        ],
        "active_provider": "Ollama",
        "default_model": None,
        "system_prompt": "",
        "temperature": None,
        "max_tokens": None,
        "top_p": None,
        "theme": "light",
        "font_size": 11,
        "window_geometry": "",
        "last_conversation_id": None,
        "last_scroll": {"c1": 3},
        "timeouts": {},
        "version": 1,
    }  # fmt: skip
    (tmp_path / FILE_NAME).write_text(json.dumps(early, indent=2))
    loaded = load_settings(tmp_path)
    assert loaded.reset == [] and not loaded.warning
    assert loaded == Settings(
        providers=[ProviderConfig("Ollama", ProviderKind.OLLAMA, "http://127.0.0.1:11434")],
        active_provider="Ollama",
        theme="light",
        font_size=11.0,
        last_scroll={"c1": 3},
    )


def test_every_setting_has_words_that_name_it() -> None:
    """The window names a setting that could not be used by its title."""
    from dataclasses import fields

    from desktop.session.settings import title

    stored = [f.name for f in fields(Settings) if f.compare]
    assert all(title(name) != name for name in stored)
