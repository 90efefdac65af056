"""ARCHITECTURE.md and README.md name only what exists (issue 38).

The documents name code the way a reader of the repository would look it
up: whole paths (`desktop/store/kept_words.py`, `tests/capped.py`), short
paths inside the package or test folder the sentence is about
(`store/sync_store.py`, `unit/test_sync.py`, `ui/sidebar/sidebar_part.py`: desktop/
or tests/ is left out), a module's attribute (`domain/words.neutral`), a
dotted module (`desktop.store.errors`), a test by name
(`e2e/test_turns.py::test_p5_*`, a `*` standing for the rest of the name) and
a bare file name inside a sentence about its package (`formats.py`). Each is
looked up in the working tree; a file that was moved, renamed or dropped
without the documents following fails here with the line that names it.
"""

from __future__ import annotations

import ast
import fnmatch
import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = ("ARCHITECTURE.md", "README.md")

# Folders at the repository's root a path may start with.
TOP = ("desktop", "tests", "scripts", "packaging", "resources", "requirements", ".ci", "docs")
# Paths the documents name that exist only once something is built or
# installed, never in the source tree.
BUILT = {
    "desktop/engine_bin/llama-server",  # the engine the bundle carries (packaging)
    "desktop/engine_bin/vulkan/llama-server",  # and the GPU engine beside it (issue 39)
    "desktop/resources/",  # resources/ as the wheel installs it
    "desktop.resources",  # the same, as a package name
}

# A path ending in .py, with a test's name after `::` when there is one.
PY_PATH = re.compile(r"(?<![\w./-])((?:[\w.-]+/)*[\w-]+\.py)(?:::([\w*]+))?(?![\w/])")
# Anything in backquotes: the other forms are only read there.
QUOTED = re.compile(r"`([^`\n]+)`")
# `domain/words.neutral`: a module's path without .py, then one name in it.
MODULE_ATTRIBUTE = re.compile(r"^((?:[\w]+/)+[\w]+)\.(\w+)$")
# `round.MESSAGES_PER_PASS`, `owner.restore_now()`: a module by its bare
# name, then one name in it (checked only when such a module exists).
BARE_ATTRIBUTE = re.compile(r"^(\w+)\.(\w+)(?:\(\))?$")
# What follows a dot in a file's name, not a name in a module.
SUFFIXES = {"py", "json", "md", "txt", "log", "db", "sh", "ts", "qm", "toml", "lock", "spec"}
# `test_p6_*`: a test by its name alone, in whichever file (or a function
# of the code's that starts so: `test_provider`).
TEST_NAME = re.compile(r"^test_[\w*]+$")
# `desktop.store.errors`: a dotted module, maybe ending in a name in it.
DOTTED = re.compile(r"^desktop(?:\.\w+)+$")
# A path of folders and files with no .py: `tests/fixtures/old_stores/`.
PLAIN_PATH = re.compile(r"^[\w.-]+(?:/[\w.-]+)*/?$")


@dataclass(frozen=True)
class Reference:
    """One name of a file (and perhaps a test in it) the documents give."""

    document: str
    line: int
    text: str


@cache
def _packages(root: Path) -> frozenset[str]:
    return frozenset(p.name for p in (root / "desktop").iterdir() if (p / "__init__.py").exists())


@cache
def _test_folders(root: Path) -> frozenset[str]:
    return frozenset(
        p.name for p in (root / "tests").iterdir() if p.is_dir() and p.name != "__pycache__"
    )


def _candidates(root: Path, path: str) -> list[Path]:
    """Where a path the documents give may be: at the root, or, for a short
    form, under desktop/ or tests/ (`ui/x.py` is either: both are tried)."""
    first = path.split("/", 1)[0]
    places: list[Path] = []
    if first in TOP:
        places.append(root / path)
    if first in _packages(root):
        places.append(root / "desktop" / path)
    if first in _test_folders(root):
        places.append(root / "tests" / path)
    return places


