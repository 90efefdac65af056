"""Reasoning a server leaves inside the answer's text as <think>…</think>
(issue 14) is split out of it, incrementally, wherever the chunks fall."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from desktop.backends.think import ThinkSplitter

CASES = [
    "<think>weigh the options</think>\n\nThe answer is 42.",
    "  <think>\nleading space before the tag\n</think>The answer.",
    "<think></think>Empty reasoning.",
    "<think>never closed because the stream stopped",
    "No reasoning here. <think> in the middle is just text </think>.",
    "<thinking>is not the tag</thinking> so it stays text",
    "<think>a < b and </thin is not the end</think>done",
    "<",
    "",
    "<think>ünïcödé 東京 🙂</think>🙂 answer",
]


def split_once(text: str) -> tuple[str, str]:
    return run([text])


def run(chunks: list[str]) -> tuple[str, str]:
    splitter = ThinkSplitter()
    text, reasoning = [], []
    for chunk in chunks:
        t, r = splitter.feed(chunk)
        text.append(t)
        reasoning.append(r)
    t, r = splitter.finish()
    return "".join([*text, t]), "".join([*reasoning, r])


def test_the_tags_are_taken_out_and_the_rest_is_kept() -> None:
    assert split_once(CASES[0]) == ("The answer is 42.", "weigh the options")
    assert split_once(CASES[1]) == ("The answer.", "\nleading space before the tag\n")
    assert split_once(CASES[2]) == ("Empty reasoning.", "")
    assert split_once(CASES[3]) == ("", "never closed because the stream stopped")
    assert split_once(CASES[4]) == (CASES[4], "")  # only a leading tag is reasoning
    assert split_once(CASES[5]) == (CASES[5], "")
    assert split_once(CASES[6]) == ("done", "a < b and </thin is not the end")
    assert split_once("<") == ("<", "")


def test_every_split_point_gives_the_same_result() -> None:
    """Each case cut into two and into three pieces at every position."""
    for case in CASES:
        expected = split_once(case)
        n = len(case)
        for i in range(n + 1):
            assert run([case[:i], case[i:]]) == expected, (case, i)
        for i, j in itertools.combinations(range(n + 1), 2):
            assert run([case[:i], case[i:j], case[j:]]) == expected, (case, i, j)


def test_one_character_at_a_time() -> None:
    for case in CASES:
        assert run(list(case)) == split_once(case)


@given(
    reasoning=st.text(max_size=40),
    answer=st.text(max_size=40),
    cuts=st.lists(st.integers(0, 100), max_size=8),
)
def test_any_chunking_of_any_text(reasoning: str, answer: str, cuts: list[int]) -> None:
    whole = f"<think>{reasoning}</think>{answer}"
    points = sorted({min(c, len(whole)) for c in cuts})
    chunks = [whole[a:b] for a, b in itertools.pairwise([0, *points, len(whole)])]
    assert run(chunks) == split_once(whole)
    if "</think>" not in reasoning:
        assert split_once(whole) == (answer.lstrip("\n"), reasoning)
