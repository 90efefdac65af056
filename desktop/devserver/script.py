"""What the scripted server says: replies, faults and the demo answers."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Fault(StrEnum):
    """A way the scripted server misbehaves on purpose, so tests see each
    failure a real server can cause."""

    HTTP_STATUS = "http_status"  # answer with `status` and an error body
    MID_STREAM_ERROR = "mid_stream_error"  # an error object after `fault_after` tokens
    MALFORMED_CHUNK = "malformed_chunk"  # bytes that are not the format
    DISCONNECT = "disconnect"  # close the socket abruptly
    STALL_FIRST = "stall_first"  # never send the first token
    STALL_MID = "stall_mid"  # stop sending after `fault_after` tokens
    STALL_HEADERS = "stall_headers"  # accept the request, never send the status line


@dataclass(frozen=True)
class ScriptedCall:
    """A tool call the scripted model makes, after its text."""

    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    id: str = ""  # "" : call_1, call_2... (Ollama's wire carries none)


@dataclass(frozen=True)
class Reply:
    """What the scripted server answers one request with: the text (or a demo
    answer), its pace, reasoning, tool calls and any fault."""

    text: str | None = None  # None: a demo answer (or `tokens` of deterministic text)
    tokens: int | None = None
    seed: int = 0
    rate: float | None = None  # tokens per second; None: as fast as possible
    reasoning: str = ""
    fault: Fault | None = None
    fault_after: int = 0
    status: int = 500
    error_message: str = "The scripted server failed on purpose."
    first_token_delay: float = 0.0
    retry_after: float | None = None
    cut_off: bool = False  # end as if the length limit was reached (finish_reason "length")
    # Reasoning inside the answer's text, as `<think>…</think>` (Qwen3 and
    # DeepSeek-R1 on llama.cpp with --reasoning-format none, some Ollama models).
    think_inline: bool = False
    chunk_chars: int | None = None  # cut the text every n characters, not at words
    # Tool calls after the text; their arguments' JSON is sent in pieces of
    # `argument_chunk` characters, as real servers split it.
    tool_calls: tuple[ScriptedCall, ...] = ()
    argument_chunk: int = 7

    def token_list(self, prompt: str) -> list[str]:
        if self.tokens is not None and not (self.think_inline or self.chunk_chars):
            return demo_tokens(self.tokens, self.seed)
        if self.tokens is not None:
            text = "".join(demo_tokens(self.tokens, self.seed))
        else:
            text = self.text if self.text is not None else demo_answer(prompt)
        if self.think_inline:
            text = f"<think>{self.reasoning}</think>\n\n{text}"
        if self.chunk_chars:
            return [text[i : i + self.chunk_chars] for i in range(0, len(text), self.chunk_chars)]
        return split_tokens(text)


_WORDS = [
    "the",
    "model",
    "answers",
    "every",
    "question",
    "with",
    "care",
    "and",
    "keeps",
    "each",
    "word",
    "you",
    "saw",
    "stream",
    "token",
    "text",
    "river",
    "stone",
    "light",
    "quiet",
    "north",
    "garden",
    "window",
    "lamp",
    "café",
    "naïve",
    "東京",
    "emoji",
    "🙂",
    "line\u2028sep",
    "para\u2029sep",
]


def demo_tokens(n: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(_WORDS) + " " for _ in range(n)]


def demo_text(n: int, seed: int = 0) -> str:
    """The exact text of `Reply(tokens=n, seed=seed)`: tests compare against it."""
    return "".join(demo_tokens(n, seed))


def split_tokens(text: str) -> list[str]:
    return re.findall(r"\s*\S+|\s+", text)


DEMO_ANSWERS = [
    """## Reading a CSV file in Python

Here is a small, dependable way to **read a CSV file** and sum a column:

```python
import csv
from pathlib import Path


def total(path: Path, column: str) -> float:
    with path.open(newline="", encoding="utf-8") as f:
        return sum(float(row[column]) for row in csv.DictReader(f))


print(total(Path("sales.csv"), "amount"))
```

A few things worth knowing:

1. `newline=""` lets the `csv` module handle line endings itself.
2. `DictReader` uses the first row as column names.
3. For very large files, this reads one row at a time, so memory stays flat.

| Approach | Speed | Memory |
|---|---|---|
| `csv.DictReader` | good | tiny |
| `pandas.read_csv` | fast | the whole file |

> Tip: if the numbers use a comma as the decimal mark, replace it before `float()`.
""",
    """Sure! Here's how to find the **largest files** in a folder from a terminal:

```bash
du -ah ~/Documents | sort -rh | head -n 10
```

- `du -ah` lists every file with a human-readable size
- `sort -rh` sorts those sizes from largest to smallest
- `head -n 10` keeps the top ten

On macOS the same command works. On Windows PowerShell you can use:

```powershell
Get-ChildItem -Recurse | Sort-Object Length -Descending | Select-Object -First 10
```

*Careful:* deleting files found this way cannot be undone, so look before you remove.
""",
    """### Three ideas for a rainy Sunday

1. **Bake bread.** A simple no-knead loaf needs flour, water, salt and yeast,
   and about five minutes of actual work.
2. **Start a reading list.** Pick one novel, one essay collection and one
   book about something you know nothing about.
3. **Sort your photos.** Make one album per year; it is easier than it sounds.

Would you like a recipe for the bread? It goes roughly like this:

| Ingredient | Amount |
|---|---|
| Flour | 500 g |
| Water | 375 ml |
| Salt | 10 g |
| Yeast | 2 g |

Mix, cover, wait 12 to 18 hours, fold, bake at 230 °C for 45 minutes.
""",
    """## The Keeper of North Light

Every evening at dusk, **Ada** climbed the hundred and twelve steps of the
North Light. She counted them out loud, the way her father had, because the
sea listened to numbers.

The lamp was older than the town. It hummed when it warmed, a low note that
the fishermen said they could feel in their boots two miles out. Ada wiped
the great lens with a cloth soft as flour, checked the oil, and wrote the
weather in the log:

> *Wind from the north-west. Swell rising. One ship, far out, steady.*

That night the fog came in fast, thick as wool. The ship she had seen was
no longer steady: its light wandered, then turned toward the rocks below
the point. Ada did the only thing a keeper can do. She wound the clockwork
faster, and the beam swept the water again and again, *here, here, here*,
until the wandering light turned, slowly, back toward the open sea.

In the morning a rowing boat came to the landing with a basket of bread and
a note that said only: **Thank you. We counted.**
""",
    r"""## The Gaussian integral

The area under $e^{-x^2}$ is a classic. Write $I = \int_{-\infty}^{\infty} e^{-x^2}\,dx$
and square it, then change to polar coordinates, where $x^2 + y^2 = r^2$:

$$
I^2 = \int_0^{2\pi}\!\int_0^{\infty} e^{-r^2}\, r\,dr\,d\theta = \pi
$$

So $I = \sqrt{\pi}$. The same trick gives the normal distribution's constant:

\[ \frac{1}{\sigma\sqrt{2\pi}} \int_{-\infty}^{\infty} e^{-\frac{(x-\mu)^2}{2\sigma^2}}\,dx = 1 \]

Money stays money: it costs $5 and $10, not math.
""",
]


_TOPICS = [
    ("python", "csv", "code"),
    ("file", "terminal", "folder", "disk", "shell"),
    ("sunday", "weekend", "idea", "bread", "recipe"),
    ("story", "write", "poem", "tale"),
    ("math", "integral", "formula", "equation"),
]


def demo_answer(prompt: str) -> str:
    if '<document name="' in prompt:
        from desktop.devserver.pictures import describe_documents

        return describe_documents(prompt)
    words = prompt.lower()
    for index, topic in enumerate(_TOPICS):
        if any(word in words for word in topic):
            return DEMO_ANSWERS[index]
    return DEMO_ANSWERS[sum(map(ord, prompt)) % len(DEMO_ANSWERS)]


DEMO_REASONING = (
    "The person wants something practical. I will give a short example first, "
    "then explain the important details."
)
