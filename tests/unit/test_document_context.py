"""What the context meter counts for documents (issue 27): what was sent of
them, not the size of the file, and not nothing."""

from __future__ import annotations

from desktop.domain.messages import (
    PAGES_MIME,
    Attachment,
    Conversation,
    Message,
    Role,
    Source,
    Usage,
)
from desktop.engine.context import tokens_in_use

BOOK = Attachment(
    "book.pdf", "application/pdf", 10_000, "a" * 64, "b" * 64, PAGES_MIME, words=3_000
)


def _question(mid: str, parent: str | None = None) -> Message:
    return Message(mid, "c", Role.USER, "Summarise it.", parent_id=parent, attachments=(BOOK,))


def test_a_document_not_answered_yet_counts_as_its_words() -> None:
    alone = tokens_in_use(Conversation("c"), [Message("q", "c", Role.USER, "Summarise it.")])
    with_book = tokens_in_use(Conversation("c"), [_question("q")])
    assert with_book - alone >= 3_000 * 4 // 3  # the whole of it goes, when it fits


def test_a_document_sent_as_passages_counts_as_the_passages() -> None:
    passages = (
        Source("book.pdf", "b" * 64, 3, "x" * 900),
        Source("book.pdf", "b" * 64, 9, "y" * 900),
    )
    counted = Message("a", "c", Role.ASSISTANT, "It says…", parent_id="q", usage=Usage(1_000, 50))
    branch = [
        Message("q0", "c", Role.USER, "Hello"),
        counted,
        _question("q", "a"),
        Message("a2", "c", Role.ASSISTANT, "Pages 3 and 9 say…", parent_id="q", sources=passages),
    ]
    used = tokens_in_use(Conversation("c"), branch)
    without = tokens_in_use(
        Conversation("c"), [*branch[:2], Message("q", "c", Role.USER, "Summarise it."), branch[3]]
    )
    assert used - without == 1_800 // 3  # the two passages, not the 3,000 words


def test_a_document_sent_whole_counts_as_its_words_though_its_pages_are_named() -> None:
    """A document sent whole is named under its answer, a source for each
    page with no passage (issue 35): the meter still counts all its words."""
    pages = tuple(Source("book.pdf", "b" * 64, n, "") for n in range(1, 11))
    answer = Message("a", "c", Role.ASSISTANT, "It says…", parent_id="q", sources=pages)
    plain = Message("a", "c", Role.ASSISTANT, "It says…", parent_id="q")
    named = tokens_in_use(Conversation("c"), [_question("q"), answer])
    assert named == tokens_in_use(Conversation("c"), [_question("q"), plain])
    assert named >= 3_000 * 4 // 3
