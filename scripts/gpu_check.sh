#!/usr/bin/env bash
# The device check for the GPU engine (issue 39), for a machine with a
# graphics card: under 3 minutes once the engines are built.
#
#   scripts/gpu_check.sh [--from-pack] [--short] [PYTHON]
#
# Builds or reuses both engines (scripts/build_engine.sh), then prints the
# Vulkan devices llama.cpp lists, the one Verbatim chooses, the layers
# llama.cpp offloads to it, and tokens per second through Verbatim and
# straight to the same llama-server, on the GPU engine and on the CPU
# engine (tests/perf/test_local_engine_perf.py, the real SmolLM2 model).
# VERBATIM_GPU_ALLOW_SOFTWARE=1 lets it run on lavapipe where there is no card.
#
# --short: 32 tokens a request and 2 rounds instead of 200 and 5, taken by
# itself when the device chosen is a software one (lavapipe writes a few
# tokens a second: the full benchmark outran 900 s there). On a card the
# full benchmark runs unless --short is given.
# GPU_CHECK_MODEL=FILE.gguf: that model instead of SmolLM2, for a machine
# that reaches no registry (SmolLM2 comes from PyPI, and its 98 MB do not
# fit in what may travel there): `python -m tests.small_model FILE.gguf`
# makes a 35 MB one from SmolLM2 here. VERBATIM_CACHE=DIR takes the built
# engines from DIR/engine instead of ~/.cache/verbatim.
#
# --from-pack: for the device machine, which reaches no registry: takes all
# it needs from .gpucheck/ (made here by scripts/gpu_check_pack.sh, 32 MB:
# both engines, the Vulkan loader, the wheels its image lacks, a 4-block
# SmolLM2), unpacks it under /tmp/gpucheck and fetches nothing. PYTHON is
# python3 there by default. The device tool's command, with
# carry: [".gpucheck"] and timeout_s 420 (not yet run there; 30 s here, short, on lavapipe;
# the NVIDIA driver's Vulkan file is added where the loader finds none):
#
#   nvidia-smi -L; set -o pipefail; PYTHONUNBUFFERED=1 bash scripts/gpu_check.sh --from-pack 2>&1 | tee $OUT/gpu_check.log
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
short=0
pytest_args=()
if [ "${1:-}" = --from-pack ]; then
  shift
  source scripts/gpu_check_unpack.sh
  pytest_args=("${GPU_CHECK_PYTEST_ARGS[@]}")
fi
if [ "${1:-}" = --short ]; then short=1; shift; fi
PY=${1:-${GPU_CHECK_PY:-${VERBATIM_VENV:-.venv}/bin/python}}
bash scripts/build_engine.sh "$PY" >/dev/null
vulkan=$(bash scripts/build_engine.sh --vulkan "$PY")
if [ -n "${GPU_CHECK_MODEL:-}" ]; then
  export VERBATIM_PERF_MODEL=$GPU_CHECK_MODEL
else
  "$PY" -m tests.local_model >/dev/null
fi
echo "== the Vulkan devices llama.cpp lists ($vulkan)"
# --verbose: ggml's own line for each device it uses (driver, uma). ggml
# leaves a software device such as lavapipe out unless made visible, as
# Verbatim's detection then does: listed that way too where none is.
devices='ggml_vulkan: [0-9]+ = |Vulkan[0-9]+: |\(none\)'
listed=$("$vulkan" --verbose --list-devices 2>&1 || true)
grep -E "$devices" <<<"$listed" | sed 's/^/  /' || true
if ! grep -qE 'Vulkan[0-9]+: ' <<<"$listed"; then
  echo "  made visible (GGML_VK_VISIBLE_DEVICES=0):"
  GGML_VK_VISIBLE_DEVICES=0 "$vulkan" --verbose --list-devices 2>&1 |
    grep -E "$devices" | sed 's/^/    /' || true
fi
echo "== what Verbatim chooses"
kind=$("$PY" - <<'PY'
import sys

from desktop.local.engine_choice import EngineChoice

found = EngineChoice().detect()
print(f"  {found.device or 'no device'}", file=sys.stderr)
print(f"  {found.advice or EngineChoice().where()}", file=sys.stderr)
print(found.device.kind.value if found.device else "none")
PY
)
if [ "$kind" = software ]; then short=1; fi
if [ "$short" = 1 ]; then
  export VERBATIM_PERF_TOKENS=32 VERBATIM_PERF_ROUNDS=2
fi
echo "== tokens per second, through Verbatim and straight to llama-server" \
  "(${VERBATIM_PERF_TOKENS:-200} tokens, ${VERBATIM_PERF_ROUNDS:-5} rounds," \
  "$(basename "${VERBATIM_PERF_MODEL:-SmolLM2-135M-Instruct.Q4_1.gguf}"))"
QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
  "$PY" -m pytest tests/perf/test_local_engine_perf.py -m perf -s -q -p no:cacheprovider -rs \
  "${pytest_args[@]}" |
  grep -vE '^(\.|s|$)' || true
echo "== done in $(( $(date +%s) - started )) s"