def _by_name(root: Path, name: str) -> tuple[Path, ...]:
    """Every file of this name (or glob pattern, `*.py`) in the code and
    tests, for a bare name."""
    files = _files_by_name(root)
    if not any(c in name for c in "*?["):
        return files.get(name, ())
    return tuple(p for n, paths in files.items() if fnmatch.fnmatch(n, name) for p in paths)


@cache
def _files_by_name(root: Path) -> dict[str, tuple[Path, ...]]:
    """The code's and tests' files by name, walked once (a walk for each
    bare name the documents give took 6 s)."""
    found: dict[str, list[Path]] = {}
    for top in ("desktop", "tests", "scripts", "packaging"):
        for folder, dirs, files in os.walk(root / top):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for file in files:
                found.setdefault(file, []).append(Path(folder) / file)
    return {name: tuple(paths) for name, paths in found.items()}


def _defines(path: Path, pattern: str) -> bool:
    """Whether a Python file defines a function, class or name matching the
    pattern, at any depth (a test may be a method of a test class)."""
    return any(fnmatch.fnmatchcase(n, pattern) for n in _names(path))


@cache
def _names(path: Path) -> tuple[str, ...]:
    """Every name a Python file binds, at any depth."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names.extend(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
        elif isinstance(node, ast.ImportFrom | ast.Import):
            names.extend((a.asname or a.name).split(".")[0] for a in node.names)
    return tuple(names)


def _module_file(root: Path, parts: list[str]) -> Path | None:
    """The file of a dotted module (desktop.store.errors), or None."""
    base = root.joinpath(*parts)
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _python_reference(root: Path, path: str, test: str | None) -> str | None:
    """Why a `.py` path (maybe with ::test) is wrong, or None when it is right."""
    if "/" in path:
        files = [p for p in _candidates(root, path) if p.is_file()]
        if not _candidates(root, path):
            return "starts with no folder of the repository"
    else:
        files = list(_by_name(root, path))
    if not files:
        return "no such file"
    if test is not None and not any(_defines(f, test) for f in files):
        return f"no {test} in it"
    return None


def _quoted_reference(root: Path, text: str) -> str | None:
    """Why a quoted name other than a .py path is wrong, None when it is
    right or is not a name of the repository's files (an address, a data
    folder's file)."""
    if text in BUILT or ".py" in text:
        return None  # built or installed; a .py path is read on its own
    if TEST_NAME.match(text):
        everything = _by_name(root, "*.py")
        return None if any(_defines(f, text) for f in everything) else "no such test"
    if DOTTED.match(text):
        parts = text.split(".")
        if _module_file(root, parts) is not None:
            return None
        module = _module_file(root, parts[:-1])
        if module is not None and _defines(module, parts[-1]):
            return None
        return "no such module"
    first = text.split("/", 1)[0]
    attribute = MODULE_ATTRIBUTE.match(text)
    if attribute is not None and not (first in TOP and (root / text).exists()):
        module_path, name = attribute.groups()
        if not _candidates(root, module_path):
            return None  # not a module of ours (a data folder's path)
        places = [p.with_suffix(".py") for p in _candidates(root, module_path)]
        modules = [m for m in places if m.is_file()]
        if not modules:
            return "no such module"
        return None if any(_defines(m, name) for m in modules) else f"no {name} in it"
    bare = BARE_ATTRIBUTE.match(text)
    if bare is not None and bare[2] not in SUFFIXES:
        code = root / "desktop"
        modules = [p for p in _by_name(root, f"{bare[1]}.py") if p.is_relative_to(code)]
        if not modules:
            return None  # not one of ours (`json.loads`, `repo.sync`)
        return None if any(_defines(m, bare[2]) for m in modules) else f"no {bare[2]} in it"
    if PLAIN_PATH.match(text) and "/" in text:
        if first not in TOP:
            return None  # a data folder's path, an address: not ours to check
        path = root / text
        # `desktop/__init__`: a module named by its path without .py.
        if path.exists() or path.with_suffix(".py").is_file():
            return None
        return "no such file or folder"
    return None


