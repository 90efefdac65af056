#!/usr/bin/env bash
# The local engine: llama.cpp's own `llama-server`, built once per llama.cpp
# version into a cache outside any clone, so every clone, `make test` and CI
# reuse it. PyPI carries llama.cpp's source inside the llama-cpp-python sdist
# (vendor/llama.cpp); its prebuilt wheels live on an index this machine cannot
# reach, and the one prebuilt CPU wheel on PyPI needs a newer glibc than
# Debian 12's (see ARCHITECTURE.md, "Models on this computer").
#
#   scripts/build_engine.sh PYTHON              prints the path of llama-server
#   scripts/build_engine.sh --portable PYTHON   the build the packages ship
#
# The cache's own build is tuned for this machine's CPU (-march=native). The
# portable one, for the .deb and the tarball, runs on any x86-64 CPU with
# AVX2 (Intel since 2013, AMD since 2015; Verbatim checks before starting it)
# and is cached beside it as llama-cpp-python-VERSION-portable.
#
# Safe to run again: when the binary is there and answers --version, it
# takes a moment. A build in progress elsewhere is waited for (flock).
set -euo pipefail

NATIVE=ON
SUFFIX=""
if [ "${1:-}" = "--portable" ]; then NATIVE=OFF; SUFFIX="-portable"; shift; fi
PY=${1:?usage: build_engine.sh [--portable] PYTHON}
VERSION=0.3.36  # llama-cpp-python, the llama.cpp it vendors; change both here and in binary.py
CACHE=${VERBATIM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/verbatim}
HOME_DIR="$CACHE/engine/llama-cpp-python-$VERSION$SUFFIX"
BIN="$HOME_DIR/bin/llama-server"

ready() { [ -x "$BIN" ] && "$BIN" --version >/dev/null 2>&1; }
if ready; then echo "$BIN"; exit 0; fi

mkdir -p "$HOME_DIR" "$CACHE/downloads"
exec 9>"$HOME_DIR/.lock"
flock 9
if ready; then echo "$BIN"; exit 0; fi

need=()
command -v cmake >/dev/null 2>&1 || need+=(cmake)
command -v g++ >/dev/null 2>&1 || need+=(g++)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq "${need[@]}" >&2
  else
    echo "build_engine: the local engine needs ${need[*]}: sudo apt install ${need[*]}" >&2
    exit 2
  fi
fi

sdist="$CACHE/downloads/llama_cpp_python-$VERSION.tar.gz"
if [ ! -s "$sdist" ]; then
  "$PY" -m pip download --quiet --no-deps --no-binary :all: "llama-cpp-python==$VERSION" \
    -d "$CACHE/downloads" >&2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar xzf "$sdist" -C "$work"
src="$work/llama_cpp_python-$VERSION/vendor/llama.cpp"
started=$(date +%s)
echo "build_engine: building llama-server from llama.cpp in llama-cpp-python $VERSION" \
  "(about 4 minutes on two idle cores, once)" >&2
# Static, CPU only, tuned for this machine (the cache is this machine's) or,
# portable, for any CPU with AVX2 (llama.cpp's defaults without native); no
# web UI and nothing fetched at build time (the prebuilt UI comes from the
# network), no curl or OpenSSL: Verbatim only gives it local files.
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
  -DGGML_NATIVE=$NATIVE -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_UI=OFF \
  -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
  -DLLAMA_BUILD_SERVER=ON >"$work/cmake.log" 2>&1 || { tail -30 "$work/cmake.log" >&2; exit 1; }
# VERBATIM_ENGINE_PROGRESS=1 (the window preparing the engine) shows make's
# "[ 25%]" lines on stderr; otherwise the log is only shown if the build fails.
if [ -n "${VERBATIM_ENGINE_PROGRESS:-}" ]; then
  cmake --build "$work/build" --target llama-server -j "$(nproc)" 2>&1 | tee "$work/build.log" |
    grep --line-buffered -oE '^\[ *[0-9]+%\]' >&2 || { tail -40 "$work/build.log" >&2; exit 1; }
else
  cmake --build "$work/build" --target llama-server -j "$(nproc)" >"$work/build.log" 2>&1 \
    || { tail -40 "$work/build.log" >&2; exit 1; }
fi
mkdir -p "$HOME_DIR/bin"
install -m 0755 "$work/build/bin/llama-server" "$BIN.part"
mv "$BIN.part" "$BIN"
took=$(( $(date +%s) - started ))
{
  echo "llama-server from llama-cpp-python $VERSION (vendor/llama.cpp), GGML_NATIVE=$NATIVE"
  echo "built $(date -u +%FT%TZ) on $(nproc) cores in ${took}s"
  "$BIN" --version 2>&1 | head -3
} >"$HOME_DIR/BUILD.txt"
echo "build_engine: built in ${took}s" >&2
echo "$BIN"
