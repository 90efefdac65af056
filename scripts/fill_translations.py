"""Fill the catalogue's unfinished entries from a table of translations.

    python scripts/fill_translations.py TABLE.tsv [TABLE.tsv ...]

Each line of a table: source, then its German, French, Spanish and
Simplified Chinese, separated by tabs (plural forms inside a cell separated
by " || "). An empty cell leaves that language's entry as it is. Run after
`pyside6-lupdate` (which adds new sources as unfinished) and before
`pyside6-lrelease`; `make translations` runs lupdate and lrelease.
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

LANGUAGES = ["de", "fr", "es", "zh_CN"]
CATALOGUES = Path(__file__).parents[1] / "resources" / "translations"


def _xml(text: str) -> str:
    return escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def _read(tables: list[Path]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for table in tables:
        for line in table.read_text("utf-8").splitlines():
            cells = line.split("\t")
            if len(cells) >= 2 and cells[0]:
                found[cells[0]] = (cells[1:] + [""] * 4)[:4]
    return found


def fill(catalogue: Path, column: int, table: dict[str, list[str]]) -> int:
    text = catalogue.read_text("utf-8")
    filled = 0
    for source, cells in table.items():
        wanted = cells[column].strip()
        if not wanted:
            continue
        mark = f"<source>{_xml(source)}</source>"
        start = text.find(mark)
        while start >= 0:
            open_at = text.find("<translation", start)
            close_at = text.find("</translation>", open_at) + len("</translation>")
            entry = text[open_at:close_at]
            if "<numerusform" in entry:
                forms = [f.strip() for f in wanted.split("||")]
                body = "".join(f"<numerusform>{_xml(f)}</numerusform>" for f in forms)
                new = f"<translation>{body}</translation>"
            else:
                new = f"<translation>{_xml(wanted)}</translation>"
            if 'type="unfinished"' in entry or entry != new:
                text = text[:open_at] + new + text[close_at:]
                filled += 1
            start = text.find(mark, open_at)
    catalogue.write_text(text, "utf-8")
    return filled


def main(paths: list[str]) -> int:
    table = _read([Path(p) for p in paths])
    for column, language in enumerate(LANGUAGES):
        catalogue = CATALOGUES / f"verbatim_{language}.ts"
        print(f"{language}: {fill(catalogue, column, table)} entries filled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