def wrong_references(root: Path, documents: tuple[str, ...] = DOCUMENTS) -> list[str]:
    """Each reference to the repository's files that names nothing there, as
    document:line: reference (why)."""
    wrong: list[str] = []
    for document in documents:
        lines = (root / document).read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            for match in PY_PATH.finditer(line):
                why = _python_reference(root, match[1], match[2])
                if why is not None:
                    wrong.append(f"{document}:{number}: {match[0]} ({why})")
            for match in QUOTED.finditer(line):
                why = _quoted_reference(root, match[1])
                if why is not None:
                    wrong.append(f"{document}:{number}: {match[1]} ({why})")
    return wrong


def references(root: Path, documents: tuple[str, ...] = DOCUMENTS) -> list[str]:
    """Every .py path the documents give, to show the check is not vacuous."""
    found: list[str] = []
    for document in documents:
        found.extend(m[0] for m in PY_PATH.finditer((root / document).read_text("utf-8")))
    return found


def test_every_path_the_documents_name_exists() -> None:
    assert wrong_references(ROOT) == []


def test_the_documents_name_many_paths_in_every_form() -> None:
    found = references(ROOT)
    assert len(found) > 150
    # Each form the documents use is read: a whole path, a short one in
    # desktop/ and in tests/, a test by name, a bare file name.
    assert "desktop/selftest.py" in found
    assert "session/tasks.py" in found
    assert any(f.startswith("unit/test_") for f in found)
    assert any("::test_" in f for f in found)
    assert "formats.py" in found


def _planted(tmp_path: Path, text: str) -> list[str]:
    """The check run on a copy of the repository's layout with one document."""
    for top in ("desktop/store", "desktop/session", "desktop/domain", "tests/unit"):
        (tmp_path / top).mkdir(parents=True)
        (tmp_path / top / "__init__.py").write_text("")
    (tmp_path / "desktop/__init__.py").write_text("")
    (tmp_path / "desktop/store/sync_store.py").write_text("class SyncStore:\n    pass\n")
    (tmp_path / "desktop/domain/words.py").write_text("def neutral() -> None:\n    pass\n")
    (tmp_path / "tests/unit/test_sync.py").write_text("def test_a_round() -> None:\n    pass\n")
    (tmp_path / "DOC.md").write_text(text)
    return wrong_references(tmp_path, ("DOC.md",))


def test_a_planted_wrong_path_is_caught(tmp_path: Path) -> None:
    right = (
        "The parts: `store/sync_store.py`, `desktop/store/sync_store.py`, sync_store.py,\n"
        "`domain/words.neutral`, `desktop.store.sync_store`, `unit/test_sync.py::test_a_*`.\n"
        "Data: `models/library.json`, `https://example.org/x`.\n"
    )
    assert _planted(tmp_path, right) == []
    wrong = (
        "Moved: `store/sync_parts.py`, kept_words.py,\n"
        "`unit/test_sync.py::test_gone`, `domain/words.gone`, `desktop.store.gone`,\n"
        "`session/nothing.py`, `tests/fixtures/none/`.\n"
    )
    assert _planted(tmp_path / "b", wrong) == [
        "DOC.md:1: store/sync_parts.py (no such file)",
        "DOC.md:1: kept_words.py (no such file)",
        "DOC.md:2: unit/test_sync.py::test_gone (no test_gone in it)",
        "DOC.md:2: domain/words.gone (no gone in it)",
        "DOC.md:2: desktop.store.gone (no such module)",
        "DOC.md:3: session/nothing.py (no such file)",
        "DOC.md:3: tests/fixtures/none/ (no such file or folder)",
    ]
