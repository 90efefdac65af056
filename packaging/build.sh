#!/usr/bin/env bash
# Builds the Linux installers: a PyInstaller one-folder bundle, a .tar.gz of
# it, and a .deb. Prints what it made, with sizes and the time it took.
# Usage: bash packaging/build.sh   (or: make package)
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
PY=.venv/bin/python
# The venv from the lock, and PyInstaller from requirements/lock-package.txt
# (the same pins plus PyInstaller's own), each checked against its hash.
VERBATIM_VENV=.venv VERBATIM_PACKAGE=1 bash scripts/setup.sh
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
OUT=packaging/dist
rm -rf packaging/build "$OUT"
mkdir -p "$OUT"

# Each engine is built once per llama.cpp version into the cache (a second
# run takes a moment). VERBATIM_PACKAGE_ENGINE and
# VERBATIM_PACKAGE_VULKAN_ENGINE may name builds made elsewhere from the same
# llama.cpp (a CI cache); the CPU one must be the portable build.
echo "== the local engine (portable: any x86-64 CPU with AVX2)"
VERBATIM_PACKAGE_ENGINE=${VERBATIM_PACKAGE_ENGINE:-$(bash scripts/build_engine.sh --portable "$PY")}
export VERBATIM_PACKAGE_ENGINE
"$VERBATIM_PACKAGE_ENGINE" --version 2>&1 | head -1

# The GPU engine (issue 39) ships beside it: the same llama.cpp built with
# Vulkan, run where a Vulkan driver is found, the CPU engine otherwise.
# VERBATIM_NO_GPU_ENGINE=1 leaves it out (a machine that cannot build it).
if [ -z "${VERBATIM_NO_GPU_ENGINE:-}" ]; then
  echo "== the GPU engine (Vulkan)"
  VERBATIM_PACKAGE_VULKAN_ENGINE=${VERBATIM_PACKAGE_VULKAN_ENGINE:-$(bash scripts/build_engine.sh --vulkan "$PY")}
  export VERBATIM_PACKAGE_VULKAN_ENGINE
  "$VERBATIM_PACKAGE_VULKAN_ENGINE" --version 2>&1 | head -1
else
  echo "== no GPU engine (VERBATIM_NO_GPU_ENGINE is set): models run on the processor"
  unset VERBATIM_PACKAGE_VULKAN_ENGINE
fi

# The release feed the app reads, once a day and only if the person agrees
# (issue 42): VERBATIM_UPDATE_FEED=https://…/releases.json make package.
echo "== PyInstaller bundle (version $VERSION, release feed: ${VERBATIM_UPDATE_FEED:-none})"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$OUT" --workpath packaging/build packaging/verbatim.spec
QT_QPA_PLATFORM=offscreen "$OUT/verbatim/verbatim" --version
"$OUT/verbatim/_internal/desktop/engine_bin/llama-server" --version 2>&1 | head -1
if [ -n "${VERBATIM_PACKAGE_VULKAN_ENGINE:-}" ]; then
  "$OUT/verbatim/_internal/desktop/engine_bin/vulkan/llama-server" --version 2>&1 | head -1
fi

echo "== .tar.gz"
tar -C "$OUT" -czf "$OUT/verbatim-$VERSION-linux-$(uname -m).tar.gz" verbatim

echo "== .deb"
bash packaging/build_deb.sh "$VERSION" "$OUT/verbatim" "$OUT"

echo "== made in $(( $(date +%s) - start )) s"
du -sh "$OUT/verbatim" | sed 's/^/bundle folder: /'
ls -l "$OUT"/*.tar.gz "$OUT"/*.deb | awk '{printf "%s: %.1f MB\n", $9, $5/1048576}'
