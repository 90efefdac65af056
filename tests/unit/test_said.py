"""Sentences with message ids (issue 38): what `say` writes keeps its id and
values through the store's JSON, a peer's file and a child process, and
what comes back from outside is taken only when it makes the same words."""

from __future__ import annotations

import ast
import json
import pickle
from pathlib import Path
from string import Formatter

import pytest

from desktop.domain.words import Said, kept_said, said_fields, say, say_n

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


def _sentence() -> Said:
    return say_n(
        "Not saved yet: %n word(s) of an answer. {why}",
        None,
        1200,
        why=say("Verbatim could not save to {path}: the disk is full.", path=Path("/d/v.db")),
    )


def test_a_sentence_keeps_its_id_and_values_through_json_and_back() -> None:
    said = _sentence()
    assert said == (
        "Not saved yet: 1,200 words of an answer. "
        "Verbatim could not save to /d/v.db: the disk is full."
    )
    fields = json.loads(json.dumps(said_fields(said)))
    assert fields["id"] == "Not saved yet: %n word(s) of an answer. {why}"
    assert fields["n"] == 1200
    kept = kept_said(str(said), fields)
    assert isinstance(kept, Said) and kept == said
    assert kept.template == said.template and kept.counted == 1200
    inner = kept.values["why"]
    assert isinstance(inner, Said) and inner.template.startswith("Verbatim could not save")
    assert inner.values == {"path": "/d/v.db"}  # a path is kept as the words it made


def test_a_sentence_stays_one_through_a_child_process_and_an_exception() -> None:
    said = _sentence()
    again = pickle.loads(pickle.dumps(said))
    assert isinstance(again, Said) and again.values["why"] == said.values["why"]
    error = ValueError(said)
    assert isinstance(pickle.loads(pickle.dumps(error)).args[0], Said)


def test_other_words_have_no_id() -> None:
    assert said_fields("words from a server") is None
    assert said_fields(None) is None
    assert kept_said("words", None) == "words"


@pytest.mark.parametrize(
    "fields",
    [
        {"id": "{a:>999999999}", "values": {"a": "x"}},  # a format spec that fills a gigabyte
        {"id": "{a.__class__}", "values": {"a": "x"}},  # an attribute
        {"id": "{a[0]}", "values": {"a": "x"}},  # an index
        {"id": "{a!r}", "values": {"a": "x"}},  # a conversion
        {"id": "Saved {a}", "values": {"a": "elsewhere"}},  # words that are not the text's
        {"id": "Saved {a}", "values": {}},  # a value missing
        {"id": "Saved {a}", "values": {"a": ["x"]}},  # a value of a kind say never keeps
        {"id": "Saved {a}", "values": {"a": True}},
        {"id": "Saved %n", "values": {}, "n": "1"},  # a count that is not a number
        {"id": "x" * 5000, "values": {}},
        {"id": "Saved {a}", "values": {f"k{i}": "x" for i in range(50)} | {"a": "here"}},
        {"id": "Saved {a}", "values": {"a": {"said": {"id": "{b:>99999999}", "values": {"b": 1}}}}},
        "not an object",
        ["id"],
    ],
)
def test_a_hostile_record_loses_its_id_and_nothing_else(fields: object) -> None:
    kept = kept_said("Saved here", fields)
    assert kept == "Saved here" and not isinstance(kept, Said)


def test_a_deeply_nested_record_is_not_followed() -> None:
    fields: dict[str, object] = {"id": "x", "values": {}}
    for _ in range(50):
        fields = {"id": "{a}", "values": {"a": {"said": fields}}}
    kept = kept_said("x", fields)
    assert kept == "x" and not isinstance(kept, Said)


def test_every_template_in_the_code_can_be_kept() -> None:
    """A template with a format spec or an attribute would be refused when
    read back (above): every `say` in the code names plain fields only, and
    is a literal, so lupdate finds it and its id is its words."""
    bad = []
    for path in sorted(DESKTOP.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (
                isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("say", "say_n")
            ):
                continue
            first = node.args[0] if node.args else None
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                bad.append(f"{path.name}:{node.lineno} not a literal")
                continue
            for _, name, spec, conversion in Formatter().parse(first.value):
                if name is not None and (not name.isidentifier() or spec or conversion):
                    bad.append(f"{path.name}:{node.lineno} {first.value[:60]!r}")
    assert bad == []
