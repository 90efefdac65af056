"""The packaging recipes parse and point at files that exist, so they cannot rot silently."""

from __future__ import annotations

import ast
import base64
import configparser
import json
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import desktop

ROOT = Path(__file__).parents[2]
PACKAGING = ROOT / "packaging"
SCRIPTS = [
    PACKAGING / "build.sh",
    PACKAGING / "build_deb.sh",
    PACKAGING / "fresh_machine_check.sh",
    PACKAGING / "upgrade_check.sh",
    PACKAGING / "macos" / "build_dmg.sh",
    PACKAGING / "linux" / "verbatim-launcher.sh",
    ROOT / "scripts" / "setup.sh",
    ROOT / ".ci" / "run",
]


def test_spec_is_valid_python_and_its_inputs_exist() -> None:
    source = (PACKAGING / "verbatim.spec").read_text()
    ast.parse(source)
    assert (PACKAGING / "launcher.py").exists() and (ROOT / "resources").is_dir()
    assert 'copy_metadata("verbatim")' in source  # the bundle knows its version


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_shell_scripts_parse(script: Path) -> None:
    out = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_deb_builder_installs_files_that_exist() -> None:
    text = (PACKAGING / "build_deb.sh").read_text()
    for rel in re.findall(r'"\$HERE/([^"]+)"', text):
        assert (PACKAGING / rel).resolve().exists(), rel


def test_desktop_entry_has_the_required_keys() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(PACKAGING / "linux" / "verbatim.desktop")
    entry = parser["Desktop Entry"]
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(key), key
    assert entry["Exec"].startswith("verbatim")


def test_metainfo_is_well_formed() -> None:
    tree = ET.parse(PACKAGING / "linux" / "io.github.verbatim.metainfo.xml")
    assert tree.getroot().findtext("id") == "io.github.verbatim"
    assert tree.getroot().find("launchable").text == "verbatim.desktop"  # type: ignore[union-attr]


def _version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def test_one_version_everywhere() -> None:
    version = _version()
    assert desktop.__version__ == version
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "--version"], capture_output=True, text=True
    )
    assert out.returncode == 0 and out.stdout.splitlines()[0] == f"verbatim {version}"
    assert (
        "tomllib.load" in (PACKAGING / "build.sh").read_text()
    )  # the .deb takes it from pyproject


def test_the_version_is_semantic_and_the_changelogs_newest() -> None:
    """A release raises the version and says what changed, together: the
    newest heading of CHANGELOG.md names pyproject's version (ten releases
    said 0.1.0, and apt took each for the one already installed)."""
    version = _version()
    assert re.fullmatch(r"(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)", version), version
    headings = re.findall(r"^## (\S+)", (ROOT / "CHANGELOG.md").read_text(), re.MULTILINE)
    assert headings, "CHANGELOG.md has no entry"
    assert headings[0] == version, f"CHANGELOG.md's newest entry is {headings[0]}, not {version}"


def test_version_says_the_store_format_and_the_engine() -> None:
    """What a report needs, from constants: nothing is opened or started."""
    from desktop.local.binary import ENGINE_VERSION
    from desktop.store.migrations import SCHEMA_VERSION

    out = subprocess.run(
        [sys.executable, "-m", "desktop", "--version"], capture_output=True, text=True
    )
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout.splitlines() == [
        f"verbatim {_version()}",
        f"store format {SCHEMA_VERSION}",
        f"local engine: llama.cpp from llama-cpp-python {ENGINE_VERSION}",
    ]
    build = (ROOT / "scripts" / "build_engine.sh").read_text()
    assert f"VERSION={ENGINE_VERSION} " in build  # the engine built is the one named


def test_no_packaging_recipe_names_a_version_of_its_own() -> None:
    """Every installer takes pyproject's version: a number written in a recipe
    named every Windows installer 0.1.0 whatever the release."""
    literal = re.compile(r"(?i)(version\s*=\s*|define version\s+)[\"']?\d")
    for path in PACKAGING.rglob("*"):
        if path.is_file() and path.suffix in {".sh", ".iss", ".yml", ".spec", ".py", ".md"}:
            assert not literal.search(path.read_text()), path


def test_the_bundle_carries_the_release_feed_where_the_app_reads_it() -> None:
    """VERBATIM_UPDATE_FEED at build time becomes desktop/release_feed.txt in
    the bundle, the file the installed app reads (issue 42)."""
    from desktop.session.updates import FEED_FILE

    spec = (PACKAGING / "verbatim.spec").read_text()
    assert FEED_FILE.parent == ROOT / "desktop" and not FEED_FILE.exists()  # none in a checkout
    assert f'"{FEED_FILE.name}"' in spec and '(str(feed_file), "desktop")' in spec
    assert "+ feed_files" in spec and "VERBATIM_UPDATE_FEED" in spec


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is Debian's")
def test_the_deb_carries_the_version_in_its_name_and_control(tmp_path: Path) -> None:
    """build_deb.sh run on a stand-in bundle: the file is named after the
    version and apt reads the same version from its control file."""
    bundle = tmp_path / "verbatim"
    bundle.mkdir()
    (bundle / "verbatim").write_text("#!/bin/sh\n")
    out = tmp_path / "out"
    out.mkdir()
    subprocess.run(
        ["bash", str(PACKAGING / "build_deb.sh"), _version(), str(bundle), str(out)],
        check=True,
        capture_output=True,
    )
    (deb,) = out.glob("*.deb")
    assert deb.name.startswith(f"verbatim_{_version()}_")
    field = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Version"], capture_output=True, text=True, check=True
    )
    assert field.stdout.strip() == _version()


