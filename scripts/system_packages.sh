# Sourced by scripts/setup.sh (Debian and Ubuntu): which of the named
# packages this system lacks, one a line. A name counts as there when a
# package of that name is installed or an installed package provides it.
# Debian 13 and Ubuntu 24.04 renamed libraries in the 64-bit time_t
# transition (libglib2.0-0 is libglib2.0-0t64 there, which provides the old
# name): asking dpkg for the old name alone found it missing on every run, so
# each `make run` began with apt-get, and stopped a person without sudo at
# "these system packages are missing: libglib2.0-0".
missing_packages() {
  local present p
  # ii: installed and configured (dpkg's "install ok installed").
  present=$(dpkg-query -W -f='${db:Status-Abbrev}|${Package}|${Provides}\n' 2>/dev/null |
    awk -F'|' '$1 ~ /^ii/ {
      print $2
      n = split($3, given, /, */)
      for (i = 1; i <= n; i++) { sub(/ .*/, "", given[i]); print given[i] }
    }')
  for p in "$@"; do
    grep -qxF -- "$p" <<<"$present" || echo "$p"
  done
}
