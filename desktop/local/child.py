"""How the engine's child process is started: its threads, its
environment (an allow-list) and its end when Verbatim ends."""

from __future__ import annotations

import ctypes
import os
import signal
import sys
from collections.abc import Callable

PR_SET_PDEATHSIG = 1


def physical_cores() -> int:
    """llama.cpp runs fastest with one thread per physical core."""
    try:
        import psutil

        return max(1, psutil.cpu_count(logical=False) or os.cpu_count() or 1)
    except ImportError:  # pragma: no cover - psutil is a dependency
        return max(1, os.cpu_count() or 1)


def die_with_parent(parent: int, system: str = "") -> Callable[[], None] | None:
    """What the engine's child runs before llama-server: on Linux, the
    kernel's promise to kill it with Verbatim (prctl). macOS has no prctl
    and Windows runs nothing before a child (Popen refuses a preexec_fn
    there): None, and the engine ends when Verbatim closes it. Before, the
    engine could not start at all on either."""
    if not (system or sys.platform).startswith("linux"):
        return None
    libc = ctypes.CDLL(None, use_errno=True)
    prctl = libc.prctl  # looked up before the fork: the child only calls it

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if os.getppid() != parent:  # Verbatim already died before prctl
            os._exit(1)

    return preexec


# What the engine is given of Verbatim's own environment: where programs and
# the home folder are, the language, temporary files, and what a GPU build of
# llama.cpp (a person's own, through VERBATIM_LLAMA_SERVER) needs to find and
# choose its device. Nothing else: llama-server reads LLAMA_API_KEY and every
# LLAMA_ARG_* option from the environment (a person's LLAMA_API_KEY=weak
# opened the engine to anyone who knew it, LLAMA_ARG_HOST=0.0.0.0 would open
# it to the network), and the person's other secrets (API keys, tokens,
# VERBATIM_SYNC_PASSWORD) are none of its business.
_ENV_NAMES = frozenset(
    {"PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TEMP", "TMP"}
    # a person's own GPU build: its libraries, and the Vulkan, Mesa and
    # NVIDIA choice of device
    | {"LD_LIBRARY_PATH", "XDG_RUNTIME_DIR", "DRI_PRIME"}
    # Windows: without SYSTEMROOT a child cannot start its network stack
    # (WSAStartup fails), so llama-server.exe could not listen
    | {"SYSTEMROOT", "WINDIR"}
)
_ENV_PREFIXES = (
    "LC_",  # the language, piece by piece
    "GGML_",  # ggml's own backend settings (GGML_VK_VISIBLE_DEVICES, GGML_CUDA_*)
    "VK_",  # the Vulkan loader: which drivers and layers
    "MESA_",
    "__NV_",
    "CUDA_",
    "HIP_",
    "ROCR_",
    "HSA_",  # ROCm: which GPU, and its override for consumer cards
    "ONEAPI_",
    "SYCL_",
    "OMP_",
    "GOMP_",  # the OpenMP runtime the CPU build uses for its threads
)


def engine_env(key: str) -> dict[str, str]:
    """The engine's whole environment: the allow-list above, and its key."""
    kept = {k: v for k, v in os.environ.items() if k in _ENV_NAMES or k.startswith(_ENV_PREFIXES)}
    if getattr(sys, "frozen", False):
        # A packaged Verbatim's launcher points LD_LIBRARY_PATH at its own
        # libraries and keeps the person's in LD_LIBRARY_PATH_ORIG: the
        # engine, and the system's Vulkan driver it loads, get the person's.
        kept.pop("LD_LIBRARY_PATH", None)
        if os.environ.get("LD_LIBRARY_PATH_ORIG"):
            kept["LD_LIBRARY_PATH"] = os.environ["LD_LIBRARY_PATH_ORIG"]
    return {**kept, "LLAMA_API_KEY": key}
