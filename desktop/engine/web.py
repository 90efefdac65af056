"""Web pages a search read, into the request (issue 41): their passages
ranked for the question by the same BM25 the documents use, the best ones
numbered [1], [2]… with their titles and addresses before the question,
and kept on the answer as its sources (title, address, the passage sent,
when it was fetched), as document passages are."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from desktop.backends.base import ChatMessage
from desktop.documents.pages import passages
from desktop.domain.messages import Source
from desktop.domain.pages import Pages
from desktop.domain.web import WebPage
from desktop.engine.context import Request
from desktop.engine.documents import CHARS_PER_TOKEN, RELEVANCE
from desktop.engine.turn_state import Turn
from desktop.store.document_index import rank_passing

if TYPE_CHECKING:  # the engine reaches the store only through the writer thread
    from desktop.store.repository import Repository

WEB_TOKENS = 3_000  # passages of web pages sent for one question at most
MAX_WEB_PASSAGES = 6
NOTE = (
    "The person turned on web search for this question. These passages come from web"
    " pages fetched just now; cite the ones you use by their numbers in brackets, as [1]."
    " If they do not answer the question, say so."
)


def _key(page: WebPage) -> str:
    return hashlib.sha256(page.text.encode("utf-8", "surrogatepass")).hexdigest()


def web_sources(pages: Sequence[WebPage], question: str) -> tuple[Source, ...]:
    """The passages of `pages` sent for `question`, numbered from 1, best
    first: by BM25 rank, at most MAX_WEB_PASSAGES within WEB_TOKENS, none
    far behind the best; with no word of the question found, each page's
    opening."""
    by_key = {_key(p): p for p in pages if p.text.strip()}
    if not by_key:
        return ()
    texts = {k: Pages(kind="html", unit="page", pages=[p.text]) for k, p in by_key.items()}
    ranked = rank_passing(texts, question, 64)
    if ranked:
        best = ranked[0].rank
        found = [(f.doc, f.text) for f in ranked if f.rank <= best * RELEVANCE]
    else:
        found = [(k, passages(texts[k])[0].text) for k in by_key]
    chosen: list[Source] = []
    used = 0
    for key, text in found[:MAX_WEB_PASSAGES]:
        cost = len(text) // CHARS_PER_TOKEN + 16
        if used and used + cost > WEB_TOKENS:
            break
        page = by_key[key]
        chosen.append(Source(page.title, key, len(chosen) + 1, text, page.address, page.fetched))
        used += cost
    return tuple(chosen)


def web_text(sources: Sequence[Source]) -> str:
    """The numbered passages as the model reads them."""
    body = "\n\n".join(
        f"[{s.page}] {s.name.replace(chr(10), ' ')}\n<{s.address}>\n{s.passage}" for s in sources
    )
    return f"<web_results>\n{NOTE}\n\n{body}\n</web_results>"


def web_tokens(sources: Sequence[Source]) -> int:
    """The room the numbered passages take in the request."""
    web = [s for s in sources if s.address]
    return len(web_text(web)) // CHARS_PER_TOKEN if web else 0


def with_web(request: Request, sources: Sequence[Source]) -> Request:
    """The request with the numbered passages before the newest question."""
    web = [s for s in sources if s.address]
    if not web:
        return request
    messages = list(request.messages)
    for i in range(len(messages) - 1, -1, -1):
        if messages[i].role == "user":
            asked: ChatMessage = messages[i]
            messages[i] = replace(asked, content=f"{web_text(web)}\n\n{asked.content}")
            break
    added = web_tokens(web)
    return replace(request, messages=messages, estimated_tokens=request.estimated_tokens + added)


def final_sources(r: Repository, turn: Turn) -> tuple[tuple[Source, ...] | None, int | None]:
    """On the writer thread, as an answer ends: its sources and how
    many messages it left out, where a web search changed them (a Stop
    during the search: the pages read by then, ranked as they would
    have been sent)."""
    if turn.assistant_id != turn.web_answer:
        return _tool_sources(r, turn), None  # a step of a tool round
    if turn.sources is not None:
        return turn.sources, turn.omitted
    if not turn.web_pages:
        return None, None
    stored = r.get_message(turn.assistant_id)
    own = stored.sources if stored is not None else ()
    return (*own, *web_sources(turn.web_pages, turn.question)), None


def _tool_sources(r: Repository, turn: Turn) -> tuple[Source, ...] | None:
    """A step after the answer's web_search calls: its own sources and
    every passage those calls returned (the numbers its text cites); None
    where there were none."""
    if not turn.tool_sources:
        return None
    turn.tool_sources_given = len(turn.tool_sources)
    stored = r.get_message(turn.assistant_id)
    own = [s for s in stored.sources if not s.address] if stored is not None else []
    return (*own, *turn.tool_sources)
