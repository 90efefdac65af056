#!/usr/bin/env bash
# Proves the README's two commands work on a machine that has nothing but
# git, make and the distribution's own Python: for each release (Debian 12
# "bookworm" with Python 3.11, Debian 13 "trixie" with Python 3.13) it builds
# a bare root (mmdebstrap --variant=minbase, no python3-venv), clones this
# repository into it as a new user would, and runs `make test` and
# `make run ARGS=--self-test` there. setup.sh must install what is missing
# (Qt's system libraries, the venv module) by itself.
# Needs root. Usage: bash packaging/fresh_source_check.sh [bookworm] [trixie]
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
RELEASES=("$@")
[ ${#RELEASES[@]} -gt 0 ] || RELEASES=(bookworm trixie)
MIRROR=${MIRROR:-http://deb.debian.org/debian}
command -v mmdebstrap >/dev/null || { apt-get update -qq; apt-get install -y -qq mmdebstrap; }

check_release() {
  local release=$1 work root
  work=$(mktemp -d "/tmp/verbatim-source-$release.XXXXXX")
  root=$work/root
  # shellcheck disable=SC2064
  trap "for m in proc dev/pts dev sys; do umount -l '$root/'\$m 2>/dev/null || true; done; rm -rf '$work'" RETURN
  printf '\n== %s: bare root with git, make and python3 only\n' "$release"
  mmdebstrap --quiet --variant=minbase --include=git,make,python3,ca-certificates \
    "$release" "$root" "$MIRROR"
  chroot "$root" python3 --version
  chroot "$root" python3 -c 'import ensurepip' 2>/dev/null && echo "ensurepip: present" ||
    echo "ensurepip: missing (as on a stock desktop)"
  mount -t proc proc "$root/proc"
  mount --bind /dev "$root/dev"
  mount --bind /dev/pts "$root/dev/pts"
  mount --bind /sys "$root/sys"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # No package ships /etc/hosts: Debian's installer writes it, mmdebstrap does
  # not (Debian 12's root has none). Without it `localhost` is not a name, and
  # the tests that use it (test_fetch_guard.py) fail for the root, not the app.
  [ -e "$root/etc/hosts" ] ||
    printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"
  git clone -q "$REPO" "$root/home/verbatim"
  local env=(env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8)
  if [ -n "${PIP_CERT:-}" ] && [ -f "$PIP_CERT" ]; then
    # Only where this host reaches PyPI through a proxy with its own CA (as the
    # machines this project is built on do): hand the root the same trust.
    # A real fresh machine needs nothing of the kind.
    cp "$PIP_CERT" "$root/etc/ssl/certs/host-ca.crt"
    env+=(PIP_CERT=/etc/ssl/certs/host-ca.crt SSL_CERT_FILE=/etc/ssl/certs/host-ca.crt)
  fi
  printf '\n== %s: make test\n' "$release"
  local log=/tmp/verbatim-fresh-$release.log
  chroot "$root" "${env[@]}" sh -c 'cd /home/verbatim && make test 2>&1' | tee "$log" |
    grep -E '^setup:|passed|failed|error|Success|All checks|KEPT|BROKEN' | grep -v '^  ' || true
  grep -qE '^=+ .*[0-9]+ passed' "$log" && ! grep -qE '^=+ .*[0-9]+ (failed|errors?)' "$log" ||
    { grep -E '^(FAILED|ERROR)' "$log"; echo "$release: make test FAILED (full log: $log)"; return 1; }
  printf '\n== %s: make run ARGS=--self-test\n' "$release"
  chroot "$root" "${env[@]}" QT_QPA_PLATFORM=offscreen sh -c \
    'cd /home/verbatim && make run ARGS=--self-test 2>&1' | tail -4
  echo "$release: both README commands passed"
}

for release in "${RELEASES[@]}"; do
  check_release "$release"
done
