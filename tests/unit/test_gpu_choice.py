"""Which device the GPU engine is given, from what llama.cpp lists, and
where a model ran, from what it logged (issue 39). The real engine on
lavapipe is in tests/e2e/test_gpu_engine.py; these are the decisions."""

from __future__ import annotations

from desktop.local.gpu import (
    NONE,
    Device,
    DeviceKind,
    Placement,
    choose,
    fault_sentence,
    launch_args,
    offloaded,
    parse_devices,
)

# What `llama-server --verbose --list-devices` prints on a machine with a
# discrete card, an integrated one and lavapipe (the line format is
# llama.cpp's common/arg.cpp; the ggml_vulkan lines its ggml-vulkan.cpp's).
LISTED = """\
ggml_vulkan: Found 3 Vulkan devices:
ggml_vulkan: 0 = AMD Radeon Graphics (RADV RENOIR) (radv) | uma: 1 | fp16: 1 | bf16: 0 | fp4: 0 \
| warp size: 64 | shared memory: 65536 | int dot: 1 | matrix cores: none
ggml_vulkan: 1 = NVIDIA GeForce RTX 4070 (NVIDIA) | uma: 0 | fp16: 1 | bf16: 1 | fp4: 0 \
| warp size: 32 | shared memory: 49152 | int dot: 1 | matrix cores: NV_coopmat2
ggml_vulkan: 2 = llvmpipe (LLVM 15.0.6, 256 bits) (llvmpipe) | uma: 1 | fp16: 1 | bf16: 0 \
| fp4: 0 | warp size: 8 | shared memory: 32768 | int dot: 0 | matrix cores: none
Available devices:
  Vulkan0: AMD Radeon Graphics (RADV RENOIR) (8192 MiB, 7000 MiB free)
  Vulkan1: NVIDIA GeForce RTX 4070 (12282 MiB, 11800 MiB free)
  Vulkan2: llvmpipe (LLVM 15.0.6, 256 bits) (2048 MiB, 2048 MiB free)
"""


def test_the_devices_are_read_with_their_memory_and_kind() -> None:
    devices = parse_devices(LISTED)
    assert [(d.id, d.name, d.total_mib, d.free_mib, d.kind) for d in devices] == [
        ("Vulkan0", "AMD Radeon Graphics (RADV RENOIR)", 8192, 7000, DeviceKind.INTEGRATED),
        ("Vulkan1", "NVIDIA GeForce RTX 4070", 12282, 11800, DeviceKind.DISCRETE),
        ("Vulkan2", "llvmpipe (LLVM 15.0.6, 256 bits)", 2048, 2048, DeviceKind.SOFTWARE),
    ]


def test_a_discrete_card_is_preferred_and_a_software_device_never_chosen_by_itself() -> None:
    devices = parse_devices(LISTED)
    assert choose(devices, "", allow_software=False).device == devices[1]
    assert choose(devices[:1] + devices[2:], "", allow_software=False).device == devices[0]
    alone = choose(devices[2:], "", allow_software=False)
    assert alone.device is None
    assert alone.advice == (
        "Only a software Vulkan device (llvmpipe (LLVM 15.0.6, 256 bits)) was found, which is "
        "slower than the processor; install your graphics card's driver."
    )
    assert choose(devices[2:], "", allow_software=True).device == devices[2]  # the tests


def test_the_card_named_in_settings_wins_and_none_keeps_the_processor() -> None:
    devices = parse_devices(LISTED)
    assert choose(devices, "AMD Radeon Graphics (RADV RENOIR)", False).device == devices[0]
    assert choose(devices, "a card no longer there", False).device == devices[1]
    kept = choose(devices, NONE, False)
    assert kept.device is None
    assert Placement(None, why=kept.why).describe() == "On the processor (as chosen in Settings)"


def test_no_device_says_what_to_install() -> None:
    for listed in (None, parse_devices("Available devices:\n  (none)\n")):
        found = choose(listed, "", allow_software=False)
        assert found.device is None
        assert found.advice == (
            "No graphics driver with Vulkan was found; install mesa-vulkan-drivers or your "
            "card's driver."
        )
        assert Placement(None, why=found.why).describe() == (
            "On the processor (no GPU driver found)"
        )


def test_where_it_ran_is_read_from_the_engines_log() -> None:
    log = b"load_tensors: loading model tensors\nload_tensors: offloaded 31/31 layers to GPU\n"
    card = Device("Vulkan1", "NVIDIA GeForce RTX 4070", 12282, 11800, DeviceKind.DISCRETE)
    layers = offloaded(log)
    assert layers == (31, 31)
    assert Placement(card, *layers).describe() == (
        "On the GPU: NVIDIA GeForce RTX 4070 (Vulkan), 31 of 31 layers"
    )
    assert offloaded(b"nothing of the kind") is None


def test_llama_cpp_fits_unless_the_layers_are_set_by_hand() -> None:
    card = Device("Vulkan1", "card", 12282, 11800, DeviceKind.DISCRETE)
    chosen = ["--device", "Vulkan1", "--log-verbosity", "4"]
    assert launch_args(card, 0) == [*chosen, "--fit", "on", "--fit-target", "1024"]
    assert launch_args(card, 20) == [
        *chosen,
        "--n-gpu-layers",
        "20",
        "--fit",
        "off",
    ]


def test_the_cards_fault_is_said_from_its_log() -> None:
    oom = b"ggml_vulkan: Device memory allocation of size 1 failed.\nErrorOutOfDeviceMemory\n"
    assert fault_sentence(oom) == "The graphics card ran out of memory."
    assert fault_sentence(b"") == "The graphics card stopped."
