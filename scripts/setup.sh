#!/usr/bin/env bash
# Prepares a fresh Debian/Ubuntu machine for Verbatim: the system libraries Qt
# needs, a Python 3.12+ virtual environment in .venv, and the package with its
# test tools. Safe to run again; it skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
qt_libs=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
         libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
         libxcb-shape0 libxkbcommon-x11-0 xvfb xauth)
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${qt_libs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need_apt+=("$p")
  done
fi
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing system libraries: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}"
fi

# Python 3.12 or newer (PySide6 on 3.11 crashes under streaming: see ARCHITECTURE.md).
find_python() {
  local c
  for c in python3.12 python3.13; do
    if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import sys' >/dev/null 2>&1; then
      command -v "$c"; return 0
    fi
  done
  for c in "$HOME"/.pyenv/versions/3.12*/bin/python3.12 "$HOME"/.pyenv/versions/3.13*/bin/python3.13 \
           /usr/bin/python3.12 /usr/bin/python3.13; do
    if [ -x "$c" ]; then echo "$c"; return 0; fi
  done
  if command -v python3 >/dev/null 2>&1 && python3 -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then
    command -v python3; return 0
  fi
  return 1
}

if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c 'import sys; sys.exit(sys.version_info < (3, 12))'; then
  PY=$(find_python) || { echo "setup: Verbatim needs Python 3.12 or newer; none was found." >&2; exit 1; }
  echo "setup: creating .venv with $PY"
  rm -rf .venv
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[test]'
echo "setup: ready ($(.venv/bin/python --version))"
