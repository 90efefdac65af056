#!/usr/bin/env bash
# Packs a PyInstaller bundle into a .deb: the app under /opt/verbatim, a
# launcher on PATH, a menu entry, the icon and AppStream metadata. The
# user's conversations live in their own data folder and are never touched
# by installing, upgrading or removing the package.
# Usage: build_deb.sh VERSION BUNDLE_DIR OUT_DIR
set -euo pipefail
VERSION=$1 BUNDLE=$2 OUT=$3
HERE=$(cd "$(dirname "$0")" && pwd)
ARCH=$(dpkg --print-architecture)
ROOT=$(mktemp -d)
trap 'rm -rf "$ROOT"' EXIT

install -d "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
  "$ROOT/usr/share/icons/hicolor/scalable/apps" "$ROOT/usr/share/metainfo" "$ROOT/DEBIAN"
cp -a "$BUNDLE" "$ROOT/opt/verbatim"
install -m 0755 "$HERE/linux/verbatim-launcher.sh" "$ROOT/usr/bin/verbatim"
install -m 0644 "$HERE/linux/verbatim.desktop" "$ROOT/usr/share/applications/verbatim.desktop"
install -m 0644 "$HERE/../resources/verbatim.svg" \
  "$ROOT/usr/share/icons/hicolor/scalable/apps/verbatim.svg"
sed -e "s/@VERSION@/$VERSION/" -e "s/@DATE@/$(date +%Y-%m-%d)/" \
  "$HERE/linux/io.github.verbatim.metainfo.xml" > "$ROOT/usr/share/metainfo/io.github.verbatim.metainfo.xml"

SIZE=$(du -sk "$ROOT" | cut -f1)
# The bundle carries Qt and Python; these are the system libraries it still
# loads (GL/EGL, fontconfig, the xcb platform plugin's libraries, D-Bus) and
# a font so text is not drawn as boxes. A scan is read by Tesseract, the
# program (desktop/documents/ocr.py), with English's pack; the packs of the
# app's other languages are recommended (without them a scan is read in
# English alone). The GPU engine (Vulkan, issue 39) needs the system's
# Vulkan loader and a driver: Mesa's for AMD and Intel cards is recommended
# (NVIDIA's own driver brings its part); without them models run on the CPU
# engine, and the library says what to install.
cat > "$ROOT/DEBIAN/control" <<CONTROL
Package: verbatim
Version: $VERSION
Architecture: $ARCH
Maintainer: The Verbatim developers <verbatim@example.org>
Installed-Size: $SIZE
Section: net
Priority: optional
Depends: libc6 (>= 2.34), libgl1, libegl1, libfontconfig1, libfreetype6, libglib2.0-0, libdbus-1-3, libxkbcommon0, libxkbcommon-x11-0, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xfixes0, libxcb-xkb1, libxcb-sync1, libxcb-shm0, libxcb-render0, fonts-dejavu-core, tesseract-ocr, tesseract-ocr-eng
Recommends: tesseract-ocr-deu, tesseract-ocr-fra, tesseract-ocr-spa, tesseract-ocr-chi-sim, espeak-ng, libvulkan1, mesa-vulkan-drivers
Description: Chat with language models without losing a word
 Verbatim is a desktop chat client for Ollama, LM Studio, llama.cpp,
 OpenAI-compatible services and Anthropic. Stopped, failed and interrupted
 answers are all kept and marked for what they are.
CONTROL
dpkg-deb --root-owner-group -Zgzip --build "$ROOT" "$OUT/verbatim_${VERSION}_${ARCH}.deb" >/dev/null
echo "built $OUT/verbatim_${VERSION}_${ARCH}.deb"
