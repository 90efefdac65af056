#!/usr/bin/env bash
# Runs scripts/about_shots.py under Xvfb (800x600) with openbox, light and
# dark, English and German. Usage: scripts/about_shots.sh PYTHON
set -euo pipefail
py=$1
display=:84
Xvfb "$display" -screen 0 800x600x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $wm $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do [ -e /tmp/.X11-unix/X${display#:} ] && break; sleep 0.1; done
DISPLAY=$display openbox >/dev/null 2>&1 &
wm=$!
sleep 1
for theme in light dark; do
  DISPLAY=$display QT_QPA_PLATFORM=xcb PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
    "$py" scripts/about_shots.py --theme "$theme"
done
