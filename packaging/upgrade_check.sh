#!/usr/bin/env bash
# Proves an upgrade the way a person makes one, with the packages themselves
# (issue 42): on a bare Debian root (mmdebstrap --variant=minbase), installs
# the previous release's .deb with apt, uses it (conversations, one with an
# answer cut off, a project's conversation), installs the new .deb over it
# with apt, and checks that the new version is what runs, every conversation
# is there whole, the copy taken before the store was updated exists (when
# the format changed), `apt remove` and reinstalling keeps everything, and
# going back to the older .deb is refused by the app in a sentence with the
# store unchanged (when the format changed; with the same format the older
# release simply opens it).
# Needs root and the network (the Debian mirror).
# Usage: bash packaging/upgrade_check.sh OLD.deb NEW.deb [bookworm|trixie]
# (the .debs: `make package` at each release's commit, packaging/dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
OLD_DEB=$(realpath "${1:?usage: upgrade_check.sh OLD.deb NEW.deb [SUITE]}")
NEW_DEB=$(realpath "${2:?usage: upgrade_check.sh OLD.deb NEW.deb [SUITE]}")
SUITE=${3:-bookworm}
SHOT=${SHOT:-packaging/dist/upgrade-$SUITE-window.png}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
for tool in mmdebstrap xwd python3; do
  command -v "$tool" >/dev/null || { apt-get update -qq; apt-get install -y -qq mmdebstrap x11-apps imagemagick python3; }
done
WORK=$(mktemp -d /tmp/verbatim-upgrade.XXXXXX)
ROOT=$WORK/root
cleanup() {
  for m in proc dev/pts dev sys; do umount -l "$ROOT/$m" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
step() { printf '\n== %s\n' "$*"; }
# Every check says what it found or stops the run: a bare `[ … ] && echo`
# under set -e passes silently when the test is false.
fail() { echo "FAILED: $*"; exit 1; }
in_root() { chroot "$ROOT" /usr/bin/env -i HOME=/home/person USER=person PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "$@"; }
apt_install() {  # apt-get install ./FILE.deb inside the root, quiet unless it fails
  in_root sh -c "apt-get install -y -qq --allow-downgrades /tmp/$(basename "$1") >/tmp/install.log 2>&1 || { tail -20 /tmp/install.log; exit 1; }"
}
installed() { in_root dpkg-query -W -f='${Version}' verbatim; }
DATA=$ROOT/home/person/.local/share/verbatim
# Conversations and messages in an export, and each message's status: what
# a person would see, counted outside the root (minbase has no Python).
counts() {
  in_root verbatim export -o /tmp/export.json >/dev/null
  python3 - "$ROOT/tmp/export.json" <<'PY'
import hashlib, json, sys
from collections import Counter
data = json.load(open(sys.argv[1]))
conversations = data["conversations"]
statuses = Counter(m["status"] for c in conversations for m in c["messages"])
texts = sorted(m["content"] for c in conversations for m in c["messages"])
print(f"{len(conversations)} conversations, {sum(statuses.values())} messages",
      dict(sorted(statuses.items())), hashlib.sha256("\0".join(texts).encode()).hexdigest()[:16])
PY
}

step "bare Debian ($SUITE) root (minbase)"
mmdebstrap --quiet --variant=minbase "$SUITE" "$ROOT" "$MIRROR"
mount -t proc proc "$ROOT/proc"
mount --bind /dev "$ROOT/dev"
mount --bind /dev/pts "$ROOT/dev/pts"
mount --bind /sys "$ROOT/sys"
mkdir -p "$ROOT/home/person"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
in_root apt-get update -qq
cp "$OLD_DEB" "$NEW_DEB" "$ROOT/tmp/"

step "the previous release: apt-get install ./$(basename "$OLD_DEB")"
apt_install "$OLD_DEB"
OLD=$(installed)
echo "installed: verbatim $OLD"
in_root verbatim --version
cat > "$ROOT/tmp/use.json" <<'JSON'
{"format": "verbatim-export", "version": 1, "conversations": [
 {"id": "c-kept", "title": "Kept", "created_at": "2026-01-01T00:00:00+00:00", "branch": ["m1", "m2"],
  "messages": [
   {"id": "m1", "parent_id": null, "role": "user", "content": "Do not lose me", "status": "complete", "created_at": "2026-01-01T00:00:00+00:00", "model": null, "error": null},
   {"id": "m2", "parent_id": "m1", "role": "assistant", "content": "I was cut off half", "status": "interrupted", "created_at": "2026-01-01T00:00:01+00:00", "model": "m", "error": null}]},
 {"id": "c-two", "title": "Second", "created_at": "2026-01-02T00:00:00+00:00", "branch": ["n1"],
  "messages": [
   {"id": "n1", "parent_id": null, "role": "user", "content": "Ünïcode and 中文 stay", "status": "complete", "created_at": "2026-01-02T00:00:00+00:00", "model": null, "error": null}]}]}
JSON
in_root verbatim import /tmp/use.json
in_root verbatim backup >/dev/null
BEFORE=$(counts)
FORMAT_BEFORE=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('pragma user_version').fetchone()[0])" "$DATA/verbatim.db")
echo "with $OLD: $BEFORE (store format $FORMAT_BEFORE)"

