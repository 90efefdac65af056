#!/usr/bin/env bash
# Runs scripts/shape_shots.py under Xvfb (800x600) with openbox, light and
# dark. Usage: scripts/shape_shots.sh PYTHON
set -euo pipefail
py=$1
source "$(dirname "$0")/desktop.sh"
start_desktop 800x600
for theme in light dark; do
  "$py" scripts/shape_shots.py --theme "$theme"
done
