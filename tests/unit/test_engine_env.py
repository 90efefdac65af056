"""The engine's environment in a packaged Verbatim: PyInstaller's launcher
points LD_LIBRARY_PATH at the bundle's own libraries (keeping the person's
in LD_LIBRARY_PATH_ORIG), and the engine passed it on, so the system's
Vulkan driver could load the bundle's copies of its libraries (issue 39)."""

from __future__ import annotations

import sys

import pytest

from desktop.local.child import engine_env

BUNDLE = "/opt/verbatim/_internal"


def test_a_packaged_verbatim_gives_the_engine_the_persons_library_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", BUNDLE)
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/opt/rocm/lib")
    assert engine_env("k")["LD_LIBRARY_PATH"] == "/opt/rocm/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert "LD_LIBRARY_PATH" not in engine_env("k")  # the person had none


def test_run_from_source_the_persons_library_path_goes_to_the_engine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/rocm/lib")
    assert engine_env("k")["LD_LIBRARY_PATH"] == "/opt/rocm/lib"
