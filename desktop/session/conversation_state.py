"""Each conversation's own state, in one object the window renders from
(issue 25): the model the next request uses, its setup, what the person is
writing, its notices, its context figures, the tool question waiting, and
whether it was deleted elsewhere while open. Switching conversations
switches the object, so nothing of one conversation can show on another.
No Qt."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable
from dataclasses import dataclass, field

from desktop.domain.attachments import PreparedFile
from desktop.domain.messages import Parameters, ToolCall
from desktop.domain.tools import Decision

__all__ = ["ConversationState", "Decision", "Notice", "PendingApproval"]


@dataclass(eq=False)
class Notice:
    """A sentence for the person, with an optional next step."""

    text: str
    error: bool = True
    action: str | None = None
    callback: Callable[[], None] | None = None
    # When it was raised, among all notices: the banner shows the newest.
    order: int = field(default_factory=itertools.count().__next__)


@dataclass(eq=False)
class PendingApproval:
    """A tool call waiting for the person's yes or no: the answer it belongs
    to, the call, and the future the tool round awaits."""

    message_id: str
    call: ToolCall
    answer: asyncio.Future[Decision]


@dataclass(eq=False)
class ConversationState:
    """Everything the window shows of one conversation, held in one place:
    what answers next (provider, model, setup), the draft and attached
    files, notices, context figures and a tool question waiting. The
    header, composer and banners render from it, so they cannot disagree
    with the request."""

    id: str | None  # None: a new conversation, made when its first message is sent
    provider: str | None = None  # what answers next: shown in the header, sent in the request
    model: str | None = None
    system_prompt: str = ""
    parameters: Parameters = field(default_factory=Parameters)
    tools: bool = True
    project_id: str | None = None  # the project it is (or, new, will be) kept in
    draft: str = ""  # what the person is writing here
    files: list[PreparedFile] = field(default_factory=list)  # attached, not sent yet
    recordings: list[str] = field(default_factory=list)  # dictations in the draft (issue 40)
    editing: str | None = None  # the question being edited
    web: bool = False  # the globe: search the web for the next question (issue 41)
    notices: list[Notice] = field(default_factory=list)
    used: int = 0  # tokens the conversation fills
    limit: int | None = None  # the model's context length, where known
    approval: PendingApproval | None = None
    deleted: bool = False  # deleted on another device while open
    scroll: int = 0

    @property
    def model_choice(self) -> tuple[str | None, str | None] | None:
        return (self.provider, self.model) if self.model else None
