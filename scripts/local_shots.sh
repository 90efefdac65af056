#!/usr/bin/env bash
# Runs scripts/local_shots.py under Xvfb (1280x800) with openbox, light and
# dark. Usage: scripts/local_shots.sh PYTHON
set -euo pipefail
py=$1
source "$(dirname "$0")/desktop.sh"
start_desktop 1280x800
for theme in light dark; do
  "$py" scripts/local_shots.py --theme "$theme"
done
