"""Search providers (issue 41): SearXNG's JSON API at an address the person
names, Brave Search's API with the person's key, and DuckDuckGo without a
key through the `ddgs` library. Each answers a query with hits (title,
address, snippet), or fails with a sentence that says what to do.

A provider's own address is the person's choice, so it is reached as they
named it (a SearXNG on this computer or their network is the usual case);
the pages its results point at are fetched through the guard
(`web/fetch.py`), never from here."""

from __future__ import annotations

import asyncio
import json
import os
from collections.abc import Awaitable, Callable
from typing import Any

import httpx

from desktop.backends.http import tls
from desktop.domain.web import SearchChoice, SearchHit, SearchKind
from desktop.domain.words import say

BRAVE_ENDPOINT = "https://api.search.brave.com/res/v1/web/search"
KEY_SERVICE = "verbatim-search"  # keyring service; the account is the provider's kind
KEY_VARS = {SearchKind.BRAVE: "BRAVE_API_KEY"}  # Brave's own tools read this name
MAX_ANSWER = 4 * 1024 * 1024  # a page of results is tens of KB
SECONDS = 15.0
LIMIT = 5

# Runs blocking work off the event loop: asyncio.to_thread, or the
# session's own pool (under the window the loop's default executor is
# Qt's, which aborts when a thread of it still runs at exit).
Blocking = Callable[..., Awaitable[Any]]


class SearchFailed(Exception):
    """A search that found nothing to read: str() is a sentence naming the
    provider, what went wrong and what to do."""


def search_key(kind: SearchKind) -> str | None:
    """The key a provider needs: the keyring first, then its environment variable."""
    import keyring
    import keyring.errors

    try:
        stored = keyring.get_password(KEY_SERVICE, kind.value)
    except keyring.errors.KeyringError:
        stored = None
    if stored:
        return stored
    var = KEY_VARS.get(kind)
    return os.environ.get(var) if var else None


async def search(
    choice: SearchChoice,
    query: str,
    *,
    limit: int = LIMIT,
    key: str | None = None,
    brave_endpoint: str = BRAVE_ENDPOINT,
    ddg_endpoint: str | None = None,
    blocking: Blocking = asyncio.to_thread,
) -> list[SearchHit]:
    """The first `limit` hits for `query` from the chosen provider. `key`
    is Brave's (read from the keyring by the caller); the endpoints are
    the providers' own, moved only by the tests."""
    if choice.kind is SearchKind.SEARXNG:
        return await _searxng(choice.address, query, limit)
    if choice.kind is SearchKind.BRAVE:
        if not key:
            raise SearchFailed(
                say(
                    "Brave Search needs an API key. Add it in Settings → Web search"
                    " (or set BRAVE_API_KEY), or answer without search."
                )
            )
        return await _brave(brave_endpoint, key, query, limit)
    found: list[SearchHit] = await blocking(_duckduckgo, query, limit, ddg_endpoint)
    return found


async def _searxng(address: str, query: str, limit: int) -> list[SearchHit]:
    name = say("The SearXNG instance at {address}", address=address)
    base = address.rstrip("/")
    if not base.startswith(("http://", "https://")):
        raise SearchFailed(say("{name} is not a web address.", name=name))
    data = await _get_json(
        name, f"{base}/search", {"q": query, "format": "json"}, {}, json_refused=True
    )
    results = data.get("results") if isinstance(data, dict) else None
    if not isinstance(results, list):
        raise SearchFailed(say("{name} did not answer with search results.", name=name))
    return _hits(results, "url", "content", limit)


async def _brave(endpoint: str, key: str, query: str, limit: int) -> list[SearchHit]:
    name = say("Brave Search")
    headers = {"X-Subscription-Token": key, "Accept": "application/json"}
    data = await _get_json(name, endpoint, {"q": query, "count": str(limit)}, headers)
    web = data.get("web") if isinstance(data, dict) else None
    results = web.get("results") if isinstance(web, dict) else []
    if not isinstance(results, list):
        raise SearchFailed(say("{name} did not answer with search results.", name=name))
    return _hits(results, "url", "description", limit)


