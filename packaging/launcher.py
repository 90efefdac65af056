"""Entry script for the PyInstaller bundle: the same `main` as `verbatim`.

`freeze_support` lets the math typesetting process (spawned, see
desktop/ui/transcript/math_typeset.py) start from the bundle's executable."""

import multiprocessing

from desktop.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
