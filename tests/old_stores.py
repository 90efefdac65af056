"""Stores written by old releases (tests/fixtures/old_stores) and what their
own exports say they hold: the ground truth an upgraded store is held to."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).parent / "fixtures" / "old_stores"
OLD_STORES = sorted(p.name for p in FIXTURES.iterdir() if (p / "verbatim.db").exists())
# What a person's window does at start with an answer a crash left streaming (P7).
RECOVERED = {"streaming": "interrupted"}
# Each conversation's own; a recovery or an import may touch them.
_LOOSE = {"updated_at"}


def copy_store(name: str, target: Path) -> Path:
    """A copy of the fixture's data folder (database, journal, index file)."""
    target.mkdir(parents=True, exist_ok=True)
    for path in (FIXTURES / name).glob("verbatim.db*"):
        shutil.copy2(path, target / path.name)
    return target


def old_export(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FIXTURES / name / "export.json").read_text("utf-8"))
    return data


def _holds(new: Any, old: Any, where: str, problems: list[str]) -> None:
    """`new` says at least what `old` said: every key of a dict, every
    element of a list (fields added since then are today's to fill)."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key, value in old.items():
            if key not in new:
                problems.append(f"{where}.{key}: missing")
            else:
                _holds(new[key], value, f"{where}.{key}", problems)
    elif isinstance(old, list) and isinstance(new, list):
        if len(old) != len(new):
            problems.append(f"{where}: {len(new)} items, the old release had {len(old)}")
        for i, (n, o) in enumerate(zip(new, old, strict=False)):
            _holds(n, o, f"{where}[{i}]", problems)
    elif new != old:
        problems.append(f"{where}: {new!r}, the old release had {old!r}")


def differences(
    new: dict[str, Any], old: dict[str, Any], loose: frozenset[str] = frozenset()
) -> list[str]:
    """Where today's export of an upgraded store loses or changes anything
    the old release's own export held: every conversation, message (by id),
    version, status, text, file and tool call. `loose`: conversation fields
    that may differ (another device's shown branch)."""
    problems: list[str] = []
    today = {c["id"]: c for c in new["conversations"]}
    for conv in old["conversations"]:
        mine = today.get(conv["id"])
        where = f"conversation {conv['title']!r}"
        if mine is None:
            problems.append(f"{where}: missing")
            continue
        fields = {k: v for k, v in conv.items() if k not in _LOOSE | loose | {"messages"}}
        _holds(mine, fields, where, problems)
        by_id = {m["id"]: m for m in mine["messages"]}
        if len(by_id) != len(conv["messages"]):
            problems.append(f"{where}: {len(by_id)} messages, was {len(conv['messages'])}")
        for message in conv["messages"]:
            expected = dict(message)
            expected["status"] = RECOVERED.get(message["status"], message["status"])
            if message["id"] not in by_id:
                problems.append(f"{where}: message {message['id']} missing")
                continue
            # A snapshot (export) shows a crash's answer as it lies, streaming;
            # the owner (window, backup) recovers it first. Same text either way.
            mine_now = dict(by_id[message["id"]])
            mine_now["status"] = RECOVERED.get(mine_now["status"], mine_now["status"])
            _holds(mine_now, expected, f"{where} message {message['id']}", problems)
    _holds(new.get("files", {}), old.get("files", {}), "files", problems)
    return problems


def message_count(export: dict[str, Any]) -> int:
    return sum(len(c["messages"]) for c in export["conversations"])
