"""The window reads the store through one read-only reader (issue 38):
every part that reads is handed the session's Reader, and no write of the
store is reachable from it while a person uses the window."""

from __future__ import annotations

from desktop.devserver import Reply
from desktop.domain.messages import Status
from tests.read_only import writes_reachable
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter


def test_the_window_reads_through_one_reader_with_no_write_reachable(harness: Harness) -> None:
    window = harness.open()
    harness.server.script(Reply(text="An answer, read back through the reader."))
    type_and_enter(harness, window, "a question")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    reader = window.session.repo
    held = [
        window.repo,
        window.conversation.model._repo,  # the transcript's messages
        window.side.sidebar.repo,  # search and projects
        window.side.sidebar.model._repo,  # the conversation list
    ]
    assert all(r is reader for r in held)
    assert writes_reachable(reader) == []
    assert last(window).content == "An answer, read back through the reader."
    assert [c.title for c in reader.list_conversations()] == ["a question"]
