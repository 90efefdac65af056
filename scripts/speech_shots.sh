#!/usr/bin/env bash
# Runs scripts/speech_shots.py under Xvfb (800x600) with openbox, light and
# dark. Usage: scripts/speech_shots.sh PYTHON [OUT]
set -euo pipefail
py=$1
out=${2:-docs/screenshots/speech}
source "$(dirname "$0")/desktop.sh"
start_desktop 800x600
for theme in light dark; do
  "$py" scripts/speech_shots.py --theme "$theme" --out "$out"
done
