"""Typed settings, one JSON file in the config folder. Never holds an API key.

Each setting is declared once, as a field of `Settings`: its type with its
bounds (a msgspec `Meta` in `Annotated`), its default, and its title, the
words that name it to the person. Reading and writing the file follow from
that declaration, and so do the fields of what a setting holds (a provider,
a preset, a tool server: their own dataclasses). A field that takes no part
in comparison (`compare=False`: `warning`, `reset`, a tool server's
`secret_url`) is what this run learnt, never read from or written to the file.

A value that does not fit its declaration goes back to its default alone,
and `Settings.reset` says which and why; an entry of a list or table that
cannot be read is left out alone (a field of it that has a default goes back
to that). A missing, unreadable or newer file gives the defaults and a
warning in plain words. The file is never overwritten until the person
changes a setting.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import MISSING, Field, dataclass, field, fields, is_dataclass
from enum import Enum
from functools import cache
from pathlib import Path
from types import NoneType, UnionType
from typing import Annotated, Any, TypeGuard, Union, get_args, get_origin, get_type_hints

import msgspec
from msgspec import Meta

from desktop.domain.messages import Parameters, Preset, Reasoning
from desktop.domain.providers import ProviderConfig
from desktop.domain.releases import Release
from desktop.domain.tools import ToolServer
from desktop.domain.web import SearchChoice, SearchKind
from desktop.domain.words import say
from desktop.engine.tools import DEFAULT_TOOL_ROUNDS
from desktop.store.private import open_private, private_folder

log = logging.getLogger(__name__)
SCHEMA_VERSION = 1
FILE_NAME = "settings.json"
# The text size in points: the window's zoom and Settings keep within these.
FONT_MIN, FONT_DEFAULT, FONT_MAX = 8.0, 10.5, 20.0
LANGUAGES = ("system", "en", "de", "es", "fr", "zh_CN")  # desktop/ui/i18n.py LANGUAGES


@dataclass(frozen=True)
class Title:
    """The words that name a setting to the person (say()), beside its type."""

    words: str


def one_of(*choices: str) -> Meta:
    """The bound of a text that is one of `choices` (a theme, a language)."""
    pattern = "^(?:" + "|".join(re.escape(c) for c in choices) + ")$"
    return Meta(pattern=pattern, extra={"choices": choices})


Count = Annotated[int, Meta(ge=1)]
FontSize = Annotated[float, Meta(ge=FONT_MIN, le=FONT_MAX)]
Temperature = Annotated[float, Meta(ge=0, le=2)]
Share = Annotated[float, Meta(ge=0, le=1)]
Seconds = Annotated[float, Meta(gt=0)]
Rounds = Annotated[int, Meta(ge=1, le=100)]
IdleMinutes = Annotated[int, Meta(ge=0, le=24 * 60)]
Folder = Annotated[str, Meta(min_length=1)]
PresetName = Annotated[str, Meta(min_length=1, max_length=200)]
Theme = Annotated[str, one_of("system", "light", "dark")]
Language = Annotated[str, one_of(*LANGUAGES)]
Documents = Annotated[str, one_of("whole", "relevant")]
WebProvider = Annotated[str, one_of("", "searxng", "brave", "duckduckgo")]  # "": none
WebAddress = Annotated[str, Meta(max_length=2000)]
Stamp = Annotated[float, Meta(ge=0)]  # seconds since 1970
VersionText = Annotated[str, Meta(max_length=20)]
GpuName = Annotated[str, Meta(max_length=256)]
GpuLayers = Annotated[int, Meta(ge=0, le=10_000)]


@dataclass
class Settings:
    """Everything a person sets, as read from and written to settings.json:
    providers, the default model and setup, presets, backups, sync, tool
    servers, language and look, and where the window was left. Never an API
    key (those go to the keyring)."""

    providers: Annotated[list[ProviderConfig], Title(say("Providers"))] = field(
        default_factory=list
    )
    active_provider: Annotated[str | None, Title(say("Provider"))] = None
    default_model: Annotated[str | None, Title(say("Default model"))] = None
    system_prompt: Annotated[str, Title(say("System prompt"))] = ""
    temperature: Annotated[Temperature | None, Title(say("Temperature"))] = None
    max_tokens: Annotated[Count | None, Title(say("Max answer length (tokens)"))] = None
    top_p: Annotated[Share | None, Title(say("Top-p"))] = None
    reasoning: Annotated[Reasoning, Title(say("Reasoning"))] = Reasoning.DEFAULT
    # Named setups a person applies to a conversation (its own sheet).
    presets: Annotated[list[Preset], Title(say("Presets"))] = field(default_factory=list)
    # Context lengths set by hand, by "provider/model", for servers that do
    # not say (Anthropic) or say the trained length, not the one loaded.
    context_lengths: Annotated[dict[str, Count], Title(say("Context length (tokens)"))] = field(
        default_factory=dict
    )
    # Daily backups kept: the newest of each of the last N days and weeks.
    backup_days: Annotated[Count, Title(say("Daily backups kept"))] = 7
    backup_weeks: Annotated[Count, Title(say("Weekly backups kept"))] = 4
    theme: Annotated[Theme, Title(say("Theme"))] = "system"
    font_size: Annotated[FontSize, Title(say("Text size"))] = (
        FONT_DEFAULT  # Ctrl+= / Ctrl+- / Ctrl+0
    )
    language: Annotated[Language, Title(say("Language"))] = "system"  # read at start
    window_geometry: Annotated[str, Title(say("Window size and place"))] = ""
    last_conversation_id: Annotated[str | None, Title(say("The conversation open last"))] = None
    last_scroll: Annotated[
        dict[str, int], Title(say("Where each conversation was scrolled to"))
    ] = field(default_factory=dict)
    # The folder each kind of file dialog was last used in (attach, save,
    # import…): the next one opens there.
    last_folders: Annotated[dict[str, Folder], Title(say("The folders used last"))] = field(
        default_factory=dict
    )
    # MCP tool servers, and how many tool rounds one answer may take.
    tool_servers: Annotated[list[ToolServer], Title(say("Tool servers"))] = field(
        default_factory=list
    )
    tool_rounds: Annotated[Rounds, Title(say("Tool rounds per answer, at most"))] = (
        DEFAULT_TOOL_ROUNDS
    )
    # Documents: "whole" when they fit the model, or always "relevant" parts.
    documents: Annotated[Documents, Title(say("Send documents"))] = "whole"
    # Where sync goes (issue 17): a folder, or a WebDAV address and user name.
    # Its password and passphrase live in the keyring or the environment.
    sync_folder: Annotated[str, Title(say("The folder to sync through"))] = ""
    sync_webdav: Annotated[str, Title(say("WebDAV address"))] = ""
    sync_user: Annotated[str, Title(say("User name"))] = ""
    # Models on this computer: the engine is stopped (its memory given back)
    # after this many minutes without a question; 0 keeps it running.
    local_idle_minutes: Annotated[
        IdleMinutes, Title(say("Minutes before a model here is stopped"))
    ] = 10
    # ... on the graphics card (issue 39): "" lets Verbatim choose (a discrete
    # card before an integrated one), "none" keeps them on the processor, else
    # a card's name as the GPU engine lists it. Advanced: the layers put on
    # the card, by hand (0: llama.cpp fits them to its free memory).
    local_gpu: Annotated[GpuName, Title(say("Graphics card for models here"))] = ""
    local_gpu_layers: Annotated[GpuLayers, Title(say("Layers on the graphics card"))] = 0
    # Overrides of the backend timeouts (registry.DEFAULT_TIMEOUTS), seconds.
    timeouts: Annotated[dict[str, Seconds], Title(say("Timeouts"))] = field(default_factory=dict)
    # A word when a new release is out (issue 42, session/updates.py): asked
    # for only when the person agreed (off until then), at most once a day.
    update_check: Annotated[bool, Title(say("Tell me when a new Verbatim is out"))] = False
    update_checked_at: Annotated[
        Stamp, Title(say("When Verbatim last looked for a new release"))
    ] = 0.0
    update_latest: Annotated[Release | None, Title(say("The newest release seen"))] = None
    update_dismissed: Annotated[VersionText, Title(say("The release whose notice was closed"))] = ""
    # Web search (issue 41): the provider questions go to when the globe is
    # on (none at first; Brave's key lives in the keyring), whether new
    # questions search by default, and where the person was last told their
    # questions go (said once, at the first question searched with it).
    web_search: Annotated[WebProvider, Title(say("Web search"))] = ""
    web_searxng: Annotated[WebAddress, Title(say("SearXNG address"))] = ""
    web_default: Annotated[bool, Title(say("Search the web for new questions"))] = False
    web_told: Annotated[WebAddress, Title(say("Where web search was said to send questions"))] = ""
    # Answers read aloud (issue 40): each one as it arrives, sentence by sentence.
    read_aloud: Annotated[bool, Title(say("Read each answer aloud as it arrives"))] = False
    # Hands-free conversation (issue 40): a pause after speaking sends, each
    # answer is read, and speaking again interrupts it.
    hands_free: Annotated[bool, Title(say("Hands-free conversation"))] = False
    warning: str = field(default="", compare=False)  # why the file was not used, if it was not
    # (setting, why) for each value of the file that could not be used: it
    # has its default (or its entry is left out) until the person saves.
    reset: list[tuple[str, str]] = field(default_factory=list, compare=False)

    def parameters(self) -> Parameters:
        """What a new conversation starts with."""
        return Parameters(self.temperature, self.top_p, self.max_tokens, self.reasoning)

    def preset(self, name: str) -> Preset | None:
        return next((p for p in self.presets if p.name == name), None)

    def provider(self, name: str | None) -> ProviderConfig | None:
        return next((p for p in self.providers if p.name == name), None)

    def tool_server(self, name: str) -> ToolServer | None:
        return next((s for s in self.tool_servers if s.name == name), None)

    def web_choice(self) -> SearchChoice | None:
        """The search provider chosen, if one is (SearXNG with an address)."""
        if not self.web_search:
            return None
        kind = SearchKind(self.web_search)
        if kind is SearchKind.SEARXNG and not self.web_searxng.strip():
            return None
        return SearchChoice(kind, self.web_searxng.strip() if kind is SearchKind.SEARXNG else "")

    def upsert_provider(self, config: ProviderConfig) -> None:
        self.providers = [p for p in self.providers if p.name != config.name] + [config]


def title(name: str) -> str:
    """The words that name the setting `name` to the person (say())."""
    extras = get_args(get_type_hints(Settings, include_extras=True).get(name))
    return next((e.words for e in extras if isinstance(e, Title)), name)


# ------------------------------------------------------------ declarations
@cache
def _declared(cls: type) -> dict[str, Any]:
    """Each stored field of `cls` and its declared type. A preset's parameters
    are what a new conversation starts with, so they are bound as the settings
    of the same names are; a preset's name is PresetName."""
    hints = get_type_hints(cls, include_extras=True)
    if cls is Parameters:
        own = _declared(Settings)
        hints = {name: own.get(name, kind) for name, kind in hints.items()}
    if cls is Preset:
        hints["name"] = PresetName
    return {f.name: _untitled(hints[f.name]) for f in fields(cls) if f.init and f.compare}


