"""The window's boundary, measured (issue 38): every name desktop/ui takes
from desktop.session must be defined in the session or in the domain.

import-linter's contract (pyproject.toml) refuses a direct import of the
layers below the session from desktop.ui, but it cannot see a re-export: a
session module that says `from desktop.store.errors import StoreError` hands
the window a store type through the front door. This walks each such import
to where the name is bound by something other than an import (a class, a
function, an assignment) and counts those bound below the session.

Run as `python -m tests.session_boundary` (from `make lint`; the suite runs
it too, tests/unit/test_session_boundary.py); prints each name taken from
below as path:line: name -> module, then the count, and exits 1 when there
is one.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Where a name the window takes may be defined.
ALLOWED = ("desktop.session", "desktop.domain")
# How a name is bound where it is defined: a class or a function (what has a
# __module__), or a value (a constant, a type alias).
CODE, VALUE = "class or function", "value"


@dataclass(frozen=True)
class Taken:
    """One name a window module imports from the session, and its home."""

    path: Path  # relative to the project's root
    line: int
    name: str
    module: str  # where the name is defined (bound by other than an import)
    kind: str  # CODE or VALUE

    @property
    def below(self) -> bool:
        return not any(self.module == a or self.module.startswith(a + ".") for a in ALLOWED)


def _source(root: Path, module: str) -> Path | None:
    """The file of a module of this project; None for one from outside."""
    if module != "desktop" and not module.startswith("desktop."):
        return None
    base = root.joinpath(*module.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _absolute(root: Path, module: str, node: ast.ImportFrom) -> str:
    """The module an ImportFrom in `module` names, its dots resolved."""
    if not node.level:
        return node.module or ""
    package = module.split(".")
    path = _source(root, module)
    if path is not None and path.name != "__init__.py":
        package = package[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join([*package, *([node.module] if node.module else [])])


@cache
def _bindings(root: Path, module: str) -> dict[str, str | tuple[str, str]]:
    """How each top-level name of a module is bound: CODE or VALUE where it
    is defined there, (source module, source name) where it is imported."""
    path = _source(root, module)
    if path is None:
        return {}
    found: dict[str, str | tuple[str, str]] = {}
    # Imports under `if TYPE_CHECKING:` and `try:` bind names too; walk every
    # statement that is not inside a function or a class.
    todo: list[ast.stmt] = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while todo:
        node = todo.pop(0)
        if isinstance(node, ast.ImportFrom):
            source = _absolute(root, module, node)
            for alias in node.names:
                found[alias.asname or alias.name] = (source, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                found[alias.asname or alias.name.split(".")[0]] = (alias.name, "")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found[node.name] = CODE
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        found[name.id] = VALUE
        elif isinstance(node, ast.If | ast.Try | ast.With):
            todo[:0] = [*node.body, *getattr(node, "orelse", [])]
            for handler in getattr(node, "handlers", []):
                todo[:0] = handler.body
    return found


def home(module: str, name: str, root: Path = ROOT) -> tuple[str, str]:
    """Where `name`, as seen from `module`, is defined, and as what (CODE or
    VALUE), following each re-export to its source."""
    seen: set[tuple[str, str]] = set()
    while (module, name) not in seen:
        seen.add((module, name))
        if _source(root, f"{module}.{name}") is not None:
            return f"{module}.{name}", VALUE  # a submodule, imported as a name
        bound = _bindings(root, module).get(name)
        if bound is None:
            return module, VALUE  # from outside the project, or not found
        if isinstance(bound, str):
            return module, bound
        module, name = bound
        if not name or _source(root, module) is None:
            return module, VALUE  # `import x`, or a module from outside
    return module, VALUE


def taken(root: Path = ROOT) -> list[Taken]:
    """Every name desktop/ui imports from desktop.session, with its home."""
    found: list[Taken] = []
    for path in sorted((root / "desktop" / "ui").rglob("*.py")):
        relative = path.relative_to(root)
        module = ".".join(relative.with_suffix("").parts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            source = _absolute(root, module, node)
            if source == "desktop.session" or source.startswith("desktop.session."):
                for alias in node.names:
                    where, kind = home(source, alias.name, root)
                    found.append(Taken(relative, node.lineno, alias.name, where, kind))
    return found


def below(root: Path = ROOT) -> list[Taken]:
    """The names the window takes that are defined below the session."""
    return [t for t in taken(root) if t.below]


def main() -> int:
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    names = below(root)
    for t in names:
        print(f"{t.path}:{t.line}: {t.name} -> {t.module}")
    distinct = {(t.name, t.module, t.kind) for t in names}
    code = sum(1 for d in distinct if d[2] == CODE)
    print(
        f"{len(distinct)} distinct names ({code} classes or functions, "
        f"{len(distinct) - code} values; {len(names)} imports) the window takes "
        "from below the session"
    )
    return 1 if names else 0


if __name__ == "__main__":
    sys.exit(main())
