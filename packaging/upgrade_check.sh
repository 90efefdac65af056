#!/usr/bin/env bash
# Proves an upgrade the way a person makes one, with the packages themselves
# (issue 42): on a bare Debian root (mmdebstrap --variant=minbase), installs
# the previous release's .deb with apt, uses it (conversations, one with an
# answer cut off, a question with a file attached, a project with a file and
# a conversation, a local GGUF model registered: each where that release has
# it, through its own command line), installs the new .deb over it with apt,
# and checks that the new version is what runs, everything is there whole
# (packaging/upgrade_data.py reads the exports, outside the root), the copy
# taken before the store was updated exists (when the format changed),
# `apt remove` and reinstalling keeps everything, and going back to the
# older .deb is refused by the app in a sentence with the store unchanged
# (when the format changed; with the same format the older release simply
# opens it).
# Needs root and the network (the Debian mirror), and a small GGUF model
# (GGUF=FILE; by default the tests' SmolLM2, `python -m tests.local_model`).
# Usage: bash packaging/upgrade_check.sh OLD.deb NEW.deb [bookworm|trixie]
# (the .debs: `make package` at each release's commit, packaging/dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
OLD_DEB=$(realpath "${1:?usage: upgrade_check.sh OLD.deb NEW.deb [SUITE]}")
NEW_DEB=$(realpath "${2:?usage: upgrade_check.sh OLD.deb NEW.deb [SUITE]}")
SUITE=${3:-bookworm}
SHOT=${SHOT:-packaging/dist/upgrade-$SUITE-window.png}
mkdir -p "$(dirname "$SHOT")"  # a fresh clone has no packaging/dist yet
MIRROR=${MIRROR:-http://deb.debian.org/debian}
GGUF=${GGUF:-$HOME/.cache/verbatim/models/SmolLM2-135M-Instruct.Q4_1.gguf}
DATA_PY=$PWD/packaging/upgrade_data.py
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
# What a person would see: the export's conversations, messages by status,
# attached files and projects (upgrade_data.py, outside the root: minbase has
# no Python), and the registered local model as `models list` names it.
MODEL=""
counts() {
  in_root verbatim export -o /tmp/export.json >/dev/null
  python3 "$DATA_PY" summary "$ROOT/tmp/export.json"
  if [ -n "$MODEL" ]; then
    in_root verbatim models list 2>/dev/null | awk -F'\t' -v n="$MODEL" '$1 == n {print "local model: " $1 ", " $2 ", " $3}'
    echo "its file: $(sha256sum "$ROOT/home/person/Models/$(basename "$GGUF")" | cut -c1-16)"
  fi
}
# Two of counts' answers the same, or both shown and the run stopped.
same() {
  [ "$2" = "$3" ] && return 0
  printf 'before:\n%s\nnow:\n%s\n' "$2" "$3"
  fail "$1"
}
has_command() { in_root verbatim "$1" --help >/dev/null 2>&1; }
# The store's failed answers as the store holds them: how many, and how many
# with their error's message id kept (the error_said column, format 10).
stored_errors() {
  python3 - "$DATA/verbatim.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)  # a reader: no checkpoint, no change
columns = {row[1] for row in db.execute("pragma table_info(message)")}
failed = db.execute("select count(*) from message where status = 'failed'").fetchone()[0]
if "error_said" not in columns:
    print(f"in the store: {failed} failed answers, no error_said column (before format 10)")
else:
    kept = db.execute("select count(*) from message where status = 'failed' and error_said is not null")
    print(f"in the store: {failed} failed answers, {kept.fetchone()[0]} with their message id (error_said)")
PY
}
test -f "$GGUF" || fail "no GGUF model at $GGUF: python -m tests.local_model fetches the tests' one, or set GGUF=FILE"

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

step "using $OLD: conversations, an answer cut off, a file, a project, a local model"
# What this release's own export writes says what its import takes: files
# from version 2, projects from version 4.
in_root verbatim export -o /tmp/empty.json >/dev/null
EXPORT_VERSION=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["version"])' "$ROOT/tmp/empty.json")
echo "its export format: verbatim-export $EXPORT_VERSION"
if has_command models; then
  mkdir -p "$ROOT/home/person/Models"
  cp "$GGUF" "$ROOT/home/person/Models/"
  MODEL=$(in_root verbatim models add "/home/person/Models/$(basename "$GGUF")" | tail -1) ||
    fail "verbatim models add refused $(basename "$GGUF")"
  echo "a local model registered with its verbatim models add: $MODEL"
