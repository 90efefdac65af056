"""What a person does with conversations, written once for every window
and command (issue 25): send, stop, retry, regenerate, continue, edit, step
through versions, rename, pin, delete, choose a model, change the setup, and
answer a tool's question. Each conversation's state lives here
(`ConversationState`); listeners hear typed events. No Qt.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from typing import Any

from desktop.domain import stamps
from desktop.domain.attachments import PreparedFile
from desktop.domain.messages import Conversation, Message, Parameters, ToolCall
from desktop.domain.tools import Decision
from desktop.domain.words import say, say_n
from desktop.engine.context import tokens_in_use
from desktop.engine.turn_state import Turn, TurnPlan, WebSearch
from desktop.engine.turns import TurnEngine, TurnRefused
from desktop.session.conversation_state import ConversationState, Notice, PendingApproval
from desktop.session.events import (
    ConversationsChanged,
    SessionEvent,
    SessionListener,
    StateChanged,
    StepFinished,
    TurnFinished,
    TurnStarted,
)
from desktop.session.providers import Providers
from desktop.session.ran_on import ran_on
from desktop.session.settings import Settings
from desktop.session.turn_plans import plan_turn
from desktop.session.web_search import WebSearching, no_provider
from desktop.store.repository import Repository
from desktop.store.worker import AsyncRepository

log = logging.getLogger(__name__)

DELETED_ELSEWHERE = say(
    "This conversation was deleted on another device. What you were writing is still in "
    "the message box: copy it before you open another conversation."
)


class Conversations:
    """The use cases on conversations (send, stop, retry, regenerate,
    continue, edit, versions, rename, pin, delete, model and setup, tool
    approvals), each written once for the window and the command line;
    keeps each conversation's ConversationState and tells listeners typed
    events."""

    def __init__(
        self,
        store: AsyncRepository,
        settings: Callable[[], Settings],
        providers: Providers,
        engine: TurnEngine,
        web: WebSearching | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.providers = providers
        self.engine = engine
        self.web = web  # web search for a question (issue 41)
        self._states: dict[str | None, ConversationState] = {}
        self._listeners: list[SessionListener] = []
        self._tasks: set[asyncio.Future[None]] = set()  # context refreshes after answers
        engine.approve = self.approve_tool
        engine.add_listener(self._on_engine)

    # ------------------------------------------------------------ listeners
    @property
    def repo(self) -> Repository:
        return self.store.repo

    def add_listener(self, listener: SessionListener) -> None:
        self._listeners.append(listener)

    def remove_listener(self, listener: SessionListener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def tell(self, event: SessionEvent) -> None:
        for listener in list(self._listeners):
            try:
                listener(event)
            except Exception:
                log.exception("a listener failed on %s", type(event).__name__)

    def _on_engine(self, event: SessionEvent) -> None:
        if isinstance(event, TurnStarted):
            # The answer's model is the conversation's from now on (the engine
            # stored it): the state says the same.
            state = self._states.get(event.conversation_id)
            if state is not None:
                state.provider, state.model = event.assistant.provider, event.assistant.model
        if isinstance(event, StepFinished | TurnFinished):
            # Where a local model wrote it, for the answer's details.
            event = replace(event, ran_on=ran_on(self.providers, event.message))
        self.tell(event)
        if isinstance(event, TurnFinished):
            state = self._states.get(event.conversation_id)
            if state is not None:
                self._refresh_later(state)

    def _refresh_later(self, state: ConversationState) -> None:
        task = asyncio.ensure_future(self.refresh_context(state))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # ---------------------------------------------------------------- models
    def model_for(self, conversation: Conversation | None) -> tuple[str | None, str | None]:
        """Which model answers next: the conversation's own, unless it has
        none or its provider is not set up here (an imported conversation,
        a provider removed), then the default one. The header shows this,
        and the engine sends this: the same answer (issue 25)."""
        settings = self.settings()
        if conversation is not None and conversation.model:
            provider = conversation.provider or settings.active_provider
            if settings.provider(provider) is not None:
                return provider, conversation.model
        return settings.active_provider, settings.default_model

    async def plan(self, conversation_id: str) -> TurnPlan:
        """What the next turn runs with: model_for's model, the header's."""
        return await plan_turn(
            self.store, conversation_id, self.settings(), self.providers, self.model_for
        )

    async def _plan_after(self, message_id: str) -> TurnPlan | None:
        """None when the message is gone: the turn runs with the conversation's own."""
        message = self.repo.get_message(message_id)
        return None if message is None else await self.plan(message.conversation_id)

    # ---------------------------------------------------------------- states
    def state(self, conversation_id: str | None) -> ConversationState:
        """The state of a conversation (made from the store the first time),
        or of the new conversation (None)."""
        state = self._states.get(conversation_id)
        if state is not None:
            return state
        conversation = self.repo.get_conversation(conversation_id) if conversation_id else None
        settings = self.settings()
        state = ConversationState(conversation_id)
        state.provider, state.model = self.model_for(conversation)
        state.web = self.web_default()
        if conversation is not None:
            state.system_prompt = conversation.system_prompt
            state.parameters = conversation.parameters
            state.tools = conversation.tools
            state.project_id = conversation.project_id
            kept = self.kept_after_delete(conversation.id)
            if kept is not None:
                state.notices.append(kept)
        else:
            state.system_prompt, state.parameters = settings.system_prompt, settings.parameters()
        self._states[conversation_id] = state
        return state

    def held(self, conversation_id: str | None) -> ConversationState | None:
        """The state already made for a conversation, if any (none is made)."""
        return self._states.get(conversation_id)

    def kept_after_delete(self, conversation_id: str) -> Notice | None:
        """A conversation another device deleted while this one (or a third)
        held words it never saw (issue 36): kept, and said so at its top,
        with the delete it escaped a click away."""
        covered = self.repo.sync.covered(conversation_id)
        stamp = self.repo.sync.tombstone_stamp(conversation_id)
        if covered is None or stamp is None:
            return None
        unseen = sum(1 for m in self.repo.messages(conversation_id) if m.id not in covered)
        if not unseen:
            return None
        parsed = stamps.parse(stamp)
        when = (
            time.strftime("%Y-%m-%d %H:%M", time.localtime(parsed.wall / 1000))
            if parsed is not None
            else "?"
        )
        text = say_n(
            "This conversation was deleted on another device ({when}). It was kept because it "
            "holds %n message(s) that device never saw.",
            None,
            unseen,
            when=when,
        )

        def delete_here_too() -> None:
            task = asyncio.ensure_future(self.delete(conversation_id))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

        return Notice(text, error=False, action=say("Delete it here too"), callback=delete_here_too)

    def forget(self, conversation_id: str | None) -> None:
        """Drop a state (it is made again from the store when asked for)."""
        self._states.pop(conversation_id, None)

    def _changed(self, state: ConversationState) -> None:
        self.tell(StateChanged(state.id))

    def notify(self, state: ConversationState, notice: Notice) -> None:
        state.notices.append(notice)
        self._changed(state)

    def dismiss(self, state: ConversationState, notice: Notice) -> None:
        if notice in state.notices:
            state.notices.remove(notice)
            self._changed(state)

    def models_changed(self) -> None:
        """Settings changed (providers, the default model): every state
        not tied to a model of its own follows."""
        for state in self._states.values():
            conversation = self.repo.get_conversation(state.id) if state.id else None
            if state.id is None or conversation is not None:
                state.provider, state.model = self.model_for(conversation)
                state.web = state.web and self.web_ready()  # no provider: no search
                self._changed(state)

    def outside_changes(self) -> None:
        """A sync round, an import or a restore changed conversations: a
        state whose conversation is gone says so (once), keeping its draft;
        the others read their conversation again."""
        for cid, state in list(self._states.items()):
            if cid is None or state.deleted:
                continue
            conversation = self.repo.get_conversation(cid)
            if conversation is None:
                state.deleted = True
                state.approval = None
                state.used = 0  # nothing of it will be sent again: the meter says so
                state.notices.append(Notice(DELETED_ELSEWHERE))
            else:
                state.provider, state.model = self.model_for(conversation)
                state.system_prompt = conversation.system_prompt
                state.parameters = conversation.parameters
                state.tools = conversation.tools
                state.project_id = conversation.project_id
                kept = self.kept_after_delete(cid)
                said = {n.text for n in state.notices}
                if kept is not None and kept.text not in said:
                    state.notices.append(kept)  # kept after another device's delete
            self._changed(state)
        self.tell(ConversationsChanged())

    # ------------------------------------------------------------ web search
    def web_ready(self) -> bool:
        """A search provider is chosen (the globe can be turned on)."""
        return self.web is not None and self.web.choice() is not None

    def web_default(self) -> bool:
        """Whether a new question searches the web unless turned off."""
        return self.web_ready() and self.settings().web_default

    def set_web(self, state: ConversationState, on: bool) -> None:
        """The globe: search the web for the next question, or not."""
        state.web = on and self.web_ready()
        self._changed(state)

    def _web_search(self, state: ConversationState) -> WebSearch:
        if self.web is None:
            raise no_provider()
        return self.web.for_question(lambda said, error: self.notify(state, Notice(said, error)))

    # ---------------------------------------------------------------- turns
    async def send(
        self, state: ConversationState, text: str, files: Sequence[PreparedFile] = ()
    ) -> Turn:
        """Ask in this conversation; a new one is made first, with the
        state's model, setup and tools switch (the header's). With the
        state's globe on, the web is searched for the question once it is
        stored (an edited question is answered from what it had)."""
        if state.deleted:
            raise TurnRefused(DELETED_ELSEWHERE)
        if state.editing is not None:
            return await self.engine.edit(state.editing, text, self._plan_after(state.editing))
        search = self._web_search(state) if state.web and text.strip() else None
        if state.id is None:
            if not text.strip() and not files:
                raise TurnRefused(say("There is nothing to send yet: type a message first."))
            state.id = await self._create(state)
            self._states.pop(None, None)
            self._states[state.id] = state
            self.tell(ConversationsChanged())
        # The plan is made once the engine has claimed the conversation (P13).
        plan = self.plan(state.id)
        turn = await self.engine.send(state.id, text, files, search=search, plan=plan)
        if state.web != self.web_default():
            state.web = self.web_default()  # the globe was for that question
            self._changed(state)
        return turn

    async def _create(self, state: ConversationState) -> str:
        provider, model, tools = state.provider, state.model, state.tools
        system_prompt, parameters = state.system_prompt, state.parameters
        project_id = state.project_id

        def create(r: Repository) -> str:
            conversation = r.create_conversation(
                provider=provider,
                model=model,
                system_prompt=system_prompt,
                parameters=parameters,
                project_id=project_id if project_id and r.get_project(project_id) else None,
            )
            project = r.get_project(project_id) if project_id else None
            if project is not None and (project.provider, project.model) != (provider, model):
                # A new conversation in the project starts with the model last used there.
                r.project_store.update_project(replace(project, provider=provider, model=model))
            if not tools:
                r.conversations.set_tools(conversation.id, False)
            return conversation.id

        return await self.store.run(create)

    def is_running(self, conversation_id: str | None) -> bool:
        return conversation_id is not None and self.engine.is_running(conversation_id)

    def unsaved(self) -> list[Turn]:
        """Answers whose text the disk refuses (a window offers a file at quit)."""
        return self.engine.unsaved()

    def abandon(self, conversation_id: str) -> None:
        self.engine.abandon(conversation_id)

    async def stop(self, conversation_id: str) -> Message | None:
        return await self.engine.stop(conversation_id)

    async def retry(self, message_id: str) -> Turn:
        return await self.engine.retry(message_id, self._plan_after(message_id))

    async def regenerate(self, message_id: str) -> Turn:
        return await self.engine.regenerate(message_id, self._plan_after(message_id))

    async def continue_(self, message_id: str) -> Turn:
        return await self.engine.continue_(message_id, self._plan_after(message_id))

    # -------------------------------------------------------------- versions
    def version_ids(self, message_id: str) -> list[str]:
        """The versions a person can step through (Repository.version_ids)."""
        return self.repo.version_ids(message_id)

    def versions(self, message_id: str) -> tuple[int, int]:
        ids = self.version_ids(message_id)
        return (ids.index(message_id) + 1 if message_id in ids else 1, max(1, len(ids)))

    async def switch_version(self, conversation_id: str, message_id: str, step: int) -> bool:
        """Show a sibling version: only the tip pointer moves (P12)."""
        ids = self.version_ids(message_id)
        target = ids.index(message_id) + step if message_id in ids else -1
        if not 0 <= target < len(ids):
            return False
        if self.engine.is_running(conversation_id):
            raise TurnRefused(
                say("Wait for the answer to finish, or press Stop, before switching versions.")
            )
        sibling = ids[target]
        await self.store.run(lambda r: r.set_tip(conversation_id, r.latest_leaf(sibling).id))
        # The next request sends the version shown now: the meter counts it
        # (it kept the count of the version left until an answer ended).
        state = self._states.get(conversation_id)
        if state is not None:
            self._refresh_later(state)
        return True

    async def show_message(self, conversation_id: str, message_id: str) -> None:
        """Make the branch that holds `message_id` the shown one (a search hit)."""
        if message_id in self.repo.branch_ids(conversation_id):
            return
        await self.store.run(lambda r: r.set_tip(conversation_id, r.latest_leaf(message_id).id))

    # -------------------------------------------------------- conversations
    async def rename(self, conversation_id: str, title: str) -> None:
        await self.store.run(lambda r: r.rename_conversation(conversation_id, title))
        self.tell(ConversationsChanged())

    async def pin(self, conversation_id: str, pinned: bool) -> None:
        await self.store.run(lambda r: r.set_pinned(conversation_id, pinned))
        self.tell(ConversationsChanged())

    async def delete(self, conversation_id: str) -> None:
        """A running answer is stopped (and saved) first, then it all goes."""
        if self.engine.is_running(conversation_id):
            await self.engine.stop(conversation_id)
        await self.store.run(lambda r: r.delete_conversation(conversation_id))
        self.forget(conversation_id)
        self.tell(ConversationsChanged())

    def choose_model(
        self, state: ConversationState, provider: str, model: str
    ) -> Coroutine[Any, Any, None]:
        """The header's pick: this conversation's model, and the default
        for new ones. The state changes now (and says so); the returned
        coroutine stores it."""
        state.provider, state.model = provider, model
        settings = self.settings()
        settings.active_provider, settings.default_model = provider, model
        self._changed(state)
        cid = state.id

        async def store() -> None:
            if cid is not None:
                await self.store.run(
                    lambda r: r.conversations.set_conversation_model(cid, provider, model)
                )
            await self.refresh_context(state)

        return store()

    def set_setup(
        self, state: ConversationState, system_prompt: str, parameters: Parameters
    ) -> Coroutine[Any, Any, None]:
        """The setup sheet's Save: now in the state, then in the store."""
        state.system_prompt, state.parameters = system_prompt, parameters
        self._changed(state)
        cid = state.id

        async def store() -> None:
            if cid is not None:
                await self.store.run(lambda r: r.set_setup(cid, system_prompt, parameters))
            await self.refresh_context(state)

        return store()

    def set_tools(self, state: ConversationState, enabled: bool) -> Coroutine[Any, Any, None]:
        state.tools = enabled
        self._changed(state)
        cid = state.id

        async def store() -> None:
            if cid is not None:
                await self.store.run(lambda r: r.conversations.set_tools(cid, enabled))

        return store()

    async def refresh_context(self, state: ConversationState) -> None:
        """How much of its model's context the conversation fills. A model
        whose provider is not set up has no known length: no figure, no
        error (an imported conversation raised one on every other)."""
        limit = None
        if state.model and self.settings().provider(state.provider) is not None:
            try:
                limit = await self.providers.context_length(state.provider, state.model)
            except Exception:
                log.info("context length unknown", exc_info=True)
        cid = state.id

        def count(r: Repository) -> int:
            # On the writer thread: a 10,000-message branch takes a few
            # hundred ms to read and count, which froze the window when a
            # conversation opened and after every answer.
            conversation = r.get_conversation(cid) if cid else None
            return tokens_in_use(conversation, r.branch(conversation.id)) if conversation else 0

        used = await self.store.run(count)
        if (state.used, state.limit) != (used, limit):
            state.used, state.limit = used, limit
            self._changed(state)

    # ---------------------------------------------------------------- tools
    async def approve_tool(self, conversation_id: str, message_id: str, call: ToolCall) -> Decision:
        """The engine's Approver: the question waits in the conversation's
        state until the person answers it (or the answer is stopped)."""
        state = self.state(conversation_id)
        answer: asyncio.Future[Decision] = asyncio.get_running_loop().create_future()
        state.approval = PendingApproval(message_id, call, answer)
        self._changed(state)
        try:
            return await answer
        finally:
            if state.approval is not None and state.approval.answer is answer:
                state.approval = None
            self._changed(state)

    def decide(self, state: ConversationState, decision: Decision) -> None:
        pending = state.approval
        if pending is not None and not pending.answer.done():
            pending.answer.set_result(decision)

    def waiting_approvals(self) -> list[ConversationState]:
        return [s for s in self._states.values() if s.approval is not None]

    async def aclose(self) -> None:
        """Context refreshes still running end before the store closes."""
        for task in list(self._tasks):
            task.cancel()
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=5)
