#!/usr/bin/env bash
# Runs scripts/gpu_shots.py under Xvfb (1280x800) with openbox: the Vulkan
# engine on lavapipe and the CPU engine, light and dark.
# Usage: scripts/gpu_shots.sh PYTHON
set -euo pipefail
py=$1
source "$(dirname "$0")/desktop.sh"
start_desktop 1280x800
for engine in gpu cpu; do
  for theme in light dark; do
    "$py" scripts/gpu_shots.py --engine "$engine" --theme "$theme"
  done
done
