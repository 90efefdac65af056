#!/usr/bin/env bash
# Runs scripts/gpu_shots.py under Xvfb (1280x800) with openbox: the Vulkan
# engine on lavapipe and the CPU engine, light and dark.
# Usage: scripts/gpu_shots.sh PYTHON
set -euo pipefail
py=$1
display=:89
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $wm $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e /tmp/.X11-unix/X${display#:} ] && break; sleep 0.1; done
DISPLAY=$display openbox >/dev/null 2>&1 &
wm=$!
sleep 1
for engine in gpu cpu; do
  for theme in light dark; do
    DISPLAY=$display QT_QPA_PLATFORM=xcb PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
      "$py" scripts/gpu_shots.py --engine "$engine" --theme "$theme"
  done
done
