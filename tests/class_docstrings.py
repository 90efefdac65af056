"""Every public class in desktop/ says what it is for (issue 38).

A class whose name does not start with `_` is public, at any depth (the
store's models are classes made inside a function). The one exemption is
peewee's `Meta`, a model's table options written inside the model, which
the model's own docstring covers.

Run as `python -m tests.class_docstrings` (from `make lint`; the suite runs
it too, tests/unit/test_class_docstrings.py): prints each class without a
docstring as path:line: name, then the count, and exits 1 when there is one.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _public_classes(tree: ast.AST) -> list[ast.ClassDef]:
    """The public classes of a module, a model's `Meta` left out."""
    found: list[ast.ClassDef] = []
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, ast.ClassDef) or child.name.startswith("_"):
                continue
            if child.name == "Meta" and isinstance(node, ast.ClassDef):
                continue  # peewee's table options, inside the model they configure
            found.append(child)
    return found


def undocumented(root: Path = ROOT) -> list[str]:
    """Each public class in root/desktop without a docstring, as path:line: name."""
    missing: list[tuple[str, int, str]] = []
    for path in (root / "desktop").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in _public_classes(tree):
            if ast.get_docstring(cls) is None:
                missing.append((path.relative_to(root).as_posix(), cls.lineno, cls.name))
    return [f"{path}:{line}: {name}" for path, line, name in sorted(missing)]


def counted(root: Path = ROOT) -> int:
    """How many public classes there are, to show the rule is not vacuous."""
    return sum(
        len(_public_classes(ast.parse(p.read_text(encoding="utf-8"))))
        for p in (root / "desktop").rglob("*.py")
    )


def main() -> int:
    missing = undocumented()
    for line in missing:
        print(line)
    print(f"{len(missing)} of {counted()} public classes without a docstring")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
