#!/usr/bin/env bash
# Runs scripts/voice_shots.py under Xvfb (800x600) with openbox, light and
# dark; the script starts a PulseAudio server of its own. Usage:
# scripts/voice_shots.sh PYTHON
set -euo pipefail
py=$1
source "$(dirname "$0")/desktop.sh"
start_desktop 800x600
for theme in light dark; do
  "$py" scripts/voice_shots.py --theme "$theme"
done
