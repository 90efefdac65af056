"""A fetched page's main text (issue 41): HTML by trafilatura (menus,
banners, advertisements and footers left out), plain text as it is; HTML
and PDF in the documents' reader's child process under its limits.

trafilatura was measured against readability-lxml on the saved pages of
tests/fixtures/web/ (a news article, a documentation page, a MediaWiki
article, a shop page that is mostly navigation): both found the article's
fact on the first three and left the menus out; on the navigation page
readability-lxml returned nothing and trafilatura its few words; on a
390 KB article trafilatura took 66 ms, readability-lxml 301 ms. Each
small page took 1.5 to 3.6 ms with either (ARCHITECTURE.md, "The web as
a source")."""

from __future__ import annotations

import re
from dataclasses import dataclass

from desktop.documents.reader import DocumentRefused, Halt, TookTooLong, read_document
from desktop.documents.webpage import KIND as WEBPAGE
from desktop.domain.pages import Pages
from desktop.domain.words import say
from desktop.web.fetch import Page, PageKind

MAX_TEXT = 200_000  # characters of one page's main text kept: a long article is 60,000
# Seconds a page's reader child may take, start included, before the page is
# left out: a page is read in well under a second (the reader's start about
# half of it, a 390 KB article's extraction 66 ms), so 15 s is a page far
# past any real one. The documents' 60 s (a long PDF, a scan) would hold a
# question's answer back that long for one page.
PAGE_SECONDS = 15.0
_TITLE = re.compile(rb"<title[^>]*>(.*?)</title", re.IGNORECASE | re.DOTALL)


@dataclass(frozen=True)
class MainText:
    """What a page says, without what surrounds it on every page of its site."""

    title: str
    text: str


class Unreadable(Exception):
    """A page with no text to read: str() says which and why."""


def main_text(page: Page, seconds: float = PAGE_SECONDS, halt: Halt | None = None) -> MainText:
    """The page's title and main text. Blocking (HTML and PDF are read by a
    child process, within `seconds`; `halt` ends it from another thread):
    call it on a worker thread."""
    if page.kind is PageKind.TEXT:
        text = page.body.decode(_codec(page.charset), "replace").strip()
        title = next((line.strip() for line in text.splitlines() if line.strip()), "")
        return _kept(page, title[:200] or page.address, text)
    kind = "pdf" if page.kind is PageKind.PDF else WEBPAGE
    try:
        read = read_document(page.address, kind, page.body, seconds=seconds, halt=halt)
    except TookTooLong:
        raise Unreadable(
            say(
                "{address} took longer than {seconds} seconds to read, so it was left out.",
                address=page.address,
                seconds=int(seconds),
            )
        ) from None
    except DocumentRefused as exc:
        raise Unreadable(_refused(page, kind, exc)) from None
    return _pdf(page, read) if kind == "pdf" else _html(page, read)


def _refused(page: Page, kind: str, exc: DocumentRefused) -> str:
    """The reader's sentence for a PDF; a page's own for HTML."""
    if kind == "pdf":
        return str(exc)
    return say(
        "{address} could not be read within the memory and time Verbatim allows a "
        "page, so it was left out.",
        address=page.address,
    )


def _html(page: Page, read: Pages) -> MainText:
    """trafilatura's reading of the page, in the reader's child process
    under its memory and time limits (documents/webpage.py): a hostile page
    within the fetch's cap (a million short paragraphs took 1.4 GB in
    lxml's tree) ends the child, never the window, and is left out with
    one sentence while the question goes on with the other pages."""
    title, text = [*read.pages, "", ""][:2]
    return _kept(page, (title or _title(page.body) or page.address).strip(), text.strip())


def _kept(page: Page, title: str, text: str) -> MainText:
    if not text:
        raise Unreadable(say("{address} has no text to read.", address=page.address))
    return MainText(" ".join(title.split())[:300], text[:MAX_TEXT])


def _codec(charset: str | None) -> str:
    import codecs

    try:
        return codecs.lookup(charset or "utf-8").name
    except LookupError:
        return "utf-8"


def _title(body: bytes) -> str:
    match = _TITLE.search(body[:65536])
    return match.group(1).decode("utf-8", "replace") if match else ""


def _pdf(page: Page, pages: Pages) -> MainText:
    if pages.scanned:
        raise Unreadable(
            say("{address} is a scanned PDF with no text layer.", address=page.address)
        )
    text = "\n\n".join(p.strip() for p in pages.pages if p.strip())
    title = next((line.strip() for line in text.splitlines() if line.strip()), page.address)
    return _kept(page, title[:200], text)
