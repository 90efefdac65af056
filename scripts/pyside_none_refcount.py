"""Measure whether this PySide6 build loses references to None on Python 3.11.

On Python 3.11 `None` is an ordinary refcounted object. A binding that
returns `None` from a void Qt call without taking a new reference makes its
count fall by one per call; once it reaches zero Python aborts with
`Fatal Python error: none_dealloc`. (From 3.12 on, None is immortal and the
same bug is harmless.) This script runs a streaming-like stress of Qt calls
that return nothing, the ones a chat window makes, and prints how the count
moved. Usage: `python scripts/pyside_none_refcount.py [CALLS]`.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6 import __version__ as pyside_version
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel


def main() -> int:
    calls = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    app = QApplication.instance() or QApplication([])
    doc = QTextDocument()
    cursor = QTextCursor(doc)
    label = QLabel()
    before = sys.getrefcount(None)
    done = 0
    rounds = calls // 5
    for i in range(rounds):
        cursor.insertText("tok ")  # void
        label.setText(str(i & 7))  # void
        cursor.movePosition(QTextCursor.MoveOperation.End)  # bool, control
        app.processEvents()  # void
        doc.setModified(False)  # void
        label.setToolTip("")  # void
        done += 5
        if i % 1000 == 999:
            doc.clear()
    after = sys.getrefcount(None)
    drift = after - before
    verdict = "LEAKS" if drift < -calls // 10 else "ok"
    print(
        f"python {sys.version.split()[0]} pyside6 {pyside_version}: {done} Qt calls, "
        f"refcount(None) {before} -> {after} (drift {drift:+d}): {verdict}"
    )
    return 0 if verdict == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