def _hits(results: list[Any], address_key: str, snippet_key: str, limit: int) -> list[SearchHit]:
    hits: list[SearchHit] = []
    for item in results:
        if not isinstance(item, dict):
            continue
        address, title = item.get(address_key), item.get("title")
        if not isinstance(address, str) or not address.startswith(("http://", "https://")):
            continue
        snippet = item.get(snippet_key)
        hits.append(
            SearchHit(
                title=title.strip()[:300] if isinstance(title, str) and title.strip() else address,
                address=address[:2000],
                snippet=_plain(snippet)[:1000] if isinstance(snippet, str) else "",
            )
        )
        if len(hits) == limit:
            break
    return hits


def _plain(text: str) -> str:
    """Brave marks the matched words with <strong>: the words alone."""
    return text.replace("<strong>", "").replace("</strong>", "")


async def _get_json(
    name: str,
    url: str,
    params: dict[str, str],
    headers: dict[str, str],
    *,
    json_refused: bool = False,
) -> object:
    try:
        async with (
            asyncio.timeout(SECONDS),
            httpx.AsyncClient(verify=tls(), timeout=SECONDS) as client,
            client.stream("GET", url, params=params, headers=headers) as response,
        ):
            if response.status_code in (401, 403, 422) and not json_refused:
                # Brave answers an unknown key with 422 SUBSCRIPTION_TOKEN_INVALID.
                raise SearchFailed(
                    say(
                        "{name} refused the API key ({status}). Check it in Settings →"
                        " Web search, or answer without search.",
                        name=name,
                        status=response.status_code,
                    )
                )
            if response.status_code == 403:
                raise SearchFailed(
                    say(
                        "{name} refused to answer in JSON (403). Its settings.yml must list"
                        " json under search: formats.",
                        name=name,
                    )
                )
            if response.status_code == 429:
                raise SearchFailed(
                    say(
                        "{name} says too many searches were asked for (429). Wait a little,"
                        " or answer without search.",
                        name=name,
                    )
                )
            if response.status_code != 200:
                raise SearchFailed(
                    say(
                        "{name} answered {status} instead of results.",
                        name=name,
                        status=response.status_code,
                    )
                )
            body = bytearray()
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > MAX_ANSWER:
                    raise SearchFailed(say("{name} sent far too long an answer.", name=name))
    except TimeoutError:
        raise SearchFailed(
            say("{name} did not answer within {seconds} seconds.", name=name, seconds=int(SECONDS))
        ) from None
    except httpx.HTTPError:
        raise SearchFailed(
            say("{name} could not be reached. Is it running? Check its address.", name=name)
        ) from None
    try:
        return json.loads(bytes(body))
    except ValueError:
        raise SearchFailed(say("{name} did not answer in JSON.", name=name)) from None


def _duckduckgo(query: str, limit: int, endpoint: str | None) -> list[SearchHit]:
    """DuckDuckGo's HTML results through `ddgs` (its engine alone, not its
    metasearch across other engines), on a worker thread: it is blocking."""
    name = say("DuckDuckGo")
    from ddgs.engines.duckduckgo import Duckduckgo

    engine = Duckduckgo(timeout=int(SECONDS))
    if endpoint is not None:
        engine.search_url = endpoint
    try:
        found = engine.search(query)
    except Exception:  # ddgs raises its own and primp's errors alike
        raise SearchFailed(
            say(
                "{name} could not be reached, or refused the search. Try again later, or"
                " answer without search.",
                name=name,
            )
        ) from None
    if found is None:
        raise SearchFailed(
            say(
                "{name} refused the search; it may be limiting searches. Try again later.",
                name=name,
            )
        )
    results = [{"url": r.href, "title": r.title, "content": r.body} for r in found]
    return _hits(results, "url", "content", limit)
