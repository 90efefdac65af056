# Sourced by scripts/gpu_check.sh --from-pack: unpacks .gpucheck/ (made by
# scripts/gpu_check_pack.sh) under /tmp/gpucheck and points the check at it,
# fetching nothing: the machine it is for reaches no registry (issue 39).
# Python alone unpacks it (tarfile, lzma, zipfile; the .debs' ar archives
# too): no pip, dpkg or xz needed there. Sets VERBATIM_CACHE (both engines),
# GPU_CHECK_MODEL, PYTHONPATH (the unzipped wheels), LD_LIBRARY_PATH (the
# Vulkan loader, and libgomp only where the system has none), GPU_CHECK_PY
# (python3) and the pytest arguments: the packed pytest and its two plugins
# alone, and no conftest (tests/perf's brings in the window's, which needs
# PySide6).
gpu_pack=${GPU_CHECK_PACK:-.gpucheck}
gpu_dest=${GPU_CHECK_DEST:-/tmp/gpucheck}
[ -f "$gpu_pack/engines.tar.xz" ] || {
  echo "gpu_check: no $gpu_pack/engines.tar.xz: make it with scripts/gpu_check_pack.sh" \
    "and carry $gpu_pack" >&2
  exit 2
}
echo "== unpacking $gpu_pack ($(du -sb "$gpu_pack" | cut -f1) bytes) into $gpu_dest"
rm -rf "$gpu_dest" && mkdir -p "$gpu_dest"/{cache,site,root,gomp}
"${GPU_CHECK_PY:-python3}" - "$gpu_pack" "$gpu_dest" <<'PY'
import io
import lzma
import shutil
import sys
import tarfile
import zipfile
from pathlib import Path

pack, dest = Path(sys.argv[1]), Path(sys.argv[2])
with tarfile.open(pack / "engines.tar.xz") as tar:
    tar.extractall(dest / "cache", filter="data")
for wheel in sorted((pack / "wheels").glob("*.whl")):
    with zipfile.ZipFile(wheel) as whl:
        whl.extractall(dest / "site")
for model in pack.glob("*.gguf.xz"):
    with lzma.open(model) as src, open(dest / model.name.removesuffix(".xz"), "wb") as out:
        shutil.copyfileobj(src, out, 1 << 20)


def deb_data(deb: Path) -> tuple[str, bytes]:
    """The data.tar.* member of a .deb (an ar archive): what dpkg-deb -x
    unpacks, read here so the check needs no dpkg on that machine."""
    raw = deb.read_bytes()
    at = 8  # after "!<arch>\n"
    while at < len(raw):
        name = raw[at : at + 16].decode().strip().rstrip("/")
        size = int(raw[at + 48 : at + 58])
        if name.startswith("data.tar"):
            return name, raw[at + 60 : at + 60 + size]
        at += 60 + size + size % 2
    raise SystemExit(f"gpu_check: no data.tar in {deb}")


for folder, into in (("debs", "root"), ("gomp", "gomp")):
    for deb in sorted((pack / folder).glob("*.deb")):
        name, data = deb_data(deb)
        if name.endswith(".zst"):
            raise SystemExit(f"gpu_check: {deb.name} is zstd-compressed; pack Debian 12's")
        with tarfile.open(fileobj=io.BytesIO(data)) as tar:
            tar.extractall(dest / into, filter="data")
PY
# extractall drops the mode bits tarfile's data filter keeps; be sure.
chmod +x "$gpu_dest"/cache/engine/*/bin/llama-server
gpu_libs="$gpu_dest/root/usr/lib/x86_64-linux-gnu"
if ! ldconfig -p 2>/dev/null | grep -q 'libgomp\.so\.1 '; then
  gpu_libs="$gpu_libs:$gpu_dest/gomp/usr/lib/x86_64-linux-gnu"
fi
export LD_LIBRARY_PATH="$gpu_libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# The loader finds a driver's Vulkan file in /usr/share/vulkan/icd.d and
# the like; the NVIDIA driver mounted under /usr/local/nvidia keeps its own
# there, added to the search (VK_ADD_DRIVER_FILES, loader 1.3.234 and later:
# the packed one is 1.3.239) rather than replacing it.
nvidia_icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
if [ -f "$nvidia_icd" ] && [ -z "${VK_DRIVER_FILES:-}${VK_ICD_FILENAMES:-}" ] &&
  ! ls /usr/share/vulkan/icd.d/nvidia* /etc/vulkan/icd.d/nvidia* \
    /usr/local/share/vulkan/icd.d/nvidia* >/dev/null 2>&1; then
  export VK_ADD_DRIVER_FILES=$nvidia_icd
fi
export VERBATIM_CACHE="$gpu_dest/cache"
GPU_CHECK_MODEL=$(ls "$gpu_dest"/*.gguf | head -1)
export GPU_CHECK_MODEL
export PYTHONPATH="$gpu_dest/site:$PWD${PYTHONPATH:+:$PYTHONPATH}"
export GPU_CHECK_PY=${GPU_CHECK_PY:-python3}
export PYTEST_DISABLE_PLUGIN_AUTOLOAD=1
# pyproject.toml names pytest-qt's settings, unknown without it: not an error here.
GPU_CHECK_PYTEST_ARGS=(--noconftest -p pytest_asyncio.plugin -p pytest_timeout
  -W ignore::pytest.PytestConfigWarning)
echo "  python: $("$GPU_CHECK_PY" -c 'import sys; print(sys.executable, sys.version.split()[0])')"
echo "  libraries (the Vulkan loader): $gpu_libs; driver files: ${VK_DRIVER_FILES:-where the loader looks}${VK_ADD_DRIVER_FILES:+ and $VK_ADD_DRIVER_FILES}"
echo "  model: $GPU_CHECK_MODEL ($(stat -c %s "$GPU_CHECK_MODEL") bytes)"
