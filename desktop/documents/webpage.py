"""A fetched web page's main text, read in the reader's child process
(issue 41): trafilatura builds the page's whole tree with lxml, and a
hostile page within the fetch's 8 MB cap (a million short paragraphs)
took 1.4 GB and 52 s to extract. Read here, under the child's memory, CPU
and time limits, such a page ends only the child; the window is told in
one sentence and the question goes on without the page.

What it gives: two "pages", the page's title and its main text (either
may be empty)."""

from __future__ import annotations

from pathlib import Path

from desktop.domain.pages import Pages

KIND = "webpage"  # the reader's kind for a fetched HTML page
MAX_TITLE = 300  # characters of a title kept
MAX_TEXT = 200_000  # characters of one page's main text kept: a long article is 60,000


def read_webpage(path: Path, address: str) -> Pages:
    """The title and main text of the HTML page at `path`, fetched from
    `address` (trafilatura resolves the page's links against it)."""
    import trafilatura
    from trafilatura.settings import set_date_params

    found = trafilatura.bare_extraction(
        path.read_bytes(),
        url=address,
        with_metadata=True,  # for the title
        # The date is not used, and its extensive search loads dateparser's
        # locales: 1 s of every page's child, where the extraction takes 3 ms.
        date_extraction_params=set_date_params(extensive=False),
        include_comments=False,
        include_tables=True,
        include_images=False,
    )
    text = (getattr(found, "text", None) or "").strip()
    title = " ".join((getattr(found, "title", None) or "").split())
    # No text is no refusal here: the window says so, as for a plain-text page.
    return Pages(KIND, "page", [title[:MAX_TITLE], text[:MAX_TEXT]])
