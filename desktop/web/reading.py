"""A question's search, start to end (issue 41): the provider's hits, the
top pages fetched through the guard at once, and each page's main text.
A page that cannot be fetched or read is left out with its sentence; the
answer goes on with the others (or without search, if none is left)."""

from __future__ import annotations

import asyncio
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import UTC, datetime

from desktop.documents.reader import Halt
from desktop.domain.web import SearchChoice, WebPage
from desktop.web.extract import PAGE_SECONDS, MainText, Unreadable, main_text
from desktop.web.fetch import Endpoint, FetchRefused, Limits, Page, fetch_page
from desktop.web.search import Blocking, search

PAGES = 4  # pages fetched for one question: the best few hits


@dataclass(frozen=True)
class WebReading:
    """What a search gave for one question: the pages read, and a sentence
    for each hit that was not (fetch refused, no text)."""

    pages: tuple[WebPage, ...]
    skipped: tuple[str, ...] = field(default=())


async def read_the_web(
    choice: SearchChoice,
    query: str,
    *,
    key: str | None = None,
    pages: int = PAGES,
    limits: Limits | None = None,
    allow: Collection[Endpoint] = (),
    brave_endpoint: str | None = None,
    ddg_endpoint: str | None = None,
    into: list[WebPage] | None = None,
    blocking: Blocking = asyncio.to_thread,
    page_seconds: float = PAGE_SECONDS,
) -> WebReading:
    """Search, fetch the top `pages` hits at once, extract their text.
    Raises SearchFailed when the provider gave nothing. Each page read is
    also appended to `into` as it comes, so a search cancelled halfway
    keeps what it read, and ends the reader child of each page still being
    read. `blocking` runs the blocking work (extraction, a blocking
    provider's client): the session's pool. `page_seconds` is how long a
    page may take to read; `allow` and the endpoints are the tests' (their
    servers run on loopback)."""
    extra = {} if brave_endpoint is None else {"brave_endpoint": brave_endpoint}
    hits = await search(
        choice, query, limit=pages, key=key, ddg_endpoint=ddg_endpoint, blocking=blocking, **extra
    )

    async def read(address: str, title: str) -> WebPage | str:
        try:
            page = await fetch_page(address, limits=limits, allow=allow)
            fetched = datetime.now(UTC).isoformat(timespec="seconds")
            text = await extracted(page, blocking, page_seconds)
        except (FetchRefused, Unreadable) as exc:
            return str(exc)
        read = WebPage(text.title or title, page.address, fetched, text.text)
        if into is not None:
            into.append(read)
        return read

    done = await asyncio.gather(*(read(h.address, h.title) for h in hits))
    return WebReading(
        tuple(d for d in done if isinstance(d, WebPage)),
        tuple(d for d in done if isinstance(d, str)),
    )


async def extracted(page: Page, blocking: Blocking, seconds: float) -> MainText:
    """The page's main text read by `blocking` within `seconds`. Cancelled
    (a Stop, the conversation or the window closed), its reader child is
    ended at once: the worker thread would otherwise wait on it to its
    limit, a child reading a page nobody waits for."""
    halt = Halt()
    try:
        return await blocking(main_text, page, seconds, halt)
    except asyncio.CancelledError:
        halt.halt()
        raise
