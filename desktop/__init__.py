"""Verbatim: a desktop chat client for language models that never loses a word you saw."""

import sys

# Written here as in pyproject.toml (a packaging test keeps them one):
# asking the installed package's metadata for it scanned every installed
# distribution, 40 ms of each start (issue 28).
__version__ = "0.13.0"

# httpx imports its command-line client (rich, click and pygments' lexers)
# whenever those are installed, as they are here (mcp brings them): a tenth
# of the window's start-up for a tool Verbatim never runs. A None entry
# makes that import fail, and httpx then leaves its `main` out, its own
# documented fallback.
sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
