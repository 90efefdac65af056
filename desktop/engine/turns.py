"""The turn engine: send, stream, checkpoint, stop, fail, retry (P5-P14).

One asyncio task per running conversation. The store is reached only
through the AsyncRepository's writer thread, so the event loop never waits
on disk. Every turn ends in exactly one final state, written with exactly
the text the listeners were given, before anyone is told it ended (P7, P8).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from desktop.backends.base import Backend, BackendError
from desktop.domain.attachments import PreparedFile
from desktop.domain.events import Listener, TurnFinished, TurnPreparing, TurnStarted, WriteFailed
from desktop.domain.messages import (
    DEFAULT_TITLE,
    Attachment,
    Message,
    Role,
    Source,
    Status,
    new_id,
)
from desktop.domain.web import WebPage
from desktop.domain.words import say
from desktop.engine.context import Request, make_title
from desktop.engine.new_answer import add_answer, request_for
from desktop.engine.streaming import MessageStreaming
from desktop.engine.telling import EventTeller
from desktop.engine.tool_loop import STOPPED_FIRST, ToolRounds
from desktop.engine.tools import Approver, ToolBox
from desktop.engine.turn_state import Planning, Shape, Turn, TurnPlan, WebSearch, let_go
from desktop.engine.web import web_sources

if TYPE_CHECKING:  # the engine reaches the store only through the writer thread
    from desktop.store.repository import Repository
    from desktop.store.worker import AsyncRepository

log = logging.getLogger(__name__)

BackendResolver = Callable[[str | None], Backend]


class TurnRefused(Exception):
    """A send that cannot start; str() is plain language (P13, P14)."""


@dataclass(frozen=True)
class _Prepared:
    """What the writer thread committed and read; the request is built from
    it on the event loop, where backends live (they are never touched from
    the writer thread: resolving one may call the keyring)."""

    user: Message | None
    assistant: Message
    request: Request


@dataclass(frozen=True)
class _Question:
    """A question to store: its words, its files and their bytes."""

    text: str
    attachments: tuple[Attachment, ...]
    blobs: dict[str, bytes]
    web: tuple[WebPage, ...] = ()  # pages a search read for it (issue 41)


class TurnEngine:
    """Runs turns: send, retry, regenerate, edit, continue and stop, one turn
    per conversation at a time, each stored as it streams and ending in
    exactly one final state. Each turn runs from the `TurnPlan` it is given
    (the session's: model, options, context length, tools, documents);
    without one, from the conversation's own model and parameters. It holds
    its parts (issue 38): the listeners' teller (`events`), the tool rounds
    (`rounds`, with the built-in web search) and the streaming of one step
    (`steps`), each given what it needs."""

    def __init__(
        self,
        store: AsyncRepository,
        resolve_backend: BackendResolver,
        *,
        checkpoint_interval: float = 0.05,
        tools: ToolBox | None = None,
        approve: Approver | None = None,
    ) -> None:
        self.store = store
        self.resolve_backend = resolve_backend
        self.events = EventTeller()
        tell = self.events.tell
        self.rounds = ToolRounds(
            store, tools, approve, tell=tell, report_write_failure=self._report_write_failure
        )
        self.steps = MessageStreaming(
            store,
            resolve_backend,
            self.rounds,
            checkpoint_interval=checkpoint_interval,
            search_first=self._search_first,
            tell=tell,
            tell_delta=self.events.tell_delta,
            report_write_failure=self._report_write_failure,
        )
        self._turns: dict[str, Turn] = {}
        self._starting: set[str] = set()

    @property
    def approve(self) -> Approver | None:
        """Who is asked before a tool runs: the tool rounds' (the session
        sets it once it is made)."""
        return self.rounds.approve

    @approve.setter
    def approve(self, approve: Approver | None) -> None:
        self.rounds.approve = approve

    def add_listener(self, listener: Listener) -> None:
        self.events.add_listener(listener)

    def remove_listener(self, listener: Listener) -> None:
        self.events.remove_listener(listener)

    def _report_write_failure(self, message: str) -> None:
        log.warning("store write failed: %s", message)
        self.events.tell(WriteFailed(message))

    # ---------------------------------------------------------------- state
    def is_running(self, conversation_id: str) -> bool:
        return conversation_id in self._turns or conversation_id in self._starting

    def running_message_id(self, conversation_id: str) -> str | None:
        turn = self._turns.get(conversation_id)
        return None if turn is None else turn.assistant_id

    def running_turn(self, conversation_id: str) -> Turn | None:
        return self._turns.get(conversation_id)

    # -------------------------------------------------------------- actions
    async def send(
        self,
        conversation_id: str,
        text: str,
        files: Sequence[PreparedFile] = (),
        web: Sequence[WebPage] = (),
        search: WebSearch | None = None,
        plan: Planning = None,
    ) -> Turn:
        """Ask a question, with the files attached to it (stored with it, P5)
        and the web pages a search read for it (their best passages sent);
        or with `search`, run once the question is stored, before the first
        word (Stop meanwhile keeps the question and the pages read)."""
        if not text.strip() and not files:
            let_go(plan)
            raise TurnRefused(say("There is nothing to send yet: type a message first."))
        question = _Question(
            text,
            tuple(f.attachment for f in files),
            {sha: data for f in files for sha, data in f.blobs.items()},
            tuple(web),
        )
        return await self._begin(
            conversation_id,
            lambda r, shape: self._prepare_send(r, conversation_id, question, shape),
            plan,
            search=search,
            question=text,
        )

    async def retry(self, failed_assistant_id: str, plan: Planning = None) -> Turn:
        """A new answer under the same question (P11): no second user message."""
        return await self._answer_again(failed_assistant_id, plan)

    async def regenerate(self, assistant_id: str, plan: Planning = None) -> Turn:
        """Another version of an answer, kept beside the old one (P12)."""
        return await self._answer_again(assistant_id, plan)

    async def edit(self, user_message_id: str, text: str, plan: Planning = None) -> Turn:
        """An edited question becomes a sibling of the original (P12)."""
        if not text.strip():
            let_go(plan)
            raise TurnRefused(say("An edited message cannot be empty."))
        original = await self._load(
            user_message_id, Role.USER, say("That message can no longer be edited."), plan
        )
        cid = original.conversation_id
        # The files stay with the question: the edit changes its words only.
        question = _Question(text, original.attachments, {})
        return await self._begin(
            cid,
            lambda r, shape: self._prepare(
                r, cid, original.parent_id, question, shape, continue_answer=False
            ),
            plan,
        )

    async def continue_(self, interrupted_id: str, plan: Planning = None) -> Turn:
        """Ask the model to go on from a stopped answer; a new message follows it."""
        stopped = await self._load(
            interrupted_id, Role.ASSISTANT, say("That answer can no longer be continued."), plan
        )
        cid = stopped.conversation_id
        # After a stopped tool round the results end the request: the model
        # simply goes on from them, with no "please continue" note.
        note = not (stopped.tool_calls and stopped.status is Status.COMPLETE)
        return await self._begin(
            cid,
            lambda r, shape: self._prepare(
                r, cid, interrupted_id, None, shape, continue_answer=note
            ),
            plan,
        )

    async def stop(self, conversation_id: str) -> Message | None:
        """Stop the running turn (P8, P9); returns once its text is on disk."""
        turn = self._turns.get(conversation_id)
        if turn is None or turn.task is None:
            return None
        await turn.running.wait()
        turn.stop_requested = True
        turn.task.cancel()
        return await asyncio.shield(turn.task)

    def unsaved(self) -> list[Turn]:
        """Turns whose text the disk refuses: the window offers to save it
        to a file before quitting (nothing is discarded silently)."""
        return [t for t in self._turns.values() if t.unsaved_text]

    def abandon(self, conversation_id: str) -> None:
        """The person chose to quit without the unsaved text (after being
        offered a file): stop retrying that turn's final write."""
        turn = self._turns.get(conversation_id)
        if turn is not None:
            turn.abandoned.set()

    async def shutdown(self) -> None:
        """Window closed or app quitting: every running answer is saved as
        interrupted before this returns."""
        turns = [t for t in self._turns.values() if t.task is not None]
        if turns:
            await asyncio.gather(*(self.stop(t.conversation_id) for t in turns))

    # ------------------------------------------------------------ internals
    async def _load(self, message_id: str, role: Role, refusal: str, plan: Planning) -> Message:
        message = await self.store.run(lambda r: r.get_message(message_id))
        if message is None or message.role is not role:
            let_go(plan)
            raise TurnRefused(refusal)
        return message

    async def _answer_again(self, assistant_id: str, plan: Planning) -> Turn:
        old = await self._load(
            assistant_id, Role.ASSISTANT, say("That answer no longer exists."), plan
        )
        cid = old.conversation_id
        return await self._begin(
            cid,
            lambda r, shape: self._prepare(
                r, cid, old.parent_id, None, shape, continue_answer=False
            ),
            plan,
        )

    async def _begin(
        self,
        conversation_id: str,
        prepare: Callable[[Repository, Shape], _Prepared],
        plan: Planning,
        *,
        search: WebSearch | None = None,
        question: str = "",
    ) -> Turn:
        # Claimed before the first await, so a second send cannot slip in (P13).
        if self.is_running(conversation_id):
            let_go(plan)
            raise TurnRefused(
                say(
                    "Verbatim is still answering in this conversation. Wait for it to finish, "
                    "or press Stop (Esc) first."
                )
            )
        self._starting.add(conversation_id)
        try:
            shape = await self._shape(conversation_id, plan)
            prepared = await self.store.run(lambda r: prepare(r, shape))
        finally:
            self._starting.discard(conversation_id)
        turn = Turn(
            conversation_id,
            prepared.user,
            prepared.assistant.id,
            prepared.request.messages,
            shape.plan.options,
            shape=shape,
            search=search,
            question=question,
        )
        self._turns[conversation_id] = turn
        turn.task = asyncio.get_running_loop().create_task(
            self._run(turn, prepared.assistant), name=f"turn-{conversation_id}"
        )
        self.events.tell(TurnStarted(conversation_id, prepared.user, prepared.assistant))
        return turn

    async def _shape(self, cid: str, planning: Planning) -> Shape:
        """The plan, with what only the backend knows: whether it needs
        alternating roles (asked on the event loop, where backends live).
        A turn no session planned runs with the conversation's own model."""
        plan = planning if planning is None or isinstance(planning, TurnPlan) else await planning
        if plan is None:
            conv = await self.store.run(lambda r: r.get_conversation(cid))
            if conv is None:
                raise TurnRefused(say("This conversation was deleted."))
            plan = TurnPlan.plain(conv)
        return Shape(plan, self._alternates(plan.provider))

    def _prepare_send(
        self, repo: Repository, cid: str, question: _Question, shape: Shape
    ) -> _Prepared:
        conv = repo.get_conversation(cid)
        if conv is None:
            raise TurnRefused(say("This conversation was deleted."))
        return self._prepare(repo, cid, conv.tip_id, question, shape, continue_answer=False)

    def _prepare(
        self,
        repo: Repository,
        cid: str,
        parent_id: str | None,
        question: _Question | None,
        shape: Shape,
        *,
        continue_answer: bool,
    ) -> _Prepared:
        """Runs on the writer thread: commit the question (P5) and a streaming
        answer, move the tip, and build the request from the stored branch."""
        conv = repo.get_conversation(cid)
        if conv is None:
            raise TurnRefused(say("This conversation was deleted."))
        plan = shape.plan
        if (conv.provider, conv.model) != (plan.provider, plan.model):
            # The model this answer comes from is the conversation's from now
            # on: what the window showed is what answered (issue 25).
            repo.conversations.set_conversation_model(cid, plan.provider, plan.model)
            conv = replace(conv, provider=plan.provider, model=plan.model)
        user: Message | None = None
        if question is not None:
            user = repo.add_message(
                Message(
                    id=new_id(),
                    conversation_id=cid,
                    role=Role.USER,
                    content=question.text,
                    parent_id=parent_id,
                    attachments=question.attachments,
                ),
                question.blobs,
            )
            parent_id = user.id
            if conv.title == DEFAULT_TITLE:
                title = question.text or ", ".join(a.name for a in question.attachments)
                repo.rename_conversation(cid, make_title(title))
        found = web_sources(question.web, question.text) if question and question.web else ()
        assistant, request = add_answer(repo, conv, parent_id, shape, continue_answer, found)
        return _Prepared(user, assistant, request)

    async def _search_first(self, turn: Turn, assistant: Message) -> None:
        """Before an answer's first word: its web search, if it has one,
        and the request built again with the passages of the pages read
        (the room they take counted first). A Stop meanwhile cancels it;
        the pages read by then become the stopped answer's sources."""
        search, turn.search = turn.search, None
        if search is None or turn.shape is None:
            return
        shape = turn.shape
        pages: list[WebPage] = []
        turn.web_pages, turn.web_answer = pages, assistant.id
        self.events.tell(
            TurnPreparing(turn.conversation_id, assistant.id, say("Searching the web…"))
        )
        await search(turn.question, pages)
        if not pages:
            return  # nothing read: the request built at the start is the one

        def build(r: Repository) -> tuple[Request, tuple[Source, ...]]:
            conv = r.get_conversation(turn.conversation_id)
            if conv is None:
                raise TurnRefused(say("This conversation was deleted."))
            found = web_sources(pages, turn.question)
            return request_for(r, conv, assistant.parent_id, shape, False, found)

        request, sources = await self.store.run(build)
        turn.request = request.messages
        turn.sources, turn.omitted = sources, request.omitted

    def _alternates(self, provider: str | None) -> bool:
        try:
            return bool(getattr(self.resolve_backend(provider), "needs_alternating_roles", False))
        except BackendError:
            return False  # reported when the turn runs

    async def _run(self, turn: Turn, assistant: Message) -> Message:
        """One answer: a step, and while the model asks for tools, the tool
        round and the next step (each step its own stored message, P19)."""
        turn.running.set()
        final, calls = await self.steps.step(turn, assistant)
        rounds = 0
        while calls:
            if final.status is not Status.COMPLETE or turn.stop_requested:
                await self.rounds.end_calls(turn, final.id, calls, STOPPED_FIRST)
                break
            most = turn.shape.plan.tool_rounds if turn.shape else 0
            if rounds >= most:
                limit = say("the answer reached its limit of {count} tool rounds", count=most)
                await self.rounds.end_calls(turn, final.id, calls, limit)
                break
            rounds += 1
            if not await self.rounds.run_calls(turn, final.id, calls):
                break
            following = await self.rounds.next_step(turn, final)
            if following is None:
                break
            final, calls = await self.steps.step(turn, following)
        if calls:  # ended after the message itself: the listeners get them as stored
            final = await self.steps.reread(final)
        self._turns.pop(turn.conversation_id, None)
        self.events.tell(TurnFinished(turn.conversation_id, final))
        return final
