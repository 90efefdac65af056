#!/usr/bin/env bash
# Runs scripts/local_shots.py under Xvfb (1280x800) with openbox, light and
# dark. Usage: scripts/local_shots.sh PYTHON
set -euo pipefail
py=$1
display=:88
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $wm $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e /tmp/.X11-unix/X${display#:} ] && break; sleep 0.1; done
DISPLAY=$display openbox >/dev/null 2>&1 &
wm=$!
sleep 1
for theme in light dark; do
  DISPLAY=$display QT_QPA_PLATFORM=xcb PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
    "$py" scripts/local_shots.py --theme "$theme"
done
