#!/usr/bin/env bash
# Refresh the catalogues from the code, fill what tables of translations
# give (scripts/fill_translations.py), then compile them.
#   scripts/translations.sh PYTHON_BIN_DIR [TABLE.tsv ...]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$1; shift
for lang in de fr es zh_CN; do
  "$bin"/pyside6-lupdate $(find desktop -name '*.py' | sort) -no-obsolete \
    -tr-function-alias tr+=say,tr+=say_n -ts resources/translations/verbatim_$lang.ts >/dev/null
done
[ $# -gt 0 ] && "$bin"/python scripts/fill_translations.py "$@"
for lang in de fr es zh_CN; do
  "$bin"/pyside6-lrelease resources/translations/verbatim_$lang.ts \
    -qm resources/translations/verbatim_$lang.qm | tail -1
done
