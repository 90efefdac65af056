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
#   scripts/build_engine.sh --vulkan PYTHON     the GPU engine (Vulkan), beside the CPU one
#
# The cache's own build is tuned for this machine's CPU (-march=native). The
# portable one, for the .deb and the tarball, runs on any x86-64 CPU with
# AVX2 (Intel since 2013, AMD since 2015; Verbatim checks before starting it)
# and is cached beside it as llama-cpp-python-VERSION-portable.
#
# The Vulkan engine is the same llama.cpp with GGML_VULKAN=ON: one build that
# runs on NVIDIA, AMD and Intel cards with only their driver installed (and on
# lavapipe, Mesa's software Vulkan device, which the tests use). It is also
# portable (no -march=native: the CPU part of it runs what the GPU cannot
# hold) and needs Debian 12's libvulkan-dev, glslc and spirv-headers to build;
# at run time only the Vulkan loader (libvulkan1) and a driver. Cached as
# llama-cpp-python-VERSION-vulkan. See PLATFORM.md, "GPU engine".
#
# Safe to run again: when the binary is there and answers --version, it
# takes a moment. A build in progress elsewhere is waited for (flock).
set -euo pipefail

NATIVE=ON
VULKAN=OFF
SUFFIX=""
case "${1:-}" in
  --portable) NATIVE=OFF; SUFFIX="-portable"; shift ;;
  --vulkan) NATIVE=OFF; VULKAN=ON; SUFFIX="-vulkan"; shift ;;
esac
PY=${1:?usage: build_engine.sh [--portable|--vulkan] PYTHON}
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
if [ "$VULKAN" = ON ]; then
  [ -e /usr/include/vulkan/vulkan.h ] || need+=(libvulkan-dev)
  command -v glslc >/dev/null 2>&1 || need+=(glslc)
  [ -e /usr/share/cmake/SPIRV-Headers/SPIRV-HeadersConfig.cmake ] || need+=(spirv-headers)
fi
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

# This llama.cpp's ggml-vulkan.cpp uses VK_EXT_layer_settings without a
# version guard (Vulkan headers 1.3.261 and later); Debian 12's are 1.3.239
# and the build stops at "'LayerSettingEXT' is not a member of 'vk'". The
# headers of Debian 13's libvulkan-dev (1.4.309) are taken instead: headers
# only, fetched once with apt into the cache from the same Debian archive
# this machine uses; the program still links Debian 12's loader and runs
# with any Vulkan driver. Prints the cmake option, or nothing when the
# system's headers are new enough.
HEADERS_VERSION=1.4.309
vulkan_headers() {
  local have dir="$CACHE/engine/vulkan-headers-$HEADERS_VERSION" apt="$work/apt" uri
  have=$(sed -n 's/^#define VK_HEADER_VERSION \([0-9]*\).*/\1/p' /usr/include/vulkan/vulkan_core.h)
  if [ "${have:-0}" -ge 261 ]; then return 0; fi
  if [ ! -f "$dir/usr/include/vulkan/vulkan.hpp" ]; then
    uri=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 'Created-By: Packages' 2>/dev/null |
      awk '$2 == "bookworm" { print $1; exit }')
    [ -n "$uri" ] || { echo "build_engine: no Debian 12 archive in apt's sources" >&2; return 1; }
    mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial"
    echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri trixie main" \
      >"$apt/sources.list"
    local o=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
             -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o APT::Sandbox::User=root)
    apt-get "${o[@]}" update -qq >&2 &&
      (cd "$apt" && apt-get "${o[@]}" download -qq "libvulkan-dev=$HEADERS_VERSION.0-1") >&2 ||
      return 1
    rm -rf "$dir.part" && dpkg-deb -x "$apt"/libvulkan-dev_*.deb "$dir.part" && mv "$dir.part" "$dir"
  fi
  echo "-DVulkan_INCLUDE_DIR=$dir/usr/include"
}
extra=()
if [ "$VULKAN" = ON ]; then
  headers=$(vulkan_headers) || { echo "build_engine: newer Vulkan headers could not be fetched" >&2; exit 1; }
  [ -z "$headers" ] || extra+=("$headers")
fi
tar xzf "$sdist" -C "$work"
src="$work/llama_cpp_python-$VERSION/vendor/llama.cpp"
started=$(date +%s)
took_here="about 4 minutes on two idle cores"
# Vulkan: its shaders (155 sources, many variants each) compiled first.
[ "$VULKAN" = ON ] && took_here="about 15 minutes on two busy cores"
echo "build_engine: building llama-server from llama.cpp in llama-cpp-python $VERSION" \
  "($took_here, once)" >&2
# Static, CPU only (or with Vulkan), tuned for this machine (the cache is this machine's) or,
# portable, for any CPU with AVX2 (llama.cpp's defaults without native); no
# web UI and nothing fetched at build time (the prebuilt UI comes from the
# network), no curl or OpenSSL: Verbatim only gives it local files.
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF \
  -DGGML_NATIVE=$NATIVE -DLLAMA_CURL=OFF -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_UI=OFF \
  -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF \
  -DLLAMA_BUILD_SERVER=ON -DGGML_VULKAN=$VULKAN "${extra[@]}" >"$work/cmake.log" 2>&1 || { tail -30 "$work/cmake.log" >&2; exit 1; }
# VERBATIM_ENGINE_PROGRESS=1 (the window preparing the engine) shows make's
# "[ 25%]" lines on stderr; otherwise the log is only shown if the build fails.
if [ -n "${VERBATIM_ENGINE_PROGRESS:-}" ]; then
  cmake --build "$work/build" --target llama-server -j "${VERBATIM_BUILD_JOBS:-$(nproc)}" 2>&1 | tee "$work/build.log" |
    grep --line-buffered -oE '^\[ *[0-9]+%\]' >&2 || { tail -40 "$work/build.log" >&2; exit 1; }
else
  cmake --build "$work/build" --target llama-server -j "${VERBATIM_BUILD_JOBS:-$(nproc)}" >"$work/build.log" 2>&1 \
    || { tail -40 "$work/build.log" >&2; exit 1; }
fi
mkdir -p "$HOME_DIR/bin"
install -m 0755 "$work/build/bin/llama-server" "$BIN.part"
mv "$BIN.part" "$BIN"
took=$(( $(date +%s) - started ))
{
  echo "llama-server from llama-cpp-python $VERSION (vendor/llama.cpp), GGML_NATIVE=$NATIVE GGML_VULKAN=$VULKAN"
  echo "built $(date -u +%FT%TZ) on $(nproc) cores in ${took}s"
  "$BIN" --version 2>&1 | head -3
} >"$HOME_DIR/BUILD.txt"
echo "build_engine: built in ${took}s" >&2
echo "$BIN"
