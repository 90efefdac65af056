"""Models on the graphics card (issue 39): which device the GPU engine (the
same llama.cpp built with Vulkan) can use, and where a model really ran.

- The devices are what the Vulkan engine itself lists (`--list-devices`:
  name, total and free memory), so Verbatim sees exactly what llama.cpp will.
- A discrete card is preferred over an integrated one. A software device
  (Mesa's lavapipe/llvmpipe, SwiftShader) runs Vulkan on the processor,
  slower than the CPU engine: it is never chosen for a person, only when
  named in Settings or allowed by VERBATIM_GPU_ALLOW_SOFTWARE=1 (the tests).
- No Vulkan engine, no Vulkan loader, no driver or no usable device: the CPU
  engine, with the reason in one sentence and what to install.
- Where it ran is read back from the engine's own log ("offloaded 31/31
  layers to GPU"), never assumed.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from desktop.domain.words import say

ALLOW_SOFTWARE_ENV = "VERBATIM_GPU_ALLOW_SOFTWARE"
# ggml's own choice of Vulkan devices; without it, it never lists a software one.
SOFTWARE_VISIBLE = "GGML_VK_VISIBLE_DEVICES"
# The free video memory llama.cpp's fit leaves unused (MiB): room for the
# desktop, a browser and the compute buffers that grow with the prompt.
FIT_MARGIN_MIB = 1024
NONE = "none"  # the setting that keeps models on the processor
LIST_TIMEOUT_S = 30.0
_DEVICE = re.compile(r"^\s*(Vulkan\d+): (.+) \((\d+) MiB, (\d+) MiB free\)\s*$", re.M)
_SOFTWARE = re.compile(r"llvmpipe|lavapipe|softpipe|swiftshader", re.I)
# ggml's own line for each Vulkan device (printed with --verbose): its
# driver and whether it shares the system's memory (an integrated GPU).
_VK_INFO = re.compile(r"ggml_vulkan: (\d+) = .*? \(([^()]*)\) \| uma: (\d)")
_OFFLOADED = re.compile(rb"offloaded (\d+)/(\d+) layers to GPU")
_OUT_OF_MEMORY = re.compile(
    rb"ErrorOutOfDeviceMemory|out of (?:device )?memory|failed to allocate|unable to allocate"
    rb"|tensor is too large",
    re.I,
)


class DeviceKind(Enum):
    """What a Vulkan device is, as far as choosing it goes."""

    DISCRETE = "discrete"
    INTEGRATED = "integrated"
    SOFTWARE = "software"


@dataclass(frozen=True)
class Device:
    """A Vulkan device as the GPU engine lists it."""

    id: str  # what --device takes: "Vulkan0"
    name: str
    total_mib: int
    free_mib: int
    kind: DeviceKind


@dataclass(frozen=True)
class Placement:
    """Where a model runs: on a device (with the layers llama.cpp put on
    it, from its log), or on the processor and why."""

    device: Device | None
    layers: int | None = None
    of: int | None = None
    why: str = ""  # on the processor: a phrase made with say()

    def describe(self) -> str:
        if self.device is None:
            if self.why:
                return say("On the processor ({why})", why=self.why)
            return say("On the processor")
        if self.layers is None or self.of is None:
            return say("On the GPU: {name} (Vulkan)", name=self.device.name)
        return say(
            "On the GPU: {name} (Vulkan), {layers} of {of} layers",
            name=self.device.name,
            layers=self.layers,
            of=self.of,
        )


@dataclass(frozen=True)
class Choice:
    """What detection found: the device to use (None: the processor), every
    device listed, and, when none is used, why in a sentence."""

    device: Device | None
    devices: tuple[Device, ...] = ()
    why: str = ""  # a phrase for "On the processor (…)"
    advice: str = ""  # the whole sentence, with what to install


def no_driver() -> Choice:
    return Choice(
        None,
        why=say("no GPU driver found"),
        advice=say(
            "No graphics driver with Vulkan was found; install mesa-vulkan-drivers or your "
            "card's driver."
        ),
    )


def parse_devices(text: str) -> list[Device]:
    """The devices in `--list-devices -v` output; their kind from ggml's own
    line where it is there, else from the name."""
    info = {int(m[1]): (m[2], m[3] == "1") for m in _VK_INFO.finditer(text)}
    devices = []
    for found in _DEVICE.finditer(text):
        ident, name = found[1], found[2].strip()
        driver, shared = info.get(int(ident.removeprefix("Vulkan")), ("", False))
        if _SOFTWARE.search(name) or _SOFTWARE.search(driver):
            kind = DeviceKind.SOFTWARE
        elif shared:
            kind = DeviceKind.INTEGRATED
        else:
            kind = DeviceKind.DISCRETE
        devices.append(Device(ident, name, int(found[3]), int(found[4]), kind))
    return devices


def list_devices(binary: Path, env: dict[str, str]) -> list[Device] | None:
    """The devices the Vulkan engine sees; None when it cannot run here (no
    Vulkan loader: it fails before main)."""
    try:
        done = subprocess.run(
            [str(binary), "--verbose", "--list-devices"],
            capture_output=True,
            stdin=subprocess.DEVNULL,
            timeout=LIST_TIMEOUT_S,
            env=env,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = (done.stdout + done.stderr).decode("utf-8", errors="replace")
    if done.returncode != 0 and not _DEVICE.search(text):
        return None
    return parse_devices(text)


def choose(devices: list[Device] | None, wanted: str, allow_software: bool) -> Choice:
    """The device to run on: the one named in Settings, else the best card
    (discrete, then integrated, then the most free memory)."""
    if wanted == NONE:
        return Choice(None, tuple(devices or ()), why=say("as chosen in Settings"))
    if not devices:
        return no_driver()
    named = [d for d in devices if d.name == wanted]
    if wanted and named:
        return Choice(named[0], tuple(devices))
    order = {DeviceKind.DISCRETE: 0, DeviceKind.INTEGRATED: 1, DeviceKind.SOFTWARE: 2}
    usable = [d for d in devices if d.kind is not DeviceKind.SOFTWARE or allow_software]
    if not usable:
        return Choice(
            None,
            tuple(devices),
            why=say("no graphics card found"),
            advice=say(
                "Only a software Vulkan device ({name}) was found, which is slower than the "
                "processor; install your graphics card's driver.",
                name=devices[0].name,
            ),
        )
    best = min(usable, key=lambda d: (order[d.kind], -d.free_mib))
    return Choice(best, tuple(devices))


def software_allowed() -> bool:
    return os.environ.get(ALLOW_SOFTWARE_ENV, "") not in ("", "0")


def offloaded(log: bytes) -> tuple[int, int] | None:
    """How many of the model's layers llama.cpp put on the GPU, by its log."""
    found = _OFFLOADED.findall(log)
    return (int(found[-1][0]), int(found[-1][1])) if found else None


def ran_out_of_memory(log: bytes) -> bool:
    return bool(_OUT_OF_MEMORY.search(log))


def fault_phrase(log: bytes) -> str:
    """Why the GPU engine ended, from its log: out of video memory, or not said."""
    if ran_out_of_memory(log):
        return say("the graphics card ran out of memory")
    return say("the graphics card stopped")


def fault_sentence(log: bytes) -> str:
    """The same, as the sentence that begins what the person reads."""
    if ran_out_of_memory(log):
        return say("The graphics card ran out of memory.")
    return say("The graphics card stopped.")


def launch_args(device: Device, layers: int) -> list[str]:
    """The engine's arguments for `device`: llama.cpp fits the model itself
    (no layer count, a margin of free memory), unless the person set the
    layers by hand (advanced), which switches fit off."""
    # Verbosity 4 (info): llama.cpp then logs the layers it offloaded and
    # why fit chose them, which the default (3) leaves out.
    args = ["--device", device.id, "--log-verbosity", "4"]
    if layers > 0:
        return [*args, "--n-gpu-layers", str(layers), "--fit", "off"]
    return [*args, "--fit", "on", "--fit-target", str(FIT_MARGIN_MIB)]
