#!/usr/bin/env bash
# Proves the .deb works on a machine that has nothing: builds a bare Debian
# 12 root (mmdebstrap --variant=minbase), installs the package there with
# apt (which pulls its dependencies), runs `verbatim --self-test` inside it,
# starts the real window under Xvfb there and saves a screenshot, and checks
# that removing, purging and reinstalling the package keeps the user's data.
# Needs root. Usage: bash packaging/fresh_machine_check.sh [path/to/verbatim.deb]
set -euo pipefail
cd "$(dirname "$0")/.."
DEB=$(realpath "${1:-$(ls packaging/dist/verbatim_*.deb | head -n 1)}")
SHOT=${SHOT:-packaging/dist/fresh-machine-window.png}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
for tool in mmdebstrap xwd; do
  command -v "$tool" >/dev/null || { apt-get update -qq; apt-get install -y -qq mmdebstrap x11-apps imagemagick; }
done
WORK=$(mktemp -d /tmp/verbatim-fresh.XXXXXX)
ROOT=$WORK/root
cleanup() {
  for m in proc dev/pts dev sys; do umount -l "$ROOT/$m" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
step() { printf '\n== %s\n' "$*"; }
# A check says what it found or stops the run (a bare `test … && echo`
# under set -e passes silently when the test is false).
fail() { echo "FAILED: $*"; exit 1; }
in_root() { chroot "$ROOT" /usr/bin/env -i HOME=/home/person USER=person PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }

step "bare Debian 12 root (minbase)"
mmdebstrap --quiet --variant=minbase bookworm "$ROOT" "$MIRROR"
echo "packages in the bare root: $(chroot "$ROOT" dpkg-query -W | wc -l)"
chroot "$ROOT" sh -c 'ls /usr/lib/x86_64-linux-gnu | grep -c -E "libGL|libEGL|libfontconfig" || true' | sed 's/^/GL, EGL or fontconfig libraries before install: /'
mount -t proc proc "$ROOT/proc"
mount --bind /dev "$ROOT/dev"
mount --bind /dev/pts "$ROOT/dev/pts"
mount --bind /sys "$ROOT/sys"
mkdir -p "$ROOT/home/person"

step "apt-get install ./$(basename "$DEB")"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
in_root apt-get update -qq
cp "$DEB" "$ROOT/tmp/"
in_root sh -c "apt-get install -y -qq /tmp/$(basename "$DEB") >/tmp/install.log 2>&1 || { tail -20 /tmp/install.log; exit 1; }"
echo "installed: $(in_root dpkg-query -W -f='${Package} ${Version}' verbatim); packages now: $(in_root dpkg-query -W | wc -l)"
in_root verbatim --version

step "verbatim --self-test (no display, no network)"
in_root verbatim --self-test

step "the real window under Xvfb"
in_root sh -c 'apt-get install -y -qq xvfb xauth x11-apps >/tmp/xvfb.log 2>&1 || { tail -5 /tmp/xvfb.log; exit 1; }'
in_root sh -c '
  Xvfb :77 -screen 0 1280x800x24 -nolisten tcp >/tmp/xvfb.out 2>&1 &
  XVFB=$!; sleep 1
  DISPLAY=:77 verbatim --demo >/tmp/app.out 2>&1 &
  APP=$!; sleep 6
  DISPLAY=:77 xwd -root -silent > /tmp/window.xwd
  kill $APP; wait $APP 2>/dev/null || true
  kill $XVFB; wait $XVFB 2>/dev/null || true
  echo "app output:"; sed "s/^/  /" /tmp/app.out | grep -v propagateSizeHints | tail -5 || true
'
convert_bin=/usr/bin/convert
[ -x "$convert_bin" ] || convert_bin=convert
"$convert_bin" "xwd:$ROOT/tmp/window.xwd" "$SHOT"
echo "screenshot of the installed app: $SHOT"

step "remove, purge and reinstall keep the person's conversations"
in_root sh -c 'cat > /tmp/one.json <<JSON
{"format": "verbatim-export", "version": 1, "conversations": [{"id": "c-fresh", "title": "Kept", "created_at": "2026-01-01T00:00:00+00:00", "branch": ["m1"], "messages": [{"id": "m1", "parent_id": null, "role": "user", "content": "Do not lose me", "status": "complete", "created_at": "2026-01-01T00:00:00+00:00", "model": null, "error": null}]}]}
JSON
verbatim import /tmp/one.json'
DATA=$ROOT/home/person/.local/share/verbatim
ls "$DATA"
reinstall() { in_root sh -c "apt-get install -y -qq /tmp/$(basename "$DEB") >/dev/null 2>&1"; }
in_root apt-get remove -y -qq verbatim >/dev/null
test -f "$DATA/verbatim.db" && echo "after apt-get remove: $DATA/verbatim.db is still there" ||
  fail "apt-get remove took the store"
reinstall
in_root dpkg --purge verbatim >/dev/null
test -f "$DATA/verbatim.db" && echo "after dpkg --purge: $DATA/verbatim.db is still there" ||
  fail "dpkg --purge took the store"
reinstall
in_root verbatim export --format markdown | grep -q "Do not lose me" &&
  echo "after reinstall: the conversation exports intact" || fail "after reinstall the conversation is not there"
BUNDLE=packaging/dist/verbatim
if [ -d "$BUNDLE" ]; then
  OLD=$(in_root dpkg-query -W -f='${Version}' verbatim)
  bash packaging/build_deb.sh "$OLD+upgrade1" "$BUNDLE" "$ROOT/tmp" >/dev/null
  in_root sh -c "apt-get install -y -qq /tmp/verbatim_${OLD}+upgrade1_*.deb >/dev/null 2>&1"
  echo "upgraded: $OLD -> $(in_root dpkg-query -W -f='${Version}' verbatim)"
  in_root verbatim export --format markdown | grep -q "Do not lose me" &&
    echo "after upgrade: the conversation exports intact" || fail "after upgrade the conversation is not there"
fi

step "fresh-machine check passed"
