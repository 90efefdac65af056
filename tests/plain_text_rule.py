"""A lint rule (issue 37): text from outside reaches a widget only as plain
text. Qt reads a tooltip, a QLabel's text, a message box's text and a
QTextEdit's setText as HTML when they look like it, and `<img
src="/dev/zero">` in a source's name aborted the window when hovered.

Refused, in desktop/ui:
- `setToolTip(x)` / `setWhatsThis(x)` / `QToolTip.showText(pos, x)` where x
  is not provably markup-free: a literal, `tr("…")` of literals, or text made
  by `safe_tooltip(…)` (which escapes it);
- `setText(x)` / `setInformativeText(x)` on a receiver not known to be plain,
  where x is not provably markup-free. Known plain: what `plain_label(…)`,
  `ElidedLabel(…)` or a widget that never reads HTML (buttons, line edits,
  actions, list items) made, and anything given `setTextFormat(PlainText)`;
- `QLabel(x)` and a QMessageBox's text with such an x (use `plain_label`);
- `setHtml(x)` but from the renderers that escape what they are given.

Run as `python -m tests.plain_text_rule` (from `make lint`; the suite runs it too,
tests/unit/test_plain_text_rule.py); prints each
finding as path:line: what, and exits 1 when there is one.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# Whose text Qt always shows as plain text, whatever it looks like.
PLAIN_MAKERS = frozenset(
    {
        "plain_label",
        "plain_box",
        "ElidedLabel",
        "header_button",
        "QPushButton",
        "QToolButton",
        "QCheckBox",
        "QRadioButton",
        "QLineEdit",
        "QPlainTextEdit",
        "QAction",
        "QListWidgetItem",
        "QTreeWidgetItem",
        "QStandardItem",
        "QTableWidgetItem",
        "QGroupBox",
        # What a list or a model hands back is one of the items above.
        "item",
        "currentItem",
        "takeItem",
        # The clipboard holds the text as text; nothing renders it.
        "clipboard",
    }
)
PLAIN_BASES = frozenset(
    {"QAbstractButton", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QLineEdit"}
)
PLAIN_TYPES = PLAIN_BASES | {"QPlainTextEdit", "QAction", "QListWidgetItem", "ElidedLabel"}
# Calls whose result holds no markup a reader could act on: the escaping
# helper, and numbers.
ESCAPING = frozenset({"safe_tooltip", "escape"})
NO_MARKUP = frozenset({"number", "human_size", "len", "int", "sum", "round", "min", "max"})
TRANSLATING = frozenset({"tr", "translate", "qsTr"})
NUMBERS = frozenset({"int", "float", "bool"})
# HTML made by Verbatim's own renderers, which escape the text they are given.
RENDERERS = frozenset({"render_markdown", "to_html", "source_html"})
TIP_SINKS = {"setToolTip": 0, "setWhatsThis": 0, "showText": 1}
TEXT_SINKS = {"setText": 0, "setInformativeText": 0}
BOXES = frozenset({"information", "warning", "critical", "question"})
# A line may say why it is safe where this rule cannot see it; the reason
# is required, and reviewed like any code.
WAIVER = "# plain-text:"


def _name(node: ast.expr) -> str:
    """The called function's last name: `safe_tooltip`, `tr`, `setText`."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _base(node: ast.expr) -> ast.expr:
    """`self.buttons["x"]` is one of `self.buttons`."""
    while isinstance(node, ast.Subscript):
        node = node.value
    return node


def _plain_format(call: ast.Call) -> bool:
    return (
        _name(call.func) == "setTextFormat"
        and bool(call.args)
        and "PlainText" in ast.unparse(call.args[0])
        and isinstance(call.func, ast.Attribute)
    )


