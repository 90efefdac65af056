"""A small web on loopback for the web search tests (issue 41): one real
HTTP server that answers as a SearXNG instance (its JSON API), as Brave
Search's API (with a key it checks), as DuckDuckGo's HTML results page,
and serves the saved pages of tests/fixtures/web/ the results point at.
It records every request, so a test can see what went where."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from urllib.parse import parse_qs, unquote_plus, urlsplit

from tests.e2e.raw_server import RawServer, response_head

FIXTURES = Path(__file__).parents[1] / "fixtures" / "web"
BRAVE_KEY = "BSA-test-key-0123456789"

PAGES = {
    "news": ("news.html", "text/html; charset=utf-8"),
    "docs": ("docs.html", "text/html; charset=utf-8"),
    "wiki": ("wiki.html", "text/html; charset=UTF-8"),
    "nav": ("nav.html", "text/html; charset=utf-8"),
    "ferry": ("ferry.pdf", "application/pdf"),
    "moth": ("moth.html", "text/html; charset=utf-8"),
}
TITLES = {
    "news": "Harbour town opens a floating library | The Coastal Courier",
    "docs": "Syncing folders — tidewater 2.4 documentation",
    "wiki": "Kestrel Point Lighthouse - Wikipedia",
    "nav": "Ardmore Outdoor Supplies – Shop by category",
    "ferry": "Saltmarsh Ferry: passenger guide",
    "moth": "The Quillon Moth - Field Notes of the Orkney Naturalists",
}
SNIPPETS = {
    "news": "Porthwenna's old grain barge has been turned into a floating library.",
    "docs": "The tidewater sync command copies the changes between two folders.",
    "wiki": "Kestrel Point Lighthouse is an active lighthouse on Cape Ardmore.",
    "nav": "Walking, camping, climbing and water sports.",
    "ferry": "The Saltmarsh Ferry crosses the estuary.",
    "moth": "The Quillon moth is a small grey moth first recorded on Hoy.",
}


class WebWorld:
    """The search providers and the pages, on one loopback port. `found`
    is the pages (by name) a search answers with, in order; `status`
    makes the providers answer with that HTTP status instead."""

    def __init__(self, found: list[str] | None = None) -> None:
        self.found = found if found is not None else ["news", "docs", "wiki", "nav", "ferry"]
        self.status: int | None = None
        # Pages (by name) that answer only after this many seconds: a Stop
        # during the search comes while they are still being fetched.
        self.slow: dict[str, float] = {}
        self.search_delay = 0.0  # seconds the providers take to answer
        # Pages a test made (name to HTML), served beside the saved ones.
        self.made: dict[str, bytes] = {}
        self.queries: list[str] = []
        self.server = RawServer(self._answer)

    def start(self) -> WebWorld:
        self.server.start()
        return self

    def stop(self) -> None:
        self.server.stop()

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def port(self) -> int:
        return self.server.port

    def page_url(self, name: str) -> str:
        return f"{self.url}/pages/{name}"

    def fetched(self) -> list[str]:
        """The pages asked for, in order."""
        return [
            line.split(b" ")[1].decode().rsplit("/", 1)[1]
            for line in (r.split(b"\r\n", 1)[0] for r in self.server.requests)
            if line.startswith(b"GET /pages/")
        ]

    async def _answer(self, request: bytes, writer: asyncio.StreamWriter) -> None:
        head, _, body = request.partition(b"\r\n\r\n")
        method, target = head.split(b"\r\n", 1)[0].decode().split(" ")[:2]
        parts = urlsplit(target)
        query = {k: v[0] for k, v in parse_qs(parts.query).items()}
        headers = {
            k.strip().lower(): v.strip()
            for k, _, v in (line.partition(":") for line in head.decode().split("\r\n")[1:])
        }
        if parts.path.startswith("/pages/"):
            name = parts.path.rsplit("/", 1)[1]
            if name in self.made:
                return self._send(writer, "200 OK", "text/html; charset=utf-8", self.made[name])
            if name not in PAGES:
                return self._send(writer, "404 Not Found", "text/plain", b"no such page")
            file, kind = PAGES[name]
            if name in self.slow:
                await asyncio.sleep(self.slow[name])
            return self._send(writer, "200 OK", kind, (FIXTURES / file).read_bytes())
        if self.search_delay:
            await asyncio.sleep(self.search_delay)
        if self.status is not None:
            return self._send(writer, f"{self.status} Refused", "application/json", b"{}")
        if parts.path == "/searxng/search":
            self.queries.append(query.get("q", ""))
            if query.get("format") != "json":
                return self._send(writer, "403 Forbidden", "text/html", b"<h1>Forbidden</h1>")
            results = [
                {
                    "url": self.page_url(n),
                    "title": TITLES.get(n, n),
                    "content": SNIPPETS.get(n, n),
                    "engine": "duckduckgo",
                    "engines": ["duckduckgo", "brave"],
                    "score": 1.0 / (i + 1),
                    "category": "general",
                }
                for i, n in enumerate(self.found)
            ]
            answer = {"query": query.get("q", ""), "number_of_results": 0, "results": results}
            return self._send(writer, "200 OK", "application/json", json.dumps(answer).encode())
        if parts.path == "/brave/res/v1/web/search":
            self.queries.append(query.get("q", ""))
            if headers.get("x-subscription-token") != BRAVE_KEY:
                refusal = b'{"type":"ErrorResponse","error":{"code":"SUBSCRIPTION_TOKEN_INVALID"}}'
                return self._send(writer, "422 Unprocessable Entity", "application/json", refusal)
            results = [
                {
                    "type": "search_result",
                    "title": TITLES[n],
                    "url": self.page_url(n),
                    "description": SNIPPETS[n].replace("floating", "<strong>floating</strong>"),
                    "language": "en",
                    "family_friendly": True,
                }
                for n in self.found
            ]
            answer = {
                "type": "search",
                "query": {"original": query.get("q", "")},
                "web": {
                    "type": "search",
                    "results": results,
                },
            }
            return self._send(writer, "200 OK", "application/json", json.dumps(answer).encode())
        if parts.path == "/ddg/html/" and method == "POST":
            form = {k: unquote_plus(v[0]) for k, v in parse_qs(body.decode()).items()}
            self.queries.append(form.get("q", ""))
            page = (FIXTURES / "ddg.html").read_text().replace("{base}", self.url)
            return self._send(writer, "200 OK", "text/html; charset=UTF-8", page.encode())
        return self._send(writer, "404 Not Found", "text/plain", b"no such thing")

    @staticmethod
    def _send(writer: asyncio.StreamWriter, status: str, kind: str, body: bytes) -> None:
        head = {"Content-Type": kind, "Content-Length": str(len(body))}
        writer.write(response_head(status, head) + body)
