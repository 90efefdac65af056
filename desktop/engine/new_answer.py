"""An answer's new message and the request it is sent, built on the writer
thread from the stored branch: for a turn's first step (turns.py), a tool
round's next step (tool_loop.py) and the request again once a web search
read its pages. Plain functions of the store and the plan (issue 38): the
parts of the engine that need them import them, none asks another back."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from desktop.domain.messages import Conversation, Message, Role, Source, Status, new_id
from desktop.engine.context import Request
from desktop.engine.documents import request_with_documents
from desktop.engine.long_branch import request_branch
from desktop.engine.web import web_tokens, with_web

if TYPE_CHECKING:
    from desktop.engine.turn_state import Shape
    from desktop.store.repository import Repository


def add_answer(
    repo: Repository,
    conv: Conversation,
    parent_id: str | None,
    shape: Shape,
    continue_answer: bool,
    found: Sequence[Source] = (),
) -> tuple[Message, Request]:
    """On the writer thread: build the request from the stored branch up
    to `parent_id`, add a streaming answer under it, and move the tip."""
    cid = conv.id
    request, sources = request_for(repo, conv, parent_id, shape, continue_answer, found)
    assistant = repo.add_message(
        Message(
            id=new_id(),
            conversation_id=cid,
            role=Role.ASSISTANT,
            content="",
            parent_id=parent_id,
            status=Status.STREAMING,
            provider=conv.provider,
            model=conv.model,
            omitted=request.omitted,
            sources=sources,
        )
    )
    repo.set_tip(cid, assistant.id)
    return assistant, request


def request_for(
    repo: Repository,
    conv: Conversation,
    parent_id: str | None,
    shape: Shape,
    continue_answer: bool,
    found: Sequence[Source] = (),
) -> tuple[Request, tuple[Source, ...]]:
    """On the writer thread: the request from the stored branch up to
    `parent_id`, with its documents and the web passages `found`, and
    the sources it was given. The web passages are counted first: the
    conversation and its documents fit the room they leave."""
    budget = shape.plan.budget
    if found and budget is not None:
        budget = max(0, budget - web_tokens(found))
    branch, unread = request_branch(repo, conv.id, parent_id, budget) if parent_id else ([], 0)
    request, sources = request_with_documents(
        repo,
        conv,
        branch,
        alternate=shape.alternate,
        continue_answer=continue_answer,
        budget=budget,
        mode=shape.plan.documents,
    )
    if found:  # ranked for the question as documents are, numbered, with addresses
        request = with_web(request, found)
        sources = (*sources, *found)
    if unread:  # older than what fills the budget: fit() would have left them out
        request = replace(request, omitted=request.omitted + unread)
    return request, sources
