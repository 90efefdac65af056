"""Where the local engine's `llama-server` is.

A source checkout builds it once per llama.cpp version into the cache
(`scripts/build_engine.sh`, run by `make engine` and `make test`); an
installed Verbatim ships it beside the package. VERBATIM_LLAMA_SERVER
overrides both (a person's own build).

The GPU engine is the same llama.cpp built with Vulkan
(`build_engine.sh --vulkan`), cached beside the CPU one and shipped at
`engine_bin/vulkan/llama-server`; VERBATIM_LLAMA_SERVER_VULKAN overrides it.
A person's own build given by VERBATIM_LLAMA_SERVER alone is used as it is,
with no second engine beside it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

# The llama-cpp-python release whose vendored llama.cpp is built; the same
# number is in scripts/build_engine.sh.
ENGINE_VERSION = "0.3.36"


def engine_name(system: str = "") -> str:
    """The server's file name on `system` (sys.platform's values; this
    one's by default): llama.cpp's Windows build is llama-server.exe, and
    without the suffix an installed Verbatim on Windows found no engine."""
    return "llama-server.exe" if (system or sys.platform) == "win32" else "llama-server"


def cache_root() -> Path:
    given = os.environ.get("VERBATIM_CACHE")
    return Path(given) if given else Path(platformdirs.user_cache_dir("verbatim", appauthor=False))


def cached_engine() -> Path:
    return cache_root() / "engine" / f"llama-cpp-python-{ENGINE_VERSION}" / "bin" / engine_name()


def cached_vulkan_engine() -> Path:
    return (
        cache_root()
        / "engine"
        / f"llama-cpp-python-{ENGINE_VERSION}-vulkan"
        / "bin"
        / engine_name()
    )


def shipped_vulkan_engine() -> Path:
    return shipped_engine().parent / "vulkan" / engine_name()


def find_vulkan_engine() -> Path | None:
    """The GPU engine, or None when this installation has none."""
    given = os.environ.get("VERBATIM_LLAMA_SERVER_VULKAN")
    if given is not None:
        candidates = [Path(given)] if given else []
    elif os.environ.get("VERBATIM_LLAMA_SERVER"):
        candidates = []
    else:
        candidates = [shipped_vulkan_engine(), cached_vulkan_engine()]
    return next((p for p in candidates if p.is_file() and os.access(p, os.X_OK)), None)


def shipped_engine() -> Path:
    # packaging/build.sh puts it here, inside the installed package.
    return Path(__file__).resolve().parents[1] / "engine_bin" / engine_name()


def find_engine() -> Path | None:
    """The engine to run, or None when this installation has none yet."""
    given = os.environ.get("VERBATIM_LLAMA_SERVER")
    candidates = [Path(given)] if given else [shipped_engine(), cached_engine()]
    for path in candidates:
        if path.is_file() and os.access(path, os.X_OK):
            return path
    return None


def cpu_lacks_avx2() -> bool:
    """The engine the packages ship needs AVX2 (x86-64 processors since
    2013-2015); a processor without it would kill the engine with an illegal
    instruction, so Verbatim asks first. Elsewhere (ARM, or /proc not there)
    nothing is known to be missing."""
    import platform

    if platform.machine().lower() not in ("x86_64", "amd64"):
        return False
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            flags = next((line for line in f if line.startswith("flags")), "")
    except OSError:
        return False
    return bool(flags) and " avx2" not in flags