def _untitled(kind: Any) -> Any:
    """`kind` without its Title: what msgspec checks a value against."""
    if get_origin(kind) is not Annotated:
        return kind
    base, *extras = get_args(kind)
    kept = tuple(e for e in extras if not isinstance(e, Title))
    return Annotated[(base, *kept)] if kept else base


def _field(cls: type, name: str) -> Field[Any]:
    return next(f for f in fields(cls) if f.name == name)


def _is_record(kind: Any) -> TypeGuard[type]:
    """A dataclass: read field by field."""
    return isinstance(kind, type) and is_dataclass(kind)


def _has_default(f: Field[Any]) -> bool:
    return f.default is not MISSING or f.default_factory is not MISSING


def _optional(kind: Any) -> bool:
    return get_origin(kind) in (Union, UnionType) and NoneType in get_args(kind)


def _bare(kind: Any) -> tuple[Any, Meta | None]:
    """`kind` without None and Annotated, and its bounds."""
    if get_origin(kind) in (Union, UnionType):
        kind = next(k for k in get_args(kind) if k is not NoneType)
    if get_origin(kind) is Annotated:
        base, *extras = get_args(kind)
        return base, next((m for m in extras if isinstance(m, Meta)), None)
    return kind, None


# ----------------------------------------------------------------- reading
class Unusable(Exception):
    """A value that does not fit its declaration; `reason` says why (say())."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def _why(kind: Any, value: object) -> str:
    """Why `value` does not fit `kind`, in plain words."""
    base, meta = _bare(kind)
    shown = _shown(value)
    if isinstance(base, type) and issubclass(base, Enum):
        choices = ", ".join(str(c.value) or '""' for c in base)
        return say("{value} is not one of: {choices}", value=shown, choices=choices)
    if meta is not None and meta.extra and "choices" in meta.extra and isinstance(value, str):
        choices = ", ".join(meta.extra["choices"])
        return say("{value} is not one of: {choices}", value=shown, choices=choices)
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if meta is not None and number and base in (int, float):
        outside = _outside(meta, shown)
        if outside is not None:
            return outside
    return _not_a(base, value, shown)


def _outside(meta: Meta, shown: str) -> str | None:
    """How a number misses its bounds; None when it has none to miss."""
    low = meta.ge if meta.ge is not None else meta.gt
    if meta.le is not None and low is not None:
        high = meta.le
        return say("{value} is not between {low} and {high}", value=shown, low=low, high=high)
    if meta.gt is not None:
        return say("{value} is not more than {low}", value=shown, low=meta.gt)
    if meta.ge is not None:
        return say("{value} is less than {low}", value=shown, low=meta.ge)
    return None


def _not_a(base: Any, value: object, shown: str) -> str:
    """What `value` is not, for a value of the wrong kind."""
    if base is float:
        return say("{value} is not a number", value=shown)
    if base is int:
        return say("{value} is not a whole number", value=shown)
    if base is bool:
        return say("{value} is not yes or no", value=shown)
    if base is str and isinstance(value, str):
        return say("{value} is empty or too long", value=shown)
    if base is str:
        return say("{value} is not text", value=shown)
    if get_origin(base) in (list, tuple):
        return say("{value} is not a list", value=shown)
    return say("{value} is not a set of names and values", value=shown)


def _read(kind: Any, value: Any, notes: list[str]) -> Any:
    """`value` from the file as `kind` declares it. An entry of a list of
    records or of a table that cannot be read is left out, with a note;
    Unusable when the value as a whole cannot be used."""
    base, _meta = _bare(kind)
    if value is None and _optional(kind):
        return None
    origin, args = get_origin(base), get_args(base)
    if origin is list and _is_record(args[0]):
        if not isinstance(value, list):
            raise Unusable(_why(base, value))
        entries = [_entry(args[0], data, n, notes) for n, data in enumerate(value, 1)]
        return [e for e in entries if e is not None]
    if origin is dict:
        if not isinstance(value, dict):
            raise Unusable(_why(base, value))
        table = {}
        for key, item in value.items():
            try:
                table[key] = _read(args[1], item, notes)
            except Unusable as exc:
                notes.append(say("“{entry}” is left out: {reason}", entry=key, reason=exc.reason))
        return table
    if _is_record(base):
        return _record(base, value, notes)
    try:
        return msgspec.convert(value, kind)
    except msgspec.ValidationError:
        raise Unusable(_why(kind, value)) from None


def _entry(cls: type, data: Any, n: int, notes: list[str]) -> Any:
    """One entry of a list (a provider, a preset, a tool server), named by
    its name or its place; None, with a note, when it cannot be read."""
    name = data.get("name") if isinstance(data, dict) else None
    entry = name if isinstance(name, str) and name else f"#{n}"
    own: list[str] = []
    try:
        record = _record(cls, data, own)
    except Unusable as exc:
        notes.append(say("“{entry}” is left out: {reason}", entry=entry, reason=exc.reason))
        return None
    notes += [say("in “{entry}”, {reason}", entry=entry, reason=reason) for reason in own]
    return record


def _record(cls: type, data: Any, notes: list[str]) -> Any:
    """A dataclass from its fields in the file. A field that cannot be used
    goes back to its default, with a note; one without a default makes the
    whole record Unusable."""
    if not isinstance(data, dict):
        raise Unusable(_why(cls, data))
    values: dict[str, Any] = {}
    for name, kind in _declared(cls).items():
        f = _field(cls, name)
        value = data.get(name)
        if value is None and not _optional(kind) and _has_default(f):
            continue  # not there, or null: the default
        try:
            values[name] = _read(kind, value, notes)
        except Unusable as exc:
            why = say("its {field}: {reason}", field=name, reason=exc.reason)
            if not _has_default(f):
                raise Unusable(why) from None
            notes.append(why)
    try:
        return cls(**values)
    except ValueError as exc:  # its own check refused it (a tool server's address)
        raise Unusable(str(exc)) from None


def _settings(data: dict[str, Any]) -> Settings:
    values: dict[str, Any] = {}
    reset: list[tuple[str, str]] = []
    for name, kind in _declared(Settings).items():
        value = data.get(name)
        if value is None and not _optional(kind):
            continue  # not there, or null: the default
        notes: list[str] = []
        try:
            values[name] = _read(kind, value, notes)
        except Unusable as exc:
            notes.append(exc.reason)
        reset += [(name, note) for note in notes]
    for name, why in reset:
        log.warning("setting %s not used: %s", name, why)
    return Settings(**values, reset=reset)


def load_settings(config_dir: Path) -> Settings:
    path = config_dir / FILE_NAME
    if not path.exists():
        return Settings()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(say("it holds no settings, only {value}", value=_shown(data)))
        if int(data.get("version", 0)) > SCHEMA_VERSION:
            return Settings(
                warning=say(
                    "The settings at {path} come from a newer Verbatim; defaults are used "
                    "and the file is left as it is.",
                    path=path,
                )
            )
        return _settings(data)
    except (OSError, ValueError, TypeError) as exc:
        log.warning("settings unreadable: %s", exc)
        return Settings(
            warning=say(
                "Verbatim could not read its settings at {path} ({error}); defaults are used.",
                path=path,
                error=exc,
            )
        )


# ----------------------------------------------------------------- writing
def _stored(value: Any) -> Any:
    """`value` as the file holds it: a record's stored fields by name."""
    if is_dataclass(value) and not isinstance(value, type):
        return {name: _stored(getattr(value, name)) for name in _declared(type(value))}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [_stored(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _stored(v) for k, v in value.items()}
    return value


def save_settings(config_dir: Path, settings: Settings) -> None:
    """Atomic: a crash mid-save leaves the previous file intact."""
    private_folder(config_dir)
    data = {"version": SCHEMA_VERSION, **_stored(settings)}
    # Keep the scroll memory small: the most recent 200 conversations.
    data["last_scroll"] = dict(list(settings.last_scroll.items())[-200:])
    path = config_dir / FILE_NAME
    tmp = path.with_suffix(".tmp")
    with os.fdopen(open_private(tmp), "w", encoding="utf-8") as f:
        f.write(json.dumps(data, indent=2))
    os.chmod(tmp, 0o600)  # a .tmp left by an older version kept its mode
    os.replace(tmp, path)
