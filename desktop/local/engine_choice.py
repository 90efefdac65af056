"""Which engine the next start of a model uses: the GPU engine on the
device detection chose, or the CPU engine, and why.

Detection runs the GPU engine's device listing once (a second or two) and
is remembered until the settings change. A GPU engine that failed this run
(out of video memory, or ended) is not tried again until then: the model
goes on on the processor, and the person is told so (never a silent move).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from desktop.domain.words import say
from desktop.local.binary import find_vulkan_engine
from desktop.local.child import engine_env
from desktop.local.gpu import (
    NONE,
    SOFTWARE_VISIBLE,
    Choice,
    Device,
    Placement,
    choose,
    launch_args,
    list_devices,
    no_driver,
    software_allowed,
)


@dataclass(frozen=True)
class Plan:
    """One start: the binary, the device (None: the processor), the
    arguments that place the model, and why not on a GPU."""

    binary: Path
    device: Device | None
    args: list[str] = field(default_factory=list)
    why: str = ""
    env: dict[str, str] = field(default_factory=dict)  # beside the engine's own

    def placement(self, layers: tuple[int, int] | None) -> Placement:
        if self.device is None:
            return Placement(None, why=self.why)
        return Placement(self.device, *(layers or (None, None)))


class EngineChoice:
    """The settings (which device, layers by hand), what detection found,
    and this run's GPU fault."""

    def __init__(self, wanted: str = "", layers: int = 0, vulkan: Path | None = None) -> None:
        self.wanted = wanted  # "" automatic, "none" the processor, else a device's name
        self.layers = layers  # 0: llama.cpp fits; else that many layers, fit off
        self.vulkan = vulkan  # the GPU engine (None: the one this installation has)
        self.fault = ""  # why the GPU engine is not used again this run (a phrase)
        self._found: Choice | None = None
        self._env: dict[str, str] = {}

    def configure(self, wanted: str, layers: int) -> None:
        """New settings: detected again, and a fault forgotten (the person
        may have chosen another card, or fewer layers)."""
        if (wanted, layers) != (self.wanted, self.layers):
            self.wanted, self.layers = wanted, layers
            self._found, self.fault = None, ""

    def detect(self) -> Choice:
        """Blocking (runs the engine's listing): call it on a thread."""
        if self._found is None:
            binary = self.vulkan or find_vulkan_engine()
            if binary is None:
                self._found = Choice(None, why=say("this installation has no GPU engine"))
            elif self.wanted == NONE:
                self._found = choose(None, NONE, False)
            else:
                devices = self._list(binary)
                found = choose(devices, self.wanted, software_allowed())
                self._found = no_driver() if devices is None else found
        return self._found

    def _list(self, binary: Path) -> list[Device] | None:
        """ggml leaves software devices out of its list unless they are made
        visible (GGML_VK_VISIBLE_DEVICES). With no card listed, the first
        device is looked at that way too: a software one is then named in
        the reason, or, where allowed (the tests), used with that setting."""
        env = engine_env("")
        devices = list_devices(binary, env)
        if devices != [] or SOFTWARE_VISIBLE in env:
            return devices
        visible = {SOFTWARE_VISIBLE: "0"}
        devices = list_devices(binary, {**env, **visible}) or []
        self._env = visible if software_allowed() else {}
        return devices

    def plan(self, cpu: Path) -> Plan:
        """Blocking (see detect)."""
        found = self.detect()
        binary = self.vulkan or find_vulkan_engine()
        if self.fault:
            return Plan(cpu, None, why=self.fault)
        if found.device is None or binary is None:
            return Plan(cpu, None, why=found.why)
        return Plan(binary, found.device, launch_args(found.device, self.layers), env=self._env)

    def where(self) -> str:
        """Where models will run, in a sentence, before one runs."""
        found = self.detect()
        if self.fault:
            return Placement(None, why=self.fault).describe()
        if found.device is not None:
            return Placement(found.device).describe()
        return found.advice or Placement(None, why=found.why).describe()
