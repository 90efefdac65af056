"""The Qt-free layers stay Qt-free (ARCHITECTURE.md, STYLE.md)."""

from __future__ import annotations

import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import desktop

QT_FREE = ["domain", "store", "backends", "engine", "session", "devserver", "web", "voice"]
ROOT = Path(desktop.__file__).parent


def _modules() -> list[str]:
    names = []
    for package in QT_FREE:
        path = ROOT / package
        names.append(f"desktop.{package}")
        names += [f"desktop.{package}.{m.name}" for m in pkgutil.iter_modules([str(path)])]
    return names


def test_qt_free_layers_import_no_qt() -> None:
    code = (
        "import importlib, sys\n"
        f"for name in {_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "qt = ('PySide6', 'qasync', 'shiboken6')\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in qt)\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


def test_qt_free_layers_have_no_qt_import_lines() -> None:
    pattern = re.compile(r"^\s*(from|import)\s+(PySide6|qasync|shiboken6)", re.MULTILINE)
    offenders = [
        str(p)
        for pkg in QT_FREE
        for p in (ROOT / pkg).rglob("*.py")
        if pattern.search(p.read_text())
    ]
    assert offenders == []
