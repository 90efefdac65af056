"""Typed settings, one JSON file in the config folder. Never holds an API key.

A missing, unreadable or newer file gives the defaults and a warning in
plain words; it is never overwritten until the person changes a setting.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from desktop.backends.base import ProviderKind
from desktop.backends.registry import ProviderConfig
from desktop.domain.messages import Parameters, Preset, Reasoning
from desktop.domain.words import say
from desktop.engine.tools import DEFAULT_TOOL_ROUNDS
from desktop.store.private import open_private, private_folder
from desktop.tools.config import ToolServer, server_from_json, server_to_json

log = logging.getLogger(__name__)
SCHEMA_VERSION = 1
FILE_NAME = "settings.json"


@dataclass
class Settings:
    providers: list[ProviderConfig] = field(default_factory=list)
    active_provider: str | None = None
    default_model: str | None = None
    system_prompt: str = ""
    temperature: float | None = None
    max_tokens: int | None = None
    top_p: float | None = None
    reasoning: Reasoning = Reasoning.DEFAULT
    # Named setups a person applies to a conversation (its own sheet).
    presets: list[Preset] = field(default_factory=list)
    # Context lengths set by hand, by "provider/model", for servers that do
    # not say (Anthropic) or say the trained length, not the one loaded.
    context_lengths: dict[str, int] = field(default_factory=dict)
    # Daily backups kept: the newest of each of the last N days and weeks.
    backup_days: int = 7
    backup_weeks: int = 4
    theme: str = "system"  # system | light | dark
    font_size: float = 10.5  # points; Ctrl+= / Ctrl+- / Ctrl+0 change it
    language: str = "system"  # system | en | de; read at start
    window_geometry: str = ""
    last_conversation_id: str | None = None
    last_scroll: dict[str, int] = field(default_factory=dict)
    # The folder each kind of file dialog was last used in (attach, save,
    # import…): the next one opens there.
    last_folders: dict[str, str] = field(default_factory=dict)
    # MCP tool servers, and how many tool rounds one answer may take.
    tool_servers: list[ToolServer] = field(default_factory=list)
    tool_rounds: int = DEFAULT_TOOL_ROUNDS
    # Documents: "whole" when they fit the model, or always "relevant" parts.
    documents: str = "whole"
    # Where sync goes (issue 17): a folder, or a WebDAV address and user name.
    # Its password and passphrase live in the keyring or the environment.
    sync_folder: str = ""
    sync_webdav: str = ""
    sync_user: str = ""
    # Models on this computer: the engine is stopped (its memory given back)
    # after this many minutes without a question; 0 keeps it running.
    local_idle_minutes: int = 10
    # Overrides of the backend timeouts (registry.DEFAULT_TIMEOUTS), seconds.
    timeouts: dict[str, float] = field(default_factory=dict)
    warning: str = field(default="", compare=False)  # why the file was not used, if it was not

    def parameters(self) -> Parameters:
        """What a new conversation starts with."""
        return Parameters(self.temperature, self.top_p, self.max_tokens, self.reasoning)

    def preset(self, name: str) -> Preset | None:
        return next((p for p in self.presets if p.name == name), None)

    def provider(self, name: str | None) -> ProviderConfig | None:
        return next((p for p in self.providers if p.name == name), None)

    def tool_server(self, name: str) -> ToolServer | None:
        return next((s for s in self.tool_servers if s.name == name), None)

    def upsert_provider(self, config: ProviderConfig) -> None:
        self.providers = [p for p in self.providers if p.name != config.name] + [config]


def _provider(data: dict[str, Any]) -> ProviderConfig:
    return ProviderConfig(
        name=str(data["name"]),
        kind=ProviderKind(data["kind"]),
        base_url=str(data["base_url"]),
        default_model=data.get("default_model"),
    )


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _whole(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _reasoning(value: Any) -> Reasoning:
    try:
        return Reasoning(value or "")
    except ValueError:
        return Reasoning.DEFAULT


def _preset(data: dict[str, Any]) -> Preset:
    p = data.get("parameters") or {}
    return Preset(
        name=str(data.get("name", ""))[:200] or "Preset",
        system_prompt=str(data.get("system_prompt", "")),
        parameters=Parameters(
            _number(p.get("temperature")),
            _number(p.get("top_p")),
            _whole(p.get("max_tokens")),
            _reasoning(p.get("reasoning")),
        ),
    )


def _folders(value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    return {str(k): v for k, v in value.items() if isinstance(v, str) and v}


def _idle_minutes(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        return 10
    return min(24 * 60, value)


def load_settings(config_dir: Path) -> Settings:
    path = config_dir / FILE_NAME
    if not path.exists():
        return Settings()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if int(data.get("version", 0)) > SCHEMA_VERSION:
            return Settings(
                warning=say(
                    "The settings at {path} come from a newer Verbatim; defaults are used "
                    "and the file is left as it is.",
                    path=path,
                )
            )
        return Settings(
            providers=[_provider(p) for p in data.get("providers", [])],
            active_provider=data.get("active_provider"),
            default_model=data.get("default_model"),
            system_prompt=str(data.get("system_prompt", "")),
            temperature=_number(data.get("temperature")),
            max_tokens=_whole(data.get("max_tokens")),
            top_p=_number(data.get("top_p")),
            reasoning=_reasoning(data.get("reasoning")),
            presets=[_preset(p) for p in data.get("presets", []) if isinstance(p, dict)],
            backup_days=_whole(data.get("backup_days")) or 7,
            backup_weeks=_whole(data.get("backup_weeks")) or 4,
            context_lengths={
                str(k): v
                for k, v in (data.get("context_lengths") or {}).items()
                if _whole(v) is not None
            },
            theme=str(data.get("theme", "system")),
            font_size=min(20.0, max(8.0, float(data.get("font_size", 10.5)))),
            language=str(data.get("language", "system")),
            window_geometry=str(data.get("window_geometry", "")),
            last_conversation_id=data.get("last_conversation_id"),
            last_scroll={str(k): int(v) for k, v in data.get("last_scroll", {}).items()},
            last_folders=_folders(data.get("last_folders")),
            tool_servers=[
                s for s in map(server_from_json, data.get("tool_servers") or []) if s is not None
            ],
            tool_rounds=min(100, _whole(data.get("tool_rounds")) or DEFAULT_TOOL_ROUNDS),
            sync_folder=str(data.get("sync_folder") or ""),
            sync_webdav=str(data.get("sync_webdav") or ""),
            sync_user=str(data.get("sync_user") or ""),
            timeouts={
                str(k): float(v) for k, v in data.get("timeouts", {}).items() if float(v) > 0
            },
            local_idle_minutes=_idle_minutes(data.get("local_idle_minutes")),
            documents="relevant" if data.get("documents") == "relevant" else "whole",
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        log.warning("settings unreadable: %s", exc)
        return Settings(
            warning=say(
                "Verbatim could not read its settings at {path} ({error}); defaults are used.",
                path=path,
                error=exc,
            )
        )


def save_settings(config_dir: Path, settings: Settings) -> None:
    """Atomic: a crash mid-save leaves the previous file intact."""
    private_folder(config_dir)
    data = asdict(settings)
    data.pop("warning")
    data["version"] = SCHEMA_VERSION
    data["providers"] = [{**asdict(p), "kind": p.kind.value} for p in settings.providers]
    data["tool_servers"] = [server_to_json(s) for s in settings.tool_servers]
    # Keep the scroll memory small: the most recent 200 conversations.
    data["last_scroll"] = dict(list(settings.last_scroll.items())[-200:])
    path = config_dir / FILE_NAME
    tmp = path.with_suffix(".tmp")
    with os.fdopen(open_private(tmp), "w", encoding="utf-8") as f:
        f.write(json.dumps(data, indent=2))
    os.chmod(tmp, 0o600)  # a .tmp left by an older version kept its mode
    os.replace(tmp, path)
