#!/usr/bin/env bash
# Runs scripts/about_shots.py under Xvfb (800x600) with openbox, light and
# dark, English and German. Usage: scripts/about_shots.sh PYTHON
set -euo pipefail
py=$1
source "$(dirname "$0")/desktop.sh"
start_desktop 800x600
for theme in light dark; do
  "$py" scripts/about_shots.py --theme "$theme"
done