@dataclass
class Attributes:
    """Attribute names (`result` in `self.result`) that are plain wherever
    desktop/ui makes them, across modules: Settings sets the text of its
    pages' result labels."""

    plain: set[str] = field(default_factory=set)
    other: set[str] = field(default_factory=set)

    def gather(self, tree: ast.Module) -> None:
        formatted: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _plain_format(node):
                receiver = node.func.value  # type: ignore[attr-defined]
                if isinstance(receiver, ast.Attribute):
                    formatted.add(receiver.attr)
            if not isinstance(node, ast.Assign | ast.AnnAssign) or node.value is None:
                continue
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if not isinstance(target, ast.Attribute):
                    continue
                if _makes_plain(node):
                    self.plain.add(target.attr)
                else:
                    self.other.add(target.attr)
        self.plain |= formatted
        self.other -= formatted

    def known_plain(self, attr: str) -> bool:
        return attr in self.plain and attr not in self.other


def _makes_plain(node: ast.Assign | ast.AnnAssign) -> bool:
    value = node.value
    if isinstance(node, ast.AnnAssign) and any(
        t in ast.unparse(node.annotation) for t in PLAIN_TYPES
    ):
        return True
    return isinstance(value, ast.Call) and _name(value.func) in PLAIN_MAKERS


@dataclass
class _Scope:
    """Assignments in one function, to follow a name to what it holds."""

    assigned: dict[str, list[ast.expr]] = field(default_factory=dict)
    numbers: set[str] = field(default_factory=set)  # parameters typed as numbers


