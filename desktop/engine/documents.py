"""What of a conversation's documents the model is sent: each whole when
they fit (and the person wants them whole), else the passages most relevant
to the question, chosen by BM25 over the store's passage index, each with
its file and page. Never cut silently: what was chosen is kept on the
answer as its sources, and the text sent says it is passages. A document
sent whole is kept as its sources too, a page each with no passage."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop.documents.pages import Passage, passages, relevant_text, whole_text
from desktop.domain.messages import Attachment, Conversation, Message, Role, Source
from desktop.domain.pages import Pages, decode
from desktop.engine.context import Request, prepare_request
from desktop.store.repository import Repository

CHARS_PER_TOKEN = 3  # as engine/context.py estimates
RELEVANT_TOKENS = 4_000  # passages sent for one question at most
MAX_PASSAGES = 8
# A passage is sent only if it ranks at least this fraction as well as the
# best one (BM25 scores are negative, lower is better): a word every page
# shares ("keeper" in a keepers' report) does not bring in every page.
RELEVANCE = 0.3
UNKNOWN_ROOM = 16_000  # a model whose context length is unknown


class DocumentMode(StrEnum):
    """The person's choice (Settings): the whole document whenever it fits,
    or always only the relevant parts. A document that does not fit is sent
    in relevant parts either way."""

    WHOLE = "whole"
    RELEVANT = "relevant"


@dataclass(frozen=True)
class DocumentPlan:
    """A conversation's documents as the model reads them this turn (whole, or
    the passages chosen), and the sources to cite."""

    texts: dict[str, str]  # a document's text hash -> what the model reads for it
    sources: tuple[Source, ...] = ()


def request_with_documents(
    repo: Repository,
    conversation: Conversation,
    branch: list[Message],
    *,
    alternate: bool,
    continue_answer: bool,
    budget: int | None,
    mode: DocumentMode,
) -> tuple[Request, tuple[Source, ...]]:
    """The request for the next answer after `branch`, with its documents
    (and its project's) planned into the room the rest leaves, and the
    passages it was given. On the writer thread (a first question indexes)."""
    project = repo.get_project(conversation.project_id) if conversation.project_id else None
    files = [a for m in branch for a in m.attachments] + list(project.files if project else ())
    blobs = repo.blobs(a.sent_sha256 for a in files if not a.is_document)
    # A picture kept by its words is sent as a picture too, made from its original.
    blobs.update(repo.blobs(a.sha256 for a in files if a.is_read_picture))
    documents = documents_of(files)

    def request_with(chosen: dict[str, str]) -> Request:
        return prepare_request(
            conversation,
            branch,
            alternate_roles=alternate,
            continue_answer=continue_answer,
            blobs=blobs,
            budget=budget,
            project=project,
            documents=chosen,
        )

    if not documents:
        return request_with({}), ()
    # The room documents have: the budget less everything else.
    without = request_with({a.sent_sha256: "" for a in documents}).estimated_tokens
    room = None if budget is None else max(0, budget - without)
    question = next((m.content for m in reversed(branch) if m.role is Role.USER), "")
    chosen = plan(repo, documents, question, room, mode)
    return request_with(chosen.texts), chosen.sources


def documents_of(attachments: list[Attachment]) -> list[Attachment]:
    """The documents among these files, each text once, in order."""
    seen: dict[str, Attachment] = {}
    for a in attachments:
        if a.is_document and a.sent_sha256 not in seen:
            seen[a.sent_sha256] = a
    return list(seen.values())


def _tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN


def plan(
    repo: Repository,
    documents: list[Attachment],
    question: str,
    room: int | None,
    mode: DocumentMode,
) -> DocumentPlan:
    """Runs on the writer thread (it may index a document the first time)."""
    if not documents:
        return DocumentPlan({})
    blobs = repo.blobs(a.sent_sha256 for a in documents)
    pages = {a.sent_sha256: decode(blobs.get(a.sent_sha256, b"")) for a in documents}
    whole = {a.sent_sha256: whole_text(a.name, pages[a.sent_sha256]) for a in documents}
    space = UNKNOWN_ROOM if room is None else room
    if mode is DocumentMode.WHOLE and sum(_tokens(t) for t in whole.values()) <= space:
        return DocumentPlan(whole, _whole_sources(documents, pages))
    readable = [a for a in documents if not pages[a.sent_sha256].scanned]
    for a in readable:
        repo.documents.index_document(a.sent_sha256, pages[a.sent_sha256])
    chosen = _choose(repo, readable, pages, question, min(space, RELEVANT_TOKENS))
    texts = dict(whole)  # a scanned document's note stays as it is
    sources: list[Source] = []
    for a in readable:
        mine = sorted(chosen.get(a.sent_sha256, []), key=lambda p: (p.page, p.text))
        read = pages[a.sent_sha256]
        texts[a.sent_sha256] = relevant_text(a.name, read.unit, mine, read.address)
        sources.extend(
            Source(a.name, a.sent_sha256, p.page, p.text, read.address, read.fetched) for p in mine
        )
    return DocumentPlan(texts, tuple(sources))


def _whole_sources(documents: list[Attachment], pages: dict[str, Pages]) -> tuple[Source, ...]:
    """A document sent whole is named under the answer too, by every page
    the model read (issue 35: a short PDF showed no Sources line, so the
    answer did not say what it was made from). No passage: the whole page
    was sent, there is nothing to mark (and the meter counts its words)."""
    return tuple(
        Source(a.name, a.sent_sha256, number, "", *_cited(pages[a.sent_sha256]))
        for a in documents
        if not pages[a.sent_sha256].scanned
        for number, text in enumerate(pages[a.sent_sha256].pages, 1)
        if text.strip()
    )


def _cited(read: Pages) -> tuple[str, str]:
    """A web page attached by its link is cited by its address (and when it
    was fetched); a file by its name alone."""
    return read.address, read.fetched


def _choose(
    repo: Repository,
    documents: list[Attachment],
    pages: dict[str, Pages],
    question: str,
    budget: int,
) -> dict[str, list[Passage]]:
    """The best passages within `budget` tokens: by BM25 rank, at most
    MAX_PASSAGES, none far behind the best; with no word of the question
    found, each document's opening instead."""
    docs = [a.sent_sha256 for a in documents]
    ranked = repo.documents.relevant_passages(docs, question, 64)
    if ranked:
        best = ranked[0].rank
        ranked = [f for f in ranked if f.rank <= best * RELEVANCE][:MAX_PASSAGES]
        found = [(f.doc, Passage(f.page, f.text)) for f in ranked]
    else:
        found = [(d, p) for d in docs for p in passages(pages[d])[:3]]
    chosen: dict[str, list[Passage]] = {}
    used = 0
    for doc, passage in found:
        cost = _tokens(passage.text) + 8
        if used and used + cost > budget:
            break
        chosen.setdefault(doc, []).append(passage)
        used += cost
    return chosen
