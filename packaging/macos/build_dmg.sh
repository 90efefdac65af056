#!/usr/bin/env bash
# macOS: build Verbatim.app with PyInstaller and wrap it in a .dmg.
# Run on a Mac with Python 3.12 (see packaging/README.md). Not runnable on Linux;
# there, packaging/macos/app_layout.py lays out the .app with PyInstaller's BUNDLE.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(python3 -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
python3 -m venv .venv-mac
.venv-mac/bin/python -m pip install -q --require-hashes --no-deps -r requirements/build.txt
.venv-mac/bin/python -m pip install -q --require-hashes --no-deps --no-build-isolation \
  -r requirements/lock-package.txt
.venv-mac/bin/python -m pip install -q --no-deps --no-build-isolation -e .
.venv-mac/bin/python -m PyInstaller --noconfirm --clean --distpath packaging/dist \
  --workpath packaging/build packaging/verbatim.spec
hdiutil create -volname "Verbatim $VERSION" -srcfolder packaging/dist/Verbatim.app \
  -ov -format UDZO "packaging/dist/Verbatim-$VERSION.dmg"
echo "built packaging/dist/Verbatim-$VERSION.dmg"