else
  echo "$OLD has no models command (it ran no models itself): no local model registered"
fi
python3 "$DATA_PY" use "$(( EXPORT_VERSION < 4 ? EXPORT_VERSION : 4 ))" "$MODEL" "$ROOT/tmp/use.json"
in_root verbatim import /tmp/use.json
if [ "$EXPORT_VERSION" -ge 2 ]; then
  echo "a question with a file attached (notiz.txt), through verbatim import"
else
  echo "export format $EXPORT_VERSION carries no files: none attached"
fi
if [ "$EXPORT_VERSION" -lt 4 ]; then
  echo "export format $EXPORT_VERSION has no projects ($OLD has none): none made"
elif has_command projects; then
  echo "a project with a file and a conversation, through verbatim import (its command line only lists projects):"
  in_root verbatim projects list
else
  echo "a project with a file and a conversation, through verbatim import (no projects command to list it)"
fi
in_root verbatim backup >/dev/null
BEFORE=$(counts)
FORMAT_BEFORE=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('pragma user_version').fetchone()[0])" "$DATA/verbatim.db")
echo "with $OLD (store format $FORMAT_BEFORE):"
echo "$BEFORE"
python3 "$DATA_PY" errors "$ROOT/tmp/export.json"
stored_errors

step "the new release over it: apt-get install ./$(basename "$NEW_DEB")"
apt_install "$NEW_DEB"
NEW=$(installed)
echo "installed: verbatim $NEW (was $OLD)"
in_root verbatim --version | head -1 | grep -qx "verbatim $NEW" && echo "the new version is what runs" ||
  fail "verbatim --version does not say $NEW"
in_root verbatim backup >/dev/null  # the owner opens the store: it is updated here if it must be
AFTER=$(counts)
FORMAT_AFTER=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('pragma user_version').fetchone()[0])" "$DATA/verbatim.db")
echo "with $NEW (store format $FORMAT_AFTER):"
echo "$AFTER"
same "what $OLD kept differs after the upgrade" "$BEFORE" "$AFTER"
echo "every conversation, file, project and model is there, whole"
python3 "$DATA_PY" errors "$ROOT/tmp/export.json"
stored_errors
if [ "$EXPORT_VERSION" -ge 4 ]; then
  in_root verbatim projects list | grep -q "^Garden" && echo "verbatim projects list: $(in_root verbatim projects list)" ||
    fail "the new release does not list the project Garden"
fi
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
same "after reinstalling what was kept differs" "$AFTER" "$(counts)"
echo "after reinstalling: every conversation, file, project and model is there, whole"

step "a failed answer $NEW makes keeps its words, and its message id where the store has a place for it"
python3 "$DATA_PY" refused "$ROOT/tmp/refused.json"
in_root verbatim import /tmp/refused.json
in_root verbatim export -o /tmp/export.json >/dev/null
REFUSED=$(python3 "$DATA_PY" errors "$ROOT/tmp/export.json" | grep "'Refused again'") ||
  fail "$NEW lost the failed answer it imported"
echo "$REFUSED"
HELD=$(stored_errors)
echo "$HELD"
case "$HELD" in
  *"no error_said column"*) echo "store format $FORMAT_AFTER keeps no message id: the words alone, as before" ;;
  *) case "$REFUSED" in
       *"message id kept"*) echo "the message id is kept through $NEW's store" ;;
       *) fail "$NEW's store has error_said but its export lost the failed answer's message id" ;;
     esac ;;
esac
AFTER=$(counts)

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
  same "$OLD does not open the store whole" "$AFTER" "$(counts)"
  echo "same store format: $OLD opens it whole"
  case "$HELD" in  # counts' export above is the older release's own
    *"no error_said column"*) ;;
    *) python3 "$DATA_PY" errors "$ROOT/tmp/export.json" | grep "'Refused again'" | grep -q "message id kept" &&
         echo "$OLD reads the message id $NEW kept" || fail "$OLD lost the message id of the failed answer $NEW kept" ;;
  esac
fi

step "upgrade check passed: $OLD -> $NEW on Debian $SUITE"
