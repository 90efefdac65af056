"""The part of a long branch a request is built from (issue 28).

A request keeps the first question and as many of the newest messages as
the model reads (context.fit). Reading all of a 10,000-message branch to
build one took 200 ms on the store's thread before every answer could
start, while about 300 of the messages were sent. Here the newest messages
are read a page at a time until they alone fill the budget: everything
older would be left out by `fit` anyway, and is only counted.
"""

from __future__ import annotations

from desktop.domain.messages import Message
from desktop.engine.context import estimate_tokens, visible
from desktop.store.repository import Repository

PAGE = 200  # messages read at a time, newest first
WHOLE_BELOW = 2 * PAGE  # a branch this short is read whole


def request_branch(
    repo: Repository, conversation_id: str, tip_id: str, budget: int | None
) -> tuple[list[Message], int]:
    """(the messages to build the request from, how many sendable messages
    between its first and the rest were not read). With no budget every
    message is sent, so the whole branch is read."""
    if budget is None:
        return repo.branch(conversation_id, tip_id), 0
    ids = repo.branch_ids(conversation_id, tip_id)
    if len(ids) < WHOLE_BELOW:
        return repo.branch(conversation_id, tip_id), 0
    tail: list[Message] = []
    end = len(ids)
    # The newest two stay whatever the budget (the last, and the one a
    # Continue goes on from): the others must fill it by themselves. The
    # estimate counts no picture or document, so it only errs by reading more.
    newest_two = older = 0
    while end > 1:
        start = max(1, end - PAGE)
        page = repo.messages_by_ids(ids[start:end])
        tokens = [sum(estimate_tokens(c) for c in visible(m)) for m in page]
        if not tail:
            newest_two = sum(tokens[-2:])
        older += sum(tokens)
        tail[:0] = page
        end = start
        if older - newest_two >= budget:
            break
    return repo.messages_by_ids(ids[:1]) + tail, repo.count_sent(ids[1:end])
