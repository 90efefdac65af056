"""The window never writes to the settings; it asks the session (issue 38).

Every change of a setting then has one writer and one way to the file:
`AppSession`'s methods (set_font_size, set_hands_free, set_context_length,
remember_place, remember_scroll) and `apply_settings` for what Settings'
dialogs edit. The dialogs work on a copy of their own (desktop/ui/dialogs),
handed back whole on Save; elsewhere in the window a write to anything
reached through `.settings` is refused here."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "desktop" / "ui"
COPIES = UI / "dialogs"  # Settings' pages edit the dialog's copy
MUTATING = {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault"}


def _through_settings(node: ast.AST) -> bool:
    """`node` is reached through a `settings` attribute or a local of that name."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        if isinstance(node, ast.Attribute) and node.attr == "settings":
            return True
        node = node.value
    return isinstance(node, ast.Name) and node.id == "settings"


def _writes(tree: ast.AST) -> list[int]:
    lines = []
    for node in ast.walk(tree):
        targets: list[ast.AST] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in MUTATING
        ):
            targets = [node.func.value]
        lines += [
            t.lineno
            for t in targets
            if isinstance(t, ast.Attribute | ast.Subscript) and _through_settings(t)
        ]
    return lines


def test_the_window_asks_the_session_to_change_a_setting() -> None:
    found = {
        str(path.relative_to(UI)): lines
        for path in sorted(UI.rglob("*.py"))
        if not path.is_relative_to(COPIES)
        and (lines := _writes(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}


def test_the_rule_sees_each_kind_of_write() -> None:
    """The check itself: each way of writing a setting is seen."""
    code = """
self.session.settings.font_size = 3
settings.hands_free = True
self.settings.last_scroll[cid] = 4
window.session.settings.context_lengths.pop(key)
self.settings.tool_rounds += 1
del self.session.settings.context_lengths[key]
self.other.font_size = 3
"""
    assert sorted(_writes(ast.parse(code))) == [2, 3, 4, 5, 6, 7]
