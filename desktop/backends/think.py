"""Reasoning left inside the answer's text as `<think>…</think>`.

Qwen3 and DeepSeek-R1 served by llama.cpp with `--reasoning-format none`,
and some Ollama models, stream their reasoning in the content itself. Only
a tag at the very start of the answer (after blank space) opens reasoning:
a `<think>` later in an answer is text the model wrote about tags. The
split is incremental and exact whatever the chunks: a piece that could be
the start of a tag is held back until the next chunk decides it.
"""

from __future__ import annotations

from enum import Enum

from desktop.backends.base import Finish, ReasoningDelta, StreamEvent, TextDelta

OPEN, CLOSE = "<think>", "</think>"


class _State(Enum):
    START = 0  # nothing but blank space yet
    INSIDE = 1  # in the reasoning
    AFTER = 2  # just after </think>: blank lines before the answer are dropped
    PLAIN = 3  # the answer: everything is text


def _held(buffer: str, tag: str) -> int:
    """How many characters at the end of `buffer` could begin `tag`."""
    for size in range(min(len(tag) - 1, len(buffer)), 0, -1):
        if tag.startswith(buffer[-size:]):
            return size
    return 0


class ThinkSplitter:
    """Separates reasoning a model writes inside <think>…</think> from the
    answer's text, as it streams, even when a tag is cut across chunks."""

    def __init__(self) -> None:
        self._state = _State.START
        self._buffer = ""

    @property
    def passes_text(self) -> bool:
        """In the answer with nothing held back: text goes through as it is."""
        return self._state is _State.PLAIN and not self._buffer

    def feed(self, chunk: str) -> tuple[str, str]:
        """Returns (text, reasoning) that are final so far."""
        text: list[str] = []
        reasoning: list[str] = []
        self._buffer += chunk
        while self._buffer:
            if self._state is _State.START:
                start = self._buffer.lstrip()
                if not start or (len(start) < len(OPEN) and OPEN.startswith(start)):
                    break  # blank space or a piece of "<think>": wait for more
                if start.startswith(OPEN):
                    self._state, self._buffer = _State.INSIDE, start[len(OPEN) :]
                else:
                    self._state = _State.PLAIN
            elif self._state is _State.INSIDE:
                end = self._buffer.find(CLOSE)
                if end >= 0:
                    reasoning.append(self._buffer[:end])
                    self._state, self._buffer = _State.AFTER, self._buffer[end + len(CLOSE) :]
                    continue
                keep = _held(self._buffer, CLOSE)
                reasoning.append(self._buffer[: len(self._buffer) - keep])
                self._buffer = self._buffer[len(self._buffer) - keep :]
                break
            elif self._state is _State.AFTER:
                self._buffer = self._buffer.lstrip("\n")
                if self._buffer:
                    self._state = _State.PLAIN
            else:
                text.append(self._buffer)
                self._buffer = ""
        return "".join(text), "".join(reasoning)

    def finish(self) -> tuple[str, str]:
        """The stream ended: what was held back is what it looked like."""
        rest, self._buffer = self._buffer, ""
        if self._state is _State.INSIDE:
            return "", rest
        if self._state is _State.AFTER:
            return "", ""
        return rest, ""


def split_events(splitter: ThinkSplitter, events: list[StreamEvent]) -> list[StreamEvent]:
    """The stream's events with inline reasoning moved out of the text; what
    was held back is let out before the stream's Finish."""
    if splitter.passes_text and len(events) == 1 and type(events[0]) is TextDelta:
        return events  # most of an answer: one piece of text, nothing to split
    out: list[StreamEvent] = []
    for event in events:
        if isinstance(event, TextDelta):
            text, reasoning = splitter.feed(event.text)
        elif isinstance(event, Finish):
            text, reasoning = splitter.finish()
        else:
            out.append(event)
            continue
        if reasoning:
            out.append(ReasoningDelta(reasoning))
        if text:
            out.append(TextDelta(text))
        if isinstance(event, Finish):
            out.append(event)
    return out
