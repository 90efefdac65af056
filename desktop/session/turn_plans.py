"""The plan a turn runs with, made in one place (issue 38).

The session decides which model answers in a conversation (the header shows
the same), with which options, context length, tools and documents; the
engine is handed that decision as a `TurnPlan` and asks nobody back.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace

from desktop.backends.base import ChatOptions
from desktop.domain.messages import Conversation
from desktop.domain.providers import ProviderKind
from desktop.domain.words import say
from desktop.engine.documents import DocumentMode
from desktop.engine.turn_state import TurnPlan, options_for
from desktop.engine.turns import TurnRefused
from desktop.session.providers import Providers
from desktop.session.settings import Settings
from desktop.store.worker import AsyncRepository

log = logging.getLogger(__name__)

# Which (provider, model) answers in a conversation (Conversations.model_for).
ModelChooser = Callable[[Conversation], tuple[str | None, str | None]]

# How long a model's context length is waited for: unknown is fine (then
# nothing is left out), a question kept waiting is not.
LENGTH_SECONDS = 3


async def plan_turn(
    store: AsyncRepository,
    conversation_id: str,
    settings: Settings,
    providers: Providers,
    choose_model: ModelChooser,
) -> TurnPlan:
    """The next turn of a conversation: its model (`choose_model`'s), its
    own parameters over the settings' defaults, the context length the
    person chose for the model (which a local engine runs it with) and the
    one the request must fit, its tools switch, the tool rounds allowed and
    how documents are sent. TurnRefused if the conversation is gone."""
    conv = await store.run(lambda r: r.get_conversation(conversation_id))
    if conv is None:
        raise TurnRefused(say("This conversation was deleted."))
    provider, model = choose_model(conv)
    p = settings.parameters()
    defaults = ChatOptions(p.temperature, p.top_p, p.max_tokens, p.reasoning)
    options = options_for(conv.parameters, defaults)
    if model:
        options = replace(options, context=providers.chosen_context(provider, model))
    return TurnPlan(
        provider,
        model,
        options,
        limit=await _context_limit(providers, provider, model),
        tools=conv.tools,
        searches_itself=_not_local(settings, provider),
        tool_rounds=settings.tool_rounds,
        documents=DocumentMode(settings.documents),
    )


def _not_local(settings: Settings, provider: str | None) -> bool:
    """A model on this computer is given the web's results for the question:
    the small models it runs (SmolLM2 here) leave a search tool unused."""
    config = settings.provider(provider or settings.active_provider)
    return config is None or config.kind is not ProviderKind.LOCAL


async def _context_limit(
    providers: Providers, provider: str | None, model: str | None
) -> int | None:
    if not model:
        return None
    try:
        return await asyncio.wait_for(providers.context_length(provider, model), LENGTH_SECONDS)
    except Exception:  # unknown is fine: then nothing is left out
        log.info("context length of %s unknown", model, exc_info=True)
        return None
