"""A web page attached by its link (issue 41): fetched through the guard,
its main text read as a search reads a page, and made an attachment like a
document's. The page as fetched is kept as the original; its text, one
page with the address and the time fetched, is what the model is sent, so
its passages are chosen as a document's are and cited with the address."""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, Collection
from datetime import UTC, datetime
from typing import Any

from desktop.domain.attachments import AttachmentRefused, PreparedFile
from desktop.domain.messages import PAGES_MIME, Attachment
from desktop.domain.pages import Pages
from desktop.web.extract import PAGE_SECONDS, MainText, Unreadable
from desktop.web.fetch import Endpoint, FetchRefused, Limits, Page, PageKind, fetch_page
from desktop.web.reading import extracted

Blocking = Callable[..., Awaitable[Any]]
KINDS = {PageKind.HTML: "html", PageKind.TEXT: "txt", PageKind.PDF: "pdf"}


async def read_link(
    address: str,
    blocking: Blocking,
    *,
    limits: Limits | None = None,
    allow: Collection[Endpoint] = (),
) -> PreparedFile:
    """The page at `address` made ready to attach; AttachmentRefused says
    why it cannot be (the guard's or the reader's sentence). `blocking` runs
    the extraction off the event loop; `allow` is the tests' endpoints."""
    try:
        page = await fetch_page(address.strip(), limits=limits, allow=allow)
        fetched = datetime.now(UTC).isoformat(timespec="seconds")
        text = await extracted(page, blocking, PAGE_SECONDS)
    except (FetchRefused, Unreadable) as exc:
        raise AttachmentRefused(str(exc)) from None
    return link_file(page, text, fetched)


def link_file(page: Page, text: MainText, fetched: str) -> PreparedFile:
    """The attachment for a page read: its title as the name, the page's
    bytes as the original, its text as one page with its address."""
    pages = Pages(KINDS[page.kind], "page", [text.text], address=page.address, fetched=fetched)
    sent = pages.encode()
    sha, sent_sha = _digest(page.body), _digest(sent)
    attachment = Attachment(
        name=text.title or page.address,
        mime=page.kind.value,
        size=len(page.body),
        sha256=sha,
        sent_sha256=sent_sha,
        sent_mime=PAGES_MIME,
        pages=1,
        words=pages.words,
    )
    return PreparedFile(attachment, {sha: page.body, sent_sha: sent})


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
