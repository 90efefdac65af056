"""A question's web search and a pasted link, alone in a child process
(issue 41), against a loopback SearXNG that finds a hostile page and a real
saved one: the app's own search path (`read_the_web`) and link path
(`read_link`), as the window calls them. Prints, as JSON, the pages read,
the sentences for those left out, the link's refusal, and this process's
own peak memory (the reader's children are not counted: run_capped's
figure would include them), so a test can run it under a memory cap."""

from __future__ import annotations

import asyncio
import json
import resource
import sys

from desktop.domain.attachments import AttachmentRefused
from desktop.domain.web import SearchChoice, SearchKind
from desktop.web.link import read_link
from desktop.web.reading import read_the_web
from tests.e2e.raw_server import RawServer, response_head
from tests.e2e.web_world import FIXTURES

# A million short paragraphs, within the fetch's 8 MB cap: lxml's tree of
# it took trafilatura 1.4 GB and 52 s to extract.
_PARAGRAPH = b"<p>ab</p>"
HOSTILE = (
    b"<html><head><title>Hostile</title></head><body>"
    + _PARAGRAPH * (8 * 1024 * 1024 // len(_PARAGRAPH) - 20)
    + b"</body></html>"
)
PAGES = {"hostile": HOSTILE, "news": (FIXTURES / "news.html").read_bytes()}


async def _answer(request: bytes, writer: asyncio.StreamWriter) -> None:
    target = request.split(b"\r\n", 1)[0].split(b" ")[1].decode()
    if target.startswith("/pages/"):
        body, kind = PAGES[target.rsplit("/", 1)[1]], "text/html; charset=utf-8"
    else:  # the SearXNG JSON API: the hostile page first
        results = [{"url": f"{_server.url}/pages/{n}", "title": n, "content": n} for n in PAGES]
        body, kind = json.dumps({"results": results}).encode(), "application/json"
    writer.write(response_head("200 OK", {"Content-Type": kind, "Content-Length": str(len(body))}))
    writer.write(body)


_server = RawServer(_answer)


async def main() -> dict[str, object]:
    allow = {("127.0.0.1", _server.port)}
    reading = await read_the_web(
        SearchChoice(SearchKind.SEARXNG, f"{_server.url}/searxng"),
        "When does the floating library open?",
        pages=2,
        allow=allow,
    )
    try:
        await read_link(f"{_server.url}/pages/hostile", asyncio.to_thread, allow=allow)
        link = "attached"
    except AttachmentRefused as refused:
        link = str(refused)
    return {
        "pages": [p.title for p in reading.pages],
        "skipped": list(reading.skipped),
        "link": link,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


if __name__ == "__main__":
    _server.start()
    try:
        print(json.dumps(asyncio.run(main())))
    finally:
        _server.stop()
    sys.exit(0)
