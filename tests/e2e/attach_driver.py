"""Attaching one file as the window does, alone in a child process (issue
37, hole 5): `read_file`, which the composer's attach calls, reads FILE
and prepares it (a Markdown or CSV file is read in this, the app's own,
process). Prints the attachment's pages and words, or the sentence it was
refused with (exit 2), so a test can attach a hostile file under a memory cap."""

from __future__ import annotations

import sys
from pathlib import Path

from desktop.domain.attachments import AttachmentRefused
from desktop.engine.attachments import read_file


def main(path: Path) -> int:
    try:
        prepared = read_file(path)
    except AttachmentRefused as refused:
        print(str(refused), file=sys.stderr)
        return 2
    a = prepared.attachment
    print(f"{a.mime}: {a.pages} parts, {a.words} words, {len(prepared.sent)} bytes sent")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
