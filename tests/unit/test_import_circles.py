"""Import circles (issue 38): none anywhere.

A circle makes a module's parts impossible to read or move one at a time.
The last ones were kept working by imports the check could not be trusted
to stop: one tucked inside a function (transfer.py's import reading the
file with verbatim_import, whose batches imported transfer back) and some
under `if TYPE_CHECKING:` (streaming and tool_loop naming turns.py's `Turn`,
turns.py importing both). Each was broken at its cause: the shared part
moved into a module of its own that both sides import (store/exchange/import_write.py,
engine/turn_state.py). Both kinds of import count here, and the last test
holds grimp to seeing them, so a circle cannot come back that way."""

from __future__ import annotations

import sys
from pathlib import Path

import grimp
import pytest


def circles(package: str = "desktop") -> list[set[str]]:
    """The import graph's strongly connected parts of more than one module
    (imports inside functions and under `if TYPE_CHECKING:` count: they are
    imports all the same)."""
    graph = grimp.build_graph(package, cache_dir=None)
    edges = {m: graph.find_modules_directly_imported_by(m) for m in graph.modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []
    # Tarjan's algorithm, iterative: the graph is deep enough to matter.
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        while work:
            node, rest = work[-1]
            step = next(rest, None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    work.append((step, iter(sorted(edges[step]))))
                elif step in stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = set()
                while True:
                    member = stack.pop()
                    part.add(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.append(part)
    return found


def test_no_import_circle() -> None:
    assert [sorted(c) for c in circles()] == []


def test_imports_inside_functions_and_for_types_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A circle closed only by an import inside a function, or only by one
    for the type checker, is found: the check above cannot be dodged so."""
    package = tmp_path / "circled"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("import circled.b\n")
    (package / "b.py").write_text("def late() -> None:\n    import circled.a\n")
    (package / "c.py").write_text("import circled.d\n")
    (package / "d.py").write_text(
        "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    import circled.c\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        found = circles("circled")
    finally:
        for name in [m for m in sys.modules if m == "circled" or m.startswith("circled.")]:
            del sys.modules[name]
    assert sorted(sorted(c) for c in found) == [
        ["circled.a", "circled.b"],
        ["circled.c", "circled.d"],
    ]