def test_the_bundle_carries_both_engines_where_the_app_finds_them() -> None:
    """The GPU engine (Vulkan, issue 39) ships beside the CPU one: build.sh
    hands the spec both, and the spec puts each where desktop/local/binary.py
    looks in an installed Verbatim. The Vulkan loader stays the system's
    (it finds the drivers installed beside it), never a copy in the bundle."""
    from desktop.local.binary import shipped_engine, shipped_vulkan_engine

    spec = (PACKAGING / "verbatim.spec").read_text()
    build = (PACKAGING / "build.sh").read_text()
    shipped = {"engine": shipped_engine(), "vulkan_engine": shipped_vulkan_engine()}
    for variable, path in shipped.items():
        where = path.parent.relative_to(ROOT).as_posix()
        assert f'[({variable}, "{where}")]' in spec, f"the spec does not put {variable} at {where}"
    assert 'os.environ.get("VERBATIM_PACKAGE_VULKAN_ENGINE", "")' in spec
    assert "build_engine.sh --portable" in build and "build_engine.sh --vulkan" in build
    assert "export VERBATIM_PACKAGE_VULKAN_ENGINE" in build
    assert 'startswith("libvulkan.so")' in spec  # the system's loader, not the build machine's


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is Debian's")
def test_the_deb_recommends_what_the_gpu_engine_needs(tmp_path: Path) -> None:
    """apt installs the Vulkan loader and Mesa's drivers (AMD and Intel cards)
    with Verbatim unless told not to; without them the CPU engine serves."""
    bundle, out = tmp_path / "verbatim", tmp_path / "out"
    bundle.mkdir()
    out.mkdir()
    (bundle / "verbatim").write_text("#!/bin/sh\n")
    subprocess.run(
        ["bash", str(PACKAGING / "build_deb.sh"), _version(), str(bundle), str(out)],
        check=True,
        capture_output=True,
    )
    (deb,) = out.glob("*.deb")
    fields = subprocess.run(
        ["dpkg-deb", "-f", str(deb), "Recommends", "Depends"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    recommends = re.search(r"^Recommends: (.*)$", fields, re.MULTILINE)
    assert recommends, fields
    assert {"libvulkan1", "mesa-vulkan-drivers"} <= set(recommends[1].split(", "))
    assert "vulkan" not in re.search(r"^Depends: (.*)$", fields, re.MULTILINE)[1]  # type: ignore[index]


def silent_checks(script: str) -> list[str]:
    """The lines of a shell script where a false check passes unseen: under
    set -e, `test … && echo found` with no `|| fail` goes on when the test is
    false, and the run still ends with "passed"."""
    joined = re.sub(r"(&&|\|\|)\s*\\?\n\s*", r"\1 ", script)  # continued lines as one
    return [
        line.strip()
        for line in joined.splitlines()
        if "&& echo" in line and "||" not in line and not line.lstrip().startswith("#")
    ]


@pytest.mark.parametrize(
    "script",
    [PACKAGING / "fresh_machine_check.sh", PACKAGING / "upgrade_check.sh"],
    ids=lambda p: p.name,
)
def test_a_false_check_stops_the_package_checks(script: Path) -> None:
    """The checks that prove a person's store survives installing, upgrading
    and removing say FAILED and stop when it does not (issue 42)."""
    assert silent_checks(script.read_text()) == []


UPGRADE_DATA = PACKAGING / "upgrade_data.py"


def upgrade_data(*args: str | int | Path) -> subprocess.CompletedProcess[str]:
    """packaging/upgrade_data.py as upgrade_check.sh runs it: the host's
    Python, outside the Debian root, with the standard library only."""
    command = [sys.executable, "-I", str(UPGRADE_DATA), *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


def verbatim(home: Path, *args: str | Path) -> subprocess.CompletedProcess[str]:
    """This tree's command line, on its own data folder."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "desktop", *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)


@pytest.mark.parametrize(
    ("version", "holds"),
    [
        (1, ["2 conversations, 4 messages", "'failed': 1", "0 attached files", "0 projects"]),
        (3, ["3 conversations, 6 messages", "'failed': 1", "1 attached files", "0 projects"]),
        (
            4,
            ["4 conversations, 7 messages", "2 attached files", "plan.txt", "1 projects: 'Garden'"],
        ),
    ],
)
def test_the_upgrade_check_uses_a_release_for_all_its_export_takes(
    tmp_path: Path, version: int, holds: list[str]
) -> None:
    """upgrade_check.sh hands an earlier release what its own export format
    carries (files from 2, projects from 4); the summary it compares before
    and after an upgrade reads the same from that file as from the export
    this release makes of it once imported: nothing of it lost on the way."""
    use, export = tmp_path / "use.json", tmp_path / "export.json"
    assert upgrade_data("use", version, "SmolLM2-135M-Instruct.Q4_1", use).returncode == 0
    given = upgrade_data("summary", use)
    assert given.returncode == 0, given.stderr
    for part in holds:
        assert part in given.stdout
    data = tmp_path / "data"
    imported = verbatim(tmp_path, "import", "--data-dir", data, use)
    assert imported.returncode == 0, imported.stderr
    assert verbatim(tmp_path, "export", "--data-dir", data, "-o", export).returncode == 0
    assert upgrade_data("summary", export).stdout == given.stdout


def test_the_upgrade_check_carries_a_failed_answer_and_its_message_id(tmp_path: Path) -> None:
    """The release used before an upgrade leaves an answer that failed (a
    provider refusing the key): the summary compared across the upgrade
    reads its error's words, so words lost or changed stop the check. A
    failed answer this release makes itself keeps its message id through
    the store (error_said, format 10), which `errors` shows."""
    use, export = tmp_path / "use.json", tmp_path / "export.json"
    upgrade_data("use", 1, "", use)
    before = upgrade_data("errors", use).stdout
    assert "failed answer in 'Second': 'OpenAI at https://api.openai.com/v1 refused" in before
    assert "no message id kept" in before
    written = json.loads(use.read_text())
    given = upgrade_data("summary", use).stdout
    failed = written["conversations"][1]["messages"][1]
    failed["error"] = failed["error"].replace("401", "403")
    use.write_text(json.dumps(written))
    assert upgrade_data("summary", use).stdout != given
    refused, data = tmp_path / "refused.json", tmp_path / "data"
    assert upgrade_data("refused", refused).returncode == 0
    imported = verbatim(tmp_path, "import", "--data-dir", data, refused)
    assert imported.returncode == 0, imported.stderr
    assert verbatim(tmp_path, "export", "--data-dir", data, "-o", export).returncode == 0
    kept = upgrade_data("errors", export).stdout
    assert "failed answer in 'Refused again'" in kept
    assert "message id kept: '{product} at {address} refused the API key ({status})." in kept


def test_the_upgrade_check_stops_where_a_files_bytes_are_lost(tmp_path: Path) -> None:
    """An attachment named in an export whose bytes are gone or differ is a
    file lost by the upgrade: the summary says FAILED instead of a count."""
    use = tmp_path / "use.json"
    upgrade_data("use", 4, "", use)
    written = json.loads(use.read_text())
    sha = next(iter(written["files"]))
    written["files"][sha] = base64.b64encode(b"other bytes").decode()
    use.write_text(json.dumps(written))
    read = upgrade_data("summary", use)
    assert read.returncode != 0
    assert "FAILED: the bytes of the attached file" in read.stdout + read.stderr
    del written["files"][sha]
    use.write_text(json.dumps(written))
    assert "FAILED" in upgrade_data("summary", use).stderr


def test_self_test_passes_offscreen(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "--self-test"],
        capture_output=True,
        text=True,
        timeout=120,
        # a home of its own: onnxruntime and espeak-ng's sound library write
        # folders there (.cache, .config), which were left in the checkout
        env={"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)},
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "self-test passed" in out.stdout and "[FAIL]" not in out.stdout
    # The voice (issue 40): hibari-tts says a sentence and the tiny model
    # that ships with the app writes it back; espeak-ng speaks where installed.
    said = re.search(
        r"\[ok  \] the English voice speaks \(hibari-tts\): hibari: ([\d.]+) s", out.stdout
    )
    assert said and float(said[1]) > 0, out.stdout
    assert "[ok  ] the tiny English speech model is installed" in out.stdout
    heard = "[ok  ] the speech model writes the sentence back: “The quick brown fox"
    assert heard in out.stdout, out.stdout
    espeak = "[ok  ] espeak-ng speaks: espeak-ng de:"
    assert (espeak in out.stdout) is (shutil.which("espeak-ng", path="/usr/bin:/bin") is not None)


def test_the_installed_wheel_finds_its_resources(tmp_path: Path) -> None:
    """resources/ is mapped into the wheel as desktop/resources: an installed
    Verbatim (not this source tree) finds its icons, translations and app icon."""
    wheels, target = tmp_path / "wheels", tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    wheel = next(wheels.glob("verbatim-*.whl"))
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    probe = (
        "import desktop.assets as a; d = a.resource_dir(); "
        "print(d); print(sorted(p.name for p in d.iterdir()))"
    )
    out = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(target)!r}); {probe}"],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        text=True,
    )
    folder, names = out.stdout.splitlines()
    assert Path(folder) == target / "desktop" / "resources"
    assert names == "['icons', 'translations', 'verbatim.svg']"
    assert (target / "desktop" / "resources" / "translations" / "verbatim_de.qm").is_file()
    assert len(list((target / "desktop" / "resources" / "icons").glob("*.svg"))) >= 30
    assert (target / "desktop" / "resources" / "icons" / "LICENSE-tabler-icons.txt").is_file()
