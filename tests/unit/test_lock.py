"""The lock files (issue 38, reproducible installs): scripts/setup.sh installs
every package from requirements/*.txt with --require-hashes --no-deps, so a
pin in pyproject.toml that the lock does not carry would never be installed,
and a lock entry without a hash would stop every setup. `make lock` keeps
them one; this says when it was not run after a change."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).parents[2]
REQUIREMENTS = ROOT / "requirements"


def _entries(lock: Path) -> dict[tuple[str, str], list[str]]:
    """(name, marker) → the entry's hashes, for each `name==version ; marker`."""
    out: dict[tuple[str, str], list[str]] = {}
    text = lock.read_text().replace("\\\n", " ")
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()  # "# via …" lines, and the header
        if not line:
            continue
        words = line.split()
        hashes = [w.removeprefix("--hash=") for w in words if w.startswith("--hash=")]
        spec = " ".join(w for w in words if not w.startswith("--hash="))
        requirement = Requirement(spec)
        out[
            (
                f"{canonicalize_name(requirement.name)}{requirement.specifier}",
                str(requirement.marker or ""),
            )
        ] = hashes
    return out


def _pinned(*extras: str) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = list(project["dependencies"])
    for extra in extras:
        specs += project["optional-dependencies"][extra]
    return [Requirement(spec) for spec in specs]


def _pins(entries: dict[tuple[str, str], list[str]]) -> set[str]:
    return {pin for pin, _ in entries}


def test_every_pin_in_pyproject_is_in_the_lock_at_that_version() -> None:
    for lock, extras in (("lock.txt", ("test",)), ("lock-package.txt", ("test", "package"))):
        pins = _pins(_entries(REQUIREMENTS / lock))
        for requirement in _pinned(*extras):
            pin = f"{canonicalize_name(requirement.name)}{requirement.specifier}"
            assert pin in pins, f"{requirement} is not in requirements/{lock}: run make lock"


def test_every_entry_has_a_hash_and_the_locks_agree() -> None:
    locks = {name: _entries(REQUIREMENTS / name) for name in ("build.txt", "lock.txt")}
    locks["lock-package.txt"] = _entries(REQUIREMENTS / "lock-package.txt")
    for name, entries in locks.items():
        assert entries, name
        for (pin, marker), hashes in entries.items():
            assert hashes and all(h.startswith("sha256:") for h in hashes), (name, pin, marker)
    # what setup.sh installs first, and the bundle's lock, at the lock's own versions
    assert _pins(locks["build.txt"]) <= _pins(locks["lock.txt"])
    assert set(locks["lock.txt"]) <= set(locks["lock-package.txt"])
    assert {"pip", "setuptools", "wheel"} <= {p.split("==")[0] for p in _pins(locks["build.txt"])}