step "the new release over it: apt-get install ./$(basename "$NEW_DEB")"
apt_install "$NEW_DEB"
NEW=$(installed)
echo "installed: verbatim $NEW (was $OLD)"
in_root verbatim --version | head -1 | grep -qx "verbatim $NEW" && echo "the new version is what runs" ||
  fail "verbatim --version does not say $NEW"
in_root verbatim backup >/dev/null  # the owner opens the store: it is updated here if it must be
AFTER=$(counts)
FORMAT_AFTER=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('pragma user_version').fetchone()[0])" "$DATA/verbatim.db")
echo "with $NEW: $AFTER (store format $FORMAT_AFTER)"
[ "$BEFORE" = "$AFTER" ] && echo "every conversation is there, whole" || fail "conversations differ"
if [ "$FORMAT_AFTER" != "$FORMAT_BEFORE" ]; then
  ls "$DATA"/verbatim.db.v"$FORMAT_BEFORE".*.bak >/dev/null && echo "the copy taken before the update: $(cd "$DATA" && ls verbatim.db.v*.bak)" ||
    fail "no copy of the format $FORMAT_BEFORE store was taken before the update"
else
  echo "same store format ($FORMAT_AFTER): nothing to update, no copy needed"
fi

step "the window after the upgrade, under Xvfb"
in_root sh -c 'apt-get install -y -qq xvfb xauth x11-apps >/tmp/xvfb.log 2>&1 || { tail -5 /tmp/xvfb.log; exit 1; }'
in_root sh -c '
  Xvfb :78 -screen 0 1280x800x24 -nolisten tcp >/tmp/xvfb.out 2>&1 &
  XVFB=$!; sleep 1
  DISPLAY=:78 verbatim >/tmp/app.out 2>&1 &
  APP=$!; sleep 6
  DISPLAY=:78 xwd -root -silent > /tmp/window.xwd
  kill $APP; wait $APP 2>/dev/null || true
  kill $XVFB; wait $XVFB 2>/dev/null || true
'
convert "xwd:$ROOT/tmp/window.xwd" "$SHOT" && echo "screenshot: $SHOT (look at it)" || fail "no screenshot"

step "apt-get remove, then install again, keeps everything"
in_root apt-get remove -y -qq verbatim >/dev/null
test -f "$DATA/verbatim.db" && echo "after apt-get remove: the store is still there" || fail "apt-get remove took the store"
apt_install "$NEW_DEB"
[ "$(counts)" = "$AFTER" ] && echo "after reinstalling: every conversation is there, whole" ||
  fail "after reinstalling the conversations differ"

step "going back to $OLD"
before_digest=$(sha256sum "$DATA/verbatim.db" | cut -d' ' -f1)
apt_install "$OLD_DEB"
echo "installed: verbatim $(installed)"
if [ "$FORMAT_AFTER" != "$FORMAT_BEFORE" ]; then
  if in_root verbatim export -o /tmp/old.json 2>"$ROOT/tmp/refused.txt"; then
    fail "the older release opened a newer store"
  fi
  echo "refused in a sentence: $(cat "$ROOT/tmp/refused.txt")"
  [ "$(sha256sum "$DATA/verbatim.db" | cut -d' ' -f1)" = "$before_digest" ] && echo "the store is unchanged" ||
    fail "the older release changed the store"
else
  [ "$(counts)" = "$AFTER" ] && echo "same store format: $OLD opens it whole" ||
    fail "$OLD does not open the store whole"
fi

step "upgrade check passed: $OLD -> $NEW on Debian $SUITE"
