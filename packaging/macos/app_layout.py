"""Lay out Verbatim.app on Linux with PyInstaller's own BUNDLE (issue 42).

BUNDLE does nothing off macOS, so this runs it with its macOS switch on and
code signing left out, on what verbatim.spec hands it when run as on macOS:
the spec's data files (the real ones) and a stand-in executable in place
of the macOS one Analysis and EXE would make (they need macOS).
Then Info.plist is read back with plistlib and checked.

    python packaging/macos/app_layout.py OUT   # needs PyInstaller (requirements/lock-package.txt)

Prints the .app's files and its Info.plist; exits 1 with what is wrong.
"""

from __future__ import annotations

import os
import plistlib
import sys
import tomllib
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def spec_steps() -> dict[str, tuple[tuple[Any, ...], dict[str, Any]]]:
    """verbatim.spec run with sys.platform "darwin": what it hands each build step."""
    steps: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {}

    def step(name: str) -> type:
        class Step:
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                steps[name] = (args, kwargs)
                self.scripts: list[Any] = []
                self.pure: list[Any] = []
                self.binaries: list[Any] = []
                self.datas: list[Any] = []

        return Step

    scope: dict[str, Any] = {n: step(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    scope["SPECPATH"] = str(ROOT / "packaging")
    real, sys.platform = sys.platform, "darwin"
    try:
        exec(
            compile((ROOT / "packaging" / "verbatim.spec").read_text(), "verbatim.spec", "exec"),
            scope,
        )
    finally:
        sys.platform = real
    return steps


def data_toc(datas: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    """The spec's (source, folder) pairs as BUNDLE's (destination, source, kind)."""
    toc = []
    for source, folder in datas:
        src = Path(source)
        files = [p for p in src.rglob("*") if p.is_file()] if src.is_dir() else [src]
        for f in files:
            inside = f.relative_to(src).parent if src.is_dir() else Path()
            toc.append(
                (f"_internal/{folder}/{inside}/{f.name}".replace("/./", "/"), str(f), "DATA")
            )
    return toc


def lay_out(out: Path) -> Path:
    from PyInstaller.building import osx
    from PyInstaller.config import CONF

    steps = spec_steps()
    _args, bundle = steps["BUNDLE"]
    name = steps["EXE"][1]["name"]
    CONF.update(
        specpath=str(ROOT / "packaging"),
        distpath=str(out / "dist"),
        workpath=str(out / "work"),
        spec=str(ROOT / "packaging" / "verbatim.spec"),
        specnm="verbatim",
        code_cache={},
    )
    for folder in (out / "dist", out / "work"):
        folder.mkdir(parents=True, exist_ok=True)
    exe = out / name
    exe.write_text("#!/bin/sh\necho 'stand-in for the macOS executable'\n")
    exe.chmod(0o755)
    icon = bundle["icon"]
    if not icon:  # the Linux wheel of PyInstaller carries no default .icns
        icon = str(out / "stand-in.icns")
        Path(icon).write_bytes(b"icns\0\0\0\x08")
    osx.is_darwin = True
    osx.osxutils = types.SimpleNamespace(sign_binary=lambda *a, **k: None)
    # COLLECT's result as BUNDLE reads it (its files and the EXE's settings),
    # made without running COLLECT, which would need the macOS build.
    collected = object.__new__(osx.COLLECT)
    collected.toc = [(name, str(exe), "EXECUTABLE"), *data_toc(steps["Analysis"][1]["datas"])]
    collected.console = steps["EXE"][1]["console"]
    collected.strip_binaries = collected.upx_binaries = False
    collected.upx_exclude = []
    collected.target_arch = collected.codesign_identity = collected.entitlements_file = None
    osx.BUNDLE(collected, **{**bundle, "icon": icon})  # assembles as it is made
    return out / "dist" / Path(bundle["name"]).name


def problems(app: Path) -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        version = tomllib.load(f)["project"]["version"]
    with open(app / "Contents" / "Info.plist", "rb") as f:
        info = plistlib.load(f)
    wrong = []
    if info.get("CFBundleIdentifier") != "io.github.verbatim":
        wrong.append(f"CFBundleIdentifier is {info.get('CFBundleIdentifier')!r}")
    if info.get("CFBundleShortVersionString") != version:
        said = info.get("CFBundleShortVersionString")
        wrong.append(f"CFBundleShortVersionString is {said!r}, not {version}")
    executable = app / "Contents" / "MacOS" / str(info.get("CFBundleExecutable"))
    if not (executable.is_file() and os.access(executable, os.X_OK)):
        wrong.append(f"no executable {executable}")
    if info.get("LSBackgroundOnly"):  # no Dock icon, no menu bar: the EXE was a console one
        wrong.append("LSBackgroundOnly is set")
    for key in ("NSMicrophoneUsageDescription", "LSMinimumSystemVersion"):
        if not info.get(key):
            wrong.append(f"no {key}")
    if not (app / "Contents" / "Resources" / str(info.get("CFBundleIconFile"))).is_file():
        wrong.append("no icon in Contents/Resources")
    if not (app / "Contents" / "Resources" / "_internal" / "desktop" / "resources").is_dir():
        wrong.append("no desktop/resources in Contents/Resources/_internal")
    return wrong


def main(argv: list[str]) -> int:
    app = lay_out(Path(argv[0]).resolve())
    internal = app / "Contents" / "Resources" / "_internal"
    for path in sorted(app.rglob("*")):
        if path.is_file() and internal not in path.parents:
            print(path.relative_to(app.parent))
    data = [p for p in internal.rglob("*") if p.is_file()]
    tops = sorted({p.relative_to(internal).parts[0] for p in data})
    print(f"{internal.relative_to(app.parent)}: {len(data)} data files in {', '.join(tops)}")
    print("Info.plist:")
    with open(app / "Contents" / "Info.plist", "rb") as f:
        for key, value in plistlib.load(f).items():
            print(f"  {key}: {value}")
    wrong = problems(app)
    for line in wrong:
        print("FAILED:", line)
    return 1 if wrong else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
