"""The window's Import… preview, alone in a child process (issue 24, hole
1): `preview_import`, the session's use case the window calls when a file is
chosen, reads FILE against the store in DATA and writes nothing. Prints what
it found, or the sentence it refused the file with (exit 2), so a test can
run a hostile file through it under a memory cap."""

from __future__ import annotations

import sys
from pathlib import Path

from desktop.domain.errors import StoreError
from desktop.session.transfer_service import preview_import
from desktop.store.db import open_store


def main(data: Path, source: Path) -> int:
    repo = open_store(data)
    try:
        report = preview_import(repo, source)
    except StoreError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    finally:
        repo.close()
    print(f"{report.kind}: {report.conversations} conversations, {report.new_messages} new")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2])))
