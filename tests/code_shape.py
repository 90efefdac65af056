"""The code's shape, held where it is and tightened as it improves (issue 38).

Three limits for everything in desktop/: a module of at most 500 lines, a
function of at most 80, and a cyclomatic complexity (ruff's C901, McCabe's
measure) of at most 10. What was past a limit when the rule came is listed
below with its size then: it may shrink, never grow, and once within the
limit its line here must go (the check says so), so the list only gets
shorter. Anything new is held to the limits themselves.

Run as `python -m tests.code_shape` (from `make lint`; the suite runs it too,
tests/unit/test_code_shape.py): prints each breach, then the counts, and
exits 1 when there is one."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULE_LINES = 500
FUNCTION_LINES = 80
COMPLEXITY = 10

# Past a limit when the rule came (2026-11-26): the size then is the ceiling.
LONG_MODULES: dict[str, int] = {}
LONG_FUNCTIONS: dict[str, int] = {}
COMPLEX_FUNCTIONS: dict[str, int] = {}


def _sources(root: Path) -> list[Path]:
    return sorted((root / "desktop").rglob("*.py"))


def module_lines(root: Path = ROOT) -> dict[str, int]:
    """Lines of every module in desktop/."""
    return {
        p.relative_to(root).as_posix(): len(p.read_text(encoding="utf-8").splitlines())
        for p in _sources(root)
    }


def _functions(node: ast.AST, prefix: str, rel: str, found: dict[str, int]) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ClassDef):
            _functions(child, f"{prefix}{child.name}.", rel, found)
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
            end = child.end_lineno or child.lineno
            found[f"{rel}::{prefix}{child.name}"] = end - child.lineno + 1
            _functions(child, f"{prefix}{child.name}.", rel, found)


def function_lines(root: Path = ROOT) -> dict[str, int]:
    """Lines of every function and method, as path::Class.name (nested
    functions count within the one that holds them, and on their own)."""
    found: dict[str, int] = {}
    for path in _sources(root):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        _functions(tree, "", path.relative_to(root).as_posix(), found)
    return found


def complexity(root: Path = ROOT) -> dict[str, int]:
    """Functions past COMPLEXITY as ruff measures them, as path::name."""
    ruff = Path(sys.executable).with_name("ruff")
    run = subprocess.run(
        [
            str(ruff),
            "check",
            "desktop",
            "--select",
            "C901",
            "--config",
            f"lint.mccabe.max-complexity={COMPLEXITY}",
            "--output-format",
            "json",
            "--exit-zero",
            "--no-cache",
        ],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    )
    found: dict[str, int] = {}
    for item in json.loads(run.stdout):
        # "`_events` is too complex (15 > 10)"
        message = str(item["message"])
        name = message.split("`")[1]
        value = int(message.rsplit("(", 1)[1].split(" ")[0])
        rel = Path(item["filename"]).resolve().relative_to(root.resolve()).as_posix()
        found[f"{rel}::{name}"] = value
    return found


def _breaches(
    measured: dict[str, int], limit: int, allowed: dict[str, int], what: str
) -> list[str]:
    out: list[str] = []
    for key, value in sorted(measured.items()):
        if value <= limit:
            continue
        ceiling = allowed.get(key)
        if ceiling is None:
            out.append(f"{key}: {what} {value}, past the limit of {limit}")
        elif value > ceiling:
            out.append(f"{key}: {what} {value}, grown past its {ceiling} (limit {limit})")
    for key in sorted(allowed):
        value = measured.get(key, 0)
        if value <= limit:
            out.append(f"{key}: {what} now {value}, within {limit}: remove its line from the list")
    return out


def breaches(root: Path = ROOT) -> list[str]:
    """Every module, function or complexity past its limit or ceiling."""
    return (
        _breaches(module_lines(root), MODULE_LINES, LONG_MODULES, "lines")
        + _breaches(function_lines(root), FUNCTION_LINES, LONG_FUNCTIONS, "lines")
        + _breaches(complexity(root), COMPLEXITY, COMPLEX_FUNCTIONS, "complexity")
    )


def main() -> int:
    found = breaches()
    for line in found:
        print(line)
    print(
        f"{len(found)} breaches; listed from before: {len(LONG_MODULES)} modules over "
        f"{MODULE_LINES} lines, {len(LONG_FUNCTIONS)} functions over {FUNCTION_LINES}, "
        f"{len(COMPLEX_FUNCTIONS)} over complexity {COMPLEXITY}"
    )
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
