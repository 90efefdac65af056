"""A turn runs from the plan the session makes (issue 38): the session
makes it from its settings and the conversation, and the engine claims the
conversation before the plan is made, as it did when it asked for these
itself (a second send refused at once, P13)."""

from __future__ import annotations

import asyncio
import inspect

import pytest

from desktop.backends.base import ChatOptions
from desktop.devserver import Reply
from desktop.domain.messages import Parameters, Reasoning, Status
from desktop.engine.documents import DocumentMode
from desktop.engine.turn_state import TurnPlan
from desktop.engine.turns import TurnRefused
from desktop.session.providers import Providers
from desktop.session.settings import Settings
from desktop.session.turn_plans import plan_turn
from tests.e2e.conftest import Env


async def test_the_session_plans_a_turn_from_its_settings_and_the_conversation(env: Env) -> None:
    cid = env.conversation("openai")
    env.repo.set_setup(cid, "", Parameters(temperature=0.3))  # its own, over the defaults
    settings = Settings(
        max_tokens=500,
        reasoning=Reasoning.LOW,
        tool_rounds=3,
        documents="relevant",
        context_lengths={"openai/verbatim-demo": 8000},  # set by hand: no server asked
    )
    providers = Providers(settings)
    try:
        plan = await plan_turn(
            env.store, cid, settings, providers, lambda c: ("openai", "verbatim-demo")
        )
    finally:
        await providers.aclose()
    options = ChatOptions(0.3, None, 500, Reasoning.LOW, context=8000)
    assert plan == TurnPlan(
        "openai", "verbatim-demo", options, 8000, True, 3, DocumentMode.RELEVANT
    )
    assert plan.budget == 8000 - 500  # the room the person allowed the answer is kept


async def test_a_conversation_is_claimed_before_its_plan_is_made(env: Env) -> None:
    cid = env.conversation()
    made = asyncio.Event()

    async def planning() -> TurnPlan:
        await made.wait()
        return env.plan(cid)

    env.server.script(Reply(tokens=5))
    first = asyncio.ensure_future(env.engine.send(cid, "one", plan=planning()))
    await env.until(lambda: env.engine.is_running(cid))  # answering while it is planned
    refused = planning()
    with pytest.raises(TurnRefused, match="still answering"):
        await env.engine.send(cid, "two", plan=refused)
    assert inspect.getcoroutinestate(refused) == inspect.CORO_CLOSED  # not left half-made
    made.set()
    answer = await (await first).wait()
    assert answer.status is Status.COMPLETE
    assert env.repo.branch(cid)[0].content == "one"
