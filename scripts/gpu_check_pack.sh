#!/usr/bin/env bash
# Packs what the device check (scripts/gpu_check.sh --from-pack) needs on a
# machine that reaches no registry, into the ignored folder .gpucheck/, so
# that one `carry: [".gpucheck"]` takes it there (issue 39). What travels
# there is the tracked tree plus this folder, 64 MiB in all; this prints
# each part's size and the total, and stops if the total leaves under 6 MiB
# of margin for the tree to grow.
#
#   scripts/gpu_check_pack.sh [PYTHON] [BLOCKS]
#
# PYTHON (default .venv/bin/python) has the test extras (gguf) and SmolLM2.
# BLOCKS (default 4): the model is SmolLM2-135M cut to its first BLOCKS
# blocks (tests/small_model.py), 27 MB at 4, xz-compressed to 23.
#
# The folder holds:
#   engines.tar.xz  both llama-server builds, as VERBATIM_CACHE/engine holds
#                   them: the portable CPU build stands in for the CPU engine
#                   (the cache's own is -march=native, here with AVX-512,
#                   which the other machine's processor may lack), and the
#                   Vulkan build, 58.9 MB in one tar. xz -9e: 8.1 MB, zstd
#                   -19 --long: 9.5 (--ultra -22: 9.5); and Python's tarfile
#                   reads .tar.xz everywhere, where zstd may be missing.
#   debs/           the Vulkan loader (libvulkan1) and libglvnd0 (the NVIDIA
#                   Vulkan driver links its libGLdispatch), Debian 12's,
#                   unpacked there under /tmp (not into /).
#   gomp/           libgomp1, used there only where the system has none.
#   wheels/         what Verbatim's engine path and the benchmark import that
#                   that machine's image lacks (msgspec, platformdirs,
#                   pytest-asyncio), and the project's versions of pytest,
#                   httpx and psutil, which it has at versions not known
#                   here: for CPython 3.12 on x86-64, unzipped there, first
#                   on PYTHONPATH, never pip-installed.
#   SmolLM2-135M-first-BLOCKS-blocks.gguf.xz   the cut model.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${1:-${VERBATIM_VENV:-.venv}/bin/python}
BLOCKS=${2:-4}
PACK=.gpucheck
VERSION=0.3.36  # as in scripts/build_engine.sh
LIMIT=$((64 * 1024 * 1024))
MARGIN=$((6 * 1024 * 1024))
# The versions this project's venv holds: lacking there, then the ones it has
# but may hold at other versions (the HTTP stack the stream runs on, psutil).
WHEELS=(msgspec==0.22.0 platformdirs==4.14.5 pytest-asyncio==1.5.0
        pytest==9.2.0 pluggy==1.7.0 iniconfig==2.3.1 pytest-timeout==2.4.0
        typing-extensions==4.16.0 httpx==0.28.1 httpcore==1.0.9 h11==0.16.0
        anyio==4.16.0 psutil==7.2.2)

grep -qx '/.gpucheck/' .gitignore || { echo "gpu_check_pack: .gitignore lacks /.gpucheck/" >&2; exit 1; }
cpu=$(bash scripts/build_engine.sh --portable "$PY")
vulkan=$(bash scripts/build_engine.sh --vulkan "$PY")
rm -rf "$PACK" && mkdir -p "$PACK"/{debs,gomp,wheels}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The engines, under the names binary.py looks for in VERBATIM_CACHE.
for pair in "$cpu:llama-cpp-python-$VERSION" "$vulkan:llama-cpp-python-$VERSION-vulkan"; do
  bin=${pair%%:*} dir="$work/engine/${pair#*:}"
  mkdir -p "$dir/bin" && cp "$bin" "$dir/bin/" && cp "$(dirname "$bin")/../BUILD.txt" "$dir/"
done
tar -C "$work" -cf - engine | xz -9e -T1 >"$PACK/engines.tar.xz"

# The loader, as the device README says: apt-get download, amd64.
apt_opts=(-o APT::Architecture=amd64 -o APT::Architectures=amd64)
(cd "$PACK/debs" && apt-get "${apt_opts[@]}" download -qq libvulkan1 libglvnd0) >&2
(cd "$PACK/gomp" && apt-get "${apt_opts[@]}" download -qq libgomp1) >&2

"$PY" -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
  --implementation cp --abi cp312 --platform manylinux_2_28_x86_64 \
  --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 --platform any \
  -d "$PACK/wheels" "${WHEELS[@]}" >&2

"$PY" -m tests.small_model "$work/model.gguf" "$BLOCKS" >&2
xz -9 -T1 -c "$work/model.gguf" >"$PACK/SmolLM2-135M-first-$BLOCKS-blocks.gguf.xz"

{
  echo "made $(date -u +%FT%TZ) by scripts/gpu_check_pack.sh; model: SmolLM2-135M, first $BLOCKS blocks"
  (cd "$PACK" && find . -type f ! -name MANIFEST.txt -printf '%10s  %P\n' | sort -k2)
} >"$PACK/MANIFEST.txt"
pack=$(du -sb "$PACK" | cut -f1)
tree=$(git ls-files -z | xargs -0 stat -c %s 2>/dev/null | awk '{ s += $1 } END { print s }')
loose=$(git ls-files -z --others --exclude-standard | xargs -0 -r stat -c %s | awk '{ s += $1 } END { print s + 0 }')
total=$((pack + tree + loose))
sed 's/^/  /' "$PACK/MANIFEST.txt"
printf '  %10s  the pack (.gpucheck)\n  %10s  tracked files\n  %10s  untracked, not ignored\n' \
  "$pack" "$tree" "$loose"
printf '  %10s  travels in all, of %s (64 MiB): %s to spare\n' "$total" "$LIMIT" $((LIMIT - total))
if [ $((total + MARGIN)) -gt "$LIMIT" ]; then
  echo "gpu_check_pack: under 6 MiB to spare: pack fewer blocks (scripts/gpu_check_pack.sh PYTHON 2)" >&2
  exit 1
fi