class _Checker(ast.NodeVisitor):
    def __init__(self, path: str, lines: list[str], attributes: Attributes) -> None:
        self.path, self.lines, self.attributes = path, lines, attributes
        self.found: list[str] = []
        self.plain: set[str] = set()  # receivers known plain, as source text
        self.scopes: list[_Scope] = [_Scope()]
        self.classes: list[bool] = []  # whether `self` is a plain widget

    def gather(self, tree: ast.Module) -> None:
        """What is plain in this module, before the check."""
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if _makes_plain(node):
                    self.plain.update(ast.unparse(t) for t in targets)
            if isinstance(node, ast.Call) and _plain_format(node):
                self.plain.add(ast.unparse(node.func.value))  # type: ignore[attr-defined]

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        plain = any(_name(b) in PLAIN_BASES for b in node.bases) or any(
            isinstance(n, ast.Call) and _plain_format(n) and ast.unparse(n.func.value) == "self"  # type: ignore[attr-defined]
            for n in ast.walk(node)
        )
        self.classes.append(plain)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        scope = _Scope()
        for arg in [*node.args.args, *node.args.kwonlyargs]:
            if arg.annotation is not None and ast.unparse(arg.annotation) in NUMBERS:
                scope.numbers.add(arg.arg)
        for n in ast.walk(node):
            if isinstance(n, ast.Assign):
                for t in n.targets:
                    if isinstance(t, ast.Name):
                        scope.assigned.setdefault(t.id, []).append(n.value)
            elif (
                isinstance(n, ast.AnnAssign | ast.AugAssign)
                and isinstance(n.target, ast.Name)
                and n.value is not None
            ):
                scope.assigned.setdefault(n.target.id, []).append(n.value)
        self.scopes.append(scope)
        self.generic_visit(node)
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def _safe(self, node: ast.expr, depth: int = 0) -> bool:
        """`node` holds no markup that Verbatim did not write itself."""
        if depth > 8:
            return False
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.JoinedStr):
            return all(
                self._safe(v.value if isinstance(v, ast.FormattedValue) else v, depth + 1)
                for v in node.values
            )
        if isinstance(node, ast.BinOp):
            return self._safe(node.left, depth + 1) and self._safe(node.right, depth + 1)
        if isinstance(node, ast.IfExp):
            return self._safe(node.body, depth + 1) and self._safe(node.orelse, depth + 1)
        if isinstance(node, ast.Name):
            if node.id in self.scopes[-1].numbers:
                return True
            values = self.scopes[-1].assigned.get(node.id, [])
            return bool(values) and all(self._safe(v, depth + 1) for v in values)
        if isinstance(node, ast.Call):
            called = _name(node.func)
            if called in ESCAPING or called in NO_MARKUP:
                return True
            arguments = [*node.args, *(k.value for k in node.keywords)]
            if called in TRANSLATING:
                return all(self._safe(a, depth + 1) for a in arguments)
            if called in ("format", "join") and isinstance(node.func, ast.Attribute):
                return self._safe(node.func.value, depth + 1) and all(
                    self._safe(a, depth + 1) for a in arguments
                )
        return False

    def _plain_receiver(self, receiver: ast.expr, depth: int = 0) -> bool:
        receiver = _base(receiver)
        text = ast.unparse(receiver)
        if text in self.plain:
            return True
        if text in ("self", "super()") and self.classes and self.classes[-1]:
            return True
        if isinstance(receiver, ast.Call):
            return _name(receiver.func) in PLAIN_MAKERS
        if isinstance(receiver, ast.Attribute):
            return self.attributes.known_plain(receiver.attr)
        if isinstance(receiver, ast.Name) and depth < 4:
            values = self.scopes[-1].assigned.get(receiver.id, [])
            return bool(values) and all(self._plain_receiver(v, depth + 1) for v in values)
        return False

    def _waived(self, node: ast.AST) -> bool:
        first, last = getattr(node, "lineno", 1), getattr(node, "end_lineno", 1) or 1
        around = self.lines[max(first - 2, 0) : last]
        return any(WAIVER in line and line.split(WAIVER, 1)[1].strip() for line in around)

    def _report(self, node: ast.AST, what: str) -> None:
        if not self._waived(node):
            self.found.append(f"{self.path}:{getattr(node, 'lineno', 0)}: {what}")

    def _boxed_plain(self, call: ast.Call) -> bool:
        """A QMessageBox made into a name that is then given PlainText."""
        assigned = self.scopes[-1].assigned
        names = [name for name, values in assigned.items() if any(v is call for v in values)]
        return any(name in self.plain for name in names)

    def visit_Call(self, node: ast.Call) -> None:
        called = _name(node.func)
        shown = ast.unparse(node)[:90]
        if called in TIP_SINKS and isinstance(node.func, ast.Attribute):
            index = TIP_SINKS[called]
            if len(node.args) > index and not self._safe(node.args[index]):
                self._report(node, f"a tooltip from text not made plain (safe_tooltip): {shown}")
        elif called in TEXT_SINKS and isinstance(node.func, ast.Attribute):
            if (
                node.args
                and not self._plain_receiver(node.func.value)
                and not self._safe(node.args[0])
            ):
                self._report(node, f"text for a widget that may read it as HTML: {shown}")
        elif called == "QLabel" and node.args and not self._safe(node.args[0]):
            self._report(node, f"a QLabel of text not known plain (plain_label): {shown}")
        elif called == "QMessageBox" and len(node.args) >= 3 and not self._safe(node.args[2]):
            if not self._boxed_plain(node):
                self._report(node, f"a message box's text not known plain: {shown}")
        elif called in BOXES and ast.unparse(node.func).startswith("QMessageBox."):
            if len(node.args) >= 3 and not self._safe(node.args[2]):
                self._report(node, f"a message box's text not known plain: {shown}")
        elif called == "setHtml" and node.args:
            argument = node.args[0]
            made = _name(argument.func) if isinstance(argument, ast.Call) else _name(argument)
            if made not in RENDERERS and not self._safe(argument):
                self._report(node, f"HTML not made by an escaping renderer: {shown}")
        self.generic_visit(node)


def check_source(
    source: str, path: str = "<snippet>", attributes: Attributes | None = None
) -> list[str]:
    """The findings in one module's source."""
    tree = ast.parse(source)
    if attributes is None:
        attributes = Attributes()
        attributes.gather(tree)
    checker = _Checker(path, source.splitlines(), attributes)
    checker.gather(tree)
    checker.visit(tree)
    return checker.found


def check_tree(root: Path) -> Iterator[str]:
    sources = {p: p.read_text(encoding="utf-8") for p in sorted(root.rglob("*.py"))}
    attributes = Attributes()
    for source in sources.values():
        attributes.gather(ast.parse(source))
    for path, source in sources.items():
        yield from check_source(source, str(path), attributes)


def main() -> int:
    root = Path(__file__).resolve().parents[1] / "desktop" / "ui"
    found = list(check_tree(root))
    for line in found:
        print(line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
