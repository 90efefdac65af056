"""Where an answer of a model on this computer ran, in a sentence (issue
39): "On the GPU: NAME (Vulkan), 31 of 31 layers" or "On the processor
(…)", as the library says it, for the answer's details. Read from the engine
as the answer ends, while the process that wrote it is still the one held;
kept only in the events of this run (the store has no place for it)."""

from __future__ import annotations

from desktop.domain.messages import Message
from desktop.domain.providers import ProviderKind
from desktop.session.providers import Providers


def ran_on(providers: Providers, message: Message) -> str:
    """The placement of the engine that wrote `message`; "" for another
    provider's answer, or one the engine never started for (nothing ran)."""
    engine = providers.local
    config = providers.settings.provider(message.provider) if message.provider else None
    if engine is None or config is None or config.kind is not ProviderKind.LOCAL:
        return ""
    running = engine.running
    # After a crash mid-answer `running` is still the engine that wrote the
    # words that arrived (the next start replaces it), so it says where they ran.
    if running is None or running.model.name != message.model or not message.content:
        return ""
    return running.placement.describe()
