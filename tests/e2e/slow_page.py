"""A page whose reading is slow (issue 41): within the fetch's cap, but
300,000 short paragraphs take trafilatura about 14 s (and 450 MB) to
extract on an idle machine, where a real page takes well under a second;
and the reader children reading a web page, seen as processes."""

from __future__ import annotations

import psutil

from desktop.documents.webpage import KIND as WEBPAGE

SLOW_PAGE = (
    b"<html><head><title>Slow</title></head><body>" + b"<p>ab</p>" * 300_000 + b"</body></html>"
)


def page_readers() -> list[int]:
    """The process ids of this process's reader children reading a web
    page and not yet ended (a child killed but not yet waited on is a
    zombie: ended)."""
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            command = child.cmdline()
            ended = child.status() == psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            continue
        if "desktop.documents.extract" in command and WEBPAGE in command and not ended:
            found.append(child.pid)
    return found
