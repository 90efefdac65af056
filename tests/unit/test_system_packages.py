"""scripts/setup.sh asks dpkg which system packages are missing (issue 38):
on Debian 13 and Ubuntu 24.04 some of them are installed under a new name
that provides the old one, and a person who has them is not sent to apt-get
on every run."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]

pytestmark = pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="dpkg is Debian's")

# A system's dpkg database as Debian 13 leaves it: GLib installed under its
# 64-bit time_t name, a removed package whose configuration files are kept,
# and one installed under its own name.
STATUS = """\
Package: libglib2.0-0t64
Status: install ok installed
Priority: optional
Architecture: amd64
Version: 2.84.4-3~deb13u5
Provides: libglib2.0-0 (= 2.84.4-3~deb13u5), libgio-2.0-0
Description: GLib library of C routines

Package: xvfb
Status: deinstall ok config-files
Priority: optional
Architecture: amd64
Version: 2:21.1.16-1.3
Description: Virtual Framebuffer 'fake' X server

Package: libegl1
Status: install ok installed
Priority: optional
Architecture: amd64
Version: 1.7.0-1+b2
Description: Vendor neutral GL dispatch library -- EGL support
"""


def missing(admindir: Path, *names: str) -> list[str]:
    """What setup.sh's own check says is missing, asked of a real dpkg-query
    reading the given database (DPKG_ADMINDIR)."""
    out = subprocess.run(
        ["bash", "-c", '. scripts/system_packages.sh && missing_packages "$@"', "check", *names],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "DPKG_ADMINDIR": str(admindir)},
        check=True,
    )
    return out.stdout.split()


def test_a_library_installed_under_its_new_name_is_not_asked_for_again(tmp_path: Path) -> None:
    (tmp_path / "status").write_text(STATUS)
    (tmp_path / "info").mkdir()
    asked = ["libglib2.0-0", "libegl1", "xvfb", "tesseract-ocr", "libgio-2.0-0"]
    assert missing(tmp_path, *asked) == ["xvfb", "tesseract-ocr"]


def test_setup_asks_dpkg_through_the_shared_check() -> None:
    """Both of setup.sh's lists (Qt's libraries and the GPU engine's) go
    through missing_packages, not a by-name dpkg-query of their own."""
    setup = (ROOT / "scripts" / "setup.sh").read_text()
    assert "${Status}" not in setup
    assert setup.count("missing_packages") == 2
