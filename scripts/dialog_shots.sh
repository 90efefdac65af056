#!/usr/bin/env bash
# Runs scripts/dialog_shots.py under Xvfb (800x600) with openbox, once per
# language and theme. Usage: scripts/dialog_shots.sh PYTHON [LANGUAGE...]
set -euo pipefail
py=$1; shift
languages=("${@:-en de}")
source "$(dirname "$0")/desktop.sh"
start_desktop 800x600
for language in ${languages[@]}; do
  for theme in light dark; do
    "$py" scripts/dialog_shots.py --language "$language" --theme "$theme" \
      ${VERBATIM_TABS:+--tabs "$VERBATIM_TABS"}
  done
done
