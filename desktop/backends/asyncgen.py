"""qasync never installs asyncio's async-generator hooks (PLATFORM.md).

Without them, cancelling an httpx stream mid-way logs "async generator
ignored GeneratorExit" and anyio cancel-scope errors. Call this once the
qasync loop exists.
"""

from __future__ import annotations

import asyncio
import sys


def install_asyncgen_hooks(loop: asyncio.AbstractEventLoop) -> None:
    firstiter = getattr(loop, "_asyncgen_firstiter_hook", None)
    finalizer = getattr(loop, "_asyncgen_finalizer_hook", None)
    if firstiter is not None and finalizer is not None:
        sys.set_asyncgen_hooks(firstiter=firstiter, finalizer=finalizer)
