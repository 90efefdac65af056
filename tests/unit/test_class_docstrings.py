"""A docstring on every public class (issue 38): the rule holds for
desktop/, and a planted class without one is caught."""

from __future__ import annotations

from pathlib import Path

from tests.class_docstrings import counted, undocumented


def test_every_public_class_has_a_docstring() -> None:
    assert undocumented() == []


def test_the_rule_reads_every_class() -> None:
    # Not vacuous: desktop/ has a few hundred public classes, the store's
    # models (made inside a function) among them.
    assert counted() > 200


def test_a_planted_class_without_a_docstring_is_caught(tmp_path: Path) -> None:
    (tmp_path / "desktop/store").mkdir(parents=True)
    (tmp_path / "desktop/store/parts.py").write_text(
        "class Said:\n"
        '    """Kept."""\n'
        "\n"
        "class Bare:\n"
        "    x = 1\n"
        "\n"
        "class _Private:\n"
        "    pass\n"
        "\n"
        "def make() -> None:\n"
        "    class Row:\n"
        '        """A row."""\n'
        "\n"
        "        class Meta:\n"
        "            table_name = 'row'\n"
        "\n"
        "    class Inner:\n"
        "        pass\n"
    )
    assert undocumented(tmp_path) == [
        "desktop/store/parts.py:4: Bare",
        "desktop/store/parts.py:17: Inner",
    ]
