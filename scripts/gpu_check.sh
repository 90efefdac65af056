#!/usr/bin/env bash
# The device check for the GPU engine (issue 39), for a machine with a
# graphics card: under 3 minutes once the engines are built.
#
#   scripts/gpu_check.sh [PYTHON]
#
# Builds or reuses both engines (scripts/build_engine.sh), then prints the
# Vulkan devices llama.cpp lists, the one Verbatim chooses, the layers
# llama.cpp offloads to it, and tokens per second through Verbatim and
# straight to the same llama-server, on the GPU engine and on the CPU
# engine (tests/perf/test_local_engine_perf.py, the real SmolLM2 model).
# VERBATIM_GPU_ALLOW_SOFTWARE=1 lets it run on lavapipe where there is no card.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:-${VERBATIM_VENV:-.venv}/bin/python}
started=$(date +%s)
bash scripts/build_engine.sh "$PY" >/dev/null
vulkan=$(bash scripts/build_engine.sh --vulkan "$PY")
"$PY" -m tests.local_model >/dev/null
echo "== the Vulkan devices llama.cpp lists ($vulkan)"
# --verbose: ggml's own line for every Vulkan device, those it leaves out
# of its list too (a software one such as lavapipe, unless made visible).
"$vulkan" --verbose --list-devices 2>&1 |
  grep -E 'ggml_vulkan: [0-9]+ = |Vulkan[0-9]+: |\(none\)' | sed 's/^/  /'
echo "== what Verbatim chooses"
"$PY" - <<'PY'
from desktop.local.engine_choice import EngineChoice

found = EngineChoice().detect()
print(f"  {found.device or 'no device'}")
print(f"  {found.advice or EngineChoice().where()}")
PY
echo "== tokens per second, through Verbatim and straight to llama-server"
QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
  "$PY" -m pytest tests/perf/test_local_engine_perf.py -m perf -s -q -p no:cacheprovider -rs |
  grep -vE '^(\.|s|$)' || true
echo "== done in $(( $(date +%s) - started )) s"
