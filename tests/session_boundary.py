"""The session's boundary, measured (issue 38): every name the window
(desktop/ui) or the command line (desktop/cli) takes from desktop.session
must be defined in the session or in the domain; and neither imports a
module of this project other than the session, the domain, itself and the
few it is allowed (CLIENTS below).

import-linter's contract (pyproject.toml) refuses a direct import of the
layers below the session from desktop.ui, but it cannot see a re-export: a
session module that says `from desktop.store.errors import StoreError` hands
the window a store type through the front door. This walks each such import
(and each attribute taken of a session module imported as a name, such as
`local_models.hub_search`) to where the name is bound by something other
than an import (a class, a function, an assignment) and counts those bound
below the session. The direct imports are counted here too, so that the
suite (which does not run lint-imports) sees a command reaching the store.

Run as `python -m tests.session_boundary` (from `make lint`; the suite runs
it too, tests/unit/test_session_boundary.py); prints each name taken from
below as path:line: name -> module, each import around the session as
path:line: imports module, then the counts, and exits 1 when there is one.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Where a name the window or the command line takes may be defined.
ALLOWED = ("desktop.session", "desktop.domain")
WINDOW, COMMAND_LINE = "desktop/ui", "desktop/cli"
# What else of this project each client may import directly, besides itself,
# the session, the domain and the package's own names (its version): the
# window finds resources/ (desktop.assets); the command line is the front
# door of two other programs, the window (desktop.app) and the installation
# check (desktop.selftest).
CLIENTS: dict[str, tuple[str, ...]] = {
    WINDOW: ("desktop.assets",),
    COMMAND_LINE: ("desktop.app", "desktop.selftest"),
}
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


def _modules(root: Path, client: str) -> list[tuple[Path, str, ast.Module]]:
    """Each file of a client: its path from the root, its module, its tree."""
    found = []
    base = root / client  # a package, or one module (desktop/cli.py before issue 38)
    files = sorted(base.rglob("*.py")) if base.is_dir() else [base.with_suffix(".py")]
    for path in (f for f in files if f.is_file()):
        relative = path.relative_to(root)
        module = ".".join(relative.with_suffix("").parts)
        found.append((relative, module, ast.parse(path.read_text(encoding="utf-8"))))
    return found


def _imported(root: Path, module: str, tree: ast.Module) -> list[tuple[int, str, str]]:
    """(line, module, name) for each name a file imports; name "" for
    `import x.y` (the module itself)."""
    found: list[tuple[int, str, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _absolute(root, module, node)
            found.extend((node.lineno, source, alias.name) for alias in node.names)
        elif isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name, "") for alias in node.names)
    return found


def _session_modules(root: Path, module: str, tree: ast.Module) -> dict[str, str]:
    """The names a file binds to a session module (`from desktop.session
    import local_models`, `import desktop.session.x as y`): what it then
    takes as an attribute is a name taken from the session too."""
    bound: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _absolute(root, module, node)
            for alias in node.names:
                whole = f"{source}.{alias.name}"
                if _in(whole, ("desktop.session",)) and _source(root, whole) is not None:
                    bound[alias.asname or alias.name] = whole
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and _in(alias.name, ("desktop.session",)):
                    bound[alias.asname] = alias.name
    return bound


def _in(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def taken(root: Path = ROOT, client: str = WINDOW) -> list[Taken]:
    """Every name a client (desktop/ui, desktop/cli) takes from
    desktop.session, with its home."""
    found: list[Taken] = []
    for relative, module, tree in _modules(root, client):
        for line, source, name in _imported(root, module, tree):
            if name and _in(source, ("desktop.session",)):
                where, kind = home(source, name, root)
                found.append(Taken(relative, line, name, where, kind))
        bound = _session_modules(root, module, tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in bound
            ):
                where, kind = home(bound[node.value.id], node.attr, root)
                found.append(Taken(relative, node.lineno, node.attr, where, kind))
    return found


def below(root: Path = ROOT, client: str = WINDOW) -> list[Taken]:
    """The names a client takes that are defined below the session."""
    return [t for t in taken(root, client) if t.below]


@dataclass(frozen=True)
class Reached:
    """One import of a client that goes around the session."""

    path: Path  # relative to the project's root
    line: int
    module: str


def around(root: Path = ROOT, client: str = COMMAND_LINE) -> list[Reached]:
    """The client's direct imports of this project's modules other than
    itself, the session, the domain and what CLIENTS allows it."""
    own = client.replace("/", ".")
    found: list[Reached] = []
    for relative, module, tree in _modules(root, client):
        for line, source, name in _imported(root, module, tree):
            if source != "desktop" and not source.startswith("desktop."):
                continue  # the standard library, or an installed package
            if source == "desktop" and name and name not in _bindings(root, "desktop"):
                source = f"desktop.{name}"  # `from desktop import store`: a module
            if source != "desktop" and not _in(source, (*ALLOWED, own, *CLIENTS[client])):
                found.append(Reached(relative, line, source))
    return found


def main() -> int:
    root = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else ROOT
    failed = False
    for client, who in ((WINDOW, "the window"), (COMMAND_LINE, "the command line")):
        names = below(root, client)
        for t in names:
            print(f"{t.path}:{t.line}: {t.name} -> {t.module}")
        distinct = {(t.name, t.module, t.kind) for t in names}
        code = sum(1 for d in distinct if d[2] == CODE)
        print(
            f"{len(distinct)} distinct names ({code} classes or functions, "
            f"{len(distinct) - code} values; {len(names)} imports) {who} takes "
            "from below the session"
        )
        reached = around(root, client)
        for r in reached:
            print(f"{r.path}:{r.line}: imports {r.module}")
        print(f"{len(reached)} imports by {who} of modules around the session")
        failed = failed or bool(names) or bool(reached)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
