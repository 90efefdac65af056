"""Entry script for the PyInstaller bundle: the same `main` as `verbatim`."""

from desktop.cli import main

raise SystemExit(main())
