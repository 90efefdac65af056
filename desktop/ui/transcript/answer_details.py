"""The line under an answer: what it cost (tokens, tokens per second) and,
for a model on this computer, where it ran (issue 39): "On the GPU: NAME
(Vulkan), 31 of 31 layers" or "On the processor (…)", the library's own
sentence. Kept apart from message_view.py, which is near its size limit."""

from __future__ import annotations

from desktop.domain.messages import Usage
from desktop.ui.i18n import tr, translated


def details(usage: Usage, ran_on: str) -> str:
    """`ran_on` is the session's sentence (say(), English), shown in the
    person's language; "" where it is not known (another provider, or an
    answer from an earlier run: the store does not keep it)."""
    parts = []
    if usage.completion_tokens:
        parts.append(tr("%n token(s)", None, usage.completion_tokens))
        if usage.generation_seconds:
            rate = round(usage.completion_tokens / usage.generation_seconds)
            parts.append(tr("%n token(s)/s", None, rate))
    if ran_on:
        parts.append(translated(ran_on))
    return " · ".join(parts)
